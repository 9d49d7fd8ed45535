import { Injectable } from '@nestjs/common';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { GeometryService } from '../../common/geometry.service.js';
import { ListQueryDto } from '../../common/list/list-query.dto.js';
import { Page, paginate } from '../../common/list/list.js';
import { DestinationCrud } from './destination-crud.js';
import { CreateSectionDto, UpdateSectionDto } from './dto/section.dto.js';
import { Beach } from './entities/beach.entity.js';
import { City } from './entities/city.entity.js';
import { Region } from './entities/region.entity.js';
import { Row } from './entities/row.entity.js';
import { Section } from './entities/section.entity.js';
import { Image } from '../inventory/entities/image.entity.js';

const common = (alias: string) => ({
  orderBy: { id: `${alias}.id`, name: `${alias}.name`, createdAt: `${alias}.createdAt` },
  search: [`${alias}.name`],
});

@Injectable()
export class RegionsService extends DestinationCrud<Region> {
  constructor(db: DataSource, geometry: GeometryService) {
    super(db, geometry, {
      entity: Region,
      label: 'Region',
      alias: 'region',
      listSpec: {
        ...common('region'),
        defaultOrderBy: 'name',
        filters: {
          id: { column: 'region.id', type: 'int' },
          active: { column: 'region.active', type: 'bool' },
          countryId: { column: 'region.countryId', type: 'int' },
        },
      },
      parents: [{ field: 'countryId', table: 'country' }],
      children: [{ table: 'city', column: 'region_id', label: 'cities' }],
    });
  }
}

@Injectable()
export class CitiesService extends DestinationCrud<City> {
  constructor(db: DataSource, geometry: GeometryService) {
    super(db, geometry, {
      entity: City,
      label: 'City',
      alias: 'city',
      listSpec: {
        ...common('city'),
        defaultOrderBy: 'name',
        filters: {
          id: { column: 'city.id', type: 'int' },
          active: { column: 'city.active', type: 'bool' },
          regionId: { column: 'city.regionId', type: 'int' },
        },
      },
      parents: [{ field: 'regionId', table: 'region' }],
      children: [{ table: 'beach', column: 'city_id', label: 'beaches' }],
    });
  }
}

@Injectable()
export class BeachesService extends DestinationCrud<Beach> {
  constructor(db: DataSource, geometry: GeometryService) {
    super(db, geometry, {
      entity: Beach,
      label: 'Beach',
      alias: 'beach',
      listSpec: {
        ...common('beach'),
        defaultOrderBy: 'name',
        filters: {
          id: { column: 'beach.id', type: 'int' },
          active: { column: 'beach.active', type: 'bool' },
          cityId: { column: 'beach.cityId', type: 'int' },
        },
      },
      parents: [{ field: 'cityId', table: 'city' }],
      children: [{ table: 'section', column: 'beach_id', label: 'sections' }],
    });
  }
}

/** Sections load their location and vendor: the storefront needs the season, lead time and public reference. */
const withLocation = (qb: SelectQueryBuilder<Section>) =>
  void qb.innerJoinAndSelect('section.location', 'location').innerJoinAndSelect('location.vendor', 'vendor');

@Injectable()
export class SectionsService extends DestinationCrud<Section> {
  constructor(db: DataSource, geometry: GeometryService) {
    super(db, geometry, {
      entity: Section,
      label: 'Section',
      alias: 'section',
      listSpec: {
        ...common('section'),
        defaultOrderBy: 'name',
        filters: {
          id: { column: 'section.id', type: 'int' },
          beachId: { column: 'section.beachId', type: 'int' },
          cityId: { column: 'section.cityId', type: 'int' },
          locationId: { column: 'section.locationId', type: 'int' },
          onlineBooking: { column: 'section.onlineBooking', type: 'bool' },
          hasSubsections: { column: 'section.hasSubsections', type: 'bool' },
          publicReference: { column: 'vendor.publicReference', type: 'string' },
        },
      },
      parents: [
        { field: 'beachId', table: 'beach' },
        { field: 'locationId', table: 'location' },
      ],
      children: [{ table: 'beach_chair', column: 'section_id', label: 'beach chairs' }],
      shape: withLocation,
    });
  }

  /**
   * The section with its location, vendor, rows and their active chairs (one query), and the images of the section
   * and of its location (a second query): the section page's critical path, so never one query per row or chair.
   */
  async getSectionDetail(id: number): Promise<{ section: Section; images: Image[] }> {
    const section = await this.get(id, (qb) =>
      qb.leftJoinAndSelect('section.rows', 'row').leftJoinAndSelect('row.beachChairs', 'chair', 'chair.active = true'),
    );
    const images = await this.db.getRepository(Image).find({
      where: [{ sectionId: section.id }, { locationId: section.locationId }],
      order: { position: 'ASC', id: 'ASC' },
    });
    return { section, images };
  }

  async createSection(dto: CreateSectionDto): Promise<Section> {
    return this.create({ ...dto, cityId: await this.cityOfBeach(dto.beachId) });
  }

  async updateSection(id: number, dto: UpdateSectionDto): Promise<Section> {
    const cityId = dto.beachId === undefined ? undefined : await this.cityOfBeach(dto.beachId);
    return this.update(id, { ...dto, ...(cityId ? { cityId } : {}) });
  }

  /** The rows of a section, each with its chairs (`rowData`). */
  async listRows(sectionId: number, query: ListQueryDto): Promise<Page<Row>> {
    await this.get(sectionId);
    const qb = this.db
      .getRepository(Row)
      .createQueryBuilder('row')
      .leftJoinAndSelect('row.beachChairs', 'chair', 'chair.active = true')
      .where('row.sectionId = :sectionId', { sectionId });
    return paginate(qb, query, {
      orderBy: { id: 'row.id', name: 'row.name', position: 'row.position' },
      defaultOrderBy: 'position',
      search: ['row.name'],
      filters: { id: { column: 'row.id', type: 'int' } },
    });
  }

  private async cityOfBeach(beachId: number): Promise<number> {
    const rows: { city_id: number }[] = await this.db.query(`SELECT city_id FROM beach WHERE id = $1`, [beachId]);
    if (!rows.length) {
      throw new DomainError(ErrorType.REFERENCED_ENTITY_NOT_FOUND, `beachId ${beachId} does not exist`, { field: 'beachId', id: beachId });
    }
    return rows[0].city_id;
  }
}
