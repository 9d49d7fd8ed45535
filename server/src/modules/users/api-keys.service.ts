import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { hashApiKey } from '../../common/auth/api-key.verifier.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { assertVendorContext, scopeQuery, vendorScopeOf } from '../../common/auth/vendor-scope.js';
import { ApiKeyKind, UserRole } from '../../common/enums.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { ListQueryDto } from '../../common/list/list-query.dto.js';
import { mapPage, Page, paginate } from '../../common/list/list.js';
import { AuditTrail } from './audit-trail.service.js';
import { ApiKeyDto, CreateApiKeyDto, CreatedApiKeyDto, toApiKeyDto } from './dto/api-key.dto.js';
import { ApiKey } from './entities/api-key.entity.js';
import { randomToken } from './secrets.js';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
// 256 % 36 = 4: bytes from 252 up would favour the first letters; they are skipped.
const randomPrefix = (): string => {
  let prefix = '';
  while (prefix.length < 8) for (const byte of randomBytes(16)) if (byte < 252 && prefix.length < 8) prefix += ALPHABET[byte % 36];
  return prefix;
};

/**
 * API keys of the mobile app and the lock devices: created (shown once), listed and revoked by an ADMIN, and a vendor's
 * OWNER for its own lock devices (the back office's Locks screen).
 */
@Injectable()
export class ApiKeysService {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  async create(dto: CreateApiKeyDto, actor: AuthUser): Promise<CreatedApiKeyDto> {
    if (actor.role !== UserRole.ADMIN) dto = this.vendorsOwn(dto, actor);
    for (let attempt = 1; ; attempt++) {
      const key = `sk_${randomPrefix()}_${randomToken()}`;
      try {
        const id = await this.db.transaction((m) => this.insert(m, dto, key, actor));
        return { ...toApiKeyDto(await this.db.getRepository(ApiKey).findOneByOrFail({ id })), key };
      } catch (error) {
        // A prefix drawn twice (1 in 2.8e12): draw again.
        const pg = (error as { driverError?: { code?: string; constraint?: string } }).driverError;
        if (attempt < 3 && pg?.code === '23505' && pg.constraint?.includes('prefix')) continue;
        throw error;
      }
    }
  }

  /** A vendor creates LOCK_DEVICE keys of its own vendor only: never a platform-wide key, nor one of another vendor. */
  private vendorsOwn(dto: CreateApiKeyDto, actor: AuthUser): CreateApiKeyDto {
    const vendorId = vendorScopeOf(actor)!;
    assertVendorContext(actor, 'Creating an API key');
    if (dto.kind !== ApiKeyKind.LOCK_DEVICE) {
      throw new DomainError(ErrorType.FORBIDDEN, 'A vendor creates LOCK_DEVICE keys only', { kind: dto.kind });
    }
    if (dto.vendorId !== undefined && dto.vendorId !== vendorId) {
      throw new DomainError(ErrorType.REFERENCED_ENTITY_NOT_FOUND, `Vendor ${dto.vendorId} not found`, {
        entity: 'Vendor',
        id: dto.vendorId,
      });
    }
    return { ...dto, vendorId };
  }

  private async insert(m: EntityManager, dto: CreateApiKeyDto, key: string, actor: AuthUser): Promise<number> {
    const keyPrefix = key.slice(3, 11);
    const vendorId = dto.vendorId ?? null;
    const row = await m.save(m.create(ApiKey, { name: dto.name, kind: dto.kind, vendorId, keyPrefix, keyHash: hashApiKey(key) }));
    const details = { name: dto.name, kind: dto.kind, vendorId, keyPrefix };
    await this.audit.record({ actorUserId: actor.userId, action: 'API_KEY_CREATED', targetType: 'api_key', targetId: row.id, details }, m);
    return row.id;
  }

  async list(query: ListQueryDto, user: AuthUser): Promise<Page<ApiKeyDto>> {
    const qb = scopeQuery(this.db.getRepository(ApiKey).createQueryBuilder('apiKey'), 'apiKey.vendorId', user);
    const page = await paginate(qb, query, {
      orderBy: { id: 'apiKey.id', name: 'apiKey.name', createdAt: 'apiKey.createdAt', lastUsedAt: 'apiKey.lastUsedAt' },
      defaultOrderBy: 'id',
      search: ['apiKey.name', 'apiKey.keyPrefix'],
      filters: {
        kind: { column: 'apiKey.kind', type: 'string' },
        vendorId: { column: 'apiKey.vendorId', type: 'int' },
        revoked: { column: '(apiKey.revokedAt IS NOT NULL)', type: 'bool' },
      },
    });
    return mapPage(page, toApiKeyDto);
  }

  /** Revoked at once for every instance (the verifier reads the row on each call); revoking twice is fine. */
  async revoke(id: number, actor: AuthUser): Promise<void> {
    // Another vendor's key is the same 404 as a missing one.
    const vendorId = vendorScopeOf(actor);
    if (vendorId !== null) assertVendorContext(actor, 'Revoking an API key');
    await this.db.transaction(async (m) => {
      const [rows]: [{ id: number }[]] = await m.query(
        `UPDATE api_key SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 AND ($2::integer IS NULL OR vendor_id = $2) RETURNING id`,
        [id, vendorId],
      );
      if (!rows.length) throw new DomainError(ErrorType.ENTITY_NOT_FOUND, `ApiKey ${id} not found`, { entity: 'ApiKey', id });
      await this.audit.record({ actorUserId: actor.userId, action: 'API_KEY_REVOKED', targetType: 'api_key', targetId: id }, m);
    });
  }
}
