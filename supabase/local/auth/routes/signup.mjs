// POST /signup and POST /otp (magic link), which creates the user when needed: GoTrue's order of checks and texts.
import { randomBytes } from 'node:crypto';
import { readBody, sendJson, unprocessable } from '../http.mjs';
import { readChallenge } from '../tokens.mjs';
import { createUser, findUserByEmail, findUserById, isConfirmed, upsertIdentity, userJson, validateEmail } from '../users.mjs';

export function checkPasswordStrength(settings, password) {
  if (typeof password !== 'string' || password.length < settings.passwordMinLength) {
    throw unprocessable('weak_password', `Password should be at least ${settings.passwordMinLength} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
}

const signupDisabled = () => unprocessable('signup_disabled', 'Signups not allowed for this instance');

export function signupRoutes(ctx) {
  const { settings, emailTokens, sessions, tx, redirects } = ctx;

  /**
   * Creates the user, then either confirms at once (autoconfirm) and signs in, or emails a confirmation link; an
   * unconfirmed user gets the confirmation again and nothing else. Returns the response body.
   */
  async function signUp(db, req, { email, password, data, challenge, redirectTo, signIn = true }) {
    const existing = await findUserByEmail(db, email);
    if (existing && isConfirmed(existing)) {
      throw unprocessable('user_already_exists', 'User already registered');
    }
    if (existing) {
      // Never confirmed: whoever signs up again only gets the confirmation sent again. The password and metadata
      // chosen first stay, so a stranger who signed a victim's address up first cannot swap in their own password,
      // nor the victim lose theirs (GoTrue resends the confirmation the same way).
      if (!settings.autoconfirm) await emailTokens.send(db, existing, 'signup', { redirectTo, challenge });
      return userJson(db, (await findUserById(db, existing.id)) ?? existing);
    }
    let user = await createUser(db, {
      email,
      password,
      appMetadata: { provider: 'email', providers: ['email'] },
      userMetadata: data,
      confirmed: settings.autoconfirm,
    });
    user = await upsertIdentity(db, user, {
      provider: 'email',
      providerId: user.id,
      identityData: { sub: user.id, email, email_verified: settings.autoconfirm, phone_verified: false },
    });

    if (settings.autoconfirm) {
      return signIn ? sessions.issue(db, user, 'password', ctx.requestInfo(req)) : userJson(db, user);
    }
    await emailTokens.send(db, user, 'signup', { redirectTo, challenge });
    const { rows } = await db.query('select * from auth.users where id = $1', [user.id]);
    return userJson(db, rows[0]);
  }

  return {
    'POST /signup': async (req, res, url) => {
      const body = await readBody(req);
      // GoTrue's signup route: no email and no phone is an anonymous sign-in, which this service does not offer.
      if (!body.email && !body.phone) throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
      if (settings.disableSignup) throw signupDisabled();
      if (!settings.externalEmailEnabled) throw unprocessable('email_provider_disabled', 'Email signups are disabled');
      if (!body.email && body.phone) throw unprocessable('phone_provider_disabled', 'Phone signups are disabled');
      if (!body.password) throw unprocessable('validation_failed', 'Signup requires a valid password');
      checkPasswordStrength(settings, body.password);
      const email = validateEmail(body.email);
      const challenge = readChallenge(body);
      const data = body.data && typeof body.data === 'object' ? body.data : {};
      const redirectTo = redirects.pick(url.searchParams.get('redirect_to'));
      const result = await tx((db) => signUp(db, req, { email, password: body.password, data, challenge, redirectTo }));
      sendJson(res, 200, result);
    },

    'POST /otp': async (req, res, url) => {
      const body = await readBody(req);
      if (!body.email && body.phone) throw unprocessable('phone_provider_disabled', 'Unsupported phone provider');
      const email = validateEmail(body.email);
      const challenge = readChallenge(body);
      const redirectTo = redirects.pick(url.searchParams.get('redirect_to'));
      const data = body.data && typeof body.data === 'object' ? body.data : {};
      const createIfMissing = body.create_user !== false;
      await tx(async (db) => {
        const user = await findUserByEmail(db, email);
        if (user && (isConfirmed(user) || settings.autoconfirm)) {
          await emailTokens.send(db, user, 'magiclink', { redirectTo, challenge });
          return;
        }
        if (user) {
          // Never confirmed: the link must be the confirmation one, and the password chosen at sign-up stays.
          await emailTokens.send(db, user, 'signup', { redirectTo, challenge });
          return;
        }
        // As GoTrue: a new address goes through sign-up with a random password. Without autoconfirm that sends the
        // confirmation email; with it, the account exists confirmed at once and gets the magic link.
        if (!createIfMissing || settings.disableSignup) {
          throw unprocessable('otp_disabled', 'Signups not allowed for otp');
        }
        const password = randomBytes(24).toString('base64url');
        if (settings.autoconfirm) {
          await signUp(db, req, { email, password, data, challenge: null, redirectTo, signIn: false });
          const created = await findUserByEmail(db, email);
          await emailTokens.send(db, created, 'magiclink', { redirectTo, challenge });
          return;
        }
        await signUp(db, req, { email, password, data, challenge, redirectTo });
      });
      sendJson(res, 200, {});
    },
  };
}
