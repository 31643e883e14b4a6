/**
 * What a phone visitor downloads per page type, as brotli bytes (what hosts send): HTML and
 * CSS, and JavaScript in three moments: at load (start-up done, nothing touched), after a
 * first tap on the menu, and after scrolling the whole page (islands that start when near).
 * Then the time from a first tap on the closed menu to the drawer open, at 4x CPU slowdown,
 * median of 10 fresh loads. Usage: tsx scripts/page-weight.ts [--no-timing] [path ...]
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import handler from 'serve-handler';
import { chromium, devices, type Page } from '@playwright/test';
import { findChromium, OFFLINE_ARGS } from '../tests/support/browser';
import { compressOne } from '../pipeline/outputs/hosting';
import { portOf } from './server-port';

const args = process.argv.slice(2);
const timing = !args.includes('--no-timing');
const given = args.filter((a) => a.startsWith('/'));
const PAGES = given.length
  ? given
  : [
      '/',
      '/ar/',
      '/clareamento/',
      '/ar/implantodontia/',
      '/pos-cirurgia/',
      '/dra-helena-marques/',
      '/politica-de-privacidade/',
      '/informacoes/',
      '/informacoes/implante-dentario-lapa/',
      '/blog/',
      '/blog/ortodontia-em-adultos/',
      '/blog/busca/',
    ];
// The build's .br copy (static_host: nginx, s3), or the same bytes it would write (other hosts compress on the fly).
const brotli = async (file: string): Promise<number> =>
  fs.existsSync(`${file}.br`)
    ? fs.statSync(`${file}.br`).size
    : ((await compressOne({ outputPath: file, bytes: fs.readFileSync(file) })).find((c) => c.outputPath.endsWith('.br'))
        ?.bytes.byteLength ?? fs.statSync(file).size);
const server = http.createServer((req, res) => handler(req, res, { public: 'dist', trailingSlash: true }));
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const port = portOf(server);
const executablePath = findChromium();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: OFFLINE_ARGS });
const phone = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };

const started = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('site:started').length > 0, undefined, { timeout: 15_000 });
const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

console.log(
  '| page | HTML br | CSS br | JS br at load | JS br in all, after a first tap on the menu | JS br in all, after scrolling the whole page too |\n|---|---|---|---|---|---|',
);
for (const p of PAGES) {
  const context = await browser.newContext(phone);
  // The banner is answered: what is measured is the page, not the consent question.
  await context.addCookies([{ name: 'user_cookie_consent', value: 'granted', url: `http://127.0.0.1:${port}/` }]);
  const page = await context.newPage();
  const urls = new Set<string>();
  page.on('request', (r) => urls.add(new URL(r.url()).pathname));
  const sum = async (files: string[]): Promise<number> =>
    (await Promise.all(files.map((u) => brotli(path.join('dist', u))))).reduce((n, b) => n + b, 0);
  const js = (): Promise<number> => sum([...urls].filter((u) => u.endsWith('.js')));
  await page.goto(`http://127.0.0.1:${port}${p}`);
  await started(page);
  await page.waitForTimeout(1000);
  const atLoad = await js();
  await page.locator('.nav-toggle').tap();
  await page.locator('#mobile-drawer[data-state="open"]').waitFor();
  await page.waitForTimeout(500);
  const afterMenu = await js();
  await page.keyboard.press('Escape');
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
  });
  await page.waitForTimeout(1500);
  const afterScroll = await js();
  const html = await brotli(path.join('dist', p.endsWith('/') ? `${p}index.html` : p));
  const css = await sum([...urls].filter((u) => u.endsWith('.css')));
  console.log(`| ${p} | ${kb(html)} | ${kb(css)} | ${kb(atLoad)} | ${kb(afterMenu)} | ${kb(afterScroll)} |`);
  await context.close();
}

if (timing) {
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    const context = await browser.newContext(phone);
    await context.addCookies([{ name: 'user_cookie_consent', value: 'granted', url: `http://127.0.0.1:${port}/` }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`http://127.0.0.1:${port}/`);
    await started(page);
    await page.waitForTimeout(500);
    const box = (await page.locator('.nav-toggle').boundingBox())!;
    const t0 = Date.now();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.locator('#mobile-drawer[data-state="open"]').waitFor({ timeout: 15_000 });
    times.push(Date.now() - t0);
    await context.close();
  }
  times.sort((a, b) => a - b);
  console.log(
    `\nfirst tap on the closed menu -> drawer open, 4x CPU slowdown, 10 loads of /: median ${times[5]} ms (min ${times[0]}, max ${times[9]})`,
  );
}
await browser.close();
server.close();
