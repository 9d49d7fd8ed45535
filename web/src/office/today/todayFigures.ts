import type {
  OfficeTodayBookingDto,
  OfficeTodayChairBookingDto,
  OfficeTodayChairDto,
  OfficeTodayDto,
  OfficeTodayStopSaleDto,
} from '../api/generated';

// The Today screen's figures and lists, from the one answer of GET /features/booking_details/today. Pure: the page
// passes the answer and the instant "now" (it ticks), so the counts follow the clock without asking the server again.
//
// - Arrivals: chair bookings starting on the day; departures: ending on the day (a one-day booking is both). An OPEN cart
//   (someone is still checking out) is neither, but it holds its chair.
// - Occupied now: a chair with a holding chair booking whose period [start, end) contains now. Half days fall out of the
//   periods: a morning [00:00, 13:00) occupies its chair until 13:00, an afternoon from 13:00; a chair free now but taken
//   later today says from when (busyFrom), so the counter does not sell it for the whole day.
// - Free now: active chairs neither occupied now nor stopped (a stop sale covering the day).
// - Figures count chairs and chair bookings; a booking waiting for payment or unpaid counts once however many sections
//   its chairs are in.

export interface TodayFigures {
  occupied: number;
  free: number;
  stopped: number;
  arrivals: number;
  departures: number;
  waitingForPayment: number;
  unpaidOnSite: number;
}

export interface OccupiedChair {
  chair: OfficeTodayChairDto;
  booking: OfficeTodayChairBookingDto;
}

export interface FreeChair {
  chair: OfficeTodayChairDto;
  /** The start of the chair's next booking later on the day (e.g. an afternoon), if any. */
  busyFrom: string | null;
}

export interface SectionToday {
  id: number;
  name: string;
  locationId: number;
  locationName: string;
  arrivals: OfficeTodayChairBookingDto[];
  departures: OfficeTodayChairBookingDto[];
  occupied: OccupiedChair[];
  free: FreeChair[];
  stopSales: OfficeTodayStopSaleDto[];
  waitingForPayment: OfficeTodayBookingDto[];
  unpaidOnSite: OfficeTodayBookingDto[];
  figures: TodayFigures;
}

export interface LocationToday {
  id: number;
  name: string;
  sections: SectionToday[];
  figures: TodayFigures;
}

export interface TodayView {
  locations: LocationToday[];
  figures: TodayFigures;
}

const ms = (iso: string) => Date.parse(iso);

/** Whether the chair booking holds its chair at the instant (periods are [start, end)). */
export const holdsAt = (booking: Pick<OfficeTodayChairBookingDto, 'start' | 'end'>, at: number): boolean =>
  ms(booking.start) <= at && at < ms(booking.end);

/** Chair numbers in the order people read them: 2 before 10, "12a" after "12". */
export const byChairNumber = (a: string, b: string): number => a.localeCompare(b, 'de', { numeric: true });

const byStartThenChair = (a: OfficeTodayChairBookingDto, b: OfficeTodayChairBookingDto) =>
  ms(a.start) - ms(b.start) || byChairNumber(a.publicNumber, b.publicNumber);
const byEndThenChair = (a: OfficeTodayChairBookingDto, b: OfficeTodayChairBookingDto) =>
  ms(a.end) - ms(b.end) || byChairNumber(a.publicNumber, b.publicNumber);

const group = <T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> => {
  const map = new Map<number, T[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(item);
    else map.set(key(item), [item]);
  }
  return map;
};

const distinctBookings = (lines: readonly { bookingId: number }[]) => new Set(lines.map((l) => l.bookingId)).size;

function sumFigures(sections: readonly SectionToday[]): TodayFigures {
  const sum = (pick: (f: TodayFigures) => number) => sections.reduce((total, s) => total + pick(s.figures), 0);
  return {
    occupied: sum((f) => f.occupied),
    free: sum((f) => f.free),
    stopped: sum((f) => f.stopped),
    arrivals: sum((f) => f.arrivals),
    departures: sum((f) => f.departures),
    waitingForPayment: distinctBookings(sections.flatMap((s) => s.waitingForPayment)),
    unpaidOnSite: distinctBookings(sections.flatMap((s) => s.unpaidOnSite)),
  };
}

