import type { GeoJsonPoint, GeoJsonPolygon } from '../../api/generated';

export type LngLat = [lng: number, lat: number];

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

// Out-of-range latitudes make maplibre throw, so they count as invalid too.
function isPosition(value: unknown): value is LngLat {
  if (!Array.isArray(value) || value.length !== 2) return false;
  const [lng, lat] = value as unknown[];
  return isFiniteNumber(lng) && isFiniteNumber(lat) && Math.abs(lng) <= 180 && Math.abs(lat) <= 90;
}

// A linear ring has at least four positions (first and last equal).
function isRing(value: unknown): boolean {
  return Array.isArray(value) && value.length >= 4 && value.every(isPosition);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function isValidPoint(geometry: unknown): geometry is GeoJsonPoint & { coordinates: LngLat } {
  return isObject(geometry) && geometry.type === 'Point' && isPosition(geometry.coordinates);
}

export function isValidPolygon(geometry: unknown): geometry is GeoJsonPolygon {
  return (
    isObject(geometry) &&
    geometry.type === 'Polygon' &&
    Array.isArray(geometry.coordinates) &&
    geometry.coordinates.length > 0 &&
    geometry.coordinates.every(isRing)
  );
}

/** South-west and north-east corners around the positions, or undefined for none. */
export function boundsOf(positions: readonly LngLat[]): [LngLat, LngLat] | undefined {
  if (positions.length === 0) return undefined;
  let [west, south] = positions[0]!;
  let [east, north] = positions[0]!;
  for (const [lng, lat] of positions) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}
