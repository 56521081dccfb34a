// Ports and folders of the local stack. The development profile follows the Supabase CLI's local defaults;
// the test profile uses its own ports and a throwaway database so `npm test` can run beside `npm start`.
// The profiles that tests and benchmarks start sit below 32768, outside the range Linux picks the local ports
// of outgoing connections from (32768–60999 by default): a long-lived connection of one stack could otherwise
// hold a port the next stack needs, and that start would fail by chance.
export const devProfile = {
  name: 'dev',
  apiPort: 54321, // gateway: /rest/v1 (PostgREST) and /auth/v1 (auth), as Kong in hosted Supabase
  dbPort: 54322, // Postgres, user postgres / password postgres / database postgres
  mailPort: 54324, // maildev web inbox and REST API
  smtpPort: 54325, // maildev SMTP
  restPort: 54330, // PostgREST itself (behind the gateway)
  restAdminPort: 54331,
  authPort: 54332, // auth service itself (behind the gateway)
  lessonPort: 54335, // lesson room sync server (Hocuspocus, behind the gateway at /lesson/v1)
  appPort: 4173,
  dataDir: '.local/db',
};

// This project's auth configuration, as it is set on the hosted project (Authentication settings): a password
// change without a recent sign-in needs the emailed nonce (GoTrue's secure password change; hosted GoTrue's window is
// 24 hours, the local service's 10 minutes, see auth/README.md).
export const projectAuthEnv = {
  GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: 'true',
  // Security keys and passkeys as a second factor (Authentication → Multi-Factor → WebAuthn). The relying party is
  // the app's own origin: locally the defaults (localhost), on the hosted project GOTRUE_WEBAUTHN_RP_ID/_RP_ORIGINS.
  GOTRUE_MFA_WEB_AUTHN_ENROLL_ENABLED: 'true',
  GOTRUE_MFA_WEB_AUTHN_VERIFY_ENABLED: 'true',
};

// The test stack's auth settings: other features' tests sign in, sign up and ask for emails far more often than a
// person would, so the rate limits are raised there (a test proves GoTrue's defaults on an instance of its own).
export const testAuthEnv = {
  ...projectAuthEnv,
  GOTRUE_RATE_LIMIT_VERIFY: '100000',
  GOTRUE_RATE_LIMIT_TOKEN_REFRESH: '100000',
  GOTRUE_RATE_LIMIT_OTP: '100000',
  GOTRUE_RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000',
  GOTRUE_RATE_LIMIT_EMAIL_SENT: '100000',
  GOTRUE_SMTP_MAX_FREQUENCY: '1ms',
  GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY: '100000',
  GOTRUE_MFA_TOTP_SINGLE_USE: 'false',
  // A locked factor opens again after 2 seconds, so the lock's tests wait for it (GoTrue's default here is 15 minutes).
  GOTRUE_MFA_FACTOR_LOCK_DURATION: '2s',
};

export const testProfile = {
  name: 'test',
  apiPort: 25321,
  dbPort: 25322,
  mailPort: 25324,
  smtpPort: 25325,
  restPort: 25330,
  restAdminPort: 25331,
  authPort: 25332,
  lessonPort: 25335,
  appPort: 4174,
  dataDir: '.local/test-db',
  authEnv: testAuthEnv,
};

// Local-only secret, the same one the Supabase CLI uses for its local stack. Never used against a hosted project.
// The local stack's Stripe webhook signing secret when STRIPE_WEBHOOK_SECRET is not set (tests sign events with it).
export const localStripeWebhookSecret = 'whsec_summit_local_only_never_a_real_secret';
export const localJwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';

// Throwaway stacks started by the lifecycle test and the start-up benchmark, beside a running dev or test stack.
export const lifecycleProfile = {
  name: 'lifecycle',
  apiPort: 28321,
  dbPort: 28322,
  mailPort: 28324,
  smtpPort: 28325,
  restPort: 28330,
  restAdminPort: 28331,
  authPort: 28332,
  lessonPort: 28335,
  appPort: 4175,
  dataDir: '.local/lifecycle-db',
};

export const benchProfile = {
  name: 'bench',
  apiPort: 29321,
  dbPort: 29322,
  mailPort: 29324,
  smtpPort: 29325,
  restPort: 29330,
  restAdminPort: 29331,
  authPort: 29332,
  lessonPort: 29335,
  appPort: 4176,
  dataDir: '.local/bench-db',
};

// Stacks started by the "runs from any folder" and start-up failure tests, beside everything above.
export const anywhereProfile = {
  name: 'anywhere',
  apiPort: 27321,
  dbPort: 27322,
  mailPort: 27324,
  smtpPort: 27325,
  restPort: 27330,
  restAdminPort: 27331,
  authPort: 27332,
  lessonPort: 27335,
  appPort: 4177,
  dataDir: '.local/anywhere-db',
};

// A second, third, fourth and fifth full test run beside `npm test` (SUMMIT_TEST_PROFILE=side1 npm test), for working on
// several changes at once: same settings as the test profile, ports and folders of their own.
// Their app is served at another port, so the auth service's redirect list and security-key origins name it too.
const sideAuthEnv = (appPort) => {
  const origins = ['http://localhost:4173', 'http://localhost:4174', 'http://localhost:5173', `http://localhost:${appPort}`];
  return {
    ...testAuthEnv,
    GOTRUE_URI_ALLOW_LIST: origins.flatMap((o) => [o, o.replace('localhost', '127.0.0.1')]).map((o) => `${o}/**`).join(','),
    GOTRUE_WEBAUTHN_RP_ORIGINS: origins.join(','),
  };
};
export const side1Profile = { ...testProfile, name: 'side1', apiPort: 26321, dbPort: 26322, mailPort: 26324, smtpPort: 26325, restPort: 26330, restAdminPort: 26331, authPort: 26332, lessonPort: 26335, appPort: 4184, dataDir: '.local/side1-db', authEnv: sideAuthEnv(4184) };
export const side2Profile = { ...testProfile, name: 'side2', apiPort: 24321, dbPort: 24322, mailPort: 24324, smtpPort: 24325, restPort: 24330, restAdminPort: 24331, authPort: 24332, lessonPort: 24335, appPort: 4185, dataDir: '.local/side2-db', authEnv: sideAuthEnv(4185) };
export const side3Profile = { ...testProfile, name: 'side3', apiPort: 23321, dbPort: 23322, mailPort: 23324, smtpPort: 23325, restPort: 23330, restAdminPort: 23331, authPort: 23332, lessonPort: 23335, appPort: 4186, dataDir: '.local/side3-db', authEnv: sideAuthEnv(4186) };
export const side4Profile = { ...testProfile, name: 'side4', apiPort: 22321, dbPort: 22322, mailPort: 22324, smtpPort: 22325, restPort: 22330, restAdminPort: 22331, authPort: 22332, lessonPort: 22335, appPort: 4187, dataDir: '.local/side4-db', authEnv: sideAuthEnv(4187) };
export const testProfiles = { test: testProfile, side1: side1Profile, side2: side2Profile, side3: side3Profile, side4: side4Profile };
