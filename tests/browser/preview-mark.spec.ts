/**
 * A preview (content/site.yaml not live, or a stand-in left: pipeline/launch/) shows the clinic a
 * small "Prévia" mark on every page; #sem-previa at the end of the address hides it for a
 * designer's screenshot, without scripts and without moving the page. A live site has no mark.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';

const robots = fs.readFileSync(path.join(process.cwd(), 'dist/robots.txt'), 'utf8');
const preview = /^Disallow: \/$/m.test(robots);

for (const url of ['/', '/ar/', '/clareamento/']) {
  test(`the preview's mark on ${url}: shown, clear of the header's buttons, hidden by #sem-previa where the page starts`, async ({
    page,
  }) => {
    await page.goto(url);
    const mark = page.locator('[data-slot="preview-mark"]');
    if (!preview) {
      await expect(mark).toHaveCount(0);
      return;
    }
    await expect(mark).toBeVisible();
    const box = await mark.boundingBox();
    // At the header's top: the top of the screen, or below a language offer shown above the header.
    const header = (await page.locator('.site-header').boundingBox())!;
    expect(box?.y).toBe(header.y);
    // It covers none of the header's links and buttons (it once covered the shortcut bar's "Blog"),
    // nor the offer's.
    for (const control of await page.locator(':is(header, .lang-offer) :is(a, button, summary):visible').all()) {
      const b = await control.boundingBox();
      const overlaps =
        box &&
        b &&
        b.x < box.x + box.width &&
        box.x < b.x + b.width &&
        b.y < box.y + box.height &&
        box.y < b.y + b.height;
      expect(overlaps, (await control.textContent()) ?? '').toBeFalsy();
    }
    await page.goto(`${url}#sem-previa`);
    await expect(mark).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
}
