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
import { FALLBACK_ZOOM, fitOptions, PIN_TEXT_MIN_ZOOM, withMarkerRoom } from './levels';
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

/** The map's box, a few pixels in: labels keep clear of its edge. */
const EDGE_GAP = 4;

/**
 * Moves overlapping labels (and the entrance) apart, around the chair pins, so every one stays clickable, and inside the
 * map, so none at its edge is cut off. A label whose point has left the view (the guest moved the map) stays put.
 * A city marker's pin stays on its town: only its name moves.
 */
function layoutLabels(map: MapLibreMap, labels: readonly Marker[], pins: readonly Marker[]) {
  const container = map.getContainer();
  const { clientWidth: width, clientHeight: height } = container;
  const inView = (marker: Marker) => {
    const { x, y } = map.project(marker.getLngLat());
    return x >= 0 && y >= 0 && x <= width && y <= height;
  };
  const shown = labels.filter((marker) => marker.getElement().style.display !== 'none');
  shown.forEach((marker) => moveLabel(marker, [0, 0]));
  const movable = shown.filter(inView);
  const area = container.getBoundingClientRect();
  const within: Box = {
    left: area.left + EDGE_GAP,
    top: area.top + EDGE_GAP,
    width: Math.max(0, area.width - 2 * EDGE_GAP),
    height: Math.max(0, area.height - 2 * EDGE_GAP),
  };
  const offsets = declutter(
    movable.map((marker) => boxOf(marker.getElement())),
    pins.map((marker) => boxOf(marker.getElement())),
    within,
  );
  movable.forEach((marker, index) => moveLabel(marker, offsets[index]!));
}

/** Moves a label by `offset`; a city marker's pin is moved back, so it stays on the town's point. */
function moveLabel(marker: Marker, offset: [number, number]) {
  marker.setOffset(offset);
  const pin = marker.getElement().querySelector<HTMLElement>('.city-marker__pin');
  if (pin) pin.style.transform = offset[0] || offset[1] ? `translate(${-offset[0]}px, ${-offset[1]}px)` : '';
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
  const { padding, maxZoom } = fitOptions(scene.level, clientWidth, clientHeight);
  map.fitBounds(bounds, { padding: withMarkerRoom(padding, scene.level), maxZoom, animate: false });
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
                padding: withMarkerRoom(
                  fitOptions('region', map.getContainer().clientWidth, map.getContainer().clientHeight).padding,
                  'region',
                ),
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
      layoutLabels(map, labels, pins);
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
