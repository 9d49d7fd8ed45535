import type { LngLat } from './geo';

// Map constants from spec section 9.
export const DEFAULT_CENTER: LngLat = [10.12, 54.33];
export const ALL_CITIES_ZOOM = 8;
export const REGION_ZOOM = 11;
export const ALL_CITIES_FIT_PADDING = 100;
