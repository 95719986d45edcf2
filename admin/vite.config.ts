import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/admin/',
  plugins: [react()],
  resolve: {
    // What the admin loads first is kept ≤ 250 KB gzip (scripts/admin-budget.test.ts): a polyfill for a function
    // every supported browser has is replaced by that function.
    alias: { 'object.entries': fileURLToPath(new URL('./shims/object-entries.cjs', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('../dist/admin', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // The manifest names the entry and its static imports: scripts/admin-budget.test.ts sums them.
    manifest: true,
  },
  server: {
    port: Number(process.env.ADMIN_DEV_PORT ?? 5199),
    proxy: {
      '/api': process.env.API_URL ?? 'http://127.0.0.1:3000',
      '/files': process.env.API_URL ?? 'http://127.0.0.1:3000',
    },
  },
});
