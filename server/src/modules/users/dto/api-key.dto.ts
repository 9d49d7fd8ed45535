import { ApiProperty } from '@nestjs/swagger';
import { ApiKeyKind } from '../../../common/enums.js';
import { ValidateEnum, ValidateId, ValidateString } from '../../../common/validation/validation.js';
import type { ApiKeyPrincipal } from '../../../common/auth/auth-user.js';
import type { ApiKey } from '../entities/api-key.entity.js';

export class CreateApiKeyDto {
  @ValidateString({ maxLength: 100, example: 'Schloss Scharbeutz Nord 12' }) name: string;
  @ValidateEnum(ApiKeyKind, 'ApiKeyKind', { description: 'MOBILE_APP for the mobile app, LOCK_DEVICE for a smart lock' }) kind: ApiKeyKind;
  @ValidateId({ optional: true, description: 'Limit the key to one vendor; without it the key is platform-wide' }) vendorId?: number;
}

/** An API key as listed: never the secret. */
export class ApiKeyDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ApiKeyKind, enumName: 'ApiKeyKind' }) kind: ApiKeyKind;
  @ApiProperty({ type: Number, nullable: true }) vendorId: number | null;
  @ApiProperty({ description: 'The public part of the key (`sk_<keyPrefix>_…`), to tell keys apart', example: 'k3x9a0qz' })
  keyPrefix: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastUsedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revokedAt: string | null;
}

export class CreatedApiKeyDto extends ApiKeyDto {
  @ApiProperty({
    description: 'The key, shown this once: send it in the x-api-key header. Only its hash is stored.',
    example: 'sk_k3x9a0qz_Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWprbG1u',
  })
  key: string;
}

/** Who the calling key is: the devices' connectivity check. */
export class ApiKeyIdentityDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ApiKeyKind, enumName: 'ApiKeyKind' }) kind: ApiKeyKind;
  @ApiProperty({ type: Number, nullable: true }) vendorId: number | null;
}

export const toApiKeyDto = (k: ApiKey): ApiKeyDto => ({
  id: k.id,
  name: k.name,
  kind: k.kind,
  vendorId: k.vendorId,
  keyPrefix: k.keyPrefix,
  createdAt: k.createdAt.toISOString(),
  lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
  revokedAt: k.revokedAt?.toISOString() ?? null,
});

export const toApiKeyIdentityDto = (p: ApiKeyPrincipal): ApiKeyIdentityDto => ({
  id: p.id,
  name: p.name,
  kind: p.kind,
  vendorId: p.vendorId,
});
