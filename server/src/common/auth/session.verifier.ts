import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UserRole } from '../enums.js';
import { isConnectionLoss } from '../errors/connection-loss.js';
import type { AccessTokenClaims } from './auth-user.js';

/**
 * Whether a signed access token still speaks for its user: the user exists with the token's role and the token's
 * session (user_session) is not revoked. One query by two primary keys on every authenticated call, no cache, so a
 * sign-out or a password reset takes effect at once on every instance.
 */
@Injectable()
export class SessionVerifier {
  constructor(private readonly db: DataSource) {}

  /** Why the token no longer counts, or undefined when it does. */
  async problem(claims: AccessTokenClaims): Promise<string | undefined> {
    const read = (): Promise<{ role: UserRole; session_user_id: number | null; revoked_at: Date | null }[]> =>
      this.db.query(
        `SELECT u.role, s.user_id AS session_user_id, s.revoked_at
           FROM app_user u LEFT JOIN user_session s ON s.id = $2
          WHERE u.id = $1`,
        [claims.sub, claims.sid],
      );
    // A read, so a lost connection is retried once here (guards run before the read-retry interceptor).
    const [row] = await read().catch((error: unknown) => {
      if (isConnectionLoss(error)) return read();
      throw error;
    });
    if (!row) return 'The access token belongs to no user';
    if (row.role !== claims.role) return "The access token's role is no longer the user's; sign in again";
    if (row.session_user_id !== claims.sub || row.revoked_at)
      return 'The session of this access token has ended (signed out, or the password was reset); sign in again';
    return undefined;
  }
}
