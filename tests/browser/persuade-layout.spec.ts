/**
 * What this work adds never scrolls the page sideways nor clips its text, at 320 to 1440 px in
 * every language: the treatment summary card, the aftercare callouts, the /informacoes/ finder
 * and a local page's picture, map and testimonial. The /informacoes/ groups open without script.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { LANGS } from '../../model/languages';

const WIDTHS = [320, 390, 768, 1024, 1280, 1440];
const first = (kind: string) => fs.readdirSync(path.join(process.cwd(), 'content', kind)).sort()[0]!;
const prefix = (lang: string) => (lang === 'pt' ? '/' : `/${lang}/`);
const landing = fs
  .readdirSync(path.join(process.cwd(), 'dist/informacoes'), { withFileTypes: true })
  .find((e) => e.isDirectory())!.name;
const PAGES = [
  ...LANGS.map((l) => ({ url: `${prefix(l)}${first('treatments')}/`, parts: '.treatment-summary, .picture-slot' })),
  ...LANGS.map((l) => ({ url: `${prefix(l)}${first('recommendations')}/`, parts: '.callout' })),
  { url: '/informacoes/', parts: '.finder' },
  { url: `/informacoes/${landing}/`, parts: '.landing-picture, .landing-map, .landing-testimonial' },
];

/** Elements inside `parts` whose text runs past their own box, or past the viewport. */
async function clipped(page: Page, parts: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    const vw = document.documentElement.clientWidth;
    for (const root of document.querySelectorAll(sel)) {
      for (const el of [root, ...root.querySelectorAll('*')] as HTMLElement[]) {
        const r = el.getBoundingClientRect();
        // Text for screen readers only is clipped on purpose.
        if (r.width === 0 || el.closest('.visually-hidden')) continue;
        if (r.right > vw + 1 || r.left < -1)
          out.push(`${el.tagName}.${el.className} sticks out (${Math.round(r.left)}..${Math.round(r.right)} of ${vw})`);
        const style = getComputedStyle(el);
        if (
          style.overflowX !== 'visible' &&
          el.scrollWidth > el.clientWidth + 1 &&
          el.tagName !== 'IMG' &&
          el.tagName !== 'svg'
        )
          out.push(`${el.tagName}.${el.className} clips its text`);
      }
    }
    return out;
  }, parts);
}

for (const p of PAGES) {
  test(`${p.url}: the new parts fit at every width`, async ({ page }, info) => {
    test.skip(info.project.name !== 'desktop', 'widths are set by the test');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(p.url);
      await page.locator('details').evaluateAll((els) => els.forEach((d) => ((d as HTMLDetailsElement).open = true)));
      expect(await page.locator(p.parts).count(), `${p.url} has ${p.parts}`).toBeGreaterThan(0);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scroll, `${p.url} at ${width}px scrolls sideways`).toBeLessThanOrEqual(width);
      expect(await clipped(page, p.parts), `${p.url} at ${width}px`).toEqual([]);
    }
  });
}

test('/informacoes/ opens a treatment to its neighbourhoods with the keyboard, without script', async ({
  browser,
}, info) => {
  test.skip(info.project.name !== 'phone', 'a phone is where the list must stay short');
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 700 } });
  const page = await context.newPage();
  await page.goto('/informacoes/');
  const group = page.locator('#por-tratamento ~ ul details').first();
  const links = group.locator('.finder-links a');
  await expect(links.first()).toBeHidden();
  await group.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(links.first()).toBeVisible();
  for (const box of await links.evaluateAll((els) =>
    els.map((e) => e.getBoundingClientRect()).map((r) => [r.width, r.height]),
  )) {
    expect(box[0]).toBeGreaterThanOrEqual(24);
    expect(box[1]).toBeGreaterThanOrEqual(24);
  }
  await links.first().click();
  await expect(page).toHaveURL(/\/informacoes\/[a-z0-9-]+\/$/);
  await context.close();
});
