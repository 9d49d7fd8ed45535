import type { BookingExtraItemDto, ExtraType, PublicExtraDto } from '../../api/generated';
import { textMatches } from '../../app/vendorText';

// The extras drawer's logic (spec 2, 4, 5): category tabs, search, counters, total.
export const EXTRA_TYPES: readonly ExtraType[] = [
  'FOOD',
  'BEVERAGES',
  'ALCOHOLIC_BEVERAGES',
  'TOYS',
  'ACCESSOIRES',
  'OTHER',
];
export const DEFAULT_EXTRA_TYPE: ExtraType = 'FOOD';
/** More categories than this scroll sideways. */
export const TABS_BEFORE_SCROLL = 3;

export type ExtraCounts = Readonly<Record<number, number>>;

type Extra = Pick<PublicExtraDto, 'id' | 'name' | 'price' | 'type'> & Partial<Pick<PublicExtraDto, 'nameEn'>>;

// The search finds an extra by its German or its English name, whatever the UI language ("parasol": the Sonnenschirm).
const matches = (extra: Extra, search: string) => textMatches(search, extra.name, extra.nameEn);

/** The categories that have extras matching the search, in a fixed order. */
export function visibleTypes(extras: readonly Extra[], search: string): ExtraType[] {
  const present = new Set(extras.filter((extra) => matches(extra, search)).map((extra) => extra.type));
  return EXTRA_TYPES.filter((type) => present.has(type));
}

/** The chosen tab if it is still visible; else FOOD if there, else the first visible one. */
export function activeType(chosen: ExtraType | null, types: readonly ExtraType[]): ExtraType | null {
  if (chosen && types.includes(chosen)) return chosen;
  if (types.includes(DEFAULT_EXTRA_TYPE)) return DEFAULT_EXTRA_TYPE;
  return types[0] ?? null;
}

export function extrasOfType<T extends Extra>(extras: readonly T[], type: ExtraType | null, search: string): T[] {
  return extras.filter((extra) => extra.type === type && matches(extra, search));
}

export function changeCount(counts: ExtraCounts, extraId: number, delta: 1 | -1): ExtraCounts {
  const next = Math.max(0, (counts[extraId] ?? 0) + delta);
  const copy: Record<number, number> = { ...counts };
  if (next === 0) delete copy[extraId];
  else copy[extraId] = next;
  return copy;
}

/** Total of the chosen extras in euros, summed in cents so that 0,10 € steps do not drift. */
export function selectionTotal(extras: readonly Extra[], counts: ExtraCounts): number {
  const cents = extras.reduce((sum, extra) => sum + Math.round(extra.price * 100) * (counts[extra.id] ?? 0), 0);
  return cents / 100;
}

export function selectionItems(counts: ExtraCounts): BookingExtraItemDto[] {
  return Object.entries(counts)
    .filter(([, amount]) => amount > 0)
    .map(([extraId, amount]) => ({ extraId: Number(extraId), amount }));
}
