import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { baseUrl, launchChromium, screenshotDir } from '../support/browser.js';
import { DEMO_VENDOR, officeLogin } from '../support/office-browser.js';

// Issue 14, item 1: the back office at /office — sign-in (labels "E-Mail" / "Passwort", "Email" / "Password" in
// English), the session surviving a reload by refresh-token rotation, sign-out ending the session on the server, the
// admin's vendor choice, and the storefront's landing page loading none of the office's code.

const REFRESH_KEY = 'strandkorb.office.refreshToken';
const DEMO_ADMIN = { email: 'admin@strandkorb.local', password: 'Admin-Strand-2026' };

describe('back office: sign-in, session and context', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  const freshPage = async (viewport = { width: 1024, height: 768 }) => {
    await context?.close();
    // axe needs bypassCSP (the app's script-src 'self' would block the injected script).
    context = await browser.newContext({ viewport, locale: 'de-DE', bypassCSP: true });
    page = await context.newPage();
    return page;
  };

  const storedRefresh = () => page.evaluate((key) => localStorage.getItem(key), REFRESH_KEY);

  it('/office shows the login form in German, and a wrong password gets the catalogue text', async () => {
    await freshPage();
    await page.goto(`${baseUrl}/office`);
    await page.waitForURL(/\/office\/login/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Anmelden');
    await page.getByLabel('E-Mail').fill(DEMO_VENDOR.email);
    await page.getByLabel('Passwort').fill('not-the-password');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/E-Mail|Passwort/);
    await page.screenshot({ path: join(screenshotDir, 'office-login.png') });
    expect(await seriousViolations(page)).toEqual([]);
  }, 60_000);

  it('signs in, stays signed in over a reload with a rotated refresh token, and signs out for good', async () => {
    await freshPage();
    await officeLogin(page);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Heute' }).getAttribute('aria-current')).resolves.toBe('page');
    const first = await storedRefresh();
    expect(first).toBeTruthy();

    await page.reload();
    await page.getByRole('button', { name: 'Abmelden' }).waitFor();
    expect(page.url()).toMatch(/\/office\/today$/);
    const second = await storedRefresh();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);

    // The first token was spent by the reload: presenting it again is refused (and would revoke the session).
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL(/\/office\/login/);
    expect(await storedRefresh()).toBeNull();
    const refused = await fetch(`${baseUrl}/api/v1/features/users/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: second }),
    });
    expect(refused.status).toBe(401);

    // A signed-out reload of a screen lands on the login form again.
    await page.goto(`${baseUrl}/office/bookings`);
    await page.waitForURL(/\/office\/login/);
  }, 60_000);

  it('speaks English when chosen, whatever the browser says, and remembers it', async () => {
    await freshPage();
    await officeLogin(page);
    await page.getByLabel('Sprache').selectOption('en');
    await page.getByRole('link', { name: 'Today' }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/office\/login/);
    await expect(page.getByLabel('Email').count()).resolves.toBe(1);
    await expect(page.getByLabel('Password').count()).resolves.toBe(1);
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
  }, 60_000);

  it('an admin picks a vendor first, then works in its context', async () => {
    await freshPage();
    await officeLogin(page, DEMO_ADMIN);
    await page.getByRole('heading', { name: 'Vermieter wählen' }).waitFor();
    const vendor = page.getByLabel('Vermieter');
    // The vendors arrive after the heading: wait for the one this test picks before reading the list.
    await vendor.locator('option', { hasText: 'Lübecker Bucht' }).waitFor({ state: 'attached' });
    const options = await vendor.locator('option').allTextContents();
    const lubeck = options.find((o) => o.includes('Lübecker Bucht'));
    expect(lubeck).toBeDefined();
    await vendor.selectOption({ label: lubeck! });
    await page.getByLabel('Standort').waitFor();
    await expect(page.getByRole('heading', { name: 'Vermieter wählen' }).count()).resolves.toBe(0);
    // The new context is the session's: a reload keeps it.
    await page.reload();
    await page.getByLabel('Standort').waitFor();
    // The vendors' names arrive after the session: the choice shows once its option is there.
    const chosen = page.getByLabel('Vermieter');
    await chosen.locator('option', { hasText: 'Lübecker Bucht' }).waitFor({ state: 'attached' });
    await expect(chosen.inputValue()).resolves.not.toBe('');
  }, 60_000);

  it('works on a phone: a menu button opens every section, nothing overflows sideways', async () => {
    await freshPage({ width: 390, height: 844 });
    await officeLogin(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Closed: the button, and no section link on screen (before: 4 of 12 in a row scrolling sideways).
    const menu = page.getByRole('button', { name: 'Menü' });
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    const links = page.locator('#office-nav a');
    // Every section the demo vendor's owner has (Firmendaten and Kassen, the owners' own, among them).
    const SECTIONS = 14;
    await expect(links.count()).resolves.toBe(SECTIONS);
    const visible = async () => (await Promise.all((await links.all()).map((l) => l.isVisible()))).filter(Boolean).length;
    await expect(visible()).resolves.toBe(0);
    await page.screenshot({ path: join(screenshotDir, 'office-phone.png') });
    expect(await seriousViolations(page)).toEqual([]);

    // Open: all twelve sections, each fully on screen, one below the other.
    await menu.click();
    await links.first().waitFor({ state: 'visible' });
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
    const nav = page.getByRole('navigation', { name: 'Bereiche' });
    await expect(visible()).resolves.toBe(SECTIONS);
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await page.screenshot({ path: join(screenshotDir, 'office-phone-menu.png') });
    expect(await seriousViolations(page)).toEqual([]);

    // A section chosen: it opens and the menu closes; Escape closes it too.
    await nav.getByRole('link', { name: 'Personal' }).click();
    await page.waitForURL(/\/office\/staff/);
    await links.first().waitFor({ state: 'hidden' });
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(visible()).resolves.toBe(0);
    await menu.click();
    await links.first().waitFor({ state: 'visible' });
    await expect(visible()).resolves.toBe(SECTIONS);
    await page.keyboard.press('Escape');
    await links.first().waitFor({ state: 'hidden' });
    await expect(visible()).resolves.toBe(0);

    // On a wide screen the sections stand in the bar and there is no menu button.
    await page.setViewportSize({ width: 1280, height: 900 });
    await menu.waitFor({ state: 'hidden' });
    await expect(visible()).resolves.toBe(SECTIONS);
  }, 60_000);

  it("the storefront's landing page loads none of the office's code", async () => {
    await freshPage();
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /\/assets\/office-/.test(url))).toEqual([]);
  }, 60_000);
});
