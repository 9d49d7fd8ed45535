import { api } from './baseApi';
export const addTagTypes = ['Region', 'City', 'Beach', 'Section'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listRegions: build.query<ListRegionsApiResponse, ListRegionsApiArg>({
        query: (queryArg) => ({
          url: `/destinations/regions`,
          params: {
            page: queryArg.page,
            itemsPerPage: queryArg.itemsPerPage,
            orderBy: queryArg.orderBy,
            orderDir: queryArg.orderDir,
            search: queryArg.search,
            filterBy: queryArg.filterBy,
            filter: queryArg.filter,
            filters: queryArg.filters,
          },
        }),
        providesTags: ['Region'],
      }),
      listCities: build.query<ListCitiesApiResponse, ListCitiesApiArg>({
        query: (queryArg) => ({
          url: `/destinations/cities`,
          params: {
            page: queryArg.page,
            itemsPerPage: queryArg.itemsPerPage,
            orderBy: queryArg.orderBy,
            orderDir: queryArg.orderDir,
            search: queryArg.search,
            filterBy: queryArg.filterBy,
            filter: queryArg.filter,
            filters: queryArg.filters,
          },
        }),
        providesTags: ['City'],
      }),
      listBeaches: build.query<ListBeachesApiResponse, ListBeachesApiArg>({
        query: (queryArg) => ({
          url: `/destinations/beaches`,
          params: {
            page: queryArg.page,
            itemsPerPage: queryArg.itemsPerPage,
            orderBy: queryArg.orderBy,
            orderDir: queryArg.orderDir,
            search: queryArg.search,
            filterBy: queryArg.filterBy,
            filter: queryArg.filter,
            filters: queryArg.filters,
          },
        }),
        providesTags: ['Beach'],
      }),
      listSections: build.query<ListSectionsApiResponse, ListSectionsApiArg>({
        query: (queryArg) => ({
          url: `/destinations/sections`,
          params: {
            page: queryArg.page,
            itemsPerPage: queryArg.itemsPerPage,
            orderBy: queryArg.orderBy,
            orderDir: queryArg.orderDir,
            search: queryArg.search,
            filterBy: queryArg.filterBy,
            filter: queryArg.filter,
            filters: queryArg.filters,
          },
        }),
        providesTags: ['Section'],
      }),
      searchDestinations: build.query<SearchDestinationsApiResponse, SearchDestinationsApiArg>({
        query: (queryArg) => ({
          url: `/destinations/search`,
          params: {
            q: queryArg.q,
          },
        }),
        providesTags: ['Region', 'City', 'Beach', 'Section'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as api };
export type ListRegionsApiResponse = /** status 200  */ {
  items: RegionDto[];
  total: number;
  page: number;
  itemsPerPage: number;
};
export type ListRegionsApiArg = {
  page?: number;
  itemsPerPage?: number;
  orderBy?: string;
  orderDir?: 'ASC' | 'DESC';
  search?: string;
  filterBy?: string;
  filter?: string;
  filters?: string;
};
export type ListCitiesApiResponse = /** status 200  */ {
  items: CityDto[];
  total: number;
  page: number;
  itemsPerPage: number;
};
export type ListCitiesApiArg = {
  page?: number;
  itemsPerPage?: number;
  orderBy?: string;
  orderDir?: 'ASC' | 'DESC';
  search?: string;
  filterBy?: string;
  filter?: string;
  filters?: string;
};
export type ListBeachesApiResponse = /** status 200  */ {
  items: BeachDto[];
  total: number;
  page: number;
  itemsPerPage: number;
};
export type ListBeachesApiArg = {
  page?: number;
  itemsPerPage?: number;
  orderBy?: string;
  orderDir?: 'ASC' | 'DESC';
  search?: string;
  filterBy?: string;
  filter?: string;
  filters?: string;
};
export type ListSectionsApiResponse = /** status 200  */ {
  items: SectionDto[];
  total: number;
  page: number;
  itemsPerPage: number;
};
export type ListSectionsApiArg = {
  page?: number;
  itemsPerPage?: number;
  orderBy?: string;
  orderDir?: 'ASC' | 'DESC';
  search?: string;
  filterBy?: string;
  filter?: string;
  filters?: string;
};
export type SearchDestinationsApiResponse = /** status 200  */ {
  items: {
    kind: 'REGION' | 'CITY' | 'BEACH' | 'BEACH_SECTION';
    id: number;
    name: string;
    parentId: number | null;
  }[];
};
export type SearchDestinationsApiArg = {
  q: string;
};
export type GeoJsonPolygon = {
  type: 'Polygon';
  coordinates: number[][][];
};
export type RegionDto = {
  id: number;
  name: string;
  countryId: number;
  geoJson: GeoJsonPolygon;
  active: boolean;
};
export type GeoJsonPoint = {
  type: 'Point';
  coordinates: number[];
};
export type CityDto = {
  id: number;
  name: string;
  regionId: number;
  geoJson: GeoJsonPoint;
  active: boolean;
};
export type BeachDto = {
  id: number;
  name: string;
  cityId: number;
  geoJson: GeoJsonPolygon;
  active: boolean;
};
export type SectionDto = {
  id: number;
  name: string;
  beachId: number;
  cityId: number;
  locationId: number;
  publicReference: string;
  hasSubsections: boolean;
  onlineBooking: boolean;
  geoJson: GeoJsonPolygon;
  description: string | null;
};
export const {
  useListRegionsQuery,
  useListCitiesQuery,
  useListBeachesQuery,
  useListSectionsQuery,
  useSearchDestinationsQuery,
} = injectedRtkApi;
