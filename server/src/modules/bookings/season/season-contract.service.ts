import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { assertInScope, vendorScopeOf } from '../../../common/auth/vendor-scope.js';
import { BookingStatus, DocumentType, PaymentMethod, RateType } from '../../../common/enums.js';
import { DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { HOLDING_STATUSES_SQL } from '../../../common/holding-statuses.js';
import { toCents } from '../../../common/money.js';
import { addDays, DEFAULT_TIME_ZONE, today, zonedInstant } from '../../../common/time.js';
import { AppConfig } from '../../../config/app-config.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { transactionWithRetry } from '../../../infra/database/transaction.js';
import { Rows, txSql } from '../../../infra/database/tx-rows.js';
import { QueueService } from '../../../infra/queue/queue.service.js';
import { JobName } from '../../../infra/queue/queue.types.js';
import { seasonFor, type SeasonSetting } from '../../availability/index.js';
import { setSeasonBeachChairIn } from '../../inventory/index.js';
import { BeachChairSlotService } from '../beach-chair-slot.service.js';
import { BookingCartService, insertChairBooking } from '../booking-cart.service.js';
import { BookingAction } from '../booking-state-machine.js';
import { BookingTransitionsService } from '../booking-transitions.service.js';
import { lockChairs } from '../chair-locks.js';
import { InvoiceNumberService } from '../office-money/invoice-number.service.js';
import { officeEdit, readOfficeBooking } from '../office-cart/cart-edit.js';
import { openOfficeBooking } from '../office-cart/open-office-booking.js';
import { BookingMailsService } from '../office/booking-mails.js';
import { OfficeCancellationService } from '../office/office-cancellation.service.js';
import { PublicBookingCustomerService } from '../public/public-booking-customer.service.js';
import { CURRENT_CONTRACT_SQL, SEASON_CONTRACT } from './season-contract.sql.js';
import { CreateSeasonContractDto, SeasonContractDaysDto, SeasonContractDto } from './season-contract.dto.js';

interface ChairRow extends SeasonSetting {
  id: number;
  publicNumber: string;
  seasonBeachChair: boolean;
  locationId: number;
  vendorId: number;
  publicReference: string;
}

const CHAIR_SQL = `
SELECT c.id, c.public_number AS "publicNumber", c.season_beach_chair AS "seasonBeachChair", s.location_id AS "locationId",
       l.vendor_id AS "vendorId", l.season_start AS "seasonStart", l.season_end AS "seasonEnd", v.public_reference AS "publicReference"
  FROM beach_chair c JOIN section s ON s.id = c.section_id JOIN location l ON l.id = s.location_id JOIN vendor v ON v.id = l.vendor_id
 WHERE c.id = $1`;

/** The chair's holding bookings overlapping [$2, $3): what stands in a contract's way. */
const CONFLICTS_SQL = `
SELECT b.id AS "bookingId", b.booking_ref AS "bookingRef"
  FROM beach_chair_booking cb JOIN booking b ON b.id = cb.booking_id
 WHERE cb.beach_chair_id = $1 AND cb.status IN ${HOLDING_STATUSES_SQL} AND cb.start < $3 AND cb."end" > $2
 ORDER BY cb.start, b.id`;

/** 409 BEACH_CHAIR_ALREADY_BOOKED naming the bookings that hold the chair on a day of the contract. */
async function assertNoConflicts(
  q: Rows,
  c: { beachChairId: number; publicNumber: string; days: SeasonContractDaysDto; from: Date; until: Date },
): Promise<void> {
  const taken = await q.rows<{ bookingId: number; bookingRef: string }>('season_contract_conflicts', CONFLICTS_SQL, [
    c.beachChairId,
    c.from,
    c.until,
  ]);
  if (!taken.length) return;
  throw new DomainError(
    ErrorType.BEACH_CHAIR_ALREADY_BOOKED,
    `Chair ${c.publicNumber} is booked in the season ${c.days.start} to ${c.days.end}: ${taken.map((t) => t.bookingRef).join(', ')}`,
    {
      beachChairId: c.beachChairId,
      start: c.days.start,
      end: c.days.end,
      bookingRefs: taken.map((t) => t.bookingRef),
      bookingIds: taken.map((t) => t.bookingId),
    },
  );
}

/**
 * A season chair (Saisonkorb): one booking of a named customer over the location's whole season still ahead, made in
 * ONE transaction with the office cart's own pieces (open booking, customer, chair booking checked by the vendor
 * channel's rules, total, CONFIRM, invoice number) and the chair's `seasonBeachChair` flag; ended by cancelling it.
 */
@Injectable()
export class SeasonContractService {
  constructor(
    private readonly db: DataSource,
    private readonly sql: SqlService,
    private readonly config: AppConfig,
    private readonly slots: BeachChairSlotService,
    private readonly cart: BookingCartService,
    private readonly transitions: BookingTransitionsService,
    private readonly customers: PublicBookingCustomerService,
    private readonly invoices: InvoiceNumberService,
    private readonly cancellations: OfficeCancellationService,
    private readonly mails: BookingMailsService,
    private readonly queue: QueueService,
  ) {}

  async get(user: AuthUser, beachChairId: number): Promise<SeasonContractDto> {
    const chair = await this.chair(user, beachChairId);
    const [current] = await this.sql.rows<{ bookingId: number }>('season_contract_current', CURRENT_CONTRACT_SQL, [beachChairId]);
    return {
      beachChairId,
      publicNumber: chair.publicNumber,
      seasonBeachChair: chair.seasonBeachChair,
      season: contractDays(chair),
      booking: current ? await readOfficeBooking(this.sql, user, current.bookingId) : null,
    };
  }

  /**
   * 409 BEACH_CHAIR_ALREADY_BOOKED naming the bookings when the chair is booked on a day of the contract; otherwise the
   * rules of the office channel (season, stop sale: 409 BEACH_CHAIR_NOT_AVAILABLE). Nothing is written unless all of it is.
   */
  async create(user: AuthUser, beachChairId: number, dto: CreateSeasonContractDto): Promise<SeasonContractDto> {
    const vendorId = vendorScopeOf(user);
    if (vendorId === null) {
      throw new DomainError(
        ErrorType.FORBIDDEN,
        'Choose a vendor context first (POST /features/users/context/vendor): a booking belongs to one vendor',
        {},
      );
    }
    const chair = await this.chair(user, beachChairId);
    const days = contractDays(chair);
    const edit = officeEdit(user);
    const priceCents = toCents(dto.price);
    const [from, until] = [
      zonedInstant(days.start, '00:00', DEFAULT_TIME_ZONE),
      zonedInstant(addDays(days.end, 1), '00:00', DEFAULT_TIME_ZONE),
    ];
    const conflicts = { beachChairId, publicNumber: chair.publicNumber, days, from, until };
    await assertNoConflicts(this.sql, conflicts);
    // The rules and the price read outside the transaction: inside it, behind the chair's lock, a read on a second pooled
    // connection would be awaited while the lock is held (docs/bookings-guarantees.md "Bounded waits").
    const slot = await this.slots.bookableSlot(
      { vendorId, publicReference: chair.publicReference, timeZone: DEFAULT_TIME_ZONE },
      { beachChairId, start: days.start, end: days.end, rate: RateType.SEASON },
      { channel: 'vendor', agreedPriceCents: priceCents },
    );
    await transactionWithRetry(this.db, async (m) => {
      // The chair's lock first: a booking being added to it waits, then meets the contract (or the contract meets it).
      await lockChairs(m, [beachChairId]);
      await assertNoConflicts(txSql(m), conflicts);
      const ref = await openOfficeBooking(m, this.transitions, {
        vendorId,
        actor: edit.actor,
        holdMinutes: this.config.BOOKING_HOLD_MINUTES,
      });
      await this.customers.setCustomerIn(m, ref.id, BookingStatus.OPEN, dto.customer, edit);
      const beachChairBookingId = await insertChairBooking(m, ref.id, beachChairId, slot, BookingStatus.OPEN);
      await m.query(`UPDATE booking SET payment_method = $2, customer_comment = $3 WHERE id = $1`, [
        ref.id,
        dto.paymentMethod ?? PaymentMethod.INVOICE,
        dto.customerComment ?? null,
      ]);
      await this.cart.retotal(m, ref.id);
      const confirmed = await this.transitions.transitionIn(m, ref.id, BookingAction.CONFIRM, edit.actor);
      await m.query(`UPDATE booking SET expires_at = NULL WHERE id = $1`, [ref.id]);
      const invoiceNumber = await this.invoices.assignIn(m, ref.id, { actor: edit.actor });
      await this.queue.enqueueIn(m, JobName.GENERATE_DOCUMENT, { bookingId: ref.id, type: DocumentType.INVOICE, invoiceNumber });
      await setSeasonBeachChairIn(m, beachChairId, true);
      await this.transitions.history(m, ref.id, SEASON_CONTRACT, BookingStatus.CONFIRMED, BookingStatus.CONFIRMED, edit.actor, {
        beachChairId,
        beachChairBookingId,
        start: days.start,
        end: days.end,
        priceCents,
        invoiceNumber,
      });
      await this.mails.sendConfirmationIn(m, ref.id, confirmed.version, DEFAULT_TIME_ZONE);
    });
    return this.get(user, beachChairId);
  }

  /**
   * Ends the contract: its booking is canceled like any (the vendor's cancellation policy, a correction invoice), which
   * clears the chair's season flag in the same transaction (releaseSeasonChairIn). Without a contract only the flag is cleared.
   */
  async end(user: AuthUser, beachChairId: number): Promise<SeasonContractDto> {
    await this.chair(user, beachChairId);
    const [current] = await this.sql.rows<{ bookingId: number }>('season_contract_current', CURRENT_CONTRACT_SQL, [beachChairId]);
    if (current) await this.cancellations.cancel(user, current.bookingId, {});
    await this.db.transaction((m) => setSeasonBeachChairIn(m, beachChairId, false));
    return this.get(user, beachChairId);
  }

  /** The chair in the caller's scope; another vendor's (or location's) is the same 404 as an unknown one. */
  private async chair(user: AuthUser, beachChairId: number): Promise<ChairRow> {
    const [chair] = await this.sql.rows<ChairRow>('season_contract_chair', CHAIR_SQL, [beachChairId]);
    if (!chair)
      throw new DomainError(ErrorType.ENTITY_NOT_FOUND, `BeachChair ${beachChairId} not found`, { entity: 'BeachChair', id: beachChairId });
    assertInScope(user, chair.vendorId, 'BeachChair', beachChairId, chair.locationId);
    return chair;
  }
}

/** The season still ahead at the chair's location: from its first day, or from today once it has begun, to its last. */
function contractDays(s: SeasonSetting): SeasonContractDaysDto {
  const now = today(DEFAULT_TIME_ZONE);
  const season = seasonFor(s, now, now);
  return { start: season.start > now ? season.start : now, end: season.end };
}
