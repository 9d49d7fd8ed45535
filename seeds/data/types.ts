// Shapes of the demo data. Coordinates are [lng, lat] (GeoJSON order), WGS84.
export type LngLat = [number, number];
/** A closed ring: first and last position equal. */
export type Ring = LngLat[];

export interface SeedRegion {
  key: string;
  name: string;
  /** Outer ring of the region's polygon. */
  polygon: Ring;
}

export interface SeedCity {
  key: string;
  regionKey: string;
  name: string;
  point: LngLat;
}

export interface SeedBeach {
  key: string;
  cityKey: string;
  name: string;
  polygon: Ring;
}

export interface SeedSection {
  key: string;
  beachKey: string;
  /** Which demo location (and so vendor) runs this section. */
  locationKey: string;
  name: string;
  /** A beach section is a strip of sand of roughly 60-150 m by 20-60 m. */
  polygon: Ring;
  hasSubsections: boolean;
  description: string;
  /** Rows laid out parallel to the waterline; chairs are placed on them by the seed runner. */
  rows: number;
  chairsPerRow: number;
}
