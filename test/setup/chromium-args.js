// Chromium's command line for the browser tier: headless, with nothing reaching out to the network on its own. Used by
// global-setup.js (one Chromium per worker) and test/support/browser.ts (a Chromium of a file's own).
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
