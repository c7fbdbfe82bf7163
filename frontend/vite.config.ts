import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';

/**
 * Server-rendered pages paint without JavaScript: the built page names its entry module and the
 * chunks to preload on `/boot.js`, which requests them after the first paint, so the page's own
 * text and images are not competing with the app's code.
 */
function bootAfterPaint(): Plugin {
  return {
    name: 'boot-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry) throw new Error('boot-after-paint: no entry module script in index.html');
        const preloads: string[] = [];
        const stripped = html
          .replace(entry[0], '')
          .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href) => {
            preloads.push(href as string);
            return '';
          });
        const boot = `<script defer src="/boot.js" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"></script>`;
        return stripped.replace('</body>', `  ${boot}\n  </body>`);
      },
    },
  };
}

/**
 * recharts 3 keeps each chart's state in a Redux store of its own, built with Redux Toolkit's
 * listener middleware. Redux Toolkit is also in the public entry (the toast store), and a module's
 * code all goes where the module is: recharts' share of it joined every public first load
 * (+1.8 KB gzip, measured). recharts gets Redux Toolkit's browser build, a module of its own that
 * stays in the member pages' chunks (recharts' store is separate from the app's anyway).
 */
function chartsOwnReduxToolkit(): Plugin {
  const browserBuild = fileURLToPath(
    new URL('../node_modules/@reduxjs/toolkit/dist/redux-toolkit.browser.mjs', import.meta.url),
  );
  return {
    name: 'charts-own-redux-toolkit',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@reduxjs/toolkit' && importer?.includes('/node_modules/recharts/'))
        return browserBuild;
      return null;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), bootAfterPaint(), chartsOwnReduxToolkit()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/storage': 'http://localhost:3000' },
  },
  // The server bundle is self-contained CommonJS: the backend (CommonJS) requires it as is. Its
  // libraries' development checks are compiled out: the backend's own NODE_ENV (development for
  // a local `npm start`) must not switch React and MUI to their slower development builds.
  ssr: { noExternal: true, target: 'node' },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
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
        // FRONTEND_SOURCEMAP=1: source maps for `npm run profile-load -w e2e` (never deployed).
        sourcemap: process.env.FRONTEND_SOURCEMAP === '1',
        target: 'es2022',
        // The page's HTML preloads the entry's imports (boot.js inserts those links at once). A
        // lazily loaded part fetches its own imports itself: Vite's helper would add a preload
        // link per import to the document, and each insertion into a large server-rendered page
        // costs a style pass (about a tenth of the home page's main-thread work at load).
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
        },
        // Everything the entry imports statically goes in the entry's own chunk: left to the
        // default splitting, the code shared with lazily loaded pages came as 18 small chunks,
        // each a request and a module of its own for the browser to set up while the page loads
        // (measured: about 100 ms of simulated main-thread blocking on /case-studies). Code only
        // lazy pages use stays in their chunks.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'index', tags: ['$initial'] },
                // Loaded on its own before the rest of an islands page's runtime (see boot.ts).
                { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ },
              ],
            },
          },
        },
      },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
