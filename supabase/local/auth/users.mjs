// auth.users and auth.identities: lookups, creation, and the user JSON GoTrue returns.
import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { badRequest } from './http.mjs';

// checkmail's format rule, which GoTrue applies to every email it accepts.
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue's validateEmail: required, at most 255 characters, checkmail format; stored lower-cased. */
export function validateEmail(value) {
  const email = typeof value === 'string' ? value : '';
  if (!email) throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL_FORMAT.test(email)) throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  return email.toLowerCase();
}

export function hashPassword(password) {
  return bcrypt.hash(password, 10);
}

/** bcrypt hashes from pgcrypto's crypt() ($2a$) and from bcryptjs ($2b$) both compare here. */
export async function passwordMatches(user, password) {
  if (!user.encrypted_password || typeof password !== 'string') return false;
  try {
    return await bcrypt.compare(password, user.encrypted_password);
  } catch {
    return false;
  }
}

export function isConfirmed(user) {
  return !!(user.email_confirmed_at || user.phone_confirmed_at);
}

export function isBanned(user) {
  return !!user.banned_until && new Date(user.banned_until).getTime() > Date.now();
}

export async function findUserByEmail(db, email) {
  const { rows } = await db.query(
    `select * from auth.users where lower(email) = lower($1) and deleted_at is null and is_sso_user = false
     order by created_at limit 1`,
    [email],
  );
  return rows[0] ?? null;
}

export async function findUserById(db, id) {
  const { rows } = await db.query('select * from auth.users where id = $1', [id]);
  return rows[0] ?? null;
}

export async function createUser(db, { email, password, appMetadata, userMetadata, confirmed }) {
  const { rows } = await db.query(
    `insert into auth.users
       (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
        raw_user_meta_data, confirmation_token, recovery_token, email_change_token_new, email_change,
        created_at, updated_at, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
             case when $4 then now() end, $5, $6, '', '', '', '', now(), now(), false)
     returning *`,
    [
      randomUUID(),
      email,
      password ? await hashPassword(password) : '',
      !!confirmed,
      JSON.stringify(appMetadata),
      JSON.stringify(userMetadata ?? {}),
    ],
  );
  return rows[0];
}

/** Adds (or refreshes) an identity and keeps app_metadata.providers in step, as GoTrue does. */
export async function upsertIdentity(db, user, { provider, providerId, identityData }) {
  await db.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, now(), now(), now())
     on conflict (provider_id, provider)
     do update set identity_data = excluded.identity_data, last_sign_in_at = now(), updated_at = now()`,
    [randomUUID(), providerId, user.id, JSON.stringify(identityData), provider],
  );
  const app = user.raw_app_meta_data ?? {};
  const providers = Array.isArray(app.providers) ? app.providers : [];
  if (!providers.includes(provider) || !app.provider) {
    const next = { ...app, provider: app.provider ?? provider, providers: [...new Set([...providers, provider])] };
    const { rows } = await db.query(
      'update auth.users set raw_app_meta_data = $2, updated_at = now() where id = $1 returning *',
      [user.id, JSON.stringify(next)],
    );
    return rows[0];
  }
  return user;
}

export async function findIdentity(db, provider, providerId) {
  const { rows } = await db.query('select * from auth.identities where provider = $1 and provider_id = $2', [
    provider,
    providerId,
  ]);
  return rows[0] ?? null;
}

async function identitiesOf(db, userId) {
  const { rows } = await db.query(
    'select * from auth.identities where user_id = $1 order by created_at',
    [userId],
  );
  return rows.map((identity) => ({
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  }));
}

/**
 * How long an unverified factor (an enrolment nobody finished) is kept: GOTRUE_MFA_FACTOR_EXPIRY_DURATION, set by
 * the service at start (settings.mfa.factorExpirySeconds).
 */
export const factorExpiry = { seconds: 300 };

/** Deletes unverified factors older than the expiry: of one user, or of everyone when no user is named. */
export async function purgeStaleFactors(db, userId = null) {
  await db.query(
    `delete from auth.mfa_factors where status = 'unverified' and created_at < now() - make_interval(secs => $1)
       and ($2::uuid is null or user_id = $2::uuid)`,
    [factorExpiry.seconds, userId],
  );
}

/** The user's MFA factors as GoTrue lists them (left out when there are none); stale unverified ones are purged. */
export async function factorsOf(db, userId) {
  await purgeStaleFactors(db, userId);
  const { rows } = await db.query('select * from auth.mfa_factors where user_id = $1 order by created_at', [userId]);
  return rows.length ? rows.map(factorJson) : undefined;
}

export function factorJson(factor) {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name || undefined,
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
    last_challenged_at: iso(factor.last_challenged_at) ?? null,
    phone: factor.phone ?? '',
    web_authn_aaguid: factor.web_authn_aaguid ?? undefined,
  };
}

function iso(value) {
  return value ? new Date(value).toISOString() : undefined;
}

/** The user object of GoTrue's responses (null timestamps are left out, as its JSON does). */
export async function userJson(db, user) {
  const body = {
    id: user.id,
    aud: user.aud || 'authenticated',
    role: user.role || 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at ?? user.email_confirmed_at ?? user.phone_confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: await identitiesOf(db, user.id),
    factors: await factorsOf(db, user.id),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    is_anonymous: !!user.is_anonymous,
  };
  return JSON.parse(JSON.stringify(body));
}
