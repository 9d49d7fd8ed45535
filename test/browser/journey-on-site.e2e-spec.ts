import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, berlinDayText, browserAndDatabase, screenshotDir, spawnedOutbox } from '../support/browser.js';
import { type BookableChair, bookChair, findBookableChair, putCartIntoSession } from '../support/cartData.js';
import { waitForOutboxMail } from '../support/mail.js';

// Issue 8, item 1: the methods paid on site. PUT /booking/confirm answers CONFIRMED at once and the confirmation mail
// carries the calendar file; the storefront lands on the success page. Also the direct-debit path (bank details with
// the mandate) and the "open app" button of the booking-details drawer on small screens.
const run = `${process.pid}-${Date.now().toString(36)}`;

interface BookingRow {
  status: string;
  payment_method: string | null;
  expires_at: Date | null;
  meta_data: { customerBankData?: { iban: string; bic?: string } } | null;
  email: string | null;
  language: string;
}

describe('storefront journey: paid on site (cash, direct debit) → confirmed at once', () => {
  const suite = browserAndDatabase();
  let chair: BookableChair;

  const bookingRow = async (bookingRef: string): Promise<BookingRow | undefined> =>
    (
      await suite.db.query<BookingRow>(
        `SELECT b.status, b.payment_method, b.expires_at, b.meta_data, c.email, b.language
           FROM booking b LEFT JOIN customer c ON c.id = b.customer_id WHERE b.booking_ref = $1`,
        [bookingRef],
      )
    ).rows[0];

  /** The chair in this tab's cart (session storage, as the cart keeps it), then cart → checkout → customer step done. */
  async function checkoutToPayment(page: Page, texts: Texts, email: string) {
    const booking = await bookChair(chair);
    await page.goto(`${baseUrl}/`);
    await putCartIntoSession(page, booking);
    await page.reload();
    // The language switch after the reload (a reload starts in German again).
    if (texts.lang === 'en') {
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('button', { name: 'Deutsch' }).waitFor();
    }
    await page.getByTestId('cart-badge').click();
    const cart = page.getByRole('dialog', { name: texts.cart });
    await cart.getByTestId('cart-chair').waitFor();
    await cart.getByRole('button', { name: texts.toCheckout }).click();

    const dialog = page.getByTestId('checkout-dialog');
    await dialog.getByRole('heading', { name: texts.customerTitle }).waitFor();
    await dialog.getByLabel(texts.firstName, { exact: true }).fill(texts.person);
    await dialog.getByLabel(texts.lastName, { exact: true }).fill('Hansen');
    await dialog.getByLabel(texts.email, { exact: true }).fill(email);
    await dialog.getByLabel(texts.street).fill('Seestraße 1');
    await dialog.getByLabel(texts.zip).fill('23683');
    await dialog.getByLabel(texts.city, { exact: true }).fill('Scharbeutz');
    await dialog.getByRole('checkbox', { name: new RegExp(texts.termsLabel) }).check();
    await dialog.getByTestId('checkout-next').click();
    await dialog.getByRole('heading', { name: texts.paymentTitle }).waitFor();
    return { dialog, bookingRef: booking.bookingRef };
  }

  async function expectSuccessPage(page: Page, texts: Texts, bookingRef: string, email: string) {
    await page.waitForURL((url) => url.pathname === '/result/success', { timeout: 30_000 });
    const url = new URL(page.url());
    expect(url.searchParams.get('sbl_bookingRef')).toBe(bookingRef);
    expect(url.searchParams.get('sbl_email')).toBe(email);
    await page.getByRole('heading', { level: 1, name: texts.successTitle }).waitFor({ timeout: 30_000 });
    const facts = (await page.getByTestId('success-facts').textContent())!;
    expect(facts).toContain(bookingRef);
    expect(facts).toContain(chair.sectionName);
    expect(facts).toContain(berlinDayText(chair.day));
    // The cart was cleared: the booking is no longer the open cart of this tab.
    await expect(page.getByTestId('cart-badge').getAttribute('aria-label')).resolves.toBe(texts.emptyBadge);
  }

  it('German: pays in cash on site, lands on the success page, CONFIRMED, confirmation mail with the calendar file', async () => {
    // A section of the Lübecker Bucht vendor, whose seeded methods include CASH.
    chair = await findBookableChair('Scharbeutz', undefined, 'luebecker-bucht');
    const email = `bar-${run}@example.de`;
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    const { dialog, bookingRef } = await checkoutToPayment(page, de, email);
    await dialog.getByRole('radio', { name: 'Barzahlung vor Ort' }).check();
    // No transfer confirmation for cash: the button is usable at once.
    await expect(dialog.getByRole('checkbox', { name: /Ich überweise den Gesamtbetrag/ }).count()).resolves.toBe(0);
    const submit = dialog.getByTestId('checkout-submit');
    await expect(submit.isDisabled()).resolves.toBe(false);
    await page.screenshot({ path: join(screenshotDir, 'journey-on-site-de-payment.png') });
    const confirmAnswer = page.waitForResponse((res) => res.url().includes('/booking/confirm'));
    await submit.click();
    const confirmed = (await (await confirmAnswer).json()) as { bookingRef: string; status: string };
    expect(confirmed).toMatchObject({ bookingRef, status: 'CONFIRMED' });

    await expectSuccessPage(page, de, bookingRef, email);
    await page.screenshot({ path: join(screenshotDir, 'journey-on-site-de-success.png') });

    // In the database: CONFIRMED, paid in cash, no deadline.
    await expect(bookingRow(bookingRef)).resolves.toMatchObject({
      status: 'CONFIRMED',
      payment_method: 'CASH',
      expires_at: null,
      email,
      language: 'de',
    });
    // The confirmation mail in German, with the calendar file of the chair.
    const { mail } = await waitForOutboxMail(spawnedOutbox, email, new RegExp(`Buchungsbestätigung ${bookingRef}`));
    expect(mail.text).toContain(`Ihre Buchung ${bookingRef} ist bestätigt`);
    const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'));
    expect(ics).toBeDefined();
    expect(ics!.filename).toBe(`booking-${bookingRef}.ics`);
    expect(ics!.contentType).toMatch(/^text\/calendar/);
    expect(ics!.content).toContain('BEGIN:VCALENDAR');
    expect(ics!.content).toContain('BEGIN:VEVENT');
    expect(ics!.content).toContain(`Strandkorb ${chair.publicNumber}`);

    // "Buchung anzeigen" opens the lookup: CONFIRMED shows as "Bestätigt".
    await page.getByRole('link', { name: 'Buchung anzeigen' }).click();
    const details = page.getByRole('dialog', { name: 'Buchungsdetails' });
    await details.waitFor({ timeout: 30_000 });
    await expect(details.getByTestId('details-status').textContent()).resolves.toBe('Bestätigt');
    // On a large screen there is no "open app" button.
    await expect(details.getByRole('link', { name: 'In der App öffnen' }).isVisible()).resolves.toBe(false);

    // On a small screen the booking-details drawer offers the app, with the booking in the deep link.
    await page.setViewportSize({ width: 390, height: 844 });
    const openApp = details.getByRole('link', { name: 'In der App öffnen' });
    await openApp.waitFor({ state: 'visible' });
    const href = new URL((await openApp.getAttribute('href'))!);
    expect(href.protocol).toBe('strandkorb:');
    expect(href.searchParams.get('bookingRef')).toBe(bookingRef);
    expect(href.searchParams.get('email')).toBe(email);
    await page.screenshot({ path: join(screenshotDir, 'journey-on-site-lookup-small.png') });
    await page.close();
  }, 180_000);

  it('English: pays by direct debit (IBAN and mandate), CONFIRMED, the account kept with the booking', async () => {
    chair = await findBookableChair('Scharbeutz', undefined, 'luebecker-bucht');
    // No seeded vendor offers the on-site direct debit: add it to this vendor and its locations for this test.
    const vendor = { ref: chair.publicReference };
    const addMethod = `jsonb_set(configuration, '{paymentMethods}', (configuration -> 'paymentMethods') || '["DIRECT_DEBIT"]')`;
    const removeMethod = `jsonb_set(configuration, '{paymentMethods}', (configuration -> 'paymentMethods') - 'DIRECT_DEBIT')`;
    const setMethods = async (expression: string) => {
      await suite.db.query(`UPDATE vendor SET configuration = ${expression} WHERE public_reference = $1`, [vendor.ref]);
      await suite.db.query(
        `UPDATE location SET configuration = ${expression}
          WHERE vendor_id = (SELECT id FROM vendor WHERE public_reference = $1) AND configuration ? 'paymentMethods'`,
        [vendor.ref],
      );
    };
    await setMethods(addMethod);
    try {
      const email = `debit-${run}@example.com`;
      // A German browser switched to English by the button (an English browser starts in English: issue 30 item 9).
      const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
      const { dialog, bookingRef } = await checkoutToPayment(page, en, email);
      await dialog.getByRole('radio', { name: 'Direct debit', exact: true }).check();
      await dialog.getByRole('button', { name: 'Next' }).click();

      // The bank-details step: IBAN required and valid, BIC valid when given, the mandate before booking.
      await dialog.getByRole('heading', { name: 'Bank details' }).waitFor();
      const iban = dialog.getByLabel('IBAN', { exact: true });
      await iban.fill('DE89 3704 0044 0532 0130 01');
      await iban.blur();
      await dialog.getByText('Please enter a valid IBAN').waitFor();
      await iban.fill('DE89 3704 0044 0532 0130 00');
      await expect(dialog.getByText('Please enter a valid IBAN').count()).resolves.toBe(0);
      await dialog.getByLabel('BIC (optional)').fill('cobadeffxxx');
      const book = dialog.getByRole('button', { name: en.bankSubmit });
      await dialog.getByRole('checkbox', { name: /direct debit/ }).check();
      await page.screenshot({ path: join(screenshotDir, 'journey-on-site-en-bank.png') });
      const confirmAnswer = page.waitForResponse((res) => res.url().includes('/booking/confirm'));
      await book.click();
      expect(((await (await confirmAnswer).json()) as { status: string }).status).toBe('CONFIRMED');

      await expectSuccessPage(page, en, bookingRef, email);
      await page.screenshot({ path: join(screenshotDir, 'journey-on-site-en-success.png') });
      const row = await bookingRow(bookingRef);
      expect(row).toMatchObject({ status: 'CONFIRMED', payment_method: 'DIRECT_DEBIT', email, language: 'en' });
      expect(row!.meta_data?.customerBankData).toMatchObject({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
      const { mail } = await waitForOutboxMail(spawnedOutbox, email, new RegExp(`Booking confirmation ${bookingRef}`));
      expect(mail.attachments.map((a) => a.filename)).toContain(`booking-${bookingRef}.ics`);
      await page.close();
    } finally {
      await setMethods(removeMethod);
    }
  }, 180_000);
});

const de = {
  lang: 'de',
  person: 'Hanna',
  cart: 'Warenkorb',
  emptyBadge: 'Warenkorb, 0 Artikel',
  toCheckout: 'Zur Kasse',
  customerTitle: 'Ihre Daten',
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail',
  street: 'Straße und Hausnummer',
  zip: 'PLZ',
  city: 'Ort',
  termsLabel: 'Ich akzeptiere die',
  paymentTitle: 'Zahlungsart',
  bankSubmit: 'Zahlungspflichtig buchen',
  successTitle: 'Herzlichen Glückwunsch!',
};
type Texts = typeof de;

const en: Texts = {
  lang: 'en',
  person: 'Hannah',
  cart: 'Cart',
  emptyBadge: 'Cart, 0 items',
  toCheckout: 'Checkout',
  customerTitle: 'Your details',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  street: 'Street and number',
  zip: 'Postcode',
  city: 'Town',
  termsLabel: 'I accept the',
  paymentTitle: 'Payment method',
  bankSubmit: 'Book with obligation to pay',
  successTitle: 'Congratulations!',
};
