// Land polygons of the German coasts, cut at build time from Natural Earth's 1:10m land (world-atlas, public domain).
// Used by the Vite plugin in vite.config.ts (virtual module `virtual:coastline`) and by build-coastline.mjs.
import bboxClip from '@turf/bbox-clip';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';

/** West, south, east, north: the North Sea and Baltic coast of Germany with room around the seeded regions (8.2°E–14.3°E, 53.8°N–55.1°N), so the all-cities view never reaches the cut edge. */
export const COAST_BBOX = [4.5, 52.6, 16.5, 56.3];
// 4 decimals are about 7 m: far below the 1:10m data's own precision (about 1 km).
const DECIMALS = 4;

const round = (value) => Math.round(value * 10 ** DECIMALS) / 10 ** DECIMALS;

/** A ring with rounded positions and repeats dropped; undefined when fewer than 4 positions remain. */
export function roundRing(ring) {
  const out = [];
  for (const [lng, lat] of ring) {
    const position = [round(lng), round(lat)];
    const last = out[out.length - 1];
    if (!last || last[0] !== position[0] || last[1] !== position[1]) out.push(position);
  }
  return out.length >= 4 ? out : undefined;
}

/** Polygons of `land` (a GeoJSON geometry) inside `bbox`, rounded, as one MultiPolygon feature collection. */
export function clipLand(land, bbox = COAST_BBOX) {
  const polygons = [];
  const parts = land.type === 'MultiPolygon' ? land.coordinates : land.type === 'Polygon' ? [land.coordinates] : [];
  for (const coordinates of parts) {
    const clipped = bboxClip({ type: 'Polygon', coordinates }, bbox).geometry;
    const pieces = clipped.type === 'MultiPolygon' ? clipped.coordinates : [clipped.coordinates];
    for (const piece of pieces) {
      const rings = piece.map(roundRing).filter(Boolean);
      // A hole can survive its outer ring being cut away; only pieces with an outer ring are land.
      if (rings.length && piece[0] && roundRing(piece[0])) polygons.push(rings);
    }
  }
  return {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: { kind: 'land' }, geometry: { type: 'MultiPolygon', coordinates: polygons } },
    ],
  };
}

/** The coast's land as GeoJSON, from world-atlas's land-10m TopoJSON. */
export function buildCoastline() {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/land-10m.json'), 'utf8'));
  const land = feature(topology, topology.objects.land);
  const geometry = land.type === 'FeatureCollection' ? land.features[0].geometry : land.geometry;
  return clipLand(geometry);
}

const VIRTUAL_ID = 'virtual:coastline';

/**
 * Vite plugin: `import land from 'virtual:coastline'` yields the clipped land, computed once per build (no generated
 * file in the repository). Only the lazily loaded map imports it, so it lands in the map's chunk.
 */
export function coastlinePlugin() {
  let source;
  return {
    name: 'strandkorb-coastline',
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return undefined;
      // JSON.parse of a string literal parses faster than the same data as an object literal.
      source ??= `export default JSON.parse(${JSON.stringify(JSON.stringify(buildCoastline()))});`;
      return source;
    },
  };
}
