import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AccessTokenClaims } from '../../common/auth/auth-user.js';
import { AppConfig } from '../../config/app-config.js';
import type { User } from './entities/user.entity.js';
import type { SessionContext } from './user-context.service.js';

export interface SignedAccessToken {
  accessToken: string;
  expiresIn: number;
  expiresAt: Date;
}

/** Short-lived JWTs carrying user id, role and the vendor/location context (AccessTokenClaims). */
@Injectable()
export class AccessTokens {
  constructor(
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
  ) {}

  async sign(user: Pick<User, 'id' | 'role'>, context: SessionContext): Promise<SignedAccessToken> {
    const claims: AccessTokenClaims = { sub: user.id, role: user.role, vendorId: context.vendorId, locationId: context.locationId };
    const expiresIn = this.config.JWT_ACCESS_TTL_SECONDS;
    const accessToken = await this.jwt.signAsync(claims, { expiresIn });
    return { accessToken, expiresIn, expiresAt: new Date(Date.now() + expiresIn * 1000) };
  }
}
