import type { AvailabilityState, BeachChairModel, GeoJsonPolygon } from '../../api/generated';
import { isValidPoint, isValidPolygon, type LngLat } from './geo';
import type { MapLevel } from './levels';

export type ShapeKind = 'region' | 'beach' | 'section' | 'row' | 'outline';
export type ScenePolygon = { id: string; name: string; kind: ShapeKind; geometry: GeoJsonPolygon; path?: string };

/** Pin states of spec section 2: free, booked all day, reserved, stop sale, in the user's own booking. */
export type PinState = 'free' | 'partial' | 'booked' | 'reserved' | 'stopSale' | 'outOfSeason' | 'own';

export type SceneMarker =
  | { kind: 'city' | 'label'; key: string; lngLat: LngLat; name: string; label: string; path: string }
  | {
      kind: 'chair';
      key: string;
      lngLat: LngLat;
      publicNumber: string;
      model: BeachChairModel;
      locked: boolean;
      state: PinState;
      /** The accessible name, also used by the list alternative */
      label: string;
      /** Hidden words before and after the visible number, so the pin's name contains its visible text */
      nameAround: [before: string, after: string];
      path: string;
    };

export type MapScene = {
  level: MapLevel;
  /** Changes when the camera should fit again (a new place, not new data for the same place). */
  key: string;
  polygons: ScenePolygon[];
  markers: SceneMarker[];
  /** Positions the camera fits; a single one is centred at the level's fallback zoom. */
  fit: LngLat[];
  /** Widget mode draws every city marker on its own, without clusters (spec 1). */
  hideClusters?: boolean;
};

export type Place = { id: number; name: string; geoJson: unknown; path?: string };

/** Polygons with valid geometry; invalid ones are skipped silently. */
export function polygonsOf(places: readonly Place[], kind: ShapeKind): ScenePolygon[] {
  return places.flatMap((place) =>
    isValidPolygon(place.geoJson)
      ? [{ id: `${kind}-${place.id}`, name: place.name, kind, geometry: place.geoJson, path: place.path }]
      : [],
  );
}

/** The mean of the outer ring's corners (closing position left out): where a polygon's name label sits. */
export function labelPosition(polygon: GeoJsonPolygon): LngLat {
  const ring = polygon.coordinates[0] ?? [];
  const corners = ring.length > 1 ? ring.slice(0, -1) : ring;
  let lng = 0;
  let lat = 0;
  for (const [x = 0, y = 0] of corners) {
    lng += x;
    lat += y;
  }
  return [lng / Math.max(corners.length, 1), lat / Math.max(corners.length, 1)];
}

export function outerPositions(polygons: readonly { geometry: GeoJsonPolygon }[]): LngLat[] {
  return polygons.flatMap((polygon) => (polygon.geometry.coordinates[0] ?? []) as LngLat[]);
}

/** Name labels that drill down on click, one per polygon with a path. */
export function labelsOf(polygons: readonly ScenePolygon[], labelFor: (name: string) => string): SceneMarker[] {
  return polygons.flatMap((polygon) =>
    polygon.path
      ? [
          {
            kind: 'label' as const,
            key: polygon.id,
            lngLat: labelPosition(polygon.geometry),
            name: polygon.name,
            label: labelFor(polygon.name),
            path: polygon.path,
          },
        ]
      : [],
  );
}

export function pointOf(geoJson: unknown): LngLat | undefined {
  return isValidPoint(geoJson) ? geoJson.coordinates : undefined;
}

/** The pin state of a chair from its availability state. */
export function pinStateOf(state: AvailabilityState | undefined, own = false): PinState {
  if (own) return 'own';
  switch (state) {
    case 'BOOKED':
      return 'booked';
    case 'RESERVED':
      return 'reserved';
    case 'STOP_SALE':
      return 'stopSale';
    case 'OUTSIDE_RENTAL_SEASON':
      return 'outOfSeason';
    case 'BOOKED_MORNING':
    case 'BOOKED_AFTERNOON':
      return 'partial';
    default:
      return 'free';
  }
}

export function toShapeFeatures(polygons: readonly ScenePolygon[]): GeoJSON.FeatureCollection<GeoJSON.Polygon> {
  return {
    type: 'FeatureCollection',
    features: polygons.map((polygon, index) => ({
      type: 'Feature',
      id: index,
      properties: { name: polygon.name, kind: polygon.kind, path: polygon.path ?? '' },
      geometry: polygon.geometry,
    })),
  };
}
