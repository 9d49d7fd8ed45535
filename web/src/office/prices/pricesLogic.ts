import type { BeachChairModel, CreatePriceDto, BulkPriceChangeDto, RateType, VendorPriceDto } from '../api/generated';

// The prices screen's rules: the bulk change (percent or euros, whole cents, never below 0), its preview, and the
// form's values to and from the API's shape (euros on the wire).

export const RATE_TYPES: RateType[] = ['MORNING', 'AFTERNOON', 'DAY', 'MULTI_DAY', 'WEEK', 'SEASON'];
export const HALF_DAY: RateType[] = ['MORNING', 'AFTERNOON'];

export const MODELS: BeachChairModel[] = [
  '2_SEAT_RECLINER',
  '2.5_SEAT_RECLINER',
  'BALTIC_BEACH_CHAIR',
  '2_SEAT_CHAIR',
  '3_SEAT_CHAIR',
  'FULL_RECLINER',
  'BEACH_CHAIR_BED',
  'DAYBED',
  'XL_BEACH_CHAIR',
  'SAUNA',
  'FAMILY_BEACH_CHAIR',
  'XL_BEACH_CHAIR_TURNABLE',
  '2_SEAT_CHAIR_TURNABLE',
];

export type BulkMode = 'percent' | 'amount';

/** A change for every rate of the selected definitions: `value` signed (+10 = ten percent or ten euros more). */
export interface BulkChange {
  mode: BulkMode;
  value: number;
}

/** The new price in euros: whole cents (half a cent up), never below 0. */
export function applyBulk(euros: number, change: BulkChange): number {
  const cents = Math.round(euros * 100);
  const next = change.mode === 'percent' ? cents * (1 + change.value / 100) : cents + change.value * 100;
  // Rounding the float product first to 1e-6 keeps 1,10 € × 1,1 at 121 cents, not 120.99999.
  const whole = Math.round(Math.round(next * 1e6) / 1e6);
  return Math.max(0, whole) / 100;
}

export interface PreviewRow {
  priceId: number;
  rateId: number;
  type: RateType;
  discount: boolean;
  minDays: number | null;
  oldPrice: number;
  newPrice: number;
}

/** Old → new per rate of the selected definitions, in the list's order. */
export function previewRows(prices: VendorPriceDto[], selected: ReadonlySet<number>, change: BulkChange): PreviewRow[] {
  return prices
    .filter((p) => selected.has(p.id))
    .flatMap((p) =>
      p.rates.map((r) => ({
        priceId: p.id,
        rateId: r.id,
        type: r.type,
        discount: r.discount,
        minDays: r.minDays,
        oldPrice: r.price,
        newPrice: applyBulk(r.price, change),
      })),
    );
}

/** The bulk change as the server takes it: the definitions and the signed value, computed there from what is stored. */
export function bulkChangeBody(priceIds: number[], change: BulkChange): BulkPriceChangeDto {
  return { priceIds, mode: change.mode === 'percent' ? 'PERCENT' : 'AMOUNT', value: change.value };
}

/** A euro amount as typed: "12,50", "12.5", "12" → 12.5; null when it is not one (or has more than 2 decimals). */
export function parseEuros(text: string): number | null {
  const t = text.trim().replace(/\s|€/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  return Number(t);
}

/** A signed number as typed for the bulk change ("+10", "-2,5"); null when none. */
export function parseSigned(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^[+-]?\d+(\.\d{1,2})?$/.test(t)) return null;
  return Number(t);
}

export interface RateForm {
  type: RateType;
  price: string;
  discount: boolean;
  timeRange: string;
  minDays: string;
}

export interface PriceForm {
  sectionId: string;
  rowId: string;
  model: string;
  validFrom: string;
  validTo: string;
  rates: RateForm[];
}

const euroText = (euros: number): string => euros.toFixed(2).replace('.', ',');

export const emptyRate = (type: RateType = 'DAY'): RateForm => ({
  type,
  price: '',
  discount: false,
  timeRange: type === 'MORNING' ? '08-13' : type === 'AFTERNOON' ? '13-20' : '',
  minDays: type === 'MULTI_DAY' ? '3' : '',
});

export function formOf(price: VendorPriceDto | null, sectionId?: number): PriceForm {
  if (!price) {
    return {
      sectionId: sectionId ? String(sectionId) : '',
      rowId: '',
      model: '',
      validFrom: '',
      validTo: '',
      rates: [emptyRate('DAY')],
    };
  }
  return {
    sectionId: String(price.sectionId),
    rowId: price.rowId === null ? '' : String(price.rowId),
    model: price.model ?? '',
    validFrom: price.validFrom,
    validTo: price.validTo,
    rates: price.rates.map((r) => ({
      type: r.type,
      price: euroText(r.price),
      discount: r.discount,
      timeRange: r.timeRange ?? '',
      minDays: r.minDays === null ? '' : String(r.minDays),
    })),
  };
}

/** The form's problems found before asking the server, by field ("rates.0.price"); the server decides the rest. */
export function formProblems(form: PriceForm): Record<string, 'required' | 'euros'> {
  const problems: Record<string, 'required' | 'euros'> = {};
  if (!form.sectionId) problems.sectionId = 'required';
  if (!form.validFrom) problems.validFrom = 'required';
  if (!form.validTo) problems.validTo = 'required';
  form.rates.forEach((r, i) => {
    if (parseEuros(r.price) === null) problems[`rates.${i}.price`] = r.price.trim() ? 'euros' : 'required';
  });
  return problems;
}

/** The POST/PUT body of a valid form (formProblems empty). */
export function bodyOf(form: PriceForm): CreatePriceDto {
  return {
    sectionId: Number(form.sectionId),
    rowId: form.rowId ? Number(form.rowId) : null,
    model: form.model ? (form.model as BeachChairModel) : null,
    validFrom: form.validFrom,
    validTo: form.validTo,
    rates: form.rates.map((r) => ({
      type: r.type,
      price: parseEuros(r.price) ?? 0,
      discount: r.discount,
      ...(HALF_DAY.includes(r.type) && r.timeRange.trim() ? { timeRange: r.timeRange.trim() } : {}),
      ...(r.type === 'MULTI_DAY' && r.minDays.trim() ? { minDays: Number(r.minDays) } : {}),
    })),
  };
}

/** The field a server error names: INVALID_INPUT's payload.field, the validation message's first word, PRICE_OVERLAP → validity. */
export function errorField(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const body = data as { errorType?: unknown; payload?: { field?: unknown }; message?: unknown };
  if (body.errorType === 'PRICE_OVERLAP') return 'validFrom';
  if (typeof body.payload?.field === 'string') return body.payload.field.replace(/\[(\d+)\]/g, '.$1');
  const first: unknown = Array.isArray(body.message) ? (body.message as unknown[])[0] : undefined;
  if (typeof first === 'string') return (/^[\w.[\]]+/.exec(first)?.[0] ?? '').replace(/\[(\d+)\]/g, '.$1') || null;
  return null;
}
