import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { baseUrl, browserAndDatabase, screenshotDir, spawnedOutbox } from '../support/browser.js';
import { readOutbox } from '../support/mail.js';
import { demoBeachesOpenLate, officeLogin } from '../support/office-browser.js';
import { waitFor } from '../support/wait.js';

// Issue 31 items 3, 4 and 7 at the counter: a cashier sells, mails the receipt, shows its QR link, adds the customer
// later, reverses a sale from the session's list (Storno-Beleg printed) and closes the day printing the server's Z-Bon.

describe('back office: the counter’s receipts, storno and Z-Bon', () => {
  const suite = browserAndDatabase();

  demoBeachesOpenLate();

  /** One free chair of the first section sold by EC (or cash); answers the receipt number. */
  async function sellOne(page: Page, method: 'EC' | 'CASH' = 'EC'): Promise<number> {
    const free = page.locator('[data-testid="counter-chair"][data-state="free"][aria-pressed="false"]').first();
    await free.click();
    if (method === 'EC') {
      await page.getByRole('radio', { name: 'EC-Karte' }).check();
      await page.getByLabel('EC-Beleg-Nr. (vom Terminal-Beleg)').fill('4711');
    } else await page.getByRole('radio', { name: 'Bar' }).check();
    await page.getByRole('button', { name: /kassieren/ }).click();
    const number = page.getByTestId('counter-receipt-number');
    await number.waitFor({ timeout: 20_000 });
    return Number(/Beleg-Nr\. (\d+)/.exec((await number.textContent())!)![1]);
  }

  const frameText = (page: Page, testId: string) => page.frameLocator(`[data-testid="${testId}"]`).locator('body').textContent();

  for (const viewport of [
    { width: 1024, height: 768 },
    { width: 390, height: 844 },
  ]) {
    it(`at ${viewport.width} px: sell, mail, QR link, customer later, storno from the list, the server's Z-Bon printed`, async () => {
      const context = await suite.browser.newContext({ viewport, locale: 'de-DE', bypassCSP: true });
      const page = await context.newPage();
      await officeLogin(page);
      await page.goto(`${baseUrl}/office/counter`);
      const picker = page.getByRole('region', { name: 'Bereich wählen' });
      await picker.or(page.locator('[data-testid="counter-chair"]').first()).first().waitFor();
      if (await picker.isVisible()) await picker.getByRole('button').first().click();
      await page.locator('[data-testid="counter-chair"][data-state="free"]').first().waitFor();
      const bar = page.getByTestId('counter-till');
      const open = page.getByRole('button', { name: 'Kasse öffnen' });
      await bar.or(open).first().waitFor();
      if (await open.isVisible()) {
        await page.getByLabel('Anfangsbestand (€)').fill('50');
        await open.click();
      }
      await bar.waitFor();
      const sessionId = Number(/Sitzung (\d+)/.exec((await bar.textContent())!)![1]);

      // A first sale: mailed (the first output: the original), then printed (a copy).
      const first = await sellOne(page);
      const email = `beleg-${viewport.width}-${Date.now()}@example.de`;
      await page.getByRole('button', { name: 'Per E-Mail' }).click();
      await page.getByLabel('E-Mail-Adresse des Gastes').fill(email);
      await page.getByRole('button', { name: 'Beleg senden' }).click();
      await page.getByText(`Der Beleg geht an ${email}.`).waitFor();
      const mailed = await waitFor(
        async () => (await readOutbox(spawnedOutbox)).find((m) => m.mail.to.includes(email)),
        `a mail to ${email}`,
      );
      expect(mailed.mail.subject).toBe(`Ihr Kassenbeleg ${first} – ${mailed.mail.subject.split(' – ')[1]}`);
      expect(mailed.mail.raw).toMatch(new RegExp(`filename="?Kassenbeleg-${first}\\.pdf`));

      // The QR code for the guest's phone: its link opens the receipt without a login.
      await page.getByRole('button', { name: 'Beleg aufs Handy' }).click();
      await page.getByRole('img', { name: `QR-Code zum Kassenbeleg ${first}` }).waitFor();
      const link = (await page.getByTestId('counter-receipt-link').getAttribute('href'))!;
      expect(link).toMatch(/\/api\/v1\/public\/receipts\/[0-9a-f]{64}$/);
      const phone = await fetch(`${baseUrl}${new URL(link).pathname}`);
      expect(phone.status).toBe(200);
      expect(await phone.text()).toContain(`Beleg-Nr.`);

      // The customer added later: the booking gets the guest.
      await page.getByTestId('counter-receipt').getByRole('button', { name: 'Kunde nachtragen' }).click();
      const form = page.getByRole('form', { name: /Kunde zu Verkauf/ });
      await form.getByLabel('Name').fill('Erika Nachtrag');
      await form.getByLabel('E-Mail').fill(`kunde-${email}`);
      await form.getByLabel('Straße').fill('Strandallee 1');
      await form.getByLabel('PLZ').fill('23683');
      await form.getByLabel('Ort').fill('Scharbeutz');
      await form.getByRole('button', { name: 'Kunde speichern' }).click();
      await page.getByText('Erika Nachtrag ist zur Buchung erfasst').waitFor();
      const customer = await suite.db.query(
        `SELECT c.last_name AS "lastName" FROM till_transaction t JOIN till_sale s ON s.id = t.sale_id
           JOIN booking b ON b.id = s.booking_id JOIN customer c ON c.id = b.customer_id WHERE t.id = $1`,
        [first],
      );
      expect(customer.rows).toEqual([{ lastName: 'Nachtrag' }]);

      // Printed after the mail: a copy, and still without the customer added later.
      await page.getByRole('button', { name: 'Beleg drucken' }).click();
      await page.frameLocator('[data-testid="counter-receipt-frame"]').getByText('KOPIE').waitFor();
      await expect(frameText(page, 'counter-receipt-frame')).resolves.not.toContain('Nachtrag');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: join(screenshotDir, `office-counter-receipt-actions-${viewport.width}.png`), fullPage: true });

      // A second sale, reversed from the session's list after a confirmation: the Storno-Beleg with its print button.
      await page.getByRole('button', { name: 'Nächster Verkauf' }).click();
      const expectedCash = async () => /Soll-Bestand bar: ([\d.,]+\s€)/.exec((await page.getByTestId('counter-till').textContent())!)?.[1];
      const cashBefore = await expectedCash();
      expect(cashBefore).toMatch(/€$/);
      const second = await sellOne(page, 'CASH');
      // The cash sale is in the drawer: the till's expected cash went up by it.
      await waitFor(async () => ((await expectedCash()) !== cashBefore ? true : undefined), 'expected cash up after the cash sale');
      const row = page.getByTestId(`counter-sale-${second}`);
      await row.waitFor();
      await expect(page.getByTestId(`counter-sale-${first}`).getByRole('button', { name: 'Kunde nachtragen' }).count()).resolves.toBe(0);
      await row.getByRole('button', { name: 'Stornieren' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(`Beleg ${second} stornieren?`).waitFor();
      await dialog.getByRole('button', { name: 'Stornieren' }).click();
      await page.getByRole('heading', { name: 'Storniert' }).waitFor();
      await row.getByText('storniert').waitFor();
      await expect(row.getByRole('button', { name: 'Stornieren' }).count()).resolves.toBe(0);
      // The cash given back leaves the drawer: the till's expected cash is what it was before that sale.
      await waitFor(async () => ((await expectedCash()) === cashBefore ? true : undefined), `expected cash back at ${cashBefore}`);
      await page.getByRole('button', { name: 'Beleg drucken' }).click();
      await page.frameLocator('[data-testid="counter-receipt-frame"]').getByText('Storno-Beleg').first().waitFor();
      await expect(frameText(page, 'counter-receipt-frame')).resolves.toContain(`Storno zu Beleg-Nr. ${second}`);
      const status = await suite.db.query(
        `SELECT b.status FROM till_transaction t JOIN till_sale s ON s.id = t.sale_id JOIN booking b ON b.id = s.booking_id WHERE t.id = $1`,
        [second],
      );
      expect(status.rows).toEqual([{ status: 'CANCELED' }]);

      // The day closed: "Z-Bon drucken" prints the server's Z-Bon.
      await page.getByText('Kasse schließen', { exact: true }).first().click();
      await page.getByLabel('Gezählter Bestand (€)').fill('50');
      await page.getByRole('button', { name: 'Kasse schließen' }).click();
      await page.getByTestId('counter-closing').waitFor();
      await expect(page.getByTestId('counter-closing-stornos').textContent()).resolves.toContain('1');
      await page.getByRole('button', { name: 'Z-Bon drucken' }).click();
      const zbon = page.frameLocator('[data-testid="counter-closing-frame"]');
      await zbon.getByText('Kassenabschluss (Z-Bon)').waitFor();
      const zbonText = (await frameText(page, 'counter-closing-frame'))!;
      expect(zbonText).toContain(String(sessionId));
      expect(zbonText).toContain('Stornos');
      expect(zbonText).toContain('TSE-Transaktion');
      expect(await page.getByTestId('counter-closing-frame').getAttribute('src')).toMatch(/^blob:/);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: join(screenshotDir, `office-counter-zbon-server-${viewport.width}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Neue Kasse öffnen' }).click();
      await context.close();
    }, 120_000);
  }
});
