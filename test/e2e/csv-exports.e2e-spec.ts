import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import { UserRole } from '../../server/src/common/enums.js';
import { today, zonedInstant } from '../../server/src/common/time.js';
import { unique, uniqueEmail } from '../support/factories.js';
import { expectFieldError } from '../support/office.js';
import { startTestApp, TestContext } from '../support/test-app.js';

// The CSV exports of the list routes (csv=true): the RFC 4180 default and csvFormat=excel-de for German spreadsheets.
const V1 = '/api/v1';
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
let ctx: TestContext;
let s: Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
let auth: { Authorization: string };
let booking: { id: number; ref: string; chairBookingId: number; chairId: number };
const lastName = unique('Kürbis').replace(/\s/g, '');

/** The answer's bytes as sent (supertest would decode the text). */
const bytes = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** GET `path` with csv=true and `query`: the answer, its bytes and its text (BOM left out) split into lines. */
async function csv(path: string, query: Record<string, string | number> = {}) {
  const res = await bytes(
    ctx
      .http()
      .get(`${V1}${path}`)
      .query({ csv: 'true', ...query })
      .set(auth),
  ).expect(200);
  const body = res.body as Buffer;
  const text = body.toString('utf8').replace(/^\uFEFF/, '');
  return { res, body, text, lines: text.split('\r\n') };
}

beforeAll(async () => {
  ctx = await startTestApp();
  s = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 2 });
  auth = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId })}` };
  const {
    rows: [customer],
  } = await ctx.db.query(`INSERT INTO customer (email, first_name, last_name) VALUES ($1, $2, $3) RETURNING id`, [
    uniqueEmail('kuerbis'),
    '=HYPERLINK("https://example.test")',
    lastName,
  ]);
  const ref = `CSV${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  // Made at 00:30 on 25.11.2026 in Berlin (23:30 UTC the day before); 182.50 euros.
  const {
    rows: [row],
  } = await ctx.db.query(
    `INSERT INTO booking (booking_ref, vendor_id, status, source, payment_method, customer_id, total_price_cents, created_at)
     VALUES ($1, $2, 'CONFIRMED', 'BACK_OFFICE', 'CASH', $3, 18250, '2026-11-24T23:30:00Z') RETURNING id`,
    [ref, s.vendorId, customer.id],
  );
  // One chair from 10.06.2027 to 12.06.2027 (included): the end is the exclusive instant 2027-06-12T22:00Z.
  const chairId = s.chairIds[0][0];
  const {
    rows: [cb],
  } = await ctx.db.query(
    `INSERT INTO beach_chair_booking (booking_id, beach_chair_id, start, "end", status, model, rate, price_cents)
     VALUES ($1, $2, $3, $4, 'CONFIRMED', '2_SEAT_RECLINER', 'DAY', 18250) RETURNING id`,
    [row.id, chairId, zonedInstant('2027-06-10'), zonedInstant('2027-06-13')],
  );
  booking = { id: row.id, ref, chairBookingId: cb.id, chairId };
});
afterAll(() => ctx.close());

