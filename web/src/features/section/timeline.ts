import type { CalendarBookingDto, CalendarStopSaleDto } from '../../api/generated';
import { addDays } from '../selection/dates';

export type CellState = 'free' | 'morning' | 'afternoon' | 'booked' | 'stopSale';

// Wall-clock "yyyy-MM-ddTHH:mm" in the calendar's zone: the API sends local times with their offset.
const wallClock = (isoWithOffset: string) => isoWithOffset.slice(0, 16);
const at = (day: string, hour: number) => `${day}T${String(hour).padStart(2, '0')}:00`;

export type ChairCalendar = { bookings: CalendarBookingDto[]; stopSales: CalendarStopSaleDto[] };

/** Bookings and stop sales per chair id. */
export function indexCalendar(
  bookings: readonly CalendarBookingDto[],
  stopSales: readonly CalendarStopSaleDto[],
): Map<number, ChairCalendar> {
  const index = new Map<number, ChairCalendar>();
  const entry = (id: number) => {
    let value = index.get(id);
    if (!value) index.set(id, (value = { bookings: [], stopSales: [] }));
    return value;
  };
  for (const booking of bookings) entry(booking.beachChairId).bookings.push(booking);
  for (const stopSale of stopSales) entry(stopSale.beachChairId).stopSales.push(stopSale);
  return index;
}

/**
 * The state of one chair on one day: a stop sale covers it, or holding bookings take its morning, afternoon or both.
 * Without half days (boundaryHour null) any booking on the day takes all of it.
 */
export function cellState(calendar: ChairCalendar | undefined, day: string, boundaryHour: number | null): CellState {
  if (!calendar) return 'free';
  if (calendar.stopSales.some((stop) => stop.start <= day && day <= stop.end)) return 'stopSale';
  const dayStart = at(day, 0);
  const dayEnd = at(addDays(day, 1), 0);
  const boundary = boundaryHour === null ? null : at(day, boundaryHour);
  let morning = false;
  let afternoon = false;
  for (const booking of calendar.bookings) {
    const start = wallClock(booking.start);
    const end = wallClock(booking.end);
    if (start >= dayEnd || end <= dayStart) continue;
    if (boundary === null) return 'booked';
    if (start < boundary) morning = true;
    if (end > boundary) afternoon = true;
  }
  if (morning && afternoon) return 'booked';
  if (morning) return 'morning';
  if (afternoon) return 'afternoon';
  return 'free';
}

// Spec section 9: timeline day width 100, sidebar width 100, item height 80.
export const TIMELINE_DAY_WIDTH = 100;
export const TIMELINE_SIDEBAR_WIDTH = 100;
export const TIMELINE_ITEM_HEIGHT = 80;
export const WEEK_DAYS = 7;
export const DEFAULT_TIMELINE_DAYS = 28;
