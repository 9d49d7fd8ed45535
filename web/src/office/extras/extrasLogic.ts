import type {
  CreateExtraDto,
  ExtraType,
  ListVendorExtrasApiArg,
  UpdateExtraDto,
  VendorExtraDto,
} from '../api/generated';

// The extras screen's rules: the list query, euro texts ↔ cents, the form ↔ the DTOs, and the server's refusals by field.

export const EXTRA_TYPES: readonly ExtraType[] = [
  'FOOD',
  'BEVERAGES',
  'ALCOHOLIC_BEVERAGES',
  'ACCESSOIRES',
  'TOYS',
  'OTHER',
];
export const VAT_RATES = [19, 7, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** The list call: every extra at once (a vendor has a few dozen), by name, optionally searched and of one type. */
export function extraQueryArgs(search: string, type: ExtraType | ''): ListVendorExtrasApiArg {
  const phrase = search.trim();
  return {
    itemsPerPage: 0,
    orderBy: 'name',
    orderDir: 'ASC',
    ...(phrase ? { search: phrase } : {}),
    ...(type ? { filterBy: 'type', filter: type } : {}),
  };
}

/**
 * Cents of a typed euro amount: "2,50", "2.50", "4,5", "3", "1.234,50", "12 €", "-1" (the server refuses negatives);
 * null when the text is no amount or has more than two decimals.
 */
export function parseEuroCents(text: string): number | null {
  let s = text.replace(/\s|€/g, '');
  if (!s) return null;
  const negative = s.startsWith('-');
  if (negative) s = s.slice(1);
  if (s.includes(',')) s = s.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(s)) s = s.replace(/\./g, ''); // "1.234": a thousands point
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  const [whole, fraction = ''] = s.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

/** Euros on the wire (the DTO's price) to cents, without float drift (4.35 → 435). */
export const eurosToCents = (euros: number): number => Math.round(euros * 100);
export const centsToEuros = (cents: number): number => cents / 100;

/** A price as the form shows it for editing: "4,50" in German, "4.50" in English. */
export function centsToInput(cents: number, language: string): string {
  const text = (cents / 100).toFixed(2);
  return language === 'en' ? text : text.replace('.', ',');
}

export const moneyFormat = (language: string) =>
  new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'de-DE', { style: 'currency', currency: 'EUR' });

/** The form's fields as typed. vatRate '' and locationId '' stand for "by type" and "every location". */
export interface ExtraForm {
  name: string;
  /** The English versions (issue 30 item 9): empty, the English storefront shows the German text. */
  nameEn: string;
  description: string;
  descriptionEn: string;
  price: string;
  type: ExtraType;
  vatRate: '' | '19' | '7' | '0';
  category: string;
  active: boolean;
  locationId: string;
}
export type ExtraField = keyof ExtraForm;
export const EXTRA_FIELDS: readonly ExtraField[] = [
  'name',
  'nameEn',
  'type',
  'price',
  'vatRate',
  'category',
  'description',
  'descriptionEn',
  'locationId',
  'active',
];

export const emptyExtraForm = (): ExtraForm => ({
  name: '',
  nameEn: '',
  description: '',
  descriptionEn: '',
  price: '',
  type: 'FOOD',
  vatRate: '',
  category: '',
  active: true,
  locationId: '',
});

export function extraToForm(extra: VendorExtraDto, language: string): ExtraForm {
  return {
    name: extra.name,
    nameEn: extra.nameEn ?? '',
    description: extra.description ?? '',
    descriptionEn: extra.descriptionEn ?? '',
    price: centsToInput(eurosToCents(extra.price), language),
    type: extra.type,
    vatRate: String(extra.vatRate) as ExtraForm['vatRate'],
    category: extra.category ?? '',
    active: extra.active,
    locationId: extra.locationId === null ? '' : String(extra.locationId),
  };
}

/** The form's own checks (keys of the `extras` texts under `form.errors`); the rest is the server's to refuse. */
export type FormErrorKey = 'nameRequired' | 'priceRequired' | 'priceInvalid' | 'priceNegative';

export function validateExtraForm(form: ExtraForm): Partial<Record<ExtraField, FormErrorKey>> {
  const errors: Partial<Record<ExtraField, FormErrorKey>> = {};
  if (!form.name.trim()) errors.name = 'nameRequired';
  const cents = parseEuroCents(form.price);
  if (!form.price.trim()) errors.price = 'priceRequired';
  else if (cents === null) errors.price = 'priceInvalid';
  else if (cents < 0) errors.price = 'priceNegative';
  return errors;
}

const orNull = (text: string): string | null => text.trim() || null;

/** The create call's body (the form checked first: an unparsable price is 0 here). */
export function formToCreateDto(form: ExtraForm): CreateExtraDto {
  return {
    name: form.name.trim(),
    nameEn: orNull(form.nameEn),
    description: orNull(form.description),
    descriptionEn: orNull(form.descriptionEn),
    price: centsToEuros(parseEuroCents(form.price) ?? 0),
    type: form.type,
    ...(form.vatRate ? { vatRate: Number(form.vatRate) as VatRate } : {}),
    category: orNull(form.category),
    active: form.active,
    ...(form.locationId ? { locationId: Number(form.locationId) } : {}),
  };
}

/**
 * The update call's body: only what changed (a location context may not send locationId: null for an extra it did not
 * move). A new type with the rate left as it was lets the server take the type's rate.
 */
export function formToUpdateDto(form: ExtraForm, before: VendorExtraDto): UpdateExtraDto {
  const next = formToCreateDto(form);
  const dto: UpdateExtraDto = {};
  if (next.name !== before.name) dto.name = next.name;
  if ((next.nameEn ?? null) !== before.nameEn) dto.nameEn = next.nameEn ?? null;
  if ((next.description ?? null) !== before.description) dto.description = next.description ?? null;
  if ((next.descriptionEn ?? null) !== before.descriptionEn) dto.descriptionEn = next.descriptionEn ?? null;
  if (eurosToCents(next.price) !== eurosToCents(before.price)) dto.price = next.price;
  if (next.type !== before.type) dto.type = next.type;
  if (next.vatRate !== undefined && (next.vatRate !== before.vatRate || dto.type)) dto.vatRate = next.vatRate;
  if ((next.category ?? null) !== before.category) dto.category = next.category ?? null;
  if (next.active !== before.active) dto.active = next.active;
  const locationId = next.locationId ?? null;
  if (locationId !== before.locationId) dto.locationId = locationId;
  return dto;
}

const dataOf = (error: unknown): unknown =>
  error && typeof error === 'object' && 'data' in error ? error.data : undefined;

/** The form field a refused server field belongs to ("price", "name"); null: none of the form's (said under `form`). */
export function extraFieldOf(field: string): ExtraField | null {
  const first = field.split('.')[0] ?? field;
  return (EXTRA_FIELDS as readonly string[]).includes(first) ? (first as ExtraField) : null;
}

/** An unknown location (404 for Location): a refusal of the location field, said by the error catalogue. */
export function isUnknownLocation(error: unknown): boolean {
  const data = dataOf(error) as { errorType?: unknown; payload?: { entity?: unknown } } | undefined;
  return data?.errorType === 'ENTITY_NOT_FOUND' && data.payload?.entity === 'Location';
}
