// Plain TypeScript for a conversation: the server's messages and this device's unsent ones as one list in order,
// the state shown on each own message, why a message came back, and whether a text looks like contact details.

export interface ServerMessage {
  id: string;
  senderId: string | null;
  seq: number;
  body: string;
  createdAt: string;
  deliveredAt: string | null;
  readAt: string | null;
}

export interface PendingMessage {
  id: string;
  conversationId: string;
  body: string;
  createdAt: number;
}

export type OwnState = 'pending' | 'sent' | 'delivered' | 'read' | 'failed';
export type RefusalReason = 'blocked' | 'rate_limited' | 'minor_rule' | 'too_long' | 'deleted_account' | 'other';

export interface ThreadItem {
  id: string;
  body: string;
  at: string;
  /** 'me', 'other', or 'deleted' (the sender's account was deleted). */
  from: 'me' | 'other' | 'deleted';
  state: OwnState | null;
  reason?: RefusalReason;
}

export const MAX_MESSAGE_LENGTH = 4000;

/** Why the server refused a message, from a dead letter's error text (the function's hint or message). */
export function refusalReason(error: string): RefusalReason {
  const text = error.toLowerCase();
  if (text.includes('blocked')) return 'blocked';
  if (text.includes('too many') || text.includes('rate_limited')) return 'rate_limited';
  if (text.includes('under 18') || text.includes('minor_rule')) return 'minor_rule';
  if (text.includes('4,000') || text.includes('too_long')) return 'too_long';
  if (text.includes('deleted')) return 'deleted_account';
  return 'other';
}

/**
 * The list shown: the server's messages by their place, then this device's messages the server does not have yet
 * (in the order they were written), each own one with its state.
 */
export function buildThread(
  me: string,
  server: readonly ServerMessage[],
  pending: readonly PendingMessage[],
  refused: ReadonlyMap<string, string>,
): ThreadItem[] {
  const items: ThreadItem[] = [...server]
    .sort((a, b) => a.seq - b.seq)
    .map((m) => ({
      id: m.id,
      body: m.body,
      at: m.createdAt,
      from: m.senderId === me ? 'me' : m.senderId === null ? 'deleted' : 'other',
      state: m.senderId === me ? (m.readAt ? 'read' : m.deliveredAt ? 'delivered' : 'sent') : null,
    }));
  const known = new Set(server.map((m) => m.id));
  for (const p of [...pending].sort((a, b) => a.createdAt - b.createdAt)) {
    if (known.has(p.id)) continue;
    const error = refused.get(p.id);
    items.push({
      id: p.id,
      body: p.body,
      at: new Date(p.createdAt).toISOString(),
      from: 'me',
      state: error === undefined ? 'pending' : 'failed',
      ...(error === undefined ? {} : { reason: refusalReason(error) }),
    });
  }
  return items;
}

// An email address, a phone number (7 or more digits with the usual separators), or a handle on a messaging app.
const CONTACT = [
  /[^\s@]+@[^\s@]+\.[a-z]{2,}/i,
  /(?:\+?\d[\s().-]*){7,}/,
  /\b(?:whats\s?app|telegram|signal|skype|wechat|line id|instagram|snapchat)\b/i,
];

/** Whether a message seems to share contact details (the business may discourage that before a first booking). */
export function looksLikeContactDetails(text: string): boolean {
  return CONTACT.some((re) => re.test(text));
}
