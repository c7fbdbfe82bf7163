import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/storage': 'http://localhost:3000' },
  },
  // The server bundle is self-contained CommonJS: the backend (CommonJS) requires it as is.
  ssr: { noExternal: true, target: 'node' },
  publicDir: isSsrBuild ? false : 'public',
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        sourcemap: false,
        target: 'node20',
        rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
      }
    : {
        outDir: 'dist',
        assetsDir: 'assets',
        manifest: true,
        sourcemap: false,
        target: 'es2022',
      },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
