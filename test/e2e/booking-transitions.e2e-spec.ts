import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ActorType } from '../../server/src/common/enums.js';
import { addDays, today, zonedInstant } from '../../server/src/common/time.js';
import { BookingAction } from '../../server/src/modules/bookings/booking-state-machine.js';
import { BookingTransitionsService } from '../../server/src/modules/bookings/booking-transitions.service.js';
import { startTestApp, TestContext } from '../support/test-app.js';

let ctx: TestContext;
let transitions: BookingTransitionsService;
const D = addDays(today('Europe/Berlin'), 40);

beforeAll(async () => {
  ctx = await startTestApp();
  transitions = ctx.app.get(BookingTransitionsService);
});
afterAll(() => ctx.close());

const customer = { type: ActorType.CUSTOMER, id: null };
const vendor = { type: ActorType.VENDOR, id: '7' };

async function openBooking() {
  const s = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 2 });
  const booking = await ctx.factories.newChairBooking({
    vendorId: s.vendorId,
    beachChairId: s.chairIds[0][0],
    start: zonedInstant(D).toISOString(),
    end: zonedInstant(addDays(D, 1)).toISOString(),
    status: 'OPEN',
  });
  // A second chair canceled on its own: it stays canceled whatever the booking does.
  await ctx.db.query(
    `INSERT INTO beach_chair_booking (booking_id, beach_chair_id, start, "end", status, model) VALUES ($1, $2, $3, $4, 'CANCELED', '2_SEAT_RECLINER')`,
    [booking.id, s.chairIds[0][1], zonedInstant(D).toISOString(), zonedInstant(addDays(D, 1)).toISOString()],
  );
  return booking.id;
}

describe('booking transitions', () => {
  it('moves the booking and its chair bookings, raises the version and writes history', async () => {
    const id = await openBooking();
    await expect(transitions.transition(id, BookingAction.CONFIRM, vendor, { note: 'phone' })).resolves.toMatchObject({
      id,
      from: 'OPEN',
      to: 'CONFIRMED',
      version: 2,
    });
    const { rows: chairs } = await ctx.db.query(`SELECT status FROM beach_chair_booking WHERE booking_id = $1 ORDER BY id`, [id]);
    expect(chairs.map((c) => c.status)).toEqual(['CONFIRMED', 'CANCELED']);
    const { rows: history } = await ctx.db.query(
      `SELECT action, from_status, to_status, actor_type, actor_id, details FROM booking_history WHERE booking_id = $1`,
      [id],
    );
    expect(history).toEqual([
      { action: 'CONFIRM', from_status: 'OPEN', to_status: 'CONFIRMED', actor_type: 'VENDOR', actor_id: '7', details: { note: 'phone' } },
    ]);
  });

  it('refuses a transition the status or the actor does not allow with 409 BOOKING_INVALID_TRANSITION', async () => {
    const id = await openBooking();
    await expect(transitions.transition(id, BookingAction.RECOVER, vendor)).rejects.toMatchObject({
      errorType: 'BOOKING_INVALID_TRANSITION',
      payload: { action: 'RECOVER', status: 'OPEN' },
    });
    await expect(transitions.transition(id, BookingAction.CONFIRM, customer)).rejects.toMatchObject({
      errorType: 'BOOKING_INVALID_TRANSITION',
      payload: { action: 'CONFIRM', status: 'OPEN' },
    });
    await expect(transitions.transition(2147483000, BookingAction.CANCEL, customer)).rejects.toMatchObject({
      errorType: 'ENTITY_NOT_FOUND',
    });
    const { rows } = await ctx.db.query(`SELECT status, version FROM booking WHERE id = $1`, [id]);
    expect(rows[0]).toEqual({ status: 'OPEN', version: 1 });
  });

  it('lets exactly one of two concurrent transitions win', async () => {
    for (let i = 0; i < 5; i++) {
      const id = await openBooking();
      const results = await Promise.allSettled([
        // Both start only from OPEN, so whichever comes second finds the status moved.
        transitions.transition(id, BookingAction.SUBMIT_ON_SITE, customer),
        transitions.transition(id, BookingAction.SUBMIT_BANK_TRANSFER, customer),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0].reason).toMatchObject({ errorType: 'BOOKING_INVALID_TRANSITION' });
      const { rows } = await ctx.db.query(
        `SELECT b.version, (SELECT count(*)::int FROM booking_history WHERE booking_id = b.id) AS history FROM booking b WHERE b.id = $1`,
        [id],
      );
      expect(rows[0]).toEqual({ version: 2, history: 1 });
    }
  });
});
