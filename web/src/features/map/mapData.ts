import type { CityDto, GeoJsonPolygon, ListCitiesApiArg, ListRegionsApiArg, RegionDto } from '../../api/generated';
import { paths } from '../../app/paths';
import { isValidPoint, isValidPolygon, type LngLat } from './geo';

export type MapRegion = Pick<RegionDto, 'id' | 'name'> & { geoJson: GeoJsonPolygon };
export type MapCity = { id: number; name: string; lngLat: LngLat; path: string };

const activeOnly = JSON.stringify({ active: true });
export const allRegionsArg: ListRegionsApiArg = {
  page: 0,
  itemsPerPage: 0,
  orderBy: 'name',
  orderDir: 'ASC',
  filters: activeOnly,
};
export const allCitiesArg: ListCitiesApiArg = {
  page: 0,
  itemsPerPage: 0,
  orderBy: 'name',
  orderDir: 'ASC',
  filters: activeOnly,
};

// The storefront leaves out regions of this country (spec section 7, destinations lookups).
const EXCLUDED_COUNTRY_ID = 34;

export function listedRegions(regions: readonly RegionDto[] = []): RegionDto[] {
  return regions.filter((region) => region.active && region.countryId !== EXCLUDED_COUNTRY_ID);
}

/** Regions with a drawable polygon; invalid geometry is skipped silently. */
export function toMapRegions(regions: readonly RegionDto[]): MapRegion[] {
  return regions.flatMap(({ id, name, geoJson }) => (isValidPolygon(geoJson) ? [{ id, name, geoJson }] : []));
}

/** Active cities of listed regions with a valid point, sorted by name. */
export function toMapCities(cities: readonly CityDto[] = [], regions: readonly RegionDto[]): MapCity[] {
  const regionNames = new Map(regions.map((region) => [region.id, region.name]));
  const result: MapCity[] = [];
  for (const city of cities) {
    const regionName = regionNames.get(city.regionId);
    if (!city.active || regionName === undefined || !isValidPoint(city.geoJson)) continue;
    result.push({
      id: city.id,
      name: city.name,
      lngLat: city.geoJson.coordinates,
      path: paths.city(regionName, city.name, city.id),
    });
  }
  return result.sort((a, b) => a.name.localeCompare(b.name, 'de'));
}
