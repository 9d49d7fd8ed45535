import type { GeoJsonPoint, GeoJsonPolygon } from './geo.types.js';

const isPosition = (p: unknown): p is [number, number] =>
  Array.isArray(p) &&
  p.length === 2 &&
  p.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
  Math.abs(p[0] as number) <= 180 &&
  Math.abs(p[1] as number) <= 90;

export function isValidPoint(value: unknown): value is GeoJsonPoint {
  const v = value as GeoJsonPoint;
  return typeof v === 'object' && v !== null && v.type === 'Point' && isPosition(v.coordinates) && Object.keys(v).length === 2;
}

/**
 * A polygon's size: a section or a beach drawn by hand has tens of points; thousands are a mistake or an attack
 * (every availability query intersects it).
 */
export const POLYGON_LIMITS = { rings: 20, positions: 2000 } as const;

/** Structure and size only; self-intersections are PostGIS's ST_IsValid's job on write. */
export function isValidPolygon(value: unknown): value is GeoJsonPolygon {
  const v = value as GeoJsonPolygon;
  if (typeof v !== 'object' || v === null || v.type !== 'Polygon' || !Array.isArray(v.coordinates) || v.coordinates.length === 0) {
    return false;
  }
  if (v.coordinates.length > POLYGON_LIMITS.rings) return false;
  let positions = 0;
  return v.coordinates.every((ring) => {
    positions += Array.isArray(ring) ? ring.length : 0;
    if (positions > POLYGON_LIMITS.positions) return false;
    if (!Array.isArray(ring) || ring.length < 4 || !ring.every(isPosition)) return false;
    const [first, last] = [ring[0], ring[ring.length - 1]];
    return first[0] === last[0] && first[1] === last[1];
  });
}
