import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectToast, recordToasts, signedInMember } from '../fixtures/portal';

// Each test is 10–20 s on a quiet machine; a machine shared with other suites can be ten times slower.
test.describe.configure({ timeout: 120_000 });
/** A member page's first paint: its chunks, the session restored from the cookie, its data. */
const PAGE_LOAD = { timeout: 60_000 };

async function saveResult(page: Page, headers: Record<string, string>, type: string, score = 3) {
  const answers = Array.from({ length: 20 }, (_, i) => ({ questionId: i + 1, score }));
  const response = await page.request.post(`/api/assessments/${type}/results`, {
    data: { answers },
    headers,
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Answers the question on screen by keyboard (a digit, then an arrow) and goes on with Enter. */
async function answerByKeyboard(page: Page, number: number) {
  await expect(page.getByText(`Question ${number} of 20`)).toBeVisible();
  await page.keyboard.press('2');
  await page.keyboard.press(number % 2 ? 'ArrowRight' : 'ArrowLeft');
  await page.keyboard.press('Enter');
}

/** Screenshots for a person to look at (E2E_SCREENSHOTS=1); the suite skips them. */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test('[ASSESS] takes an assessment by keyboard, resumes after a reload, compares and retakes', async ({
  page,
}, testInfo) => {
  // 47 keyboard steps, two reloads and two axe scans: about 40 s alone, far more on a busy machine.
  test.setTimeout(180_000);
  await recordToasts(page);
  const { headers } = await signedInMember(page.request);
  await saveResult(page, headers, 'maas', 2);
  await page.goto('/maas-assessment');
  await expect(page.getByText('Question 1 of 20')).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('2');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /Neutral/ })).toBeFocused();
  await expect(page.getByRole('radio', { name: /Neutral/ })).toBeChecked();
  await page.keyboard.press('Enter');
  for (let number = 2; number <= 6; number += 1) await answerByKeyboard(page, number);
  // The move to question 8 is kept on the server before the reload.
  const kept = page.waitForResponse(
    (r) => r.url().includes('/progress') && r.request().method() === 'PUT' && r.ok(),
  );
  await answerByKeyboard(page, 7);
  await kept;
  await expect(page.getByRole('progressbar', { name: '35% complete' })).toBeVisible();
  await screenshot(page, testInfo, 'question');
  expect(await seriousViolations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByText('Question 8 of 20')).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Welcome back: you left off at question 8.')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Question 7 of 20')).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toHaveAccessibleName(/Neutral/);
  await page.getByRole('radio', { checked: true }).focus();
  await page.keyboard.press('Enter');
  for (let number = 8; number <= 20; number += 1) await answerByKeyboard(page, number);

  await expectToast(page, 'Assessment Saved');
  await expectToast(page, 'Your assessment results have been saved successfully.');
  await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible();
  // Odd questions Neutral (3), even Strongly Disagree (1): 3+1+3+1+3 and 1+3+1+3+1 by domain.
  await expect(page.getByText('40 of 100 points')).toBeVisible();
  await expect(page.getByRole('img', { name: /Radar chart of your scores/ })).toBeVisible();
  const table = page.getByRole('table', { name: 'Scores by domain compared' });
  await expect(table).toHaveCount(0);
  await page.getByRole('button', { name: 'Show Comparison' }).click();
  await expect(page.getByRole('button', { name: 'Hide Comparison' })).toBeVisible();
  const previous = page.getByRole('switch', { name: 'Compare with your previous attempt' });
  await expect(previous).toBeChecked();
  await expect(table.getByRole('columnheader')).toHaveText([
    'Domain',
    'Your Score',
    'Previous attempt',
  ]);
  await previous.uncheck();
  await expect(table.getByRole('columnheader')).toHaveText(['Domain', 'Your Score']);
  await previous.check();
  await page.getByRole('button', { name: 'Technology Infrastructure' }).click();
  await expect(page.getByText("How connected are your organization's machines")).toBeVisible();
  await expect(page.getByRole('img', { name: /Chart of your total score/ })).toBeVisible();
  await screenshot(page, testInfo, 'results-comparison');
  expect(await seriousViolations(page)).toEqual([]);

  // A reload keeps the results (the result's id is in the address); then the member starts over.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible(PAGE_LOAD);
  await page.getByRole('button', { name: 'Take Assessment Again' }).click();
  await expect(page.getByText('Question 1 of 20')).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
});

