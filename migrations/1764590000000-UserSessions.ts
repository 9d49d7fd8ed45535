import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A sign-in session: every login starts one, every access token names it (claim `sid`) and the guard checks it on
 * each call, so signing out, a refresh-token reuse or a password reset ends the session's access tokens at once.
 * A refresh-token family is the session of a loginWithRefresh (family_id = session id); existing families become
 * sessions here (revoked when none of their tokens is live).
 */
export class UserSessions1764590000000 implements MigrationInterface {
  name = 'UserSessions1764590000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE user_session (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id     integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        expires_at  timestamptz NOT NULL,
        revoked_at  timestamptz,
        created_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX user_session_user_id_idx ON user_session (user_id)`);
    await q.query(`
      INSERT INTO user_session (id, user_id, expires_at, revoked_at, created_at)
      SELECT family_id, user_id, max(family_expires_at),
             CASE WHEN bool_and(revoked_at IS NOT NULL) THEN max(revoked_at) END, min(created_at)
        FROM refresh_token GROUP BY family_id, user_id`);
    await q.query(`
      ALTER TABLE refresh_token ADD CONSTRAINT refresh_token_session_fk
        FOREIGN KEY (family_id) REFERENCES user_session(id) ON DELETE CASCADE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE refresh_token DROP CONSTRAINT IF EXISTS refresh_token_session_fk`);
    await q.query(`DROP TABLE IF EXISTS user_session`);
  }
}
