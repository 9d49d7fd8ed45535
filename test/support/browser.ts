import { chromium, type Browser } from 'playwright-core';

/** The built product under test (the global setup starts it and sets BASE_URL). */
export const baseUrl = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
/** The database behind the server the browser tests drive (its own, see global-setup), for asserting rows. */
export const browserDatabaseUrl = process.env.BROWSER_DATABASE_URL ?? process.env.DATABASE_URL;

/** Debian's Chromium, headless, with nothing reaching out to the network on its own. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
}
