// The admin endpoints the app's server side needs, behind the service_role key as in GoTrue:
// GET/DELETE /admin/users/{user_id}, GET /admin/users/{user_id}/factors, DELETE /admin/users/{user_id}/factors/{id}.
import { createHash } from 'node:crypto';
import { requireAdmin } from '../guard.mjs';
import { ApiError, notFound, readBody, sendJson } from '../http.mjs';
import { audit } from '../sessions.mjs';
import { factorJson, findUserById, userJson } from '../users.mjs';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function adminRoutes(ctx) {
  const { key, tx, pool, sessions } = ctx;

  async function loadUser(db, id) {
    if (!UUID.test(id)) throw notFound('validation_failed', 'user_id must be an UUID');
    const user = await findUserById(db, id);
    if (!user) throw notFound('user_not_found', 'User not found');
    return user;
  }

  return {
    'GET /admin/users/{user_id}': async (req, res, _url, params) => {
      await requireAdmin(key, req);
      sendJson(res, 200, await userJson(pool, await loadUser(pool, params.user_id)));
    },

    /** GoTrue's adminUserDelete: the user and everything cascading from it, or a soft delete that obfuscates it. */
    'DELETE /admin/users/{user_id}': async (req, res, _url, params) => {
      const claims = await requireAdmin(key, req);
      const body = await readBody(req);
      await tx(async (db) => {
        const user = await loadUser(db, params.user_id);
        await audit(db, { id: claims.sub ?? null, email: claims.role }, 'user_deleted');
        if (body.should_soft_delete === true) {
          if (user.deleted_at) return;
          const obfuscate = (value) => (value ? createHash('sha256').update(`${user.id}${value}`).digest('hex') : value);
          await db.query(
            `update auth.users set deleted_at = now(), email = $2, phone = $3, encrypted_password = '',
               confirmation_token = '', recovery_token = '', email_change_token_new = '', email_change = '',
               reauthentication_token = '', raw_user_meta_data = '{}', raw_app_meta_data = '{}', updated_at = now()
             where id = $1`,
            [user.id, obfuscate(user.email), user.phone ? obfuscate(user.phone) : null],
          );
          await db.query(
            `update auth.identities set identity_data = '{}', provider_id = encode(extensions.digest(user_id::text || provider_id, 'sha256'), 'hex')
             where user_id = $1`,
            [user.id],
          );
          await db.query('delete from auth.mfa_factors where user_id = $1', [user.id]);
          await db.query('delete from auth.sessions where user_id = $1', [user.id]);
          return;
        }
        try {
          await db.query('delete from auth.users where id = $1', [user.id]);
        } catch (error) {
          // Rows elsewhere that must not lose their user (no cascade) stop the deletion, as in GoTrue.
          console.error('[auth] deleting user', user.id, error?.message);
          throw new ApiError(500, 'unexpected_failure', 'Database error deleting user');
        }
      });
      sendJson(res, 200, {});
    },

    'GET /admin/users/{user_id}/factors': async (req, res, _url, params) => {
      await requireAdmin(key, req);
      const user = await loadUser(pool, params.user_id);
      const { rows } = await pool.query('select * from auth.mfa_factors where user_id = $1 order by created_at', [user.id]);
      sendJson(res, 200, rows.map(factorJson));
    },

    'DELETE /admin/users/{user_id}/factors/{factor_id}': async (req, res, _url, params) => {
      await requireAdmin(key, req);
      const factor = await tx(async (db) => {
        const user = await loadUser(db, params.user_id);
        if (!UUID.test(params.factor_id)) throw notFound('validation_failed', 'factor_id must be an UUID');
        const { rows } = await db.query('delete from auth.mfa_factors where id = $1 and user_id = $2 returning *', [
          params.factor_id,
          user.id,
        ]);
        if (!rows[0]) throw notFound('mfa_factor_not_found', 'Factor not found');
        await sessions.downgrade(db, rows[0].id);
        await audit(db, user, 'factor_deleted');
        return rows[0];
      });
      sendJson(res, 200, factorJson(factor));
    },
  };
}
