import type { AvailabilityState, BeachChairModel, GeoJsonPolygon } from '../../api/generated';
import { isValidPoint, isValidPolygon, type LngLat } from './geo';
import type { MapLevel } from './levels';

export type ShapeKind = 'region' | 'beach' | 'section' | 'row' | 'outline' | 'sea';
export type ScenePolygon = {
  id: string;
  name: string;
  kind: ShapeKind;
  geometry: GeoJsonPolygon;
  path?: string;
  /** The place in the address (the chosen row), drawn stronger */
  current?: boolean;
};

/** Pin states of spec section 2: free, booked all day, reserved, stop sale, in the user's own booking. */
export type PinState = 'free' | 'partial' | 'booked' | 'reserved' | 'stopSale' | 'outOfSeason' | 'own';

export type SceneMarker =
  | {
      kind: 'city' | 'label';
      key: string;
      lngLat: LngLat;
      name: string;
      label: string;
      path: string;
      /** The label's side at its position (default: its centre) */
      anchor?: LabelAnchor;
      current?: boolean;
    }
  /** The section's entrance: a named point, not a link */
  | { kind: 'entrance'; key: string; lngLat: LngLat; name: string }
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

/** Name labels that drill down on click, one per polygon with a path; rows' labels stand at the row's end. */
export function labelsOf(polygons: readonly ScenePolygon[], labelFor: (name: string) => string): SceneMarker[] {
  return polygons.flatMap((polygon, index) =>
    polygon.path
      ? [
          {
            kind: 'label' as const,
            key: polygon.id,
            ...(polygon.kind === 'row'
              ? rowLabelPlacement(polygon.geometry, (index % 2) as 0 | 1)
              : { lngLat: labelPosition(polygon.geometry) }),
            name: polygon.name,
            label: labelFor(polygon.name),
            path: polygon.path,
            ...(polygon.current ? { current: true } : {}),
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
      properties: {
        name: polygon.name,
        kind: polygon.kind,
        path: polygon.path ?? '',
        current: polygon.current ?? false,
      },
      geometry: polygon.geometry,
    })),
  };
}

const metresScale = (lat: number) => Math.cos((lat * Math.PI) / 180);

export type LabelAnchor = 'left' | 'right' | 'top' | 'bottom';

/**
 * Where a row's label sits: at one end of the row (the midpoint of its two corners furthest along its long axis), so
 * the label stands beside the row, not on its chairs. `end` 0 is the west end (south for a row running north-south),
 * 1 the other; neighbouring rows alternate ends, so their labels do not pile up. `anchor` is the label's side that
 * touches that point.
 */
export function rowLabelPlacement(polygon: GeoJsonPolygon, end: 0 | 1 = 0): { lngLat: LngLat; anchor: LabelAnchor } {
  const ring = (polygon.coordinates[0] ?? []) as LngLat[];
  const corners = ring.length > 1 ? ring.slice(0, -1) : ring;
  if (corners.length < 2) return { lngLat: labelPosition(polygon), anchor: end ? 'left' : 'right' };
  const k = metresScale(corners[0]![1]);
  // The long axis: the direction of the ring's longest edge (in metres-ish, longitude shrinks with latitude).
  let axis: LngLat = [1, 0];
  let longest = -1;
  corners.forEach((a, i) => {
    const b = corners[(i + 1) % corners.length]!;
    const d: LngLat = [(b[0] - a[0]) * k, b[1] - a[1]];
    const length = Math.hypot(d[0], d[1]);
    if (length > longest) [longest, axis] = [length, [d[0] / length, d[1] / length]];
  });
  const eastWest = Math.abs(axis[0]) >= Math.abs(axis[1]);
  // Point the axis west (or south) for end 0, east (or north) for end 1, so the largest projection is that end.
  const sign = (eastWest ? -Math.sign(axis[0]) || -1 : -Math.sign(axis[1]) || -1) * (end ? -1 : 1);
  const along = (p: LngLat) => sign * (p[0] * k * axis[0] + p[1] * axis[1]);
  const [a, b] = [...corners].sort((p, q) => along(q) - along(p));
  const anchor: LabelAnchor = eastWest ? (end ? 'left' : 'right') : end ? 'bottom' : 'top';
  return { lngLat: [(a![0] + b![0]) / 2, (a![1] + b![1]) / 2], anchor };
}

/**
 * Where the entrance marker of a section sits: the midpoint of the outline's edge nearest to `inland` (the town's
 * centre), as the beach is entered from the town. The API names the entrance but has no position for it.
 */
export function entrancePosition(polygon: GeoJsonPolygon, inland: LngLat | undefined): LngLat {
  const ring = (polygon.coordinates[0] ?? []) as LngLat[];
  if (!inland || ring.length < 2) return labelPosition(polygon);
  const k = metresScale(inland[1]);
  let best = labelPosition(polygon);
  let bestDistance = Infinity;
  for (let i = 0; i + 1 < ring.length; i++) {
    const [a, b] = [ring[i]!, ring[i + 1]!];
    const mid: LngLat = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const distance = Math.hypot((mid[0] - inland[0]) * k, mid[1] - inland[1]);
    if (distance < bestDistance) [bestDistance, best] = [distance, mid];
  }
  return best;
}

// How far the water drawn beyond a beach reaches, and how far past the beach's ends, in metres: past the edges of
// the view at the city level (zoom 12 and closer, about 16 km across), short of the far shore of the Lübeck Bay.
const SEA_DEPTH_M = 12_000;
const SEA_OVERHANG_M = 8_000;
const METRES_PER_DEGREE = 111_320;

