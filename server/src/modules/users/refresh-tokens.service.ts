import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { DomainError } from '../../common/errors/domain-error.js';
import { AppConfig } from '../../config/app-config.js';
import { randomToken, sha256 } from './secrets.js';
import type { SessionContext } from './user-context.service.js';
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
 * Rotating refresh tokens, stored as hashes. Each login starts a family with an absolute end; every use spends the
 * token and issues the next one in the family; presenting a spent token again revokes the whole family.
 */
@Injectable()
export class RefreshTokens {
  constructor(private readonly config: AppConfig) {}

  /** A new token: in a new family (a login) or continuing `family` (a rotation). */
  async issue(
    m: EntityManager,
    userId: number,
    context: SessionContext,
    family?: { familyId: string; familyExpiresAt: Date },
  ): Promise<IssuedRefreshToken> {
    const now = Date.now();
    const familyExpiresAt = family?.familyExpiresAt ?? new Date(now + this.config.REFRESH_TOKEN_ABSOLUTE_TTL_SECONDS * 1000);
    const expiresAt = new Date(Math.min(now + this.config.REFRESH_TOKEN_TTL_SECONDS * 1000, familyExpiresAt.getTime()));
    const refreshToken = randomToken();
    await m.query(
      `INSERT INTO refresh_token (user_id, family_id, token_hash, vendor_id, location_id, expires_at, family_expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [userId, family?.familyId ?? randomUUID(), sha256(refreshToken), context.vendorId, context.locationId, expiresAt, familyExpiresAt],
    );
    return { refreshToken, expiresAt, familyExpiresAt };
  }

  /**
   * Spends a token inside the caller's transaction. A failure comes back as a value, not thrown, so that the
   * family's revocation on reuse commits with the transaction; the caller throws it afterwards.
   */
  async spend(m: EntityManager, refreshToken: string, expectedUserId?: number): Promise<SpentRefreshToken | DomainError> {
    // FOR UPDATE: two concurrent uses of one token queue here, and the second one is a reuse.
    const [row]: Row[] = await m.query(`SELECT * FROM refresh_token WHERE token_hash = $1 FOR UPDATE`, [sha256(refreshToken)]);
    if (!row || row.revoked_at || (expectedUserId !== undefined && row.user_id !== expectedUserId)) return UsersErrors.refreshInvalid();
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

  async revokeFamily(m: EntityManager, familyId: string): Promise<void> {
    await m.query(`UPDATE refresh_token SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL`, [familyId]);
  }

  /** Signs the user out everywhere (after a password reset). */
  async revokeAllOf(m: EntityManager, userId: number): Promise<void> {
    await m.query(`UPDATE refresh_token SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [userId]);
  }
}
