import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiProxy = { '/api': 'http://localhost:3000' };

export default defineConfig({
  plugins: [react()],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    // maplibre-gl alone is about 1 MB; it sits in the lazily loaded map chunk, never in the entry.
    chunkSizeWarningLimit: 1200,
  },
});
