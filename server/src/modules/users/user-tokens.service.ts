import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { UserTokenKind } from '../../common/enums.js';
import { AppConfig } from '../../config/app-config.js';
import { randomToken, sha256 } from './secrets.js';
import { UsersErrors } from './users.errors.js';

export interface IssuedUserToken {
  id: number;
  token: string;
  expiresAt: Date;
}

/** Single-use, expiring tokens sent by mail (e-mail confirmation, password reset); only their hash is stored. */
@Injectable()
export class UserTokens {
  constructor(private readonly config: AppConfig) {}

  /**
   * A new token; any earlier unused token of the same kind expires now, so only the latest mail works. `ttlSeconds`
   * overrides the kind's lifetime (an invitation's password link lives as long as a confirmation link).
   */
  async issue(m: EntityManager, userId: number, kind: UserTokenKind, ttlSeconds?: number): Promise<IssuedUserToken> {
    const ttl =
      ttlSeconds ??
      (kind === UserTokenKind.CONFIRM_EMAIL ? this.config.EMAIL_CONFIRM_TOKEN_TTL_SECONDS : this.config.PASSWORD_RESET_TOKEN_TTL_SECONDS);
    await m.query(`UPDATE user_token SET expires_at = now() WHERE user_id = $1 AND kind = $2 AND used_at IS NULL AND expires_at > now()`, [
      userId,
      kind,
    ]);
    const token = randomToken();
    const expiresAt = new Date(Date.now() + ttl * 1000);
    const [{ id }]: { id: number }[] = await m.query(
      `INSERT INTO user_token (user_id, kind, token_hash, expires_at) VALUES ($1, $2, $3, $4) RETURNING id`,
      [userId, kind, sha256(token), expiresAt],
    );
    return { id, token, expiresAt };
  }

  /** Spends a token (inside the caller's transaction) and answers its user; unknown, used and expired tokens are 400s. */
  async spend(m: EntityManager, token: string, kind: UserTokenKind): Promise<number> {
    const [row]: { id: number; user_id: number; expires_at: Date; used_at: Date | null }[] = await m.query(
      `SELECT id, user_id, expires_at, used_at FROM user_token WHERE token_hash = $1 AND kind = $2 FOR UPDATE`,
      [sha256(token), kind],
    );
    if (!row) throw UsersErrors.tokenInvalid(kind);
    if (row.used_at) throw UsersErrors.tokenUsed(kind);
    if (row.expires_at.getTime() <= Date.now()) throw UsersErrors.tokenExpired(kind);
    await m.query(`UPDATE user_token SET used_at = now() WHERE id = $1`, [row.id]);
    return row.user_id;
  }
}
