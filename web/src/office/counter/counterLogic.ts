import type {
  AvailabilityRowDto,
  BeachChairAvailabilityDto,
  BeachChairModel,
  CreateTillSaleDto,
  OfficePaymentMethod,
  SectionAvailabilityDto,
} from '../api/generated';

// The counter sale's pure rules: what a chair tile shows, which tiles can be picked, the till sale's one request body,
// the totals and the change before the money is taken, the remembered section and till session, the address's preselection.

/** What a tile says at the counter for the chosen day(s). */
export type CounterChairState = 'free' | 'partly' | 'taken' | 'blocked';

export function counterStateOf(chair: BeachChairAvailabilityDto): CounterChairState {
  if (chair.bookable.day) return 'free';
  if (chair.reason === 'STOP_SALE' || chair.reason === 'OUTSIDE_RENTAL_SEASON') return 'blocked';
  if (chair.free) return 'partly';
  return 'taken';
}

/** Only whole days are sold at the counter: a chair is picked when the whole range is free. */
export const canPick = (chair: BeachChairAvailabilityDto): boolean => counterStateOf(chair) === 'free';

export interface CounterTile {
  id: number;
  publicNumber: string;
  model: BeachChairModel;
  state: CounterChairState;
  selected: boolean;
}

export interface CounterRow {
  key: string;
  name: string | null;
  tiles: CounterTile[];
}

/**
 * The section's chairs by row (the rows' order, chairs as the API lists them), each with its state and whether it is
 * in the sale. Chairs without a row come last in a row without name.
 */
export function counterRows(
  availability: Pick<SectionAvailabilityDto, 'rows' | 'rowData'>,
  selected: ReadonlySet<number>,
): CounterRow[] {
  const byRow = new Map<number | null, CounterTile[]>();
  for (const chair of availability.rowData) {
    const list = byRow.get(chair.rowId) ?? [];
    list.push({
      id: chair.id,
      publicNumber: chair.publicNumber,
      model: chair.model,
      state: counterStateOf(chair),
      selected: selected.has(chair.id),
    });
    byRow.set(chair.rowId, list);
  }
  const rows = [...availability.rows].sort((a: AvailabilityRowDto, b: AvailabilityRowDto) => a.position - b.position);
  const result: CounterRow[] = rows
    .filter((row) => byRow.has(row.id))
    .map((row) => ({ key: `row-${row.id}`, name: row.name, tiles: byRow.get(row.id)! }));
  const known = new Set(rows.map((row) => row.id));
  const loose = [...byRow.entries()]
    .filter(([rowId]) => rowId === null || !known.has(rowId))
    .flatMap(([, tiles]) => tiles);
  if (loose.length) result.push({ key: 'row-none', name: null, tiles: loose });
  return result;
}

/** Keeps only chosen chairs that can still be had (after the grid was refreshed, e.g. a chair just taken). */
export function stillPickable(
  selected: ReadonlySet<number>,
  chairs: readonly BeachChairAvailabilityDto[],
): Set<number> {
  const pickable = new Set(chairs.filter(canPick).map((c) => c.id));
  return new Set([...selected].filter((id) => pickable.has(id)));
}

export const COUNTER_PAYMENT_METHODS = [
  'CASH',
  'EC',
  'CARD_TERMINAL',
] as const satisfies readonly OfficePaymentMethod[];
export type CounterPaymentMethod = (typeof COUNTER_PAYMENT_METHODS)[number];

/** First word(s) and last word of a name as typed; a single word is the last name. */
export function splitName(name: string): { firstName: string; lastName: string } | null {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return null;
  const lastName = words.pop() ?? '';
  return { firstName: words.join(' '), lastName };
}

export interface CounterContact {
  email: string;
  street: string;
  zip: string;
  city: string;
}

export interface SaleInput {
  chairs: { id: number }[];
  start: string;
  end: string;
  extras: { extraId: number; amount: number }[];
  name: string;
  /** E-mail and address: with them (and a name) the customer is recorded; without, the name goes into the comment. */
  contact: CounterContact | null;
  paymentMethod: CounterPaymentMethod;
  /** EC: the number on the girocard terminal's slip (required by the server for EC, refused otherwise). */
  ecReceiptNumber?: string;
}

