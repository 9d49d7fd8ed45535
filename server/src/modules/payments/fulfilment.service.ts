import { onCommit } from '../../infra/queue/after-commit.js';
import { payments } from '../../infra/metrics/metrics.js';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { BookingStatus, PaymentStatus } from '../../common/enums.js';
import { AppConfig } from '../../config/app-config.js';
import { transactionWithRetry } from '../../infra/database/transaction.js';
import { txRows } from '../../infra/database/tx-rows.js';
import { BookingAction, BookingMailsService, BookingTransitionsService, isChairTaken, settleBookingPaymentIn } from '../bookings/index.js';
import { PaymentProviders } from './payment-providers.js';
import { PaymentRefunder, RefundReason } from './payment-refunder.js';
import {
  abortOpenPayments,
  lockBookingStatus,
  lockPayment,
  PAYMENT_COLUMNS,
  PaymentRow,
  providerActor,
  reopenBooking,
} from './payment-rows.js';
import { closeAtProvider } from './provider-close.js';

export type { RefundReason } from './payment-refunder.js';

/** What the provider says about the money (webhook, capture, status call). */
export interface MoneyFacts {
  /** The id a refund needs (Stripe PaymentIntent, PayPal capture). */
  captureRef?: string;
  /** What the provider took; compared with the payment's amount (a mismatch is refunded, not fulfilled). */
  amountCents?: number;
  /** The currency of amountCents where the provider says it (ISO 4217). */
  currency?: string;
  /** Who reported it (webhook, paypal-return, demo-page, admin-confirm, reconciliation): into the history. */
  via: string;
}

export type FulfilOutcome =
  /** `aborted`: the booking's other open checkouts, closed at their provider after the commit. */
  | { kind: 'PAID'; bookingId: number; version: number; from: BookingStatus; aborted: PaymentRow[] }
  /** SUCCEEDED or REFUNDED before: nothing changed. */
  | { kind: 'ALREADY'; bookingId: number; status: PaymentStatus }
  | { kind: 'REFUNDED'; bookingId: number; reason: RefundReason; refundRef: string }
  /** The money should go back but the provider names no capture to refund: left for the office (REFUND_MANUAL history row). */
  | { kind: 'REFUND_MANUAL'; bookingId: number; reason: RefundReason }
  /** The provider reported a payment that took nothing (e.g. Stripe's no_payment_required): the row FAILED. */
  | { kind: 'NOTHING_TAKEN'; bookingId: number }
  | { kind: 'UNKNOWN' };

const PAYABLE: readonly BookingStatus[] = [BookingStatus.OPEN, BookingStatus.PENDING, BookingStatus.CONFIRMED, BookingStatus.RESERVED];

/**
 * Money that arrived for a payment row, from whichever path reported it (Stripe's webhook, PayPal's return, the demo
 * page, the admin's confirm, the reconciliation job). Idempotent: the payment row is locked and a SUCCEEDED or REFUNDED
 * row is left alone. The booking is paid (PAY by PAYMENT_PROVIDER → BOOKED) while it holds its chairs; a payment for an
 * EXPIRED booking re-validates it (its chairs hold again unless taken meanwhile); otherwise the money goes back.
 */
@Injectable()
export class FulfilmentService {
  private readonly logger = new Logger('PaymentFulfilment');

  constructor(
    private readonly db: DataSource,
    private readonly config: AppConfig,
    private readonly transitions: BookingTransitionsService,
    private readonly providers: PaymentProviders,
    private readonly refunder: PaymentRefunder,
    private readonly mails: BookingMailsService,
  ) {}

  /** In a transaction of its own, then the confirmation mail. */
  async fulfil(paymentId: number, facts: MoneyFacts): Promise<FulfilOutcome> {
    const outcome = await transactionWithRetry(this.db, (m) => this.fulfilIn(m, paymentId, facts));
    await this.afterCommit(outcome);
    return outcome;
  }

