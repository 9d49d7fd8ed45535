import type { BookableDto, PriceCalculationDto, RateType } from '../../api/generated';

export type PriceOption = {
  key: string;
  rate: RateType;
  discount: boolean;
  /** "HH:00 - HH:00" for half days, else null (the rate's name is shown) */
  label: string | null;
  price: number;
  days: number;
  /** The chair can be had with this option for the range */
  bookable: boolean;
  /** The slot is over on the beach's clock (today's morning after its hours, a day after closing): shown as past */
  past: boolean;
};

/** Which slots of the range are over (the availability answer's `ended`). */
export type EndedSlots = { day: boolean; morning: boolean; afternoon: boolean };

/** "08-13" → "08:00 - 13:00" (spec section 3, price entry range). */
export function rangeLabel(range: string | null): string | null {
  const match = range ? /^(\d{1,2})-(\d{1,2})$/.exec(range) : null;
  if (!match) return null;
  const hour = (value: string) => `${value.padStart(2, '0')}:00`;
  return `${hour(match[1]!)} - ${hour(match[2]!)}`;
}

const slotBookable = (rate: RateType, bookable: BookableDto | undefined): boolean => {
  if (!bookable) return false;
  if (rate === 'MORNING') return bookable.morning;
  if (rate === 'AFTERNOON') return bookable.afternoon;
  return bookable.day;
};

const slotEnded = (rate: RateType, ended: EndedSlots | undefined): boolean =>
  !!ended && (rate === 'MORNING' ? ended.morning : rate === 'AFTERNOON' ? ended.afternoon : ended.day);

const rateOrder: Record<RateType, number> = { MORNING: 0, AFTERNOON: 1, DAY: 2, MULTI_DAY: 3, WEEK: 4, SEASON: 5 };

/**
 * Price rows of the chair detail (spec sections 4 and 8): for one day a row per rate type (regular, then discount),
 * for several days one row for the whole range (and its discount-card variant when the server offers one).
 */
export function priceOptions(
  calculation: PriceCalculationDto | undefined,
  bookable: BookableDto | undefined,
  ended?: EndedSlots,
): PriceOption[] {
  if (!calculation) return [];
  const rows = calculation.singleDay
    ? [...calculation.rows].sort(
        (a, b) => Number(a.discount) - Number(b.discount) || rateOrder[a.type] - rateOrder[b.type],
      )
    : calculation.rows.slice(0, 2);
  return rows.map((row) => {
    const slot = calculation.singleDay ? row.type : 'DAY';
    const past = slotEnded(slot, ended);
    return {
      key: `${row.type}-${row.discount ? 'discount' : 'regular'}`,
      rate: row.type,
      discount: row.discount,
      label: rangeLabel(row.range) ?? row.label,
      price: row.price,
      days: row.days,
      // A past slot is never offered, whatever an older availability answer said.
      bookable: !past && slotBookable(slot, bookable),
      past,
    };
  });
}

export type PriceArea = 'error' | 'spinner' | 'moreDays' | 'rows';

/** What the price area shows: the stored error text, a spinner while no price exists, "more days" info, or rows. */
export function priceAreaOf(args: {
  errorText: string | undefined;
  loading: boolean;
  options: readonly PriceOption[];
  days: number;
}): PriceArea {
  if (args.errorText && args.errorText !== 'undefined') return 'error';
  if (args.options.length > 0) return 'rows';
  if (args.loading) return 'spinner';
  return args.days > 1 ? 'moreDays' : 'spinner';
}

/** The option preselected: the first bookable one. */
export function defaultOption(options: readonly PriceOption[]): PriceOption | undefined {
  return options.find((option) => option.bookable);
}
