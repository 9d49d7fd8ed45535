import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../app/ErrorBoundary';
import { CityList } from './CityList';
import type { MapScene } from './scene';
import { useMapStart, type MapStart } from './useMapStart';
import './map.css';

// maplibre-gl is large: it is only fetched when a map is actually shown.
const SceneMap = lazy(() => import('./SceneMap'));

type Props = { scene: MapScene; onNavigate: (path: string) => void; loadFailed?: boolean; start?: MapStart };

/** The map of the current level, with its list alternative; `start` says when maplibre boots (useMapStart). */
export function MapArea({ scene, onNavigate, loadFailed = false, start = 'now' }: Props) {
  const { t } = useTranslation();
  const map = useMapStart(start);
  // The markers double as the list: cities, labels and chairs, each a link to where the map would go.
  const places = useMemo(
    () =>
      scene.markers.flatMap((marker, index) =>
        // The entrance is a named point, not a place to go: the section detail names it.
        marker.kind === 'entrance'
          ? []
          : [{ id: index, name: marker.kind === 'chair' ? marker.label : marker.name, path: marker.path }],
      ),
    [scene.markers],
  );
  const title = scene.level === 'cities' ? t('map.cities') : t('map.places');

  // Without WebGL (or if the map chunk fails to load) the list takes the map's place.
  const mapUnavailable = (
    <div className="map-area__fallback">
      <p role="alert">{t('map.unavailable')}</p>
      <CityList title={title} places={places} visuallyHidden={false} />
    </div>
  );

  return (
    <section className="map-area" aria-label={t('map.label')}>
      {loadFailed && (
        <p className="map-area__message" role="alert">
          {t('map.loadFailed')}
        </p>
      )}
      <ErrorBoundary fallback={mapUnavailable}>
        <CityList title={title} places={places} visuallyHidden />
        {map.started ? (
          <Suspense
            fallback={
              <p className="map-area__message" role="status">
                {t('map.loading')}
              </p>
            }
          >
            <SceneMap scene={scene} onNavigate={onNavigate} />
          </Suspense>
        ) : (
          // Not booted yet: the area keeps its size (no layout shift when the map arrives).
          <div className="map-area__idle">
            <button type="button" className="button button--primary" onClick={map.start} data-testid="show-map">
              {t('map.show')}
            </button>
          </div>
        )}
      </ErrorBoundary>
    </section>
  );
}
