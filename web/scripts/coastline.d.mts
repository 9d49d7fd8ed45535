import type { Plugin } from 'vite';

export const COAST_BBOX: [west: number, south: number, east: number, north: number];
export function roundRing(ring: number[][]): number[][] | undefined;
export function clipLand(land: GeoJSON.Geometry, bbox?: number[]): GeoJSON.FeatureCollection<GeoJSON.MultiPolygon>;
export function buildCoastline(): GeoJSON.FeatureCollection<GeoJSON.MultiPolygon>;
export function coastlinePlugin(): Plugin;
