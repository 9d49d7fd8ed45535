import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { baseUrl, browserAndDatabase, screenshotDir } from '../support/browser.js';
import { DEMO_VENDOR, demoBeachesOpenLate, officeLogin, openOfficeSection } from '../support/office-browser.js';

// Issue 14, items 5 and 6, and issue 31: the counter sale at the till (the session opened with its float, two chairs
// for today sold for cash in one call with the change shown, the receipt printed, cash in, the Z-Bon) and the customer
// list (search, a customer's bookings).

/** Polls until the value is what is expected (or fails with the last value after the time given). */
async function eventually<T>(read: () => Promise<T>, expected: T, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  let last = await read();
  while (last !== expected && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 200));
    last = await read();
  }
  expect(last).toBe(expected);
}

const berlinToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

interface BookingRow {
  id: number;
  status: string;
  payment_method: string | null;
  source: string;
}

describe('back office: counter sale and customers', () => {
  const suite = browserAndDatabase();

  demoBeachesOpenLate();

  const newPage = async (viewport = { width: 1024, height: 768 }) => {
    const context = await suite.browser.newContext({ viewport, locale: 'de-DE', bypassCSP: true });
    return context.newPage();
  };

  /** Every user action of the sale goes through here, so the test counts what a person would do. */
  const counting = () => {
    let actions = 0;
    return {
      click: async (target: Locator) => {
        actions += 1;
        await target.click();
      },
      count: () => actions,
    };
  };

  /** The demo vendor's section that the grid shows with a free chair today; the first one named in the picker. */
  async function freeChairInSomeSection(page: Page, click: (target: Locator) => Promise<void>) {
    const picker = page.getByRole('region', { name: 'Bereich wählen' });
    await picker.waitFor();
    const sectionButton = picker.getByRole('button').first();
    const sectionName = (await sectionButton.textContent())!;
    await click(sectionButton);
    const free = page.locator('[data-testid="counter-chair"][data-state="free"]').first();
    await free.waitFor();
    return { sectionName, free };
  }

  /** The counter's till: opened with a float when the cashier has none here (or taken from the server's 409). */
  async function ensureTillOpen(page: Page, float = '100') {
    const bar = page.getByTestId('counter-till');
    const open = page.getByRole('button', { name: 'Kasse öffnen' });
    await bar.or(open).first().waitFor();
    if (await open.isVisible()) {
      await page.getByLabel('Anfangsbestand (€)').fill(float);
      await open.click();
    }
    await bar.waitFor();
  }

  /** "1.234,50 €" → 123450 */
  const centsOf = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
  const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')}`;

  it('the till: opened with a float, two chairs sold for cash in one call with the change shown, the receipt printed, cash in, the Z-Bon', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await officeLogin(page);
    const { click, count } = counting();

    // Today's own "Verkauf" button when it has one, else the frame's navigation link: one click either way.
    const todayLink = page.getByRole('main').getByRole('link', { name: 'Verkauf' });
    const sale = (await todayLink.count()) > 0 ? todayLink.first() : page.getByRole('navigation').getByRole('link', { name: 'Verkauf' });
    await click(sale);
    await page.waitForURL(/\/office\/counter/);
    await page.getByRole('heading', { level: 1, name: 'Verkauf' }).waitFor();

    const { sectionName } = await freeChairInSomeSection(page, click);
    // No session yet on this device: the counter asks for the float first; the sale form waits for it.
    await expect(page.getByRole('button', { name: 'Bar kassieren' }).count()).resolves.toBe(0);
    await ensureTillOpen(page, '100');
    const sessionId = Number(/Sitzung (\d+)/.exec((await page.getByTestId('counter-till').textContent())!)![1]);
    await expect(page.getByTestId('counter-till-expected').textContent()).resolves.toContain('100,00');
    // A reload finds the open session again (no second "Kasse öffnen").
    await page.reload();
    await page.getByTestId('counter-till').waitFor();
    await expect(page.getByRole('button', { name: 'Kasse öffnen' }).count()).resolves.toBe(0);

    const free = page.locator('[data-testid="counter-chair"][data-state="free"]');
    await free.nth(1).waitFor();
    const numbers: string[] = [];
    for (let i = 0; i < 2; i++) {
      const tile = page.locator('[data-testid="counter-chair"][data-state="free"][aria-pressed="false"]').first();
      numbers.push((await tile.locator('.counter-tile__number').textContent())!.replace('Korb', '').trim());
      await click(tile);
    }
    await expect(page.getByTestId('counter-chosen').locator('li').count()).resolves.toBe(2);
    await expect(page.getByLabel('Von').inputValue()).resolves.toBe(berlinToday());

    // Before the money: the lines with prices, the VAT included, the gross.
    const summary = page.getByTestId('counter-summary');
    await eventually(async () => (await page.getByTestId('counter-total').textContent())!.includes('€'), true);
    const totalCents = centsOf((await page.getByTestId('counter-total').textContent())!);
    expect(totalCents).toBeGreaterThan(0);
    await expect(summary.textContent()).resolves.toMatch(/Korb .*Korb .*enth\. MwSt\. 19 %/);

    // Cash: less than the total is refused; more shows the change.
    const tendered = page.getByLabel('Gegeben (€)');
    await tendered.fill(euros(totalCents - 1));
    await page.getByText('Gegeben ist weniger als der Betrag').waitFor();
    await expect(page.getByRole('button', { name: 'Bar kassieren' }).isDisabled()).resolves.toBe(true);
    const given = Math.ceil(totalCents / 1000) * 1000 + 1000;
    await tendered.fill(euros(given));
    await expect(page.getByTestId('counter-change').textContent()).resolves.toContain(euros(given - totalCents));
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotDir, 'office-counter-1440.png'), fullPage: true });

    // One call: the till sale.
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/') && request.method() !== 'GET')
        calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await expect(page.getByRole('radio', { name: 'Bar' }).isChecked()).resolves.toBe(true);
    await click(page.getByRole('button', { name: 'Bar kassieren' }));
    const paid = page.getByTestId('counter-receipt-summary');
    await paid.waitFor({ timeout: 20_000 });
    expect(calls).toEqual(['POST /api/v1/till/sales']);
    const bookingRef = /Buchung ([A-Z0-9]{8})/.exec((await paid.textContent())!)![1];
    await expect(page.getByTestId('counter-receipt-change').textContent()).resolves.toContain(euros(given - totalCents));
    await expect(page.getByTestId('counter-receipt-number').textContent()).resolves.toMatch(/Beleg-Nr\. \d+/);
    // The demo's TSE is the local fake: the counter says so.
    await expect(page.getByTestId('counter-tse').textContent()).resolves.toContain('Keine zertifizierte TSE');
    // The sale (section, 2 chairs, pay) in few actions from Today.
    expect(count()).toBeLessThanOrEqual(8);

    const booking = (
      await suite.db.query<BookingRow & { total_cents: number }>(
        'SELECT b.id, b.status, b.payment_method, b.source, s.total_cents FROM booking b JOIN till_sale s ON s.booking_id = b.id WHERE b.booking_ref = $1 AND s.session_id = $2',
        [bookingRef, sessionId],
      )
    ).rows[0];
    expect(booking).toMatchObject({ status: 'BOOKED', payment_method: 'CASH', source: 'BACK_OFFICE', total_cents: totalCents });
    const chairs = await suite.db.query<{ public_number: string }>(
      `SELECT c.public_number FROM beach_chair_booking bcb JOIN beach_chair c ON c.id = bcb.beach_chair_id WHERE bcb.booking_id = $1 ORDER BY 1`,
      [booking.id],
    );
    expect(chairs.rows.map((r) => r.public_number).sort()).toEqual([...numbers].sort());

    // "Beleg drucken": the receipt page, fetched with the token, in a hidden frame of the same origin.
    await click(page.getByRole('button', { name: 'Beleg drucken' }));
    const frame = page.getByTestId('counter-receipt-frame');
    await frame.waitFor({ state: 'attached' });
    expect(await frame.getAttribute('src')).toMatch(/^blob:/);
    await page.frameLocator('[data-testid="counter-receipt-frame"]').getByText('Kassenbeleg').first().waitFor();
    await expect(page.frameLocator('[data-testid="counter-receipt-frame"]').locator('body').textContent()).resolves.toContain(bookingRef);

    // The plan shows the chairs taken now; the receipt is axe-clean.
    for (const number of numbers)
      await eventually(
        () => page.locator(`[data-testid="counter-chair"]:has-text("${number}")`).first().getAttribute('data-state'),
        'taken',
      );
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotDir, 'office-counter-receipt-1440.png') });

    // Cash in with a reason: the expected cash grows.
    await page.getByText('Einlage / Entnahme').click();
    await page.getByLabel('Betrag (€)').fill('20');
    await page.getByLabel('Grund').fill('Wechselgeld von der Bank');
    await page.getByRole('button', { name: 'Buchen' }).click();
    await page.getByText('Einlage von 20,00 € gebucht.').waitFor();
    const expected = 10_000 + totalCents + 2_000;
    await eventually(async () => (await page.getByTestId('counter-till-expected').textContent())!.includes(euros(expected)), true);

    // The closing: counted 1 € short, the Z-Bon with the sums, expected, counted and the difference.
    await page.getByText('Kasse schließen', { exact: true }).first().click();
    await page.getByLabel('Gezählter Bestand (€)').fill(euros(expected - 100));
    await page.getByRole('button', { name: 'Kasse schließen' }).click();
    const zbon = page.getByTestId('counter-closing');
    await zbon.waitFor();
    await expect(page.getByTestId('counter-closing-expected').textContent()).resolves.toContain(euros(expected));
    await expect(page.getByTestId('counter-closing-counted').textContent()).resolves.toContain(euros(expected - 100));
    await expect(page.getByTestId('counter-closing-difference').textContent()).resolves.toContain('-1,00');
    await expect(page.getByTestId('counter-closing-pay-CASH').textContent()).resolves.toContain(euros(totalCents));
    await expect(page.getByTestId('counter-closing-vat-NORMAL').textContent()).resolves.toContain(euros(totalCents));
    const closed = await suite.db.query<{ closed: boolean }>('SELECT closed_at IS NOT NULL AS closed FROM till_session WHERE id = $1', [
      sessionId,
    ]);
    expect(closed.rows).toEqual([{ closed: true }]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotDir, 'office-counter-zbon-1440.png'), fullPage: true });

    // Then the counter asks for a new session.
    await page.getByRole('button', { name: 'Neue Kasse öffnen' }).click();
    await page.getByRole('button', { name: 'Kasse öffnen' }).waitFor();

    // The next visit starts on the section used last (remembered on this device).
    await page.goto(`${baseUrl}/office/counter`);
    await page.getByRole('heading', { level: 2, name: sectionName }).waitFor();
    await expect(page.getByRole('region', { name: 'Bereich wählen' }).count()).resolves.toBe(0);
    await page.context().close();
  }, 120_000);

  it('at 390 px: the open session found through the 409, a chair taken meanwhile refused with nothing booked, no overflow', async () => {
    const page = await newPage({ width: 390, height: 844 });
    await officeLogin(page);
    await page.goto(`${baseUrl}/office/counter`);
    const { free } = await freeChairInSomeSection(page, (target) => target.click());
    const chairId = Number(await free.getAttribute('data-chair-id'));

    // The cashier's session is already open (another device): "Kasse öffnen" takes it instead of a second one.
    const login = await fetch(`${baseUrl}/api/v1/features/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_VENDOR),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    const { location_id: locationId, model } = (
      await suite.db.query<{ location_id: number; model: string }>(
        'SELECT s.location_id, c.model FROM beach_chair c JOIN section s ON s.id = c.section_id WHERE c.id = $1',
        [chairId],
      )
    ).rows[0];
    const opened = await fetch(`${baseUrl}/api/v1/till/sessions`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ locationId, openingCash: 5000 }),
    });
    const openBody = (await opened.json()) as { id?: number; payload?: { sessionId: number } };
    const sessionId = openBody.id ?? openBody.payload!.sessionId;
    await ensureTillOpen(page, '10');
    await expect(page.getByTestId('counter-till').textContent()).resolves.toContain(`Sitzung ${sessionId}`);
    await expect(
      suite.db.query('SELECT 1 FROM till_session WHERE location_id = $1 AND closed_at IS NULL', [locationId]),
    ).resolves.toMatchObject({
      rowCount: 1,
    });

    await free.click();
    // Someone else takes it first: the vendor's own API, as a second till would.
    const cart = (await (
      await fetch(`${baseUrl}/api/v1/bookings/bookings`, { method: 'POST', headers: { authorization: auth.authorization } })
    ).json()) as { id: number };
    const taken = await fetch(`${baseUrl}/api/v1/bookings/beach-chairs`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ bookingId: cart.id, beachChairId: chairId, start: berlinToday(), end: berlinToday(), model }),
    });
    expect([taken.status, taken.status === 201 ? '' : await taken.text()]).toEqual([201, '']);

    const before = (await suite.db.query<{ id: number }>('SELECT coalesce(max(id), 0)::int AS id FROM booking')).rows[0].id;
    await page.getByRole('button', { name: 'Bar kassieren' }).click();
    const alert = page.getByTestId('counter-failure');
    await alert.waitFor({ timeout: 20_000 });
    await expect(alert.textContent()).resolves.toContain('schon gebucht');
    await expect(alert.textContent()).resolves.toContain('Es wurde nichts gebucht');
    // The refreshed plan shows the chair taken, and it left the sale.
    await eventually(() => page.locator(`[data-testid="counter-chair"][data-chair-id="${chairId}"]`).getAttribute('data-state'), 'taken');
    await expect(page.getByTestId('counter-chosen').count()).resolves.toBe(0);
    // One transaction on the server: nothing half-written, no booking and no sale.
    await expect(
      suite.db.query('SELECT id, status, source, created_at FROM booking WHERE id > $1', [before]).then((r) => r.rows),
    ).resolves.toEqual([]);
    await expect(suite.db.query('SELECT 1 FROM till_sale WHERE session_id = $1', [sessionId])).resolves.toMatchObject({ rowCount: 0 });

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotDir, 'office-counter-390.png'), fullPage: true });
    await page.context().close();
  }, 90_000);

  it('at 768 px: the calendar’s empty cell preselects section, chair and day; a lost answer is sent again with the same key, one sale', async () => {
    const chair = (
      await suite.db.query<{ id: number; section_id: number; public_number: string }>(
        `SELECT c.id, c.section_id, c.public_number FROM beach_chair c JOIN section s ON s.id = c.section_id
           JOIN location l ON l.id = s.location_id JOIN vendor v ON v.id = l.vendor_id
          WHERE v.company_name LIKE 'Lübecker Bucht%' AND c.active AND NOT EXISTS (
                SELECT 1 FROM beach_chair_booking b WHERE b.beach_chair_id = c.id AND b.status NOT IN ('CANCELED', 'EXPIRED')
                   AND b.period && tstzrange(now() + interval '3 days', now() + interval '5 days'))
            AND NOT EXISTS (SELECT 1 FROM stop_sale x WHERE x.beach_chair_id = c.id)
          ORDER BY c.id DESC LIMIT 1`,
      )
    ).rows[0];
    const day = new Date(Date.now() + 4 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
    const page = await newPage({ width: 768, height: 1024 });
    await officeLogin(page);
    await page.goto(`${baseUrl}/office/counter?sectionId=${chair.section_id}&chairId=${chair.id}&date=${day}`);
    await ensureTillOpen(page);
    const tile = page.locator(`[data-testid="counter-chair"][data-chair-id="${chair.id}"]`);
    await tile.waitFor();
    await expect(tile.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(page.getByLabel('Von').inputValue()).resolves.toBe(day);
    await expect(page.getByTestId('counter-chosen').textContent()).resolves.toContain(chair.public_number);
    await expect(page.getByRole('button', { name: 'Bar kassieren' }).isEnabled()).resolves.toBe(true);

    // The answer is lost on the way back (the sale is made): "Erneut senden" sends the same key and gets the same sale.
    const keys: string[] = [];
    let drop = true;
    await page.route('**/api/v1/till/sales', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      const answer = await route.fetch();
      if (drop) {
        drop = false;
        await route.abort('connectionreset');
      } else await route.fulfill({ response: answer });
    });
    await page.getByRole('button', { name: 'Bar kassieren' }).click();
    await page.getByText('Keine Antwort vom Server').waitFor();
    await page.getByRole('button', { name: 'Erneut senden' }).click();
    await page.getByTestId('counter-receipt-summary').waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await expect(suite.db.query('SELECT 1 FROM till_sale WHERE idempotency_key = $1', [keys[0]])).resolves.toMatchObject({ rowCount: 1 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(screenshotDir, 'office-counter-768.png'), fullPage: true });
    await page.context().close();
  }, 60_000);

  it('the customer list finds a customer by name and shows their bookings', async () => {
    const customer = (
      await suite.db.query<{ first_name: string; last_name: string; email: string }>(
        `SELECT c.first_name, c.last_name, lower(c.email) AS email
           FROM booking b JOIN customer c ON c.id = b.customer_id JOIN vendor v ON v.id = b.vendor_id
          WHERE v.company_name LIKE 'Lübecker Bucht%' AND b.status IN ('CONFIRMED', 'BOOKED')
          ORDER BY b.id LIMIT 1`,
      )
    ).rows[0];
    for (const viewport of [
      { width: 1024, height: 768 },
      { width: 390, height: 844 },
    ]) {
      const page = await newPage(viewport);
      await officeLogin(page);
      await openOfficeSection(page, 'Kunden');
      await page.getByRole('heading', { level: 1, name: 'Kunden' }).waitFor();
      await page.getByTestId('customer-row').first().waitFor();
      await page.getByLabel('Suche').fill(customer.last_name);
      await eventually(
        async () => (await page.getByTestId('customer-row').allTextContents()).every((row) => row.includes(customer.last_name)),
        true,
      );
      const row = page.getByTestId('customer-row').filter({ hasText: customer.email });
      await expect(row.count()).resolves.toBe(1);
      // The search is kept in the address (a reload or a shared link shows the same list).
      await eventually(async () => new URL(page.url()).searchParams.get('search'), customer.last_name);

      await row.getByRole('button').click();
      const bookings = page.getByTestId('customer-bookings');
      await bookings.getByRole('link').first().waitFor();
      const href = await bookings.getByRole('link').first().getAttribute('href');
      expect(href).toMatch(/\/office\/bookings\?open=\d+$/);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: join(screenshotDir, `office-customers-${viewport.width}.png`), fullPage: true });
      await page.context().close();
    }
  }, 90_000);
});
