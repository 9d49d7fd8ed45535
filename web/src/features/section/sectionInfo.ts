import type { ImageDto, LocalizedTextDto, OpeningHoursDto, SectionDetailDto } from '../../api/generated';

/**
 * Location details the section view can show. The public section answer does not carry them yet
 * (SectionDetailDto has no images, description, price text, attributes or opening hours); the view shows
 * whatever of them arrives and leaves the rest out.
 */
export type SectionInfo = {
  images: ImageDto[];
  description: string | null;
  locationDescription: string | null;
  priceText: Partial<LocalizedTextDto> | null;
  attributes: Record<string, boolean>;
  openingHours: OpeningHoursDto[];
};

type MaybeRicher = SectionDetailDto & {
  images?: ImageDto[];
  location: SectionDetailDto['location'] & {
    description?: string | null;
    priceText?: Partial<LocalizedTextDto> | null;
    attributes?: Record<string, boolean>;
    openingHours?: OpeningHoursDto[];
    images?: ImageDto[];
  };
};

export function sectionInfoOf(section: SectionDetailDto): SectionInfo {
  const rich = section as MaybeRicher;
  return {
    images: [...(rich.images ?? []), ...(rich.location.images ?? [])],
    description: section.description,
    locationDescription: rich.location.description ?? null,
    priceText: rich.location.priceText ?? null,
    attributes: rich.location.attributes ?? {},
    openingHours: [...(rich.location.openingHours ?? [])].sort((a, b) => a.weekday - b.weekday),
  };
}

// Spec section 2: chips for these attributes when true, in this order.
export const ATTRIBUTE_CHIPS = [
  'showers',
  'nude',
  'dogs',
  'pedalBoat',
  'dressingRoom',
  'rentalToys',
  'drinks',
  'wlan',
  'freeMagazine',
  'wc',
  'wheelchairAccess',
  'ice',
  'playground',
  'food',
  'carParking',
  'rentalBikes',
  'sup',
  'baywatch',
  'cardPayment',
] as const;

export function chipsOf(attributes: Record<string, boolean>): (typeof ATTRIBUTE_CHIPS)[number][] {
  return ATTRIBUTE_CHIPS.filter((key) => attributes[key] === true);
}
