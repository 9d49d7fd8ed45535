import { api } from './baseApi';
export const addTagTypes = ['health', 'destinations'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
        query: () => ({ url: `/health` }),
        providesTags: ['health'],
      }),
      searchDestinations: build.query<SearchDestinationsApiResponse, SearchDestinationsApiArg>({
        query: (queryArg) => ({
          url: `/destinations/search`,
          params: {
            q: queryArg.q,
            onlineBooking: queryArg.onlineBooking,
          },
        }),
        providesTags: ['destinations'],
      }),
      getPublicBeachChair: build.query<GetPublicBeachChairApiResponse, GetPublicBeachChairApiArg>({
        query: (queryArg) => ({ url: `/destinations/beach-chairs/${queryArg.id}` }),
        providesTags: ['destinations'],
      }),
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
            csv: queryArg.csv,
          },
        }),
        providesTags: ['destinations'],
      }),
      createRegion: build.mutation<CreateRegionApiResponse, CreateRegionApiArg>({
        query: (queryArg) => ({ url: `/destinations/regions`, method: 'POST', body: queryArg.createRegionDto }),
        invalidatesTags: ['destinations'],
      }),
      getRegion: build.query<GetRegionApiResponse, GetRegionApiArg>({
        query: (queryArg) => ({ url: `/destinations/regions/${queryArg.id}` }),
        providesTags: ['destinations'],
      }),
      updateRegion: build.mutation<UpdateRegionApiResponse, UpdateRegionApiArg>({
        query: (queryArg) => ({
          url: `/destinations/regions/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.updateRegionDto,
        }),
        invalidatesTags: ['destinations'],
      }),
      deleteRegion: build.mutation<DeleteRegionApiResponse, DeleteRegionApiArg>({
        query: (queryArg) => ({ url: `/destinations/regions/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['destinations'],
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
            csv: queryArg.csv,
          },
        }),
        providesTags: ['destinations'],
      }),
      createCity: build.mutation<CreateCityApiResponse, CreateCityApiArg>({
        query: (queryArg) => ({ url: `/destinations/cities`, method: 'POST', body: queryArg.createCityDto }),
        invalidatesTags: ['destinations'],
      }),
      getCity: build.query<GetCityApiResponse, GetCityApiArg>({
        query: (queryArg) => ({ url: `/destinations/cities/${queryArg.id}` }),
        providesTags: ['destinations'],
      }),
      updateCity: build.mutation<UpdateCityApiResponse, UpdateCityApiArg>({
        query: (queryArg) => ({
          url: `/destinations/cities/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.updateCityDto,
        }),
        invalidatesTags: ['destinations'],
      }),
      deleteCity: build.mutation<DeleteCityApiResponse, DeleteCityApiArg>({
        query: (queryArg) => ({ url: `/destinations/cities/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['destinations'],
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
            csv: queryArg.csv,
          },
        }),
        providesTags: ['destinations'],
      }),
      createBeach: build.mutation<CreateBeachApiResponse, CreateBeachApiArg>({
        query: (queryArg) => ({ url: `/destinations/beaches`, method: 'POST', body: queryArg.createBeachDto }),
        invalidatesTags: ['destinations'],
      }),
      getBeach: build.query<GetBeachApiResponse, GetBeachApiArg>({
        query: (queryArg) => ({ url: `/destinations/beaches/${queryArg.id}` }),
        providesTags: ['destinations'],
      }),
      updateBeach: build.mutation<UpdateBeachApiResponse, UpdateBeachApiArg>({
        query: (queryArg) => ({
          url: `/destinations/beaches/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.updateBeachDto,
        }),
        invalidatesTags: ['destinations'],
      }),
      deleteBeach: build.mutation<DeleteBeachApiResponse, DeleteBeachApiArg>({
        query: (queryArg) => ({ url: `/destinations/beaches/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['destinations'],
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
            csv: queryArg.csv,
          },
        }),
        providesTags: ['destinations'],
      }),
      createSection: build.mutation<CreateSectionApiResponse, CreateSectionApiArg>({
        query: (queryArg) => ({ url: `/destinations/sections`, method: 'POST', body: queryArg.createSectionDto }),
        invalidatesTags: ['destinations'],
      }),
      getSection: build.query<GetSectionApiResponse, GetSectionApiArg>({
        query: (queryArg) => ({ url: `/destinations/sections/${queryArg.id}` }),
        providesTags: ['destinations'],
      }),
      updateSection: build.mutation<UpdateSectionApiResponse, UpdateSectionApiArg>({
        query: (queryArg) => ({
          url: `/destinations/sections/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.updateSectionDto,
        }),
        invalidatesTags: ['destinations'],
      }),
      deleteSection: build.mutation<DeleteSectionApiResponse, DeleteSectionApiArg>({
        query: (queryArg) => ({ url: `/destinations/sections/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['destinations'],
      }),
      listSectionRows: build.query<ListSectionRowsApiResponse, ListSectionRowsApiArg>({
        query: (queryArg) => ({
          url: `/destinations/sections/${queryArg.id}/rows`,
          params: {
            page: queryArg.page,
            itemsPerPage: queryArg.itemsPerPage,
            orderBy: queryArg.orderBy,
            orderDir: queryArg.orderDir,
            search: queryArg.search,
            filterBy: queryArg.filterBy,
            filter: queryArg.filter,
            filters: queryArg.filters,
            csv: queryArg.csv,
          },
        }),
        providesTags: ['destinations'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as api };
export type GetHealthApiResponse = /** status 200  */ HealthDto;
export type GetHealthApiArg = void;
export type SearchDestinationsApiResponse = /** status 200  */ DestinationSearchResultDto;
export type SearchDestinationsApiArg = {
  /** Phrase searched case-insensitively in the names */
  q: string;
  /** Only sections bookable online (and their parents) */
  onlineBooking?: boolean;
};
export type GetPublicBeachChairApiResponse = /** status 200  */ BeachChairSummaryDto;
export type GetPublicBeachChairApiArg = {
  id: number;
};
export type ListRegionsApiResponse =
  /** status 200 One page of the list (or all of it with itemsPerPage=0); text/csv with csv=true */ {
    items: RegionDto[];
    total: number;
    page: number;
    itemsPerPage: number;
  };
export type ListRegionsApiArg = {
  /** Page number, starting at 1 (0 is read as 1) */
  page?: number;
  /** Items per page; 0 means all. Default 25, values above 500 are capped */
  itemsPerPage?: number;
  /** Field to sort by (each list names the fields it allows) */
  orderBy?: string;
  orderDir?: SortDirection;
  /** Case-insensitive phrase searched in the names */
  search?: string;
  /** Field of a single equality filter, used with filter */
  filterBy?: string;
  /** Value of the single filter named by filterBy */
  filter?: string;
  /** JSON object of filters: {"field": value} for equality, {"field": {"not": value}}, {"field": {"in": [values]}} */
  filters?: string;
  /** Answer text/csv instead of JSON */
  csv?: boolean;
};
export type CreateRegionApiResponse = /** status 200  */ RegionDto;
export type CreateRegionApiArg = {
  createRegionDto: CreateRegionDto;
};
export type GetRegionApiResponse = /** status 200  */ RegionDto;
export type GetRegionApiArg = {
  id: number;
};
export type UpdateRegionApiResponse = /** status 200  */ RegionDto;
export type UpdateRegionApiArg = {
  id: number;
  updateRegionDto: UpdateRegionDto;
};
export type DeleteRegionApiResponse = unknown;
export type DeleteRegionApiArg = {
  id: number;
};
export type ListCitiesApiResponse =
  /** status 200 One page of the list (or all of it with itemsPerPage=0); text/csv with csv=true */ {
    items: CityDto[];
    total: number;
    page: number;
    itemsPerPage: number;
  };
export type ListCitiesApiArg = {
  /** Page number, starting at 1 (0 is read as 1) */
  page?: number;
  /** Items per page; 0 means all. Default 25, values above 500 are capped */
  itemsPerPage?: number;
  /** Field to sort by (each list names the fields it allows) */
  orderBy?: string;
  orderDir?: SortDirection;
  /** Case-insensitive phrase searched in the names */
  search?: string;
  /** Field of a single equality filter, used with filter */
  filterBy?: string;
  /** Value of the single filter named by filterBy */
  filter?: string;
  /** JSON object of filters: {"field": value} for equality, {"field": {"not": value}}, {"field": {"in": [values]}} */
  filters?: string;
  /** Answer text/csv instead of JSON */
  csv?: boolean;
};
export type CreateCityApiResponse = /** status 200  */ CityDto;
export type CreateCityApiArg = {
  createCityDto: CreateCityDto;
};
export type GetCityApiResponse = /** status 200  */ CityDto;
export type GetCityApiArg = {
  id: number;
};
export type UpdateCityApiResponse = /** status 200  */ CityDto;
export type UpdateCityApiArg = {
  id: number;
  updateCityDto: UpdateCityDto;
};
export type DeleteCityApiResponse = unknown;
export type DeleteCityApiArg = {
  id: number;
};
export type ListBeachesApiResponse =
  /** status 200 One page of the list (or all of it with itemsPerPage=0); text/csv with csv=true */ {
    items: BeachDto[];
    total: number;
    page: number;
    itemsPerPage: number;
  };
export type ListBeachesApiArg = {
  /** Page number, starting at 1 (0 is read as 1) */
  page?: number;
  /** Items per page; 0 means all. Default 25, values above 500 are capped */
  itemsPerPage?: number;
  /** Field to sort by (each list names the fields it allows) */
  orderBy?: string;
  orderDir?: SortDirection;
  /** Case-insensitive phrase searched in the names */
  search?: string;
  /** Field of a single equality filter, used with filter */
  filterBy?: string;
  /** Value of the single filter named by filterBy */
  filter?: string;
  /** JSON object of filters: {"field": value} for equality, {"field": {"not": value}}, {"field": {"in": [values]}} */
  filters?: string;
  /** Answer text/csv instead of JSON */
  csv?: boolean;
};
export type CreateBeachApiResponse = /** status 200  */ BeachDto;
export type CreateBeachApiArg = {
  createBeachDto: CreateBeachDto;
};
export type GetBeachApiResponse = /** status 200  */ BeachDto;
export type GetBeachApiArg = {
  id: number;
};
export type UpdateBeachApiResponse = /** status 200  */ BeachDto;
export type UpdateBeachApiArg = {
  id: number;
  updateBeachDto: UpdateBeachDto;
};
export type DeleteBeachApiResponse = unknown;
export type DeleteBeachApiArg = {
  id: number;
};
export type ListSectionsApiResponse =
  /** status 200 One page of the list (or all of it with itemsPerPage=0); text/csv with csv=true */ {
    items: SectionDto[];
    total: number;
    page: number;
    itemsPerPage: number;
  };
export type ListSectionsApiArg = {
  /** Page number, starting at 1 (0 is read as 1) */
  page?: number;
  /** Items per page; 0 means all. Default 25, values above 500 are capped */
  itemsPerPage?: number;
  /** Field to sort by (each list names the fields it allows) */
  orderBy?: string;
  orderDir?: SortDirection;
  /** Case-insensitive phrase searched in the names */
  search?: string;
  /** Field of a single equality filter, used with filter */
  filterBy?: string;
  /** Value of the single filter named by filterBy */
  filter?: string;
  /** JSON object of filters: {"field": value} for equality, {"field": {"not": value}}, {"field": {"in": [values]}} */
  filters?: string;
  /** Answer text/csv instead of JSON */
  csv?: boolean;
};
export type CreateSectionApiResponse = /** status 200  */ SectionDto;
export type CreateSectionApiArg = {
  createSectionDto: CreateSectionDto;
};
export type GetSectionApiResponse = /** status 200  */ SectionDetailDto;
export type GetSectionApiArg = {
  id: number;
};
export type UpdateSectionApiResponse = /** status 200  */ SectionDto;
export type UpdateSectionApiArg = {
  id: number;
  updateSectionDto: UpdateSectionDto;
};
export type DeleteSectionApiResponse = unknown;
export type DeleteSectionApiArg = {
  id: number;
};
export type ListSectionRowsApiResponse =
  /** status 200 One page of the list (or all of it with itemsPerPage=0); text/csv with csv=true */ {
    items: RowWithChairsDto[];
    total: number;
    page: number;
    itemsPerPage: number;
  };
export type ListSectionRowsApiArg = {
  id: number;
  /** Page number, starting at 1 (0 is read as 1) */
  page?: number;
  /** Items per page; 0 means all. Default 25, values above 500 are capped */
  itemsPerPage?: number;
  /** Field to sort by (each list names the fields it allows) */
  orderBy?: string;
  orderDir?: SortDirection;
  /** Case-insensitive phrase searched in the names */
  search?: string;
  /** Field of a single equality filter, used with filter */
  filterBy?: string;
  /** Value of the single filter named by filterBy */
  filter?: string;
  /** JSON object of filters: {"field": value} for equality, {"field": {"not": value}}, {"field": {"in": [values]}} */
  filters?: string;
  /** Answer text/csv instead of JSON */
  csv?: boolean;
};
export type HealthDto = {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  redis: 'up' | 'down';
};
export type HierarchyNodeKind = 'REGION' | 'CITY' | 'BEACH' | 'BEACH_SECTION';
export type DestinationNodeDto = {
  kind: HierarchyNodeKind;
  id: number;
  name: string;
  /** Id of the parent node (region of a city, city of a beach, ...) */
  parentId: number | null;
  /** Whether the name itself matched (otherwise it is a parent or child of a match) */
  match: boolean;
};
export type DestinationSearchResultDto = {
  /** Matches with their parents and children, ordered as a tree */
  items: DestinationNodeDto[];
};
export type BeachChairModel =
  | '2_SEAT_RECLINER'
  | '2.5_SEAT_RECLINER'
  | 'BALTIC_BEACH_CHAIR'
  | '2_SEAT_CHAIR'
  | '3_SEAT_CHAIR'
  | 'FULL_RECLINER'
  | 'BEACH_CHAIR_BED'
  | 'DAYBED'
  | 'XL_BEACH_CHAIR'
  | 'SAUNA'
  | 'FAMILY_BEACH_CHAIR'
  | 'XL_BEACH_CHAIR_TURNABLE'
  | '2_SEAT_CHAIR_TURNABLE'
  | 'COMFORT'
  | 'WHEELCHAIR'
  | 'CHILDBEACHCHAIR'
  | 'XXL_BEACH_CHAIR'
  | 'DOG_BEACH_CHAIR'
  | 'FKK_BUDJE'
  | 'NORDORT'
  | 'PREMIUM'
  | 'RETRO';
export type TimeEnum = 'ALL_DAY' | 'HALF_DAY';
export type BeachChairColor =
  | '0'
  | 'silver'
  | 'darkgreen'
  | 'green'
  | 'lightgreen'
  | 'darkblue'
  | 'blue'
  | 'lightblue'
  | 'darkred'
  | 'red'
  | 'lightred'
  | 'white'
  | 'brightyellow'
  | 'yellow'
  | 'darkyellow'
  | 'black'
  | 'brightbrown'
  | 'brown'
  | 'darkbrown'
  | 'beige'
  | 'orange'
  | 'grey'
  | 'purple'
  | 'pink';
export type BeachChairAttributesDto = {
  /** "0" means no colour */
  color: BeachChairColor;
};
export type GeoJsonPoint = {
  type: 'Point';
  /** [lng, lat] */
  coordinates: number[];
};
export type BeachChairSummaryDto = {
  id: number;
  sectionId: number;
  rowId: number | null;
  publicNumber: string;
  model: BeachChairModel;
  timeEnum: TimeEnum;
  lockId: number | null;
  seasonBeachChair: boolean;
  attributes: BeachChairAttributesDto;
  geoJson: GeoJsonPoint | null;
  description: string | null;
  /** Held back by the vendor, not bookable online */
  reserved: boolean;
};
export type GeoJsonPolygon = {
  type: 'Polygon';
  /** Closed linear rings of [lng, lat] pairs; the first ring is the outline */
  coordinates: number[][][];
};
export type RegionDto = {
  id: number;
  name: string;
  countryId: number;
  geoJson: GeoJsonPolygon | null;
  active: boolean;
};
export type SortDirection = 'ASC' | 'DESC';
export type CreateRegionDto = {
  name: string;
  /** Country id (Germany is 1) */
  countryId: number;
  geoJson?: GeoJsonPolygon;
  /** Listed in the storefront (default true) */
  active?: boolean;
};
export type UpdateRegionDto = {
  name?: string;
  /** Country id (Germany is 1) */
  countryId?: number;
  geoJson?: GeoJsonPolygon;
  /** Listed in the storefront (default true) */
  active?: boolean;
};
export type CityDto = {
  id: number;
  name: string;
  regionId: number;
  geoJson: GeoJsonPoint | null;
  active: boolean;
};
export type CreateCityDto = {
  name: string;
  regionId: number;
  /** The town centre, [lng, lat] */
  geoJson?: GeoJsonPoint;
  active?: boolean;
};
export type UpdateCityDto = {
  name?: string;
  regionId?: number;
  /** The town centre, [lng, lat] */
  geoJson?: GeoJsonPoint;
  active?: boolean;
};
export type BeachDto = {
  id: number;
  name: string;
  cityId: number;
  geoJson: GeoJsonPolygon | null;
  active: boolean;
};
export type CreateBeachDto = {
  name: string;
  cityId: number;
  geoJson?: GeoJsonPolygon;
  active?: boolean;
};
export type UpdateBeachDto = {
  name?: string;
  cityId?: number;
  geoJson?: GeoJsonPolygon;
  active?: boolean;
};
export type SectionLocationDto = {
  id: number;
  name: string;
  vendorId: number;
  entranceName: string | null;
  /** Hours after the start of tomorrow before a booking may begin */
  leadTimeHours: number | null;
  /** Season start as DD-MM; null means 1 June */
  seasonStart: string | null;
  /** Season end as DD-MM; null means 31 October of next year */
  seasonEnd: string | null;
  /** Online booking opens on this day */
  bookingStartdate: string | null;
};
export type SectionDto = {
  id: number;
  name: string;
  beachId: number;
  cityId: number;
  locationId: number;
  /** The operating vendor's public reference, used by the public booking calls */
  publicReference: string;
  hasSubsections: boolean;
  onlineBooking: boolean;
  geoJson: GeoJsonPolygon | null;
  description: string | null;
  /** Link to the beach plan */
  beachPlan: string | null;
  location: SectionLocationDto;
};
export type CreateSectionDto = {
  name: string;
  beachId: number;
  /** The vendor location that runs the section */
  locationId: number;
  /** Rows are chosen before chairs (default false) */
  hasSubsections?: boolean;
  /** Bookable in the storefront (default true) */
  onlineBooking?: boolean;
  geoJson?: GeoJsonPolygon;
  description?: string;
  beachPlan?: string;
};
export type RowDto = {
  id: number;
  sectionId: number;
  name: string;
  position: number;
  geoJson: GeoJsonPolygon | null;
};
export type SectionDetailDto = {
  id: number;
  name: string;
  beachId: number;
  cityId: number;
  locationId: number;
  /** The operating vendor's public reference, used by the public booking calls */
  publicReference: string;
  hasSubsections: boolean;
  onlineBooking: boolean;
  geoJson: GeoJsonPolygon | null;
  description: string | null;
  /** Link to the beach plan */
  beachPlan: string | null;
  location: SectionLocationDto;
  rows: RowDto[];
  /** Every active chair of the section, in row order */
  rowData: BeachChairSummaryDto[];
};
export type UpdateSectionDto = {
  name?: string;
  beachId?: number;
  /** The vendor location that runs the section */
  locationId?: number;
  /** Rows are chosen before chairs (default false) */
  hasSubsections?: boolean;
  /** Bookable in the storefront (default true) */
  onlineBooking?: boolean;
  geoJson?: GeoJsonPolygon;
  description?: string;
  beachPlan?: string;
};
export type RowWithChairsDto = {
  id: number;
  sectionId: number;
  name: string;
  position: number;
  geoJson: GeoJsonPolygon | null;
  rowData: BeachChairSummaryDto[];
};
export const {
  useGetHealthQuery,
  useSearchDestinationsQuery,
  useGetPublicBeachChairQuery,
  useListRegionsQuery,
  useCreateRegionMutation,
  useGetRegionQuery,
  useUpdateRegionMutation,
  useDeleteRegionMutation,
  useListCitiesQuery,
  useCreateCityMutation,
  useGetCityQuery,
  useUpdateCityMutation,
  useDeleteCityMutation,
  useListBeachesQuery,
  useCreateBeachMutation,
  useGetBeachQuery,
  useUpdateBeachMutation,
  useDeleteBeachMutation,
  useListSectionsQuery,
  useCreateSectionMutation,
  useGetSectionQuery,
  useUpdateSectionMutation,
  useDeleteSectionMutation,
  useListSectionRowsQuery,
} = injectedRtkApi;
