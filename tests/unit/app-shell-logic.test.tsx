// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { hasScrolledPastThreshold, scrollProgress } from '../../src/app/scroll-progress';
import { formatTitle } from '../../src/app/use-route-title';
import { isValidEmail, validateContact } from '../../src/features/contact/contact-form';
import { devLabPageFor, shouldCrash } from '../../src/features/dev-lab/dev-lab-pages';

describe('scroll progress', () => {
  it('is the scrolled share of the scrollable height, clamped to 0–1', () => {
    expect(scrollProgress(0, 2000, 1000)).toBe(0);
    expect(scrollProgress(500, 2000, 1000)).toBe(0.5);
    expect(scrollProgress(1000, 2000, 1000)).toBe(1);
    expect(scrollProgress(1200, 2000, 1000)).toBe(1); // overscroll
    expect(scrollProgress(-30, 2000, 1000)).toBe(0);
    expect(scrollProgress(10, 800, 1000)).toBe(0); // nothing to scroll
  });

  it('the stronger shadow starts after 20px, not at 20px', () => {
    expect(hasScrolledPastThreshold(0)).toBe(false);
    expect(hasScrolledPastThreshold(20)).toBe(false);
    expect(hasScrolledPastThreshold(21)).toBe(true);
  });
});

describe('document title', () => {
  const suffix = (title: string) => `${title} · Summit`;
  it('adds the brand to page titles but keeps the home title whole', () => {
    expect(formatTitle('Mission', suffix, false)).toBe('Mission · Summit');
    expect(formatTitle('Summit · Personalized online tutoring', suffix, true)).toBe('Summit · Personalized online tutoring');
  });
});

describe('contact form validation', () => {
  it('follows the email rule: text, @, text, a dot, more text, no spaces', () => {
    for (const ok of ['a@b.co', 'ana.lopez@example.com', ' ana@example.com ', 'x+tag@sub.domain.org']) expect(isValidEmail(ok)).toBe(true);
    for (const bad of ['', 'ana', 'ana@example', '@example.com', 'ana@.', 'an a@example.com', 'ana@exa mple.com', 'ana@example.']) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });

  it('requires every field and names the problem of each', () => {
    expect(validateContact({ name: ' ', email: '', message: '\n' })).toEqual({
      name: 'errors.nameRequired',
      email: 'errors.emailRequired',
      message: 'errors.messageRequired',
    });
    expect(validateContact({ name: 'Ana', email: 'ana@example', message: 'Hi' })).toEqual({ email: 'errors.emailInvalid' });
    expect(validateContact({ name: 'Ana', email: 'ana@example.com', message: 'x'.repeat(5001) })).toEqual({
      message: 'errors.messageTooLong',
    });
    expect(validateContact({ name: 'Ana', email: 'ana@example.com', message: 'Hi' })).toEqual({});
  });
});

describe('developer pages', () => {
  it('picks the page by its path', () => {
    expect(devLabPageFor('/dev/math-lab')).toBe('mathLab');
    expect(devLabPageFor('/dev/bulletproof-graph-test')).toBe('bulletproofGraphTest');
    expect(devLabPageFor('/dev/graph-debug-live/')).toBe('graphDebugLive');
  });

  it('crashes only on the live graph debug page with ?crash=1', () => {
    expect(shouldCrash('/dev/graph-debug-live', new URLSearchParams('crash=1'))).toBe(true);
    expect(shouldCrash('/dev/graph-debug-live', new URLSearchParams('crash=0'))).toBe(false);
    expect(shouldCrash('/dev/graph-debug-live', new URLSearchParams(''))).toBe(false);
    expect(shouldCrash('/dev/graph-debug', new URLSearchParams('crash=1'))).toBe(false);
  });
});
