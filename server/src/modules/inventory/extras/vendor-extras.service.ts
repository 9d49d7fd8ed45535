import { defaultVatRate } from '../../../common/vat.js';
import { Injectable } from '@nestjs/common';
import { DataSource, Repository } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { assertVendorContext, locationScopeOf, scopeQuery } from '../../../common/auth/vendor-scope.js';
import { assertFound, DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { ListQueryDto } from '../../../common/list/list-query.dto.js';
import { Page, paginate } from '../../../common/list/list.js';
import { toCents } from '../../../common/money.js';
import { StorageService } from '../../../infra/storage/storage.service.js';
import { Extra } from '../entities/extra.entity.js';
import type { Image } from '../entities/image.entity.js';
import { imageKeysOf, imagesByOwner } from '../media/image-lookup.js';
import { OwnershipService } from '../ownership.service.js';
import { VendorsService } from '../vendors/vendors.service.js';
import { CreateExtraDto, UpdateExtraDto } from './vendor-extra.dto.js';

/** The extras a vendor sells with its chairs (food, drinks, toys, …), for all its locations or one. */
@Injectable()
export class VendorExtrasService {
  private readonly repo: Repository<Extra>;

  constructor(
    private readonly db: DataSource,
    private readonly ownership: OwnershipService,
    private readonly vendors: VendorsService,
    private readonly storage: StorageService,
  ) {
    this.repo = db.getRepository(Extra);
  }

  list(user: AuthUser, query: ListQueryDto): Promise<Page<Extra>> {
    // In a location context: the location's extras and those of the whole vendor (location NULL).
    const qb = scopeQuery(this.repo.createQueryBuilder('extra'), 'extra.vendorId', user, {
      locationColumn: 'extra.locationId',
      vendorWideWhenNull: true,
    });
    return paginate(qb, query, {
      orderBy: {
        id: 'extra.id',
        name: 'extra.name',
        price: 'extra.priceCents',
        type: 'extra.type',
        category: 'extra.category',
        createdAt: 'extra.createdAt',
      },
      defaultOrderBy: 'name',
      search: ['extra.name', 'extra.nameEn', 'extra.category'],
      filters: {
        id: { column: 'extra.id', type: 'int' },
        vendorId: { column: 'extra.vendorId', type: 'int' },
        locationId: { column: 'extra.locationId', type: 'int' },
        type: { column: 'extra.type', type: 'string' },
        category: { column: 'extra.category', type: 'string' },
        active: { column: 'extra.active', type: 'bool' },
      },
    });
  }

  /** The pictures of these extras, in their order. */
  imagesOf(ids: number[]): Promise<Map<number, Image[]>> {
    return imagesByOwner(this.db, 'extraId', ids);
  }

  async get(user: AuthUser, id: number): Promise<Extra> {
    await this.ownership.assertOwned(user, 'Extra', id);
    return assertFound(await this.repo.findOneBy({ id }), 'Extra', id);
  }

  async create(user: AuthUser, dto: CreateExtraDto): Promise<Extra> {
    const vendorId = this.vendors.resolveVendorId(user, dto.vendorId);
    await this.ownership.assertOwned(user, 'Vendor', vendorId);
    // A location context sells its new extras at its own location (an extra of the whole vendor needs the vendor context).
    const locationId = dto.locationId ?? locationScopeOf(user);
    await this.assertLocationOf(user, vendorId, locationId);
    const { price, ...fields } = dto;
    const saved = await this.repo.save(
      this.repo.create({
        ...fields,
        vendorId,
        priceCents: toCents(price),
        vatRate: dto.vatRate ?? defaultVatRate(dto.type),
        locationId,
        active: dto.active ?? true,
      }),
    );
    return this.get(user, saved.id);
  }

  async update(user: AuthUser, id: number, dto: UpdateExtraDto): Promise<Extra> {
    await this.ownership.assertWritable(user, 'Extra', id);
    const extra = await this.get(user, id);
    if (dto.locationId === null) assertVendorContext(user, 'An extra for every location');
    await this.assertLocationOf(user, extra.vendorId, dto.locationId);
    const { price, ...fields } = dto;
    // A new type without a rate takes the type's rate (food 7 %, everything else 19 %).
    const vatRate = dto.vatRate ?? (dto.type === undefined ? undefined : defaultVatRate(dto.type));
    Object.assign(extra, fields, price === undefined ? {} : { priceCents: toCents(price) }, vatRate === undefined ? {} : { vatRate });
    delete extra.location;
    delete extra.vendor;
    await this.repo.save(extra);
    return this.get(user, id);
  }

  /** An extra already sold in a booking is deactivated instead: the booking keeps its name and price. */
  async remove(user: AuthUser, id: number): Promise<void> {
    await this.ownership.assertWritable(user, 'Extra', id);
    const keys = await imageKeysOf(this.db, 'extra_id', [id]);
    try {
      await this.repo.delete(id);
      // Its pictures' rows went with it (ON DELETE CASCADE); their objects go now. A deactivated extra keeps them.
      for (const key of keys) await this.storage.deleteQuietly(key);
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code !== '23503') throw error;
      await this.repo.update(id, { active: false });
    }
  }

  private async assertLocationOf(user: AuthUser, vendorId: number, locationId: number | null | undefined): Promise<void> {
    if (locationId === undefined || locationId === null) return;
    const owner = await this.ownership.assertOwned(user, 'Location', locationId);
    if (owner !== vendorId) {
      throw new DomainError(ErrorType.ENTITY_NOT_FOUND, `Location ${locationId} not found`, { entity: 'Location', id: locationId });
    }
  }
}
