import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The back office is served by the backend under /admin/. */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: { port: 5174, proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', assetsDir: 'assets', target: 'es2022', chunkSizeWarningLimit: 2048 },
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], passWithNoTests: false },
});
