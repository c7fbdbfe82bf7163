import { expect as baseExpect, test } from '@playwright/test';
import { gotoApp } from '../support/dom';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const PAGES = [
  ['Privacy Policy', '/privacy-policy', 'Cluj-Napoca'],
  ['Terms of Service', '/terms', 'Business customers only'],
  ['Cookie Policy', '/cookie-policy', 'Targeting cookies'],
] as const;

for (const [title, path, marker] of PAGES) {
  test(`[LEGAL] ${title}: last updated, content, Back to the previous page`, async ({ page }) => {
    await gotoApp(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Last updated: August 4, 2025')).toBeVisible();
    await expect(page.getByRole('main').getByText(marker).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title));
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL('/');
  });
}

test('[LEGAL] the terms have twelve sections; the pages are translated, body included', async ({
  page,
}) => {
  await gotoApp(page, '/terms');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(12);

  await gotoApp(page, '/terms?lang=es');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Condiciones del servicio' }),
  ).toBeVisible();
  await expect(page.getByText('Última actualización: 4 de agosto de 2025')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(12);
  await expect(
    page.getByRole('heading', { level: 2, name: '2. Solo para clientes empresariales' }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText('negociación de buena fe');

  await gotoApp(page, '/privacy-policy?lang=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
  await expect(page.getByText('Zuletzt aktualisiert: 4. August 2025')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: '8. Anwendbares Recht und Gerichtsstand' }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText('innerhalb eines Monats');
  await expect(page.getByRole('main')).not.toContainText('within one month');
  await expect(page.getByText('Verbindlich ist die englische Fassung')).toBeVisible();
});
