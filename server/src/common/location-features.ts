/**
 * The amenities a location has or not, shown as chips in this order (spec storefront section 2). The server's location
 * DTO and the web app (storefront chips, the office's location form) read this one list; it imports nothing, so the
 * web's Vite build can take it as it is.
 */
export const LOCATION_FEATURES = [
  'showers',
  'nude',
  'dogs',
  'pedalBoat',
  'dressingRoom',
  'rentalToys',
  'drinks',
  'wlan',
  'freeMagazine',
  'wc',
  'wheelchairAccess',
  'ice',
  'playground',
  'food',
  'carParking',
  'rentalBikes',
  'sup',
  'baywatch',
  'cardPayment',
] as const;
