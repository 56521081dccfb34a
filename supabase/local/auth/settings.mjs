// The service's configuration, read from GoTrue's own environment variable names so a developer can reason about
// it as about hosted Supabase. Every value has the local default; a caller may override any of them per instance.

const appOrigins = ['http://localhost:4173', 'http://localhost:4174', 'http://localhost:5173'];
const defaultAllowList = appOrigins
  .flatMap((origin) => [origin, origin.replace('localhost', '127.0.0.1')])
  .map((origin) => `${origin}/**`)
  .join(',');

export function bool(value, fallback = false) {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase());
}

function int(value, fallback) {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(String(value), 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

function num(value, fallback) {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(String(value));
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

const perFiveMinutes = (value, fallback) => ({ limit: num(value, fallback), windowSeconds: 300 });

/** GoTrue's Rate type: 'N' (per hour) or 'N/duration' ('10/1m', '100/30s'). */
function rate(value, fallback) {
  if (value === undefined || value === '') return fallback;
  const [amount, per] = String(value).split('/');
  const limit = num(amount.trim(), fallback.limit);
  return { limit, windowSeconds: per ? seconds(per.trim(), 3600) : 3600 };
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
    // GoTrue's Rate: '30' is 30 per hour, '10/1m' 10 per minute. Counted for the whole service, as GoTrue does.
    emailsSent: rate(env.GOTRUE_RATE_LIMIT_EMAIL_SENT, { limit: 30, windowSeconds: 3600 }),
    // Minimum seconds between two emails of one kind to the same user; GoTrue turns 0 (or unset) into 1 minute.
    emailMinIntervalSeconds: seconds(env.GOTRUE_SMTP_MAX_FREQUENCY, 0) || 60,
    // Requests per client address (the X-Forwarded-For the gateway set) per 5 minutes, GoTrue's defaults.
    rateLimits: {
      verify: perFiveMinutes(env.GOTRUE_RATE_LIMIT_VERIFY, 30),
      tokenRefresh: perFiveMinutes(env.GOTRUE_RATE_LIMIT_TOKEN_REFRESH, 150),
      otp: perFiveMinutes(env.GOTRUE_RATE_LIMIT_OTP, 30),
      signInSignUps: perFiveMinutes(env.GOTRUE_RATE_LIMIT_SIGN_IN_SIGN_UPS, 30),
      // GoTrue counts MFA challenges and verifications per minute, each in a bucket of its own.
      mfaChallenge: { limit: num(env.GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY, 15), windowSeconds: 60 },
      mfaVerify: { limit: num(env.GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY, 15), windowSeconds: 60 },
    },
    mfa: {
      totpEnrollEnabled: bool(env.GOTRUE_MFA_TOTP_ENROLL_ENABLED, true),
      totpVerifyEnabled: bool(env.GOTRUE_MFA_TOTP_VERIFY_ENABLED, true),
      maxEnrolledFactors: num(env.GOTRUE_MFA_MAX_ENROLLED_FACTORS, 10),
      maxVerifiedFactors: num(env.GOTRUE_MFA_MAX_VERIFIED_FACTORS, 10),
      // GoTrue never goes below its defaults of 300 s for either.
      challengeExpirySeconds: Math.max(seconds(env.GOTRUE_MFA_CHALLENGE_EXPIRY_DURATION, 300), 300),
      factorExpirySeconds: Math.max(seconds(env.GOTRUE_MFA_FACTOR_EXPIRY_DURATION, 300), 300),
      // A TOTP code is accepted once per factor (RFC 6238 §5.2), a local addition; the test stack turns it off so
      // parallel tests can each raise a demo admin's session to aal2 within one 30 s step.
      totpSingleUse: bool(env.GOTRUE_MFA_TOTP_SINGLE_USE, true),
      // Wrong codes a challenge survives: the next makes it void (a local addition; GoTrue relies on the rate limit).
      challengeMaxAttempts: int(env.GOTRUE_MFA_CHALLENGE_MAX_ATTEMPTS, 5),
      // Wrong codes in a row a factor survives before it is locked for GOTRUE_MFA_FACTOR_LOCK_DURATION (local).
      factorMaxFailures: int(env.GOTRUE_MFA_FACTOR_MAX_FAILURES, 10),
      factorLockSeconds: seconds(env.GOTRUE_MFA_FACTOR_LOCK_DURATION, 900),
      // Security keys and passkeys (off in GoTrue unless turned on; this project turns them on, see ../config.mjs).
      webauthnEnrollEnabled: bool(env.GOTRUE_MFA_WEB_AUTHN_ENROLL_ENABLED, false),
      webauthnVerifyEnabled: bool(env.GOTRUE_MFA_WEB_AUTHN_VERIFY_ENABLED, false),
    },
    // The WebAuthn relying party: the id keys are bound to and the origins allowed to use them (GoTrue requires all
    // three once WebAuthn is on; the local defaults are the app on localhost, which browsers treat as secure).
    webauthn: {
      rpId: env.GOTRUE_WEBAUTHN_RP_ID || 'localhost',
      rpDisplayName: env.GOTRUE_WEBAUTHN_RP_DISPLAY_NAME || 'Summit',
      rpOrigins: (env.GOTRUE_WEBAUTHN_RP_ORIGINS || appOrigins.join(','))
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    },
    // Wrong 6-digit codes an emailed code survives: the next wrong guess spoils it (a local addition, see README).
    otpMaxAttempts: int(env.GOTRUE_MAILER_OTP_MAX_ATTEMPTS, 5),
    // GoTrue's secure email change: both the new and the current address confirm (on by default, as in GoTrue).
    secureEmailChange: bool(env.GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED, true),
    // Secure password change: without a recent sign-in (below) the nonce of GET /reauthenticate must come along.
    updatePasswordRequireReauthentication: bool(env.GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION, false),
    // "Recent sign-in" for every sensitive action: a password or emailed-code sign-in of the session within this
    // many seconds (a local addition; 10 minutes, the window `delete_my_account` checks in the database).
    reauthenticationWindowSeconds: seconds(env.GOTRUE_SECURITY_REAUTHENTICATION_WINDOW, 600),
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
      reauthentication: env.GOTRUE_MAILER_SUBJECTS_REAUTHENTICATION ?? 'Confirm reauthentication',
    },
  };
}
