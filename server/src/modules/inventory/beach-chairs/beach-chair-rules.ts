import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import type { GeoJsonPoint } from '../../../common/geo.types.js';
import { HOLDING_STATUSES } from '../../../common/holding-statuses.js';

export interface Placement {
  sectionId: number;
  rowId: number | null;
  publicNumber: string;
  geoJson: GeoJsonPoint | null;
}

/** What every chair write must respect: its row is in its section, its point inside the section, its number free. */
@Injectable()
export class BeachChairRules {
  async checkPlacement(m: EntityManager, p: Placement, chairId: number | null, index?: number): Promise<void> {
    const at: { index?: number } = index === undefined ? {} : { index };
    if (p.rowId !== null) {
      const rows: { section_id: number }[] = await m.query(`SELECT section_id FROM "row" WHERE id = $1`, [p.rowId]);
      if (rows[0]?.section_id !== p.sectionId) {
        throw new DomainError(ErrorType.REFERENCED_ENTITY_NOT_FOUND, `rowId ${p.rowId} is not a row of section ${p.sectionId}`, {
          field: 'rowId',
          id: p.rowId,
          ...(at as { index: number }),
        });
      }
    }
    if (p.geoJson) {
      const [{ inside }]: { inside: boolean | null }[] = await m.query(
        `SELECT ST_Covers(geom, ST_SetSRID(ST_GeomFromGeoJSON($2), 4326)) AS inside FROM section WHERE id = $1`,
        [p.sectionId, JSON.stringify(p.geoJson)],
      );
      // A section without a polygon places no constraint.
      if (inside === false) {
        throw new DomainError(ErrorType.BEACH_CHAIR_OUTSIDE_SECTION, `The chair's point lies outside section ${p.sectionId}`, {
          sectionId: p.sectionId,
          coordinates: p.geoJson.coordinates,
          ...(at as { index: number }),
        });
      }
    }
    const taken: { id: number }[] = await m.query(
      `SELECT id FROM beach_chair WHERE section_id = $1 AND public_number = $2 AND id IS DISTINCT FROM $3`,
      [p.sectionId, p.publicNumber, chairId],
    );
    if (taken.length) throw numberTaken(p.sectionId, p.publicNumber, taken[0].id, index);
  }

  /** The chairs among `ids` that hold bookings not yet ended; a 409 naming them when there are any. */
  async assertNoFutureBookings(m: EntityManager, entity: 'BeachChair' | 'Row', id: number, chairIds: number[]): Promise<void> {
    if (!chairIds.length) return;
    const rows: { beach_chair_id: number }[] = await m.query(
      `SELECT DISTINCT beach_chair_id FROM beach_chair_booking
        WHERE beach_chair_id = ANY($1::int[]) AND "end" > now() AND status = ANY($2::text[]) ORDER BY 1`,
      [chairIds, HOLDING_STATUSES],
    );
    if (rows.length) {
      const beachChairIds = rows.map((r) => r.beach_chair_id);
      throw new DomainError(
        ErrorType.BEACH_CHAIR_HAS_FUTURE_BOOKINGS,
        `${entity} ${id} cannot be deleted: ${beachChairIds.length} chair(s) hold bookings that have not ended`,
        { entity, id, beachChairIds, count: beachChairIds.length },
      );
    }
  }

  /**
   * Deletes chairs without any booking; chairs with a booking history are retired instead (inactive, no row, no lock),
   * since past bookings and invoices keep referring to them.
   */
  async deleteOrRetire(m: EntityManager, chairIds: number[]): Promise<{ deleted: number[]; retired: number[] }> {
    if (!chairIds.length) return { deleted: [], retired: [] };
    const booked: { beach_chair_id: number }[] = await m.query(
      `SELECT DISTINCT beach_chair_id FROM beach_chair_booking WHERE beach_chair_id = ANY($1::int[])`,
      [chairIds],
    );
    const retired = booked.map((r) => r.beach_chair_id);
    const deleted = chairIds.filter((id) => !retired.includes(id));
    if (retired.length) {
      await m.query(`UPDATE beach_chair SET active = false, row_id = NULL, lock_id = NULL, updated_at = now() WHERE id = ANY($1::int[])`, [
        retired,
      ]);
    }
    if (deleted.length) await m.query(`DELETE FROM beach_chair WHERE id = ANY($1::int[])`, [deleted]);
    return { deleted, retired };
  }
}

export const numberTaken = (sectionId: number, publicNumber: string, beachChairId: number | null, index?: number) =>
  new DomainError(ErrorType.BEACH_CHAIR_NUMBER_TAKEN, `Section ${sectionId} has a chair numbered ${publicNumber} already`, {
    sectionId,
    publicNumber,
    beachChairId,
    ...(index === undefined ? {} : { index }),
  });
