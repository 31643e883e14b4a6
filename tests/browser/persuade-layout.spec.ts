/**
 * The /informacoes/ groups open without script, with the keyboard, on a phone. (That the parts
 * this work adds fit at every width in every language is checked by layout.spec.ts.)
 */
import { test, expect } from './fixtures';

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
  // A local page, or the home page where it stands for one (the clinic in general in its own neighbourhood).
  await expect(page).toHaveURL(/\/(informacoes\/[a-z0-9-]+\/)?$/);
  await context.close();
});
