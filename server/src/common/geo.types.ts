/** GeoJSON as the API speaks it: [lng, lat] in WGS84. */
export interface GeoJsonPoint {
  type: 'Point';
  coordinates: [number, number];
}
export interface GeoJsonPolygon {
  type: 'Polygon';
  coordinates: [number, number][][];
}
export type GeoJsonGeometry = GeoJsonPoint | GeoJsonPolygon;
