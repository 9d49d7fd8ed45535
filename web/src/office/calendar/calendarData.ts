import { HIDDEN_STATUSES, placeBooking, placeDays, type BookingSpan, type HalfSpan } from './calendarLayout';

// The calendar's data shaped for drawing: the section's chairs, its bookings as bars per chair and its stop sales as
// spans per chair, for the days of the view.

export interface CalendarChair {
  id: number;
  rowId: number | null;
  publicNumber: string;
}

export interface CalendarBar {
  /** The chair booking (the move route's id). */
  id: number;
  bookingId: number;
  bookingRef: string;
  status: string;
  chairId: number;
  publicNumber: string;
  rate: string | null;
  /** The customer's name, else the booking's reference. */
  name: string;
  customerName: string | null;
  span: BookingSpan;
}

export interface ChairBookingLike {
  id: number;
  bookingId: number;
  bookingRef: string;
  status: string;
  beachChairId: number;
  publicNumber: string;
  start: string;
  end: string;
  rate?: string | null;
  customerName?: string | null;
}

/** The bars of the view per chair, in start order; canceled and expired chair bookings are left out. */
export function barsByChair(
  bookings: readonly ChairBookingLike[],
  first: string,
  dayCount: number,
  boundaryHour: number | undefined,
): Map<number, CalendarBar[]> {
  const byChair = new Map<number, CalendarBar[]>();
  for (const booking of bookings) {
    if (HIDDEN_STATUSES.includes(booking.status)) continue;
    const span = placeBooking(booking, first, dayCount, boundaryHour);
    if (!span) continue;
    const bar: CalendarBar = {
      id: booking.id,
      bookingId: booking.bookingId,
      bookingRef: booking.bookingRef,
      status: booking.status,
      chairId: booking.beachChairId,
      publicNumber: booking.publicNumber,
      rate: booking.rate ?? null,
      name: booking.customerName || booking.bookingRef,
      customerName: booking.customerName ?? null,
      span,
    };
    const list = byChair.get(bar.chairId);
    if (list) list.push(bar);
    else byChair.set(bar.chairId, [bar]);
  }
  for (const list of byChair.values()) list.sort((a, b) => a.span.startHalf - b.span.startHalf);
  return byChair;
}

/** The stop sales of the view per chair. */
export function stopsByChair(
  chairs: readonly { id: number; stopSaleDates: readonly { start: string; end: string }[] }[],
  first: string,
  dayCount: number,
): Map<number, HalfSpan[]> {
  const byChair = new Map<number, HalfSpan[]>();
  for (const chair of chairs) {
    const spans = chair.stopSaleDates
      .map((s) => placeDays(s.start, s.end, first, dayCount))
      .filter((s): s is HalfSpan => s !== null);
    if (spans.length) byChair.set(chair.id, spans);
  }
  return byChair;
}

/** The bar on `chairId` other than `exceptId` that shares a day with start..end: who holds the chair. */
export function conflictingBar(
  bars: Map<number, CalendarBar[]>,
  chairId: number,
  range: { start: string; end: string },
  exceptId: number,
): CalendarBar | undefined {
  return bars
    .get(chairId)
    ?.find((bar) => bar.id !== exceptId && bar.span.firstDay <= range.end && range.start <= bar.span.lastDay);
}
