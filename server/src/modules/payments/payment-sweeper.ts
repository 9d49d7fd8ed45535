import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { PaymentProvider } from '../../common/enums.js';
import { AppConfig } from '../../config/app-config.js';
import { SqlService } from '../../infra/database/sql.service.js';
import { PaymentProviders } from './payment-providers.js';
import { ReconciliationService } from './reconciliation.service.js';
import { RefundService } from './refund.service.js';

/**
 * Checkouts to reconcile, claimed (reconciled_at = now()) with SKIP LOCKED so instances share the work: CREATED ones 2
 * minutes past their deadline whose last look is long enough ago (the delay grows with the time overdue: 5 min … 6 h,
 * as the job's), and ABORTED ones at a provider with an API never reconciled (asked once).
 */
const CLAIM_SQL = `
UPDATE payment SET reconciled_at = now() WHERE id IN (
  SELECT id FROM payment
   WHERE ((status = 'CREATED' AND expires_at + interval '2 minutes' <= now()
           AND (reconciled_at IS NULL OR reconciled_at + least(greatest(reconciled_at - expires_at, interval '5 minutes'), interval '6 hours') <= now()))
       OR (status = 'ABORTED' AND reconciled_at IS NULL AND provider = ANY($1) AND provider_ref IS NOT NULL
           AND coalesce(expires_at, updated_at) + interval '2 minutes' <= now()))
     AND ($3::int[] IS NULL OR booking_id = ANY($3))
   ORDER BY expires_at NULLS FIRST LIMIT $2 FOR UPDATE SKIP LOCKED)
RETURNING id, status`;

/** CANCELED bookings (skipRefund false) whose payments at a provider with an API still hold more than the cancellation fee. */
const UNREFUNDED_SQL = `
SELECT b.id FROM booking b JOIN payment p ON p.booking_id = b.id AND p.status = 'SUCCEEDED' AND p.provider = ANY($1)
 WHERE b.status = 'CANCELED' AND NOT b.skip_refund AND ($3::int[] IS NULL OR b.id = ANY($3))
 GROUP BY b.id HAVING sum(p.amount_cents - p.refunded_cents) > coalesce(b.cancellation_fee_cents, 0)
 ORDER BY b.id LIMIT $2`;

export interface PaymentSweep {
  reconciled: number;
  refunded: number;
  failed: number;
}

/**
 * The payments' safety net (ARCHITECTURE: a job is an accelerator that can be lost and redone): every
 * PAYMENT_SWEEP_SECONDS (0 = off) each instance reconciles the checkouts whose reconciliation job was lost and runs the
 * refund of canceled bookings whose REFUND_BOOKING job was lost (RefundService's handler is idempotent). Not in an
 * APP_ROLE=api process: the worker processes sweep. Tests call sweep().
 */
@Injectable()
export class PaymentSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PaymentSweeper');
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly config: AppConfig,
    private readonly sql: SqlService,
    private readonly providers: PaymentProviders,
    private readonly reconciliation: ReconciliationService,
    private readonly refunds: RefundService,
  ) {}

  onApplicationBootstrap(): void {
    const seconds = this.config.PAYMENT_SWEEP_SECONDS;
    if (!seconds || !this.config.runsBackgroundWork) return;
    this.timer = setInterval(() => void this.tick(), seconds * 1000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /**
   * One pass: at most `batchSize` checkouts reconciled and `batchSize` bookings refunded; failures are logged and
   * counted. `onlyBookings` limits the pass to these bookings (tests sharing one database, a manual run).
   */
  async sweep(batchSize = 50, onlyBookings?: number[]): Promise<PaymentSweep> {
    const withApi = Object.values(PaymentProvider).filter((p) => this.providers.has(p));
    const result: PaymentSweep = { reconciled: 0, refunded: 0, failed: 0 };
    const claimed = await this.sql.rows<{ id: number; status: string }>('payment_sweep_claim', CLAIM_SQL, [
      withApi,
      batchSize,
      onlyBookings ?? null,
    ]);
    for (const { id, status } of claimed) {
      try {
        await this.reconciliation.reconcile(id);
        result.reconciled++;
      } catch (error) {
        result.failed++;
        this.logger.warn({ msg: 'payment not reconciled', paymentId: id, error: (error as Error).message });
        // An ABORTED checkout is asked once: after a failure, once more by the next pass.
        if (status === 'ABORTED')
          await this.sql.rows('payment_sweep_unclaim', `UPDATE payment SET reconciled_at = NULL WHERE id = $1 AND status = 'ABORTED'`, [
            id,
          ]);
      }
    }
    const unrefunded = await this.sql.rows<{ id: number }>('payment_sweep_unrefunded', UNREFUNDED_SQL, [
      withApi,
      batchSize,
      onlyBookings ?? null,
    ]);
    for (const { id } of unrefunded) {
      try {
        await this.refunds.onJob({ bookingId: id, version: 0 });
        result.refunded++;
      } catch (error) {
        result.failed++;
        this.logger.warn({ msg: 'canceled booking not refunded', bookingId: id, error: (error as Error).message });
      }
    }
    return result;
  }

  /** One pass, unless the previous one is still running. */
  private tick(): Promise<unknown> {
    this.running ??= this.sweep()
      .then((r) => void ((r.reconciled || r.refunded || r.failed) && this.logger.log({ msg: 'payments swept', ...r })))
      .catch((error: Error) => this.logger.error({ msg: 'payment sweep failed', error: error.message }))
      .finally(() => (this.running = undefined));
    return this.running;
  }
}
