import { Injectable } from '@nestjs/common';
import { DataSource, Repository } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { assertVendorContext, scopeQuery } from '../../../common/auth/vendor-scope.js';
import { assertFound, DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { GeometryService } from '../../../common/geometry.service.js';
import { ListQueryDto } from '../../../common/list/list-query.dto.js';
import { Page, paginate } from '../../../common/list/list.js';
import { StorageService } from '../../../infra/storage/storage.service.js';
import type { Image } from '../entities/image.entity.js';
import { Location } from '../entities/location.entity.js';
import { imageKeysOf, imagesByOwner } from '../media/image-lookup.js';
import { OwnershipService } from '../ownership.service.js';
import { VendorsService } from '../vendors/vendors.service.js';
import { CreateLocationDto, UpdateLocationDto } from './location.dto.js';

export interface LocationWithImages {
  location: Location;
  images: Image[];
}

/** A vendor's locations: where it rents out chairs, with season, lead time, amenities, opening hours and terms. */
@Injectable()
export class LocationsService {
  private readonly repo: Repository<Location>;

  constructor(
    private readonly db: DataSource,
    private readonly ownership: OwnershipService,
    private readonly vendors: VendorsService,
    private readonly geometry: GeometryService,
    private readonly storage: StorageService,
  ) {
    this.repo = db.getRepository(Location);
  }

  async list(user: AuthUser, query: ListQueryDto): Promise<Page<LocationWithImages>> {
    const qb = scopeQuery(this.repo.createQueryBuilder('location'), 'location.vendorId', user, { locationColumn: 'location.id' });
    const page = await paginate(qb, query, {
      orderBy: { id: 'location.id', name: 'location.name', createdAt: 'location.createdAt' },
      defaultOrderBy: 'name',
      search: ['location.name', 'location.entranceName'],
      filters: { id: { column: 'location.id', type: 'int' }, vendorId: { column: 'location.vendorId', type: 'int' } },
    });
    const images = await imagesByOwner(
      this.db,
      'locationId',
      page.items.map((l) => l.id),
    );
    return { ...page, items: page.items.map((location) => ({ location, images: images.get(location.id) ?? [] })) };
  }

  async get(user: AuthUser, id: number): Promise<LocationWithImages> {
    await this.ownership.assertOwned(user, 'Location', id);
    const location = assertFound(await this.repo.findOneBy({ id }), 'Location', id);
    return { location, images: (await imagesByOwner(this.db, 'locationId', [id])).get(id) ?? [] };
  }

  async create(user: AuthUser, dto: CreateLocationDto): Promise<LocationWithImages> {
    assertVendorContext(user, 'Creating a location');
    const vendorId = this.vendors.resolveVendorId(user, dto.vendorId);
    await this.ownership.assertOwned(user, 'Vendor', vendorId);
    checkSeason(dto.seasonStart ?? null, dto.seasonEnd ?? null);
    await this.geometry.assertValid('geoJson', dto.geoJson);
    const saved = await this.repo.save(
      this.repo.create({
        ...dto,
        vendorId,
        address: dto.address ?? {},
        details: dto.details ?? {},
        priceText: dto.priceText ?? {},
        attributes: dto.attributes ?? {},
        openingHours: dto.openingHours ?? [],
        configuration: dto.configuration ?? {},
      } as Partial<Location>),
    );
    return this.get(user, saved.id);
  }

  async update(user: AuthUser, id: number, dto: UpdateLocationDto): Promise<LocationWithImages> {
    const { location } = await this.get(user, id);
    const { address, details, priceText, attributes, configuration, ...rest } = dto;
    checkSeason(
      rest.seasonStart !== undefined ? rest.seasonStart : location.seasonStart,
      rest.seasonEnd !== undefined ? rest.seasonEnd : location.seasonEnd,
    );
    await this.geometry.assertValid('geoJson', rest.geoJson);
    Object.assign(location, rest, {
      address: { ...location.address, ...address },
      details: { ...location.details, ...details },
      priceText: { ...location.priceText, ...priceText },
      attributes: { ...location.attributes, ...attributes },
      configuration: { ...location.configuration, ...configuration },
    });
    await this.repo.save(location);
    return this.get(user, id);
  }

  /** Refused while sections run from the location; its extras and images go with it. */
  async remove(user: AuthUser, id: number): Promise<void> {
    assertVendorContext(user, 'Deleting a location');
    await this.ownership.assertOwned(user, 'Location', id);
    const [{ count }]: { count: number }[] = await this.db.query(`SELECT count(*)::int AS count FROM section WHERE location_id = $1`, [id]);
    if (count > 0) throw hasSections(id, count);
    const keys = await imageKeysOf(this.db, 'location_id', [id]);
    try {
      await this.repo.delete(id);
    } catch (error) {
      // A section added between the check and the delete still keeps the location.
      if ((error as { driverError?: { code?: string } }).driverError?.code === '23503') throw hasSections(id, 1);
      throw error;
    }
    for (const key of keys) await this.storage.deleteQuietly(key);
  }
}

const hasSections = (id: number, count: number) =>
  new DomainError(ErrorType.LOCATION_HAS_SECTIONS, `Location ${id} still runs ${count} sections; delete or move them first`, { id, count });

/** A season needs both ends (or neither: the default season). */
function checkSeason(start: string | null | undefined, end: string | null | undefined): void {
  if (!start !== !end) {
    throw new DomainError(ErrorType.INVALID_INPUT, 'seasonStart and seasonEnd go together', { field: start ? 'seasonEnd' : 'seasonStart' });
  }
}
