import type {
  ImageDto,
  LocalizedTextDto,
  LocationAttributesDto,
  OpeningHoursDto,
  SectionDetailDto,
} from '../../api/generated';
import { vendorText } from '../../app/vendorText';
import { LOCATION_FEATURES } from '../../../../server/src/common/location-features';

/** What the section view shows of the section and its location. */
export type SectionInfo = {
  images: ImageDto[];
  description: string | null;
  locationDescription: string | null;
  priceText: Partial<LocalizedTextDto> | null;
  attributes: LocationAttributesDto;
  openingHours: OpeningHoursDto[];
};

/** The descriptions in the UI language (the vendor's English version when set, else the German). */
export function sectionInfoOf(section: SectionDetailDto, language = 'de'): SectionInfo {
  const { location } = section;
  return {
    images: [...section.images, ...location.images],
    description: vendorText(section.description, section.descriptionEn, language),
    locationDescription: vendorText(location.description, location.descriptionEn, language),
    priceText: location.priceText,
    attributes: location.attributes,
    openingHours: [...location.openingHours].sort((a, b) => a.weekday - b.weekday),
  };
}

// Spec section 2: chips for these attributes when true, in this order (the server's list).
export const ATTRIBUTE_CHIPS = LOCATION_FEATURES satisfies readonly (keyof LocationAttributesDto)[];

export function chipsOf(attributes: LocationAttributesDto): (typeof ATTRIBUTE_CHIPS)[number][] {
  return ATTRIBUTE_CHIPS.filter((key) => attributes[key] === true);
}
