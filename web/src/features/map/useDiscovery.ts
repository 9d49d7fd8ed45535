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
import { useWidgetScope } from '../widget/useWidgetScope';
import { inScope, limitToWidgetRegion, type WidgetScope } from '../widget/widgetSession';
import { useOwnChairIds, useSectionAvailability, useSectionVendor } from '../section/useSectionData';
import { isValidPoint, type LngLat } from './geo';
import { mapLevelOf, type MapFocus, type MapLevel } from './levels';
import { allCitiesArg, allRegionsArg, listedRegions, toMapCities, toMapRegions } from './mapData';
import {
  entrancePosition,
  labelsOf,
  outerPositions,
  pinStateOf,
  pointOf,
  polygonsOf,
  seaOf,
  type MapScene,
  type SceneMarker,
} from './scene';

export type PlaceLink = { id: number; name: string; path: string };

/** Names of the places above the focus, for paths and headings. */
export type PlaceChain = {
  region?: { id: number; name: string };
  city?: { id: number; name: string; regionId: number; geoJson: unknown };
  beach?: { id: number; name: string; cityId: number; geoJson: unknown };
  section?: SectionDetailDto;
};

const NOTHING: WidgetScope = { sectionIds: new Set(), beachIds: new Set(), cityIds: new Set() };
const all = { page: 0, itemsPerPage: 0, orderBy: 'name', orderDir: 'ASC' as const };
const filters = (value: Record<string, unknown>) => JSON.stringify({ active: true, ...value });

/** Loads the places above and below the focus; the map, the level list and the panels all read from it. */
export function useDiscovery(focus: MapFocus) {
  const { t } = useTranslation('section');
  const widget = useWidget();
  const places = useWidgetScope();
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
  // Widget mode lists only the places of the vendor's sections (issue 21); nothing until they are known.
  const scope = places ? (places.scope ?? NOTHING) : undefined;
  const cityItems = useMemo(() => inScope(citiesQuery.data?.items, scope?.cityIds), [citiesQuery.data, scope]);
  const beachItems = useMemo(() => inScope(beachesQuery.data?.items, scope?.beachIds), [beachesQuery.data, scope]);
  const sectionItems = useMemo(
    () => inScope(sectionsQuery.data?.items, scope?.sectionIds),
    [sectionsQuery.data, scope],
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
        return cityItems.map((c) => ({
          id: c.id,
          name: c.name,
          path: paths.city(regionName, c.name, c.id),
        }));
      case 'city':
        return beachItems.map((b) => ({
          id: b.id,
          name: b.name,
          path: paths.beach(regionName, cityName, b.name, b.id),
        }));
      case 'beach':
        return sectionItems.map((s) => ({
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
  }, [focus.level, cityItems, beachItems, sectionItems, section, regionName, cityName]);

  const scene: MapScene = useMemo((): MapScene => {
    const key = JSON.stringify(focus) + level;
    // Widget mode: only the widget's region and its cities, no clusters (spec 1).
    const allRegions = limitToWidgetRegion(
      listedRegions(regionsQuery.data?.items),
      widget && { ...widget, regionId: places?.regionId ?? widget.regionId },
    );
    const hideClusters = widget !== null;
    switch (focus.level) {
      case 'cities': {
        const cities = toMapCities(cityItems, allRegions);
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
        const markers: SceneMarker[] = cityItems.flatMap((c) => {
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
          beachItems.map((b) => ({
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
          polygons: [...seaOf(beaches, point[0]), ...beaches],
          markers: labelsOf(beaches, (n) => t('map.open', { name: n })),
          fit,
        };
      }
      case 'beach': {
        const outline = polygonsOf(chain.beach ? [chain.beach] : [], 'outline');
        const sections = polygonsOf(
          sectionItems.map((s) => ({
            ...s,
            path: paths.section(regionName, cityName, s.name, s.id),
          })),
          'section',
        );
        const fit = sections.length ? outerPositions(sections) : outerPositions(outline);
        return {
          level,
          key: key + fit.length,
          polygons: [...seaOf(outline, pointOf(chain.city?.geoJson)), ...outline, ...sections],
          markers: labelsOf(sections, (n) => t('map.open', { name: n })),
          fit,
        };
      }
      case 'section': {
        if (!section) return { level, key, polygons: [], markers: [], fit: [] };
        const outline = polygonsOf([section], 'outline');
        const sea = seaOf(polygonsOf(chain.beach ? [chain.beach] : [], 'beach'), pointOf(chain.city?.geoJson));
        // Rows with their labels, each opening its row (the rows level and the section level alike).
        const rows = polygonsOf(
          section.rows.map((r) => ({ ...r, path: paths.row(regionName, cityName, section.name, section.id, r.id) })),
          'row',
        ).map((row) => (row.id === `row-${rowId}` ? { ...row, current: true } : row));
        const rowLabels = labelsOf(rows, (n) => t('map.open', { name: n }));
        const entrance: SceneMarker[] =
          section.location.entranceName && section.geoJson
            ? [
                {
                  kind: 'entrance',
                  key: 'entrance',
                  name: section.location.entranceName,
                  lngLat: entrancePosition(section.geoJson, pointOf(chain.city?.geoJson)),
                },
              ]
            : [];
        if (level === 'rows') {
          const fit = rows.length ? outerPositions(rows) : outerPositions(outline);
          return {
            level,
            key: key + fit.length,
            polygons: [...sea, ...outline, ...rows],
            markers: [...entrance, ...rowLabels],
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
        return {
          level,
          key: key + (fit.length > 0),
          polygons: [...sea, ...outline, ...rows],
          markers: [...entrance, ...rowLabels, ...markers],
          fit,
        };
      }
    }
  }, [
    focus,
    level,
    rowId,
    widget,
    places?.regionId,
    regionsQuery.data,
    cityItems,
    beachItems,
    sectionItems,
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
