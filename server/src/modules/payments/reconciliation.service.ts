import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { BookingStatus, PaymentStatus } from '../../common/enums.js';
import { SqlService } from '../../infra/database/sql.service.js';
import { JobHandlers } from '../../infra/queue/job-handlers.js';
import { QueueService } from '../../infra/queue/queue.service.js';
import { JobName, JobPayloads } from '../../infra/queue/queue.types.js';
import { FulfilmentService } from './fulfilment.service.js';
import { PaymentProviders } from './payment-providers.js';
import { PAYMENT_COLUMNS, PaymentRow } from './payment-rows.js';
import type { PaymentProviderDriver, ProviderPaymentStatus } from './providers/payment-provider.js';

/** The job runs this long after a checkout's deadline: the provider's own expiry and its last webhook have had their turn. */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/** Money still on its way after the deadline is asked for again with a growing delay (the time overdue), within these bounds… */
const LOOK_AGAIN_MIN_MS = 5 * 60_000;
const LOOK_AGAIN_MAX_MS = 6 * 3600_000;
/** …until this long after the deadline; then the checkout is closed here (money arriving later is still fulfilled or refunded). */
export const PROCESSING_GIVE_UP_MS = 24 * 3600_000;

export type ReconcileOutcome = 'PAID' | 'CLOSED' | 'RESCHEDULED' | 'NOTHING';

type Row = PaymentRow & { bookingStatus: BookingStatus };

/**
 * Payment reconciliation (ARCHITECTURE "Jobs"): one delayed job per checkout, due shortly after its deadline, and the
 * PaymentSweeper for jobs that got lost. A payment still open (CREATED) or aborted on our side (ABORTED: the customer
 * came back, or a second attempt replaced it) is asked at its provider: paid → fulfilled like a webhook would have (the
 * late path); approved but not captured (PayPal, the return request lost) → captured while the row is payable; money on
 * its way → asked again later; otherwise closed there and here. Every run stamps reconciled_at (the sweeper asks an
 * ABORTED row once). A lost webhook therefore costs minutes, not the booking.
 */
@Injectable()
export class ReconciliationService implements OnModuleInit {
  private readonly logger = new Logger('PaymentReconciliation');

  constructor(
    private readonly sql: SqlService,
    private readonly queue: QueueService,
    private readonly handlers: JobHandlers,
    private readonly providers: PaymentProviders,
    private readonly fulfilment: FulfilmentService,
  ) {}

  onModuleInit(): void {
    this.handlers.register(JobName.RECONCILE_PAYMENT, (payload) => this.onJob(payload));
  }

  /** Enqueues the payment's job for `RECONCILE_AFTER_MS` after `at` (job id per payment and instant); never throws: the sweeper is the net. */
  schedule(paymentId: number, at: Date): Promise<void> {
    return this.queue.enqueueAfterCommit(
      JobName.RECONCILE_PAYMENT,
      { paymentId, expiresAt: at.toISOString() },
      { delayMs: at.getTime() + RECONCILE_AFTER_MS - Date.now() },
    );
  }

  async onJob({ paymentId }: JobPayloads[JobName.RECONCILE_PAYMENT]): Promise<void> {
    await this.reconcile(paymentId);
  }

  /** One reconciliation of one payment; provider errors throw (BullMQ retries the job, the sweeper asks again later). */
  async reconcile(paymentId: number): Promise<ReconcileOutcome> {
    const [row] = await this.sql.rows<Row>(
      'payment_reconcile',
      `UPDATE payment SET reconciled_at = now() WHERE id = $1 AND status IN ('CREATED', 'ABORTED')
       RETURNING ${PAYMENT_COLUMNS}, (SELECT status FROM booking WHERE id = payment.booking_id) AS "bookingStatus"`,
      [paymentId],
    );
    if (!row) return 'NOTHING';
    if (!row.providerRef || !this.providers.has(row.provider)) {
      // The checkout never opened at the provider (or the provider is gone): nothing can be paid there.
      return (await this.fulfilment.close(row.id, PaymentStatus.ABORTED, 'reconciliation')) ? 'CLOSED' : 'NOTHING';
    }
    const driver = this.providers.of(row.provider);
    let status = await driver.status(row.providerRef);
    if (status.state === 'APPROVED') status = await this.captureIfPayable(driver, row);
    if (status.state === 'PAID') {
      const outcome = await this.fulfilment.fulfil(row.id, { ...money(status), via: 'reconciliation' });
      this.logger.log({ msg: 'payment reconciled', paymentId, outcome: outcome.kind });
      return 'PAID';
    }
    const deadline = row.expiresAt?.getTime() ?? 0;
    // Still payable before its deadline (a checkout open, money on its way within a pushed deadline): look again then.
    if ((status.state === 'PENDING' || status.state === 'PROCESSING') && deadline > Date.now()) {
      await this.schedule(row.id, row.expiresAt!);
      return 'RESCHEDULED';
    }
    // Money on its way past the deadline: look again later, ever less often, for a day.
    if (status.state === 'PROCESSING' && Date.now() - deadline < PROCESSING_GIVE_UP_MS) {
      const overdue = Date.now() - deadline;
      await this.schedule(
        row.id,
        new Date(Date.now() + Math.min(Math.max(overdue, LOOK_AGAIN_MIN_MS), LOOK_AGAIN_MAX_MS) - RECONCILE_AFTER_MS),
      );
      return 'RESCHEDULED';
    }
    if (status.state !== 'FAILED' && status.state !== 'EXPIRED') {
      if (status.state === 'PROCESSING')
        this.logger.warn({ msg: 'payment still processing a day after its deadline: closed here', paymentId });
      await driver
        .cancel(row.providerRef)
        .catch((e: Error) => this.logger.warn({ msg: 'checkout not closed', paymentId, error: e.message }));
    }
    const closed = await this.fulfilment.close(
      row.id,
      status.state === 'FAILED' ? PaymentStatus.FAILED : PaymentStatus.ABORTED,
      'reconciliation',
    );
    return closed ? 'CLOSED' : 'NOTHING';
  }

  /**
   * The buyer approved at PayPal but our capture never ran (the return request was lost): capture while the row can
   * still be paid for its booking (CREATED, booking OPEN or PENDING); otherwise the approval is left to lapse.
   */
  private async captureIfPayable(driver: PaymentProviderDriver, row: Row): Promise<ProviderPaymentStatus> {
    const payable =
      row.status === PaymentStatus.CREATED && (row.bookingStatus === BookingStatus.OPEN || row.bookingStatus === BookingStatus.PENDING);
    if (!payable) return { state: 'PENDING' };
    this.logger.log({ msg: 'approved checkout captured by reconciliation', paymentId: row.id });
    return driver.capture(row.providerRef!);
  }
}

/** What a status says about the money, for the fulfilment. */
export const money = (s: ProviderPaymentStatus) => ({ captureRef: s.captureRef, amountCents: s.amountCents, currency: s.currency });
