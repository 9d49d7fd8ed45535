import { rangeProblem, isAfterMax } from './dates';

// The dates the guest chose survive leaving the app in this tab (a payment provider's page and back, a reload): the
// store is made anew then and would start on the default dates again (issue 30). sessionStorage, like the cart.
export const DATES_STORAGE_KEY = 'strandkorb.dates';

export interface ChosenDates {
  startDate: string;
  endDate: string;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked (privacy settings)
  }
}

/** Stored dates still usable today (valid, none past, in order, not after the picker's maximum), else null. */
export function parseStoredDates(raw: string | null, today: string, maxDate: string): ChosenDates | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { startDate, endDate } = value as Record<string, unknown>;
  if (typeof startDate !== 'string' || typeof endDate !== 'string') return null;
  if (rangeProblem(startDate, endDate, today) !== null || isAfterMax(endDate, maxDate)) return null;
  return { startDate, endDate };
}

export function loadChosenDates(today: string, maxDate: string): ChosenDates | null {
  return parseStoredDates(storage()?.getItem(DATES_STORAGE_KEY) ?? null, today, maxDate);
}

export function saveChosenDates(dates: ChosenDates): void {
  try {
    storage()?.setItem(DATES_STORAGE_KEY, JSON.stringify({ startDate: dates.startDate, endDate: dates.endDate }));
  } catch {
    // storage full or blocked: the dates are kept for this page only
  }
}
