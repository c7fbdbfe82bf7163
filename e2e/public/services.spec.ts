import { expect as baseExpect, test } from '@playwright/test';
import { gotoApp } from '../support/dom';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const SLUGS = [
  ['strategy', 'Strategy Consulting'],
  ['data-engineering', 'IoT Data Engineering'],
  ['digital-twin', 'Digital Twin'],
  ['data-analysis', 'Data Analytics'],
  ['DLT', 'DLT Solutions'],
  ['workforce-reskilling', 'Workforce Reskilling'],
  ['partner-ecosystem', 'Partner Ecosystems'],
  ['managed-optimization', 'Managed Optimization'],
] as const;

test('[SERVICES] every service page has its title, four cards, the approach and the call to action', async ({
  page,
}) => {
  for (const [slug, name] of SLUGS) {
    await gotoApp(page, `/services/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(4);
    await expect(page.getByRole('heading', { level: 2, name: 'Our Approach' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Ready to Get Started?' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(name));
  }
});

test('[SERVICES] a card expands to its process, outcomes and Get Started link', async ({
  page,
}) => {
  await gotoApp(page, '/services/strategy');
  const card = page.getByRole('article').filter({ hasText: 'Opportunity Assessment' });
  await expect(card.getByText('4-8 weeks')).toBeVisible();
  await expect(card.getByRole('heading', { name: 'PROCESS' })).toBeHidden();

  const toggle = card.getByRole('button', { name: 'Show details Opportunity Assessment' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: /Hide details/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(card.getByRole('heading', { name: 'PROCESS' })).toBeVisible();
  await expect(card.getByRole('list').first().getByRole('listitem')).toHaveCount(5);
  await expect(card.getByRole('heading', { name: 'OUTCOME' })).toBeVisible();
  await expect(card.getByRole('list').nth(1).getByRole('listitem')).toHaveCount(3);
  const getStarted = card.getByRole('link', { name: /Get Started/ });
  await expect(getStarted).toHaveAttribute('target', '_blank');
  await expect(getStarted).toHaveAttribute('href', /^https:\/\//);
});

test('[SERVICES] edit mode changes a card locally: save keeps, cancel drops, reload restores', async ({
  page,
}) => {
  await gotoApp(page, '/services/DLT');
  const heading = (name: string) => page.getByRole('heading', { level: 3, name, exact: true });
  await expect(heading('Tokenization')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Tokenization' }).click();
  const form = page.getByRole('form', { name: 'Editing Tokenization' });
  await form.getByRole('textbox', { name: 'Title' }).fill('Asset Tokenization');
  await form.getByRole('textbox', { name: 'Step 1' }).fill('Pick the first asset class');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(heading('Asset Tokenization')).toBeVisible();
  const card = page.getByRole('article').filter({ has: heading('Asset Tokenization') });
  await card.getByRole('button', { name: /Show details/ }).click();
  await expect(card.getByText('Pick the first asset class')).toBeVisible();

  await card.getByRole('button', { name: 'Edit Asset Tokenization' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Something else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(heading('Asset Tokenization')).toBeVisible();
  await expect(heading('Something else')).toHaveCount(0);

  await page.reload();
  await expect(heading('Tokenization')).toBeVisible();
});

test('[SERVICES] the cards are translated: server-rendered, on a language switch and after a client-side navigation', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const cardTitle = (name: string) => page.getByRole('heading', { level: 3, name, exact: true });

  await gotoApp(page, '/services/strategy?lang=de');
  await expect(cardTitle('Potenzialanalyse')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(4);
  const card = page.getByRole('article').filter({ has: cardTitle('Potenzialanalyse') });
  await expect(card.getByText('4-8 Wochen')).toBeVisible();
  await card.getByRole('button', { name: /Details anzeigen/ }).click();
  await expect(card.getByRole('heading', { name: 'ABLAUF' })).toBeVisible();
  await expect(
    card.getByText('Installierte Basis, Servicehistorie und Margen analysieren'),
  ).toBeVisible();

  const menu = page.getByRole('button', { name: 'Menü öffnen' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'Español' });
  const closeMenu = page.getByRole('button', { name: 'Cerrar menú' });
  if (await closeMenu.isVisible()) await closeMenu.click();
  await expect(cardTitle('Evaluación de oportunidades')).toBeVisible();
  await expect(page).toHaveURL(/[?&]lang=es\b/);

  // The DLT cards were never loaded in this tab: the page fetches them on the way.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Soluciones DLT' }).click();
  await expect(cardTitle('Tokenización')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(4);
  expect(problems).toEqual([]);
});

test('[SERVICES] an unknown service is the 404 page, with HTTP 404', async ({ page }) => {
  const response = await page.goto('/services/quantum-magic');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
});
