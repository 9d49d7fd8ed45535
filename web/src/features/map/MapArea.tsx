import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useListCitiesQuery, useListRegionsQuery } from '../../api/generated';
import { ErrorBoundary } from '../../app/ErrorBoundary';
import { CityList } from './CityList';
import { allCitiesArg, allRegionsArg, listedRegions, toMapCities, toMapRegions, type MapCity } from './mapData';
import './map.css';

// maplibre-gl is large: it is only fetched when a map is actually shown.
const CitiesMap = lazy(() => import('./CitiesMap'));

/** The all-cities level of the map, with its list alternative. */
export function MapArea() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const regionsQuery = useListRegionsQuery(allRegionsArg);
  const citiesQuery = useListCitiesQuery(allCitiesArg);

  const regions = useMemo(() => listedRegions(regionsQuery.data?.items), [regionsQuery.data]);
  const mapRegions = useMemo(() => toMapRegions(regions), [regions]);
  const cities = useMemo(() => toMapCities(citiesQuery.data?.items, regions), [citiesQuery.data, regions]);
  const openCity = (city: MapCity) => void navigate(city.path);

  // Without WebGL (or if the map chunk fails to load) the list takes the map's place.
  const mapUnavailable = (
    <div className="map-area__fallback">
      <p role="alert">{t('map.unavailable')}</p>
      <CityList cities={cities} visuallyHidden={false} />
    </div>
  );

  return (
    <section className="map-area" aria-label={t('map.label')}>
      {(regionsQuery.isError || citiesQuery.isError) && (
        <p className="map-area__message" role="alert">
          {t('map.loadFailed')}
        </p>
      )}
      <ErrorBoundary fallback={mapUnavailable}>
        <CityList cities={cities} visuallyHidden />
        <Suspense
          fallback={
            <p className="map-area__message" role="status">
              {t('map.loading')}
            </p>
          }
        >
          <CitiesMap regions={mapRegions} cities={cities} onSelectCity={openCity} />
        </Suspense>
      </ErrorBoundary>
    </section>
  );
}