/** The body of `POST /till/sales`: the whole sale in one call (the server books, pays and signs it, or nothing). */
export function tillSaleBody(sessionId: number, input: SaleInput): CreateTillSaleDto {
  const body: CreateTillSaleDto = {
    sessionId,
    chairs: input.chairs.map((c) => ({ beachChairId: c.id, start: input.start, end: input.end })),
    paymentMethod: input.paymentMethod,
  };
  if (input.paymentMethod === 'EC') body.ecReceiptNumber = (input.ecReceiptNumber ?? '').trim();
  const extras = input.extras.filter((e) => e.amount > 0);
  if (extras.length) body.extras = extras;
  const name = splitName(input.name);
  if (name && input.contact) {
    // The server needs both names; a single word is the last name and the first stays as typed (blank → "-").
    body.customer = {
      firstName: name.firstName || '-',
      lastName: name.lastName,
      email: input.contact.email.trim(),
      address: { street: input.contact.street.trim(), zip: input.contact.zip.trim(), city: input.contact.city.trim() },
    };
  } else if (name) body.customerName = input.name.trim();
  return body;
}

/** A new Idempotency-Key (a UUID v4); also where randomUUID is missing (a tablet on plain http in the hut's network). */
export function newSaleKey(
  cryptoApi: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto,
): string {
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The key a sale is sent with: the same sale keeps its key (a retry), another sale gets a new one. */
export function saleKeyFor(
  current: { key: string; sale: string } | null,
  sale: string,
  makeKey: () => string = newSaleKey,
): { key: string; sale: string } {
  return current?.sale === sale ? current : { key: makeKey(), sale };
}

/**
 * The answer was lost or the server failed (no connection, a timeout, a 5xx): the sale may have been made, so it is
 * offered to be sent again with the same key (which answers the sale if it was made). A 4xx refusal wrote nothing.
 */
export function isLostAnswer(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('status' in error)) return false;
  const { status } = error;
  return (
    status === 'FETCH_ERROR' ||
    status === 'TIMEOUT_ERROR' ||
    status === 'PARSING_ERROR' ||
    (typeof status === 'number' && status >= 500)
  );
}

/** One line of the sale before the money is taken: gross cents (VAT included) and the VAT rate in percent. */
export interface PricedLine {
  key: string;
  label: string;
  cents: number;
  vatRate: number;
}

export interface SaleTotals {
  grossCents: number;
  /** Per VAT rate (highest first): the gross and the VAT it includes. */
  byRate: { vatRate: number; grossCents: number; vatCents: number }[];
}

/** The sale's gross and the VAT per rate included in it (VAT = gross × rate / (100 + rate), rounded per rate). */
export function saleTotals(lines: readonly PricedLine[]): SaleTotals {
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + line.cents);
  return {
    grossCents: lines.reduce((sum, line) => sum + line.cents, 0),
    byRate: [...byRate.entries()]
      .sort(([a], [b]) => b - a)
      .map(([vatRate, grossCents]) => ({
        vatRate,
        grossCents,
        vatCents: Math.round((grossCents * vatRate) / (100 + vatRate)),
      })),
  };
}

