import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { gotoApp } from '../support/dom';

// These pages fetch their content after the JS loads; on a two-core machine shared with other
// runs that can take several seconds, so waits and tests get more room than the defaults.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

interface CaseStudy {
  caseId: string;
  title: string;
  client: string;
  category: string;
  group: string;
  technologies: string[];
  results: string[];
}

async function caseStudies(request: APIRequestContext): Promise<CaseStudy[]> {
  const response = await request.get('/api/case-studies');
  expect(response.ok()).toBe(true);
  return (await response.json()) as CaseStudy[];
}

test('[CASE-STUDIES] list is grouped by display group, with three tags and "+N more" on a card', async ({
  page,
  request,
}) => {
  const studies = await caseStudies(request);
  expect(studies.length).toBeGreaterThanOrEqual(8);

  await gotoApp(page, '/case-studies');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Success Stories' })).toBeVisible();
  const main = page.getByRole('main');
  for (const group of new Set(studies.map((study) => study.group))) {
    const section = main.getByRole('region', { name: group, exact: true });
    const inGroup = studies.filter((study) => study.group === group);
    await expect(section.getByRole('article')).toHaveCount(inGroup.length);
  }

  const many = studies.find((study) => study.technologies.length > 3);
  if (many) {
    const card = main.getByRole('article').filter({ hasText: many.title });
    const tags = card.getByRole('list', { name: 'Technologies' }).getByRole('listitem');
    await expect(tags).toHaveCount(4);
    await expect(tags.last()).toHaveText(`+${many.technologies.length - 3} more`);
  }
});

test('[CASE-STUDIES] a card opens the study; Back returns to the list', async ({
  page,
  request,
}) => {
  const [study] = await caseStudies(request);

  await gotoApp(page, '/case-studies');
  await page.getByRole('link', { name: study!.title, exact: true }).click();

  await expect(page).toHaveURL(`/case-studies/${study!.caseId}`);
  await expect(page.getByRole('heading', { level: 1, name: study!.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(study!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  for (const name of ['Challenge', 'Solution', 'Key Results']) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Key Results' }).getByRole('listitem')).toHaveCount(
    study!.results.length,
  );
  const overview = page.getByRole('complementary', { name: 'Project Overview' });
  await expect(overview.getByText(study!.client, { exact: true })).toBeVisible();
  await expect(overview.getByText(study!.category, { exact: true })).toBeVisible();
  await expect(overview.getByRole('listitem')).toHaveCount(study!.technologies.length);

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL('/case-studies');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Success Stories' })).toBeVisible();
});

test('[CASE-STUDIES] an unknown case shows Case Study Not Found with a way home', async ({
  page,
}) => {
  const response = await gotoApp(page, '/case-studies/no-such-case');

  await expect(page.getByRole('heading', { level: 1, name: 'Case Study Not Found' })).toBeVisible();
  expect(response?.status()).toBe(404);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('[CASE-STUDIES] the page speaks the chosen language', async ({ page }) => {
  await gotoApp(page, '/case-studies?lang=de');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Unsere Erfolgsgeschichten' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});
