// The browser tier's global setup: the template and worker databases (global-setup.js), and a built server and a
// Chromium per worker.
export { browserGlobalSetup as default } from './global-setup.js';