/** Euros as typed ("50", "50,5", "1.234,50", "12.30") → cents; null for anything else or a negative amount. */
export function eurosToCents(text: string): number | null {
  let value = text.trim().replace(/\s|€/g, '');
  if (!value) return null;
  if (value.includes(',')) value = value.replace(/\./g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null;
  return Math.round(Number(value) * 100);
}

/** The change to give for cash: tendered − total, or null when less than the total was given. */
export function changeCents(tenderedCents: number | null, totalCents: number): number | null {
  if (tenderedCents === null || tenderedCents < totalCents) return null;
  return tenderedCents - totalCents;
}

const TILL_KEY = 'strandkorb.office.till.session.';

/** The till session this device last used at a location (checked against the server before it sells). */
export function rememberedTillSession(
  locationId: number,
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): number | null {
  try {
    const value = Number(storage?.getItem(TILL_KEY + locationId));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function rememberTillSession(
  locationId: number,
  sessionId: number | null,
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.localStorage,
): void {
  try {
    if (sessionId) storage?.setItem(TILL_KEY + locationId, String(sessionId));
    else storage?.removeItem(TILL_KEY + locationId);
  } catch {
    // No storage: a reload finds the session again through the server's 409 on opening.
  }
}

/** The open session's id named by a 409 TILL_SESSION_ALREADY_OPEN, else null. */
export function alreadyOpenSession(error: unknown): number | null {
  const data = error && typeof error === 'object' && 'data' in error ? error.data : undefined;
  if (!data || typeof data !== 'object') return null;
  const { errorType, payload } = data as { errorType?: unknown; payload?: { sessionId?: unknown } };
  if (errorType !== 'TILL_SESSION_ALREADY_OPEN') return null;
  const id = Number(payload?.sessionId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Whole days from start to end, both included (1 for one day; 0 when end is before start). */
export function dayCount(start: string, end: string): number {
  const ms = Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`);
  return Number.isFinite(ms) && ms >= 0 ? Math.round(ms / 86_400_000) + 1 : 0;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The address's preselection (`?sectionId=&chairId=&date=`, from the calendar's empty cell). */
export function parseCounterQuery(search: URLSearchParams): { sectionId?: number; chairId?: number; date?: string } {
  const id = (key: string) => {
    const value = Number(search.get(key));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const date = search.get('date');
  return { sectionId: id('sectionId'), chairId: id('chairId'), date: date && DAY.test(date) ? date : undefined };
}

/** The section the counter starts on: the address's, else the remembered one if still offered, else a lone section. */
export function initialSection(
  sectionIds: readonly number[],
  fromQuery: number | undefined,
  remembered: number | null,
): number | null {
  if (fromQuery && sectionIds.includes(fromQuery)) return fromQuery;
  if (remembered && sectionIds.includes(remembered)) return remembered;
  return sectionIds.length === 1 ? (sectionIds[0] ?? null) : null;
}

export const SECTION_KEY = 'strandkorb.office.counter.sectionId';

export function rememberedSection(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): number | null {
  try {
    const value = Number(storage?.getItem(SECTION_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function rememberSection(
  id: number,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(SECTION_KEY, String(id));
  } catch {
    // No storage: the choice lasts as long as the page.
  }
}

/** The guest added to a sale later (`POST /till/sales/{id}/customer`): a name and every contact field, else null. */
export function laterCustomer(
  name: string,
  contact: CounterContact,
): NonNullable<CreateTillSaleDto['customer']> | null {
  const names = splitName(name);
  const fields = [contact.email, contact.street, contact.zip, contact.city].map((v) => v.trim());
  if (!names || fields.some((v) => !v)) return null;
  const [email, street, zip, city] = fields as [string, string, string, string];
  return { firstName: names.firstName || '-', lastName: names.lastName, email, address: { street, zip, city } };
}

/**
 * The Idempotency-Key of a sale's storno: kept while its answer may have been lost (the retry sends the same key and
 * gets the same storno), dropped once the storno is made or refused.
 */
export function stornoKeyFor(keys: Map<number, string>, saleId: number, makeKey: () => string = newSaleKey): string {
  const key = keys.get(saleId) ?? makeKey();
  keys.set(saleId, key);
  return key;
}

const READER_KEY = 'strandkorb.office.counter.reader.';

/** The card reader this device last used at a location. */
export function rememberedReader(
  locationId: number,
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): string | null {
  try {
    return storage?.getItem(READER_KEY + locationId) ?? null;
  } catch {
    return null;
  }
}

export function rememberReader(
  locationId: number,
  readerId: string,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(READER_KEY + locationId, readerId);
  } catch {
    // No storage: the first reader is offered next time.
  }
}

/** The reader to offer: the remembered one while it is listed, else the first listed. */
export function initialReader(readers: readonly { id: string }[], remembered: string | null): string | null {
  if (remembered && readers.some((r) => r.id === remembered)) return remembered;
  return readers[0]?.id ?? null;
}
