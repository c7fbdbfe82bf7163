import { chromium } from 'playwright';
const tag = process.argv[2];
const base = 'http://127.0.0.1:4999';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
const posts = await (await fetch(`${base}/api/blog-posts`)).json();
const studies = await (await fetch(`${base}/api/case-studies`)).json();
const shots = [
  [`/blog/${posts.items[0].slug}`, 'article header, header ~ div, main h1'],
  [`/case-studies/${studies[0].caseId}`, 'ul[aria-label]'],
  ['/services/strategy', 'main h3'],
  ['/blog', 'main'],
];
for (const [i, [path]] of shots.entries()) {
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated]');
  await page.screenshot({ path: `/tmp/shots/${tag}-${i}.png`, clip: { x: 0, y: 0, width: 1366, height: 900 } });
}
await page.goto(base + '/#insights', { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
await page.locator('#insights').screenshot({ path: `/tmp/shots/${tag}-home.png` });
await page.goto(base + `/case-studies/${studies[0].caseId}`, { waitUntil: 'networkidle' });
await page.locator('ul[aria-label]').first().scrollIntoViewIfNeeded();
await page.screenshot({ path: `/tmp/shots/${tag}-cs-tags.png` });
await browser.close();
