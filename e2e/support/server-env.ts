/** Where the app under test listens; one port per Playwright run (E2E_PORT to choose). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Where the backend writes e-mails in e2e runs (no SMTP): one folder per port, emptied at start. */
export const E2E_MAIL_DIR = new URL(`../test-results/.mail-${E2E_PORT}/`, import.meta.url).pathname;
/** The first administrator the backend creates on its first start (used to invite members). */
export const E2E_ADMIN = { email: 'e2e-admin@fabrion.test', password: 'E2e-Admin-Passw0rd!' };
