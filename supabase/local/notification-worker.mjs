// The local stack's email worker: runs the Edge-Function-ready core (supabase/functions/send-notifications/core.ts,
// loaded by Node's type stripping) every few seconds and delivers over SMTP to the local mail catcher.
// stop() (what `npm start` calls on Ctrl-C) lets the email being sent finish and sends no further one; a new
// worker then carries on with the rest of the batch. `onDelivered` is told of each email handed to SMTP. `appUrl`
// (the app's address) puts the lesson room's link in the emails.
import nodemailer from 'nodemailer';

export async function startNotificationWorker({ apiUrl, serviceRoleKey, smtpPort, appUrl = undefined, intervalMs = 3000, log = () => {}, onDelivered = (_mail) => {} }) {
  const { drainNotifications } = await import('../functions/send-notifications/core.ts');
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
  const deliver = async (mail) => {
    await transport.sendMail({
      from: 'Summit <bookings@summit.local>',
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
  // The scheduled job of the tutor directory: stored next free slots that time has passed are renewed here (the
  // directory's search only reads them).
  const refreshDirectory = async () => {
    const res = await fetch(`${apiUrl}/rest/v1/rpc/refresh_stale_next_free`, {
      method: 'POST',
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    if (!res.ok) throw new Error(`refresh_stale_next_free: HTTP ${res.status} ${await res.text()}`);
  };
  // Lesson credits past their date (a pack's months, a monthly period and its carry-over) become an 'expired' entry.
  const expireCredits = async () => {
    const res = await fetch(`${apiUrl}/rest/v1/rpc/expire_credits`, {
      method: 'POST',
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    if (!res.ok) throw new Error(`expire_credits: HTTP ${res.status} ${await res.text()}`);
  };
  const tick = async () => {
    await refreshDirectory().catch((error) => log(`directory refresh: ${error?.message ?? error}`));
    await expireCredits().catch((error) => log(`credit expiry: ${error?.message ?? error}`));
    try {
      const n = await drainNotifications({ restUrl: `${apiUrl}/rest/v1`, serviceKey: serviceRoleKey, deliver, appUrl }, { shouldStop: () => stopped, onError: (message) => log(`notification worker: ${message}`) });
      if (n) log(`sent ${n} booking email(s)`);
    } catch (error) {
      log(`notification worker: ${error?.message ?? error}`);
    }
  };
  const timer = setInterval(() => {
    running = running.then(tick);
  }, intervalMs);
  running = running.then(tick);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
