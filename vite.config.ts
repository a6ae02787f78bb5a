/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version),
  },
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's Sass still uses @import and the global colour functions; its own deprecations are not ours to fix.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  optimizeDeps: {
    // The dependency scanner follows the app's imports from index.html but not a worker started with
    // `new URL('./x.worker.ts', import.meta.url)`: the PDF worker's libraries (@react-pdf/renderer,
    // pdf-lib) were found only on the first PDF, and the re-bundle reloaded the page mid-job. Scanning
    // the workers too pre-bundles them at start-up, and any library a worker gains later with them.
    entries: ['index.html', 'src/**/*.worker.ts'],
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: { sourcemap: false, chunkSizeWarningLimit: 900 },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./tests/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 15000,
    pool: 'threads',
    env: { VITE_DEMO: 'true', VITE_DEMO_LATENCY_MS: '0' },
  },
});
