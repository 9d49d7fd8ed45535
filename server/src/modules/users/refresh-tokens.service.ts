import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DomainError } from '../../common/errors/domain-error.js';
import { AppConfig } from '../../config/app-config.js';
import { randomToken, sha256 } from './secrets.js';
import type { SessionContext } from './user-context.service.js';
import { UserSessions } from './user-sessions.service.js';
import { UsersErrors } from './users.errors.js';

export interface IssuedRefreshToken {
  refreshToken: string;
  expiresAt: Date;
  familyExpiresAt: Date;
}

/** A refresh token just spent: its user, context and family carry over to the next one. */
export interface SpentRefreshToken extends SessionContext {
  userId: number;
  familyId: string;
  familyExpiresAt: Date;
}

interface Row {
  id: string;
  user_id: number;
  family_id: string;
  vendor_id: number | null;
  location_id: number | null;
  expires_at: Date;
  family_expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

/**
 * Rotating refresh tokens, stored as hashes. Each loginWithRefresh starts a family, which is its session
 * (user_session, family_id = session id) with an absolute end; every use spends the token and issues the next one in
 * the family; presenting a spent token again revokes the whole family and so the session's access tokens too.
 */
@Injectable()
export class RefreshTokens {
  constructor(
    private readonly config: AppConfig,
    private readonly sessions: UserSessions,
  ) {}

  /** A new token of the family: the first one of a session (a login) or the next one (a rotation). */
  async issue(
    m: EntityManager,
    userId: number,
    context: SessionContext,
    family: { familyId: string; familyExpiresAt: Date },
  ): Promise<IssuedRefreshToken> {
    const now = Date.now();
    const familyExpiresAt = family.familyExpiresAt;
    const expiresAt = new Date(Math.min(now + this.config.REFRESH_TOKEN_TTL_SECONDS * 1000, familyExpiresAt.getTime()));
    const refreshToken = randomToken();
    await m.query(
      `INSERT INTO refresh_token (user_id, family_id, token_hash, vendor_id, location_id, expires_at, family_expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [userId, family.familyId, sha256(refreshToken), context.vendorId, context.locationId, expiresAt, familyExpiresAt],
    );
    return { refreshToken, expiresAt, familyExpiresAt };
  }

  /**
   * Spends a token inside the caller's transaction. A failure comes back as a value, not thrown, so that the
   * family's revocation on reuse commits with the transaction; the caller throws it afterwards.
   */
  async spend(m: EntityManager, refreshToken: string, expectedUserId?: number): Promise<SpentRefreshToken | DomainError> {
    // FOR UPDATE, the session first and then the token, in the order a sign-out or a password reset locks them: two
    // concurrent uses of one token queue here (the second one is a reuse), and a refresh racing a sign-out either
    // commits before it (its new token is revoked with the family) or finds the session ended.
    const [session]: { revoked_at: Date | null }[] = await m.query(
      `SELECT s.revoked_at FROM user_session s JOIN refresh_token r ON r.family_id = s.id WHERE r.token_hash = $1 FOR UPDATE OF s`,
      [sha256(refreshToken)],
    );
    const [row]: Row[] = await m.query(`SELECT * FROM refresh_token WHERE token_hash = $1 FOR UPDATE`, [sha256(refreshToken)]);
    if (!row || !session || session.revoked_at || row.revoked_at || (expectedUserId !== undefined && row.user_id !== expectedUserId)) {
      return UsersErrors.refreshInvalid();
    }
    if (row.used_at) {
      await this.revokeFamily(m, row.family_id);
      return UsersErrors.refreshReused();
    }
    const now = Date.now();
    if (row.expires_at.getTime() <= now || row.family_expires_at.getTime() <= now) return UsersErrors.refreshExpired();
    await m.query(`UPDATE refresh_token SET used_at = now() WHERE id = $1`, [row.id]);
    return {
      userId: row.user_id,
      familyId: row.family_id,
      familyExpiresAt: row.family_expires_at,
      vendorId: row.vendor_id,
      locationId: row.location_id,
    };
  }

  /** Ends the family's session: its refresh tokens and its access tokens stop working. */
  async revokeFamily(m: EntityManager, familyId: string): Promise<void> {
    await this.sessions.end(m, familyId);
  }
}
