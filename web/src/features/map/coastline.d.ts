// The coast's land, cut from world-atlas at build time by the Vite plugin in web/scripts/coastline.mjs.
declare module 'virtual:coastline' {
  const land: GeoJSON.FeatureCollection<GeoJSON.MultiPolygon>;
  export default land;
}
