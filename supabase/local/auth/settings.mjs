// The service's configuration, read from GoTrue's own environment variable names so a developer can reason about
// it as about hosted Supabase. Every value has the local default; a caller may override any of them per instance.

const appOrigins = ['http://localhost:4173', 'http://localhost:4174', 'http://localhost:5173'];
const defaultAllowList = appOrigins
  .flatMap((origin) => [origin, origin.replace('localhost', '127.0.0.1')])
  .map((origin) => `${origin}/**`)
  .join(',');

function bool(value, fallback) {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase());
}

function int(value, fallback) {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(String(value), 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** Seconds from a GoTrue duration ('10s', '1m', '1h') or a plain number of seconds. */
function seconds(value, fallback) {
  if (value === undefined || value === '') return fallback;
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(String(value).trim());
  if (!match) return fallback;
  const amount = Number(match[1]);
  const unit = { ms: 0.001, s: 1, m: 60, h: 3600 }[match[2] ?? 's'];
  return amount * unit;
}

/** @param {Record<string, string | undefined>} env */
export function readSettings(env) {
  return {
    autoconfirm: bool(env.GOTRUE_MAILER_AUTOCONFIRM, false),
    disableSignup: bool(env.GOTRUE_DISABLE_SIGNUP, false),
    passwordMinLength: int(env.GOTRUE_PASSWORD_MIN_LENGTH, 6),
    emailsPerHour: int(env.GOTRUE_RATE_LIMIT_EMAIL_SENT, 1000),
    // Minimum seconds between two emails to the same user ("max frequency"); off by default as in the CLI's 1 s.
    emailMinIntervalSeconds: seconds(env.GOTRUE_SMTP_MAX_FREQUENCY, 0),
    jwtExpSeconds: int(env.GOTRUE_JWT_EXP, 3600),
    otpExpSeconds: int(env.GOTRUE_MAILER_OTP_EXP, 3600),
    otpLength: int(env.GOTRUE_MAILER_OTP_LENGTH, 6),
    refreshTokenRotation: bool(env.GOTRUE_SECURITY_REFRESH_TOKEN_ROTATION_ENABLED, true),
    refreshTokenReuseIntervalSeconds: seconds(env.GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL, 10),
    // How long a PKCE flow may wait between its start and the code exchange (GoTrue: 5 minutes).
    flowStateExpSeconds: 300,
    allowList: (env.GOTRUE_URI_ALLOW_LIST ?? defaultAllowList)
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    externalGoogleEnabled: bool(env.GOTRUE_EXTERNAL_GOOGLE_ENABLED, true),
    externalEmailEnabled: bool(env.GOTRUE_EXTERNAL_EMAIL_ENABLED, true),
    senderName: env.GOTRUE_SMTP_SENDER_NAME ?? 'Summit',
    adminEmail: env.GOTRUE_SMTP_ADMIN_EMAIL ?? 'admin@email.com',
    subjects: {
      confirmation: env.GOTRUE_MAILER_SUBJECTS_CONFIRMATION ?? 'Confirm Your Signup',
      magicLink: env.GOTRUE_MAILER_SUBJECTS_MAGIC_LINK ?? 'Your Magic Link',
      recovery: env.GOTRUE_MAILER_SUBJECTS_RECOVERY ?? 'Reset Your Password',
      emailChange: env.GOTRUE_MAILER_SUBJECTS_EMAIL_CHANGE ?? 'Confirm Email Change',
    },
  };
}
