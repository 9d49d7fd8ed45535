import type { MapOptions } from 'maplibre-gl';

// maplibre-gl 6 does not re-export the style-spec types, so they are derived from its public MapOptions.
export type StyleSpecification = Exclude<MapOptions['style'], string | undefined>;
type LayerSpecification = StyleSpecification['layers'][number];
type LayerOfType<T extends LayerSpecification['type']> = Extract<LayerSpecification, { type: T }>;
type SourceSpecification = StyleSpecification['sources'][string];

/** One GeoJSON source for the polygons of every level (regions, beaches, sections, rows, outlines). */
export const SHAPES_SOURCE_ID = 'shapes';

export const seaLayer: LayerOfType<'background'> = {
  id: 'sea',
  type: 'background',
  paint: { 'background-color': '#cfe6f5' },
};

export const shapesSource: SourceSpecification = {
  type: 'geojson',
  data: { type: 'FeatureCollection', features: [] },
};

export const shapeFillLayer: LayerOfType<'fill'> = {
  id: 'shape-fill',
  type: 'fill',
  source: SHAPES_SOURCE_ID,
  paint: {
    'fill-color': [
      'match',
      ['get', 'kind'],
      'region',
      '#f3e6c4',
      'beach',
      '#f6dfa0',
      'row',
      '#fbe9c0',
      'section',
      '#f8d98a',
      '#ffffff',
    ],
    'fill-opacity': ['match', ['get', 'kind'], 'outline', 0.15, 0.85],
  },
};

export const shapeLineLayer: LayerOfType<'line'> = {
  id: 'shape-line',
  type: 'line',
  source: SHAPES_SOURCE_ID,
  paint: {
    'line-color': ['match', ['get', 'kind'], 'outline', '#ed6b17', '#233f91'],
    'line-width': ['match', ['get', 'kind'], 'outline', 3, 1.5],
  },
};

/** Layers that drill down when clicked. */
export const CLICKABLE_LAYER_ID = shapeFillLayer.id;

/**
 * The built-in style: no tile server, glyphs or sprite, so the map fetches nothing.
 * Labels are HTML markers for the same reason (text layers would need glyphs).
 */
export const builtInStyle: StyleSpecification = {
  version: 8,
  sources: { [SHAPES_SOURCE_ID]: shapesSource },
  layers: [seaLayer, shapeFillLayer, shapeLineLayer],
};

/** An optional style with real tiles (VITE_MAP_STYLE_URL); our source and layers are added on top of it. */
export const externalStyleUrl: string | undefined =
  (import.meta.env.VITE_MAP_STYLE_URL as string | undefined) || undefined;
