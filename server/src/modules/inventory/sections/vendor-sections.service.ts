import { Injectable } from '@nestjs/common';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { scopeQuery } from '../../../common/auth/vendor-scope.js';
import { assertFound, DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import type { GeoJsonPolygon } from '../../../common/geo.types.js';
import { GeometryService } from '../../../common/geometry.service.js';
import { ListQueryDto } from '../../../common/list/list-query.dto.js';
import { Page, paginate } from '../../../common/list/list.js';
import { StorageService } from '../../../infra/storage/storage.service.js';
import { CreateSectionDto, SectionsService, UpdateSectionDto } from '../../destinations/index.js';
import { Section } from '../../destinations/entities/section.entity.js';
import type { ChairView } from '../beach-chairs/beach-chair.dto.js';
import { loadChairViews } from '../beach-chairs/chair-loader.js';
import { BeachChair } from '../entities/beach-chair.entity.js';
import type { Image } from '../entities/image.entity.js';
import { imageKeysOf, imagesByOwner } from '../media/image-lookup.js';
import { OwnershipService } from '../ownership.service.js';

export interface SectionView {
  section: Section;
  images: Image[];
}

const withLocation = (qb: SelectQueryBuilder<Section>) =>
  qb.innerJoinAndSelect('section.location', 'location').innerJoinAndSelect('location.vendor', 'vendor');

/**
 * The vendor's sections: on an existing beach, for one of its own locations. The writes reuse the destinations'
 * section rules (parents exist, PostGIS-valid polygon); /destinations/sections stays ADMIN-only.
 */
@Injectable()
export class VendorSectionsService {
  constructor(
    private readonly db: DataSource,
    private readonly ownership: OwnershipService,
    private readonly sections: SectionsService,
    private readonly geometry: GeometryService,
    private readonly storage: StorageService,
  ) {}

  async list(user: AuthUser, query: ListQueryDto): Promise<Page<SectionView>> {
    const qb = scopeQuery(withLocation(this.db.getRepository(Section).createQueryBuilder('section')), 'location.vendorId', user, {
      locationColumn: 'section.locationId',
    });
    const page = await paginate(qb, query, {
      orderBy: { id: 'section.id', name: 'section.name', createdAt: 'section.createdAt' },
      defaultOrderBy: 'name',
      search: ['section.name'],
      filters: {
        id: { column: 'section.id', type: 'int' },
        beachId: { column: 'section.beachId', type: 'int' },
        cityId: { column: 'section.cityId', type: 'int' },
        locationId: { column: 'section.locationId', type: 'int' },
        onlineBooking: { column: 'section.onlineBooking', type: 'bool' },
        hasSubsections: { column: 'section.hasSubsections', type: 'bool' },
      },
    });
    const images = await imagesByOwner(
      this.db,
      'sectionId',
      page.items.map((s) => s.id),
    );
    return { ...page, items: page.items.map((section) => ({ section, images: images.get(section.id) ?? [] })) };
  }

  async get(user: AuthUser, id: number): Promise<SectionView & { chairs: ChairView[] }> {
    await this.ownership.assertOwned(user, 'Section', id);
    const section = assertFound(
      await withLocation(this.db.getRepository(Section).createQueryBuilder('section'))
        .leftJoinAndSelect('section.rows', 'row')
        .where('section.id = :id', { id })
        .getOne(),
      'Section',
      id,
    );
    const chairs = await this.db
      .getRepository(BeachChair)
      .createQueryBuilder('chair')
      .leftJoinAndSelect('chair.lock', 'lock')
      .where('chair.sectionId = :id', { id })
      .getMany();
    const images = (await imagesByOwner(this.db, 'sectionId', [id])).get(id) ?? [];
    return { section, images, chairs: await loadChairViews(this.db, chairs) };
  }

  async create(user: AuthUser, dto: CreateSectionDto): Promise<SectionView & { chairs: ChairView[] }> {
    await this.ownership.assertOwned(user, 'Location', dto.locationId);
    const section = await this.sections.createSection(dto);
    return this.get(user, section.id);
  }

  async update(user: AuthUser, id: number, dto: UpdateSectionDto): Promise<SectionView & { chairs: ChairView[] }> {
    await this.ownership.assertOwned(user, 'Section', id);
    if (dto.locationId !== undefined) await this.ownership.assertOwned(user, 'Location', dto.locationId);
    if (dto.geoJson) {
      await this.geometry.assertValid('geoJson', dto.geoJson);
      await this.assertChairsInside(id, dto.geoJson);
      await this.assertRowsInside(id, dto.geoJson);
    }
    await this.sections.updateSection(id, dto);
    return this.get(user, id);
  }

  /** Refused while the section has chairs (409 DESTINATION_HAS_CHILDREN), like the ADMIN route. */
  async remove(user: AuthUser, id: number): Promise<void> {
    await this.ownership.assertOwned(user, 'Section', id);
    const keys = await imageKeysOf(this.db, 'section_id', [id]);
    await this.sections.remove(id);
    for (const key of keys) await this.storage.deleteQuietly(key);
  }

  /** A new outline must still hold every chair placed in the section. */
  private async assertRowsInside(sectionId: number, polygon: GeoJsonPolygon): Promise<void> {
    const outside: { id: number }[] = await this.db.query(
      `SELECT id FROM "row" WHERE section_id = $1 AND geom IS NOT NULL
          AND NOT ST_Covers(ST_SetSRID(ST_GeomFromGeoJSON($2), 4326), geom) ORDER BY id`,
      [sectionId, JSON.stringify(polygon)],
    );
    if (outside.length) {
      throw new DomainError(ErrorType.ROW_OUTSIDE_SECTION, `${outside.length} row outline(s) would lie outside the new outline`, {
        sectionId,
        rowIds: outside.map((r) => r.id),
      });
    }
  }

  private async assertChairsInside(sectionId: number, polygon: GeoJsonPolygon): Promise<void> {
    const outside: { id: number }[] = await this.db.query(
      `SELECT id FROM beach_chair WHERE section_id = $1 AND active AND geom IS NOT NULL
          AND NOT ST_Covers(ST_SetSRID(ST_GeomFromGeoJSON($2), 4326), geom) ORDER BY id LIMIT 100`,
      [sectionId, JSON.stringify(polygon)],
    );
    if (outside.length) {
      throw new DomainError(ErrorType.BEACH_CHAIR_OUTSIDE_SECTION, `${outside.length} chair(s) would lie outside the new outline`, {
        sectionId,
        beachChairIds: outside.map((c) => c.id),
      });
    }
  }
}
