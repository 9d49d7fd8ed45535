import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UserRole } from '../../server/src/common/enums.js';
import { addDays, today } from '../../server/src/common/time.js';
import { expectDomainError, newVendorWorld } from '../support/office.js';
import { startTestApp, TestContext } from '../support/test-app.js';

// Issue 29, item 6: a refused field is named with the rule it broke (the office says it in German or English by one
// mapping, never the validator's English), a German postcode is five digits, and a half day's hours are the
// section's rates' hours in the booking list as in the booking's panel.
const V1 = '/api/v1';
const LOCATIONS = `${V1}/features/locations`;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

describe('a refused field names its rule', () => {
  it('leadTimeHours below 0, a country in small letters: each field with its rule and bound; nothing stored', async () => {
    const world = await newVendorWorld(ctx, 0);
    const res = await ctx
      .http()
      .put(`${LOCATIONS}/${world.locationId}`)
      .set(world.auth)
      .send({ leadTimeHours: -5, address: { country: 'de' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    // In the order of the DTO's fields, as the messages.
    expect(res.body.fields).toEqual([
      { field: 'address.country', constraint: 'matches' },
      { field: 'leadTimeHours', constraint: 'min', limit: 0 },
    ]);
    expect(res.body.message).toHaveLength(2);
    const { rows } = await ctx.db.query(`SELECT lead_time_hours, address FROM location WHERE id = $1`, [world.locationId]);
    expect(rows[0].lead_time_hours).not.toBe(-5);
  });

  it('a German postcode is five digits: 2368 and 236831 refused for DE and for an address without a country', async () => {
    const world = await newVendorWorld(ctx, 0);
    for (const address of [{ zip: '2368', country: 'DE' }, { zip: '236831' }]) {
      const res = await ctx.http().put(`${LOCATIONS}/${world.locationId}`).set(world.auth).send({ address });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual([{ field: 'address.zip', constraint: 'isGermanPostcode' }]);
    }
    const { rows } = await ctx.db.query(`SELECT address->>'zip' AS zip FROM location WHERE id = $1`, [world.locationId]);
    expect(['2368', '236831']).not.toContain(rows[0].zip);

    const ok = await ctx
      .http()
      .put(`${LOCATIONS}/${world.locationId}`)
      .set(world.auth)
      .send({ address: { zip: '23683', country: 'DE' } });
    expect(ok.status).toBe(200);
    const austria = await ctx
      .http()
      .put(`${LOCATIONS}/${world.locationId}`)
      .set(world.auth)
      .send({ address: { zip: '6020', country: 'AT' } });
    expect(austria.status).toBe(200);
    const stored = await ctx.db.query(`SELECT address->>'zip' AS zip FROM location WHERE id = $1`, [world.locationId]);
    expect(stored.rows[0].zip).toBe('6020');
  });

  it('a stop sale ending before it starts: INVALID_INPUT naming the field end and the rule', async () => {
    const world = await newVendorWorld(ctx, 1);
    const chairId = world.section.chairIds[0];
    const start = addDays(today('Europe/Berlin'), 20);
    const res = await ctx
      .http()
      .post(`${V1}/features/beach_chair/${chairId}/stop_sales`)
      .set(world.auth)
      .send({ start, end: addDays(start, -2), reason: 'Reparatur' });
    expectDomainError(res, 400, 'INVALID_INPUT');
    expect(res.body.payload).toMatchObject({ field: 'end', constraint: 'isNotBeforeStart' });
  });
});

describe('a half day shows the same hours everywhere', () => {
  it("the booking list gives a morning and an afternoon the hours of the section's rates, as the booking's chairs do", async () => {
    const s = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 2 });
    const auth = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId })}` };
    const day = addDays(today('Europe/Berlin'), 30);
    const halfDay = async (chair: number, rate: string) => {
      const bookingId = (await ctx.http().post(`${V1}/bookings/bookings`).set(auth).expect(201)).body.id as number;
      await ctx
        .http()
        .post(`${V1}/bookings/beach-chairs`)
        .set(auth)
        .send({ bookingId, beachChairId: s.chairIds[0][chair], start: day, end: day, model: '2_SEAT_RECLINER', rate })
        .expect(201);
      return bookingId;
    };
    const morning = await halfDay(0, 'MORNING');
    const afternoon = await halfDay(1, 'AFTERNOON');
    const whole = (await ctx.http().post(`${V1}/bookings/bookings`).set(auth).expect(201)).body.id as number;
    await ctx
      .http()
      .post(`${V1}/bookings/beach-chairs`)
      .set(auth)
      .send({ bookingId: whole, beachChairId: s.chairIds[0][0], start: addDays(day, 1), end: addDays(day, 1), model: '2_SEAT_RECLINER' })
      .expect(201);

    const list = await ctx.http().get(`${V1}/bookings/bookings`).set(auth).query({ itemsPerPage: 0 }).expect(200);
    const rangeOf = (id: number) => (list.body.items as { id: number; timeRange: string | null }[]).find((b) => b.id === id)?.timeRange;
    expect(rangeOf(morning)).toBe('08-13');
    expect(rangeOf(afternoon)).toBe('13-20');
    expect(rangeOf(whole)).toBeNull();
    // The booking's panel says the same hours.
    const panel = await ctx.http().get(`${V1}/bookings/bookings/${afternoon}`).set(auth).expect(200);
    expect(panel.body.beachChairBookings.map((c: { timeRange: string | null }) => c.timeRange)).toEqual(['13-20']);
  });
});
