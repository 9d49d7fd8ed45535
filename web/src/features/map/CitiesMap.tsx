import { type GeoJSONSource, Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_CITIES_FIT_PADDING, ALL_CITIES_ZOOM, DEFAULT_CENTER, REGION_ZOOM } from './camera';
import { createCityMarkerElement } from './cityMarker';
import { boundsOf } from './geo';
import { builtInStyle, REGIONS_SOURCE_ID } from './layers';
import { toRegionFeatures, type MapCity, type MapRegion } from './mapData';
import './citiesMap.css';

// A bundler does not emit maplibre's worker beside its code, so the map is told where the emitted copy is.
setWorkerUrl(workerUrl);

export type CitiesMapProps = {
  regions: readonly MapRegion[];
  cities: readonly MapCity[];
  onSelectCity: (city: MapCity) => void;
};

/** The all-cities map: region polygons as layers, each city as an HTML marker. Loaded lazily. */
export default function CitiesMap({ regions, cities, onSelectCity }: CitiesMapProps) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap>();
  const [styleLoaded, setStyleLoaded] = useState(false);
  const selectCity = useEffectEvent(onSelectCity);

  useEffect(() => {
    const instance = new MapLibreMap({
      container: containerRef.current!,
      style: builtInStyle,
      center: DEFAULT_CENTER,
      zoom: ALL_CITIES_ZOOM,
    });
    instance.addControl(new NavigationControl({ showCompass: false }));
    instance.on('load', () => setStyleLoaded(true));
    setMap(instance);
    return () => {
      instance.remove();
      setMap(undefined);
      setStyleLoaded(false);
    };
  }, []);

  useEffect(() => {
    if (!map || !styleLoaded) return;
    void map.getSource<GeoJSONSource>(REGIONS_SOURCE_ID)?.setData(toRegionFeatures(regions));
  }, [map, styleLoaded, regions]);

  useEffect(() => {
    if (!map) return;
    const markers = cities.map((city) => {
      const element = createCityMarkerElement(city.name, t('map.openCity', { name: city.name }), () =>
        selectCity(city),
      );
      return new Marker({ element, anchor: 'top' }).setLngLat(city.lngLat).addTo(map);
    });
    return () => markers.forEach((marker) => marker.remove());
  }, [map, cities, t]);

  useEffect(() => {
    if (!map) return;
    const bounds = boundsOf(cities.map((city) => city.lngLat));
    // maxZoom: a single city would otherwise be fitted at street level.
    if (bounds) map.fitBounds(bounds, { padding: ALL_CITIES_FIT_PADDING, maxZoom: REGION_ZOOM, animate: false });
  }, [map, cities]);

  return <div ref={containerRef} className="cities-map" data-testid="map" />;
}
