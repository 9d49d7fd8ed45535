import type {
  AvailabilityRowDto,
  BeachChairAvailabilityDto,
  BeachChairModel,
  OfficePaymentMethod,
  SectionAvailabilityDto,
} from '../api/generated';

// The counter sale's pure rules: what a chair tile shows, which tiles can be picked, what the sale writes and in which
// order (with the rollback when a step fails), the remembered section and the address's preselection.

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
  chairs: { id: number; model: BeachChairModel }[];
  start: string;
  end: string;
  extras: { extraId: number; amount: number }[];
  name: string;
  /** E-mail and address: with them (and a name) the customer is recorded; without, the name goes into the comment. */
  contact: CounterContact | null;
  paymentMethod: CounterPaymentMethod;
}

/** The calls the sale makes (RTK Query's mutations unwrapped in the page; fakes in the tests). */
export interface SaleApi {
  createBooking(): Promise<{ id: number }>;
  addChair(body: {
    bookingId: number;
    beachChairId: number;
    start: string;
    end: string;
    model: BeachChairModel;
  }): Promise<unknown>;
  addExtras(bookingId: number, items: { extraId: number; amount: number }[]): Promise<unknown>;
  addCustomer(
    bookingId: number,
    customer: {
      firstName: string;
      lastName: string;
      email: string;
      address: { street: string; zip: string; city: string };
    },
  ): Promise<unknown>;
  setComment(bookingId: number, comment: string): Promise<unknown>;
  pay(
    bookingId: number,
    paymentMethod: CounterPaymentMethod,
  ): Promise<{ id: number; bookingRef: string; totalPrice: number }>;
  cancelBooking(bookingId: number): Promise<unknown>;
}

export type SaleStep = 'create' | 'chair' | 'extras' | 'customer' | 'comment' | 'pay';

/** The steps a sale takes, in order: open the cart, each chair, the extras, who it is, then the money. */
export function saleSteps(input: SaleInput): SaleStep[] {
  const steps: SaleStep[] = ['create', ...input.chairs.map((): SaleStep => 'chair')];
  if (input.extras.some((e) => e.amount > 0)) steps.push('extras');
  const name = splitName(input.name);
  if (name && input.contact) steps.push('customer');
  else if (name) steps.push('comment');
  steps.push('pay');
  return steps;
}

export class SaleFailed extends Error {
  constructor(
    readonly step: SaleStep,
    readonly cause: unknown,
    /** True when the cart booking was opened and canceled again (nothing half-written is left). */
    readonly rolledBack: boolean,
  ) {
    super(`counter sale failed at ${step}`);
  }
}

/**
 * Runs the sale: an empty cart booking, the chairs, extras, customer or name, then the payment (→ BOOKED). When a step
 * after the cart fails, the cart booking is canceled so no half-built booking keeps chairs; the failure names the step
 * and carries the server's answer.
 */
export async function runSale(
  api: SaleApi,
  input: SaleInput,
): Promise<{ id: number; bookingRef: string; totalPrice: number }> {
  if (!input.chairs.length) throw new SaleFailed('chair', new Error('no chair'), false);
  let bookingId: number;
  try {
    bookingId = (await api.createBooking()).id;
  } catch (error) {
    throw new SaleFailed('create', error, false);
  }
  let step: SaleStep = 'chair';
  try {
    for (const chair of input.chairs) {
      await api.addChair({ bookingId, beachChairId: chair.id, start: input.start, end: input.end, model: chair.model });
    }
    const extras = input.extras.filter((e) => e.amount > 0);
    if (extras.length) {
      step = 'extras';
      await api.addExtras(bookingId, extras);
    }
    const name = splitName(input.name);
    if (name && input.contact) {
      step = 'customer';
      await api.addCustomer(bookingId, {
        // The server needs both names; a single word is the last name and the first stays as typed (blank → "-").
        firstName: name.firstName || '-',
        lastName: name.lastName,
        email: input.contact.email.trim(),
        address: {
          street: input.contact.street.trim(),
          zip: input.contact.zip.trim(),
          city: input.contact.city.trim(),
        },
      });
    } else if (name) {
      step = 'comment';
      await api.setComment(bookingId, input.name.trim());
    }
    step = 'pay';
    return await api.pay(bookingId, input.paymentMethod);
  } catch (error) {
    const rolledBack = await api.cancelBooking(bookingId).then(
      () => true,
      () => false,
    );
    throw new SaleFailed(step, error, rolledBack);
  }
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
