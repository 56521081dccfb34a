// The local stack as supabase-js's auth-js test suite expects its servers (see supabase/local/auth/README.md):
// the Supabase CLI's ports (the dev profile) with the suite's auth settings (its test/supabase/config.toml), and the
// four GoTrue configurations of its infra/docker-compose.yml as instances of the auth service on ports 9996-9999.
// Prints the keys the suite's clients must send; Ctrl-C stops everything.
import http from 'node:http';
import { createAuthService } from '../supabase/local/auth/index.mjs';
import { devProfile } from '../supabase/local/config.mjs';
import { startStack } from '../supabase/local/stack.mjs';
import { stopOnSignals } from '../supabase/local/summary.mjs';

// What the suite's config.toml sets: sign-ups confirmed at once, no nonce for password changes, limits far above its
// request rate; TOTP codes may be reused within their window, as GoTrue allows.
const suiteEnv = {
  GOTRUE_MAILER_AUTOCONFIRM: 'true',
  GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: 'false',
  GOTRUE_MFA_TOTP_SINGLE_USE: 'false',
  GOTRUE_SMTP_MAX_FREQUENCY: '1ms',
  GOTRUE_RATE_LIMIT_VERIFY: '100000',
  GOTRUE_RATE_LIMIT_TOKEN_REFRESH: '100000',
  GOTRUE_RATE_LIMIT_OTP: '100000',
  GOTRUE_RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000',
  GOTRUE_RATE_LIMIT_EMAIL_SENT: '100000',
  GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY: '100000',
  GOTRUE_MFA_WEB_AUTHN_ENROLL_ENABLED: 'true',
  GOTRUE_MFA_WEB_AUTHN_VERIFY_ENABLED: 'true',
};

// docker-compose.yml's services: JWT secret and the settings that differ (RS256 signing keys are not supported
// locally, so the asymmetric one signs with its HS256 secret).
const dockerSecret = '37c304f8-51aa-419a-a1af-06154e63707a';
const dockerInstances = [
  { port: 9999, secret: dockerSecret, env: { GOTRUE_MAILER_AUTOCONFIRM: 'false', GOTRUE_URI_ALLOW_LIST: 'https://supabase.io/docs' } },
  { port: 9998, secret: dockerSecret, env: {} },
  { port: 9997, secret: dockerSecret, env: { GOTRUE_DISABLE_SIGNUP: 'true', GOTRUE_MAILER_AUTOCONFIRM: 'false' } },
  { port: 9996, secret: 'Z7-AyPyChGNcQsX16cPBV-pPBo4q-zckDxkq1VZjATo', env: {} },
];

const stack = await startStack({ ...devProfile, fresh: true, authEnv: suiteEnv });
const servers = [];
const services = [];
for (const { port, secret, env } of dockerInstances) {
  const apiUrl = `http://localhost:${port}`;
  const service = createAuthService({
    databaseUrl: stack.dbUrl,
    jwtSecret: secret,
    apiUrl,
    siteUrl: apiUrl,
    smtp: { host: '127.0.0.1', port: stack.smtpPort },
    env: { ...suiteEnv, GOTRUE_MAILER_SUBJECTS_CONFIRMATION: 'Please confirm', ...env },
  });
  const server = http.createServer((req, res) => void service.handler(req, res));
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  servers.push(server);
  services.push(service);
}

console.log(`auth-js suite stack ready: ${stack.apiUrl}/auth/v1 and http://localhost:9996-9999`);
console.log(`SUPABASE_ANON_KEY=${stack.anonKey}`);
console.log(`SUPABASE_SERVICE_KEY=${stack.serviceRoleKey}`);
stopOnSignals(async () => {
  for (const server of servers) server.close();
  await Promise.all(services.map((service) => service.close()));
  await stack.stop();
});
