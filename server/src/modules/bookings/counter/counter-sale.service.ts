import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { BookingStatus, PaymentMethod } from '../../../common/enums.js';
import { DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { DEFAULT_TIME_ZONE } from '../../../common/time.js';
import { CHAIR_RENTAL_VAT_RATE } from '../../../common/vat.js';
import { AppConfig } from '../../../config/app-config.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { txRows } from '../../../infra/database/tx-rows.js';
import { BeachChairSlotService, type ChairSlot } from '../beach-chair-slot.service.js';
import { BookingCartService, insertChairBooking } from '../booking-cart.service.js';
import { BookingAction } from '../booking-state-machine.js';
import { BookingTransitionsService } from '../booking-transitions.service.js';
import { lockChairs } from '../chair-locks.js';
import type { AddPublicBookingCustomerDto } from '../dto/public-booking-details.dto.js';
import { officeEdit } from '../office-cart/cart-edit.js';
import { openOfficeBooking } from '../office-cart/open-office-booking.js';
import { BookingMailsService } from '../office/booking-mails.js';
import { OfficeCancellationService } from '../office/office-cancellation.service.js';
import { PaymentLedger } from '../payment-ledger.js';
import { PublicBookingCustomerService } from '../public/public-booking-customer.service.js';
import { PublicBookingExtrasService, type OfferedExtraLine } from '../public/public-booking-extras.service.js';

/** How a walk-in guest pays at the counter: cash, a girocard (EC) or a card terminal. */
export type CounterPaymentMethod = PaymentMethod.CASH | PaymentMethod.EC | PaymentMethod.CARD_TERMINAL;

/** A counter sale as the till asks for it: chairs at one location, extras, an optional guest, how it is paid. */
export interface CounterSaleRequest {
  vendorId: number;
  locationId: number;
  chairs: { beachChairId: number; start: string; end: string }[];
  extras: { extraId: number; amount: number }[];
  customer?: AddPublicBookingCustomerDto;
  /** A name only (no address): kept as the booking's comment, as the counter did. */
  customerName?: string;
  paymentMethod: CounterPaymentMethod;
  /** The payment's reference at its provider (a card terminal's PaymentIntent id): the MANUAL payment row's provider_ref. */
  paymentReference?: string;
}

/** What was checked and priced before the transaction (prices and rules are read outside it: no second connection inside). */
export interface CounterSalePlan {
  request: CounterSaleRequest;
  publicReference: string;
  slots: ChairSlot[];
  extras: OfferedExtraLine[];
}

/** What the planned sale costs (cents, VAT included): its chairs and extras as the booking will total them. */
export const planTotalCents = (plan: CounterSalePlan): number =>
  plan.slots.reduce((sum, slot) => sum + slot.priceCents, 0) + plan.extras.reduce((sum, e) => sum + e.amount * e.priceCents, 0);

/** The sale as written: a BOOKED booking paid in full, and its gross per VAT rate (what a TSE signs and a receipt prints). */
export interface CounterSaleResult {
  bookingId: number;
  bookingRef: string;
  totalCents: number;
  grossByVatRate: { vatRate: number; cents: number }[];
}

/** The booking's gross per VAT rate: its chairs at the chair rental's rate, its extras at theirs. */
const GROSS_BY_VAT_RATE_SQL = `
SELECT vat_rate::int AS "vatRate", sum(cents)::int AS cents FROM (
  SELECT $2::numeric AS vat_rate, price_cents AS cents FROM beach_chair_booking WHERE booking_id = $1 AND status <> 'CANCELED'
  UNION ALL SELECT vat_rate, amount * unit_price_cents FROM booking_extra WHERE booking_id = $1) lines
 GROUP BY vat_rate ORDER BY vat_rate DESC`;

/** Every chair of the sale at the location (another location's or vendor's chair is the same 404 as an unknown one). */
const CHAIRS_AT_LOCATION_SQL = `
SELECT c.id FROM beach_chair c JOIN section s ON s.id = c.section_id JOIN location l ON l.id = s.location_id
 WHERE c.id = ANY($1::int[]) AND s.location_id = $2 AND l.vendor_id = $3`;

/**
 * The counter sale of the bookings module: a whole booking (chairs, extras, guest) paid at once, written inside the
 * caller's transaction (the till adds its session row, idempotency key and receipt to the same one) with the office
 * cart's own pieces, so a sale is all there or not at all.
 */
@Injectable()
export class CounterSaleService {
  constructor(
    private readonly sql: SqlService,
    private readonly config: AppConfig,
    private readonly slots: BeachChairSlotService,
    private readonly cart: BookingCartService,
    private readonly transitions: BookingTransitionsService,
    private readonly customers: PublicBookingCustomerService,
    private readonly extras: PublicBookingExtrasService,
    private readonly mails: BookingMailsService,
    private readonly ledger: PaymentLedger,
    private readonly cancellations: OfficeCancellationService,
  ) {}

  /** Checks and prices the sale with the vendor channel's rules (season, stop sale, lead time, taken chairs); writes nothing. */
  async plan(request: CounterSaleRequest): Promise<CounterSalePlan> {
    const ids = request.chairs.map((c) => c.beachChairId);
    const found = new Set(
      (await this.sql.rows<{ id: number }>('counter_sale_chairs', CHAIRS_AT_LOCATION_SQL, [ids, request.locationId, request.vendorId])).map(
        (r) => r.id,
      ),
    );
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined)
      throw new DomainError(ErrorType.ENTITY_NOT_FOUND, `BeachChair ${missing} not found`, { entity: 'BeachChair', id: missing });
    const [vendor] = await this.sql.rows<{ publicReference: string }>(
      'counter_sale_vendor',
      `SELECT public_reference AS "publicReference" FROM vendor WHERE id = $1`,
      [request.vendorId],
    );
    const booking = { vendorId: request.vendorId, publicReference: vendor.publicReference, timeZone: DEFAULT_TIME_ZONE };
    const slots: ChairSlot[] = [];
    for (const chair of request.chairs) slots.push(await this.slots.bookableSlot(booking, chair, { channel: 'vendor' }));
    const extras = request.extras.length ? await this.extras.offeredLines(request.vendorId, { items: request.extras }) : [];
    return { request, publicReference: vendor.publicReference, slots, extras };
  }

  /**
   * Writes the planned sale in `m`: an office booking, its chairs (the chairs locked first; the exclusion constraint
   * answers a chair sold meanwhile with 409), extras, the guest or their name, then PAY with a MANUAL payment of the
   * whole total (→ BOOKED) and, with a guest's e-mail, the confirmation mail queued in the same transaction.
   */
  async sellIn(m: EntityManager, user: AuthUser, plan: CounterSalePlan): Promise<CounterSaleResult> {
    const { request } = plan;
    const edit = officeEdit(user);
    await lockChairs(
      m,
      request.chairs.map((c) => c.beachChairId),
    );
    const ref = await openOfficeBooking(m, this.transitions, {
      vendorId: request.vendorId,
      actor: edit.actor,
      holdMinutes: this.config.BOOKING_HOLD_MINUTES,
    });
    for (const [i, slot] of plan.slots.entries()) {
      const beachChairBookingId = await insertChairBooking(m, ref.id, request.chairs[i].beachChairId, slot, BookingStatus.OPEN);
      await this.transitions.history(m, ref.id, 'ADD_BEACH_CHAIR', BookingStatus.OPEN, BookingStatus.OPEN, edit.actor, {
        beachChairBookingId,
        beachChairId: request.chairs[i].beachChairId,
        start: slot.start.toISOString(),
        end: slot.end.toISOString(),
        priceCents: slot.priceCents,
      });
    }
    if (plan.extras.length) await this.extras.addLinesIn(m, ref.id, BookingStatus.OPEN, plan.extras, edit.actor);
    if (request.customer) await this.customers.setCustomerIn(m, ref.id, BookingStatus.OPEN, request.customer, edit);
    await m.query(`UPDATE booking SET customer_comment = $2 WHERE id = $1`, [
      ref.id,
      request.customer ? null : (request.customerName ?? null),
    ]);
    await this.cart.retotal(m, ref.id, edit.actor);
    const [{ totalCents }] = await txRows<{ totalCents: number }>(
      m,
      `SELECT total_price_cents AS "totalCents" FROM booking WHERE id = $1`,
      [ref.id],
    );
    const paid = await this.transitions.transitionIn(m, ref.id, BookingAction.PAY, edit.actor, {
      paymentMethod: request.paymentMethod,
      amountCents: totalCents,
      counterSale: true,
    });
    await m.query(`UPDATE booking SET payment_method = $2, expires_at = NULL WHERE id = $1`, [ref.id, request.paymentMethod]);
    if (totalCents > 0) await this.ledger.recordManualPaymentIn(m, ref.id, totalCents, request.paymentReference);
    await this.mails.sendConfirmationIn(m, ref.id, paid.version, DEFAULT_TIME_ZONE);
    const grossByVatRate = await txRows<{ vatRate: number; cents: number }>(m, GROSS_BY_VAT_RATE_SQL, [ref.id, CHAIR_RENTAL_VAT_RATE]);
    return { bookingId: ref.id, bookingRef: ref.bookingRef, totalCents, grossByVatRate };
  }

  /**
   * The storno of a counter sale inside `m`: the booking canceled without a fee (its chairs free again, a correction
   * invoice when it was invoiced, the cancellation mailed to a guest with an e-mail) and everything paid given back
   * at the counter, recorded as a RECORD_REFUND by the sale's payment method. Answers the cents given back.
   */
  async stornoIn(m: EntityManager, user: AuthUser, bookingId: number, paymentMethod: CounterPaymentMethod): Promise<number> {
    const edit = officeEdit(user);
    await this.cancellations.cancelIn(m, edit.actor, bookingId, { cancellationFee: 0 }, DEFAULT_TIME_ZONE);
    const [{ paidCents }] = await txRows<{ paidCents: number }>(
      m,
      `SELECT coalesce(sum(amount_cents - refunded_cents), 0)::int AS "paidCents" FROM payment WHERE booking_id = $1 AND status = 'SUCCEEDED'`,
      [bookingId],
    );
    if (paidCents > 0) {
      const payments = await this.ledger.recordManualRefundIn(m, bookingId, paidCents);
      await this.transitions.history(m, bookingId, 'RECORD_REFUND', BookingStatus.CANCELED, BookingStatus.CANCELED, edit.actor, {
        amountCents: paidCents,
        paymentMethod,
        payments,
        counterStorno: true,
      });
    }
    return paidCents;
  }

  /**
   * A guest added to a counter sale's booking afterwards (the booking is locked by the caller), so the back office can
   * issue an invoice with a name; the till's receipt stays as it was. Answers false, writing nothing, when the booking
   * has a customer already.
   */
  async addCustomerIn(m: EntityManager, user: AuthUser, bookingId: number, customer: AddPublicBookingCustomerDto): Promise<boolean> {
    const [booking] = await txRows<{ status: BookingStatus; customerId: number | null }>(
      m,
      `SELECT status, customer_id AS "customerId" FROM booking WHERE id = $1 FOR UPDATE`,
      [bookingId],
    );
    if (booking.customerId !== null) return false;
    await this.customers.setCustomerIn(m, bookingId, booking.status, customer, officeEdit(user));
    return true;
  }
}
