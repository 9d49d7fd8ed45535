import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { seriousViolations } from '../support/axe.js';
import { baseUrl, browserAndDatabase, screenshotDir } from '../support/browser.js';
import { officeLogin } from '../support/office-browser.js';

// Issue 31 item 6: the counter sells by card at the terminal. Without Stripe keys the demo reader stands at every
// location, and the waiting state offers its demo buttons: a declined card sells nothing, an approved one sells.

const tomorrow = () => {
  const day = new Date(`${new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' })}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

describe('back office: the counter sells at the card terminal (demo reader)', () => {
  const suite = browserAndDatabase();

  it('at 1024 px: a declined card sells nothing, then an approved one sells the chair with its receipt; at 390 px one is canceled', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'de-DE', bypassCSP: true });
    const page = await context.newPage();
    await officeLogin(page);
    await page.goto(`${baseUrl}/office/counter`);
    const picker = page.getByRole('region', { name: 'Bereich wählen' });
    await picker.waitFor();
    await picker.getByRole('button').first().click();

    // The cashier's till at the location (opened here, or the open one taken from the server's 409).
    const bar = page.getByTestId('counter-till');
    const open = page.getByRole('button', { name: 'Kasse öffnen' });
    await bar.or(open).first().waitFor();
    if (await open.isVisible()) {
      await page.getByLabel('Anfangsbestand (€)').fill('50');
      await open.click();
    }
    await bar.waitFor();
    const sessionId = Number(/Sitzung (\d+)/.exec((await bar.textContent())!)![1]);

    // Tomorrow: a day that has not ended at any hour the test runs.
    await page.getByLabel('Von').fill(tomorrow());
    const tile = page.locator('[data-testid="counter-chair"][data-state="free"][aria-pressed="false"]').first();
    await tile.waitFor();
    const chairId = Number(await tile.getAttribute('data-chair-id'));
    await tile.click();

    await page.getByText('Kartenterminal', { exact: true }).click();
    const terminal = page.getByTestId('counter-terminal');
    await expect(terminal.getByLabel('Lesegerät').locator('option:checked').textContent()).resolves.toBe('Demo-Lesegerät');
    await page.getByRole('button', { name: 'Zahlung am Terminal starten' }).click();
    const waiting = page.getByTestId('counter-terminal-waiting');
    await waiting.getByText('Warte auf die Karte am Terminal').waitFor();
    await expect(waiting.getByRole('button', { name: 'Abbrechen' }).isVisible()).resolves.toBe(true);

    await waiting.getByRole('button', { name: 'Karte ablehnen' }).click();
    const failed = page.getByTestId('counter-terminal-failed');
    await failed.waitFor();
    await expect(failed.textContent()).resolves.toMatch(/Kartenzahlung fehlgeschlagen: .*declined.*Es wurde nichts verkauft/);
    const sales = () => suite.db.query('SELECT payment_method FROM till_sale WHERE session_id = $1', [sessionId]).then((r) => r.rows);
    const before = await sales();
    const declined = await suite.db.query<{ status: string }>(
      `SELECT status FROM till_terminal_payment WHERE session_id = $1 ORDER BY id DESC LIMIT 1`,
      [sessionId],
    );
    expect(declined.rows).toEqual([{ status: 'FAILED' }]);
    // Nothing holds the chair: no booking of it.
    const held = () =>
      suite.db
        .query(
          `SELECT b.status FROM beach_chair_booking cb JOIN booking b ON b.id = cb.booking_id
            WHERE cb.beach_chair_id = $1 AND cb.status NOT IN ('CANCELED', 'EXPIRED') AND cb.start::date <= $2::date AND cb."end"::date >= $2::date`,
          [chairId, tomorrow()],
        )
        .then((r) => r.rows);
    await expect(held()).resolves.toEqual([]);

    // Try again: approved, the receipt as after a cash sale.
    await page.getByRole('button', { name: 'Erneut am Terminal versuchen' }).click();
    await waiting.getByRole('button', { name: 'Karte genehmigen' }).click();
    const receipt = page.getByTestId('counter-receipt');
    await receipt.waitFor();
    await expect(sales()).resolves.toEqual([...before, { payment_method: 'CARD_TERMINAL' }]);
    // The card sale's booking: the chair picked, paid (other files of this worker sell at the same till meanwhile).
    const sold = await suite.db.query(
      `SELECT b.status, cb.beach_chair_id AS "chairId" FROM till_sale s JOIN booking b ON b.id = s.booking_id
         JOIN beach_chair_booking cb ON cb.booking_id = b.id
        WHERE s.session_id = $1 AND s.payment_method = 'CARD_TERMINAL' ORDER BY s.id DESC LIMIT 1`,
      [sessionId],
    );
    expect(sold.rows).toEqual([{ status: 'BOOKED', chairId }]);
    const payment = await suite.db.query<{ ref: string }>(
      `SELECT p.provider_ref AS ref FROM payment p JOIN till_sale s ON s.booking_id = p.booking_id
        WHERE s.session_id = $1 AND s.payment_method = 'CARD_TERMINAL' ORDER BY s.id DESC LIMIT 1`,
      [sessionId],
    );
    expect(payment.rows[0].ref).toMatch(/^pi_demo_/);

    let overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotDir, 'office-counter-terminal-1024.png'), fullPage: true });

    // On a phone: the next sale waits at the terminal and is canceled there; nothing sold, no horizontal overflow.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Nächster Verkauf' }).click();
    await page.locator('[data-testid="counter-chair"][data-state="free"][aria-pressed="false"]').first().click();
    await page.getByRole('button', { name: 'Zahlung am Terminal starten' }).click();
    await waiting.getByRole('button', { name: 'Karte genehmigen' }).waitFor();
    overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(screenshotDir, 'office-counter-terminal-390.png'), fullPage: true });
    await waiting.getByRole('button', { name: 'Abbrechen' }).click();
    await page.getByTestId('counter-terminal-canceled').waitFor();
    const last = await suite.db.query<{ status: string }>(
      `SELECT status FROM till_terminal_payment WHERE session_id = $1 ORDER BY id DESC LIMIT 1`,
      [sessionId],
    );
    expect(last.rows).toEqual([{ status: 'CANCELED' }]);
    await expect(sales()).resolves.toHaveLength(before.length + 1);
    await context.close();
  }, 90_000);
});
