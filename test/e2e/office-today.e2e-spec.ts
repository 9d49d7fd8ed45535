import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UserRole } from '../../server/src/common/enums.js';
import { addDays, today, zonedInstant } from '../../server/src/common/time.js';
import { startTestApp, TestContext } from '../support/test-app.js';

// GET /features/booking_details/today: the back office's Today screen in one read (docs/back-office.md, "Today").
const URL = '/api/v1/features/booking_details/today';
const TZ = 'Europe/Berlin';
const day = (n: number) => addDays(today(TZ), n);
const at = (date: string, time = '00:00') => zonedInstant(date, time, TZ).toISOString();

type Section = Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
interface TodayBody {
  date: string;
  timeZone: string;
  dayStart: string;
  dayEnd: string;
  now: string;
  sections: { id: number; name: string; locationId: number; locationName: string; chairs: { id: number; publicNumber: string }[] }[];
  chairBookings: {
    bookingId: number;
    bookingRef: string;
    beachChairId: number;
    sectionId: number;
    start: string;
    end: string;
    status: string;
  }[];
  waitingForPayment: {
    bookingId: number;
    bookingRef: string;
    sectionId: number;
    deadline: string | null;
    chairs: string;
    totalPrice: number;
  }[];
  unpaidOnSite: { bookingId: number; bookingRef: string; status: string; sectionId: number; chairs: string }[];
  stopSales: { beachChairId: number; sectionId: number; startDate: string; endDate: string; reason: string | null }[];
}

let ctx: TestContext;
let s: Section; // location 1 of the vendor, 6 chairs
let s2: Section; // location 2 of the same vendor, 2 chairs
let other: Section; // another vendor
let auth: { Authorization: string };
const b: Record<string, { id: number; bookingRef: string }> = {};

async function booking(
  section: Section,
  o: { status: string; paymentMethod?: string; chairs: [number, string, string][]; expiresAt?: Date; chairStatus?: string[] },
) {
  return ctx.factories.newFilledBooking({
    vendorId: section.vendorId,
    status: o.status,
    paymentMethod: o.paymentMethod ?? null,
    expiresAt: o.expiresAt ?? null,
    customer: { firstName: 'Greta', lastName: `Heute${Math.random().toString(36).slice(2, 6)}` },
    chairs: o.chairs.map(([beachChairId, start, end], i) => ({ beachChairId, start, end, status: o.chairStatus?.[i] })),
  });
}

