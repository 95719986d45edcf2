import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/admin', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: Number(process.env.ADMIN_DEV_PORT ?? 5199),
    proxy: {
      '/api': process.env.API_URL ?? 'http://127.0.0.1:3000',
      '/files': process.env.API_URL ?? 'http://127.0.0.1:3000',
    },
  },
});
