import { describe, expect, it } from 'vitest';
import { referralCodeFrom } from '../../src/features/referral/referral-code';

describe('referral code from the page URL', () => {
  it.each([
    ['?ref=ABC', 'abc'],
    ['?utm=x&ref=Summer-2026', 'summer-2026'],
    ['?ref=%20Tutor%20', 'tutor'],
    ['?ref=' + 'a'.repeat(64), 'a'.repeat(64)],
  ])('%s → %s', (search, code) => {
    expect(referralCodeFrom(search)).toBe(code);
  });

  it.each([
    ['', 'no parameter'],
    ['?other=1', 'another parameter'],
    ['?ref=', 'empty'],
    ['?ref=%20%20', 'blank'],
    ['?ref=' + 'a'.repeat(65), 'over 64 characters'],
    ['?ref=ab%00c', 'NUL'],
    ['?ref=ab%0Ac', 'new line'],
    ['?ref=ab%7Fc', 'DEL'],
    ['?ref=ab%C2%85c', 'C1 control'],
  ])('%s is ignored (%s)', (search) => {
    expect(referralCodeFrom(search)).toBeNull();
  });
});
