import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * Sign-in sessions (user_session). Every login starts one; its access tokens carry its id (`sid`) and the guard
 * (common/auth/session.verifier.ts) refuses them once it is revoked. The refresh-token family of a loginWithRefresh
 * is the session (family_id = id), so ending a session ends both kinds of token.
 */
@Injectable()
export class UserSessions {
  /** A new session of the user, ending by itself at `expiresAt` (its last token's end); answers its id. */
  async start(m: EntityManager, userId: number, expiresAt: Date): Promise<string> {
    const [{ id }]: { id: string }[] = await m.query(`INSERT INTO user_session (user_id, expires_at) VALUES ($1, $2) RETURNING id`, [
      userId,
      expiresAt,
    ]);
    return id;
  }

  /** A token of the session lives until `until`: the session's end moves there if it was earlier (a context switch). */
  async cover(m: EntityManager, sessionId: string, until: Date): Promise<void> {
    await m.query(`UPDATE user_session SET expires_at = $2 WHERE id = $1 AND expires_at < $2`, [sessionId, until]);
  }

  /** Signs one session out: its access tokens and refresh tokens stop working. */
  async end(m: EntityManager, sessionId: string): Promise<void> {
    await m.query(`UPDATE user_session SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [sessionId]);
    await m.query(`UPDATE refresh_token SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL`, [sessionId]);
  }

  /** Signs the user out everywhere (after a password reset). */
  async endAllOf(m: EntityManager, userId: number): Promise<void> {
    await m.query(`UPDATE user_session SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [userId]);
    await m.query(`UPDATE refresh_token SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [userId]);
  }
}
