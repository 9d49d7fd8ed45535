import { Injectable } from '@nestjs/common';
import { BeachChairModel, RateType } from '../../common/enums.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorPayload, ErrorType } from '../../common/errors/error-type.js';
import {
  AvailabilityDataService,
  BEACH_TIME_ZONE,
  bookingProblem,
  chairAvailability,
  Channel,
  rangeFacts,
  type RangeFacts,
  RangeQuery,
  WantedSlot,
  windowOf,
} from '../availability/index.js';
import { calendarDate } from '../../common/time.js';
import { PriceCalculationService } from '../prices/index.js';
import { AddBeachChairBookingDto } from './dto/public-booking-query.dto.js';

/** What a chair booking will hold and cost, decided by the server alone. */
export interface ChairSlot {
  start: Date;
  end: Date;
  model: BeachChairModel;
  rate: RateType;
  priceCents: number;
  discount: boolean;
}

/** A chair booking that is being moved or changed: its own current period does not count as taken. */
export interface IgnoredChairBooking {
  beachChairId: number;
  start: Date;
  end: Date;
}

/** How a slot is checked: the storefront ('online', default) or the back office ('vendor'); chair bookings to leave out. */
export interface SlotCheckOptions {
  channel?: Channel;
  ignore?: readonly IgnoredChairBooking[];
  /** A price the vendor agreed (a season contract), in cents, instead of the price rules'; the rate is the wanted one. */
  agreedPriceCents?: number;
}

/** A wanted chair and range; `model`, when given, must be the chair's. */
export type WantedChair = Omit<AddBeachChairBookingDto, 'model'> & { model?: AddBeachChairBookingDto['model'] };

/** The chair's holding bookings without the ignored ones (the snapshot has whole seconds: floor start, ceil end). */
function withoutIgnored(chairId: number, bookings: readonly number[], ignore: readonly IgnoredChairBooking[]): number[] {
  const own = ignore
    .filter((i) => i.beachChairId === chairId)
    .map((i) => [Math.floor(i.start.getTime() / 1000) * 1000, Math.ceil(i.end.getTime() / 1000) * 1000]);
  const kept: number[] = [];
  for (let i = 0; i < bookings.length; i += 2) {
    if (!own.some(([s, e]) => s === bookings[i] && e === bookings[i + 1])) kept.push(bookings[i], bookings[i + 1]);
  }
  return kept;
}

/** 409 SLOT_ENDED: the wanted slot is over on the beach's clock (its hours, or the location's closing time). */
function slotEnded(dto: Pick<WantedChair, 'beachChairId' | 'start' | 'end'>, facts: RangeFacts, wanted: WantedSlot): DomainError {
  const first = facts.days[0];
  const last = facts.days[facts.days.length - 1];
  const endedAt = new Date(wanted === 'day' ? last.ends.day : wanted === 'morning' ? first.ends.morning! : first.ends.afternoon!);
  const slot = wanted === 'day' ? 'DAY' : wanted === 'morning' ? 'MORNING' : 'AFTERNOON';
  return new DomainError(ErrorType.SLOT_ENDED, `The ${slot} slot of ${dto.end} ended at ${endedAt.toISOString()}`, {
    beachChairId: dto.beachChairId,
    start: dto.start,
    end: dto.end,
    slot,
    endedAt: endedAt.toISOString(),
  });
}

/** Checks a wanted chair and range against the availability rules and prices it (never the client's price). */
@Injectable()
export class BeachChairSlotService {
  constructor(
    private readonly data: AvailabilityDataService,
    private readonly prices: PriceCalculationService,
  ) {}

  /**
   * At submit: none of the booking's chair bookings may have ended meanwhile (a cart filled at 12:50 for the morning
   * and sent at 13:10): 409 SLOT_ENDED for the first that has. Only the clock is checked again, the rest held at the add.
   */
  async assertNotEnded(chairBookings: readonly { beachChairId: number; start: Date; end: Date; rate: RateType }[]): Promise<void> {
    const now = new Date();
    for (const c of chairBookings) {
      const range: RangeQuery = {
        start: calendarDate(c.start, BEACH_TIME_ZONE),
        end: calendarDate(new Date(c.end.getTime() - 1), BEACH_TIME_ZONE),
        timeZone: BEACH_TIME_ZONE,
      };
      const snapshot = await this.data.chairSnapshot(c.beachChairId, windowOf(range));
      if (!snapshot) continue; // a chair taken out of service meanwhile is the office's matter, not the clock's
      const { facts } = rangeFacts(snapshot.section, range, now, 'online');
      const wanted: WantedSlot = c.rate === RateType.MORNING ? 'morning' : c.rate === RateType.AFTERNOON ? 'afternoon' : 'day';
      const first = facts.days[0];
      const last = facts.days[facts.days.length - 1];
      const end = wanted === 'day' ? last.ends.day : wanted === 'morning' ? first.ends.morning : first.ends.afternoon;
      if (end !== null && end <= now.getTime())
        throw slotEnded({ beachChairId: c.beachChairId, start: range.start, end: range.end }, facts, wanted);
    }
  }

