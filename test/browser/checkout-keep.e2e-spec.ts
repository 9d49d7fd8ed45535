import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { baseUrl, browserAndDatabase, DESKTOP_PAGE, screenshotDir } from '../support/browser.js';
import { bookChair, findBookableChair, putCartIntoSession, typeGuestDetails } from '../support/cartData.js';

// Issue 30 item 7: what the guest typed into the checkout survives closing and reopening it, a switch of language (the
// checkout has its own language button: the modal dialog makes the app bar behind it inert) and a reload of the tab.
const run = `${process.pid}-${Date.now().toString(36)}`;
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, locale: 'de-DE', isMobile: true, hasTouch: true };

const texts = {
  de: {
    heading: 'Ihre Daten',
    first: 'Vorname',
    last: 'Nachname',
    email: 'E-Mail',
    street: 'Straße und Hausnummer',
    zip: 'PLZ',
    city: 'Ort',
    comment: 'Kommentar an den Vermieter (optional)',
    terms: /Ich akzeptiere die/,
    zipError: 'Eine deutsche Postleitzahl hat fünf Ziffern',
  },
  en: {
    heading: 'Your details',
    first: 'First name',
    last: 'Last name',
    email: 'Email',
    street: 'Street and number',
    zip: 'Postcode',
    city: 'Town',
    comment: 'Comment to the vendor (optional)',
    terms: /I accept the/,
    zipError: 'A German postcode has five digits',
  },
};

async function openCheckout(page: Page): Promise<Locator> {
  await page.getByTestId('cart-badge').click();
  await page.getByTestId('cart-chair').first().waitFor();
  await page.getByTestId('to-checkout').click();
  return page.getByTestId('checkout-dialog');
}

/** The typed values as the guest sees them, under the labels of the language shown. */
async function shownValues(dialog: Locator, language: 'de' | 'en') {
  const t = texts[language];
  await dialog.getByRole('heading', { name: t.heading }).waitFor();
  return {
    first: await dialog.getByLabel(t.first, { exact: true }).inputValue(),
    last: await dialog.getByLabel(t.last, { exact: true }).inputValue(),
    email: await dialog.getByLabel(t.email, { exact: true }).inputValue(),
    street: await dialog.getByLabel(t.street, { exact: true }).inputValue(),
    zip: await dialog.getByLabel(t.zip, { exact: true }).inputValue(),
    city: await dialog.getByLabel(t.city, { exact: true }).inputValue(),
    comment: await dialog.getByLabel(t.comment, { exact: true }).inputValue(),
    terms: await dialog.getByRole('checkbox', { name: t.terms }).isChecked(),
    zipError: await dialog.getByText(t.zipError).isVisible(),
  };
}

