import type { MapOptions } from 'maplibre-gl';

// maplibre-gl 6 does not re-export the style-spec types, so they are derived from its public MapOptions.
export type StyleSpecification = Exclude<MapOptions['style'], string | undefined>;
type LayerSpecification = StyleSpecification['layers'][number];
type LayerOfType<T extends LayerSpecification['type']> = Extract<LayerSpecification, { type: T }>;

export const REGIONS_SOURCE_ID = 'regions';

export const seaLayer: LayerOfType<'background'> = {
  id: 'sea',
  type: 'background',
  paint: { 'background-color': '#cfe6f5' },
};

export const regionFillLayer: LayerOfType<'fill'> = {
  id: 'region-fill',
  type: 'fill',
  source: REGIONS_SOURCE_ID,
  paint: { 'fill-color': '#f3e6c4', 'fill-opacity': 0.85 },
};

export const regionLineLayer: LayerOfType<'line'> = {
  id: 'region-line',
  type: 'line',
  source: REGIONS_SOURCE_ID,
  paint: { 'line-color': '#233f91', 'line-width': 1.5 },
};

/**
 * The built-in style: no tile server, glyphs or sprite, so the map fetches nothing.
 * Labels are HTML markers for the same reason (text layers would need glyphs).
 */
export const builtInStyle: StyleSpecification = {
  version: 8,
  sources: {
    [REGIONS_SOURCE_ID]: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
  },
  layers: [seaLayer, regionFillLayer, regionLineLayer],
};
