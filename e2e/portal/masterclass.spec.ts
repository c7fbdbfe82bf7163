import { expect, test, type Page } from '@playwright/test';
import { screenshot, seriousViolations } from '../fixtures/page-checks';
import { signedInMember } from '../fixtures/portal';

// A member page's first paint on a machine shared with other suites can take long.
test.describe.configure({ timeout: 120_000 });
const PAGE_LOAD = { timeout: 60_000 };

const FIRST = 'From selling machines to selling outcomes';
const MAAS_OFFER = 'Designing a Machine-as-a-Service offer';
const METERING = 'Metering and pricing pay-per-use';
const NO_VIDEO = 'Predictive maintenance: the engine of uptime';
const AFTER_NO_VIDEO = 'Organisation, sales incentives and customer success';
/** The video the fake player "plays" (to 0:42, then pauses); the others only load. */
const PLAYED_VIDEO = 'Mv3Bn6Cx8Zt';

/**
 * YouTube's embed, played locally: it speaks the IFrame player API's messages. Asked to start
 * `listening`, the played video reports playing at 0:42 and then a pause; the others report an
 * unstarted player at 0:00 (which must not count as a position).
 */
async function fakeYouTube(page: Page) {
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    const played = route.request().url().includes(`/embed/${PLAYED_VIDEO}`);
    const replies = played
      ? [
          { event: 'onStateChange', info: 1 },
          { event: 'infoDelivery', info: { currentTime: 42.6, playerState: 1 } },
          { event: 'onStateChange', info: 2 },
        ]
      : [{ event: 'initialDelivery', info: { currentTime: 0, playerState: -1 } }];
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>player</title><body style="background:#111;color:#eee">Video player
<script>
addEventListener('message', (e) => {
  if (JSON.parse(e.data).event !== 'listening') return;
  for (const reply of ${JSON.stringify(replies)}) parent.postMessage(JSON.stringify(reply), '*');
});
</script></body>`,
    });
  });
}

const video = (page: Page) => page.locator('iframe[title^="Video:"]');
const lessonButton = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`^${title.replace(/[()]/g, '\\$&')}`) });
const sectionButton = (page: Page, name: RegExp) => page.getByRole('button', { name });

test('[MASTERCLASS] selects sections and lessons, completes one, resumes after a reload', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await fakeYouTube(page);
  await signedInMember(page.request);
  await page.goto('/masterclass');

  // Default: the first section open and its first lesson playing (watch URL → nocookie embed).
  await expect(page.getByRole('heading', { name: FIRST, level: 2 })).toBeVisible(PAGE_LOAD);
  await expect(sectionButton(page, /^1\. Why outcome-based models/)).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(lessonButton(page, FIRST)).toHaveAttribute('aria-current', 'true');
  await expect(video(page)).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/Kx7pQ2mVb9A\?enablejsapi=1/,
  );
  await expect(page.getByRole('log')).toContainText("Hi! I'm your course tutor");
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, testInfo, 'masterclass-default');

  // A section selects its first lesson (a short youtu.be URL → the same embed form).
  await sectionButton(page, /^2\. Machine-as-a-Service and pay-per-use/).click();
  await expect(page.getByRole('heading', { name: MAAS_OFFER, level: 2 })).toBeVisible();
  await expect(video(page)).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/Hc5Tn1Pq7Wd\?/,
  );

  // A lesson without a video.
  await sectionButton(page, /^4\. Data readiness/).click();
  await lessonButton(page, NO_VIDEO).click();
  await expect(page.getByRole('heading', { name: NO_VIDEO, level: 2 })).toBeVisible();
  await expect(page.getByText('Video not available')).toBeVisible();
  await expect(video(page)).toHaveCount(0);

  // Completing it: the check, the course percent (1 of 14) and the next lesson offered.
  const saved = page.waitForResponse((r) => r.url().includes('/progress/lessons/') && r.ok());
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await saved;
  await expect(page.getByText('7% complete')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Completed: ${NO_VIDEO}` })).toBeChecked();
  await screenshot(page, testInfo, 'masterclass-completed');

  // The next lesson plays; its player reports 0:42 and a pause, which is kept on the server.
  const position = page.waitForResponse(
    (r) =>
      r.url().includes('/progress/lessons/') &&
      r.request().postData()?.includes('"positionSeconds":42') === true,
  );
  await page.getByRole('button', { name: `Up next: ${AFTER_NO_VIDEO}` }).click();
  await expect(page.getByRole('heading', { name: AFTER_NO_VIDEO, level: 2 })).toBeVisible();
  expect((await position).ok()).toBe(true);

  // After a reload: progress kept, and the member is offered to resume there.
  await page.reload();
  const resume = page.getByRole('alert').filter({ hasText: 'Resume where you left off' });
  await expect(resume).toContainText(`${AFTER_NO_VIDEO} at 0:42`, PAGE_LOAD);
  await expect(page.getByText('7% complete')).toBeVisible();
  await resume.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('heading', { name: AFTER_NO_VIDEO, level: 2 })).toBeVisible();
  await expect(video(page)).toHaveAttribute(
    'src',
    new RegExp(`/embed/${PLAYED_VIDEO}\\?.*start=42`),
  );

  // The dashboard tile shows the course percent.
  await page.goto('/dashboard');
  const tile = page.getByRole('link', { name: /^Masterclass Video lessons/ });
  await expect(tile).toContainText('7% complete', PAGE_LOAD);
  await screenshot(page, testInfo, 'dashboard-tile');
});

