import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, CHROMIUM, E2E_PORT } from './support/server-env';

const isCI = Boolean(process.env.CI);
/** Specs that change the seeded resources and course (see the `content-edits` project). */
const CONTENT_EDITS = 'admin/course-content.spec.ts';

export default defineConfig({
  testDir: '.',
  testMatch: [
    'public/**/*.spec.ts',
    'portal/**/*.spec.ts',
    'admin/**/*.spec.ts',
    'api/**/*.spec.ts',
    'security/**/*.spec.ts',
  ],
  fullyParallel: true,
  forbidOnly: isCI,
  retries: 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // A fresh machine of this kind can be several times slower than the last one (see the README's
  // performance section: 27 November, the whole e2e run took 34.6 min against 11.4): a member's
  // dashboard once took more than 7 s to appear under two workers. Waits for the right state, not
  // looser assertions; a passing run is no slower.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: CONTENT_EDITS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'phone',
      testIgnore: CONTENT_EDITS,
      // axe in Spanish and German runs at desktop size only: the phone layout's own findings
      // (menu, stacking) are language-independent and checked in English (saves ~80 s a run).
      grepInvert: /\[A11Y\] every public page in (es|de)\b/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      // Edits the seeded library and course that the member specs count: runs after them, once.
      name: 'content-edits',
      testMatch: CONTENT_EDITS,
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
  ],
  webServer: {
    command: 'node support/start-server.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // SIGTERM (not the default SIGKILL) lets start-server.mjs drop its database on the way out.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(E2E_PORT) },
  },
});
