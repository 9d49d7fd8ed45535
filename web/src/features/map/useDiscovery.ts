import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useGetBeachQuery,
  useGetCityQuery,
  useGetRegionQuery,
  useGetSectionQuery,
  useListBeachesQuery,
  useListCitiesQuery,
  useListRegionsQuery,
  useListSectionsQuery,
  type SectionDetailDto,
} from '../../api/generated';
import { paths } from '../../app/paths';
import { useWidget } from '../widget/useWidget';
import { limitToWidgetRegion } from '../widget/widgetSession';
import { useOwnChairIds, useSectionAvailability, useSectionVendor } from '../section/useSectionData';
import { isValidPoint, type LngLat } from './geo';
import { mapLevelOf, type MapFocus, type MapLevel } from './levels';
import { allCitiesArg, allRegionsArg, listedRegions, toMapCities, toMapRegions } from './mapData';
import { labelsOf, outerPositions, pinStateOf, pointOf, polygonsOf, type MapScene, type SceneMarker } from './scene';

export type PlaceLink = { id: number; name: string; path: string };

/** Names of the places above the focus, for paths and headings. */
export type PlaceChain = {
  region?: { id: number; name: string };
  city?: { id: number; name: string; regionId: number; geoJson: unknown };
  beach?: { id: number; name: string; cityId: number; geoJson: unknown };
  section?: SectionDetailDto;
};

const all = { page: 0, itemsPerPage: 0, orderBy: 'name', orderDir: 'ASC' as const };
const filters = (value: Record<string, unknown>) => JSON.stringify({ active: true, ...value });

