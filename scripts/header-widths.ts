/**
 * The narrowest window width at which the desktop navigation fits on one row in each
 * language, beside the brand (at most two lines), the phone, the booking button and the
 * language button: the breakpoints in templates/styles/base.css come from this.
 * Usage: npm run build && tsx scripts/header-widths.ts
 */
import http from 'node:http';
import handler from 'serve-handler';
import { chromium } from '@playwright/test';
import { findChromium, OFFLINE_ARGS } from '../tests/support/browser';
import { portOf } from './server-port';

const PAGES: Record<string, string> = { pt: '/', en: '/en/', es: '/es/', de: '/de/', ar: '/ar/' };
const server = http.createServer((req, res) => handler(req, res, { public: 'dist', trailingSlash: true }));
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const port = portOf(server);
const executablePath = findChromium();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: OFFLINE_ARGS });
const page = await browser.newPage({ viewport: { width: 1700, height: 900 } });
for (const [lang, url] of Object.entries(PAGES)) {
  await page.goto(`http://127.0.0.1:${port}${url}`);
  await page.addStyleTag({
    content:
      '.nav-desktop{display:block!important}.nav-toggle,.header-phone-number{display:none!important}.header-phone{padding-inline:0!important}',
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  let fits = 0;
  for (let w = 1700; w >= 1000; w -= 10) {
    await page.setViewportSize({ width: w, height: 900 });
    const ok = await page.evaluate(() => {
      const bar = document.querySelector('.header-bar')!;
      const items = [...document.querySelectorAll('.nav-desktop .nav-list > li')];
      const rows = new Set(items.map((el) => Math.round(el.getBoundingClientRect().top)));
      const range = document.createRange();
      range.selectNodeContents(document.querySelector('.site-header .brand-name')!);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      // Inside the header's own box, not only the window: content that spills into the
      // container's side padding leaves the two sides of the header unequal.
      const box = bar.getBoundingClientRect();
      const inside = [...bar.querySelectorAll('*')].every((el) => {
        if (el.closest('.lang-offer, .lang-list, .nav-dropdown')) return true;
        const r = el.getBoundingClientRect();
        return r.width === 0 || (r.right <= box.right + 0.5 && r.left >= box.left - 0.5);
      });
      return rows.size === 1 && lines.size <= 2 && inside;
    });
    if (!ok) {
      if (process.env.DEBUG)
        console.log(
          lang,
          w,
          await page.evaluate(() => {
            const r = document.createRange();
            r.selectNodeContents(document.querySelector('.site-header .brand-name')!);
            const items = [...document.querySelectorAll('.nav-desktop .nav-list > li')];
            const bar = document.querySelector('.header-bar')!;
            return {
              rows: new Set(items.map((el) => Math.round(el.getBoundingClientRect().top))).size,
              out: [...bar.querySelectorAll('*')]
                .filter((el) => {
                  const b = el.getBoundingClientRect();
                  return (
                    b.width > 0 &&
                    (b.right > bar.getBoundingClientRect().right + 0.5 ||
                      b.left < bar.getBoundingClientRect().left - 0.5) &&
                    !el.closest('.lang-offer, .lang-list, .nav-dropdown')
                  );
                })
                .map((el) => el.className)
                .slice(0, 4),
              bar: Math.round(bar.getBoundingClientRect().width),
              parts: ['.brand-link', '.nav-list', '.header-phone', '.header-book', '.lang-switcher'].map((s) =>
                Math.round(document.querySelector(s)?.getBoundingClientRect().width ?? 0),
              ),
            };
          }),
        );
      break;
    }
    fits = w;
  }
  console.log(`${lang}: fits from ${fits}px`);
}
await browser.close();
server.close();
