// Auth emails over SMTP (maildev locally), with the Supabase default templates' subjects and wording, and GoTrue's
// hourly email rate limit.
import nodemailer from 'nodemailer';
import { currentClient, tooManyRequests } from './http.mjs';

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const templates = {
  confirmation: {
    heading: 'Confirm your signup',
    lead: 'Follow this link to confirm your user:',
    action: 'Confirm your mail',
  },
  magicLink: {
    heading: 'Magic Link',
    lead: 'Follow this link to login:',
    action: 'Log In',
  },
  recovery: {
    heading: 'Reset Password',
    lead: 'Follow this link to reset the password for your user:',
    action: 'Reset Password',
  },
  emailChange: {
    heading: 'Confirm Change of Email',
    lead: 'Follow this link to confirm the update of your email:',
    action: 'Change Email',
  },
  reauthentication: {
    heading: 'Confirm reauthentication',
    lead: 'Enter the code:',
    action: '',
  },
};

export function createMailer({ smtp, settings }) {
  const transport = nodemailer.createTransport({
    host: smtp?.host ?? '127.0.0.1',
    port: smtp?.port ?? 54325,
    secure: false,
    ignoreTLS: true,
  });
  // GOTRUE_RATE_LIMIT_EMAIL_SENT, counted per recipient and per client address (GoTrue counts it for the whole
  // project): strangers signing up random addresses spend their own budget, not every user's confirmations and resets.
  /** @type {Map<string, number[]>} send times within the window, by 'to:<address>' and 'ip:<client>' */
  const sentAt = new Map();
  const { limit, windowSeconds } = settings.emailsSent;
  let lastSweep = Date.now();

  function recent(key, now) {
    const windowStart = now - windowSeconds * 1000;
    if (now - lastSweep > 60_000) {
      lastSweep = now;
      for (const [name, times] of sentAt) if (!times.some((time) => time > windowStart)) sentAt.delete(name);
    }
    const times = (sentAt.get(key) ?? []).filter((time) => time > windowStart);
    sentAt.set(key, times);
    return times;
  }

  const keysOf = (to) => [`to:${String(to ?? '').toLowerCase()}`, `ip:${currentClient()}`];

  return {
    /** Throws GoTrue's 429 when the next email to `to` would exceed the limit. Call before changing anything. */
    checkRateLimit(to) {
      const now = Date.now();
      for (const key of keysOf(to)) {
        if (recent(key, now).length >= limit) {
          throw tooManyRequests('over_email_send_rate_limit', 'email rate limit exceeded');
        }
      }
    },

    /** GoTrue's per-user minimum interval between two emails of the same kind. */
    checkFrequency(lastSentAt) {
      const interval = settings.emailMinIntervalSeconds;
      if (!interval || !lastSentAt) return;
      const waitMs = new Date(lastSentAt).getTime() + interval * 1000 - Date.now();
      if (waitMs > 0) {
        throw tooManyRequests(
          'over_email_send_rate_limit',
          `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
        );
      }
    },

    /** kind: confirmation | magicLink | recovery | emailChange | reauthentication (a code, no link) */
    async send(kind, { to, link, otp }) {
      this.checkRateLimit(to);
      const now = Date.now();
      for (const key of keysOf(to)) recent(key, now).push(now);
      const { heading, lead, action } = templates[kind];
      const html = [
        `<h2>${escapeHtml(heading)}</h2>`,
        `<p>${escapeHtml(lead)}</p>`,
        link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` : '',
        link && otp ? `<p>Alternatively, enter the code: ${escapeHtml(otp)}</p>` : '',
        !link && otp ? `<p>${escapeHtml(otp)}</p>` : '',
      ].join('\n');
      const text = link
        ? `${heading}\n\n${lead}\n${link}\n${otp ? `\nAlternatively, enter the code: ${otp}\n` : ''}`
        : `${heading}\n\n${lead} ${otp}\n`;
      await transport.sendMail({
        from: { name: settings.senderName, address: settings.adminEmail },
        to,
        subject: settings.subjects[kind],
        html,
        text,
      });
    },

    close() {
      transport.close();
    },
  };
}
