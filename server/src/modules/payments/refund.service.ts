import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { ActorType, BookingStatus } from '../../common/enums.js';
import { JobHandlers } from '../../infra/queue/job-handlers.js';
import { JobName, JobPayloads } from '../../infra/queue/queue.types.js';
import { transactionWithRetry } from '../../infra/database/transaction.js';
import { txRows } from '../../infra/database/tx-rows.js';
import { PaymentProviders } from './payment-providers.js';
import { PaymentRefunder, type RefundReason } from './payment-refunder.js';
import { HOLDING_STATUSES } from '../../common/holding-statuses.js';
import { PAYMENT_COLUMNS, PaymentRow } from './payment-rows.js';

export interface RefundLine {
  paymentId: number;
  amountCents: number;
}

/** What goes back of each paid payment (newest first) when `feeCents` of what is still held stays with the vendor. */
export function refundLines(paid: readonly PaymentRow[], feeCents: number): RefundLine[] {
  let due = Math.max(paid.reduce((sum, p) => sum + p.amountCents - p.refundedCents, 0) - feeCents, 0);
  const lines: RefundLine[] = [];
  for (const p of [...paid].sort((a, b) => b.id - a.id)) {
    const amountCents = Math.min(due, p.amountCents - p.refundedCents);
    if (amountCents > 0) lines.push({ paymentId: p.id, amountCents });
    due -= amountCents;
  }
  return lines;
}

/**
 * What the booking keeps of what was paid, and why the rest goes back: a canceled one its fee (none of it goes back when
 * the office keeps the money), a holding one its total (a change in the office made a paid booking cheaper).
 */
function keptCents(
  booking: { status: BookingStatus; feeCents: number | null; skipRefund: boolean; totalCents: number } | undefined,
): { cents: number; reason: RefundReason } | undefined {
  if (booking?.status === BookingStatus.CANCELED)
    return booking.skipRefund ? undefined : { cents: booking.feeCents ?? 0, reason: 'CANCELED_BY_OFFICE' };
  if (booking && HOLDING_STATUSES.includes(booking.status)) return { cents: booking.totalCents, reason: 'CHANGED_BY_OFFICE' };
  return undefined;
}

/**
 * The back office canceled a booking (whole, skipRefund false), or changed a paid one so that it costs less: what was
 * paid online goes back through its provider, less what the booking keeps (keptCents). Runs as a job after the commit; the booking row is locked and the refunded cents
 * are counted on the payment rows, so a retried or repeated job refunds nothing twice. Payments without a provider API
 * (EXTERNAL_PP, MANUAL) are left to the vendor.
 */
@Injectable()
export class RefundService implements OnModuleInit {
  private readonly logger = new Logger('PaymentRefunds');

  constructor(
    private readonly db: DataSource,
    private readonly handlers: JobHandlers,
    private readonly providers: PaymentProviders,
    private readonly refunder: PaymentRefunder,
  ) {}

  onModuleInit(): void {
    this.handlers.register(JobName.REFUND_BOOKING, (payload) => this.onJob(payload));
  }

  async onJob({ bookingId }: JobPayloads[JobName.REFUND_BOOKING]): Promise<void> {
    const refunded = await transactionWithRetry(this.db, (m) => this.refundCanceledIn(m, bookingId));
    if (refunded.length) this.logger.log({ msg: 'canceled booking refunded', bookingId, refunded });
  }

  private async refundCanceledIn(m: EntityManager, bookingId: number): Promise<RefundLine[]> {
    const [booking] = await txRows<{ status: BookingStatus; feeCents: number | null; skipRefund: boolean; totalCents: number }>(
      m,
      `SELECT status, cancellation_fee_cents AS "feeCents", skip_refund AS "skipRefund", total_price_cents AS "totalCents"
         FROM booking WHERE id = $1 FOR UPDATE`,
      [bookingId],
    );
    const keep = keptCents(booking);
    if (!keep) return [];
    const paid = await txRows<PaymentRow>(
      m,
      `SELECT ${PAYMENT_COLUMNS} FROM payment WHERE booking_id = $1 AND status = 'SUCCEEDED' ORDER BY id FOR UPDATE`,
      [bookingId],
    );
    const refundable = paid.filter((p) => this.providers.has(p.provider));
    const lines = refundLines(refundable, keep.cents);
    const done: RefundLine[] = [];
    for (const line of lines) {
      const payment = refundable.find((p) => p.id === line.paymentId)!;
      // Inside the transaction: a failed provider call rolls the counts back and the job's retry asks again (same idempotency key).
      const result = await this.refunder.refundIn(m, {
        payment,
        amountCents: line.amountCents,
        reason: keep.reason,
        final: false,
        bookingStatus: booking.status,
        actor: { type: ActorType.SYSTEM, id: null },
        details: keep.reason === 'CANCELED_BY_OFFICE' ? { feeCents: keep.cents } : { totalCents: keep.cents },
      });
      if (result.kind === 'REFUNDED') done.push(line);
    }
    return done;
  }
}
