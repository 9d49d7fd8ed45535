import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ACCESS_TOKEN_ALGORITHM } from '../../common/auth/access-token-claims.js';
import type { AccessTokenClaims } from '../../common/auth/auth-user.js';
import { AppConfig } from '../../config/app-config.js';
import type { User } from './entities/user.entity.js';
import type { SessionContext } from './user-context.service.js';

export interface SignedAccessToken {
  accessToken: string;
  expiresIn: number;
  expiresAt: Date;
}

/** Short-lived JWTs (HS256) carrying user id, role, the vendor/location context and the session (AccessTokenClaims). */
@Injectable()
export class AccessTokens {
  constructor(
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
  ) {}

  /** `sessionId`: the user_session the token belongs to; revoking it ends the token. */
  async sign(user: Pick<User, 'id' | 'role'>, context: SessionContext, sessionId: string): Promise<SignedAccessToken> {
    const claims: AccessTokenClaims = {
      sub: user.id,
      role: user.role,
      vendorId: context.vendorId,
      locationId: context.locationId,
      sid: sessionId,
    };
    const expiresIn = this.config.JWT_ACCESS_TTL_SECONDS;
    const accessToken = await this.jwt.signAsync(claims, { expiresIn, algorithm: ACCESS_TOKEN_ALGORITHM });
    return { accessToken, expiresIn, expiresAt: new Date(Date.now() + expiresIn * 1000) };
  }
}