test('[ASSESS] digital transformation compares with Industry Average and Best Practice', async ({
  page,
}, testInfo) => {
  const { headers } = await signedInMember(page.request);
  const id = await saveResult(page, headers, 'digital-transformation', 4);
  await page.goto(`/digital-transformation-assessment?result=${id}`);
  await expect(page.getByText('80 of 100 points')).toBeVisible(PAGE_LOAD);
  await page.getByRole('button', { name: 'Show Comparison' }).click();
  await expect(
    page.getByRole('table', { name: 'Scores by domain compared' }).getByRole('columnheader'),
  ).toHaveText(['Domain', 'Your Score', 'Industry Average', 'Best Practice']);
  await expect(page.getByRole('switch')).toHaveCount(0);
  // Nothing wider than the screen (a phone would otherwise zoom the page out to fit it).
  const width = await page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await screenshot(page, testInfo, 'results-digital-transformation');
  await expect(
    page.getByRole('heading', { name: 'Recommendations, weakest domain first' }),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF report' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
});

test('[ASSESS] the scorecard shows the last score and opens the results dialog', async ({
  page,
}, testInfo) => {
  await recordToasts(page);
  const { headers } = await signedInMember(page.request);
  await saveResult(page, headers, 'pbc', 3);
  await page.goto('/scorecard');
  await expect(page.getByRole('heading', { name: 'Assessment Tools', level: 1 })).toBeVisible(
    PAGE_LOAD,
  );
  await expect(page.getByRole('link', { name: 'Start Assessment' })).toHaveCount(3);
  const card = page.getByRole('article', { name: 'PBC Readiness Assessment' });
  await expect(card.getByRole('link', { name: 'Retake Assessment' })).toHaveAttribute(
    'href',
    '/pbc-assessment',
  );
  await expect(card.getByText('Last Score: 60 points')).toBeVisible();
  await screenshot(page, testInfo, 'scorecard');
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole('button', { name: /Last Score: 60 points/ }).click();
  const dialog = page.getByRole('dialog', { name: 'PBC Readiness Assessment' });
  await expect(dialog.getByText('60 of 100 points')).toBeVisible();
  await expect(dialog.getByRole('img', { name: /Radar chart/ })).toBeVisible();
  await screenshot(page, testInfo, 'dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('[ASSESS] a failed save keeps the member on the last question', async ({ page }) => {
  await recordToasts(page);
  const { headers } = await signedInMember(page.request);
  const answers = Array.from({ length: 19 }, (_, i) => ({ questionId: i + 1, score: 4 }));
  const kept = await page.request.put('/api/assessments/raas/progress', {
    data: { answers, currentQuestion: 20 },
    headers,
  });
  expect(kept.status()).toBe(200);
  await page.route('**/api/assessments/raas/results', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 503, message: 'Service temporarily unavailable' }),
    }),
  );
  await page.goto('/raas-assessment');
  await expect(page.getByText('Question 20 of 20')).toBeVisible(PAGE_LOAD);
  await page.getByRole('radio', { name: /Strongly Agree/ }).check();
  await page.getByRole('button', { name: 'See my results' }).click();
  await expectToast(page, 'Error Saving Assessment');
  await expectToast(page, 'Service temporarily unavailable');
  await expect(page.getByText('Question 20 of 20')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Strongly Agree/ })).toBeChecked();
});

test('[ASSESS] without a session the scorecard and assessments go to /portal with the toast', async ({
  page,
}) => {
  await recordToasts(page);
  const pages: Array<[string, string]> = [
    ['/scorecard', 'Please log in to access the assessment tools.'],
    ['/digital-transformation-assessment', 'Please log in to access the assessment.'],
    ['/maas-assessment', 'Please log in to access the assessment.'],
    ['/pbc-assessment', 'Please log in to access the assessment.'],
    ['/raas-assessment', 'Please log in to access the assessment.'],
  ];
  for (const [path, text] of pages) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/portal$/);
    await expectToast(page, `Authentication required${text}`);
  }
});
