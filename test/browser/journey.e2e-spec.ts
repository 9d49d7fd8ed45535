import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, berlinDayText, browserAndDatabase, screenshotDir, spawnedOutbox } from '../support/browser.js';
import { euro, findBookableChair, submittedBooking as pendingBooking, type BookableChair } from '../support/cartData.js';
import { waitForOutboxMail } from '../support/mail.js';

// Issue 8, items 1-3: the whole journey of a person who books a chair by bank transfer (landing → section → chair →
// cart → checkout → confirmation with the bank data → lookup), in German and in English; the error-result path.
const run = `${process.pid}-${Date.now().toString(36)}`;

interface BookingRow {
  status: string;
  payment_method: string | null;
  email: string | null;
  first_name: string | null;
  language: string;
}

describe('storefront journey: book by bank transfer, confirmation, lookup', () => {
  const suite = browserAndDatabase();

  const bookingRow = async (bookingRef: string): Promise<BookingRow | undefined> =>
    (
      await suite.db.query<BookingRow>(
        `SELECT b.status, b.payment_method, c.email, c.first_name, b.language
           FROM booking b LEFT JOIN customer c ON c.id = b.customer_id WHERE b.booking_ref = $1`,
        [bookingRef],
      )
    ).rows[0];

  /** Landing → search → the section → the chair → add → cart → checkout, by clicking like a person. */
  async function bookThroughTheUi(page: Page, chair: BookableChair, texts: Texts, person: Person) {
    await page.getByTestId('landing-search-button').click();
    await page.getByTestId('destination-search').fill(chair.sectionName);
    await page.getByTestId('search-hit').filter({ hasText: chair.sectionName }).first().click();
    await page.getByRole('heading', { level: 1, name: chair.sectionName }).waitFor({ timeout: 30_000 });
    await page.getByTestId('pickup-date').fill(chair.day);
    await page.getByTestId('dropoff-date').fill(chair.day);
    const tile = page.locator(`[data-testid="chair-tile"][data-chair-id="${chair.beachChairId}"]`);
    await page.waitForFunction(
      (id) => document.querySelector(`[data-testid="chair-tile"][data-chair-id="${id}"]`)?.getAttribute('data-state') === 'free',
      chair.beachChairId,
      { timeout: 30_000 },
    );
    await tile.click();
    await page.getByTestId('chair-detail').waitFor();
    await page.waitForFunction(
      () => {
        const button = document.querySelector<HTMLButtonElement>('[data-testid="add-to-cart"]');
        return button !== null && !button.disabled;
      },
      undefined,
      { timeout: 30_000 },
    );
    await page.getByTestId('add-to-cart').click();
    const cart = page.getByRole('dialog', { name: texts.cart });
    await cart.waitFor();
    await cart.getByTestId('cart-chair').waitFor();
    const total = (await cart.getByTestId('cart-total').textContent())!;
    await page.screenshot({ path: join(screenshotDir, `journey-${texts.lang}-cart.png`) });
    await cart.getByRole('button', { name: texts.toCheckout }).click();

    // Step 1: the customer form. Next stays unusable until everything holds; pressing it shows the errors and
    // moves focus to the first invalid field.
    const dialog = page.getByTestId('checkout-dialog');
    await dialog.getByRole('heading', { name: texts.customerTitle }).waitFor();
    const next = dialog.getByTestId('checkout-next');
    await expect(next.getAttribute('aria-disabled')).resolves.toBe('true');
    // aria-disabled (not disabled): the button stays reachable by keyboard and explains what is missing.
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('firstName');
    const firstName = dialog.getByLabel(texts.firstName, { exact: true });
    await expect(firstName.getAttribute('aria-invalid')).resolves.toBe('true');
    const describedBy = (await firstName.getAttribute('aria-describedby'))!;
    await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toBe(texts.firstNameMandatory);
    await expect(dialog.getByLabel(texts.salutation).inputValue()).resolves.toBe('MX');
    await expect(dialog.getByLabel(texts.country).inputValue()).resolves.toBe('DE');

    await firstName.fill(person.firstName);
    await dialog.getByLabel(texts.lastName, { exact: true }).fill('Janssen');
    await dialog.getByLabel(texts.email, { exact: true }).fill('jan@');
    await dialog.getByLabel(texts.street).fill('Seestraße 1');
    await dialog.getByLabel(texts.zip).fill('23683');
    await dialog.getByLabel(texts.city, { exact: true }).fill('Scharbeutz');
    await dialog.getByText(texts.invalidEmail).waitFor();
    await dialog.getByLabel(texts.email, { exact: true }).fill(person.email);
    await expect(dialog.getByText(texts.invalidEmail).count()).resolves.toBe(0);
    await expect(next.getAttribute('aria-disabled')).resolves.toBe('true'); // terms not accepted yet
    await dialog.getByRole('link', { name: texts.termsLink }).waitFor();
    await dialog.getByRole('checkbox', { name: new RegExp(texts.termsLabel) }).check();
    await expect(next.getAttribute('aria-disabled')).resolves.toBe('false');
    await page.screenshot({ path: join(screenshotDir, `journey-${texts.lang}-checkout-customer.png`) });
    const customerAnswer = page.waitForResponse((res) => res.url().includes('/add_customer'));
    await next.click();
    expect((await customerAnswer).status()).toBe(201);

    // Step 2: the vendor's methods; card preselected; bank transfer needs its confirmation before "Book now".
    await dialog.getByRole('heading', { name: texts.paymentTitle }).waitFor();
    await expect(dialog.getByRole('radio', { name: texts.card }).isChecked()).resolves.toBe(true);
    await dialog.getByRole('radio', { name: texts.bankTransfer }).check();
    const bookNow = dialog.getByRole('button', { name: texts.bookNow });
    await expect(bookNow.isDisabled()).resolves.toBe(true);
    await dialog.getByRole('checkbox', { name: new RegExp(texts.transferConfirm) }).check();
    await page.screenshot({ path: join(screenshotDir, `journey-${texts.lang}-checkout-payment.png`) });
    const confirmAnswer = page.waitForResponse((res) => res.url().includes('/booking/confirm'));
    await bookNow.click();
    const confirmed = (await (await confirmAnswer).json()) as {
      bookingRef: string;
      status: string;
      totalPrice: number;
      metaData: { bankData: { iban: string; accountHolder: string; bic: string } };
    };
    expect(confirmed.status).toBe('PENDING');
    return { confirmed, total };
  }

  async function expectConfirmationPage(
    page: Page,
    chair: BookableChair,
    texts: Texts,
    email: string,
    bookingRef: string,
    bank: { iban: string; accountHolder: string },
    total: string,
  ) {
    await page.waitForURL((url) => url.pathname === '/booking/result_bank_transfer');
    const url = new URL(page.url());
    expect(url.searchParams.get('bookingReference')).toBe(bookingRef);
    expect(url.searchParams.get('email')).toBe(email);
    const result = page.getByTestId('bank-transfer-result');
    await result.getByRole('heading', { level: 1, name: texts.bankTransferTitle }).waitFor();
    await expect(result.getByTestId('reservation-number').textContent()).resolves.toBe(bookingRef);
    const table = result.getByTestId('result-chair');
    await expect(table.count()).resolves.toBe(1);
    const tableText = (await table.textContent())!;
    expect(tableText).toContain(chair.sectionName);
    expect(tableText).toContain(chair.publicNumber);
    expect(tableText).toContain(berlinDayText(chair.day));
    await expect(result.getByTestId('result-total').textContent()).resolves.toBe(total);
    const bankText = (await result.getByTestId('result-bank').textContent())!;
    expect(bankText).toContain(bank.accountHolder);
    expect(bankText.replace(/\s/g, '')).toContain(bank.iban);
    expect(bankText).toContain(bookingRef);
    // The cart was cleared: the booking is no longer the open cart of this tab.
    await expect(page.getByTestId('cart-badge').getAttribute('aria-label')).resolves.toBe(texts.emptyBadge);
    await page.screenshot({ path: join(screenshotDir, `journey-${texts.lang}-bank-transfer-result.png`), fullPage: true });
  }

  it('German: books a chair by bank transfer, sees the bank data, gets the mail, and finds the booking', async () => {
    const chair = await findBookableChair();
    const email = `gast-de-${run}@example.de`;
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    await page.goto(`${baseUrl}/`);
    const { confirmed, total } = await bookThroughTheUi(page, chair, de, { firstName: 'Jan', email });
    const bank = confirmed.metaData.bankData;
    await expectConfirmationPage(page, chair, de, email, confirmed.bookingRef, bank, total);
    expect(total).toBe(euro(confirmed.totalPrice));

    // In the database: PENDING by bank transfer, with the customer.
    await expect(bookingRow(confirmed.bookingRef)).resolves.toMatchObject({
      status: 'PENDING',
      payment_method: 'BANK_TRANSFER',
      email,
      first_name: 'Jan',
      language: 'de',
    });
    // The bank-transfer mail in the outbox, in German, with the bank data.
    const { mail } = await waitForOutboxMail(spawnedOutbox, email, new RegExp(`${confirmed.bookingRef}.*Überweisung`));
    expect(mail.text).toContain(bank.iban);

    // The lookup page (API key from the served page) shows the booking in the details drawer.
    await page.goto(`${baseUrl}/bookings?bookingRef=${confirmed.bookingRef}&email=${encodeURIComponent(email)}`);
    const details = page.getByRole('dialog', { name: 'Buchungsdetails' });
    await details.waitFor({ timeout: 30_000 });
    await expect(details.getByTestId('details-booking-number').textContent()).resolves.toBe(confirmed.bookingRef);
    await expect(details.getByTestId('details-status').textContent()).resolves.toBe('Zahlung ausstehend');
    await details.getByTestId('details-chair').filter({ hasText: chair.publicNumber }).waitFor();
    await expect(details.getByTestId('details-total').textContent()).resolves.toBe(total);
    await page.screenshot({ path: join(screenshotDir, 'journey-de-lookup.png') });

    // A wrong e-mail finds nothing, and says so.
    await page.goto(`${baseUrl}/bookings?bookingRef=${confirmed.bookingRef}&email=nobody%40example.de`);
    await page.getByText('Zu dieser Buchungsnummer und E-Mail-Adresse haben wir keine Buchung gefunden.').waitFor({ timeout: 30_000 });
    await page.close();
  }, 180_000);

  it('English: the same journey after the language switch, and the lookup through the form', async () => {
    const chair = await findBookableChair();
    const email = `guest-en-${run}@example.com`;
    // A German browser (an English one starts in English: english-texts.e2e-spec.ts), switched by the button.
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Deutsch' }).waitFor();
    const { confirmed, total } = await bookThroughTheUi(page, chair, en, { firstName: 'Jane', email });
    await expectConfirmationPage(page, chair, en, email, confirmed.bookingRef, confirmed.metaData.bankData, total);
    await expect(bookingRow(confirmed.bookingRef)).resolves.toMatchObject({ status: 'PENDING', email, language: 'en' });
    await waitForOutboxMail(spawnedOutbox, email, /payment by bank transfer/);

    // "My booking" in the app bar, then the form (no reload: the language stays English).
    await page.getByRole('link', { name: 'My booking' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'My booking' }).waitFor();
    await page.getByLabel('Booking number').fill(confirmed.bookingRef);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Show the booking' }).click();
    const details = page.getByRole('dialog', { name: 'Booking details' });
    await details.waitFor({ timeout: 30_000 });
    await expect(details.getByTestId('details-status').textContent()).resolves.toBe('Payment pending');
    await page.screenshot({ path: join(screenshotDir, 'journey-en-lookup.png') });
    await page.close();
  }, 180_000);

  it('success result: congratulations, start date, section, city, booking number and the way to the booking', async () => {
    const chair = await findBookableChair();
    const email = `gast-ok-${run}@example.de`;
    const bookingRef = await pendingBooking(chair, email, 'Olaf');
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    await page.goto(`${baseUrl}/result/success?sbl_bookingRef=${bookingRef}&sbl_email=${encodeURIComponent(email)}`);
    await page.getByRole('heading', { level: 1, name: 'Herzlichen Glückwunsch!' }).waitFor({ timeout: 30_000 });
    const facts = (await page.getByTestId('success-facts').textContent())!;
    expect(facts).toContain(berlinDayText(chair.day));
    expect(facts).toContain(chair.sectionName);
    expect(facts).toContain(bookingRef);
    await page.screenshot({ path: join(screenshotDir, 'journey-success-result.png') });
    await page.getByRole('link', { name: 'Buchung anzeigen' }).click();
    await page.getByRole('dialog', { name: 'Buchungsdetails' }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('bookingRef')).toBe(bookingRef);
    await page.close();
  }, 120_000);

  it('error result: apologises, reloads the booking (PENDING back to OPEN) and reopens the payment step', async () => {
    const chair = await findBookableChair();
    const email = `gast-error-${run}@example.de`;
    const bookingRef = await pendingBooking(chair, email, 'Eva');
    await expect(bookingRow(bookingRef)).resolves.toMatchObject({ status: 'PENDING' });

    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    await page.goto(`${baseUrl}/result/error?sbl_bookingRef=${bookingRef}&sbl_email=${encodeURIComponent(email)}`);
    await page.getByRole('heading', { level: 1, name: 'Das tut uns leid!' }).waitFor({ timeout: 30_000 });
    const dialog = page.getByTestId('checkout-dialog');
    await dialog.getByRole('heading', { name: 'Zahlungsart' }).waitFor({ timeout: 30_000 });
    await expect(bookingRow(bookingRef)).resolves.toMatchObject({ status: 'OPEN' });
    await dialog.getByRole('radio', { name: 'Überweisung' }).waitFor();
    await page.screenshot({ path: join(screenshotDir, 'journey-error-result.png') });
    // Paying online from here: journey-online.e2e-spec.ts.
    await page.close();
  }, 120_000);
});

