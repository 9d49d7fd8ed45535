import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Language, UserRole, VendorUserRole } from '../../../common/enums.js';
import { ValidateEmail, ValidateId, ValidateOpaqueToken, ValidateString } from '../../../common/validation/validation.js';
import type { SignedAccessToken } from '../access-tokens.service.js';
import type { User } from '../entities/user.entity.js';
import type { IssuedRefreshToken } from '../refresh-tokens.service.js';
import type { SessionContext } from '../user-context.service.js';

export class LoginDto {
  @ValidateEmail() email: string;
  @ValidateString({ maxLength: 1000, description: 'The account password', example: 'Vendor-Strand-2026' }) password: string;
  @ValidateId({ optional: true, description: 'Vendor context to start in (default: the first vendor the user belongs to)' })
  vendorId?: number;
  @ValidateId({ optional: true, description: 'Location context to start in; its vendor becomes the vendor context' })
  locationId?: number;
}

export class RefreshDto {
  @ValidateOpaqueToken({ description: 'The refresh token of the last answer; it is spent by this call' }) refreshToken: string;
}

export class ContextVendorDto {
  @ValidateId({ description: 'A vendor the user belongs to (ADMIN: any vendor)' }) vendorId: number;
  @ValidateOpaqueToken({
    optional: true,
    description: "The session's refresh token: given, it is rotated into the new context and a new one is returned",
  })
  refreshToken?: string;
}

export class ContextLocationDto {
  @ValidateId({ description: "A location of one of the user's vendors (ADMIN: any location)" }) locationId: number;
  @ValidateOpaqueToken({
    optional: true,
    description: "The session's refresh token: given, it is rotated into the new context and a new one is returned",
  })
  refreshToken?: string;
}

export class AdminTokenQueryDto {
  @ValidateId({ description: 'The vendor whose context the token acts in' }) vendorId: number;
  @ValidateId({ optional: true, description: 'A location of that vendor to act in' }) locationId?: number;
}

/** The signed-in user and the context the access token acts in. */
export class SessionUserDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'vendor@strandkorb.local' }) email: string;
  @ApiProperty({ enum: UserRole, enumName: 'UserRole' }) role: UserRole;
  @ApiProperty({ type: String, nullable: true }) firstName: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName: string | null;
  @ApiProperty({ enum: Language, enumName: 'Language' }) language: Language;
  @ApiProperty({ type: [Number], description: 'The vendors the user may switch to (empty for ADMIN: every vendor)' })
  vendorIds: number[];
  @ApiProperty({ type: Number, nullable: true, description: 'The current vendor context' }) vendorId: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The current location context' }) locationId: number | null;
  @ApiProperty({
    enum: VendorUserRole,
    enumName: 'VendorUserRole',
    nullable: true,
    description: "The user's role in the current vendor (OWNER: everything; STAFF: bookings, counter sales, customers); null for an ADMIN",
  })
  vendorRole: VendorUserRole | null;
}

/**
 * The answer of every sign-in call. `login` and an access-only context switch carry no refresh token (a short
 * session that ends with the access token); `loginWithRefresh`, `refresh` and context switches that were given the
 * refresh token carry a new one.
 */
export class SessionDto {
  @ApiProperty({ description: 'JWT for `Authorization: Bearer …`' }) accessToken: string;
  @ApiProperty({ enum: ['Bearer'] }) tokenType: 'Bearer';
  @ApiProperty({ description: 'Seconds the access token is valid' }) expiresIn: number;
  @ApiProperty({ type: String, format: 'date-time' }) accessTokenExpiresAt: string;
  @ApiPropertyOptional({ description: 'Single use: trade it at /features/users/refresh for the next pair' }) refreshToken?: string;
  @ApiPropertyOptional({ type: String, format: 'date-time', description: 'The refresh token expires unused at this time' })
  refreshTokenExpiresAt?: string;
  @ApiPropertyOptional({ type: String, format: 'date-time', description: 'No refresh extends the session beyond this time' })
  sessionExpiresAt?: string;
  @ApiProperty({ type: SessionUserDto }) user: SessionUserDto;
}

export const toSessionDto = (
  user: User,
  vendorIds: number[],
  context: SessionContext,
  access: SignedAccessToken,
  refresh?: IssuedRefreshToken,
  vendorRole: VendorUserRole | null = null,
): SessionDto => ({
  accessToken: access.accessToken,
  tokenType: 'Bearer',
  expiresIn: access.expiresIn,
  accessTokenExpiresAt: access.expiresAt.toISOString(),
  ...(refresh && {
    refreshToken: refresh.refreshToken,
    refreshTokenExpiresAt: refresh.expiresAt.toISOString(),
    sessionExpiresAt: refresh.familyExpiresAt.toISOString(),
  }),
  user: {
    id: user.id,
    email: user.email,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    language: user.language,
    vendorIds,
    vendorId: context.vendorId,
    locationId: context.locationId,
    vendorRole,
  },
});
