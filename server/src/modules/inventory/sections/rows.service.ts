import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { assertFound, DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import type { GeoJsonPolygon } from '../../../common/geo.types.js';
import { GeometryService } from '../../../common/geometry.service.js';
import { StorageService } from '../../../infra/storage/storage.service.js';
import { Row } from '../../destinations/entities/row.entity.js';
import { BeachChairRules } from '../beach-chairs/beach-chair-rules.js';
import { OwnershipService } from '../ownership.service.js';
import { CreateRowDto, UpdateRowDto } from './vendor-section.dto.js';

/** Rows of the vendor's sections: named, ordered, optionally outlined. */
@Injectable()
export class RowsService {
  constructor(
    private readonly db: DataSource,
    private readonly ownership: OwnershipService,
    private readonly geometry: GeometryService,
    private readonly rules: BeachChairRules,
    private readonly storage: StorageService,
  ) {}

  async create(user: AuthUser, sectionId: number, dto: CreateRowDto): Promise<Row> {
    await this.ownership.assertOwned(user, 'Section', sectionId);
    await this.geometry.assertValid('geoJson', dto.geoJson);
    await this.assertInside(sectionId, dto.geoJson);
    await this.assertNameFree(sectionId, dto.name, null);
    const [{ next }]: { next: number }[] = await this.db.query(
      `SELECT coalesce(max(position) + 1, 0)::int AS next FROM "row" WHERE section_id = $1`,
      [sectionId],
    );
    const repo = this.db.getRepository(Row);
    const saved = await repo.save(
      repo.create({ sectionId, name: dto.name, nameEn: dto.nameEn ?? null, position: dto.position ?? next, geoJson: dto.geoJson ?? null }),
    );
    return assertFound(await repo.findOneBy({ id: saved.id }), 'Row', saved.id);
  }

  async update(user: AuthUser, id: number, dto: UpdateRowDto): Promise<Row> {
    await this.ownership.assertOwned(user, 'Row', id);
    const repo = this.db.getRepository(Row);
    const row = assertFound(await repo.findOneBy({ id }), 'Row', id);
    await this.geometry.assertValid('geoJson', dto.geoJson);
    await this.assertInside(row.sectionId, dto.geoJson);
    if (dto.name !== undefined && dto.name !== row.name) await this.assertNameFree(row.sectionId, dto.name, id);
    await repo.save(repo.merge(row, dto as Partial<Row>));
    return assertFound(await repo.findOneBy({ id }), 'Row', id);
  }

  /**
   * Removes the row and its chairs (chairs with a booking history are retired, not deleted); refused while any of
   * them holds a booking that has not ended. The row's own prices go with it.
   */
  async remove(user: AuthUser, id: number): Promise<void> {
    await this.ownership.assertOwned(user, 'Row', id);
    const images: { beach_chair_id: number; s3_key: string }[] = await this.db.query(
      `SELECT i.beach_chair_id, i.s3_key FROM image i JOIN beach_chair c ON c.id = i.beach_chair_id WHERE c.row_id = $1`,
      [id],
    );
    const { deleted } = await this.db.transaction(async (m) => {
      const locked: { id: number }[] = await m.query(`SELECT id FROM beach_chair WHERE row_id = $1 ORDER BY id FOR UPDATE`, [id]);
      const ids = locked.map((r) => r.id);
      await this.rules.assertNoFutureBookings(m, 'Row', id, ids);
      const result = await this.rules.deleteOrRetire(m, ids);
      await m.query(`DELETE FROM "row" WHERE id = $1`, [id]);
      return result;
    });
    // Retired chairs keep their images; the deleted ones' images went with them.
    for (const image of images) if (deleted.includes(image.beach_chair_id)) await this.storage.deleteQuietly(image.s3_key);
  }

  /** A row's outline lies within its section's (a section without a polygon places no constraint, like for chairs). */
  private async assertInside(sectionId: number, outline: GeoJsonPolygon | null | undefined): Promise<void> {
    if (!outline) return;
    const [{ inside }]: { inside: boolean | null }[] = await this.db.query(
      `SELECT ST_Covers(geom, ST_SetSRID(ST_GeomFromGeoJSON($2), 4326)) AS inside FROM section WHERE id = $1`,
      [sectionId, JSON.stringify(outline)],
    );
    if (inside === false) {
      throw new DomainError(ErrorType.ROW_OUTSIDE_SECTION, `The row's outline (geoJson) lies outside section ${sectionId}`, {
        field: 'geoJson',
        sectionId,
      });
    }
  }

  private async assertNameFree(sectionId: number, name: string, rowId: number | null): Promise<void> {
    const rows: { id: number }[] = await this.db.query(
      `SELECT id FROM "row" WHERE section_id = $1 AND name = $2 AND id IS DISTINCT FROM $3`,
      [sectionId, name, rowId],
    );
    if (rows.length) {
      throw new DomainError(ErrorType.DUPLICATE_ENTITY, `Section ${sectionId} has a row named ${name} already`, {
        entity: 'Row',
        field: 'name',
        value: name,
        id: rows[0].id,
      });
    }
  }
}
