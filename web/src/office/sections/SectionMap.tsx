import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl, type GeoJSONSource } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import coastline from 'virtual:coastline';
import {
  TerraDraw,
  TerraDrawLineStringMode,
  TerraDrawPointMode,
  TerraDrawPolygonMode,
  TerraDrawSelectMode,
  type GeoJSONStoreFeatures,
} from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import {
  builtInStyle,
  SHAPES_SOURCE_ID,
  shapeFillLayer,
  shapeLineLayer,
  shapesSource,
} from '../../features/map/layers';
import type { GeoJsonPolygon } from '../api/officeApi';
import { toPolygon, type LngLat } from './sectionsLogic';

// A bundler does not emit maplibre's worker beside its code, so the map is told where the emitted copy is.
setWorkerUrl(workerUrl);

/**
 * What a click on the map does: edit the outline (draw it when there is none), pick a point, draw a line, or draw a
 * row's own outline (a polygon handed over, not kept in the drawing).
 */
export type MapTool = 'outline' | 'chair' | 'line' | 'row' | 'none';

export interface MapChair {
  id: number;
  label: string;
  lngLat: LngLat;
}

interface Props {
  label: string;
  outline: GeoJsonPolygon | null;
  /** Shown for orientation (the beach while a new section is drawn). */
  context?: GeoJsonPolygon | null;
  chairs: MapChair[];
  /** The rows' own outlines, shown under the drawing. */
  rowOutlines?: GeoJsonPolygon[];
  tool: MapTool;
  onOutline: (outline: GeoJsonPolygon) => void;
  onPoint: (lngLat: LngLat) => void;
  onLine: (line: LngLat[]) => void;
  onRowOutline?: (outline: GeoJsonPolygon) => void;
}

const DEFAULT_CENTER: LngLat = [10.75, 54.0];

const ringOf = (polygon: GeoJsonPolygon | null | undefined) =>
  (polygon?.coordinates[0] ?? []).filter((p): p is LngLat => p.length >= 2);

function fitTo(map: MapLibreMap, polygon: GeoJsonPolygon | null | undefined) {
  const ring = ringOf(polygon);
  if (ring.length === 0) return;
  const lngs = ring.map((p) => p[0]);
  const lats = ring.map((p) => p[1]);
  map.fitBounds(
    [
      [Math.min(...lngs), Math.min(...lats)],
      [Math.max(...lngs), Math.max(...lats)],
    ],
    { padding: 40, animate: false, maxZoom: 20 },
  );
}

const outlineFeature = (polygon: GeoJsonPolygon): GeoJSONStoreFeatures => ({
  type: 'Feature',
  geometry: { type: 'Polygon', coordinates: polygon.coordinates },
  properties: { mode: 'polygon' },
});

type IdRef = { current: string | number | undefined };

/** Removes the outline kept under `ref` and adds `polygon` (if any) in its place. */
function replaceOutline(terra: TerraDraw, ref: IdRef, polygon: GeoJsonPolygon | null | undefined) {
  const id = ref.current;
  if (id !== undefined && terra.getSnapshotFeature(id)) terra.removeFeatures([id]);
  ref.current = polygon ? terra.addFeatures([outlineFeature(polygon)])[0]?.id : undefined;
}

/**
 * The section on a MapLibre map with terra-draw: its outline drawn and edited (corners dragged, midpoints insert a
 * corner), the chairs as HTML markers with their numbers, a click for one chair, a line for a row of chairs. The
 * built-in style fetches nothing (no tiles, fonts or glyphs), as on the storefront's map.
 */
