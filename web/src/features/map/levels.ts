import type { LngLat } from './geo';

/** What the address points at; the map level follows it (spec section 2). */
export type MapFocus =
  | { level: 'cities' }
  | { level: 'region'; regionId: number }
  | { level: 'city'; cityId: number }
  | { level: 'beach'; beachId: number }
  | { level: 'section'; sectionId: number; rowId?: number; beachChairId?: number; extras?: boolean };

export type MapLevel = 'cities' | 'region' | 'city' | 'beach' | 'section' | 'rows';

export type RouteLevel = 'region' | 'city' | 'beach' | 'section' | 'sectionExtras' | 'sectionRow' | 'chair';

const positiveId = (value: string | undefined): number | undefined => {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** The focus of a discovery route from its path parameters; undefined when an id is not a positive integer. */
export function focusFromParams(level: RouteLevel, params: Record<string, string | undefined>): MapFocus | undefined {
  switch (level) {
    case 'region': {
      const regionId = positiveId(params.regionId);
      return regionId === undefined ? undefined : { level, regionId };
    }
    case 'city': {
      const cityId = positiveId(params.cityId);
      return cityId === undefined ? undefined : { level, cityId };
    }
    case 'beach': {
      const beachId = positiveId(params.beachId);
      return beachId === undefined ? undefined : { level, beachId };
    }
    case 'section':
    case 'sectionExtras':
    case 'sectionRow':
    case 'chair': {
      const sectionId = positiveId(params.sectionId);
      if (sectionId === undefined) return undefined;
      if (level === 'section') return { level: 'section', sectionId };
      if (level === 'sectionExtras') return { level: 'section', sectionId, extras: true };
      if (level === 'sectionRow') {
        const rowId = positiveId(params.rowId);
        return rowId === undefined ? undefined : { level: 'section', sectionId, rowId };
      }
      const beachChairId = positiveId(params.beachChairId);
      return beachChairId === undefined ? undefined : { level: 'section', sectionId, beachChairId };
    }
  }
}

/** A section with subsections and no row chosen shows its rows first. */
export function mapLevelOf(focus: MapFocus, hasSubsections = false): MapLevel {
  if (focus.level !== 'section') return focus.level;
  return hasSubsections && focus.rowId === undefined && focus.beachChairId === undefined ? 'rows' : 'section';
}

// Spec section 9: fit padding 100 (region, beach, rows), 200 (city), 300 (section); narrower than 900 px: 10, 20 for the beach.
const FIT_PADDING: Record<MapLevel, number> = {
  cities: 100,
  region: 100,
  city: 200,
  beach: 100,
  section: 300,
  rows: 100,
};
export const NARROW_WIDTH = 900;
// Zoom caps: 8 for all cities, 11 for a region, deeper levels close enough for chair pins and model names (> 18).
const MAX_ZOOM: Record<MapLevel, number> = { cities: 8, region: 11, city: 15, beach: 17, section: 20, rows: 19 };
/** Zoom when a level has a single point or nothing to fit (spec section 9: 15 below the region). */
export const FALLBACK_ZOOM: Record<MapLevel, number> = {
  cities: 8,
  region: 11,
  city: 15,
  beach: 15,
  section: 15,
  rows: 15,
};
export const PIN_TEXT_MIN_ZOOM = 18;

export type FitOptions = { padding: number; maxZoom: number };

export function fitOptions(level: MapLevel, width: number, height: number = width): FitOptions {
  let padding = FIT_PADDING[level];
  if (width < NARROW_WIDTH) padding = level === 'beach' ? 20 : 10;
  // A padding that leaves little room hides what it frames (a short map above the availability panel):
  // a sixth of the smaller side at most.
  padding = Math.max(0, Math.min(padding, Math.floor(Math.min(width, height) / 6)));
  return { padding, maxZoom: MAX_ZOOM[level] };
}

export type FitTarget = { positions: LngLat[]; level: MapLevel };

export type Padding = { top: number; right: number; bottom: number; left: number };

/**
 * Room the markers of a level need around the points and outlines the camera fits, in pixels (issue 30: at 10 px a
 * marker at the map's edge was cut off). Town markers hang from their point (pin above, name below) and clusters are
 * 40 px wide; labels and the entrance sit over their places (layoutLabels moves them inside the map); chair pins are
 * centred on their chair, up to 34 px tall above zoom 18.
 */
const MARKER_ROOM: Record<MapLevel, Padding> = {
  cities: { top: 24, right: 24, bottom: 40, left: 24 },
  region: { top: 24, right: 24, bottom: 40, left: 24 },
  city: { top: 16, right: 16, bottom: 16, left: 16 },
  beach: { top: 16, right: 16, bottom: 16, left: 16 },
  section: { top: 22, right: 22, bottom: 22, left: 22 },
  rows: { top: 16, right: 16, bottom: 16, left: 16 },
};

/** The fit padding on each side: the level's (spec section 9), but at least the room its markers need. */
export function withMarkerRoom(padding: number, level: MapLevel): Padding {
  const room = MARKER_ROOM[level];
  return {
    top: Math.max(padding, room.top),
    right: Math.max(padding, room.right),
    bottom: Math.max(padding, room.bottom),
    left: Math.max(padding, room.left),
  };
}