/** The day per location and section, with the figures at the instant `now`. */
export function todayView(data: OfficeTodayDto, now: Date | number): TodayView {
  const at = typeof now === 'number' ? now : now.getTime();
  const dayStart = ms(data.dayStart);
  const dayEnd = ms(data.dayEnd);
  const bookingsBySection = group(data.chairBookings, (b) => b.sectionId);
  const stopsBySection = group(data.stopSales, (s) => s.sectionId);
  const waitingBySection = group(data.waitingForPayment, (b) => b.sectionId);
  const unpaidBySection = group(data.unpaidOnSite, (b) => b.sectionId);

  const sections = data.sections.map((section): SectionToday => {
    const bookings = bookingsBySection.get(section.id) ?? [];
    const stopSales = [...(stopsBySection.get(section.id) ?? [])].sort((a, b) =>
      byChairNumber(a.publicNumber, b.publicNumber),
    );
    const booked = bookings.filter((b) => b.status !== 'OPEN');
    const arrivals = booked.filter((b) => ms(b.start) >= dayStart && ms(b.start) < dayEnd).sort(byStartThenChair);
    const departures = booked.filter((b) => ms(b.end) > dayStart && ms(b.end) <= dayEnd).sort(byEndThenChair);
    const byChair = group(bookings, (b) => b.beachChairId);
    const stoppedChairs = new Set(stopSales.map((s) => s.beachChairId));
    const occupied: OccupiedChair[] = [];
    const free: FreeChair[] = [];
    let stopped = 0;
    for (const chair of section.chairs) {
      const own = byChair.get(chair.id) ?? [];
      const holding = own.find((b) => holdsAt(b, at));
      if (holding) occupied.push({ chair, booking: holding });
      else if (stoppedChairs.has(chair.id)) stopped++;
      else {
        const later = own
          .filter((b) => ms(b.start) > at && ms(b.start) < dayEnd)
          .map((b) => b.start)
          .sort((a, b) => ms(a) - ms(b))[0];
        free.push({ chair, busyFrom: later ?? null });
      }
    }
    const waitingForPayment = waitingBySection.get(section.id) ?? [];
    const unpaidOnSite = unpaidBySection.get(section.id) ?? [];
    return {
      id: section.id,
      name: section.name,
      locationId: section.locationId,
      locationName: section.locationName,
      arrivals,
      departures,
      occupied,
      free,
      stopSales,
      waitingForPayment,
      unpaidOnSite,
      figures: {
        occupied: occupied.length,
        free: free.length,
        stopped,
        arrivals: arrivals.length,
        departures: departures.length,
        waitingForPayment: distinctBookings(waitingForPayment),
        unpaidOnSite: distinctBookings(unpaidOnSite),
      },
    };
  });

  const locations: LocationToday[] = [];
  for (const section of sections) {
    let location = locations.find((l) => l.id === section.locationId);
    if (!location) {
      location = { id: section.locationId, name: section.locationName, sections: [], figures: sumFigures([]) };
      locations.push(location);
    }
    location.sections.push(section);
  }
  for (const location of locations) location.figures = sumFigures(location.sections);
  return { locations, figures: sumFigures(sections) };
}

/** How a chair booking's period reads on the day: a whole day, until/from a time (half days), hours, or several days. */
export type PeriodOnDay =
  | { kind: 'day' }
  | { kind: 'morning'; until: string }
  | { kind: 'afternoon'; from: string }
  | { kind: 'hours'; from: string; until: string }
  | { kind: 'days'; firstDay: string; lastDay: string };

/** The period of a chair booking seen from the day [dayStart, dayEnd) (instants as ISO strings; days as yyyy-MM-dd in Berlin). */
export function periodOnDay(
  booking: Pick<OfficeTodayChairBookingDto, 'start' | 'end'>,
  day: Pick<OfficeTodayDto, 'dayStart' | 'dayEnd'>,
  dayOf: (instant: string) => string,
): PeriodOnDay {
  const [start, end, dayStart, dayEnd] = [ms(booking.start), ms(booking.end), ms(day.dayStart), ms(day.dayEnd)];
  if (start < dayStart || end > dayEnd) {
    return { kind: 'days', firstDay: dayOf(booking.start), lastDay: dayOf(new Date(end - 1).toISOString()) };
  }
  if (start === dayStart && end === dayEnd) return { kind: 'day' };
  if (start === dayStart) return { kind: 'morning', until: booking.end };
  if (end === dayEnd) return { kind: 'afternoon', from: booking.start };
  return { kind: 'hours', from: booking.start, until: booking.end };
}