  /** Inside the caller's transaction (the webhook stores its event in the same one); call afterCommit() once committed. */
  async fulfilIn(m: EntityManager, paymentId: number, facts: MoneyFacts): Promise<FulfilOutcome> {
    const [peek] = await txRows<{ bookingId: number }>(m, `SELECT booking_id AS "bookingId" FROM payment WHERE id = $1`, [paymentId]);
    if (!peek) return { kind: 'UNKNOWN' };
    const booking = await lockBookingStatus(m, peek.bookingId);
    const payment = await lockPayment(m, paymentId);
    if (!booking || !payment) return { kind: 'UNKNOWN' };
    if (payment.status === PaymentStatus.SUCCEEDED || payment.status === PaymentStatus.REFUNDED) {
      return { kind: 'ALREADY', bookingId: payment.bookingId, status: payment.status };
    }
    const captureRef = facts.captureRef ?? payment.captureRef;
    const details = { paymentId: payment.id, provider: payment.provider, via: facts.via };
    const currency = payment.currency.trim().toUpperCase();
    const taken = facts.amountCents ?? payment.amountCents;
    if (taken !== payment.amountCents || (facts.currency && facts.currency.toUpperCase() !== currency)) {
      // The provider took another amount (or currency) than this checkout asked for: what it took goes back.
      this.logger.error({
        msg: 'provider reported another amount',
        paymentId: payment.id,
        expected: payment.amountCents,
        currency,
        taken,
        takenCurrency: facts.currency,
      });
      if (taken <= 0) {
        await this.closeIn(m, payment.id, PaymentStatus.FAILED, 'AMOUNT_MISMATCH');
        return { kind: 'NOTHING_TAKEN', bookingId: payment.bookingId };
      }
      const refunded = await this.refundIn(
        m,
        payment,
        booking.status,
        captureRef,
        'AMOUNT_MISMATCH',
        { ...details, expectedCents: payment.amountCents },
        taken,
        facts.currency,
      );
      // The booking waited for this payment (still open when the money came): it holds its chairs no longer than a cart
      // would, and can be paid again. A checkout closed before (aborted, then a bank transfer chosen) leaves it waiting.
      if (booking.status === BookingStatus.PENDING && payment.status === PaymentStatus.CREATED) {
        await this.reopenWhenWaitingFor(m, payment, 'AMOUNT_MISMATCH');
      }
      return refunded;
    }
    if (booking.totalPriceCents !== payment.amountCents) {
      // The cart changed after this checkout opened (aborted, edited, then the old checkout paid after all).
      return this.refundIn(m, payment, booking.status, captureRef, 'AMOUNT_CHANGED', details);
    }
    if (PAYABLE.includes(booking.status)) {
      return this.payIn(m, payment, captureRef, details);
    }
    if (booking.status === BookingStatus.EXPIRED) {
      // Re-validate: the chair bookings hold again unless another booking took a chair meanwhile (the exclusion constraint).
      await m.query('SAVEPOINT pay_expired');
      try {
        const paid = await this.payIn(m, payment, captureRef, { ...details, late: true });
        await m.query('RELEASE SAVEPOINT pay_expired');
        return paid;
      } catch (error) {
        if (!isChairTaken(error)) throw error;
        await m.query('ROLLBACK TO SAVEPOINT pay_expired');
        return this.refundIn(m, payment, booking.status, captureRef, 'CHAIRS_TAKEN', details);
      }
    }
    return this.refundIn(
      m,
      payment,
      booking.status,
      captureRef,
      booking.status === BookingStatus.BOOKED ? 'ALREADY_PAID' : 'BOOKING_CANCELED',
      details,
    );
  }

  /**
   * After the commit: the booking's other checkouts closed at their provider (a failure is logged; money paid there
   * anyway is refunded as ALREADY_PAID). The confirmation mail was queued inside the transaction (payIn).
   */
  async afterCommit(outcome: FulfilOutcome): Promise<void> {
    if (outcome.kind === 'REFUNDED')
      this.logger.warn({ msg: 'payment refunded', bookingId: outcome.bookingId, reason: outcome.reason, refundRef: outcome.refundRef });
    if (outcome.kind !== 'PAID') return;
    await closeAtProvider(this.providers, outcome.aborted, this.logger);
  }

