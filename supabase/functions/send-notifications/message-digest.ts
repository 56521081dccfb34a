// The unread-messages email: for each conversation with a message unread for 15 minutes, one email to its recipient
// (at most one per conversation and hour, only about messages newer than the last one), in the recipient's
// language, with the conversation's address. `now` is an argument (the worker passes the clock; tests set it). The
// database chooses and records what is due (claim_message_digests, migration 20261127300000_messages.sql), so a
// digest is never sent twice; the email names the sender and the count, never the messages' text.
import type { Mail, WorkerOptions } from './core.ts';

interface Due {
  id: string;
  conversation_id: string;
  email: string;
  recipient_name: string;
  locale: string;
  sender_name: string;
  unread: number;
}

type Lang = 'en' | 'es' | 'fr';
const lang = (locale: string): Lang => (locale.startsWith('es') ? 'es' : locale.startsWith('fr') ? 'fr' : 'en');

const TEXTS: Record<Lang, { subject: string; hello: string; body: string; open: string; footer: string; deleted: string }> = {
  en: {
    subject: 'Unread messages from {{name}}',
    hello: 'Hello',
    body: 'You have {{count}} unread message(s) from {{name}} on Summit.',
    open: 'Read and answer them:',
    footer: 'You get at most one of these emails an hour per conversation. — Summit',
    deleted: 'a deleted account',
  },
  es: {
    subject: 'Mensajes sin leer de {{name}}',
    hello: 'Hola',
    body: 'Tienes {{count}} mensaje(s) sin leer de {{name}} en Summit.',
    open: 'Léelos y responde:',
    footer: 'Recibes como máximo uno de estos correos por hora y conversación. — Summit',
    deleted: 'una cuenta eliminada',
  },
  fr: {
    subject: 'Messages non lus de {{name}}',
    hello: 'Bonjour',
    body: 'Vous avez {{count}} message(s) non lu(s) de {{name}} sur Summit.',
    open: 'Lisez-les et répondez :',
    footer: 'Vous recevez au plus un de ces e-mails par heure et par conversation. — Summit',
    deleted: 'un compte supprimé',
  },
};

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));

export const conversationUrl = (appUrl: string, conversationId: string) => `${appUrl.replace(/\/+$/, '')}/messages/${conversationId.toLowerCase()}`;

export function composeDigest(d: Due, domain = 'summit.local', appUrl?: string): Mail {
  const t = TEXTS[lang(d.locale)];
  const name = d.sender_name || t.deleted;
  return {
    to: d.email,
    subject: fill(t.subject, { name }),
    text: [
      `${t.hello}${d.recipient_name ? ` ${d.recipient_name}` : ''},`,
      '',
      fill(t.body, { count: d.unread, name }),
      ...(appUrl ? ['', t.open, conversationUrl(appUrl, d.conversation_id)] : []),
      '',
      t.footer,
    ].join('\n'),
    messageId: `<message-digest-${d.id}@${domain}>`,
    attachments: [],
  };
}

/** Claims the digests due at `now` and delivers each; returns how many were sent. A failed one is reported, not retried. */
export async function sendMessageDigests(o: WorkerOptions, now: Date, onError: (message: string) => void = () => {}): Promise<number> {
  const res = await fetch(`${o.restUrl}/rpc/claim_message_digests`, {
    method: 'POST',
    headers: { apikey: o.serviceKey, Authorization: `Bearer ${o.serviceKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ p_now: now.toISOString() }),
  });
  if (!res.ok) throw new Error(`claim_message_digests: HTTP ${res.status} ${await res.text()}`);
  const due = (await res.json()) as Due[];
  let sent = 0;
  for (const d of due) {
    try {
      await o.deliver(composeDigest(d, o.domain, o.appUrl));
      sent++;
    } catch (error) {
      onError(`message digest ${d.id}: ${(error as Error)?.message ?? error}`);
    }
  }
  return sent;
}
