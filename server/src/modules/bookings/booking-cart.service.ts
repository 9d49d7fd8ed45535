import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ActorType, BookingStatus } from '../../common/enums.js';
import { assertFound } from '../../common/errors/domain-error.js';
import { AppConfig } from '../../config/app-config.js';
import { BookingAction, invalidTransition } from './booking-state-machine.js';
import { txRows } from './booking-sql.js';
import { Actor, BookingTransitionsService } from './booking-transitions.service.js';

export const CUSTOMER: Actor = { type: ActorType.CUSTOMER, id: null };

/** total = chair bookings not canceled + extras; expires_at pushed by the hold. */
const RETOTAL_SQL = `
UPDATE booking b SET
  total_price_cents = coalesce((SELECT sum(price_cents) FROM beach_chair_booking WHERE booking_id = b.id AND status <> 'CANCELED'), 0)
                    + coalesce((SELECT sum(amount * unit_price_cents) FROM booking_extra WHERE booking_id = b.id), 0),
  expires_at = now() + make_interval(mins => $2), version = b.version + 1, updated_at = now()
 WHERE b.id = $1
RETURNING (SELECT count(*) FROM beach_chair_booking WHERE booking_id = b.id AND status <> 'CANCELED')::int
        + (SELECT count(*) FROM booking_extra WHERE booking_id = b.id)::int AS items`;

export function assertOpen(status: BookingStatus, action: string): void {
  if (status !== BookingStatus.OPEN) throw invalidTransition(action, status, ActorType.CUSTOMER);
}

/** Locks the booking row for the transaction and checks again that it is still OPEN (it may have moved meanwhile). */
export async function lockOpen(m: EntityManager, bookingId: number, action: string): Promise<void> {
  const [row] = await txRows<{ status: BookingStatus }>(m, `SELECT status FROM booking WHERE id = $1 FOR UPDATE`, [bookingId]);
  assertOpen(assertFound(row, 'Booking', bookingId).status, action);
}

/** What every change of an OPEN booking's items does afterwards, inside the caller's transaction. */
@Injectable()
export class BookingCartService {
  constructor(
    private readonly config: AppConfig,
    private readonly transitions: BookingTransitionsService,
  ) {}

  /** Recomputes the total and pushes the hold; answers how many items (chairs not canceled + extra lines) are left. */
  async retotal(m: EntityManager, bookingId: number): Promise<number> {
    const [{ items }] = await txRows<{ items: number }>(m, RETOTAL_SQL, [bookingId, this.config.BOOKING_HOLD_MINUTES]);
    return items;
  }

  /** retotal(); a booking left without chairs and extras is CANCELED (the storefront starts over). */
  async retotalOrClear(m: EntityManager, bookingId: number): Promise<void> {
    if ((await this.retotal(m, bookingId)) === 0) {
      await this.transitions.transitionIn(m, bookingId, BookingAction.CANCEL, CUSTOMER, { reason: 'EMPTY' });
    }
  }
}
