/**
 * The editor on a phone (390 px): an editor who opens a post to fix a typo can read and type in
 * its fields without the page scrolling sideways, and reaches "Salvar" in the toolbar.
 */
import { expect, test } from '@playwright/test';
import { openEditor } from './editor-helpers';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a 390 px phone the post form fits the screen and "Salvar" can be reached', async ({ page }) => {
  await openEditor(page, 'collections/posts/entries/como-escovar-os-dentes-corretamente/index');
  // No sideways scroll: the page is as wide as the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The Portuguese title field is whole on screen, and the only language shown.
  const title = page.locator('input[id^="title-field"]').first();
  const box = await title.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expect(page.locator('input[id^="title-field"]').filter({ visible: true })).toHaveCount(1);
  // An edit enables "Salvar", which the toolbar brings into view.
  await title.fill('Como escovar os dentes corretamente: guia para o dia a dia.');
  const save = page.getByRole('button', { name: 'Salvar', exact: true });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport({ ratio: 1 });
  await expect(save).toBeEnabled();
});
