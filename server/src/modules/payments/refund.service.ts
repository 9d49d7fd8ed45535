import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { ActorType, BookingStatus } from '../../common/enums.js';
import { JobHandlers } from '../../infra/queue/job-handlers.js';
import { JobName, JobPayloads } from '../../infra/queue/queue.types.js';
import { transactionWithRetry } from '../../infra/database/transaction.js';
import { txRows } from '../../infra/database/tx-rows.js';
import { PaymentProviders } from './payment-providers.js';
import { PaymentRefunder } from './payment-refunder.js';
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
 * The back office canceled a booking (whole, skipRefund false): what was paid online goes back through its provider,
 * less the cancellation fee. Runs as a job after the cancel committed; the booking row is locked and the refunded cents
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
    const [booking] = await txRows<{ status: BookingStatus; feeCents: number | null; skipRefund: boolean }>(
      m,
      `SELECT status, cancellation_fee_cents AS "feeCents", skip_refund AS "skipRefund" FROM booking WHERE id = $1 FOR UPDATE`,
      [bookingId],
    );
    // Recovered since, or the office chose to keep the money: nothing to give back.
    if (booking?.status !== BookingStatus.CANCELED || booking.skipRefund) return [];
    const paid = await txRows<PaymentRow>(
      m,
      `SELECT ${PAYMENT_COLUMNS} FROM payment WHERE booking_id = $1 AND status = 'SUCCEEDED' ORDER BY id FOR UPDATE`,
      [bookingId],
    );
    const refundable = paid.filter((p) => this.providers.has(p.provider));
    const lines = refundLines(refundable, booking.feeCents ?? 0);
    const done: RefundLine[] = [];
    for (const line of lines) {
      const payment = refundable.find((p) => p.id === line.paymentId)!;
      // Inside the transaction: a failed provider call rolls the counts back and the job's retry asks again (same idempotency key).
      const result = await this.refunder.refundIn(m, {
        payment,
        amountCents: line.amountCents,
        reason: 'CANCELED_BY_OFFICE',
        final: false,
        bookingStatus: BookingStatus.CANCELED,
        actor: { type: ActorType.SYSTEM, id: null },
        details: { feeCents: booking.feeCents ?? 0 },
      });
      if (result.kind === 'REFUNDED') done.push(line);
    }
    return done;
  }
}
