// Builders for the spec's routes (section 2); names are URL-encoded path segments.
const segment = (value: string) => encodeURIComponent(value);

export type ContentPage = 'imprint' | 'dataprivacy' | 'terms' | 'contact' | 'about' | 'vendor';

export const paths = {
  home: '/',
  search: '/s/',
  content: (page: ContentPage) => `/content/${page}`,
  city: (regionName: string, cityName: string, cityId: number) =>
    `/c/${segment(regionName)}/${segment(cityName)}/${cityId}`,
} as const;
