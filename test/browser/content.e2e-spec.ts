import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, DESKTOP_PAGE, openBrowser, screenshotDir } from '../support/browser.js';

// Static pages (issue 8, item 4): markdown pages in the frame with a close button, the headless pages and their 404,
// the contact and vendor forms posting multipart and switching to the result from the query flags, /404 and /500.
// The smallest valid PNG (1x1): the form endpoint accepts PDF, PNG, JPEG and WebP attachments.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('storefront content pages', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ browser } = await openBrowser());
    context = await browser.newContext(DESKTOP_PAGE);
    page = await context.newPage();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the imprint in the frame, marked as demo data, and closes back to the start', async () => {
    await page.goto(`${baseUrl}/content/imprint`);
    await page.getByRole('heading', { level: 1, name: 'Impressum' }).waitFor();
    await page.getByText('Dies ist eine Demo-Installation', { exact: false }).waitFor();
    await expect(page.locator('header.app-bar').count()).resolves.toBe(1);
    await expect(page.locator('footer').count()).resolves.toBe(1);
    await page.screenshot({ path: join(screenshotDir, 'content-imprint.png'), fullPage: true });
    await page.getByRole('link', { name: 'Schließen und zur Startseite' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByTestId('landing-map-button').waitFor();
  });

  it('reaches every footer page and shows the English text in English', async () => {
    await page.goto(`${baseUrl}/`);
    for (const [link, heading] of [
      ['Datenschutz', 'Datenschutzerklärung'],
      ['AGB', 'Allgemeine Geschäftsbedingungen'],
      ['Kontakt', 'Kontakt'],
    ] as const) {
      await page.locator('footer').getByRole('link', { name: link, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    }
    // The contact page shows the product's phone and e-mail.
    await page.getByRole('link', { name: 'kontakt@strandkorb.example' }).first().waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact', exact: true }).waitFor();
    await page.goto(`${baseUrl}/content/about`);
    // The language choice outlives the page load (local storage); back to German for the next tests.
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { level: 1, name: "So funktioniert's" }).waitFor();
  });

  it('shows a headless page without frame and a 404 for any other headless page', async () => {
    await page.goto(`${baseUrl}/static/headless/terms`);
    await page.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' }).waitFor();
    await expect(page.locator('header.app-bar').count()).resolves.toBe(0);
    await expect(page.locator('footer').count()).resolves.toBe(0);
    await expect(page.getByTestId('content-close').count()).resolves.toBe(0);
    await page.screenshot({ path: join(screenshotDir, 'content-headless-terms.png') });

    await page.goto(`${baseUrl}/static/headless/contact`);
    await page.getByRole('heading', { name: '404' }).waitFor();
    await page.getByText('Diese Seite gibt es leider nicht.').waitFor();
    await page.screenshot({ path: join(screenshotDir, 'content-headless-404.png') });
  });

  it('checks the contact form and posts it multipart to the forms endpoint', async () => {
    await page.goto(`${baseUrl}/content/contact`);
    await page.getByTestId('content-form').waitFor();
    await page.getByTestId('content-form-submit').click();
    await page.getByText('Name ist ein Pflichtfeld.').waitFor();
    await page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse an.').waitFor();
    await page.getByText('Nachricht ist ein Pflichtfeld.').waitFor();

    await page.getByLabel('Name', { exact: true }).fill('Erika Gast');
    await page.getByLabel('E-Mail-Adresse').fill('erika@example.org');
    await page.getByLabel('Ihre Nachricht').fill('Gibt es Strandkörbe für Hunde in Scharbeutz?');
    await page.getByLabel('Anhang (optional)').setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: PNG });
    const request = page.waitForRequest((req) => req.url().endsWith('/api/v1/features/public/forms/contact') && req.method() === 'POST');
    const response = page.waitForResponse((res) => res.url().endsWith('/api/v1/features/public/forms/contact'));
    await page.getByTestId('content-form-submit').click();
    const sent = await request;
    expect(sent.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    // (Playwright does not expose a multipart body with a file; the server's 201 shows that all parts arrived valid.)
    // The endpoint of the server (helper h7): 201 switches to the success message.
    expect((await response).status()).toBe(201);
    await page.waitForURL(/\/content\/contact\?success=true$/);
    await page.getByTestId('form-result').getByText('Vielen Dank!').waitFor();
    await page.screenshot({ path: join(screenshotDir, 'content-contact-success.png') });
  });

  it('switches the vendor page to the error message from the query flags', async () => {
    await page.goto(`${baseUrl}/content/vendor?error=true&code=UNSUPPORTED_FILE_TYPE&message=RATE_LIMITED`);
    const result = page.getByTestId('form-result');
    await result.getByRole('heading', { name: 'Fehler' }).waitFor();
    await result.getByText('Fehlermeldung', { exact: true }).waitFor();
    await result.getByText('Zu viele Versuche.', { exact: false }).waitFor();
    await result.getByRole('link', { name: 'Erneut versuchen' }).click();
    await page.getByTestId('content-form').waitFor();

    // A refused post (mocked: the real endpoint accepts the form) leads to the contact page's error texts.
    await page.route('**/api/v1/features/public/forms/contact', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 400, errorType: 'UNSUPPORTED_FILE_TYPE', payload: {}, message: 'UNKNOWN' }),
      }),
    );
    await page.goto(`${baseUrl}/content/contact`);
    await page.getByLabel('Name', { exact: true }).fill('Erika Gast');
    await page.getByLabel('E-Mail-Adresse').fill('erika@example.org');
    await page.getByLabel('Ihre Nachricht').fill('Hallo');
    await page.getByTestId('content-form-submit').click();
    await page.waitForURL(/\?error=true&code=UNSUPPORTED_FILE_TYPE/);
    await page.getByRole('heading', { name: /Dieser Dateityp wird nicht unterstützt/ }).waitFor();
    await page.getByText('Das hat leider nicht geklappt.', { exact: false }).waitFor();
    await page.unroute('**/api/v1/features/public/forms/contact');
  });

  it('shows the 404 and 500 pages with a way back to the start', async () => {
    for (const [path, code, info] of [
      ['/404', '404', 'Diese Seite gibt es leider nicht.'],
      ['/500', '500', 'Da ist etwas schiefgelaufen.'],
      ['/content/unknown', '404', 'Diese Seite gibt es leider nicht.'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { name: code }).waitFor();
      await page.getByText(info, { exact: false }).waitFor();
    }
    await page.screenshot({ path: join(screenshotDir, 'error-500.png') });
    await page.goto(`${baseUrl}/500`);
    await page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
    await page.waitForURL(`${baseUrl}/`);
  });
});
