import type request from 'supertest';
import type { TestContext } from './test-app.js';

// An office booking made over HTTP the way the counter makes one (a booking, its chairs, extras, the customer, then
// confirmed), for the e2e files that check money and papers on top of it.

const V1 = '/api/v1';

/** A supertest request whose body arrives as a Buffer (a PDF, a CSV, a picture). */
export const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

export interface OfficeBookingInput {
  /** The chairs, each booked whole-day (or at `rate`) from `start` to `end` as a 2_SEAT_RECLINER. */
  chairIds: number[];
  start: string;
  end?: string;
  rate?: string;
  extras?: { extraId: number; amount: number }[];
  email?: string;
  /** Left OPEN (not confirmed) when true. */
  open?: boolean;
}

/** Makes the booking as the office token `auth` and answers its id, reference, the guest's e-mail and its chair bookings. */
export async function createOfficeBooking(ctx: TestContext, auth: Record<string, string>, o: OfficeBookingInput) {
  const id = (await ctx.http().post(`${V1}/bookings/bookings`).set(auth).expect(201)).body.id as number;
  const chairBookingIds: number[] = [];
  for (const beachChairId of o.chairIds) {
    const res = await ctx
      .http()
      .post(`${V1}/bookings/beach-chairs`)
      .set(auth)
      .send({ bookingId: id, beachChairId, model: '2_SEAT_RECLINER', start: o.start, end: o.end ?? o.start, rate: o.rate })
      .expect(201);
    chairBookingIds.push(res.body.id as number);
  }
  if (o.extras) await ctx.http().post(`${V1}/bookings/bookings/${id}/extras`).set(auth).send({ items: o.extras }).expect(201);
  const email = o.email ?? `gast-${id}@example.de`;
  await ctx
    .http()
    .post(`${V1}/bookings/bookings/${id}/customer`)
    .set(auth)
    .send({
      salutation: 'MS',
      firstName: 'Erika',
      lastName: 'Mustermann',
      email,
      address: { street: 'Strandallee 1', zip: '23683', city: 'Scharbeutz' },
    })
    .expect(201);
  if (!o.open) await ctx.http().put(`${V1}/features/booking_details/${id}/confirm`).set(auth).expect(200);
  const { rows } = await ctx.db.query(`SELECT booking_ref AS ref FROM booking WHERE id = $1`, [id]);
  return { id, ref: rows[0].ref as string, email, chairBookingIds };
}
