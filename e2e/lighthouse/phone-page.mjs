// What the measuring scripts (`long-tasks.mjs`, `profile-load.mjs`) share: Debian's Chromium, a
// phone-sized page at the mobile preset's 4x CPU slowdown, and waiting for hydration.
import { chromium } from '@playwright/test';

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** A new page as a 412 px phone with the CPU slowed down 4x, and its DevTools session. */
export async function newPhonePage(browser) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // CPU_SLOWDOWN=8 for a phone twice as slow (what a loaded measuring machine does to Lighthouse).
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU_SLOWDOWN ?? 4) });
  return { context, page, cdp };
}

/**
 * Until no island the page has started is still hydrating (`data-hydrating`, see
 * `frontend/src/islands/boot.ts`; an untouched islands page hydrates only the islands on screen
 * that need it, maybe none), or, on a page that is not an islands page, until it is hydrated
 * (`data-hydrated`). Asked over the DevTools protocol: Playwright's own waiting functions inject a
 * large script into the page, whose evaluation shows up as long tasks of its own under the CPU
 * slowdown.
 */
export async function waitForHydration(cdp, path) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `document.getElementById('island-props')
        ? document.querySelector('[data-hydrating]') === null
        : document.documentElement.dataset.hydrated === 'true'`,
      returnByValue: true,
    });
    if (result.value === true) return;
    if (Date.now() > deadline) throw new Error(`${path} was not hydrated within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
