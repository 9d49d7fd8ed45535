import { Injectable } from '@nestjs/common';
import { DataSource, Repository } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { assertVendorContext, scopeQuery, vendorScopeOf } from '../../../common/auth/vendor-scope.js';
import { UserRole } from '../../../common/enums.js';
import { assertFound, DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { ListQueryDto } from '../../../common/list/list-query.dto.js';
import { Page, paginate } from '../../../common/list/list.js';
import { StorageService } from '../../../infra/storage/storage.service.js';
import { Vendor } from '../entities/vendor.entity.js';
import { OwnershipService } from '../ownership.service.js';
import { firstFree, slugOf } from './public-reference.js';
import { CreateVendorDto, UpdateVendorDto } from './vendor.dto.js';

const isUniqueViolation = (error: unknown, constraint: string) => {
  const pg = (error as { driverError?: { code?: string; constraint?: string } }).driverError;
  return pg?.code === '23505' && pg.constraint === constraint;
};

/** Vendors: ADMIN creates and deletes; a vendor reads and edits its own. */
@Injectable()
export class VendorsService {
  private readonly repo: Repository<Vendor>;

  constructor(
    private readonly db: DataSource,
    private readonly ownership: OwnershipService,
    private readonly storage: StorageService,
  ) {
    this.repo = db.getRepository(Vendor);
  }

  list(user: AuthUser, query: ListQueryDto): Promise<Page<Vendor>> {
    const qb = scopeQuery(this.repo.createQueryBuilder('vendor'), 'vendor.id', user);
    return paginate(qb, query, {
      orderBy: {
        id: 'vendor.id',
        companyName: 'vendor.companyName',
        publicReference: 'vendor.publicReference',
        createdAt: 'vendor.createdAt',
      },
      defaultOrderBy: 'companyName',
      search: ['vendor.companyName', 'vendor.publicReference'],
      filters: { id: { column: 'vendor.id', type: 'int' }, publicReference: { column: 'vendor.publicReference', type: 'string' } },
    });
  }

  async get(user: AuthUser, id: number): Promise<Vendor> {
    await this.ownership.assertOwned(user, 'Vendor', id);
    return assertFound(await this.repo.findOneBy({ id }), 'Vendor', id);
  }

  async create(dto: CreateVendorDto): Promise<Vendor> {
    const fields = {
      ...dto,
      address: dto.address ?? {},
      configuration: dto.configuration ?? {},
      invoiceData: dto.invoiceData ?? {},
      commission: dto.commission ?? {},
      cancellationPolicy: dto.cancellationPolicy ?? [],
    };
    if (dto.publicReference) {
      await this.assertReferenceFree(dto.publicReference);
      try {
        return await this.insert({ ...fields, publicReference: dto.publicReference });
      } catch (error) {
        if (isUniqueViolation(error, 'vendor_public_reference_key')) throw this.referenceTaken(dto.publicReference);
        throw error;
      }
    }
    // Two vendors of one name created at once: the loser of the unique index tries the next number.
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.insert({ ...fields, publicReference: await this.freeReference(slugOf(dto.companyName)) });
      } catch (error) {
        if (attempt < 4 && isUniqueViolation(error, 'vendor_public_reference_key')) continue;
        throw error;
      }
    }
  }

  async update(user: AuthUser, id: number, dto: UpdateVendorDto): Promise<Vendor> {
    assertVendorContext(user, "Changing the vendor's settings");
    if (user.role !== UserRole.ADMIN) {
      for (const field of ['publicReference', 'commission'] as const) {
        if (dto[field] !== undefined) {
          throw new DomainError(ErrorType.FORBIDDEN, `Only an administrator may change ${field}`, { field });
        }
      }
    }
    const current = await this.get(user, id);
    if (dto.publicReference && dto.publicReference !== current.publicReference) await this.assertReferenceFree(dto.publicReference);
    const { configuration, address, invoiceData, commission, ...rest } = dto;
    Object.assign(current, rest, {
      configuration: { ...current.configuration, ...configuration },
      address: { ...current.address, ...address },
      invoiceData: { ...current.invoiceData, ...invoiceData },
      commission: { ...current.commission, ...commission },
    });
    try {
      await this.repo.save(current);
    } catch (error) {
      if (isUniqueViolation(error, 'vendor_public_reference_key')) throw this.referenceTaken(dto.publicReference ?? '');
      throw error;
    }
    return this.get(user, id);
  }

  /** Refused while the vendor runs sections or has bookings; its locations, extras, prices and uploads go with it. */
  async remove(user: AuthUser, id: number): Promise<void> {
    await this.get(user, id);
    const [counts]: { sections: number; bookings: number }[] = await this.db.query(
      `SELECT (SELECT count(*) FROM section s JOIN location l ON l.id = s.location_id WHERE l.vendor_id = $1)::int AS sections,
              (SELECT count(*) FROM booking WHERE vendor_id = $1)::int AS bookings`,
      [id],
    );
    for (const [dependents, count] of Object.entries(counts)) {
      if (count > 0) {
        throw new DomainError(ErrorType.VENDOR_HAS_DEPENDENTS, `Vendor ${id} still has ${count} ${dependents}`, {
          entity: 'Vendor',
          id,
          dependents,
          count,
        });
      }
    }
    const keys: { s3_key: string }[] = await this.db.query(
      `SELECT s3_key FROM image WHERE vendor_id = $1 UNION ALL SELECT s3_key FROM file WHERE vendor_id = $1`,
      [id],
    );
    await this.repo.delete(id);
    for (const { s3_key } of keys) await this.storage.deleteQuietly(s3_key);
  }

  /** The vendor the caller acts for, for routes that take it implicitly (a VENDOR's own; an ADMIN names it). */
  resolveVendorId(user: AuthUser, requested: number | undefined | null): number {
    const scope = vendorScopeOf(user);
    if (scope !== null) {
      if (requested !== undefined && requested !== null && requested !== scope) {
        throw new DomainError(ErrorType.ENTITY_NOT_FOUND, `Vendor ${requested} not found`, { entity: 'Vendor', id: requested });
      }
      return scope;
    }
    if (requested === undefined || requested === null) {
      throw new DomainError(ErrorType.INVALID_INPUT, 'vendorId is required for an administrator without a vendor context', {
        field: 'vendorId',
      });
    }
    return requested;
  }

  private async insert(fields: Partial<Vendor>): Promise<Vendor> {
    const saved = await this.repo.save(this.repo.create(fields));
    return assertFound(await this.repo.findOneBy({ id: saved.id }), 'Vendor', saved.id);
  }

  private async freeReference(slug: string): Promise<string> {
    const rows: { public_reference: string }[] = await this.db.query(
      `SELECT public_reference FROM vendor WHERE public_reference = $1 OR public_reference ~ ('^' || $1 || '-[0-9]+$')`,
      [slug],
    );
    return firstFree(slug, new Set(rows.map((r) => r.public_reference)));
  }

  private async assertReferenceFree(reference: string): Promise<void> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM vendor WHERE public_reference = $1`, [reference]);
    if (rows.length) throw this.referenceTaken(reference);
  }

  private referenceTaken(publicReference: string) {
    return new DomainError(ErrorType.PUBLIC_REFERENCE_TAKEN, `The public reference ${publicReference} is taken`, { publicReference });
  }
}
