import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, calendarDate, today, zonedInstant } from '../../server/src/common/time.js';
import { isBankBusinessDay, paymentDeadline } from '../../server/src/modules/bookings/payment-deadline.js';
import { waitForOutboxMail } from '../support/mail.js';
import { cartHeader, openCart } from '../support/public-cart.js';
import { startTestApp, TestContext, WITH_JOBS } from '../support/test-app.js';

const PUBLIC = '/api/v1/features/public';
const IBAN = 'DE89370400440532013000';
const PAYMENT_DAYS = 3;
let ctx: TestContext;
let dataDir: string;
let s: Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;

/** dd.MM.yyyy of the Berlin day a deadline ends on: 00:00 is 24:00 of the day before, as mail and pages show it. */
const deadlineDay = (iso: string) => {
  const day = calendarDate(new Date(new Date(iso).getTime() - 60_000));
  return day.split('-').reverse().join('.');
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'strandkorb-confirmation-'));
  ctx = await startTestApp({ ...WITH_JOBS, DATA_DIR: dataDir, SMTP_HOST: '', BOOKING_PAYMENT_DAYS: String(PAYMENT_DAYS) });
  const location = await ctx.factories.newRentalLocation({
    seasonStart: '01-01',
    seasonEnd: '31-12',
    vendorConfiguration: { paymentMethods: ['BANK_TRANSFER', 'CASH'] },
  });
  s = await ctx.factories.newRentalSection({
    locationId: location.id,
    vendorId: location.vendorId,
    publicReference: location.publicReference,
    rows: 1,
    chairsPerRow: 6,
  });
  await ctx.factories.setVendorBankData(s.vendorId, IBAN);
  await ctx.db.query(
    `UPDATE location SET entrance_name = 'Aufgang 7', address = '{"street": "Strandallee", "houseNumber": "3", "zip": "23683", "city": "Scharbeutz"}',
            geom = ST_SetSRID(ST_MakePoint(10.74512, 54.02761), 4326) WHERE id = $1`,
    [location.id],
  );
  await ctx.db.query(
    `UPDATE vendor SET telephone = '+49 4503 123456', cancellation_policy = '[{"daysBefore": 7, "percent": 50}, {"daysBefore": 1, "percent": 100}]' WHERE id = $1`,
    [s.vendorId],
  );
});
afterAll(() => ctx.close());

/** A cart with a morning and a whole day of two chairs (or the given lines), the customer and the method. */
async function book(lines: { chair: number; day: string; rate?: 'MORNING' }[], method: string) {
  const q = { publicReference: s.publicReference };
  const cart = await openCart(ctx, q);
  for (const l of lines) {
    await ctx
      .http()
      .post(`${PUBLIC}/booking/${cart.ref}/beach_chair_bookings`)
      .set(cartHeader(cart))
      .query(q)
      .send({
        beachChairId: s.chairIds[0][l.chair],
        start: l.day,
        end: l.day,
        model: '2_SEAT_RECLINER',
        ...(l.rate ? { rate: l.rate } : {}),
      })
      .expect(201);
  }
  const email = `gast-${cart.ref.toLowerCase()}@example.de`;
  await ctx
    .http()
    .post(`${PUBLIC}/booking/${cart.ref}/add_customer`)
    .set(cartHeader(cart))
    .query(q)
    .send({
      firstName: 'Erika',
      lastName: 'Mustermann',
      email,
      language: 'de',
      address: { street: 'Weg 1', zip: '23683', city: 'Scharbeutz' },
    })
    .expect(201);
  const chosen = await ctx
    .http()
    .put(`${PUBLIC}/booking`)
    .query({ bookingRef: cart.ref, email })
    .send({ paymentMethod: method })
    .expect(200);
  return { ref: cart.ref, email, chosen: chosen.body };
}

const confirm = (ref: string, email: string) =>
  ctx.http().put(`${PUBLIC}/booking/confirm`).query({ bookingRef: ref, email, timeZone: 'Europe/Berlin' }).expect(200);

