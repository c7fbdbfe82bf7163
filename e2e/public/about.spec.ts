import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { gotoApp, marqueeMotion, nextFrames } from '../support/dom';
import { expectCssMarquee } from '../support/marquee';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

async function logos(request: APIRequestContext) {
  const response = await request.get('/api/client-logos');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Array<{ name: string; logoUrl: string }>;
}

test('[ABOUT] title, sections and Back to the previous page', async ({ page }) => {
  await gotoApp(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Fabrion IoT, AI & Data Solutions' }),
  ).toBeVisible();
  for (const name of [
    'Our Story',
    'Our Vision',
    'Our Mission',
    'Our Clients',
    'Our Values',
    'Our Partners',
    'Why Work With Us',
    'Current Openings',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  for (const value of [
    'Embracing Change',
    'Fast Transformation',
    'Knowledge Transfer',
    'Client Success',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: value })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL('/');
});

test('[ABOUT] the openings table opens a job dialog with every field and Apply via Email', async ({
  page,
}) => {
  await gotoApp(page, '/about');
  const table = page.getByRole('table');
  // On a phone the location moves under the title and its column is hidden.
  const phone = page.viewportSize()!.width < 600;
  await expect(table.getByRole('columnheader')).toHaveText(
    phone ? ['Position', 'Action'] : ['Position', 'Location', 'Action'],
  );
  await expect(table.getByRole('row')).toHaveCount(4);

  const view = page.getByRole('button', { name: 'View Fellowship Program (m/f/d)' });
  await view.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /Fellowship Program \(m\/f\/d\)/ });
  await expect(dialog).toBeVisible();
  for (const text of ['EU Remote Friendly', 'Innovation', 'Experienced', 'Self-Employed']) {
    await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByText('English, German, French, Spanish')).toBeVisible();
  for (const heading of ['About the Role', 'Responsibilities', 'Requirements']) {
    await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
  }
  const apply = dialog.getByRole('link', { name: 'Apply via Email' });
  const href = (await apply.getAttribute('href'))!;
  const mail = new URL(href);
  expect(mail.protocol).toBe('mailto:');
  expect(mail.pathname).toMatch(/^careers@/);
  expect(mail.searchParams.get('subject')).toBe('Application for Fellowship Program (m/f/d)');

  const box = (await dialog.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(page.viewportSize()!.height * 0.9 + 1);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(view).toBeFocused();
  await expect(page.getByText(/Send your resume to/)).toBeVisible();
});

test('[ABOUT] a client logo that fails to load shows the client name; the strip pauses on hover', async ({
  page,
  request,
}) => {
  const [broken] = await logos(request);
  await page.route(`**${broken!.logoUrl}`, (route) => route.fulfill({ status: 404, body: '' }));
  await gotoApp(page, '/about');
  const strip = page.getByRole('region', { name: 'Client and partner logos' });
  await strip.scrollIntoViewIfNeeded();
  await expect(strip.locator('[data-logo-placeholder]').first()).toHaveText(broken!.name);
  await expect(strip.getByRole('img')).toHaveCount((await logos(request)).length - 1);

  // 1 px a frame: 60 px a second, a CSS animation.
  const track = strip.locator('[data-marquee-track]');
  await expectCssMarquee(track, 60);

  await strip.hover();
  await expect.poll(async () => (await marqueeMotion(track)).playState).toBe('paused');
  const paused = await marqueeMotion(track);
  expect(paused.cssPlayState).toBe('paused');
  await nextFrames(page);
  expect((await marqueeMotion(track)).currentTime).toBe(paused.currentTime);

  // Moving away lets it go on.
  await page.mouse.move(0, 0);
  await expect.poll(async () => (await marqueeMotion(track)).playState).toBe('running');
});
