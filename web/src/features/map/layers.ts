import type { MapOptions } from 'maplibre-gl';

// maplibre-gl 6 does not re-export the style-spec types, so they are derived from its public MapOptions.
export type StyleSpecification = Exclude<MapOptions['style'], string | undefined>;
type LayerSpecification = StyleSpecification['layers'][number];
type LayerOfType<T extends LayerSpecification['type']> = Extract<LayerSpecification, { type: T }>;
type SourceSpecification = StyleSpecification['sources'][string];

/** One GeoJSON source for the polygons of every level (regions, beaches, sections, rows, outlines). */
export const SHAPES_SOURCE_ID = 'shapes';

const SEA = '#cfe6f5';
const LAND = '#ece8d6';
// Natural Earth's 1:10m coast is up to 1.5 km off the seeded beaches: from zoom 11.5 to 12 (past the region level's
// cap of 11) it fades out, the ground turns to land, and the water beside each beach (kind 'sea', scene.ts seaBeside)
// shows where the shore is.
const CLOSE_ZOOM: [number, number] = [11.5, 12];

export const seaLayer: LayerOfType<'background'> = {
  id: 'sea',
  type: 'background',
  paint: { 'background-color': ['interpolate', ['linear'], ['zoom'], CLOSE_ZOOM[0], SEA, CLOSE_ZOOM[1], LAND] },
};

export const shapesSource: SourceSpecification = {
  type: 'geojson',
  data: { type: 'FeatureCollection', features: [] },
};

/** The coast's land (Natural Earth 1:10m, cut at build time): under every level, so the places sit on a real shore. */
export const COAST_SOURCE_ID = 'coast';

export const landLayer: LayerOfType<'fill'> = {
  id: 'land',
  type: 'fill',
  source: COAST_SOURCE_ID,
  paint: { 'fill-color': LAND },
};

export const coastlineLayer: LayerOfType<'line'> = {
  id: 'coastline',
  type: 'line',
  source: COAST_SOURCE_ID,
  paint: {
    'line-color': '#7fa7c4',
    'line-width': ['interpolate', ['linear'], ['zoom'], 6, 0.8, 12, 1.5],
    'line-opacity': ['interpolate', ['linear'], ['zoom'], CLOSE_ZOOM[0], 1, CLOSE_ZOOM[1], 0],
  },
};

/** The water beside the beaches at the close levels. */
export const localSeaLayer: LayerOfType<'fill'> = {
  id: 'local-sea',
  type: 'fill',
  source: SHAPES_SOURCE_ID,
  filter: ['==', ['get', 'kind'], 'sea'],
  paint: { 'fill-color': SEA },
};

// Regions are areas of the map, not the land itself: a light tint and a dashed border.
export const shapeFillLayer: LayerOfType<'fill'> = {
  id: 'shape-fill',
  type: 'fill',
  source: SHAPES_SOURCE_ID,
  filter: ['!=', ['get', 'kind'], 'sea'],
  paint: {
    'fill-color': [
      'case',
      ['==', ['get', 'current'], true],
      '#f5b942',
      [
        'match',
        ['get', 'kind'],
        'region',
        '#233f91',
        'beach',
        '#f6dfa0',
        'row',
        '#fbe9c0',
        'section',
        '#f8d98a',
        '#ffffff',
      ],
    ],
    'fill-opacity': ['match', ['get', 'kind'], 'region', 0.05, 'outline', 0.15, 'row', 0.6, 0.85],
  },
};

export const shapeLineLayer: LayerOfType<'line'> = {
  id: 'shape-line',
  type: 'line',
  source: SHAPES_SOURCE_ID,
  filter: ['!', ['in', ['get', 'kind'], ['literal', ['region', 'sea']]]],
  paint: {
    'line-color': [
      'case',
      ['==', ['get', 'current'], true],
      '#233f91',
      ['match', ['get', 'kind'], 'outline', '#ed6b17', 'row', '#b88a2e', '#233f91'],
    ],
    'line-width': [
      'case',
      ['==', ['get', 'current'], true],
      2.5,
      ['match', ['get', 'kind'], 'outline', 3, 'row', 1, 1.5],
    ],
  },
};

export const regionLineLayer: LayerOfType<'line'> = {
  id: 'region-line',
  type: 'line',
  source: SHAPES_SOURCE_ID,
  filter: ['==', ['get', 'kind'], 'region'],
  paint: { 'line-color': '#233f91', 'line-width': 2, 'line-dasharray': [3, 2], 'line-opacity': 0.8 },
};

/** Our layers over a basemap, bottom to top (a real basemap has its own water, so no local sea). */
export const overlayLayers = [shapeFillLayer, shapeLineLayer, regionLineLayer];

/** Layers that drill down when clicked. */
export const CLICKABLE_LAYER_ID = shapeFillLayer.id;

/**
 * The built-in style: no tile server, glyphs or sprite, so the map fetches nothing.
 * Labels are HTML markers for the same reason (text layers would need glyphs).
 */
export function builtInStyle(land: GeoJSON.FeatureCollection): StyleSpecification {
  return {
    version: 8,
    sources: { [COAST_SOURCE_ID]: { type: 'geojson', data: land }, [SHAPES_SOURCE_ID]: shapesSource },
    layers: [seaLayer, landLayer, coastlineLayer, localSeaLayer, ...overlayLayers],
  };
}

/** An optional style with real tiles (VITE_MAP_STYLE_URL); our source and layers are added on top of it, its own land replaces ours. */
export const externalStyleUrl: string | undefined =
  (import.meta.env.VITE_MAP_STYLE_URL as string | undefined) || undefined;
