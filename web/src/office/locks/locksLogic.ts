import type { SortingState } from '@tanstack/react-table';
import type { ListLockDevicesApiArg, LockHealth } from '../api/generated';
import { berlinDay, berlinTime, dayText } from '../ui/dates';

// The lock fleet's rules: the list call for the table's state, the health filter from the address, the texts of a row.

/** In the order of the server's rule (the first that applies): the ones needing attention first. */
export const HEALTHS: readonly LockHealth[] = ['NEVER_SEEN', 'OFFLINE', 'BATTERY_LOW', 'OK'];

/** Columns the server sorts by (orderBy of GET /features/lock_devices). */
export const SORTABLE = ['serialNumber', 'health', 'batteryLevel', 'lastSeenAt', 'firmware'] as const;
export type SortableColumn = (typeof SORTABLE)[number];
export const isSortable = (id: string): id is SortableColumn => (SORTABLE as readonly string[]).includes(id);

/** The server's default: attention first. */
export const DEFAULT_SORTING: SortingState = [{ id: 'health', desc: false }];

/** `?state=` of the address: one health, `attention` (every health but OK), or none (all locks). */
export type StateFilter = LockHealth | 'attention' | null;

export function readStateFilter(value: string | null): StateFilter {
  if (value === 'attention') return 'attention';
  return (HEALTHS as readonly string[]).includes(value ?? '') ? (value as LockHealth) : null;
}

/** The list call: every lock of the vendor (a fleet is a few hundred at most), sorted and filtered by the server. */
export function lockQueryArgs(sorting: SortingState, state: StateFilter): ListLockDevicesApiArg {
  const sort = sorting.find((s) => isSortable(s.id));
  const filters = state === 'attention' ? { health: { not: 'OK' } } : state ? { health: state } : undefined;
  return {
    itemsPerPage: 0,
    ...(sort ? { orderBy: sort.id, orderDir: sort.desc ? 'DESC' : 'ASC' } : {}),
    ...(filters ? { filters: JSON.stringify(filters) } : {}),
  };
}

/** "85 %" (de) / "85%" (en); a dash when the lock never reported it. */
export function batteryText(level: number | null, language: string): string {
  if (level === null) return '–';
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'de-DE', { style: 'percent' }).format(level / 100);
}

/** When the lock last called, in Europe/Berlin: "24.11.2026 13:05"; null when never. */
export function lastSeenText(iso: string | null, language: string): string | null {
  if (!iso) return null;
  return `${dayText(berlinDay(iso), language)} ${berlinTime(iso)}`;
}

/** The link from Today to the fleet: the locks needing attention. */
export const locksPath = (state: StateFilter = null): string => (state ? `/locks?state=${state}` : '/locks');
