import { useEffect, useState } from 'react';

/**
 * When the map boots: `now`; `idle`, once the browser is idle after the first paint (the page's own content, e.g. the
 * chair grid, renders and answers first; maplibre's boot is seconds of main thread on a slow phone); `onDemand`, only
 * when the guest asks (the show-map button, or the page's "back to map" link to #discovery-map).
 */
export type MapStart = 'now' | 'idle' | 'onDemand';

export const MAP_ANCHOR = 'discovery-map';
// The idle callback fires at the latest after this long, so a busy page still gets its map.
const IDLE_TIMEOUT_MS = 3000;

/** True once the map may boot; `start()` boots it at once. A started map stays started. */
export function useMapStart(mode: MapStart): { started: boolean; start: () => void } {
  const [started, setStarted] = useState(mode === 'now' || isMapAnchor());
  // Once 'now' (e.g. the beach's map, before an in-app step to a section), the map stays: set while rendering.
  if (mode === 'now' && !started) setStarted(true);
  const start = () => setStarted(true);
  useEffect(() => {
    if (started || mode === 'now') return undefined;
    const onHash = () => {
      if (isMapAnchor()) setStarted(true);
    };
    window.addEventListener('hashchange', onHash);
    let frame = 0;
    let idle: number | undefined;
    let timer: number | undefined;
    if (mode === 'idle') {
      // Two frames: the first paint of the content is on screen before the idle wait begins.
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => {
          if (typeof window.requestIdleCallback === 'function') {
            idle = window.requestIdleCallback(() => setStarted(true), { timeout: IDLE_TIMEOUT_MS });
          } else {
            timer = window.setTimeout(() => setStarted(true), 200);
          }
        });
      });
    }
    return () => {
      window.removeEventListener('hashchange', onHash);
      cancelAnimationFrame(frame);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, [mode, started]);
  return { started, start };
}

function isMapAnchor(): boolean {
  return typeof window !== 'undefined' && window.location.hash === `#${MAP_ANCHOR}`;
}
