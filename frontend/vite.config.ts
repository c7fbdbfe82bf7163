import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';

/**
 * Server-rendered pages paint without JavaScript: the app's scripts are fetched at low priority,
 * so the page's own images and the HTML come first.
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'low-priority-scripts',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(
            /<script type="module" crossorigin/g,
            '<script type="module" fetchpriority="low" crossorigin',
          )
          .replace(
            /<link rel="modulepreload" crossorigin/g,
            '<link rel="modulepreload" fetchpriority="low" crossorigin',
          ),
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), lowPriorityScripts()],
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
