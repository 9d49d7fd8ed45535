import { describe, expect, it } from '@jest/globals';
import { baseUrl, browserAndDatabase } from '../support/browser.js';
import { officeLogin } from '../support/office-browser.js';

// Issue 16, item 6: the lock fleet at /office/locks. The demo vendor (an OWNER) sees its locks with their states, sorts
// by battery, creates a lock-device key that is shown once (not after a reload) and revokes it; Today counts the locks
// needing attention and links to them.
const keyName = `Schlösser Test ${process.pid}${Date.now().toString(36)}`;

describe('back office: locks', () => {
  const suite = browserAndDatabase();

  /** Three of the demo vendor's locks in a known bad state (low battery, offline, never seen), the rest fresh. */
  async function setStates(): Promise<{ serials: Record<'low' | 'offline' | 'never', string>; attention: number }> {
    const { rows } = await suite.db.query<{ id: number; serial: string }>(
      `SELECT d.id, d.serial_number AS serial FROM lock_device d JOIN vendor v ON v.id = d.vendor_id
        WHERE v.public_reference = 'luebecker-bucht' ORDER BY d.id`,
    );
    expect(rows.length).toBeGreaterThan(3);
    const ids = rows.map((r) => r.id);
    await suite.db.query(`UPDATE lock_device SET last_seen_at = now(), battery_level = 85 WHERE id = ANY($1)`, [ids]);
    await suite.db.query(`UPDATE lock_device SET battery_level = 7 WHERE id = $1`, [ids[0]]);
    await suite.db.query(`UPDATE lock_device SET last_seen_at = now() - interval '3 hours' WHERE id = $1`, [ids[1]]);
    await suite.db.query(`UPDATE lock_device SET last_seen_at = NULL WHERE id = $1`, [ids[2]]);
    return { serials: { low: rows[0].serial, offline: rows[1].serial, never: rows[2].serial }, attention: 3 };
  }

  it('shows the states, sorts by battery, and Today links the count of locks needing attention', async () => {
    const { serials, attention } = await setStates();
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    const page = await context.newPage();
    await officeLogin(page);

    const figure = page.getByRole('link', { name: /Schlösser brauchen Aufmerksamkeit/ });
    await figure.waitFor();
    await expect(figure.locator('.today__figure-value').textContent()).resolves.toBe(String(attention));
    await figure.click();
    await page.waitForURL(/\/office\/locks\?state=attention/);
    const table = page.getByRole('table', { name: 'Schlösser' });
    const rows = table.getByTestId('lock-row');
    await expect(
      rows
        .first()
        .waitFor()
        .then(() => rows.count()),
    ).resolves.toBe(attention);

    await page.getByRole('navigation', { name: 'Bereiche' }).getByRole('link', { name: 'Schlösser' }).click();
    await page.waitForURL(/\/office\/locks$/);
    // LCK-1-1 is a prefix of LCK-1-13: the serial and then a space.
    const rowOf = (serial: string) => table.getByRole('row', { name: new RegExp(`^${serial} `) });
    await rowOf(serials.low).waitFor();
    await expect(rowOf(serials.low).textContent()).resolves.toContain('Batterie schwach');
    await expect(rowOf(serials.low).textContent()).resolves.toContain('7\u00a0%');
    await expect(rowOf(serials.offline).textContent()).resolves.toContain('Offline');
    await expect(rowOf(serials.never).textContent()).resolves.toContain('Nie gesehen');
    // The whole fleet's answer may follow the attention list's rows still on screen: wait for a row in order.
    await rows.filter({ hasText: 'In Ordnung' }).first().waitFor();
    await expect(rows.filter({ hasText: 'In Ordnung' }).count()).resolves.toBeGreaterThan(0);
    // Attention first (the default order): never seen, offline, battery low.
    await expect(rows.first().textContent()).resolves.toContain(serials.never);

    // By battery, ascending then descending.
    await table.getByRole('button', { name: /Batterie/ }).click();
    await expect(table.getByRole('columnheader', { name: /Batterie/ }).getAttribute('aria-sort')).resolves.toBe('ascending');
    await page.waitForFunction(() => document.querySelector('[data-testid="lock-row"]')?.textContent?.includes('7\u00a0%'));
    await table.getByRole('button', { name: /Batterie/ }).click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="lock-row"]')?.textContent?.includes('7\u00a0%'));
    await expect(rows.first().textContent()).resolves.toContain('85\u00a0%');
    await context.close();
  });

  it('creates a lock-device key shown once (not after a reload) and revokes it after confirmation', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    const page = await context.newPage();
    await officeLogin(page);
    await page.goto(`${baseUrl}/office/locks`);

    await page.getByLabel('Name des neuen Schlüssels').fill(keyName);
    await page.getByRole('button', { name: 'Schlüssel erstellen' }).click();
    const shown = page.getByRole('region', { name: new RegExp(keyName) });
    await shown.waitFor();
    await expect(shown.getByText('nur dieses eine Mal angezeigt').isVisible()).resolves.toBe(true);
    await expect(shown.getByRole('button', { name: 'Kopieren' }).isVisible()).resolves.toBe(true);
    const key = await shown.getByLabel('Schlüssel', { exact: true }).inputValue();
    expect(key).toMatch(/^sk_[a-z0-9]{8}_/);
    const { rows } = await suite.db.query<{ id: number; revoked_at: Date | null }>(`SELECT id, revoked_at FROM api_key WHERE name = $1`, [
      keyName,
    ]);
    expect(rows).toEqual([{ id: expect.any(Number), revoked_at: null }]);

    await page.reload();
    const keys = page.getByRole('table', { name: 'Geräteschlüssel' });
    const row = keys.getByRole('row', { name: new RegExp(keyName) });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(`sk_${key.slice(3, 11)}_`);
    await expect(page.content()).resolves.not.toContain(key);
    await expect(page.getByRole('region', { name: new RegExp(keyName) }).count()).resolves.toBe(0);

    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: `Schlüssel ${keyName} widerrufen` }).click();
    await row.waitFor({ state: 'detached' });
    const revoked = await suite.db.query<{ revoked_at: Date | null }>(`SELECT revoked_at FROM api_key WHERE id = $1`, [rows[0].id]);
    expect(revoked.rows[0].revoked_at).toBeInstanceOf(Date);
    await context.close();
  });
});
