// The scheduled jobs of a Summit backend, every few seconds: emails about bookings (made, cancelled, moved, the
// 24-hour reminder, weekly series), the weeks of weekly series that enter the booking window, unread-message digests,
// the tutor directory's stale next free slots, and lesson credits past their date. The email core
// (supabase/functions/send-notifications/core.ts, loaded by Node's type stripping) is Edge-Function-ready.
// `npm start` runs these against the local stack, delivering to its mail catcher (`smtpPort`); `npm run worker`
// (main.mjs) against a hosted project, delivering through a real SMTP server (`smtpUrl`).
// stop() lets the email being sent finish and sends no further one; a new worker then carries on with the rest of the
// batch. `onDelivered` is told of each email handed to SMTP. `appUrl` (the app's address) puts the lesson room's link
// in the emails.
import nodemailer from 'nodemailer';

/**
 * @param {{ apiUrl: string, serviceRoleKey: string, smtpPort?: number, smtpUrl?: string, from?: string, domain?: string,
 *   appUrl?: string, intervalMs?: number, log?: (message: string) => void,
 *   onDelivered?: (mail: { messageId: string }) => void }} options
 */
export async function startNotificationWorker({
  apiUrl,
  serviceRoleKey,
  smtpPort = undefined,
  smtpUrl = undefined,
  from = 'Summit <bookings@summit.local>',
  domain = undefined,
  appUrl = undefined,
  intervalMs = 3000,
  log = () => {},
  onDelivered = (_mail) => {},
}) {
  const { drainNotifications } = await import('../../supabase/functions/send-notifications/core.ts');
  const { sendMessageDigests } = await import('../../supabase/functions/send-notifications/message-digest.ts');
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
  const deliver = async (mail) => {
    await transport.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      messageId: mail.messageId,
      attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
    });
    try {
      onDelivered(mail);
    } catch {
      /* an observer's failure is not a failed delivery */
    }
  };
  let stopped = false;
  let running = Promise.resolve();
  const callRpc = async (name) => {
    const res = await fetch(`${apiUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    if (!res.ok) throw new Error(`${name}: HTTP ${res.status} ${await res.text()}`);
  };
  // The scheduled job of the tutor directory: stored next free slots that time has passed are renewed here (the
  // directory's search only reads them).
  const refreshDirectory = () => callRpc('refresh_stale_next_free');
  // Lesson credits past their date (a pack's months, a monthly period and its carry-over) become an 'expired' entry.
  const expireCredits = () => callRpc('expire_credits');
  const tick = async () => {
    await refreshDirectory().catch((error) => log(`directory refresh: ${error?.message ?? error}`));
    await expireCredits().catch((error) => log(`credit expiry: ${error?.message ?? error}`));
    try {
      const n = await drainNotifications({ restUrl: `${apiUrl}/rest/v1`, serviceKey: serviceRoleKey, deliver, appUrl, domain }, { shouldStop: () => stopped, onError: (message) => log(`notification worker: ${message}`) });
      if (n) log(`sent ${n} booking email(s)`);
    } catch (error) {
      log(`notification worker: ${error?.message ?? error}`);
    }
  };
  // Unread messages: one email per conversation after 15 minutes unread (at most hourly). `now` is the job's argument.
  const digestMessages = async (now = new Date()) => {
    try {
      const n = await sendMessageDigests({ restUrl: `${apiUrl}/rest/v1`, serviceKey: serviceRoleKey, deliver, appUrl, domain }, now, (m) => log(`notification worker: ${m}`));
      if (n) log(`sent ${n} unread-message email(s)`);
      return n;
    } catch (error) {
      log(`message digests: ${error?.message ?? error}`);
      return 0;
    }
  };
  const timer = setInterval(() => {
    running = running.then(tick);
  }, intervalMs);
  running = running.then(tick);
  running = running.then(() => digestMessages());
  let ticks = 0;
  // About once a minute whatever the interval: the digest is about a quarter of an hour.
  const digestEvery = Math.max(1, Math.round(60_000 / intervalMs));
  const digestTimer = setInterval(() => {
    if (++ticks % digestEvery === 0) running = running.then(() => digestMessages());
  }, intervalMs);
  return {
    /** Runs the unread-message digest job now, as if the clock said `now` (tests). */
    digestMessages: (now) => (running = running.then(() => digestMessages(now))),
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearInterval(digestTimer);
      await running;
      transport.close();
    },
  };
}
