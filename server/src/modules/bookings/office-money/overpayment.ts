import type { EntityManager } from 'typeorm';
import { txRows } from '../../../infra/database/tx-rows.js';
import type { QueueService } from '../../../infra/queue/queue.service.js';
import { JobName } from '../../../infra/queue/queue.types.js';
import { OPEN_AMOUNT_SQL } from '../office/office-booking.sql.js';

/**
 * A (locked) booking that now costs less than was paid (moved to a cheaper chair, one chair canceled): the refund job
 * for the difference, in the change's transaction. It refunds what went through a payment provider; what was paid at
 * the hut stays "Erstattung fällig" in the office for a refund by hand.
 */
export async function refundOverpaymentIn(queue: QueueService, m: EntityManager, bookingId: number): Promise<void> {
  const [{ total, paid }] = await txRows<{ total: number; paid: number }>(m, OPEN_AMOUNT_SQL, [bookingId]);
  if (paid <= total) return;
  const [{ version }] = await txRows<{ version: number }>(m, `SELECT version FROM booking WHERE id = $1`, [bookingId]);
  await queue.enqueueIn(m, JobName.REFUND_BOOKING, { bookingId, version });
}