/** Local metres around `inland` (east, north), so directions and lengths are true, and back. */
function localFrame(inland: LngLat) {
  const k = metresScale(inland[1]);
  const toXY = ([lng, lat]: LngLat): LngLat => [
    (lng - inland[0]) * k * METRES_PER_DEGREE,
    (lat - inland[1]) * METRES_PER_DEGREE,
  ];
  const toLngLat = ([x, y]: LngLat): LngLat => [
    +(inland[0] + x / (k * METRES_PER_DEGREE)).toFixed(7),
    +(inland[1] + y / METRES_PER_DEGREE).toFixed(7),
  ];
  return { toXY, toLngLat };
}

const cornersOf = (polygon: GeoJsonPolygon): LngLat[] => {
  const ring = (polygon.coordinates[0] ?? []) as LngLat[];
  return ring.length > 1 ? ring.slice(0, -1) : ring;
};

/**
 * A beach's shore in local metres around `inland` (the town's centre): its long axis and the unit normal pointing
 * to the sea. Beach outlines are drawn along the real shore, so the long side is taken as the waterline, and the sea
 * side is the one away from the town. Undefined without a town or with fewer than three corners.
 */
function shoreOf(polygon: GeoJsonPolygon, inland: LngLat | undefined) {
  const corners = cornersOf(polygon);
  if (!inland || corners.length < 3) return undefined;
  const frame = localFrame(inland);
  const points = corners.map(frame.toXY);
  let axis: LngLat = [1, 0];
  let longest = -1;
  points.forEach((a, i) => {
    const b = points[(i + 1) % points.length]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (length > longest) [longest, axis] = [length, [(b[0] - a[0]) / length, (b[1] - a[1]) / length]];
  });
  let normal: LngLat = [-axis[1], axis[0]];
  const centre = points.reduce<LngLat>(
    (sum, p) => [sum[0] + p[0] / points.length, sum[1] + p[1] / points.length],
    [0, 0],
  );
  // The town is at the origin: the sea lies on the side of the beach away from it.
  if (centre[0] * normal[0] + centre[1] * normal[1] < 0) normal = [-normal[0], -normal[1]];
  return { ...frame, points, axis, normal };
}

/**
 * The water beside a beach, for the close levels where the 1:10m coastline is a kilometre off: the beach's seaward
 * side is taken as the waterline (see shoreOf). Returns a band of water from that line outwards, or undefined without
 * a town.
 */
export function seaBeside(polygon: GeoJsonPolygon, inland: LngLat | undefined): GeoJsonPolygon | undefined {
  const shore = shoreOf(polygon, inland);
  if (!shore) return undefined;
  const { points, axis, normal, toLngLat } = shore;
  const along = points.map((p) => p[0] * axis[0] + p[1] * axis[1]);
  const across = points.map((p) => p[0] * normal[0] + p[1] * normal[1]);
  const [from, to] = [Math.min(...along), Math.max(...along)];
  const overhang = Math.max(SEA_OVERHANG_M, to - from);
  const waterline = Math.max(...across);
  const at = (u: number, v: number): LngLat => toLngLat([u * axis[0] + v * normal[0], u * axis[1] + v * normal[1]]);
  const band = [
    at(from - overhang, waterline),
    at(to + overhang, waterline),
    at(to + overhang, waterline + SEA_DEPTH_M),
    at(from - overhang, waterline + SEA_DEPTH_M),
  ];
  return { type: 'Polygon', coordinates: [[...band, band[0]!]] };
}

// A row counts as the one at the water only this far (metres) seaward of every other row: rows running towards the
// water (side by side along it) are nearly level, and then no row is nearest the sea.
const SEA_ROW_MARGIN_M = 2;

/**
 * The row nearest the sea (issue 30: "nothing says which row is nearest the sea"): the row whose centre lies furthest
 * towards the water drawn beside the beach (`shore`, the beach's outline, else the section's; see shoreOf), measured
 * across the shore. Undefined when that is not known: no town, fewer than two rows with an outline, or no row clearly
 * ahead of the others.
 */
export function rowNearestSea(
  rows: readonly { id: number; geoJson?: unknown }[],
  shore: unknown,
  inland: LngLat | undefined,
): number | undefined {
  if (!isValidPolygon(shore)) return undefined;
  const frame = shoreOf(shore, inland);
  if (!frame) return undefined;
  const seaward = rows.flatMap((row) => {
    if (!isValidPolygon(row.geoJson)) return [];
    const corners = cornersOf(row.geoJson).map(frame.toXY);
    const centre = corners.reduce<LngLat>(
      (sum, p) => [sum[0] + p[0] / corners.length, sum[1] + p[1] / corners.length],
      [0, 0],
    );
    return [{ id: row.id, out: centre[0] * frame.normal[0] + centre[1] * frame.normal[1] }];
  });
  if (seaward.length < 2) return undefined;
  const [first, second] = [...seaward].sort((a, b) => b.out - a.out);
  return first!.out - second!.out >= SEA_ROW_MARGIN_M ? first!.id : undefined;
}

/** The water beside each beach (see seaBeside), as polygons drawn under the places. */
export function seaOf(beaches: readonly { geometry: GeoJsonPolygon }[], inland: LngLat | undefined): ScenePolygon[] {
  return beaches.flatMap((beach, index) => {
    const sea = seaBeside(beach.geometry, inland);
    return sea ? [{ id: `sea-${index}`, name: '', kind: 'sea' as const, geometry: sea }] : [];
  });
}
