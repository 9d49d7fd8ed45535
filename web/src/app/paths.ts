// Builders for the spec's routes (section 2); names are URL-encoded path segments.
const segment = (value: string) => encodeURIComponent(value);

export type ContentPage = 'imprint' | 'dataprivacy' | 'terms' | 'contact' | 'about' | 'vendor';

export const paths = {
  home: '/',
  search: '/s/',
  content: (page: ContentPage) => `/content/${page}`,
  city: (regionName: string, cityName: string, cityId: number) =>
    `/c/${segment(regionName)}/${segment(cityName)}/${cityId}`,
  region: (regionName: string, regionId: number) => `/r/${segment(regionName)}/${regionId}`,
  beach: (regionName: string, cityName: string, beachName: string, beachId: number) =>
    `/b/${segment(regionName)}/${segment(cityName)}/${segment(beachName)}/${beachId}`,
  section: (regionName: string, cityName: string, sectionName: string, sectionId: number) =>
    `/s/${segment(regionName)}/${segment(cityName)}/${segment(sectionName)}/${sectionId}`,
  sectionExtras: (regionName: string, cityName: string, sectionName: string, sectionId: number) =>
    `/s/${segment(regionName)}/${segment(cityName)}/${segment(sectionName)}/${sectionId}/extras`,
  row: (regionName: string, cityName: string, sectionName: string, sectionId: number, rowId: number) =>
    `/s/${segment(regionName)}/${segment(cityName)}/${segment(sectionName)}/${sectionId}/${rowId}`,
  // The chair route's first segment is the fixed word "strandkorb" (spec section 2).
  chair: (cityName: string, sectionName: string, sectionId: number, beachChairId: number) =>
    `/s/strandkorb/${segment(cityName)}/${segment(sectionName)}/${sectionId}/${beachChairId}`,
} as const;