interface Person {
  firstName: string;
  email: string;
}

const de = {
  lang: 'de',
  cart: 'Warenkorb',
  emptyBadge: 'Warenkorb, 0 Artikel',
  toCheckout: 'Zur Kasse',
  customerTitle: 'Ihre Daten',
  salutation: 'Anrede',
  country: 'Land',
  firstName: 'Vorname',
  firstNameMandatory: 'Vorname ist ein Pflichtfeld',
  lastName: 'Nachname',
  email: 'E-Mail',
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  street: 'Straße und Hausnummer',
  zip: 'PLZ',
  city: 'Ort',
  termsLink: 'Allgemeinen Geschäftsbedingungen',
  termsLabel: 'Ich akzeptiere die',
  paymentTitle: 'Zahlungsart',
  card: 'Kreditkarte',
  bankTransfer: 'Überweisung',
  transferConfirm: 'Ich überweise den Gesamtbetrag',
  bookNow: 'Jetzt buchen',
  bankTransferTitle: 'Vielen Dank für Ihre Reservierung!',
};
type Texts = typeof de;

const en: Texts = {
  lang: 'en',
  cart: 'Cart',
  emptyBadge: 'Cart, 0 items',
  toCheckout: 'Checkout',
  customerTitle: 'Your details',
  salutation: 'Salutation',
  country: 'Country',
  firstName: 'First name',
  firstNameMandatory: 'First name is mandatory',
  lastName: 'Last name',
  email: 'Email',
  invalidEmail: 'Please enter a valid email address',
  street: 'Street and number',
  zip: 'Postcode',
  city: 'Town',
  termsLink: 'general terms and conditions',
  termsLabel: 'I accept the',
  paymentTitle: 'Payment method',
  card: 'Credit card',
  bankTransfer: 'Bank transfer',
  transferConfirm: 'I will transfer the total',
  bookNow: 'Book now',
  bankTransferTitle: 'Thank you for your reservation!',
};