test('[TUTOR] answers from the current lesson, and its citation selects that lesson', async ({
  page,
}, testInfo) => {
  await fakeYouTube(page);
  await signedInMember(page.request);
  await page.goto('/masterclass');
  await sectionButton(page, /^2\. Machine-as-a-Service and pay-per-use/).click(PAGE_LOAD);
  await lessonButton(page, METERING).click();
  await expect(page.getByRole('heading', { name: METERING, level: 2 })).toBeVisible();

  const input = page.getByRole('textbox', { name: 'Ask the tutor about this lesson' });
  const send = page.getByRole('button', { name: 'Send' });
  await input.fill('   ');
  await expect(send).toBeDisabled();
  await input.press('Enter');
  await expect(page.getByTestId('chat-question')).toHaveCount(0);

  await input.fill('What does billing-grade metering mean?');
  await input.press('Enter');
  await expect(page.getByTestId('chat-question')).toHaveText(
    'What does billing-grade metering mean?',
  );
  const answer = page.getByTestId('chat-answer').last();
  await expect(answer).toContainText('Billing-grade metering means', { timeout: 20_000 });
  const citation = answer.getByRole('button', { name: new RegExp(METERING) });
  await expect(citation).toBeVisible();
  expect(await page.getByTestId('chat-answer').count()).toBe(2);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, testInfo, 'tutor-answer');

  // Elsewhere in the course, the citation brings the member back to the lesson.
  await sectionButton(page, /^1\. Why outcome-based models/).click();
  await expect(page.getByRole('heading', { name: FIRST, level: 2 })).toBeVisible();
  await citation.click();
  await expect(page.getByRole('heading', { name: METERING, level: 2 })).toBeVisible();
  await expect(lessonButton(page, METERING)).toHaveAttribute('aria-current', 'true');
});

test('[MASTERCLASS] shows the load error in red and the tutor’s failure message', async ({
  page,
}) => {
  await signedInMember(page.request);
  await page.route('**/api/tutor/chat', (route) => route.fulfill({ status: 503, body: '{}' }));
  await page.goto('/masterclass');
  const input = page.getByRole('textbox', { name: 'Ask the tutor about this lesson' });
  await input.fill('Hello?', PAGE_LOAD);
  await input.press('Enter');
  await expect(page.getByTestId('chat-answer').last()).toHaveText(
    "Sorry, I'm having trouble responding right now. Please try again later.",
  );

  await page.route('**/api/masterclass', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 503, message: 'Service unavailable' }),
    }),
  );
  await page.reload();
  const error = page.getByText('Error loading course content: Service unavailable');
  await expect(error).toBeVisible(PAGE_LOAD);
  await expect(error).toHaveCSS('color', /rgb\((19[0-9]|2\d\d), \d{1,2}, \d{1,2}\)/);
});

test('[MASTERCLASS] sends a visitor without a session to /portal', async ({ page }) => {
  await page.goto('/masterclass');
  await expect(page).toHaveURL(/\/portal$/, PAGE_LOAD);
});
