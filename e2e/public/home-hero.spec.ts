import { expect as baseExpect, test, type Page } from '@playwright/test';
import { marqueeMotion, parentAnimationName } from '../support/dom';
import { expectCssMarquee } from '../support/marquee';

// The page loads its route module and data after the JS; on a shared two-core machine that can
// take seconds, so waits get more room than the defaults.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const MODELS = ['Machine-as-a-Service', 'Pay-per-Use', 'Robot-as-a-Service'];
const START = new Date('2026-03-03T09:00:00Z');

const typed = (page: Page) => page.locator('[data-typing-text]');

/** Samples the headline every `stepMs` of controlled time until `until` returns true. */
async function record(page: Page, stepMs: number, until: (text: string) => boolean) {
  const samples: Array<{ at: number; text: string }> = [];
  for (let at = 0; at < 20_000; at += stepMs) {
    await page.clock.runFor(stepMs);
    const text = (await typed(page).textContent()) ?? '';
    samples.push({ at: at + stepMs, text });
    if (until(text)) return samples;
  }
  throw new Error(`headline never reached the expected state: ${JSON.stringify(samples.at(-1))}`);
}

/** First and last sample time at which the headline showed `text`. */
function span(samples: Array<{ at: number; text: string }>, text: string) {
  const times = samples.filter((sample) => sample.text === text).map((sample) => sample.at);
  return { first: times[0]!, last: times.at(-1)! };
}

test('[HOME] the headline types 100 ms a character, holds 1200 ms, erases 50 ms a character, then moves on', async ({
  page,
}) => {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1_000));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Transform your business with',
  );
  await expect(typed(page)).toHaveText(MODELS[0]!);

  const step = 25;
  const samples = await record(page, step, (text) => text === MODELS[2]!.slice(0, 1));
  const word = MODELS[1]!;

  // Every state of the second word appears in order: typed char by char, then erased.
  const distinct = samples.map((s) => s.text).filter((text, i, all) => text !== all[i - 1]);
  const cycle = distinct.slice(distinct.indexOf(word.slice(0, 1)));
  const typing = Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1));
  const erasing = Array.from({ length: word.length }, (_, i) => word.slice(0, word.length - 1 - i));
  expect(cycle).toEqual([...typing, ...erasing, MODELS[2]!.slice(0, 1)]);

  const tolerance = step + 20;
  const firstChar = span(samples, word.slice(0, 1)).first;
  const full = span(samples, word);
  // Typing: one character every 100 ms.
  expect(Math.abs(full.first - firstChar - (word.length - 1) * 100)).toBeLessThanOrEqual(tolerance);
  // Pause: the full word stays for 1200 ms.
  expect(Math.abs(full.last - full.first + step - 1200)).toBeLessThanOrEqual(tolerance);
  // Erasing: the first character goes when the pause ends, then one every 50 ms.
  const empty = span(
    samples.filter((sample) => sample.at > full.last),
    '',
  );
  expect(Math.abs(empty.first - full.last - (word.length - 1) * 50)).toBeLessThanOrEqual(tolerance);
});

test("[HOME] the hero shows today's date and books a call in a new tab", async ({ page }) => {
  await page.clock.install({ time: START });
  await page.goto('/');
  await expect(page.getByText('Today is Tuesday, March 3, 2026')).toBeVisible();
  const cta = page.getByRole('link', { name: /Book a Free 30-Minute Discovery Call/ });
  await expect(cta).toHaveAttribute('target', '_blank');
  await expect(cta).toHaveAttribute('href', /^https:\/\//);
});

test('[HOME] reduced motion stops the typing, the logo strip and the fade', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1_000));
  await page.goto('/');
  await expect(typed(page)).toHaveText(MODELS[0]!);
  const track = page.locator('#tools [data-marquee-track]');
  await track.scrollIntoViewIfNeeded();
  await page.clock.runFor(5_000);
  await expect(typed(page)).toHaveText(MODELS[0]!);
  const strip = await marqueeMotion(track);
  expect(strip.animations).toEqual([]);
  expect(strip.translateX).toBe(0);
  const fade = await parentAnimationName(page.locator('#hero-title'));
  expect(fade).toBe('none');
});

test('[HOME] the tool logo strip scrolls by itself in CSS, 0.5 px a frame (30 px a second)', async ({
  page,
}) => {
  await page.goto('/#tools');
  const strip = page.getByRole('region', { name: 'Tool logos' });
  await expect(strip).toBeInViewport();
  const track = page.locator('#tools [data-marquee-track]');
  await expectCssMarquee(track, 30);
  await strip.hover();
  await expect.poll(async () => (await marqueeMotion(track)).playState).toBe('paused');
});
