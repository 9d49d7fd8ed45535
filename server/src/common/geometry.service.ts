import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from './errors/domain-error.js';
import { ErrorType } from './errors/error-type.js';
import type { GeoJsonGeometry } from './geo.types.js';

/** PostGIS checks that the structural GeoJSON validation cannot make. */
@Injectable()
export class GeometryService {
  constructor(private readonly db: DataSource) {}

  /** A self-intersecting or otherwise invalid geometry is a 400 naming the field and PostGIS's reason. */
  async assertValid(field: string, geometry: GeoJsonGeometry | null | undefined): Promise<void> {
    if (!geometry) return;
    const [row]: { valid: boolean; reason: string }[] = await this.db.query(
      `SELECT ST_IsValid(g) AS valid, ST_IsValidReason(g) AS reason FROM ST_GeomFromGeoJSON($1) AS g`,
      [JSON.stringify(geometry)],
    );
    if (!row.valid) {
      throw new DomainError(ErrorType.INVALID_GEOMETRY, `${field} is not a valid geometry: ${row.reason}`, {
        field,
        reason: row.reason,
      });
    }
  }
}
