import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { scopedLocationId, scopeQuery, vendorScopeOf } from '../../../common/auth/vendor-scope.js';
import { BeachChairColor, BeachChairModel } from '../../../common/enums.js';
import { DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { ListQueryDto } from '../../../common/list/list-query.dto.js';
import { Page, paginate } from '../../../common/list/list.js';
import { BeachChair } from '../entities/beach-chair.entity.js';
import type { ChairView } from './beach-chair.dto.js';
import { loadChairViews } from './chair-loader.js';
import type { BeachChairFilterQueryDto, BeachChairFilterValuesDto } from './filters.dto.js';

/** The vendor's chair list (the list convention) and the values its filter menus offer. */
@Injectable()
export class BeachChairListService {
  constructor(private readonly db: DataSource) {}

  async list(user: AuthUser, query: ListQueryDto): Promise<Page<ChairView>> {
    const qb = this.db
      .getRepository(BeachChair)
      .createQueryBuilder('chair')
      .innerJoin('chair.section', 'section')
      .innerJoin('section.location', 'location')
      .leftJoinAndSelect('chair.lock', 'lock');
    scopeQuery(qb, 'location.vendorId', user, { locationColumn: 'section.locationId' });
    const page = await paginate(qb, query, {
      orderBy: {
        id: 'chair.id',
        publicNumber: 'chair.publicNumber',
        position: 'chair.position',
        model: 'chair.model',
        sectionId: 'chair.sectionId',
        rowId: 'chair.rowId',
        createdAt: 'chair.createdAt',
      },
      defaultOrderBy: 'id',
      search: ['chair.publicNumber'],
      filters: {
        id: { column: 'chair.id', type: 'int' },
        sectionId: { column: 'chair.sectionId', type: 'int' },
        rowId: { column: 'chair.rowId', type: 'int' },
        locationId: { column: 'section.locationId', type: 'int' },
        model: { column: 'chair.model', type: 'string' },
        lockId: { column: 'chair.lockId', type: 'int' },
        hasLock: { column: '(chair.lockId IS NOT NULL)', type: 'bool' },
        seasonBeachChair: { column: 'chair.seasonBeachChair', type: 'bool' },
        reserved: { column: 'chair.reserved', type: 'bool' },
        active: { column: 'chair.active', type: 'bool' },
        color: { column: 'chair.color', type: 'string' },
        timeEnum: { column: 'chair.timeEnum', type: 'string' },
      },
    });
    return { ...page, items: await loadChairViews(this.db, page.items) };
  }

  /** What exists among the vendor's active chairs (optionally of one location or section), for filter menus. */
  async filterValues(user: AuthUser, query: BeachChairFilterQueryDto): Promise<BeachChairFilterValuesDto> {
    const scope = vendorScopeOf(user);
    if (scope !== null && query.vendorId !== undefined && query.vendorId !== scope) {
      throw new DomainError(ErrorType.ENTITY_NOT_FOUND, `Vendor ${query.vendorId} not found`, { entity: 'Vendor', id: query.vendorId });
    }
    const params = [scope ?? query.vendorId ?? null, scopedLocationId(user, query.locationId), query.sectionId ?? null];
    const chairs = `FROM beach_chair c JOIN section s ON s.id = c.section_id JOIN location l ON l.id = s.location_id
                    WHERE c.active AND ($1::int IS NULL OR l.vendor_id = $1) AND ($2::int IS NULL OR s.location_id = $2)
                      AND ($3::int IS NULL OR c.section_id = $3)`;
    const [models, colors, sections, rows, locks, flags] = await Promise.all([
      this.db.query<{ model: BeachChairModel }[]>(`SELECT DISTINCT c.model ${chairs} ORDER BY 1`, params),
      this.db.query<{ color: BeachChairColor }[]>(`SELECT DISTINCT c.color ${chairs} AND c.color <> '0' ORDER BY 1`, params),
      this.db.query<{ id: number; name: string }[]>(`SELECT DISTINCT s.id, s.name ${chairs} ORDER BY s.name, s.id`, params),
      this.db.query<{ id: number; name: string; sectionId: number; position: number }[]>(
        `SELECT DISTINCT r.id, r.name, r.section_id AS "sectionId", r.position ${chairs.replace('FROM beach_chair c', 'FROM beach_chair c JOIN "row" r ON r.id = c.row_id')}
          ORDER BY r.section_id, r.position, r.name`,
        params,
      ),
      this.db.query<{ id: number; serialNumber: string; beachChairId: number }[]>(
        `SELECT k.id, k.serial_number AS "serialNumber", c.id AS "beachChairId" ${chairs.replace('FROM beach_chair c', 'FROM beach_chair c JOIN lock_device k ON k.id = c.lock_id')}
          ORDER BY k.serial_number`,
        params,
      ),
      this.db.query<{ season: boolean | null; reserved: boolean | null }[]>(
        `SELECT bool_or(c.season_beach_chair) AS season, bool_or(c.reserved) AS reserved ${chairs}`,
        params,
      ),
    ]);
    return {
      models: models.map((r) => r.model),
      colors: colors.map((r) => r.color),
      sections,
      rows: rows.map(({ id, name, sectionId }) => ({ id, name, sectionId })),
      locks,
      hasSeasonBeachChairs: flags[0]?.season ?? false,
      hasReservedBeachChairs: flags[0]?.reserved ?? false,
    };
  }
}
