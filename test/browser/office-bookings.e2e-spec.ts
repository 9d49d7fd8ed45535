import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { baseUrl, browserAndDatabase, screenshotDir } from '../support/browser.js';
import { type BookableChair, bookChair, callApi, findBookableChair } from '../support/cartData.js';
import { officeLogin } from '../support/office-browser.js';
import { cartHeader } from '../support/public-cart.js';
import { waitFor } from '../support/wait.js';

// Issue 14, item 4: the back office's bookings list and drawer. A booking made through the public API is found by its
// reference and opened; one of its two chairs is cancelled with an edited fee and the cancellation PDF (rendered by a
// queue job) appears in the drawer; another vendor's booking is found neither by search nor by ?open=<id>.
const api = `${baseUrl}/api/v1`;
const DEMO_VENDOR = 'luebecker-bucht';
const run = Date.now().toString(36);

/** A storefront booking of two chairs on one day, submitted with cash on site (CONFIRMED). */
async function twoChairBooking(chair: BookableChair, email: string): Promise<{ bookingRef: string; numbers: string[] }> {
  const booking = await bookChair(chair);
  const availability = await callApi<{
    rowData: { id: number; publicNumber: string; model: string; free: boolean; reserved: boolean; state: string }[];
  }>(
    'GET',
    `/features/public/sections/${chair.sectionId}/beach_chairs_availability?start=${chair.day}&end=${chair.day}&publicReference=${chair.publicReference}`,
  );
  const numbers = [chair.publicNumber];
  for (const other of availability.rowData.filter((c) => c.free && !c.reserved && c.state === 'FREE' && c.id !== chair.beachChairId)) {
    const res = await fetch(
      `${api}/features/public/booking/${booking.bookingRef}/beach_chair_bookings?publicReference=${chair.publicReference}`,
      {
        method: 'POST',
        headers: { ...cartHeader(booking.cartToken), 'content-type': 'application/json' },
        body: JSON.stringify({ beachChairId: other.id, start: chair.day, end: chair.day, model: other.model }),
      },
    );
    if (res.status === 201) {
      numbers.push(other.publicNumber);
      break;
    }
  }
  if (numbers.length < 2) throw new Error('no second free chair beside the first');
  await callApi(
    'POST',
    `/features/public/booking/${booking.bookingRef}/add_customer?publicReference=${chair.publicReference}`,
    { firstName: 'Greta', lastName: 'Strand', email, address: { street: 'Strandweg 2', zip: '23683', city: 'Scharbeutz' } },
    cartHeader(booking.cartToken),
  );
  const ref = `bookingRef=${booking.bookingRef}&email=${encodeURIComponent(email)}`;
  await callApi('PUT', `/features/public/booking?${ref}`, { paymentMethod: 'CASH' });
  await callApi('PUT', `/features/public/booking/confirm?${ref}`);
  return { bookingRef: booking.bookingRef, numbers };
}

async function expectAxeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