describe('bank-transfer deadline (issue 30 item 3)', () => {
  it('is BOOKING_PAYMENT_DAYS bank business days away, ends on a bank business day, and the answer, checkout and mail say the same date', async () => {
    const day = addDays(today(), 12); // under the 14-day rule, far enough not to be capped
    const { ref, email, chosen } = await book([{ chair: 0, day }], 'BANK_TRANSFER');
    const expected = paymentDeadline(new Date(), PAYMENT_DAYS, zonedInstant(day));
    // Before the submit: the deadline the checkout shows ("bis <date>").
    expect(deadlineDay(chosen.paymentDeadline)).toBe(deadlineDay(expected.toISOString()));
    const res = await confirm(ref, email);
    expect(res.body.status).toBe('PENDING');
    expect(res.body.paymentDeadline).toBe(res.body.expiresAt);
    expect(res.body.paymentDeadline).toBe(expected.toISOString());
    const due = calendarDate(new Date(new Date(res.body.paymentDeadline).getTime() - 60_000));
    expect(isBankBusinessDay(due)).toBe(true); // never a Saturday, Sunday or holiday
    // "Meine Buchung" (the lookup) carries it too.
    const { key } = await ctx.factories.newApiKey({ vendorId: s.vendorId, name: 'Storefront' });
    const lookup = await ctx.http().get(`${PUBLIC}/booking_details`).query({ bookingRef: ref, email }).set('x-api-key', key).expect(200);
    expect(lookup.body.paymentDeadline).toBe(res.body.paymentDeadline);

    const { mail } = await waitForOutboxMail(join(dataDir, 'outbox'), email);
    expect(mail.text).toContain(`bis ${deadlineDay(res.body.paymentDeadline)}, 24:00 Uhr`);
  }, 30_000);

  it('is never after the end of the day before the first booked day', async () => {
    const tomorrow = addDays(today(), 1);
    const { ref, email } = await book([{ chair: 1, day: tomorrow }], 'BANK_TRANSFER');
    const res = await confirm(ref, email);
    expect(deadlineDay(res.body.paymentDeadline)).toBe(today().split('-').reverse().join('.'));
    const { mail } = await waitForOutboxMail(join(dataDir, 'outbox'), email);
    expect(mail.text).toContain(`bis ${deadlineDay(res.body.paymentDeadline)}, 24:00 Uhr`);
  }, 30_000);
});

describe('confirmation mail and answer (issue 30 item 6)', () => {
  it('names slots with their hours, each price, how to find the chair, the cancellation terms, the phone and the method by name', async () => {
    const day = addDays(today(), 5);
    const { ref, email } = await book(
      [
        { chair: 2, day, rate: 'MORNING' },
        { chair: 3, day: addDays(day, 1) },
      ],
      'CASH',
    );
    const res = await confirm(ref, email);
    expect(res.body.status).toBe('CONFIRMED');
    const [morning, whole] = res.body.beachChairBookings;
    expect(morning).toMatchObject({ rate: 'MORNING', hours: '08:00–13:00', price: 9 });
    expect(whole).toMatchObject({ rate: 'DAY', hours: null, price: 15 });
    expect(res.body.vendor.telephone).toBe('+49 4503 123456');
    expect(res.body.places).toEqual([
      expect.objectContaining({
        entranceName: 'Aufgang 7',
        street: 'Strandallee 3',
        city: '23683 Scharbeutz',
        mapUrl: expect.stringContaining('https://www.openstreetmap.org/?mlat=54.02761&mlon=10.74512'),
      }),
    ]);

    const { mail } = await waitForOutboxMail(join(dataDir, 'outbox'), email);
    const text = mail.text.replace(/\u00a0/g, ' ');
    const dayText = (d: string) => d.split('-').reverse().join('.');
    expect(text).toContain(`${dayText(day)}, Vormittag 08:00–13:00 – 9,00 €`);
    expect(text).toContain(`${dayText(addDays(day, 1))}, ganztägig – 15,00 €`);
    expect(text).toContain('Strandzugang: Aufgang 7');
    expect(text).toContain('Strandallee 3, 23683 Scharbeutz');
    expect(text).toContain('https://www.openstreetmap.org/?mlat=54.02761&mlon=10.74512');
    expect(text).toContain('Stornobedingungen: Bis 8 Tage vor dem ersten Miettag stornieren Sie kostenlos');
    expect(text).toContain('7 Tage oder weniger vor dem ersten Miettag: 50 % des Mietpreises');
    expect(text).toContain('Telefon +49 4503 123456');
    expect(text).toContain('Zahlungsart: Barzahlung vor Ort');
    expect(text).not.toMatch(/\b(CASH|STRIPE_CREDIT_CARD)\b/);
  }, 30_000);
});