beforeAll(async () => {
  ctx = await startTestApp();
  s = await ctx.factories.newRentalSection({ rows: 2, chairsPerRow: 3 });
  const location2 = await ctx.factories.newRentalLocation({ vendorId: s.vendorId, seasonStart: '01-01', seasonEnd: '31-12' });
  s2 = await ctx.factories.newRentalSection({
    locationId: location2.id,
    vendorId: s.vendorId,
    publicReference: s.publicReference,
    chairsPerRow: 2,
  });
  other = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 2 });
  auth = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId })}` };
  const [c, r2] = s.chairIds;
  // Arrives and leaves today (one whole day), pays at the hut.
  b.day = await booking(s, { status: 'CONFIRMED', paymentMethod: 'CASH', chairs: [[c[0], at(day(0)), at(day(1))]] });
  // Stays: came yesterday, leaves in two days, paid.
  b.stay = await booking(s, { status: 'BOOKED', paymentMethod: 'EC', chairs: [[c[1], at(day(-1)), at(day(2))]] });
  // Leaves today after three days, paid.
  b.leave = await booking(s, { status: 'BOOKED', paymentMethod: 'CASH', chairs: [[c[2], at(day(-2)), at(day(1))]] });
  // A morning, reserved by phone, not paid.
  b.morning = await booking(s, { status: 'RESERVED', chairs: [[r2[0], at(day(0)), at(day(0), '13:00')]] });
  // The afternoon of the same chair: a bank transfer the vendor confirmed (no money to take at the hut).
  b.afternoon = await booking(s, {
    status: 'CONFIRMED',
    paymentMethod: 'BANK_TRANSFER',
    chairs: [[r2[0], at(day(0), '13:00'), at(day(1))]],
  });
  // Ended yesterday, and starts tomorrow: neither touches today.
  b.yesterday = await booking(s, { status: 'BOOKED', paymentMethod: 'CASH', chairs: [[r2[1], at(day(-1)), at(day(0))]] });
  b.tomorrow = await booking(s, { status: 'CONFIRMED', paymentMethod: 'CASH', chairs: [[r2[1], at(day(1)), at(day(2))]] });
  // A bank transfer waiting for its money: the deadline in two days, the chair in three.
  b.transfer = await booking(s, {
    status: 'PENDING',
    paymentMethod: 'BANK_TRANSFER',
    expiresAt: new Date(at(day(2), '12:00')),
    chairs: [[r2[2], at(day(3)), at(day(4))]],
  });
  // Canceled today: gone from every list; and a canceled chair of a booking that still holds another.
  b.canceled = await booking(s, { status: 'CANCELED', chairs: [[r2[2], at(day(0)), at(day(1))]] });
  b.partly = await booking(s2, {
    status: 'CONFIRMED',
    paymentMethod: 'EC',
    chairs: [
      [s2.chairIds[0][0], at(day(0), '13:00'), at(day(1))],
      [s2.chairIds[0][1], at(day(0)), at(day(1))],
    ],
    chairStatus: ['CONFIRMED', 'CANCELED'],
  });
  await ctx.factories.newStopSale({ beachChairId: r2[2], startDate: day(-1), endDate: day(0), reason: 'Sturmschaden' });
  await ctx.factories.newStopSale({ beachChairId: r2[1], startDate: day(5), endDate: day(6) });
  // Another vendor's day: never shown.
  b.foreign = await booking(other, {
    status: 'CONFIRMED',
    paymentMethod: 'CASH',
    chairs: [[other.chairIds[0][0], at(day(0)), at(day(1))]],
  });
  b.foreignTransfer = await booking(other, {
    status: 'PENDING',
    paymentMethod: 'BANK_TRANSFER',
    expiresAt: new Date(at(day(1))),
    chairs: [[other.chairIds[0][1], at(day(2)), at(day(3))]],
  });
  await ctx.factories.newStopSale({ beachChairId: other.chairIds[0][1], startDate: day(0), endDate: day(0) });
});
afterAll(() => ctx.close());

const get = (headers: { Authorization: string }, query: Record<string, string> = {}) => ctx.http().get(URL).query(query).set(headers);
const refs = (lines: { bookingRef: string }[]) => [...new Set(lines.map((l) => l.bookingRef))].sort();
const of = (...names: string[]) => names.map((n) => b[n].bookingRef).sort();

describe('GET /features/booking_details/today', () => {
  it("answers today's day in Berlin with the vendor's sections and their active chairs", async () => {
    const res = await get(auth).expect(200);
    const body = res.body as TodayBody;
    expect(body).toMatchObject({ date: day(0), timeZone: TZ, dayStart: at(day(0)), dayEnd: at(day(1)) });
    expect(Math.abs(Date.parse(body.now) - Date.now())).toBeLessThan(60_000);
    expect(body.sections.map((x) => x.id).sort()).toEqual([s.id, s2.id].sort());
    const first = body.sections.find((x) => x.id === s.id)!;
    expect(first.chairs.map((ch) => ch.publicNumber)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(first.locationId).toBe(s.locationId);
    expect(body.sections.find((x) => x.id === s2.id)!.locationId).toBe(s2.locationId);
  });

  it('lists the holding chair bookings that touch the day, with their periods (arrivals, departures, occupied chairs)', async () => {
    const body = (await get(auth).expect(200)).body as TodayBody;
    expect(refs(body.chairBookings)).toEqual(of('day', 'stay', 'leave', 'morning', 'afternoon', 'partly'));
    const line = (name: string) => body.chairBookings.filter((l) => l.bookingId === b[name].id);
    expect(line('morning')).toEqual([
      expect.objectContaining({
        beachChairId: s.chairIds[1][0],
        sectionId: s.id,
        start: at(day(0)),
        end: at(day(0), '13:00'),
        status: 'RESERVED',
      }),
    ]);
    expect(line('stay')).toEqual([expect.objectContaining({ start: at(day(-1)), end: at(day(2)), status: 'BOOKED' })]);
    // Only the chair of "partly" that still holds: its afternoon in the second location.
    expect(line('partly')).toEqual([
      expect.objectContaining({ beachChairId: s2.chairIds[0][0], sectionId: s2.id, start: at(day(0), '13:00'), status: 'CONFIRMED' }),
    ]);
    const arrivals = body.chairBookings.filter((l) => l.start >= body.dayStart && l.start < body.dayEnd);
    const departures = body.chairBookings.filter((l) => l.end > body.dayStart && l.end <= body.dayEnd);
    expect(refs(arrivals)).toEqual(of('day', 'morning', 'afternoon', 'partly'));
    expect(refs(departures)).toEqual(of('day', 'leave', 'morning', 'afternoon', 'partly'));
  });

  it('lists the bank transfers waiting for payment with their deadlines, and the unpaid bookings of the day', async () => {
    const body = (await get(auth).expect(200)).body as TodayBody;
    expect(body.waitingForPayment).toEqual([
      {
        bookingId: b.transfer.id,
        bookingRef: b.transfer.bookingRef,
        sectionId: s.id,
        status: 'PENDING',
        paymentMethod: 'BANK_TRANSFER',
        deadline: at(day(2), '12:00'),
        start: at(day(3)),
        chairs: '6',
        totalPrice: 15,
        customerName: expect.stringMatching(/^Greta Heute/),
      },
    ]);
    // Paid at the hut (cash, EC) or not chosen yet (the reservation): the confirmed bank transfer is not money to take here.
    expect(refs(body.unpaidOnSite)).toEqual(of('day', 'morning', 'partly'));
    expect(body.unpaidOnSite.find((l) => l.bookingId === b.morning.id)).toMatchObject({ status: 'RESERVED', sectionId: s.id, chairs: '4' });
    expect(body.unpaidOnSite.find((l) => l.bookingId === b.partly.id)).toMatchObject({ sectionId: s2.id, chairs: '1' });
  });

  it('lists the stop sales covering the day', async () => {
    const body = (await get(auth).expect(200)).body as TodayBody;
    expect(body.stopSales).toEqual([
      expect.objectContaining({
        beachChairId: s.chairIds[1][2],
        publicNumber: '6',
        sectionId: s.id,
        startDate: day(-1),
        endDate: day(0),
        reason: 'Sturmschaden',
      }),
    ]);
  });

  it("never shows another vendor's sections, bookings or stop sales", async () => {
    const text = JSON.stringify((await get(auth).expect(200)).body);
    for (const name of ['foreign', 'foreignTransfer']) expect(text).not.toContain(b[name].bookingRef);
    const body = JSON.parse(text) as TodayBody;
    expect(body.sections.map((x) => x.id)).not.toContain(other.id);
    expect(body.stopSales.map((x) => x.sectionId)).not.toContain(other.id);
    // The other vendor sees its own day and nothing of ours.
    const theirs = (
      await get({ Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: other.vendorId })}` }).expect(200)
    ).body as TodayBody;
    expect(theirs.sections.map((x) => x.id)).toEqual([other.id]);
    expect(refs(theirs.chairBookings)).toEqual(of('foreign'));
    expect(refs(theirs.waitingForPayment)).toEqual(of('foreignTransfer'));
    expect(JSON.stringify(theirs)).not.toContain(b.day.bookingRef);
  });

  it('narrows everything to the location of a location context; an admin in the vendor context sees the vendor', async () => {
    const token = await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId, locationId: s2.locationId });
    const body = (await get({ Authorization: `Bearer ${token}` }).expect(200)).body as TodayBody;
    expect(body.sections.map((x) => x.id)).toEqual([s2.id]);
    expect(refs(body.chairBookings)).toEqual(of('partly'));
    expect(body.waitingForPayment).toEqual([]);
    expect(refs(body.unpaidOnSite)).toEqual(of('partly'));
    expect(body.stopSales).toEqual([]);
    const admin = await ctx.tokenFor({ role: UserRole.ADMIN, vendorId: s.vendorId });
    const asAdmin = (await get({ Authorization: `Bearer ${admin}` }).expect(200)).body as TodayBody;
    expect(asAdmin.sections.map((x) => x.id).sort()).toEqual([s.id, s2.id].sort());
  });

  it('answers another day when asked (date), with the chairs held that day', async () => {
    const body = (await get(auth, { date: day(3), timeZone: TZ }).expect(200)).body as TodayBody;
    expect(body).toMatchObject({ date: day(3), dayStart: at(day(3)), dayEnd: at(day(4)) });
    expect(refs(body.chairBookings)).toEqual(of('transfer'));
    expect(body.stopSales).toEqual([]);
  });

  it('refuses a bad day or zone (400 naming the field) and a caller without a token (401)', async () => {
    expect((await get(auth, { date: '2026-02-30' })).status).toBe(400);
    const zone = await get(auth, { timeZone: 'Mars/Olympus' });
    expect(zone.status).toBe(400);
    expect(zone.body.message).toEqual(expect.arrayContaining([expect.stringContaining('timeZone')]));
    await ctx.http().get(URL).expect(401);
  });
});
