import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { screenshot, seriousViolations } from '../fixtures/page-checks';
import { activeMember, signedInMember } from '../fixtures/portal';

// A member page's first paint on a machine shared with other suites can take long.
test.describe.configure({ timeout: 180_000 });
const PAGE_LOAD = { timeout: 60_000 };

/** The course's videos stay local: an empty page stands for YouTube's embed. */
async function quietYouTube(page: Page) {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
}

/** No element wider than the page (a long German word pushing the layout sideways). */
async function expectNoSidewaysScroll(page: Page) {
  expect(
    (await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')) as number,
  ).toBeLessThanOrEqual(0);
}

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** The profile panel, through the side navigation (a drawer on phones). */
async function openProfile(page: Page, testInfo: TestInfo, toggle: string, manage: RegExp) {
  if (isPhone(testInfo)) await page.getByRole('button', { name: toggle }).click();
  await page.getByRole('button', { name: manage }).click();
}

test('[PORTAL-I18N] a member who chose Spanish gets the portal in Spanish, then German', async ({
  page,
  request,
}, testInfo) => {
  await quietYouTube(page);
  // Set up in a context of its own: the browser has no session yet.
  const member = await activeMember(request, 'Ada Lovelace');

  // The choice is made on the sign-in page (as on the public site): no reload.
  await page.goto('/portal');
  await expect(page.getByRole('heading', { name: 'Client login' })).toBeVisible(PAGE_LOAD);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.getByRole('heading', { name: 'Acceso de clientes' })).toBeVisible();
  await expect(page.getByText('Portal de clientes seguro')).toBeVisible();
  await expect(page).toHaveTitle('Iniciar sesión | Acceda a su panel | Fabrion');
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  await screenshot(page, testInfo, 'login-es');

  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(member.email);
  await page.locator('input[autocomplete="current-password"]').fill(member.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();

  // Dashboard.
  await expect(
    page.getByRole('heading', { name: 'Le damos la bienvenida, Ada Lovelace' }),
  ).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('heading', { name: 'Herramientas de evaluación' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Conecte con nosotros' })).toBeVisible();
  await expect(page).toHaveTitle('Panel | Fabrion');
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  await screenshot(page, testInfo, 'dashboard-es');

  // Profile panel, with the last activity in Spanish date order (day/month/year).
  await openProfile(page, testInfo, 'Mostrar u ocultar el menú lateral', /Gestionar el perfil$/);
  const panel = page.getByRole('region', { name: 'Gestionar el perfil' });
  await expect(panel.getByRole('heading', { name: 'Gestionar el perfil' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Guardar el perfil' })).toBeVisible();
  await expect(panel.getByText('Sesiones activas')).toBeVisible();
  const today = new Date();
  await expect(panel.getByText(/^Última actividad: /).first()).toContainText(
    `${today.getDate()}/${today.getMonth() + 1}/${today.getFullYear()}`,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, testInfo, 'profile-es');
  await panel.getByRole('button', { name: 'Cerrar', exact: true }).click();

  // Masterclass and the tutor's greeting.
  await page.goto('/masterclass');
  await expect(page.getByRole('heading', { name: 'Contenido del curso' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('heading', { name: 'Tutor de IA' })).toBeVisible();
  await expect(page.getByRole('log')).toContainText('¡Hola! Soy el tutor del curso.');
  await expect(page.getByRole('button', { name: 'Marcar como completada' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  await screenshot(page, testInfo, 'masterclass-es');

  // German from the header: the texts change in place, and the account keeps the choice.
  await page.evaluate('window.stayed = true');
  const kept = page.waitForResponse(
    (r) => r.url().endsWith('/api/profile/language') && r.request().method() === 'PUT',
  );
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('de');
  await expect(page.getByRole('heading', { name: 'Kursinhalt' })).toBeVisible();
  await expect(page.getByRole('log')).toContainText('Hallo! Ich bin Ihr Kurstutor.');
  await expect(page.getByRole('button', { name: 'Als abgeschlossen markieren' })).toBeVisible();
  expect(await page.evaluate('window.stayed')).toBe(true);
  expect((await kept).status()).toBe(200);

  // The tutor answers in German too, quoting the course in its English.
  const frage = page.getByRole('textbox', { name: 'Ihre Frage zu dieser Lektion' });
  await frage.fill('Was bedeutet billing-grade metering?');
  await frage.press('Enter');
  const antwort = page.getByTestId('chat-answer').last();
  await expect(antwort).toContainText('Das sagt der Kurs dazu', { timeout: 20_000 });
  await expect(antwort).toContainText('Billing-grade metering means');
  await expect(
    antwort.getByRole('button', { name: /Metering and pricing pay-per-use/ }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, testInfo, 'masterclass-de');

  // After a reload, still German.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'KI-Tutor' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('heading', { name: 'Kursinhalt' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Willkommen, Ada Lovelace' })).toBeVisible(
    PAGE_LOAD,
  );
  await expect(page.getByRole('heading', { name: 'Bleiben Sie in Kontakt' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  await screenshot(page, testInfo, 'dashboard-de');

  await openProfile(page, testInfo, 'Seitenleiste ein-/ausblenden', /Profil verwalten$/);
  const profil = page.getByRole('region', { name: 'Profil verwalten' });
  await expect(profil.getByRole('button', { name: 'Andere Geräte abmelden' })).toBeVisible();
  await expect(profil.getByText(/^Zuletzt aktiv: /).first()).toContainText(
    `${today.getDate()}.${today.getMonth() + 1}.${today.getFullYear()}`,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, testInfo, 'profile-de');
});

test("[PORTAL-I18N] after sign-in, a browser without a choice takes the account's language", async ({
  page,
  request,
}) => {
  // Signed in from the test's own context: the browser has no session yet.
  const member = await signedInMember(request, 'Grace Hopper');
  const kept = await request.put('/api/profile/language', {
    data: { language: 'de' },
    headers: member.headers,
  });
  expect(kept.status()).toBe(200);

  await page.goto('/portal');
  await expect(page.getByRole('heading', { name: 'Client login' })).toBeVisible(PAGE_LOAD);
  await page.getByRole('textbox', { name: 'Email' }).fill(member.email);
  await page.locator('input[autocomplete="current-password"]').fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Willkommen, Grace Hopper' })).toBeVisible(
    PAGE_LOAD,
  );
  expect(await page.evaluate("localStorage.getItem('language')")).toBe('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});