describe('csvFormat=excel-de', () => {
  it('a chair booking: BOM, ";", CRLF, dd.MM.yyyy, the last day of the stay (12.06.), decimal comma, German names, named file', async () => {
    expect(zonedInstant('2027-06-13').toISOString()).toBe('2027-06-12T22:00:00.000Z');
    const { res, body, text, lines } = await csv('/features/booking_details/beach_chair_bookings', {
      csvFormat: 'excel-de',
      bookingId: booking.id,
    });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const fileName = `beach-chair-bookings-${today('Europe/Berlin')}.csv`;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`);
    expect(body.subarray(0, 3)).toEqual(BOM);
    expect(lines).toEqual([
      // issue 29: German headers and values in the German spreadsheet dialect
      'ID;Buchungs-ID;Buchungsnummer;Buchungsstatus;Korb-ID;Korbnummer;Abschnitt-ID;Beginn;Ende;Status;Modell;Tarif;Preis;Rabatt',
      `${booking.chairBookingId};${booking.id};${booking.ref};Bestätigt;${booking.chairId};1;${s.id};10.06.2027;12.06.2027;Bestätigt;2_SEAT_RECLINER;Tag;182,50;nein`,
      '',
    ]);
    expect(text).not.toMatch(/\r(?!\n)|(?<!\r)\n/); // CRLF only
    expect(text).not.toContain('"');
  });

  it('a booking: its stay, total with two decimals, the time it was made in Berlin, the formula guard; file bookings-<day>.csv', async () => {
    for (const path of ['/bookings/bookings', '/features/booking_details']) {
      const { res, body, lines } = await csv(path, { csvFormat: 'excel-de', filterBy: 'id', filter: booking.id });
      expect(res.headers['content-disposition']).toContain(`filename="bookings-${today('Europe/Berlin')}.csv"`);
      expect(body.subarray(0, 3)).toEqual(BOM);
      expect(lines[0]).toBe(
        'ID;Buchungsnummer;Status;Quelle;Zahlungsart;Gesamtbetrag;Stornogebühr;Rechnungsnummer;Vorname;Nachname;' +
          'E-Mail;Beginn;Ende;Strandkörbe;Abschnitte;Erstellt am;Uhrzeit',
      );
      const cells = lines[1].split(';');
      expect(cells.slice(0, 8)).toEqual([String(booking.id), booking.ref, 'Bestätigt', 'Office', 'Bar', '182,50', '', '']);
      expect(cells.slice(8, 10)).toEqual([`"'=HYPERLINK(""https://example.test"")"`, lastName]);
      expect(cells.slice(11)).toEqual(['10.06.2027', '12.06.2027', '1', expect.any(String), '25.11.2026 00:30', '']);
      expect(lines[1]).not.toContain('"""');
    }
  });

  it('nested objects as dotted columns, Dates as dd.MM.yyyy HH:mm, geometries as WKT: no JSON, no quoted quotes', async () => {
    const { text, lines } = await csv('/features/sections', { csvFormat: 'excel-de', filterBy: 'id', filter: s.id });
    const header = lines[0].split(';');
    expect(header).toEqual(expect.arrayContaining(['id', 'name', 'geoJson', 'location.id', 'location.name', 'images']));
    const cells = lines[1].split(';');
    expect(cells[header.indexOf('id')]).toBe(String(s.id));
    expect(cells[header.indexOf('location.id')]).toBe(String(s.locationId));
    expect(cells[header.indexOf('geoJson')]).toBe('POLYGON ((10.751 54.001, 10.756 54.001, 10.756 54.006, 10.751 54.006, 10.751 54.001))');
    expect(text).not.toContain('{');
    expect(text).not.toContain('"""');

    const locations = await csv('/vendor/locations', { csvFormat: 'excel-de', filterBy: 'id', filter: s.locationId });
    const columns = locations.lines[0].split(';');
    expect(columns).toEqual(expect.arrayContaining(['address.city', 'createdAt', 'updatedAt']));
    const row = locations.lines[1].split(';');
    expect(row[columns.indexOf('address.city')]).toBe('Scharbeutz');
    expect(row[columns.indexOf('createdAt')]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(locations.text).not.toContain('{');
    expect(locations.text).not.toContain('"""');
  });

  it('a bad csvFormat is a 400 naming the field, with or without csv=true', async () => {
    for (const csvFormat of ['xlsx', 'EXCEL-DE', '']) {
      expectFieldError(await ctx.http().get(`${V1}/bookings/bookings`).query({ csv: 'true', csvFormat }).set(auth), 'csvFormat');
    }
    expectFieldError(await ctx.http().get(`${V1}/destinations/regions`).query({ csvFormat: 'de' }), 'csvFormat');
    await ctx
      .http()
      .get(`${V1}/destinations/regions`)
      .query({ csvFormat: 'excel-de', itemsPerPage: 1 })
      .expect(200)
      .expect('Content-Type', /json/);
  });
});

describe('the default (RFC 4180)', () => {
  it('stays comma CSV without a BOM, ISO 8601 in local time (a stay as its days), a named file and no quoted JSON', async () => {
    for (const query of [{}, { csvFormat: 'rfc4180' }] as Record<string, string>[]) {
      const { res, body, lines } = await csv('/features/booking_details/beach_chair_bookings', { ...query, bookingId: booking.id });
      expect(body.subarray(0, 3)).not.toEqual(BOM);
      expect(res.headers['content-disposition']).toContain(`filename="beach-chair-bookings-${today('Europe/Berlin')}.csv"`);
      expect(lines[1]).toBe(
        `${booking.chairBookingId},${booking.id},${booking.ref},CONFIRMED,${booking.chairId},1,${s.id},` +
          // issue 29: the stay from 10.06. to 12.06.2027 as its days (was 2027-06-09T22:00:00.000Z, 2027-06-12T22:00:00.000Z)
          '2027-06-10,2027-06-12,CONFIRMED,2_SEAT_RECLINER,DAY,182.50,false',
      );
    }
    // Location rows carry Date objects and nested objects: once written as """2026-…Z""" and JSON.
    const { text, lines } = await csv('/vendor/locations', { filterBy: 'id', filter: s.locationId });
    const columns = lines[0].split(',');
    expect(columns).toContain('address.city');
    expect(lines[1].split(',')[columns.indexOf('createdAt')]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
    expect(text).not.toContain('"""');
    expect(text).not.toContain('{');
  });
});
