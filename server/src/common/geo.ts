import type { GeoJsonPoint, GeoJsonPolygon } from './geo.types.js';

const isPosition = (p: unknown): p is [number, number] =>
  Array.isArray(p) &&
  p.length === 2 &&
  p.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
  Math.abs(p[0]) <= 180 &&
  Math.abs(p[1]) <= 90;

export function isValidPoint(value: unknown): value is GeoJsonPoint {
  const v = value as GeoJsonPoint;
  return typeof v === 'object' && v !== null && v.type === 'Point' && isPosition(v.coordinates) && Object.keys(v).length === 2;
}

/** Structure only; self-intersections are PostGIS's ST_IsValid's job on write. */
export function isValidPolygon(value: unknown): value is GeoJsonPolygon {
  const v = value as GeoJsonPolygon;
  if (typeof v !== 'object' || v === null || v.type !== 'Polygon' || !Array.isArray(v.coordinates) || v.coordinates.length === 0) {
    return false;
  }
  return v.coordinates.every((ring) => {
    if (!Array.isArray(ring) || ring.length < 4 || !ring.every(isPosition)) return false;
    const [first, last] = [ring[0], ring[ring.length - 1]];
    return first[0] === last[0] && first[1] === last[1];
  });
}
