// The conversation's plain core: server and unsent messages as one list, each own message's state, refusal reasons,
// and the contact-details check behind the business's notice.
import { describe, expect, test } from 'vitest';
import { buildThread, looksLikeContactDetails, refusalReason, type ServerMessage } from '../../src/features/messages/core/thread';

const me = 'me-id';
const server = (seq: number, senderId: string | null, extra: Partial<ServerMessage> = {}): ServerMessage => ({
  id: `s${seq}`, senderId, seq, body: `m${seq}`, createdAt: new Date(seq * 1000).toISOString(), deliveredAt: null, readAt: null, ...extra,
});

describe('buildThread', () => {
  test('server messages by place, then unsent ones in writing order; states and senders', () => {
    const items = buildThread(
      me,
      [server(2, 'other'), server(1, me, { deliveredAt: 'x' }), server(3, me, { deliveredAt: 'x', readAt: 'y' }), server(4, null), server(5, me)],
      [
        { id: 'p2', conversationId: 'c', body: 'second', createdAt: 20 },
        { id: 'p1', conversationId: 'c', body: 'first', createdAt: 10 },
        { id: 's5', conversationId: 'c', body: 'm5', createdAt: 5 },
      ],
      new Map([['p2', 'Messages between you are blocked']]),
    );
    expect(items.map((i) => [i.id, i.from, i.state])).toEqual([
      ['s1', 'me', 'delivered'],
      ['s2', 'other', null],
      ['s3', 'me', 'read'],
      ['s4', 'deleted', null],
      ['s5', 'me', 'sent'],
      ['p1', 'me', 'pending'],
      ['p2', 'me', 'failed'],
    ]);
    expect(items.at(-1)!.reason).toBe('blocked');
  });
});

test('refusal reasons from the server\'s messages', () => {
  expect(refusalReason('Too many messages in a minute; this one was not sent')).toBe('rate_limited');
  expect(refusalReason('Under 18 (or with no age given), a learner can message tutors they have a booking with')).toBe('minor_rule');
  expect(refusalReason('A message is 4,000 characters at most')).toBe('too_long');
  expect(refusalReason('This account was deleted')).toBe('deleted_account');
  expect(refusalReason('permission denied')).toBe('other');
});

test('contact details: emails, phone numbers, messaging apps; not ordinary text', () => {
  for (const text of ['write me at ana@example.com', 'call +57 300 123 4567', 'my WhatsApp is fine', '(212) 555-0100']) expect(looksLikeContactDetails(text), text).toBe(true);
  for (const text of ['Can you help with calculus for the SAT?', 'Chapter 12, exercises 3 to 7', 'See you at 5 pm on 12/03']) expect(looksLikeContactDetails(text), text).toBe(false);
});
