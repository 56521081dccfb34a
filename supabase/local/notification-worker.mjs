// The local stack's email worker: runs the Edge-Function-ready core (supabase/functions/send-notifications/core.ts,
// loaded by Node's type stripping) every few seconds and delivers over SMTP to the local mail catcher.
import nodemailer from 'nodemailer';

export async function startNotificationWorker({ apiUrl, serviceRoleKey, smtpPort, intervalMs = 3000, log = () => {} }) {
  const { drainNotifications } = await import('../functions/send-notifications/core.ts');
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
  const deliver = (mail) =>
    transport.sendMail({
      from: 'Summit <bookings@summit.local>',
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      messageId: mail.messageId,
      attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
    });
  let stopped = false;
  let running = Promise.resolve();
  const tick = async () => {
    try {
      const n = await drainNotifications({ restUrl: `${apiUrl}/rest/v1`, serviceKey: serviceRoleKey, deliver }, { shouldStop: () => stopped });
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