/** Loads the places above and below the focus; the map, the level list and the panels all read from it. */
export function useDiscovery(focus: MapFocus) {
  const { t } = useTranslation('section');
  const widget = useWidget();
  const sectionQuery = useGetSectionQuery(focus.level === 'section' ? { id: focus.sectionId } : skipToken);
  const section = sectionQuery.data;
  const beachId = focus.level === 'beach' ? focus.beachId : section?.beachId;
  const beachQuery = useGetBeachQuery(beachId !== undefined ? { id: beachId } : skipToken);
  const cityId = focus.level === 'city' ? focus.cityId : (beachQuery.data?.cityId ?? section?.cityId);
  const cityQuery = useGetCityQuery(cityId !== undefined ? { id: cityId } : skipToken);
  const regionId = focus.level === 'region' ? focus.regionId : cityQuery.data?.regionId;
  const regionQuery = useGetRegionQuery(regionId !== undefined ? { id: regionId } : skipToken);

  const regionsQuery = useListRegionsQuery(focus.level === 'cities' ? allRegionsArg : skipToken);
  const citiesQuery = useListCitiesQuery(
    focus.level === 'cities'
      ? allCitiesArg
      : focus.level === 'region'
        ? { ...all, filters: filters({ regionId: focus.regionId }) }
        : skipToken,
  );
  const beachesQuery = useListBeachesQuery(
    focus.level === 'city' ? { ...all, filters: filters({ cityId: focus.cityId }) } : skipToken,
  );
  const sectionsQuery = useListSectionsQuery(
    focus.level === 'beach'
      ? { ...all, filters: JSON.stringify({ beachId: focus.beachId, onlineBooking: true }) }
      : skipToken,
  );
  const rowId = focus.level === 'section' ? focus.rowId : undefined;
  const availability = useSectionAvailability(section, rowId);
  const vendor = useSectionVendor(section);
  const ownChairs = useOwnChairIds();

  const chain: PlaceChain = {
    region: regionQuery.data,
    city: cityQuery.data,
    beach: beachQuery.data,
    section,
  };
  const regionName = chain.region?.name ?? '-';
  const cityName = chain.city?.name ?? '-';
  const hasSubsections = section?.hasSubsections ?? false;
  const level: MapLevel = mapLevelOf(focus, hasSubsections);
  const beachChairView = vendor.data?.configuration.beachChairView ?? 'grid';

  const children: PlaceLink[] = useMemo(() => {
    switch (focus.level) {
      case 'cities':
        return [];
      case 'region':
        return (citiesQuery.data?.items ?? []).map((c) => ({
          id: c.id,
          name: c.name,
          path: paths.city(regionName, c.name, c.id),
        }));
      case 'city':
        return (beachesQuery.data?.items ?? []).map((b) => ({
          id: b.id,
          name: b.name,
          path: paths.beach(regionName, cityName, b.name, b.id),
        }));
      case 'beach':
        return (sectionsQuery.data?.items ?? []).map((s) => ({
          id: s.id,
          name: s.name,
          path: paths.section(regionName, cityName, s.name, s.id),
        }));
      case 'section':
        return section
          ? section.rows.map((r) => ({
              id: r.id,
              name: r.name,
              path: paths.row(regionName, cityName, section.name, section.id, r.id),
            }))
          : [];
    }
  }, [focus.level, citiesQuery.data, beachesQuery.data, sectionsQuery.data, section, regionName, cityName]);

  const scene: MapScene = useMemo((): MapScene => {
    const key = JSON.stringify(focus) + level;
    // Widget mode: only the widget's region and its cities, no clusters (spec 1).
    const allRegions = limitToWidgetRegion(listedRegions(regionsQuery.data?.items), widget);
    const hideClusters = widget !== null;
    switch (focus.level) {
      case 'cities': {
        const cities = toMapCities(citiesQuery.data?.items, allRegions);
        const polygons = polygonsOf(
          toMapRegions(allRegions).map((r) => ({ ...r, path: paths.region(r.name, r.id) })),
          'region',
        );
        const markers: SceneMarker[] = cities.map((c) => ({
          kind: 'city',
          key: `city-${c.id}`,
          lngLat: c.lngLat,
          name: c.name,
          label: t('map.openCity', { name: c.name }),
          path: c.path,
        }));
        return { level, key: key + cities.length, polygons, markers, fit: cities.map((c) => c.lngLat), hideClusters };
      }
      case 'region': {
        const polygons = polygonsOf(
          chain.region ? [chain.region as { id: number; name: string; geoJson: unknown }] : [],
          'region',
        );
        const markers: SceneMarker[] = (citiesQuery.data?.items ?? []).flatMap((c) => {
          const lngLat = pointOf(c.geoJson);
          return lngLat
            ? [
                {
                  kind: 'city' as const,
                  key: `city-${c.id}`,
                  lngLat,
                  name: c.name,
                  label: t('map.openCity', { name: c.name }),
                  path: paths.city(regionName, c.name, c.id),
                },
              ]
            : [];
        });
        const fit = markers.length ? markers.map((m) => m.lngLat) : outerPositions(polygons);
        return { level, key: key + fit.length, polygons, markers, fit, hideClusters };
      }
      case 'city': {
        const beaches = polygonsOf(
          (beachesQuery.data?.items ?? []).map((b) => ({
            ...b,
            path: paths.beach(regionName, cityName, b.name, b.id),
          })),
          'beach',
        );
        const point = chain.city && isValidPoint(chain.city.geoJson) ? [chain.city.geoJson.coordinates as LngLat] : [];
        const fit = beaches.length ? outerPositions(beaches) : point;
        return {
          level,
          key: key + fit.length,
          polygons: beaches,
          markers: labelsOf(beaches, (n) => t('map.open', { name: n })),
          fit,
        };
      }
      case 'beach': {
        const outline = polygonsOf(chain.beach ? [chain.beach] : [], 'outline');
        const sections = polygonsOf(
          (sectionsQuery.data?.items ?? []).map((s) => ({
            ...s,
            path: paths.section(regionName, cityName, s.name, s.id),
          })),
          'section',
        );
        const fit = sections.length ? outerPositions(sections) : outerPositions(outline);
        return {
          level,
          key: key + fit.length,
          polygons: [...outline, ...sections],
          markers: labelsOf(sections, (n) => t('map.open', { name: n })),
          fit,
        };
      }
      case 'section': {
        if (!section) return { level, key, polygons: [], markers: [], fit: [] };
        const outline = polygonsOf([section], 'outline');
        if (level === 'rows') {
          const rows = polygonsOf(
            section.rows.map((r) => ({ ...r, path: paths.row(regionName, cityName, section.name, section.id, r.id) })),
            'row',
          );
          const fit = rows.length ? outerPositions(rows) : outerPositions(outline);
          return {
            level,
            key: key + fit.length,
            polygons: [...outline, ...rows],
            markers: labelsOf(rows, (n) => t('map.open', { name: n })),
            fit,
          };
        }
        const chairs = availability.data?.rowData ?? [];
        const markers: SceneMarker[] =
          beachChairView === 'map'
            ? chairs.flatMap((chair) => {
                const lngLat = pointOf(chair.geoJson);
                return lngLat
                  ? [
                      {
                        kind: 'chair' as const,
                        key: `chair-${chair.id}`,
                        lngLat,
                        publicNumber: chair.publicNumber,
                        model: chair.model,
                        locked: chair.lockId !== null,
                        state: pinStateOf(chair.state, ownChairs.has(chair.id)),
                        label: t('chairLabel', {
                          number: chair.publicNumber,
                          model: t(`models.${chair.model}`),
                          state: t(`states.${chair.state}`),
                        }),
                        nameAround: [
                          `${t('chairWord')} `,
                          ` (${t(`models.${chair.model}`)}, ${ownChairs.has(chair.id) ? t('tileStates.own') : t(`states.${chair.state}`)})`,
                        ] as [string, string],
                        path: paths.chair(cityName, section.name, section.id, chair.id),
                      },
                    ]
                  : [];
              })
            : [];
        const chairPositions = markers.map((m) => m.lngLat);
        const fit = outerPositions(outline).length ? [...outerPositions(outline), ...chairPositions] : chairPositions;
        return { level, key: key + (fit.length > 0), polygons: outline, markers, fit };
      }
    }
  }, [
    focus,
    level,
    widget,
    regionsQuery.data,
    citiesQuery.data,
    beachesQuery.data,
    sectionsQuery.data,
    section,
    availability.data,
    ownChairs,
    beachChairView,
    chain.region,
    chain.city,
    chain.beach,
    regionName,
    cityName,
    t,
  ]);

  const notFound = [sectionQuery, beachQuery, cityQuery, regionQuery].some(
    (q) => q.isError && 'status' in q.error && q.error.status === 404,
  );
  // Everything the section view shows has answered (or failed): it can appear in one piece.
  const sectionSettled = ![sectionQuery, beachQuery, cityQuery, regionQuery, availability, vendor].some(
    (q) => q.isLoading,
  );
  return { level, chain, children, scene, availability, vendor, beachChairView, notFound, sectionSettled };
}

export type Discovery = ReturnType<typeof useDiscovery>;
