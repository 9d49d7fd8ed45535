import { describe, expect, it } from '@jest/globals';
import type { CityDto, RegionDto } from '../../api/generated';
import { listedRegions, toMapCities, toMapRegions } from './mapData';

const ring = [
  [10, 54],
  [11, 54],
  [11, 55],
  [10, 55],
  [10, 54],
];
const region = (id: number, name: string, extra: Partial<RegionDto> = {}): RegionDto => ({
  id,
  name,
  countryId: 1,
  active: true,
  geoJson: { type: 'Polygon', coordinates: [ring] },
  ...extra,
});
const city = (id: number, name: string, regionId: number, coordinates: number[], active = true): CityDto => ({
  id,
  name,
  regionId,
  active,
  geoJson: { type: 'Point', coordinates },
});

describe('map data for the all-cities level', () => {
  const regions = listedRegions([
    region(1, 'Ostsee'),
    region(2, 'Aus', { active: false }),
    region(3, 'Ausland', { countryId: 34 }),
    region(4, 'Kaputt', { geoJson: { type: 'Polygon', coordinates: [[[1, 2]]] } }),
  ]);

  it('lists active regions outside the excluded country and draws only valid polygons', () => {
    expect(regions.map((r) => r.id)).toEqual([1, 4]);
    expect(toMapRegions(regions).map((r) => r.id)).toEqual([1]);
  });

  it('keeps active cities with a valid point in a listed region, sorted, with their route', () => {
    const cities = toMapCities(
      [
        city(1, 'Scharbeutz', 1, [10.75, 54.02]),
        city(2, 'Grömitz', 1, [10.96, 54.15]),
        city(3, 'Ungültig', 1, [999, 54]),
        city(4, 'Inaktiv', 1, [10.5, 54.1], false),
        city(5, 'Fremd', 2, [10.5, 54.1]),
        city(6, 'Büsum', 4, [8.86, 54.13]),
      ],
      regions,
    );
    expect(cities).toEqual([
      { id: 6, name: 'Büsum', lngLat: [8.86, 54.13], path: '/c/Kaputt/B%C3%BCsum/6' },
      { id: 2, name: 'Grömitz', lngLat: [10.96, 54.15], path: '/c/Ostsee/Gr%C3%B6mitz/2' },
      { id: 1, name: 'Scharbeutz', lngLat: [10.75, 54.02], path: '/c/Ostsee/Scharbeutz/1' },
    ]);
  });
});
