/** The amenities the storefront shows as chips: one list for the server and the web app, in common/. */
export { LOCATION_FEATURES } from '../../../common/location-features.js';
