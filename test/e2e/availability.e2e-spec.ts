import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UserRole } from '../../server/src/common/enums.js';
import { addDays, today, zonedInstant } from '../../server/src/common/time.js';
import { startTestApp, TestContext } from '../support/test-app.js';

const PUBLIC = '/api/v1/features/public';
const FEATURES = '/api/v1/features';
let ctx: TestContext;

// Every day a test books lies ahead, so lead time and "already over" never interfere unless a test wants them to.
const D = addDays(today('Europe/Berlin'), 30);
const iso = (day: string, time = '00:00') => zonedInstant(day, time).toISOString();

type Section = Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
let s: Section;
let chairs: { morning: number; afternoon: number; fullDay: number; stopSale: number; reserved: number; locked: number };

const byId = (body: { rowData: { id: number }[] }) => new Map(body.rowData.map((c) => [c.id, c as Record<string, unknown>]));

beforeAll(async () => {
  ctx = await startTestApp();
  const f = ctx.factories;
  s = await f.newRentalSection({ rows: 2, chairsPerRow: 3, models: ['2_SEAT_RECLINER', 'XL_BEACH_CHAIR', 'BALTIC_BEACH_CHAIR'] });
  const [[morning, afternoon, fullDay], [stopSale, reserved, locked]] = s.chairIds;
  chairs = { morning, afternoon, fullDay, stopSale, reserved, locked };
  await f.newChairBooking({ vendorId: s.vendorId, beachChairId: morning, start: iso(D), end: iso(D, '13:00') });
  await f.newChairBooking({ vendorId: s.vendorId, beachChairId: afternoon, start: iso(D, '13:00'), end: iso(addDays(D, 1)) });
  await f.newChairBooking({ vendorId: s.vendorId, beachChairId: fullDay, start: iso(D), end: iso(addDays(D, 2)), status: 'PENDING' });
  await f.newStopSale({ beachChairId: stopSale, startDate: addDays(D, -1), endDate: addDays(D, 1) });
  await f.updateBeachChair(reserved, { reserved: true });
  await f.updateBeachChair(locked, { lockId: (await f.newLockDevice({ vendorId: s.vendorId })).id });
  // A cancelled booking does not hold the chair.
  await f.newChairBooking({ vendorId: s.vendorId, beachChairId: locked, start: iso(D), end: iso(addDays(D, 1)), status: 'CANCELED' });
});
afterAll(() => ctx.close());

const publicAvailability = (query: Record<string, unknown>, sectionId = s.id) =>
  ctx
    .http()
    .get(`${PUBLIC}/sections/${sectionId}/beach_chairs_availability`)
    .query({ publicReference: s.publicReference, ...query });