  async bookableSlot(
    booking: { vendorId: number; publicReference: string; timeZone: string },
    dto: WantedChair,
    opts: SlotCheckOptions = {},
  ): Promise<ChairSlot> {
    const chairNotFound = () =>
      new DomainError(ErrorType.ENTITY_NOT_FOUND, `BeachChair ${dto.beachChairId} not found`, {
        entity: 'BeachChair',
        id: dto.beachChairId,
      });
    const range: RangeQuery = { start: dto.start, end: dto.end, timeZone: booking.timeZone };
    // The chair, its section's rules and bookings and the section's prices: one round trip.
    const snapshot = await this.data.chairSnapshot(dto.beachChairId, windowOf(range), { prices: true });
    if (!snapshot) throw chairNotFound();
    const { section, chairs } = snapshot;
    const sectionId = section.id;
    const found = chairs[0];
    const chair = found && opts.ignore?.length ? { ...found, bookings: withoutIgnored(found.id, found.bookings, opts.ignore) } : found;
    if (!chair) throw chairNotFound();
    if (section.vendorId !== booking.vendorId) {
      // The back office: another vendor's chair is the same 404 as an unknown one. The storefront lists every vendor's
      // chairs publicly, so it hears why (a widget sells only its vendor's chairs, issue 21).
      if (opts.channel === 'vendor') throw chairNotFound();
      throw new DomainError(ErrorType.BEACH_CHAIR_OF_OTHER_VENDOR, "The beach chair belongs to another vendor than the booking's", {
        beachChairId: dto.beachChairId,
        publicReference: booking.publicReference,
      });
    }
    if (dto.model !== undefined && dto.model !== chair.model) {
      throw new DomainError(ErrorType.INVALID_INPUT, `model must be the chair's model ${chair.model}`, {
        field: 'model',
        expected: chair.model,
      });
    }
    const wanted: WantedSlot = dto.rate === RateType.MORNING ? 'morning' : dto.rate === RateType.AFTERNOON ? 'afternoon' : 'day';
    const { facts, notes } = rangeFacts(section, range, new Date(), opts.channel ?? 'online');
    const problem = bookingProblem(chairAvailability(chair, facts), facts, chair.timeEnum, wanted);
    if (problem) {
      // Out of season: the season's days too, so that the guest hears when it is (issue 30).
      const season: ErrorPayload =
        problem === 'OUTSIDE_RENTAL_SEASON' ? { seasonStart: notes.season.start, seasonEnd: notes.season.end } : {};
      const payload = { beachChairId: dto.beachChairId, start: dto.start, end: dto.end, reason: problem, ...season };
      // Taken by another booking: the same answer the exclusion constraint gives when two requests race.
      if (problem === 'BOOKED')
        throw new DomainError(ErrorType.BEACH_CHAIR_ALREADY_BOOKED, 'The beach chair is already booked for an overlapping period', payload);
      if (problem === 'IN_THE_PAST') throw slotEnded(dto, facts, wanted);
      throw new DomainError(ErrorType.BEACH_CHAIR_NOT_AVAILABLE, `The beach chair cannot be booked for these days: ${problem}`, payload);
    }
    const discount = dto.discount ?? false;
    const price =
      opts.agreedPriceCents !== undefined
        ? { type: dto.rate ?? RateType.DAY, priceCents: opts.agreedPriceCents, discount }
        : await this.prices.chairBookingPrice(
            { sectionId, rowId: chair.rowId, model: chair.model, start: dto.start, end: dto.end, publicReference: booking.publicReference },
            dto.rate,
            discount,
            { section, prices: snapshot.prices! },
          );
    const first = facts.days[0];
    const last = facts.days[facts.days.length - 1];
    // bookingProblem() has checked that a half day is a single day with a boundary.
    const [start, end] =
      wanted === 'morning'
        ? [first.start, first.boundary!]
        : wanted === 'afternoon'
          ? [first.boundary!, first.end]
          : [first.start, last.end];
    return {
      start: new Date(start),
      end: new Date(end),
      model: chair.model,
      rate: price.type,
      priceCents: price.priceCents,
      discount: price.discount,
    };
  }
}
