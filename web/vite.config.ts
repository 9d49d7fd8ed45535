import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { coastlinePlugin } from './scripts/coastline.mjs';

const apiProxy = { '/api': 'http://localhost:3000' };

export default defineConfig({
  // The coast's land is cut from world-atlas at build time (scripts/coastline.mjs).
  plugins: [react(), coastlinePlugin()],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    // maplibre-gl alone is about 1 MB; it sits in the lazily loaded map chunk, never in the entry.
    chunkSizeWarningLimit: 1200,
    // Two pages: the storefront (index.html) and the back office (office.html, served at /office). Each loads only its
    // own entry, so the office's tables and calendar never weigh on the storefront's landing page.
    rolldownOptions: {
      input: { main: resolve(import.meta.dirname, 'index.html'), office: resolve(import.meta.dirname, 'office.html') },
      // The libraries every page runs get chunks of their own (not named after whichever app module shares them): they
      // change far less often than the app, so a release leaves them in the browser's cache (issue 17).
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            {
              name: 'libs',
              test: /node_modules[\\/](react-router|@reduxjs|immer|redux|redux-thunk|reselect|react-redux|i18next|react-i18next|use-sync-external-store)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
