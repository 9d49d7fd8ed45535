// The rules of a chair's stop sales and season contract forms: which field a server refusal belongs to, the contract form.

const dataOf = (error: unknown): unknown =>
  error && typeof error === 'object' && 'data' in error ? error.data : undefined;

/**
 * The form field a refusal names, among `fields`: INVALID_INPUT's payload.field, else the validation pipe's first word
 * ("end must be …", "customer.address.zip must …": the last part names the field). Undefined for anything else.
 */
export function chairFieldOf<F extends string>(error: unknown, fields: readonly F[]): F | undefined {
  const data = dataOf(error) as { payload?: { field?: unknown }; message?: unknown } | undefined;
  if (!data) return undefined;
  const messages = Array.isArray(data.message) ? data.message : [data.message];
  const named =
    typeof data.payload?.field === 'string'
      ? data.payload.field
      : typeof messages[0] === 'string'
        ? (/^[\w.]+/.exec(messages[0])?.[0] ?? '')
        : '';
  const last = named.split('.').pop() as F;
  return fields.includes(last) ? last : undefined;
}

/** The bookings a 409 of the season contract names (payload.bookingRefs), else none. */
export function conflictingRefs(error: unknown): string[] {
  const data = dataOf(error) as { errorType?: unknown; payload?: { bookingRefs?: unknown } } | undefined;
  if (data?.errorType !== 'BEACH_CHAIR_ALREADY_BOOKED' || !Array.isArray(data.payload?.bookingRefs)) return [];
  return data.payload.bookingRefs.filter((r): r is string => typeof r === 'string');
}

export interface ContractForm {
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  zip: string;
  city: string;
  /** Euros as typed: "450" or "450,50". */
  price: string;
  paymentMethod: ContractPaymentMethod;
}

/** How a season contract is usually paid (the booking's method; it is paid later in the booking's drawer). */
export const CONTRACT_PAYMENT_METHODS = ['INVOICE', 'BANK_TRANSFER', 'DIRECT_DEBIT', 'CASH', 'EC'] as const;
export type ContractPaymentMethod = (typeof CONTRACT_PAYMENT_METHODS)[number];

export const EMPTY_CONTRACT: ContractForm = {
  firstName: '',
  lastName: '',
  email: '',
  street: '',
  zip: '',
  city: '',
  price: '',
  paymentMethod: 'INVOICE',
};

export type ContractField = Exclude<keyof ContractForm, 'paymentMethod'>;
export const CONTRACT_FIELDS: readonly ContractField[] = [
  'firstName',
  'lastName',
  'email',
  'street',
  'zip',
  'city',
  'price',
];

/** "450", "450,5", "1.234,50" or "450.50" → euros; null when it is no amount with at most two decimals. */
export function parseEuros(text: string): number | null {
  const t = text.trim().replace(/\s|€/g, '');
  if (!t) return null;
  const normal = t.includes(',') ? t.replace(/\./g, '').replace(',', '.') : t;
  if (!/^\d+(\.\d{1,2})?$/.test(normal)) return null;
  return Number(normal);
}

/** What is missing or wrong before the server is asked: every field is needed (the invoice names the customer). */
export function validateContract(form: ContractForm): Partial<Record<ContractField, 'required' | 'email' | 'price'>> {
  const out: Partial<Record<ContractField, 'required' | 'email' | 'price'>> = {};
  for (const field of CONTRACT_FIELDS) if (!form[field].trim()) out[field] = 'required';
  if (!out.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) out.email = 'email';
  if (!out.price && parseEuros(form.price) === null) out.price = 'price';
  return out;
}

/** The body of POST /features/beach_chair/{id}/season_contract. */
export function contractBody(form: ContractForm) {
  return {
    customer: {
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      email: form.email.trim(),
      address: { street: form.street.trim(), zip: form.zip.trim(), city: form.city.trim() },
    },
    price: parseEuros(form.price) ?? 0,
    paymentMethod: form.paymentMethod,
  };
}
