/**
 * "Antes de lançar o site" (/admin/lancamento/): the clinic's owner opens the checklist, follows
 * the link of a stand-in straight to its field in the editor, types the clinic's value, publishes,
 * and the checklist counts one stand-in fewer. On a copy of the site (tests/support/admin-site.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { changedLines, publish, read, shot } from './editor-helpers';

const count = async (p: Page): Promise<number> => Number(await p.locator('[data-slot="count"]').textContent());

test('the checklist leads to a stand-in field; filling it in and publishing makes the count fall', async ({ page }) => {
  const file = 'content/site.yaml';
  const before = await read(file);
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Entrar' }).click();

  await page.goto('/admin/lancamento/');
  await expect(page.getByRole('heading', { level: 1, name: 'Antes de lançar o site' })).toBeVisible();
  const total = await count(page);
  expect(total).toBeGreaterThan(0);
  // Grouped by kind, each with what to supply: a photo's shape and size, a testimonial's consent wording.
  await expect(page.getByRole('heading', { level: 2, name: /Ilustrações no lugar de fotos/ })).toBeVisible();
  await expect(page.locator('li[data-kind="picture"][data-field="images.hero"]')).toContainText(/formato 3:2.*1600 px/);
  await expect(page.locator('li[data-kind="testimonial"]').first()).toContainText('Autorizo');
  await shot(page, 'launch-checklist');

  // The mobile number: the landline is another editor test's (jobs.spec.ts, job 1), which may have run first.
  // Its value as site.yaml holds it, while it is still a stand-in (the clinic's own number ends the test's point).
  const phones = (parse(before) as { phones?: { mobile?: string; stand_in?: { mobile?: string } } }).phones;
  const mobile = phones?.mobile;
  test.skip(
    !mobile || phones?.stand_in?.mobile !== mobile,
    'the mobile number is the clinic’s own: no stand-in to replace',
  );
  const item = page.locator('li[data-field="phones.mobile"]');
  await expect(item).toContainText(mobile!);
  await item.getByRole('link', { name: /Abrir no editor/ }).click();
  const field = page.locator('input[id^="mobile-field"]');
  await expect(field).toBeFocused({ timeout: 20_000 });
  await field.fill('+55 11 98732-2210');
  await publish(page);

  // The checklist reads the content as it is now.
  await expect
    .poll(
      async () => {
        await page.goto('/admin/lancamento/');
        return count(page);
      },
      { timeout: 30_000 },
    )
    .toBe(total - 1);
  await expect(page.locator('li[data-field="phones.mobile"]')).toHaveCount(0);
  expect(changedLines(before, await read(file))).toEqual([
    { before: `  mobile: "${mobile}"`, after: '  mobile: "+55 11 98732-2210"' },
  ]);
});