  /**
   * A checkout that ended without money (FAILED: the provider refused; ABORTED: the customer gave up or it lapsed):
   * the row is closed if still CREATED, and the booking goes back to OPEN with a fresh hold when it waits for this
   * attempt (PENDING with no other open checkout). Answers whether the row was closed.
   */
  async closeIn(
    m: EntityManager,
    paymentId: number,
    status: PaymentStatus.FAILED | PaymentStatus.ABORTED,
    reason: string,
  ): Promise<boolean> {
    const [peek] = await txRows<{ bookingId: number }>(m, `SELECT booking_id AS "bookingId" FROM payment WHERE id = $1`, [paymentId]);
    if (!peek) return false;
    const booking = await lockBookingStatus(m, peek.bookingId);
    const [closed] = await txRows<PaymentRow>(
      m,
      `UPDATE payment SET status = $2, updated_at = now() WHERE id = $1 AND status = 'CREATED' RETURNING ${PAYMENT_COLUMNS}`,
      [paymentId, status],
    );
    if (closed) onCommit(m, () => payments.inc({ provider: closed.provider, outcome: status.toLowerCase() }));
    if (!closed || booking?.status !== BookingStatus.PENDING) return !!closed;
    await this.reopenWhenWaitingFor(m, closed, reason);
    return true;
  }

  /** A PENDING booking with no other open checkout goes back to OPEN with a fresh hold: the customer may pay again. */
  private async reopenWhenWaitingFor(m: EntityManager, payment: PaymentRow, reason: string): Promise<void> {
    const [{ open }] = await txRows<{ open: number }>(
      m,
      `SELECT count(*)::int AS open FROM payment WHERE booking_id = $1 AND status = 'CREATED'`,
      [payment.bookingId],
    );
    if (open > 0) return;
    await reopenBooking(m, this.transitions, payment.bookingId, providerActor(payment.provider), this.config.bookingHoldSeconds, {
      paymentId: payment.id,
      provider: payment.provider,
      reason,
    });
  }

  close(paymentId: number, status: PaymentStatus.FAILED | PaymentStatus.ABORTED, reason: string): Promise<boolean> {
    return transactionWithRetry(this.db, (m) => this.closeIn(m, paymentId, status, reason));
  }

  private async payIn(
    m: EntityManager,
    payment: PaymentRow,
    captureRef: string | null | undefined,
    details: Record<string, unknown>,
  ): Promise<FulfilOutcome> {
    const done = await this.transitions.transitionIn(m, payment.bookingId, BookingAction.PAY, providerActor(payment.provider), details);
    await settleBookingPaymentIn(m, payment.bookingId, payment.method);
    await m.query(`UPDATE payment SET status = 'SUCCEEDED', capture_ref = $2, updated_at = now() WHERE id = $1`, [
      payment.id,
      captureRef ?? null,
    ]);
    // Other checkouts of the booking can no longer be paid for it (closed at their provider after the commit; a payment
    // arriving there anyway is refunded as ALREADY_PAID).
    const aborted = await abortOpenPayments(m, payment.bookingId, payment.id);
    // The confirmation in the same transaction (the job outbox): a webhook stored with this effect and redelivered later
    // finds its event and changes nothing, so a mail queued after the commit and lost then would never be sent.
    await this.mails.sendConfirmationIn(m, payment.bookingId, done.version);
    onCommit(m, () => payments.inc({ provider: payment.provider, outcome: 'succeeded' }));
    return { kind: 'PAID', bookingId: payment.bookingId, version: done.version, from: done.from, aborted };
  }

  /**
   * Gives the money back through the provider, inside the transaction (PaymentRefunder): a failed refund rolls everything
   * back, so the reporter (webhook redelivery, job retry) tries again with the same idempotency key.
   */
  private async refundIn(
    m: EntityManager,
    payment: PaymentRow,
    bookingStatus: BookingStatus,
    captureRef: string | null | undefined,
    reason: RefundReason,
    details: Record<string, unknown>,
    amountCents = payment.amountCents,
    currency?: string,
  ): Promise<FulfilOutcome> {
    const done = await this.refunder.refundIn(m, {
      payment,
      amountCents,
      currency,
      reason,
      captureRef,
      final: true,
      bookingStatus,
      actor: providerActor(payment.provider),
      details,
    });
    return done.kind === 'REFUNDED'
      ? { kind: 'REFUNDED', bookingId: payment.bookingId, reason, refundRef: done.refundRef }
      : { kind: 'REFUND_MANUAL', bookingId: payment.bookingId, reason };
  }
}
