import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { baseUrl, browserAndDatabase, screenshotDir } from '../support/browser.js';
import { bookChair, callApi, findBookableChair } from '../support/cartData.js';
import { officeLogin } from '../support/office-browser.js';
import { cartHeader } from '../support/public-cart.js';

// Issue 29, item 1, as an operator at the hut: a paid booking is moved to a dearer chair in the booking drawer. The move
// form lists the chairs as the beach numbers them and marks the taken ones, shows old total, new total and the
// difference before the move, and afterwards the difference is an open amount recorded with one button.
const DEMO_VENDOR = 'luebecker-bucht';
const run = Date.now().toString(36);

describe('office: a paid booking moved to a dearer chair', () => {
  const suite = browserAndDatabase();

  it('previews the difference, moves the chair and records the open amount', async () => {
    const chair = await findBookableChair('Scharbeutz', undefined, DEMO_VENDOR);
    const booking = await bookChair(chair);
    const email = `umzug-${run}@example.de`;
    await callApi(
      'POST',
      `/features/public/booking/${booking.bookingRef}/add_customer?publicReference=${chair.publicReference}`,
      { firstName: 'Greta', lastName: 'Strand', email, address: { street: 'Strandweg 2', zip: '23683', city: 'Scharbeutz' } },
      cartHeader(booking.cartToken),
    );
    const ref = `bookingRef=${booking.bookingRef}&email=${encodeURIComponent(email)}`;
    await callApi('PUT', `/features/public/booking?${ref}`, { paymentMethod: 'CASH' });
    await callApi('PUT', `/features/public/booking/confirm?${ref}`);
    // Sold a euro below today's price (an older price list): any free chair of the section is now 1,00 € dearer.
    const { rows } = await suite.db.query<{ id: number; bookingId: number; priceCents: number }>(
      `UPDATE beach_chair_booking cb SET price_cents = price_cents - 100 FROM booking b
        WHERE b.id = cb.booking_id AND b.booking_ref = $1 RETURNING cb.id, b.id AS "bookingId", cb.price_cents AS "priceCents"`,
      [booking.bookingRef],
    );
    const [sold] = rows;
    await suite.db.query(`UPDATE booking SET total_price_cents = $2 WHERE id = $1`, [sold.bookingId, sold.priceCents]);
    const availability = await callApi<{
      rowData: { id: number; publicNumber: string; free: boolean; reserved: boolean; state: string }[];
    }>(
      'GET',
      `/features/public/sections/${chair.sectionId}/beach_chairs_availability?start=${chair.day}&end=${chair.day}&publicReference=${chair.publicReference}`,
    );
    const target = availability.rowData.find((c) => c.free && !c.reserved && c.state === 'FREE' && c.id !== chair.beachChairId)!;
    const taken = availability.rowData.find((c) => c.state === 'BOOKED' && c.id !== chair.beachChairId);
    const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

    const context = await suite.browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'de-DE', bypassCSP: true });
    const page = await context.newPage();
    try {
      await officeLogin(page);
      await page.goto(`${baseUrl}/office/bookings?open=${sold.bookingId}`);
      const drawer = page.getByRole('dialog', { name: `Buchung ${booking.bookingRef}` });
      await drawer.waitFor();
      await drawer.getByRole('button', { name: 'Zahlung erfassen' }).click();
      await drawer.getByText('Die Zahlung ist erfasst.').waitFor();
      // The status follows with the booking read again after the payment.
      await drawer
        .getByTestId('booking-status')
        .filter({ hasText: /^Bezahlt$/ })
        .waitFor();

      await drawer.getByRole('button', { name: `Verlegen … Korb ${chair.publicNumber}` }).click();
      const select = drawer.getByLabel('Korb', { exact: true });
      await select.waitFor();
      if (taken) await drawer.locator('option', { hasText: `Korb ${taken.publicNumber} (belegt)` }).waitFor({ state: 'attached' });
      const numbers = (await select.locator('option').allTextContents()).slice(1).map((text) => text.replace(/^Korb | \(belegt\)$/g, ''));
      expect(numbers).toEqual([...numbers].sort((a, b) => a.localeCompare(b, 'de', { numeric: true })));
      await select.selectOption(String(target.id));
      await drawer.getByRole('button', { name: 'Preis prüfen' }).click();
      const preview = drawer.getByTestId('move-preview');
      await preview.waitFor();
      const text = ((await preview.textContent()) ?? '').replace(/\s+/g, ' ');
      expect(text).toContain(`Verlegen auf Korb ${target.publicNumber}`);
      expect(text).toContain(`Bisheriger Gesamtbetrag${euros(sold.priceCents)}`.replace(/\s+/g, ' '));
      expect(text).toContain(`Neuer Gesamtbetrag${euros(sold.priceCents + 100)}`.replace(/\s+/g, ' '));
      expect(text).toContain('Differenz+1,00 €');
      expect(text).toContain('Danach noch offen: 1,00 €.');
      await page.screenshot({ path: join(screenshotDir, 'office-paid-move-preview-1024.png') });
      // The operator weighs keeping the old price, then charges the difference after all: the preview stays.
      await drawer.getByRole('radio', { name: /Zum bisherigen Preis verlegen/ }).check();
      await drawer
        .getByTestId('move-difference')
        .filter({ hasText: /^±0,00\s€$/ })
        .waitFor();
      await drawer.getByRole('radio', { name: 'Differenz berechnen: der Gast zahlt 1,00 € nach' }).check();
      await drawer
        .getByTestId('move-difference')
        .filter({ hasText: /^\+1,00\s€$/ })
        .waitFor();
      await drawer.getByRole('button', { name: 'Verlegen bestätigen' }).click();
      await drawer.getByText('Der Korb ist verlegt.').waitFor();

      const moved = await suite.db.query(
        `SELECT cb.beach_chair_id AS "chairId", cb.price_cents AS "priceCents", b.status, b.total_price_cents AS "totalCents"
           FROM beach_chair_booking cb JOIN booking b ON b.id = cb.booking_id WHERE cb.id = $1`,
        [sold.id],
      );
      expect(moved.rows).toEqual([
        { chairId: target.id, priceCents: sold.priceCents + 100, status: 'BOOKED', totalCents: sold.priceCents + 100 },
      ]);

      await drawer.getByRole('button', { name: 'Offenen Betrag erfassen (1,00 €)' }).click();
      // Nothing open any more: the button goes.
      await drawer.getByRole('button', { name: /Offenen Betrag erfassen/ }).waitFor({ state: 'detached' });
      const payments = await suite.db.query(`SELECT amount_cents AS "amountCents" FROM payment WHERE booking_id = $1 ORDER BY id`, [
        sold.bookingId,
      ]);
      expect(payments.rows).toEqual([{ amountCents: sold.priceCents }, { amountCents: 100 }]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
