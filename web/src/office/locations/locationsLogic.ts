import type {
  AddressDto,
  BeachChairView,
  LocationAttributesDto,
  LocationDto,
  PaymentMethod,
  UpdateLocationDto,
} from '../api/generated';
import { ATTRIBUTE_CHIPS } from '../../features/section/sectionInfo';

// The locations screen's rules: the location ↔ the form's values, the form's own checks, the server's refusals by field.

/** The amenities shown as chips: the storefront's list (spec storefront section 2, the server's LOCATION_FEATURES). */
export const LOCATION_FEATURES = ATTRIBUTE_CHIPS satisfies readonly (keyof LocationAttributesDto)[];
export type LocationFeature = (typeof LOCATION_FEATURES)[number];

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  'CASH',
  'EC',
  'CARD_TERMINAL',
  'CC',
  'PAYPAL',
  'BANK_TRANSFER',
  'INVOICE',
  'DIRECT_DEBIT',
  'CUSTOM_SEPA',
  'OTHER_STRIPE',
  'STRIPE_BANK_TRANSFER',
  'STRIPE_DIRECT_DEBIT',
  'STRIPE_SOFORT',
  'STRIPE_CREDIT_CARD',
  'STRIPE_PAYPAL',
  'STRIPE_PAYMENT_LINK',
  'EXTERNAL_PP',
];
export const BEACH_CHAIR_VIEWS: readonly BeachChairView[] = ['grid', 'map'];
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const MAX_OPENING_HOURS = 21;

const GERMAN_POSTCODE = /^[0-9]{5}$/;
const ADDRESS_KEYS = ['street', 'houseNumber', 'addition', 'zip', 'city', 'country'] as const;
type AddressKey = (typeof ADDRESS_KEYS)[number];

export interface OpeningHoursRow {
  weekday: string;
  opening: string;
  closing: string;
}

/** The form's values as typed: every text a string ('' for none), the chips as booleans and a list. */
export interface LocationForm {
  name: string;
  entranceName: string;
  description: string;
  descriptionEn: string;
  seasonStart: string;
  seasonEnd: string;
  leadTimeHours: string;
  bookingStartdate: string;
  openingHours: OpeningHoursRow[];
  attributes: Record<LocationFeature, boolean>;
  configuration: { beachChairView: BeachChairView | ''; gridLineBreak: string; paymentMethods: PaymentMethod[] };
  priceText: { de: string; en: string };
  terms: string;
  details: { email: string; telephone: string; website: string };
  address: Record<AddressKey, string>;
}

export function locationToForm(l: LocationDto): LocationForm {
  return {
    name: l.name,
    entranceName: l.entranceName ?? '',
    description: l.description ?? '',
    descriptionEn: l.descriptionEn ?? '',
    seasonStart: l.seasonStart ?? '',
    seasonEnd: l.seasonEnd ?? '',
    leadTimeHours: l.leadTimeHours === null ? '' : String(l.leadTimeHours),
    bookingStartdate: l.bookingStartdate ?? '',
    openingHours: l.openingHours.map((h) => ({ weekday: String(h.weekday), opening: h.opening, closing: h.closing })),
    attributes: Object.fromEntries(LOCATION_FEATURES.map((f) => [f, l.attributes[f] === true])) as Record<
      LocationFeature,
      boolean
    >,
    configuration: {
      beachChairView: l.configuration.beachChairView ?? '',
      gridLineBreak: l.configuration.gridLineBreak === undefined ? '' : String(l.configuration.gridLineBreak),
      paymentMethods: [...(l.configuration.paymentMethods ?? [])],
    },
    priceText: { de: l.priceText.de ?? '', en: l.priceText.en ?? '' },
    terms: l.terms ?? '',
    details: { email: l.details.email ?? '', telephone: l.details.telephone ?? '', website: l.details.website ?? '' },
    address: Object.fromEntries(ADDRESS_KEYS.map((k) => [k, l.address[k] ?? ''])) as Record<AddressKey, string>,
  };
}

const orNull = (text: string): string | null => text.trim() || null;
const has = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/**
 * The update's body. The server merges address, details, priceText, attributes and configuration key by key, so a key
 * is sent when it has a value or when the location had it (to clear it); a price text cleared in one language is sent
 * as '' only if it was there (an absent English text lets the storefront fall back to the German one).
 */
export function formToUpdateDto(form: LocationForm, before: LocationDto): UpdateLocationDto {
  const address: AddressDto = {};
  for (const key of ADDRESS_KEYS) {
    const value = form.address[key].trim();
    if (value) address[key] = key === 'country' ? value.toUpperCase() : value;
    else if (key === 'addition') address.addition = null;
    // zip and country have a pattern: an emptied one cannot be sent, so it stays.
    else if (has(before.address, key) && key !== 'zip' && key !== 'country') address[key] = '';
  }
  const priceText: UpdateLocationDto['priceText'] = {};
  for (const lang of ['de', 'en'] as const) {
    const text = form.priceText[lang];
    if (text.trim() || has(before.priceText, lang)) priceText[lang] = text.trim() ? text : '';
  }
  const { beachChairView, gridLineBreak, paymentMethods } = form.configuration;
  const configuration: NonNullable<UpdateLocationDto['configuration']> = {};
  if (beachChairView) configuration.beachChairView = beachChairView;
  if (gridLineBreak.trim()) configuration.gridLineBreak = Number(gridLineBreak);
  if (paymentMethods.length || has(before.configuration, 'paymentMethods'))
    configuration.paymentMethods = paymentMethods;
  return {
    name: form.name.trim(),
    entranceName: orNull(form.entranceName),
    description: orNull(form.description),
    descriptionEn: orNull(form.descriptionEn),
    seasonStart: orNull(form.seasonStart),
    seasonEnd: orNull(form.seasonEnd),
    leadTimeHours: form.leadTimeHours.trim() ? Number(form.leadTimeHours) : null,
    bookingStartdate: orNull(form.bookingStartdate),
    openingHours: form.openingHours.map((h) => ({
      weekday: Number(h.weekday),
      opening: h.opening,
      closing: h.closing,
    })),
    attributes: { ...form.attributes },
    configuration,
    priceText,
    terms: orNull(form.terms),
    details: {
      email: orNull(form.details.email),
      telephone: orNull(form.details.telephone),
      website: orNull(form.details.website),
    },
    address,
  };
}

