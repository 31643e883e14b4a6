/**
 * The consent banner on a phone (390x844), in every language, on a site that measures visits
 * (the only kind that asks): at most a fifth of the screen, and refusing as easy to see as accepting (side by side, same size, same colours
 * and weight), as Brazil's data protection authority's cookie guide asks.
 */
import { test, expect } from './fixtures';
import { useMeasuredSite } from './measured-site';

test.use({ consent: false });
// A phone screen only: skipped before a page is opened or the measured site built (a build per worker).
test.skip(({ isMobile }) => !isMobile, 'a phone screen');
test.beforeEach(({ page, baseURL }) => useMeasuredSite(page, baseURL!));

// German is the longest, Arabic the other direction.
for (const path of ['/', '/en/', '/es/', '/de/', '/ar/']) {
  test(`cookie banner on a phone at ${path}: a fifth of the screen at most, both choices alike and side by side`, async ({
    page,
  }) => {
    await page.goto(path);
    const banner = page.locator('.cookie-banner');
    await expect(banner).toBeVisible({ timeout: 4000 });
    const box = (await banner.boundingBox())!;
    const vp = page.viewportSize()!;
    console.log(`banner height at ${path}: ${box.height} px of ${vp.height}`);
    expect(box.height, 'banner height').toBeLessThanOrEqual(vp.height / 5);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(vp.width);
    const buttons = banner.locator('.cookie-actions button');
    await expect(buttons).toHaveCount(2);
    const [a, b] = [(await buttons.nth(0).boundingBox())!, (await buttons.nth(1).boundingBox())!];
    expect(Math.abs(a.y - b.y), 'on one row').toBeLessThan(2);
    expect(Math.abs(a.width - b.width), 'same width').toBeLessThan(4);
    expect(Math.abs(a.height - b.height), 'same height').toBeLessThan(2);
    const looks = await buttons.evaluateAll((els) =>
      els.map((el) => {
        const s = getComputedStyle(el);
        return [s.backgroundColor, s.color, s.fontWeight, s.fontSize, s.borderColor].join(' ');
      }),
    );
    expect(looks[0], 'same prominence').toBe(looks[1]);
    expect(Math.min(a.height, a.width)).toBeGreaterThanOrEqual(24);
  });
}