describe('office: bookings list and drawer', () => {
  const suite = browserAndDatabase();

  it('finds a storefront booking by reference, cancels one chair with an edited fee and lists the cancellation PDF', async () => {
    const chair = await findBookableChair('Scharbeutz', undefined, DEMO_VENDOR);
    const { bookingRef, numbers } = await twoChairBooking(chair, `greta-${run}@example.de`);
    const context = await suite.browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'de-DE', bypassCSP: true });
    const page = await context.newPage();
    try {
      await officeLogin(page);
      await page.goto(`${baseUrl}/office/bookings?search=${bookingRef}`);
      await expect(page.getByLabel('Suche').inputValue()).resolves.toBe(bookingRef);
      await page.getByRole('status').filter({ hasText: '1 Buchung' }).waitFor();
      await page.getByRole('link', { name: `Buchung ${bookingRef} öffnen` }).click();
      const drawer = page.getByRole('dialog', { name: `Buchung ${bookingRef}` });
      await drawer.waitFor();
      expect(new URL(page.url()).searchParams.get('open')).toMatch(/^\d+$/);
      await expect(drawer.getByTestId('booking-status').textContent()).resolves.toBe('Bestätigt');
      await expect(drawer.getByTestId('booking-chair').count()).resolves.toBe(2);
      await page.screenshot({ path: join(screenshotDir, 'office-bookings-drawer-1024.png') });
      await expectAxeClean(page);

      // Cancel the first chair: the policy's fee is proposed, the operator types another.
      const [first] = numbers;
      await drawer.getByRole('button', { name: `Stornieren … Korb ${first}` }).click();
      const fee = drawer.getByLabel('Stornogebühr (€)');
      await fee.waitFor();
      await expect(fee.inputValue()).resolves.toMatch(/^\d+,\d\d$/);
      await fee.fill('3,50');
      await drawer.getByRole('button', { name: 'Stornieren', exact: true }).click();
      const question = page.getByRole('dialog', { name: 'Wirklich stornieren?' });
      await expect(question.textContent()).resolves.toContain('Stornogebühr: 3,50 €');
      await question.getByRole('button', { name: 'Ja, stornieren' }).click();
      await drawer.getByText(`Korb ${first} ist storniert.`).waitFor();

      const row = (
        await suite.db.query<{ status: string; fee: number | null }>(
          `SELECT cb.status, h.details->>'cancellationFeeCents' AS fee
             FROM beach_chair_booking cb JOIN booking b ON b.id = cb.booking_id
             JOIN booking_history h ON h.booking_id = b.id AND h.action = 'CANCEL_BEACH_CHAIR'
            WHERE b.booking_ref = $1 AND cb.status = 'CANCELED'`,
          [bookingRef],
        )
      ).rows;
      expect(row).toEqual([{ status: 'CANCELED', fee: '350' }]);
      // The booking stays confirmed with its other chair; the cancellation's paper is rendered by a job.
      await expect(drawer.getByTestId('booking-status').textContent()).resolves.toBe('Bestätigt');
      await drawer.getByTestId('booking-documents').getByText('Storno eines Korbs').waitFor({ timeout: 60_000 });
      await expect(drawer.getByRole('button', { name: /^Storno eines Korbs .*\.pdf herunterladen$/ }).count()).resolves.toBe(1);
      await page.screenshot({ path: join(screenshotDir, 'office-bookings-cancelled-chair-1024.png') });
      await expectAxeClean(page);

      // Escape closes the drawer and the address forgets it.
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      expect(new URL(page.url()).searchParams.get('open')).toBeNull();
    } finally {
      await context.close();
    }
  }, 180_000);

  // Issue 29, item 2: paid, one chair cancelled, the refund due shows in the panel and the cash handed back is recorded.
  it('paid in cash, one chair cancelled: the panel shows the refund due, and recording it brings "Erstattet" to it', async () => {
    const chair = await findBookableChair('Scharbeutz', undefined, DEMO_VENDOR);
    const { bookingRef, numbers } = await twoChairBooking(chair, `ruth-${run}@example.de`);
    const context = await suite.browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'de-DE', bypassCSP: true });
    const page = await context.newPage();
    try {
      await officeLogin(page);
      await page.goto(`${baseUrl}/office/bookings?search=${bookingRef}`);
      await page.getByRole('link', { name: `Buchung ${bookingRef} öffnen` }).click();
      const drawer = page.getByRole('dialog', { name: `Buchung ${bookingRef}` });
      await drawer.waitFor();
      await drawer.getByRole('button', { name: 'Zahlung erfassen' }).click();
      await drawer.getByText('Die Zahlung ist erfasst.').waitFor();
      await drawer
        .getByTestId('booking-status')
        .filter({ hasText: /^Bezahlt$/ })
        .waitFor();
      await drawer
        .getByTestId('money-paid')
        .filter({ hasText: /^[1-9]/ })
        .waitFor();
      const paid = await drawer.getByTestId('money-paid').textContent();
      await expect(drawer.getByTestId('money-refundDue').textContent()).resolves.toMatch(/^0,00\s€$/);

      await drawer.getByRole('button', { name: `Stornieren … Korb ${numbers[0]}` }).click();
      await drawer.getByLabel('Stornogebühr (€)').waitFor();
      await drawer.getByRole('button', { name: 'Stornieren', exact: true }).click();
      await page.getByRole('dialog', { name: 'Wirklich stornieren?' }).getByRole('button', { name: 'Ja, stornieren' }).click();
      await drawer.getByText(`Korb ${numbers[0]} ist storniert.`).waitFor();

      // What was paid beyond the new total is due back; the form proposes all of it, paid back in cash.
      const due = drawer.getByTestId('money-refundDue');
      const dueText = await waitFor(async () => {
        const text = (await due.textContent()) ?? '';
        return /^0,00/.test(text) ? undefined : text;
      }, 'a refund due in the panel');
      await expect(drawer.getByTestId('money-paid').textContent()).resolves.toBe(paid);
      await expect(drawer.getByLabel('Erstattungsbetrag').inputValue()).resolves.toBe(dueText.replace(/\s€$/, ''));
      await drawer.getByRole('button', { name: 'Erstattung erfassen' }).click();
      await drawer.getByText('Erstattung erfasst.').waitFor();
      await waitFor(
        async () => ((await drawer.getByTestId('money-refunded').textContent()) === dueText ? true : undefined),
        'the refund recorded',
      );
      await expect(due.textContent()).resolves.toMatch(/^0,00\s€$/);
      await page.screenshot({ path: join(screenshotDir, 'office-bookings-refund-1024.png') });
      await expectAxeClean(page);
    } finally {
      await context.close();
    }
  }, 180_000);

  it('the staff of one vendor never sees another vendor’s booking: not by search, not by ?open=<id>', async () => {
    const foreignChair = await findBookableChair('Westerland', DEMO_VENDOR);
    const foreign = await bookChair(foreignChair);
    const { id } = (await suite.db.query<{ id: number }>('SELECT id FROM booking WHERE booking_ref = $1', [foreign.bookingRef])).rows[0];
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-DE', bypassCSP: true });
    const page = await context.newPage();
    try {
      await officeLogin(page);
      await page.goto(`${baseUrl}/office/bookings?search=${foreign.bookingRef}`);
      await page.getByText('Keine Buchung passt zu Suche und Filtern.').waitFor();
      await expect(page.getByRole('link', { name: `Buchung ${foreign.bookingRef} öffnen` }).count()).resolves.toBe(0);

      await page.goto(`${baseUrl}/office/bookings?open=${id}`);
      const drawer = page.getByRole('dialog', { name: 'Buchung' });
      await drawer
        .getByRole('alert')
        .filter({ hasText: 'Diese Buchung gibt es nicht, oder sie gehört nicht zu Ihrem Vermieter.' })
        .waitFor();
      await expect(drawer.textContent()).resolves.not.toContain(foreign.bookingRef);
      await page.screenshot({ path: join(screenshotDir, 'office-bookings-not-found-390.png') });
      await expectAxeClean(page);

      // The phone's list: the own bookings, scrolled sideways in their region.
      await page.goto(`${baseUrl}/office/bookings`);
      await page.getByRole('region', { name: 'Buchungen, sortierbar nach Spalten' }).waitFor();
      await page.screenshot({ path: join(screenshotDir, 'office-bookings-list-390.png'), fullPage: true });
      await expectAxeClean(page);
    } finally {
      await context.close();
    }
  }, 180_000);
});