describe('public section availability', () => {
  it('shows every chair with its state for one day', async () => {
    const res = await publicAvailability({ start: D, end: D }).expect(200);
    expect(res.body).toMatchObject({
      sectionId: s.id,
      start: D,
      end: D,
      timeZone: 'Europe/Berlin',
      onlineBooking: true,
      season: { inSeason: true, seasonStart: '01-01', seasonEnd: '31-12' },
      leadTime: { hours: null, applies: false },
      bookingStart: { date: null, open: true },
      halfDay: { boundaryHour: 13, morning: '08-13', afternoon: '13-20' },
      rows: [
        { id: s.rowIds[0], name: 'Reihe 1', nameEn: null, position: 1 },
        { id: s.rowIds[1], name: 'Reihe 2', nameEn: null, position: 2 },
      ],
      counts: { total: 6, free: 3 },
    });
    expect(res.body.rowData.map((c: { id: number }) => c.id)).toEqual(s.chairIds.flat());
    const c = byId(res.body);
    expect(c.get(chairs.morning)).toMatchObject({
      publicNumber: '1',
      model: '2_SEAT_RECLINER',
      rowId: s.rowIds[0],
      timeEnum: 'HALF_DAY',
      lockId: null,
      seasonBeachChair: false,
      attributes: { color: '0' },
      geoJson: { type: 'Point', coordinates: [expect.any(Number), expect.any(Number)] },
      state: 'BOOKED_MORNING',
      reason: null,
      free: true,
      bookable: { day: false, morning: false, afternoon: true },
    });
    expect(c.get(chairs.afternoon)).toMatchObject({
      state: 'BOOKED_AFTERNOON',
      free: true,
      bookable: { day: false, morning: true, afternoon: false },
    });
    expect(c.get(chairs.fullDay)).toMatchObject({ state: 'BOOKED', reason: 'BOOKED', free: false });
    expect(c.get(chairs.stopSale)).toMatchObject({
      state: 'STOP_SALE',
      reason: 'STOP_SALE',
      free: false,
      stopSaleDates: [{ start: addDays(D, -1), end: addDays(D, 1) }],
    });
    expect(c.get(chairs.reserved)).toMatchObject({ state: 'RESERVED', reason: 'BOOKED', free: false, reserved: true });
    expect(c.get(chairs.locked)).toMatchObject({
      state: 'FREE',
      lockId: expect.any(Number),
      free: true,
      bookable: { day: true, morning: true, afternoon: true },
    });
  });

  it('judges a range of days as a whole', async () => {
    const res = await publicAvailability({ start: addDays(D, 1), end: addDays(D, 3) }).expect(200);
    const c = byId(res.body);
    expect(c.get(chairs.morning)).toMatchObject({ state: 'FREE', bookable: { day: true, morning: false, afternoon: false } });
    expect(c.get(chairs.fullDay)).toMatchObject({ state: 'BOOKED' });
    expect(c.get(chairs.stopSale)).toMatchObject({ state: 'STOP_SALE' });
    const after = byId((await publicAvailability({ start: addDays(D, 2), end: addDays(D, 3) }).expect(200)).body);
    expect(after.get(chairs.fullDay)).toMatchObject({ state: 'FREE', free: true });
    expect(after.get(chairs.stopSale)).toMatchObject({ state: 'FREE', stopSaleDates: [] });
  });

  it('narrows the list by row, model, lock and free', async () => {
    const ids = async (query: Record<string, unknown>) =>
      (await publicAvailability({ start: D, end: D, ...query }).expect(200)).body.rowData.map((c: { id: number }) => c.id);
    expect(await ids({ row: s.rowIds[1] })).toEqual(s.chairIds[1]);
    expect(await ids({ model: 'XL_BEACH_CHAIR' })).toEqual([chairs.afternoon, chairs.reserved]);
    expect(await ids({ lock: true })).toEqual([chairs.locked]);
    expect(await ids({ lock: false })).toHaveLength(5);
    expect(await ids({ free: true })).toEqual([chairs.morning, chairs.afternoon, chairs.locked]);
    expect(await ids({ free: true, row: s.rowIds[0], model: '2_SEAT_RECLINER' })).toEqual([chairs.morning]);
    const rows = (await publicAvailability({ start: D, end: D, row: s.rowIds[1] }).expect(200)).body.rows;
    expect(rows).toEqual([{ id: s.rowIds[1], name: 'Reihe 2', nameEn: null, position: 2 }]);
  });

  it('passes public numbers through whatever they contain', async () => {
    const sec = await ctx.factories.newRentalSection({ chairsPerRow: 1 });
    await ctx.db.query(`UPDATE beach_chair SET public_number = $2 WHERE id = $1`, [sec.chairIds[0][0], 'A|"7"\n\\ü']);
    const res = await publicAvailability({ start: D, end: D, publicReference: sec.publicReference }, sec.id).expect(200);
    expect(res.body.rowData[0].publicNumber).toBe('A|"7"\n\\ü');
  });

  it('shows chairs outside the rental season as such', async () => {
    const dm = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}`;
    const location = await ctx.factories.newRentalLocation({ seasonStart: dm(addDays(D, 10)), seasonEnd: dm(addDays(D, 20)) });
    const out = await ctx.factories.newRentalSection({
      locationId: location.id,
      vendorId: location.vendorId,
      publicReference: location.publicReference,
    });
    const res = await publicAvailability({ start: D, end: D, publicReference: location.publicReference }, out.id).expect(200);
    expect(res.body.season).toMatchObject({ inSeason: false, start: addDays(D, 10), end: addDays(D, 20) });
    expect(res.body.rowData.map((c: object) => ({ ...c }))).toEqual(
      out.chairIds
        .flat()
        .map(() => expect.objectContaining({ state: 'OUTSIDE_RENTAL_SEASON', reason: 'OUTSIDE_RENTAL_SEASON', free: false })),
    );
    expect(
      (await publicAvailability({ start: D, end: D, publicReference: location.publicReference, free: true }, out.id)).body.rowData,
    ).toEqual([]);
  });

  it('keeps to the lead time: nothing before the start of tomorrow plus the hours', async () => {
    const location = await ctx.factories.newRentalLocation({ seasonStart: '01-01', seasonEnd: '31-12', leadTimeHours: 48 });
    const sec = await ctx.factories.newRentalSection({
      locationId: location.id,
      vendorId: location.vendorId,
      publicReference: location.publicReference,
    });
    const tomorrow = addDays(today('Europe/Berlin'), 1);
    const soon = await publicAvailability({ start: tomorrow, end: tomorrow, publicReference: location.publicReference }, sec.id).expect(
      200,
    );
    expect(soon.body.leadTime).toEqual({
      hours: 48,
      applies: true,
      firstBookableDate: addDays(tomorrow, 2),
      earliestBookableAt: zonedInstant(addDays(tomorrow, 2)).toISOString(),
    });
    expect(soon.body.rowData[0]).toMatchObject({ state: 'FREE', free: false });
    const later = await publicAvailability(
      { start: addDays(tomorrow, 2), end: addDays(tomorrow, 2), publicReference: location.publicReference },
      sec.id,
    );
    expect(later.body).toMatchObject({ leadTime: { applies: false } });
    expect(later.body.rowData[0]).toMatchObject({ free: true });
  });

  it('books nothing online before the booking start date (location column or vendor configuration)', async () => {
    const opens = addDays(today('Europe/Berlin'), 5);
    for (const o of [{ bookingStartdate: opens }, { vendorConfiguration: { bookingStartdate: opens } }]) {
      const location = await ctx.factories.newRentalLocation({ seasonStart: '01-01', seasonEnd: '31-12', ...o });
      const sec = await ctx.factories.newRentalSection({
        locationId: location.id,
        vendorId: location.vendorId,
        publicReference: location.publicReference,
      });
      const res = await publicAvailability({ start: D, end: D, publicReference: location.publicReference }, sec.id).expect(200);
      expect(res.body.bookingStart).toEqual({ date: opens, open: false });
      expect(res.body.counts).toEqual({ total: 3, free: 0 });
    }
  });

  it("counts days and half days in the caller's time zone over the October daylight-saving change", async () => {
    // The last Sunday of October next year: 25 hours long in Berlin.
    const year = Number(D.slice(0, 4)) + 1;
    const sunday = addDays(`${year}-10-31`, -new Date(`${year}-10-31T12:00:00Z`).getUTCDay());
    const [chair] = s.chairIds[0];
    await ctx.factories.newChairBooking({
      vendorId: s.vendorId,
      beachChairId: chair,
      start: iso(sunday, '13:00'),
      end: iso(addDays(sunday, 1)),
    });
    const berlin = byId((await publicAvailability({ start: sunday, end: sunday }).expect(200)).body);
    expect(berlin.get(chair)).toMatchObject({ state: 'BOOKED_AFTERNOON', bookable: { morning: true, afternoon: false } });
    // 13:00 CET is 12:00 UTC: in UTC the booking reaches into the morning (before 13:00 UTC) and the afternoon.
    const utc = byId((await publicAvailability({ start: sunday, end: sunday, timeZone: 'UTC' }).expect(200)).body);
    expect(utc.get(chair)).toMatchObject({ state: 'BOOKED' });
    // The Saturday and the Monday around it are free in Berlin; the Sunday's afternoon spoils a 3-day range.
    const range = byId((await publicAvailability({ start: addDays(sunday, -1), end: addDays(sunday, 1) }).expect(200)).body);
    expect(range.get(chair)).toMatchObject({ state: 'BOOKED_AFTERNOON', free: false });
    const monday = byId((await publicAvailability({ start: addDays(sunday, 1), end: addDays(sunday, 1) }).expect(200)).body);
    expect(monday.get(chair)).toMatchObject({ state: 'FREE' });
  });

  it('handles the March daylight-saving change as well (a 23-hour day)', async () => {
    const year = Number(D.slice(0, 4)) + 1;
    const sunday = addDays(`${year}-03-31`, -new Date(`${year}-03-31T12:00:00Z`).getUTCDay());
    const [, chair] = s.chairIds[0];
    await ctx.factories.newChairBooking({ vendorId: s.vendorId, beachChairId: chair, start: iso(sunday), end: iso(sunday, '13:00') });
    const c = byId((await publicAvailability({ start: sunday, end: sunday }).expect(200)).body);
    expect(c.get(chair)).toMatchObject({ state: 'BOOKED_MORNING', bookable: { afternoon: true } });
  });

  it('answers 404 for an unknown section, a foreign publicReference or a row of another section', async () => {
    const unknown = await publicAvailability({ start: D, end: D }, 2_000_000_000).expect(404);
    expect(unknown.body).toMatchObject({ errorType: 'ENTITY_NOT_FOUND', payload: { entity: 'Section', id: 2_000_000_000 } });
    const foreign = await publicAvailability({ start: D, end: D, publicReference: 'luebecker-bucht' }).expect(404);
    expect(foreign.body).toMatchObject({ errorType: 'ENTITY_NOT_FOUND', payload: { entity: 'Section', id: s.id } });
    const row = await publicAvailability({ start: D, end: D, row: 1 }).expect(404);
    expect(row.body).toMatchObject({ errorType: 'ENTITY_NOT_FOUND', payload: { entity: 'Row', id: 1 } });
  });

  it.each([
    ['a malformed start', { start: '2026-7-1', end: D }, 'start'],
    ['an impossible date', { start: '2026-02-30', end: '2026-03-01' }, 'start'],
    ['an end before the start', { start: D, end: addDays(D, -1) }, 'end'],
    ['a range longer than a season', { start: D, end: addDays(D, 600) }, 'end'],
    ['an unknown time zone', { start: D, end: D, timeZone: 'Europe/Atlantis' }, 'timeZone'],
    ['no publicReference', { start: D, end: D, publicReference: undefined }, 'publicReference'],
    ['a model that does not exist', { start: D, end: D, model: 'THRONE' }, 'model'],
    ['free that is not a boolean', { start: D, end: D, free: 'yes' }, 'free'],
  ])('answers 400 naming the field for %s', async (_, query, field) => {
    const res = await publicAvailability(query).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(JSON.stringify(res.body.message)).toContain(field);
  });
});

describe('public calendar', () => {
  const calendar = (query: Record<string, unknown>) =>
    ctx
      .http()
      .get(`${PUBLIC}/sections/${s.id}/calendar_availability`)
      .query({ publicReference: s.publicReference, ...query });

  it('gives row separators and chairs in row order as channels and the bookings as items', async () => {
    const res = await calendar({ start: D, end: addDays(D, 6) }).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.channels.map((c: { uuid: string }) => c.uuid)).toEqual([
      `row-${s.rowIds[0]}`,
      ...s.chairIds[0].map((id) => `beach-chair-${id}`),
      `row-${s.rowIds[1]}`,
      ...s.chairIds[1].map((id) => `beach-chair-${id}`),
    ]);
    expect(res.body.channels[0]).toMatchObject({ type: 'row', position: 0, name: 'Reihe 1', beachChairId: null });
    expect(res.body.channels[1]).toMatchObject({
      type: 'beachChair',
      position: 1,
      beachChairId: chairs.morning,
      publicNumber: '1',
      model: '2_SEAT_RECLINER',
    });
    const items = res.body.egp.filter((e: { beachChairId: number }) => Object.values(chairs).includes(e.beachChairId));
    expect(items).toEqual(
      expect.arrayContaining([
        {
          beachChairId: chairs.morning,
          start: expect.stringMatching(new RegExp(`^${D}T00:00:00\\+0[12]:00$`)),
          end: expect.stringMatching(new RegExp(`^${D}T13:00:00\\+0[12]:00$`)),
        },
        {
          beachChairId: chairs.fullDay,
          start: expect.stringMatching(new RegExp(`^${D}T00:00:00`)),
          end: expect.stringMatching(new RegExp(`^${addDays(D, 2)}T00:00:00`)),
        },
      ]),
    );
    expect(items).toHaveLength(3); // the cancelled booking is not shown
    expect(Date.parse(items.find((i: { beachChairId: number }) => i.beachChairId === chairs.afternoon).start)).toBe(
      Date.parse(iso(D, '13:00')),
    );
    expect(res.body.stopSales).toEqual([{ beachChairId: chairs.stopSale, start: addDays(D, -1), end: addDays(D, 1) }]);
  });

  it('runs to the end of the start year by default and answers gzip when asked', async () => {
    const res = await calendar({ start: D }).set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body).toMatchObject({ start: D, end: `${D.slice(0, 4)}-12-31` });
  });

  it('answers 404 for a foreign publicReference and 400 for bad dates', async () => {
    await calendar({ start: D, publicReference: 'luebecker-bucht' }).expect(404);
    await calendar({ start: 'tomorrow' }).expect(400);
  });
});

describe('public single chair check', () => {
  const available = (id: number, query: Record<string, unknown>) =>
    ctx
      .http()
      .get(`${PUBLIC}/booking/beach_chair/${id}/available`)
      .query({ publicReference: s.publicReference, timeZone: 'Europe/Berlin', ...query });

  it('says whether something of the range can be booked online', async () => {
    expect((await available(chairs.morning, { start: D, end: D }).expect(200)).body).toEqual({
      available: true,
      beachChairId: chairs.morning,
      start: D,
      end: D,
      state: 'BOOKED_MORNING',
      reason: null,
      bookable: { day: false, morning: false, afternoon: true },
    });
    expect((await available(chairs.fullDay, { start: D, end: D }).expect(200)).body).toMatchObject({ available: false, reason: 'BOOKED' });
    expect((await available(chairs.stopSale, { start: D, end: D }).expect(200)).body).toMatchObject({
      available: false,
      reason: 'STOP_SALE',
    });
    expect((await available(chairs.reserved, { start: D, end: D }).expect(200)).body).toMatchObject({ available: false });
    expect((await available(chairs.locked, { start: D, end: addDays(D, 6) }).expect(200)).body).toMatchObject({ available: true });
  });

  it("answers 404 for an unknown chair or another vendor's reference", async () => {
    await available(2_000_000_000, { start: D, end: D }).expect(404);
    await available(chairs.locked, { start: D, end: D, publicReference: 'luebecker-bucht' }).expect(404);
    await available(chairs.locked, { start: D }).expect(400);
  });
});

describe('vendor routes', () => {
  let own: string;
  let other: string;
  beforeAll(async () => {
    own = await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId });
    other = await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: (await ctx.factories.newVendor()).id });
  });

  it("shows the vendor's own section with reserved chairs bookable by the vendor", async () => {
    const res = await ctx
      .http()
      .get(`${FEATURES}/sections/${s.id}/beach_chairs_availability`)
      .query({ start: D, end: D })
      .set('Authorization', `Bearer ${own}`)
      .expect(200);
    expect(byId(res.body).get(chairs.reserved)).toMatchObject({ state: 'RESERVED', free: true });
    expect(byId(res.body).get(chairs.fullDay)).toMatchObject({ state: 'BOOKED', free: false });
  });

  it.each([
    ['sections/{id}/beach_chairs_availability', () => `${FEATURES}/sections/${s.id}/beach_chairs_availability`, { start: D, end: D }],
    ['sections/{id}/beach_chairs_bookings', () => `${FEATURES}/sections/${s.id}/beach_chairs_bookings`, { start: D, end: D }],
    ['availabilities/beach_chairs/{id}', () => `${FEATURES}/availabilities/beach_chairs/${chairs.morning}`, { from: D, to: D }],
  ])("%s: another vendor's object is a 404, no token a 401", async (_, path, query) => {
    const foreign = await ctx.http().get(path()).query(query).set('Authorization', `Bearer ${other}`).expect(404);
    expect(foreign.body.errorType).toBe('ENTITY_NOT_FOUND');
    const anonymous = await ctx.http().get(path()).query(query).expect(401);
    expect(anonymous.body.errorType).toBe('UNAUTHENTICATED');
  });

  it("gives one chair's state per day and its booked periods", async () => {
    const res = await ctx
      .http()
      .get(`${FEATURES}/availabilities/beach_chairs/${chairs.fullDay}`)
      .query({ from: addDays(D, -1), to: addDays(D, 2) })
      .set('Authorization', `Bearer ${own}`)
      .expect(200);
    expect(res.body).toMatchObject({ beachChairId: chairs.fullDay, sectionId: s.id, state: 'BOOKED', free: false, stopSales: [] });
    expect(res.body.days.map((d: { state: string }) => d.state)).toEqual(['FREE', 'BOOKED', 'BOOKED', 'FREE']);
    expect(res.body.bookings).toEqual([
      {
        id: expect.any(Number),
        bookingId: expect.any(Number),
        bookingRef: expect.any(String),
        status: 'PENDING',
        start: iso(D),
        end: iso(addDays(D, 2)),
        rate: null,
      },
    ]);
  });

  it("lists the section's chair bookings in a range with the list convention", async () => {
    const res = await ctx
      .http()
      .get(`${FEATURES}/sections/${s.id}/beach_chairs_bookings`)
      .query({ start: D, end: D, itemsPerPage: 0, orderBy: 'publicNumber' })
      .set('Authorization', `Bearer ${own}`)
      .expect(200);
    expect(res.body).toMatchObject({ total: 4, page: 1, itemsPerPage: 0 });
    expect(res.body.items.map((b: { beachChairId: number; status: string }) => [b.beachChairId, b.status])).toEqual([
      [chairs.morning, 'CONFIRMED'],
      [chairs.afternoon, 'CONFIRMED'],
      [chairs.fullDay, 'PENDING'],
      [chairs.locked, 'CANCELED'],
    ]);
    const held = await ctx
      .http()
      .get(`${FEATURES}/sections/${s.id}/beach_chairs_bookings`)
      .query({ start: D, end: D, status: 'PENDING' })
      .set('Authorization', `Bearer ${own}`)
      .expect(200);
    expect(held.body.items).toEqual([
      expect.objectContaining({ beachChairId: chairs.fullDay, publicNumber: '3', rowId: s.rowIds[0], price: 0 }),
    ]);
  });

  it('counts free and booked chairs per section and day', async () => {
    const res = await ctx
      .http()
      .get(`${FEATURES}/availabilities/sections`)
      .query({ startDate: D, endDate: addDays(D, 2) })
      .set('Authorization', `Bearer ${own}`)
      .expect(200);
    const section = res.body.sections.find((x: { sectionId: number }) => x.sectionId === s.id);
    expect(section).toMatchObject({ chairs: 6, locationId: s.locationId });
    expect(section.days[0]).toEqual({
      date: D,
      free: 1,
      booked: 1,
      bookedMorning: 1,
      bookedAfternoon: 1,
      reserved: 1,
      stopSale: 1,
      outsideSeason: 0,
    });
    expect(section.days[2]).toEqual({
      date: addDays(D, 2),
      free: 5,
      booked: 0,
      bookedMorning: 0,
      bookedAfternoon: 0,
      reserved: 1,
      stopSale: 0,
      outsideSeason: 0,
    });
    const day = await ctx
      .http()
      .get(`${FEATURES}/availabilities/sections`)
      .query({ date: D })
      .set('Authorization', `Bearer ${own}`)
      .expect(200);
    expect(day.body).toMatchObject({ startDate: D, endDate: D });
    await ctx
      .http()
      .get(`${FEATURES}/availabilities/sections`)
      .query({ date: D, vendorId: 1 })
      .set('Authorization', `Bearer ${own}`)
      .expect(404);
    await ctx.http().get(`${FEATURES}/availabilities/sections`).set('Authorization', `Bearer ${own}`).expect(400);
    await ctx
      .http()
      .get(`${FEATURES}/availabilities/sections`)
      .query({ startDate: D, endDate: addDays(D, 100) })
      .set('Authorization', `Bearer ${own}`)
      .expect(400);
    await ctx.http().get(`${FEATURES}/availabilities/sections`).query({ date: D }).expect(401);
  });
});