export default function SectionMap(props: Props) {
  const { label, outline, context, chairs, rowOutlines, tool, onOutline, onPoint, onLine, onRowOutline } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap>();
  const [draw, setDraw] = useState<TerraDraw>();
  // The outline last seen in the store, so a prop that only echoes an edit does not reset the drawing.
  const shown = useRef<string>('');
  // terra-draw's id of the outline (its store makes the ids).
  const outlineId = useRef<string | number | undefined>(undefined);
  const emitOutline = useEffectEvent(onOutline);
  const emitPoint = useEffectEvent(onPoint);
  const emitLine = useEffectEvent(onLine);
  const emitRowOutline = useEffectEvent((polygon: GeoJsonPolygon) => onRowOutline?.(polygon));
  const drawingRow = useEffectEvent(() => tool === 'row');

  useEffect(() => {
    const instance = new MapLibreMap({
      container: containerRef.current!,
      style: builtInStyle(coastline),
      center: DEFAULT_CENTER,
      zoom: 15,
      attributionControl: false,
    });
    instance.addControl(new NavigationControl({ showCompass: false }));
    let terra: TerraDraw | undefined;
    instance.on('load', () => {
      if (!instance.getSource(SHAPES_SOURCE_ID)) instance.addSource(SHAPES_SOURCE_ID, shapesSource);
      if (!instance.getLayer(shapeFillLayer.id)) instance.addLayer(shapeFillLayer);
      if (!instance.getLayer(shapeLineLayer.id)) instance.addLayer(shapeLineLayer);
      terra = new TerraDraw({
        adapter: new TerraDrawMapLibreGLAdapter({ map: instance }),
        modes: [
          new TerraDrawPolygonMode(),
          new TerraDrawLineStringMode(),
          new TerraDrawPointMode(),
          new TerraDrawSelectMode({
            flags: {
              polygon: {
                feature: { draggable: false, coordinates: { draggable: true, midpoints: true, deletable: true } },
              },
            },
          }),
        ],
      });
      terra.start();
      terra.on('finish', (id, { mode }) => {
        const feature = terra!.getSnapshotFeature(id);
        if (!feature) return;
        const geometry = feature.geometry;
        if (geometry.type === 'Polygon') {
          const polygon = toPolygon(geometry.coordinates[0] as LngLat[]);
          if (mode === 'polygon' && drawingRow()) {
            // A row's outline goes to its row; the section's outline stays the only polygon in the drawing.
            terra!.removeFeatures([id]);
            if (polygon) emitRowOutline(polygon);
            return;
          }
          if (mode === 'polygon') {
            // Only one outline: a freshly drawn polygon replaces the one before, and is then edited in select mode.
            if (outlineId.current !== undefined && outlineId.current !== id)
              replaceOutline(terra!, outlineId, undefined);
            outlineId.current = id;
            terra!.setMode('select');
            terra!.selectFeature(id);
          }
          if (polygon) shown.current = JSON.stringify(polygon);
          if (polygon) emitOutline(polygon);
        } else if (geometry.type === 'Point') {
          terra!.removeFeatures([id]);
          emitPoint(geometry.coordinates as LngLat);
        } else if (geometry.type === 'LineString') {
          terra!.removeFeatures([id]);
          emitLine(geometry.coordinates as LngLat[]);
        }
      });
      setDraw(terra);
    });
    setMap(instance);
    return () => {
      terra?.stop();
      instance.remove();
      setMap(undefined);
      setDraw(undefined);
    };
  }, []);

  // The outline from outside (loaded, saved, or cleared for a redraw) replaces the drawing.
  useEffect(() => {
    if (!draw || !map) return;
    const json = outline ? JSON.stringify(outline) : '';
    if (json === shown.current) return;
    shown.current = json;
    replaceOutline(draw, outlineId, outline);
    if (outline) fitTo(map, outline);
  }, [draw, map, outline]);

  useEffect(() => {
    if (!map || !draw) return;
    void map.getSource<GeoJSONSource>(SHAPES_SOURCE_ID)?.setData({
      type: 'FeatureCollection',
      features: [
        ...(context ? [{ type: 'Feature' as const, geometry: context, properties: { kind: 'beach' } }] : []),
        ...(rowOutlines ?? []).map((geometry) => ({ type: 'Feature' as const, geometry, properties: { kind: 'row' } })),
      ],
    });
    if (context && !outline) fitTo(map, context);
    // Only a new context refits; the outline fits itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, draw, context, rowOutlines]);

  useEffect(() => {
    if (!draw) return;
    const id = outlineId.current;
    const hasOutline = id !== undefined && !!draw.getSnapshotFeature(id);
    if (tool === 'chair') draw.setMode('point');
    else if (tool === 'line') draw.setMode('linestring');
    else if (tool === 'row') draw.setMode('polygon');
    else if (tool === 'outline' && !hasOutline) draw.setMode('polygon');
    else {
      draw.setMode('select');
      if (tool === 'outline' && hasOutline) draw.selectFeature(id);
    }
  }, [draw, tool, outline]);

  useEffect(() => {
    if (!map) return;
    const markers = chairs.map((chair) => {
      const element = document.createElement('span');
      element.className = 'section-map__chair';
      element.textContent = chair.label;
      // Clicks go through to the map, so a chair never blocks drawing next to it.
      element.style.pointerEvents = 'none';
      return new Marker({ element }).setLngLat(chair.lngLat).addTo(map);
    });
    return () => markers.forEach((m) => m.remove());
  }, [map, chairs]);

  return (
    <div
      ref={containerRef}
      className="section-map"
      role="region"
      aria-label={label}
      data-tool={tool}
      data-ready={draw ? 'true' : undefined}
    />
  );
}
