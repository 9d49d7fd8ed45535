import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BeachChairColor, BeachChairModel } from '../../../common/enums.js';
import { assertFound, DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { Page, paginate } from '../../../common/list/list.js';
import { Extra } from '../entities/extra.entity.js';
import { Location } from '../entities/location.entity.js';
import { Vendor } from '../entities/vendor.entity.js';
import {
  PublicBeachChairFiltersDto,
  PublicConfigDto,
  PublicExtrasQueryDto,
  PublicFiltersQueryDto,
  toPublicConfigurationDto,
} from './public-catalogue.dto.js';

/** The storefront's read of a vendor's catalogue, always by the vendor's public reference. */
@Injectable()
export class PublicCatalogueService {
  constructor(private readonly db: DataSource) {}

  async vendor(publicReference: string): Promise<Vendor> {
    return assertFound(await this.db.getRepository(Vendor).findOneBy({ publicReference }), 'Vendor', publicReference);
  }

  /** Active extras of the vendor; with sectionId those offered at the section's location and the vendor-wide ones. */
  async extras(q: PublicExtrasQueryDto): Promise<Page<Extra>> {
    const vendor = await this.vendor(q.publicReference);
    const qb = this.db
      .getRepository(Extra)
      .createQueryBuilder('extra')
      .where('extra.vendorId = :vendorId AND extra.active', { vendorId: vendor.id });
    if (q.sectionId !== undefined) {
      const [section] = await this.db.query<{ location_id: number }[]>(
        `SELECT s.location_id FROM section s JOIN location l ON l.id = s.location_id WHERE s.id = $1 AND l.vendor_id = $2`,
        [q.sectionId, vendor.id],
      );
      if (!section)
        throw new DomainError(ErrorType.ENTITY_NOT_FOUND, `Section ${q.sectionId} not found`, { entity: 'Section', id: q.sectionId });
      qb.andWhere('(extra.locationId IS NULL OR extra.locationId = :locationId)', { locationId: section.location_id });
    }
    return paginate(qb, q, {
      orderBy: { id: 'extra.id', name: 'extra.name', price: 'extra.priceCents', type: 'extra.type', category: 'extra.category' },
      defaultOrderBy: 'name',
      search: ['extra.name', 'extra.nameEn'],
      filters: {
        id: { column: 'extra.id', type: 'int' },
        type: { column: 'extra.type', type: 'string' },
        category: { column: 'extra.category', type: 'string' },
        locationId: { column: 'extra.locationId', type: 'int' },
      },
    });
  }

  /** `keyVendorId`: the vendor an API key is bound to; another vendor's reference is then the same 404 as an unknown one. */
  async config(publicReference: string, keyVendorId: number | null): Promise<PublicConfigDto> {
    const vendor = await this.vendor(publicReference);
    if (keyVendorId !== null && keyVendorId !== vendor.id) {
      throw new DomainError(ErrorType.ENTITY_NOT_FOUND, `Vendor ${publicReference} not found`, { entity: 'Vendor', id: publicReference });
    }
    const locations = await this.db.getRepository(Location).find({ where: { vendorId: vendor.id }, order: { name: 'ASC', id: 'ASC' } });
    return {
      vendorId: vendor.id,
      publicReference: vendor.publicReference,
      companyName: vendor.companyName,
      configuration: toPublicConfigurationDto(vendor.configuration),
      locations: locations.map((l) => {
        const configuration = toPublicConfigurationDto({ ...vendor.configuration, ...stripUndefined(l.configuration) });
        const bookingStartdate = l.bookingStartdate ?? configuration.bookingStartdate ?? null;
        return {
          id: l.id,
          name: l.name,
          city: l.address?.city ?? null,
          seasonStart: l.seasonStart,
          seasonEnd: l.seasonEnd,
          leadTimeHours: l.leadTimeHours,
          bookingStartdate,
          configuration: { ...configuration, bookingStartdate },
        };
      }),
    };
  }

  /** What the chairs of the vendor's online sections (or one of them) offer to filter by. */
  async filters(q: PublicFiltersQueryDto): Promise<PublicBeachChairFiltersDto> {
    const vendor = await this.vendor(q.publicReference);
    const params = [vendor.id, q.sectionId ?? null];
    const sections: { id: number; name: string; has_subsections: boolean }[] = await this.db.query(
      `SELECT s.id, s.name, s.has_subsections FROM section s JOIN location l ON l.id = s.location_id
        WHERE l.vendor_id = $1 AND s.online_booking AND ($2::int IS NULL OR s.id = $2) ORDER BY s.name, s.id`,
      params,
    );
    if (q.sectionId !== undefined && !sections.length) {
      throw new DomainError(ErrorType.ENTITY_NOT_FOUND, `Section ${q.sectionId} not found`, { entity: 'Section', id: q.sectionId });
    }
    const ids = sections.map((s) => s.id);
    const [stats]: {
      models: { model: BeachChairModel; count: number }[] | null;
      colors: BeachChairColor[] | null;
      locks: boolean;
      season: boolean;
      total: number;
    }[] = await this.db.query(
      `SELECT (SELECT json_agg(json_build_object('model', model, 'count', n) ORDER BY model)
                   FROM (SELECT model, count(*)::int AS n FROM beach_chair WHERE section_id = ANY ($1) AND active GROUP BY model) m) AS models,
                (SELECT array_agg(DISTINCT color ORDER BY color) FROM beach_chair WHERE section_id = ANY ($1) AND active AND color <> '0') AS colors,
                coalesce(bool_or(lock_id IS NOT NULL), false) AS locks, coalesce(bool_or(season_beach_chair), false) AS season,
                count(*)::int AS total
           FROM beach_chair WHERE section_id = ANY ($1) AND active`,
      [ids],
    );
    const rows: { id: number; name: string; name_en: string | null; section_id: number }[] = await this.db.query(
      `SELECT id, name, name_en, section_id FROM "row" WHERE section_id = ANY ($1) ORDER BY section_id, position, id`,
      [ids],
    );
    return {
      models: stats.models ?? [],
      colors: stats.colors ?? [],
      sections: sections.map((s) => ({ id: s.id, name: s.name, hasSubsections: s.has_subsections })),
      rows: rows.map((r) => ({ id: r.id, name: r.name, nameEn: r.name_en, sectionId: r.section_id })),
      hasLocks: stats.locks,
      hasSeasonBeachChairs: stats.season,
      total: stats.total,
    };
  }
}

const stripUndefined = <T extends object>(o: T | null | undefined): Partial<T> =>
  Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;
