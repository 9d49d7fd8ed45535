import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { seriousViolations } from '../support/axe.js';
import { browserAndDatabase, screenshotDir } from '../support/browser.js';
import { officeLogin } from '../support/office-browser.js';

// Issue 14, item 2: Today at /office/today. A booking arriving today shows on it (figures and the section's lists), and a
// click opens it in the bookings list (?open=<id>). The screen is axe-clean and fits the hut's tablet and a phone.
const lastName = `Heute${process.pid}${Date.now().toString(36)}`;

describe('back office: Today', () => {
  const suite = browserAndDatabase();
  let booking: { id: number; bookingRef: string; sectionName: string; publicNumber: string };

  const newPage = async (viewport: { width: number; height: number }) => {
    // bypassCSP: the app's Content-Security-Policy would block the injected axe script.
    const context = await suite.browser.newContext({ viewport, locale: 'de-DE', bypassCSP: true });
    return context.newPage();
  };

  /** A CONFIRMED cash booking of the demo vendor for the whole of today (Berlin) on a chair free all day, made directly. */
  async function bookToday() {
    const { rows } = await suite.db.query<{ id: number; vendorId: number; sectionName: string; publicNumber: string }>(
      `WITH day AS (SELECT (now() AT TIME ZONE 'Europe/Berlin')::date AS d)
       SELECT ch.id, l.vendor_id AS "vendorId", s.name AS "sectionName", ch.public_number AS "publicNumber"
         FROM beach_chair ch JOIN section s ON s.id = ch.section_id JOIN location l ON l.id = s.location_id
         JOIN vendor v ON v.id = l.vendor_id, day
        WHERE v.public_reference = 'luebecker-bucht' AND ch.active
          AND NOT EXISTS (SELECT 1 FROM beach_chair_booking cb WHERE cb.beach_chair_id = ch.id
                           AND cb.status IN ('CONFIRMED', 'BOOKED', 'OPEN', 'PENDING', 'RESERVED')
                           AND cb.period && tstzrange(day.d::timestamp AT TIME ZONE 'Europe/Berlin', (day.d + 1)::timestamp AT TIME ZONE 'Europe/Berlin'))
          AND NOT EXISTS (SELECT 1 FROM stop_sale ss WHERE ss.beach_chair_id = ch.id AND day.d BETWEEN ss.start_date AND ss.end_date)
        ORDER BY s.id, ch.position LIMIT 1`,
    );
    const chair = rows[0];
    const customer = await suite.db.query<{ id: number }>(
      `INSERT INTO customer (email, first_name, last_name, salutation, address, language)
       VALUES ($1, 'Greta', $2, 'MS', '{"country":"DE"}', 'de') RETURNING id`,
      [`${lastName.toLowerCase()}@example.test`, lastName],
    );
    const made = await suite.db.query<{ id: number; bookingRef: string }>(
      `INSERT INTO booking (booking_ref, vendor_id, status, customer_id, total_price_cents, payment_method, source)
       VALUES ($1, $2, 'CONFIRMED', $3, 1500, 'CASH', 'BACK_OFFICE') RETURNING id, booking_ref AS "bookingRef"`,
      [`TD${Date.now().toString(36)}`.toUpperCase(), chair.vendorId, customer.rows[0].id],
    );
    await suite.db.query(
      `WITH day AS (SELECT (now() AT TIME ZONE 'Europe/Berlin')::date AS d)
       INSERT INTO beach_chair_booking (booking_id, beach_chair_id, start, "end", status, model, rate, price_cents)
       SELECT $1, $2, day.d::timestamp AT TIME ZONE 'Europe/Berlin', (day.d + 1)::timestamp AT TIME ZONE 'Europe/Berlin', 'CONFIRMED',
              ch.model, 'DAY', 1500
         FROM day, beach_chair ch WHERE ch.id = $2`,
      [made.rows[0].id, chair.id],
    );
    return { ...made.rows[0], sectionName: chair.sectionName, publicNumber: chair.publicNumber };
  }

  it('shows a booking arriving today in its section, and a click opens it in the bookings list; axe-clean at 1024×768', async () => {
    booking = await bookToday();
    const page = await newPage({ width: 1024, height: 768 });
    await officeLogin(page);
    await page.getByRole('heading', { level: 1, name: 'Heute' }).waitFor();
    // The counter sale is one click from Today.
    await expect(page.getByRole('main').getByRole('link', { name: 'Verkauf', exact: true }).getAttribute('href')).resolves.toBe(
      '/office/counter',
    );

    const figures = page.getByRole('list', { name: 'Zahlen des Tages' });
    await figures.waitFor();
    const arrivalsFigure = Number(
      await figures.getByRole('listitem').filter({ hasText: 'Anreisen' }).locator('.today__figure-value').textContent(),
    );
    expect(arrivalsFigure).toBeGreaterThanOrEqual(1);

    const section = page.getByRole('region', { name: booking.sectionName, exact: true });
    const arrival = section
      .getByRole('link', { name: new RegExp(`Korb ${booking.publicNumber}\\b.*Greta ${lastName}.*ganzer Tag`) })
      .first();
    await arrival.waitFor();
    // The same booking is money to take at the hut (cash, not paid yet).
    await expect(
      section.getByRole('link', { name: new RegExp(`Greta ${lastName}.*${booking.bookingRef}.*15,00.*Bar`) }).count(),
    ).resolves.toBe(1);
    // Its chair is occupied now: the chip opens the booking too.
    await section.getByText(/^Belegt jetzt \(\d+\)$/).click();
    await expect(
      section.getByRole('link', { name: `Korb ${booking.publicNumber}, Greta ${lastName}: Buchung öffnen` }).getAttribute('href'),
    ).resolves.toBe(`/office/bookings?open=${booking.id}`);

    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(screenshotDir, 'office-today-1024x768.png') });

    await arrival.click();
    await page.waitForURL((url) => url.pathname === '/office/bookings' && url.searchParams.get('open') === String(booking.id));
    await page.context().close();
  });

  it('fits a phone (390×844) without sideways scrolling, and speaks English', async () => {
    const page = await newPage({ width: 390, height: 844 });
    await officeLogin(page);
    await page.getByRole('list', { name: 'Zahlen des Tages' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await page.getByRole('heading', { level: 1, name: 'Today' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Counter sale', exact: true }).waitFor();
    await page.getByRole('list', { name: 'The day in figures' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotDir, 'office-today-390x844.png') });
    await page.context().close();
  });
});
