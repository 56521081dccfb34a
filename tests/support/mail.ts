// The local inbox (maildev's REST API): wait for the auth email sent to an address and read its link and code.
import { testEnv } from './env';

export interface ReceivedEmail {
  id: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  /** The first verification link (…/auth/v1/verify?…), else the first link in the HTML body. */
  link: string;
  /** The 6-digit one-time code printed in the email, if any. */
  code: string | null;
  receivedAt: Date;
}

interface MaildevEmail {
  id: string;
  subject: string;
  html?: string;
  text?: string;
  to?: { address: string }[];
  envelope?: { to?: { address: string }[] };
  time?: string;
  date?: string;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

function toReceived(email: MaildevEmail): ReceivedEmail {
  const html = email.html ?? '';
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => decodeEntities(match[1]));
  const link = hrefs.find((href) => href.includes('/auth/v1/verify')) ?? hrefs[0] ?? '';
  const text = email.text ?? '';
  const recipients = [...(email.to ?? []), ...(email.envelope?.to ?? [])].map((r) => r.address.toLowerCase());
  return {
    id: email.id,
    to: [...new Set(recipients)],
    subject: email.subject,
    html,
    text,
    link,
    code: /\b(\d{6})\b/.exec(text)?.[1] ?? null,
    receivedAt: new Date(email.time ?? email.date ?? 0),
  };
}

/** Every email in the inbox, oldest first. */
export async function listEmails(): Promise<ReceivedEmail[]> {
  const response = await fetch(`${testEnv.mailUrl}/email`);
  if (!response.ok) throw new Error(`maildev answered ${response.status} on GET /email`);
  return ((await response.json()) as MaildevEmail[]).map(toReceived);
}

/**
 * The newest email to `to` (case-insensitive) with the given subject, received at or after `after`, waiting for
 * it up to `timeoutMs`. maildev records times to the second, so `after` is compared at that precision.
 */
export async function waitForEmail(
  to: string,
  { subject, after, timeoutMs = 10_000 }: { subject?: string; after?: Date; timeoutMs?: number } = {},
): Promise<ReceivedEmail> {
  const address = to.toLowerCase();
  const since = after ? Math.floor(after.getTime() / 1000) * 1000 : 0;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const matches = (await listEmails()).filter(
      (email) =>
        email.to.includes(address) &&
        (subject === undefined || email.subject === subject) &&
        email.receivedAt.getTime() >= since,
    );
    if (matches.length) return matches[matches.length - 1];
    if (Date.now() > deadline) {
      throw new Error(`No email to ${to}${subject ? ` with subject '${subject}'` : ''} within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** How many emails to `to` are in the inbox (to prove that something was not sent). */
export async function countEmails(to: string, subject?: string): Promise<number> {
  const address = to.toLowerCase();
  return (await listEmails()).filter(
    (email) => email.to.includes(address) && (subject === undefined || email.subject === subject),
  ).length;
}
