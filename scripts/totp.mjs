// `npm run totp -- <email>`: the current 6-digit code of a demo account's authenticator (the TOTP factor seeded by
// supabase/seed/05_mfa.sql), read from the local database. SUMMIT_DB_URL points it at another local database.
import pg from 'pg';
import { TOTP, Secret } from 'otpauth';
import { devProfile } from '../supabase/local/config.mjs';

const email = (process.argv[2] ?? '').trim().toLowerCase();
if (!email) {
  console.error('Usage: npm run totp -- <email>   (e.g. npm run totp -- founder@example.com)');
  process.exit(2);
}
const dbUrl = process.env.SUMMIT_DB_URL ?? `postgresql://postgres:postgres@127.0.0.1:${devProfile.dbPort}/postgres`;
const client = new pg.Client({ connectionString: dbUrl });
try {
  await client.connect();
} catch (error) {
  console.error(`Cannot reach the local database at ${dbUrl} (${error.message}). Start it with \`npm start\` or \`npm run stack\`.`);
  process.exit(1);
}
try {
  const { rows } = await client.query(
    `select f.secret from auth.mfa_factors f join auth.users u on u.id = f.user_id
     where lower(u.email) = $1 and f.factor_type = 'totp' and f.status = 'verified' and f.secret is not null
     order by f.created_at limit 1`,
    [email],
  );
  if (!rows[0]) {
    console.error(`${email} has no verified TOTP factor in the local database (the demo founder and admin have one;` +
      ' an older database gets them with `npm run db:reset`).');
    process.exit(1);
  }
  const totp = new TOTP({ secret: Secret.fromBase32(rows[0].secret), algorithm: 'SHA1', digits: 6, period: 30 });
  const left = 30 - (Math.floor(Date.now() / 1000) % 30);
  console.log(`${totp.generate()}   (${email}, valid for ${left} more seconds)`);
} finally {
  await client.end();
}
