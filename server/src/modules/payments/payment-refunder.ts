import { onCommit } from '../../infra/queue/after-commit.js';
import { payments } from '../../infra/metrics/metrics.js';
import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { BookingStatus } from '../../common/enums.js';
import { txRows } from '../../infra/database/tx-rows.js';
import { type Actor, BookingTransitionsService } from '../bookings/index.js';
import { PaymentProviders } from './payment-providers.js';
import type { PaymentRow } from './payment-rows.js';

/** Why money went back. */
/**
 * BOOKING_CANCELED: money that arrived for a booking already canceled; CANCELED_BY_OFFICE: the refund of a back-office
 * cancel; CHANGED_BY_OFFICE: a paid booking the office made cheaper (a chair moved).
 */
export type RefundReason =
  'BOOKING_CANCELED' | 'CANCELED_BY_OFFICE' | 'CHANGED_BY_OFFICE' | 'CHAIRS_TAKEN' | 'ALREADY_PAID' | 'AMOUNT_CHANGED' | 'AMOUNT_MISMATCH';

export interface RefundRequest {
  /** The payment row, locked by the caller (booking first, then payment). */
  payment: PaymentRow;
  amountCents: number;
  /** Default: the payment's. */
  currency?: string;
  reason: RefundReason;
  /** The id of the money at the provider as the reporter named it (webhook, capture); else the row's, else asked. */
  captureRef?: string | null;
  /** true: the payment becomes REFUNDED whatever the amount (money that should not have arrived); false: only once all of it went back. */
  final: boolean;
  /** The booking's status: the history row's from and to. */
  bookingStatus: BookingStatus;
  actor: Actor;
  /** Into the history row. */
  details: Record<string, unknown>;
}

export type RefundResult = { kind: 'REFUNDED'; refundRef: string } | { kind: 'MANUAL' };

/**
 * One refund of one payment inside the caller's transaction: the provider's refund (its idempotency key is the payment,
 * the cents refunded before and the reason, so a transaction or job run again is the same refund at the provider, and
 * two genuine partial refunds of the same amount are two), the payment row updated, a REFUND_PAYMENT history row.
 * Without a capture id (the row has none and the provider's status names none) the provider is not called: the row
 * stays as it is, a REFUND_MANUAL history row (once) and an error in the log ask the office to settle it by hand.
 */
@Injectable()
export class PaymentRefunder {
  private readonly logger = new Logger('PaymentRefunds');

  constructor(
    private readonly providers: PaymentProviders,
    private readonly transitions: BookingTransitionsService,
  ) {}

  async refundIn(m: EntityManager, r: RefundRequest): Promise<RefundResult> {
    const { payment } = r;
    const captureRef = r.captureRef || payment.captureRef || (await this.captureOf(payment));
    if (!captureRef) return this.manual(m, r);
    const currency = (r.currency ?? payment.currency).trim().toUpperCase();
    const key = `payment-${payment.id}-refund-${payment.refundedCents}-${r.reason}`;
    const refundRef = await this.providers.of(payment.provider).refund(captureRef, r.amountCents, currency, key);
    await m.query(
      `UPDATE payment SET capture_ref = coalesce(capture_ref, $2), refund_ref = $3, refunded_cents = refunded_cents + $4,
              status = CASE WHEN $5 OR refunded_cents + $4 >= amount_cents THEN 'REFUNDED' ELSE status END, updated_at = now()
        WHERE id = $1`,
      [payment.id, captureRef, refundRef, r.amountCents, r.final],
    );
    await this.transitions.history(m, payment.bookingId, 'REFUND_PAYMENT', r.bookingStatus, r.bookingStatus, r.actor, {
      ...r.details,
      paymentId: payment.id,
      provider: payment.provider,
      reason: r.reason,
      refundRef,
      amountCents: r.amountCents,
    });
    onCommit(m, () => payments.inc({ provider: payment.provider, outcome: 'refunded' }));
    return { kind: 'REFUNDED', refundRef };
  }

  /** The capture id the provider names for the checkout (a row paid before capture_ref was stored); provider errors throw. */
  private async captureOf(payment: PaymentRow): Promise<string | undefined> {
    if (!payment.providerRef || !this.providers.has(payment.provider)) return undefined;
    return (await this.providers.of(payment.provider).status(payment.providerRef)).captureRef;
  }

  private async manual(m: EntityManager, r: RefundRequest): Promise<RefundResult> {
    const { payment } = r;
    this.logger.error({
      msg: 'refund needs manual handling: no capture id',
      paymentId: payment.id,
      provider: payment.provider,
      reason: r.reason,
      amountCents: r.amountCents,
    });
    const [known] = await txRows<{ one: number }>(
      m,
      `SELECT 1 AS one FROM booking_history WHERE booking_id = $1 AND action = 'REFUND_MANUAL' AND details->>'paymentId' = $2 AND details->>'reason' = $3`,
      [payment.bookingId, String(payment.id), r.reason],
    );
    if (!known) {
      await this.transitions.history(m, payment.bookingId, 'REFUND_MANUAL', r.bookingStatus, r.bookingStatus, r.actor, {
        ...r.details,
        paymentId: payment.id,
        provider: payment.provider,
        reason: r.reason,
        amountCents: r.amountCents,
      });
    }
    return { kind: 'MANUAL' };
  }
}