/** The form's own checks (keys of the `locations` texts under `errors`); ranges and formats are the server's. */
export type FormErrorKey =
  | 'nameRequired'
  | 'germanPostcode'
  | 'seasonFormat'
  | 'seasonBoth'
  | 'seasonOrder'
  | 'wholeNumber'
  | 'timeFormat'
  | 'closingBeforeOpening'
  | 'hoursOverlap'
  | 'tooManyHours';

const DAY_MONTH = /^(0[1-9]|[12][0-9]|3[01])-(0[1-9]|1[0-2])$/;
const TIME = /^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$/;
const WHOLE = /^-?\d+$/;

/** "DD-MM" as MMDD for comparing (null when not a day of the year). */
const dayOfYear = (text: string): string | null => {
  const m = DAY_MONTH.exec(text);
  return m ? `${m[2]}${m[1]}` : null;
};

/**
 * Opening hours: each row a time HH:mm with the closing after the opening, and on one weekday no two rows overlapping
 * (a lunch break is two rows). Answers the problems by row field ("openingHours.2.closing").
 */
export function validateOpeningHours(rows: OpeningHoursRow[]): Record<string, FormErrorKey> {
  const errors: Record<string, FormErrorKey> = {};
  if (rows.length > MAX_OPENING_HOURS) errors['openingHours.root'] = 'tooManyHours';
  rows.forEach((row, i) => {
    if (!TIME.test(row.opening)) errors[`openingHours.${i}.opening`] = 'timeFormat';
    if (!TIME.test(row.closing)) errors[`openingHours.${i}.closing`] = 'timeFormat';
    else if (TIME.test(row.opening) && row.closing <= row.opening)
      errors[`openingHours.${i}.closing`] = 'closingBeforeOpening';
  });
  rows.forEach((row, i) => {
    if (errors[`openingHours.${i}.opening`] || errors[`openingHours.${i}.closing`]) return;
    const clash = rows.some(
      (other, j) =>
        j < i &&
        other.weekday === row.weekday &&
        !errors[`openingHours.${j}.closing`] &&
        !errors[`openingHours.${j}.opening`] &&
        row.opening < other.closing &&
        other.opening < row.closing,
    );
    if (clash) errors[`openingHours.${i}.opening`] = 'hoursOverlap';
  });
  return errors;
}

/** Every check of the form, by field path (the names the inputs are registered under). */
export function validateLocationForm(form: LocationForm): Record<string, FormErrorKey> {
  const errors: Record<string, FormErrorKey> = {};
  if (!form.name.trim()) errors.name = 'nameRequired';
  const start = form.seasonStart.trim();
  const end = form.seasonEnd.trim();
  if (start && !dayOfYear(start)) errors.seasonStart = 'seasonFormat';
  if (end && !dayOfYear(end)) errors.seasonEnd = 'seasonFormat';
  if (!errors.seasonStart && !errors.seasonEnd) {
    if (!start !== !end) errors[start ? 'seasonEnd' : 'seasonStart'] = 'seasonBoth';
    else if (start && end && dayOfYear(end)! < dayOfYear(start)!) errors.seasonEnd = 'seasonOrder';
  }
  if (form.leadTimeHours.trim() && !WHOLE.test(form.leadTimeHours.trim())) errors.leadTimeHours = 'wholeNumber';
  // A German address's postcode is five digits (the server's rule too); an address with no country is a German one.
  const zip = form.address.zip.trim();
  const country = form.address.country.trim().toUpperCase();
  if (zip && (!country || country === 'DE') && !GERMAN_POSTCODE.test(zip)) errors['address.zip'] = 'germanPostcode';
  const grid = form.configuration.gridLineBreak.trim();
  if (grid && !WHOLE.test(grid)) errors['configuration.gridLineBreak'] = 'wholeNumber';
  return { ...errors, ...validateOpeningHours(form.openingHours) };
}

/** The paths the form's inputs are registered under (besides the opening hours' rows). */
const FORM_PATHS = new Set<string>([
  ...[
    'name',
    'entranceName',
    'description',
    'descriptionEn',
    'seasonStart',
    'seasonEnd',
    'leadTimeHours',
    'bookingStartdate',
    'terms',
  ],
  ...['configuration.beachChairView', 'configuration.gridLineBreak', 'configuration.paymentMethods'],
  ...['priceText.de', 'priceText.en', 'details.email', 'details.telephone', 'details.website'],
  ...ADDRESS_KEYS.map((k) => `address.${k}`),
]);

/** The form path a server message's property names ("priceText.de must be …" → priceText.de); null: none of ours. */
export function fieldOfProperty(property: string): string | null {
  if (/^openingHours\.\d+\.(weekday|opening|closing)$/.test(property)) return property;
  if (property === 'openingHours' || /^openingHours\.\d+$/.test(property)) return 'openingHours.root';
  if (property === 'attributes' || property.startsWith('attributes.')) return 'attributes.root';
  if (property.startsWith('configuration.paymentMethods')) return 'configuration.paymentMethods';
  return FORM_PATHS.has(property) ? property : null;
}