describe('the checkout keeps what the guest typed', () => {
  const suite = browserAndDatabase();

  it('closed and reopened, switched to English by its own language button, reloaded: the input stays (390x844)', async () => {
    const booking = await bookChair(await findBookableChair());
    const email = `keep-${run}@example.de`;
    const page = await suite.browser.newPage(PHONE);
    await page.goto(`${baseUrl}/`);
    await putCartIntoSession(page, booking);
    await page.reload();

    let dialog = await openCheckout(page);
    await typeGuestDetails(dialog, { firstName: 'Greta', lastName: 'Grünwald', email });
    // A four-digit postcode: its error is shown once the field is left.
    await dialog.getByLabel('PLZ').fill('2368');
    await dialog.getByLabel('Ort', { exact: true }).focus();
    await dialog.getByText(texts.de.zipError).waitFor();
    await dialog.getByLabel(texts.de.comment).click();
    await dialog.getByLabel(texts.de.comment).fill('Bitte nah am Wasser');
    const typed = {
      first: 'Greta',
      last: 'Grünwald',
      email,
      street: 'Seestraße 1',
      zip: '2368',
      city: 'Scharbeutz',
      comment: 'Bitte nah am Wasser',
      terms: true,
      zipError: true,
    };

    // Closed and opened again: everything as it was, the postcode's error too.
    await dialog.getByRole('button', { name: 'Kasse schließen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    dialog = await openCheckout(page);
    expect(await shownValues(dialog, 'de')).toEqual(typed);

    // The language button is in the open checkout, on the phone's screen, and answers a tap: the checkout is English now,
    // with the same input and the postcode's error in English.
    const language = dialog.getByRole('button', { name: 'English' });
    const box = (await language.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y).toBeGreaterThanOrEqual(0);
    await language.tap();
    await dialog.getByRole('heading', { name: 'Checkout' }).waitFor();
    expect(await shownValues(dialog, 'en')).toEqual(typed);
    await expect(dialog.getByText(texts.de.zipError).count()).resolves.toBe(0);
    await expect(dialog.getByRole('button', { name: 'Deutsch' }).isVisible()).resolves.toBe(true);
    await page.screenshot({ path: join(screenshotDir, 'checkout-keep-english-390.png') });

    // A reload opens the checkout again, in English, with the input; no bank field is ever in the tab's storage.
    await page.reload();
    dialog = page.getByTestId('checkout-dialog');
    expect(await shownValues(dialog, 'en')).toEqual(typed);
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    expect(stored).toContain('Greta');
    expect(stored.toLowerCase()).not.toContain('iban');

    // The postcode corrected, the guest goes on with what was kept.
    await dialog.getByLabel(texts.en.zip, { exact: true }).fill('23683');
    await expect(dialog.getByText(texts.en.zipError).count()).resolves.toBe(0);
    await dialog.getByTestId('checkout-next').click();
    await dialog.getByRole('heading', { name: 'Payment method' }).waitFor();
    const customer = await suite.db.query<{ first_name: string; zip: string | null; language: string }>(
      `SELECT c.first_name, c.address->>'zip' AS zip, c.language FROM booking b JOIN customer c ON c.id = b.customer_id WHERE b.booking_ref = $1`,
      [booking.bookingRef],
    );
    expect(customer.rows[0]).toEqual({ first_name: 'Greta', zip: '23683', language: 'en' });
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await page.context().close();
  });

  it('on a desktop too, the open checkout switches language by its own button and keeps the input; switched on the payment step, the booking is in the new language', async () => {
    // The Lübecker Bucht vendor offers bank transfer (seeds/data/vendors.ts); the chair's day is a week ahead.
    const booking = await bookChair(await findBookableChair('Scharbeutz', undefined, 'luebecker-bucht'));
    const page = await suite.browser.newPage(DESKTOP_PAGE);
    await page.goto(`${baseUrl}/`);
    await putCartIntoSession(page, booking);
    await page.reload();
    const dialog = await openCheckout(page);
    await typeGuestDetails(dialog, { firstName: 'Dirk', lastName: 'Deich', email: `keep-desk-${run}@example.de` });
    await dialog.getByRole('button', { name: 'English' }).click();
    await dialog.getByRole('heading', { name: texts.en.heading }).waitFor();
    await expect(dialog.getByLabel(texts.en.first, { exact: true }).inputValue()).resolves.toBe('Dirk');
    await expect(dialog.getByRole('checkbox', { name: texts.en.terms }).isChecked()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Deutsch' }).click();
    await dialog.getByRole('heading', { name: texts.de.heading }).waitFor();
    await expect(dialog.getByLabel(texts.de.last, { exact: true }).inputValue()).resolves.toBe('Deich');

    // Step 1 sent in German, then English on the payment step: the method chosen stays, and the booking is English.
    await dialog.getByTestId('checkout-next').click();
    await dialog.getByRole('heading', { name: 'Zahlungsart' }).waitFor();
    await dialog.getByRole('radio', { name: 'Überweisung' }).check();
    await dialog.getByRole('button', { name: 'English' }).click();
    await dialog.getByRole('heading', { name: 'Payment method' }).waitFor();
    await expect(dialog.getByRole('radio', { name: 'Bank transfer', exact: true }).isChecked()).resolves.toBe(true);
    await dialog.getByRole('checkbox', { name: /I will transfer the total/ }).check();
    await dialog.getByRole('button', { name: 'Book now' }).click();
    await page.waitForURL((url) => url.pathname === '/booking/result_bank_transfer', { timeout: 30_000 });
    const customer = await suite.db.query<{ status: string; language: string }>(
      `SELECT b.status, c.language FROM booking b JOIN customer c ON c.id = b.customer_id WHERE b.booking_ref = $1`,
      [booking.bookingRef],
    );
    expect(customer.rows[0]).toEqual({ status: 'PENDING', language: 'en' });
    // The booking left the cart: its draft is gone from the tab.
    await expect(page.evaluate(() => sessionStorage.getItem('strandkorb.checkoutDraft'))).resolves.toBeNull();
    await page.context().close();
  });
});
