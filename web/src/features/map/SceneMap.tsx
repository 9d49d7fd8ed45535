import { type GeoJSONSource, Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import coastline from 'virtual:coastline';
import { DEFAULT_CENTER } from './camera';
import { clusterPoints } from './cluster';
import { boundsOf, type LngLat } from './geo';
import {
  builtInStyle,
  CLICKABLE_LAYER_ID,
  externalStyleUrl,
  overlayLayers,
  SHAPES_SOURCE_ID,
  shapesSource,
} from './layers';
import { declutter, type Box } from './labelLayout';
import { FALLBACK_ZOOM, fitOptions, PIN_TEXT_MIN_ZOOM } from './levels';
import {
  createChairPinElement,
  createClusterElement,
  createEntranceElement,
  createPlaceMarkerElement,
} from './markers';
import { toShapeFeatures, type MapScene } from './scene';
import './citiesMap.css';

// A bundler does not emit maplibre's worker beside its code, so the map is told where the emitted copy is.
setWorkerUrl(workerUrl);

export type SceneMapProps = { scene: MapScene; onNavigate: (path: string) => void };

/** Makes sure our source and layers exist (an external style URL brings its own layers only). */
function ensureLayers(map: MapLibreMap) {
  if (!map.getSource(SHAPES_SOURCE_ID)) map.addSource(SHAPES_SOURCE_ID, shapesSource);
  for (const layer of overlayLayers) if (!map.getLayer(layer.id)) map.addLayer(layer);
}

const boxOf = (element: HTMLElement): Box => {
  const { left, top, width, height } = element.getBoundingClientRect();
  return { left, top, width, height };
};

/** Moves overlapping labels (and the entrance) apart, around the chair pins, so every one stays clickable. */
function layoutLabels(labels: readonly Marker[], pins: readonly Marker[]) {
  const shown = labels.filter((marker) => marker.getElement().style.display !== 'none');
  shown.forEach((marker) => marker.setOffset([0, 0]));
  const offsets = declutter(
    shown.map((marker) => boxOf(marker.getElement())),
    pins.map((marker) => boxOf(marker.getElement())),
  );
  shown.forEach((marker, index) => marker.setOffset(offsets[index]!));
}

function fitScene(map: MapLibreMap, scene: MapScene) {
  const { clientWidth, clientHeight } = map.getContainer();
  const bounds = boundsOf(scene.fit);
  if (!bounds) {
    if (scene.level === 'cities') map.jumpTo({ center: DEFAULT_CENTER, zoom: FALLBACK_ZOOM.cities });
    return;
  }
  const [sw, ne] = bounds;
  if (sw[0] === ne[0] && sw[1] === ne[1]) {
    map.jumpTo({ center: sw, zoom: FALLBACK_ZOOM[scene.level] });
    return;
  }
  map.fitBounds(bounds, { ...fitOptions(scene.level, clientWidth, clientHeight), animate: false });
}

/** The map of one level: polygons as layers, city markers, name labels and chair pins as HTML markers. Loaded lazily. */
export default function SceneMap({ scene, onNavigate }: SceneMapProps) {
  const { t } = useTranslation('section');
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap>();
  const [styleLoaded, setStyleLoaded] = useState(false);
  const navigate = useEffectEvent(onNavigate);

  useEffect(() => {
    const instance = new MapLibreMap({
      container: containerRef.current!,
      style: externalStyleUrl ?? builtInStyle(coastline),
      center: DEFAULT_CENTER,
      zoom: FALLBACK_ZOOM.cities,
    });
    instance.addControl(new NavigationControl({ showCompass: false }));
    instance.on('load', () => {
      ensureLayers(instance);
      setStyleLoaded(true);
    });
    // Polygons drill down on click.
    instance.on('click', CLICKABLE_LAYER_ID, (event) => {
      const path: unknown = event.features?.[0]?.properties?.path;
      if (typeof path === 'string' && path) navigate(path);
    });
    instance.on('mouseenter', CLICKABLE_LAYER_ID, () => (instance.getCanvas().style.cursor = 'pointer'));
    instance.on('mouseleave', CLICKABLE_LAYER_ID, () => (instance.getCanvas().style.cursor = ''));
    // Chair pins show their model name above zoom 18.
    const container = containerRef.current!;
    const updateZoomClass = () =>
      container.classList.toggle('scene-map--detail', instance.getZoom() > PIN_TEXT_MIN_ZOOM);
    instance.on('zoom', updateZoomClass);
    updateZoomClass();
    // Browser tests read the style (layers, sources) from here; only an automated browser gets the handle.
    const testHandle = window as { __sceneMap?: MapLibreMap };
    if (navigator.webdriver) testHandle.__sceneMap = instance;
    setMap(instance);
    return () => {
      if (testHandle.__sceneMap === instance) delete testHandle.__sceneMap;
      instance.remove();
      setMap(undefined);
      setStyleLoaded(false);
    };
  }, []);

  useEffect(() => {
    if (!map || !styleLoaded) return;
    void map.getSource<GeoJSONSource>(SHAPES_SOURCE_ID)?.setData(toShapeFeatures(scene.polygons));
  }, [map, styleLoaded, scene.polygons]);

  useEffect(() => {
    if (!map) return;
    const cityElements = new Map<string, { element: HTMLElement; lngLat: LngLat; path: string; name: string }>();
    const labels: Marker[] = [];
    const pins: Marker[] = [];
    for (const marker of scene.markers) {
      if (marker.kind === 'entrance') {
        labels.push(
          new Marker({ element: createEntranceElement(marker, t('detail.entrance')), anchor: 'bottom' })
            .setLngLat(marker.lngLat)
            .addTo(map),
        );
        continue;
      }
      const select = () => navigate(marker.path);
      const element =
        marker.kind === 'chair'
          ? createChairPinElement(marker, t(`models.${marker.model}`), select)
          : createPlaceMarkerElement(marker, select);
      if (marker.kind === 'city')
        cityElements.set(marker.key, { element, lngLat: marker.lngLat, path: marker.path, name: marker.name });
      const anchor = marker.kind === 'city' ? 'top' : marker.kind === 'label' ? (marker.anchor ?? 'center') : 'center';
      const created = new Marker({ element, anchor }).setLngLat(marker.lngLat).addTo(map);
      (marker.kind === 'chair' ? pins : labels).push(created);
    }
    const markers = [...labels, ...pins];

    // City markers that would overlap are drawn as one cluster; clicking it zooms in on its cities.
    let clusterMarkers: Marker[] = [];
    const recluster = () => {
      clusterMarkers.forEach((marker) => marker.remove());
      clusterMarkers = [];
      const points = [...cityElements].map(([key, city]) => {
        const { x, y } = map.project(city.lngLat);
        return { key, x, y };
      });
      for (const cluster of clusterPoints(points)) {
        const members = cluster.keys.map((key) => cityElements.get(key)!);
        const single = members.length === 1;
        members.forEach((member) => (member.element.style.display = single ? '' : 'none'));
        if (single) continue;
        const bounds = boundsOf(members.map((member) => member.lngLat))!;
        const element = createClusterElement(
          members.length,
          t('map.openCluster', { count: members.length, names: members.map((member) => member.name).join(', ') }),
          () => {
            const [sw, ne] = bounds;
            if (sw[0] === ne[0] && sw[1] === ne[1]) navigate(members[0]!.path);
            else
              map.fitBounds(bounds, {
                padding: fitOptions('region', map.getContainer().clientWidth, map.getContainer().clientHeight).padding,
                maxZoom: FALLBACK_ZOOM.city,
              });
          },
        );
        clusterMarkers.push(new Marker({ element }).setLngLat(map.unproject([cluster.x, cluster.y])).addTo(map));
      }
    };
    const clustered = cityElements.size > 1 && !scene.hideClusters;
    // Clusters first (they hide city markers), then the labels left are moved apart.
    const relayout = () => {
      if (clustered) recluster();
      layoutLabels(labels, pins);
    };
    relayout();
    map.on('moveend', relayout);
    return () => {
      map.off('moveend', relayout);
      clusterMarkers.forEach((marker) => marker.remove());
      markers.forEach((marker) => marker.remove());
    };
  }, [map, scene.markers, scene.hideClusters, t]);

  // The camera fits once per place; new data for the same place (dates, states) keeps the user's view.
  // A resize (the availability panel appearing below the map) fits again until the user moves the map.
  const fitCurrentScene = useEffectEvent((target: MapLibreMap) => fitScene(target, scene));
  useEffect(() => {
    if (!map) return;
    let userMoved = false;
    const fit = () => fitCurrentScene(map);
    const onUserMove = (event: { originalEvent?: unknown }) => {
      if (event.originalEvent) userMoved = true;
    };
    const onResize = () => {
      if (!userMoved) fit();
    };
    fit();
    map.on('movestart', onUserMove);
    map.on('resize', onResize);
    return () => {
      map.off('movestart', onUserMove);
      map.off('resize', onResize);
    };
  }, [map, scene.key, scene.fit.length]);

  return <div ref={containerRef} className="cities-map scene-map" data-testid="map" data-level={scene.level} />;
}
