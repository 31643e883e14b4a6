/**
 * A picture's focus point is set on the picture itself: a click puts it where it was clicked,
 * the arrow keys move it, and the crops on a phone and on a computer follow at once, in the
 * slot's shape. A photo much taller than its slot says how much of it stays out.
 */
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { openEditor, openFirstItem, read, replaceFirstPhoto, shot } from './editor-helpers';

const focusInput = '[id^="pictures-field"] input[id^="focus-field"]';

test('a click on the picture sets the focus point, the arrow keys move it, and both crops follow', async ({
  page: editor,
}) => {
  await openEditor(editor, 'collections/treatments/entries/clinico-geral/index');
  const field = await openFirstItem(editor, 'pictures');
  const picker = editor.getByRole('slider', { name: 'Ponto de foco na foto' }).first();
  await expect(picker).toBeVisible();
  await picker.scrollIntoViewIfNeeded();
  const box = await picker.boundingBox();
  if (!box) throw new Error('no picture to click');
  // A quarter of the width in, three quarters of the height down.
  await editor.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.75);
  const input = editor.locator(focusInput).first();
  await expect(input).toHaveValue(/^2[4-6]% 7[4-6]%$/);
  const [x, y] = (await input.inputValue()).split(' ').map((v) => Number.parseInt(v, 10));
  await picker.focus();
  await editor.keyboard.press('ArrowRight');
  await editor.keyboard.press('ArrowUp');
  await expect(input).toHaveValue(`${(x ?? 0) + 5}% ${(y ?? 0) - 5}%`);
  await expect(picker).toHaveAttribute('aria-valuetext', `${(x ?? 0) + 5}% da largura, ${(y ?? 0) - 5}% da altura`);

  // Both crops: the slot's shape (its ratio field), centred on the point just set.
  const crops = editor.locator('.focus-crops').first().locator('img');
  await expect(crops).toHaveCount(2);
  const ratio = (
    await field
      .locator('[id^="ratio-field"]')
      .first()
      .locator('xpath=ancestor::*[contains(@class,"-ControlContainer")][1]')
      .textContent()
  )?.match(/(\d+):(\d+)/);
  expect(ratio).toBeTruthy();
  for (const crop of await crops.all()) {
    const style = await crop.evaluate((img) => {
      const s = getComputedStyle(img);
      const r = img.getBoundingClientRect();
      return { position: s.objectPosition, shape: r.width / r.height };
    });
    expect(style.position).toBe(`${(x ?? 0) + 5}% ${(y ?? 0) - 5}%`);
    expect(style.shape).toBeCloseTo(Number(ratio?.[1]) / Number(ratio?.[2]), 1);
  }
  await shot(editor, 'focus-1280');
});

test('a photo much taller than its slot is told how much of it stays out', async ({ page: editor }) => {
  const tall = path.join(os.tmpdir(), `alta-${process.pid}.png`);
  await sharp({ create: { width: 300, height: 900, channels: 3, background: '#88aacc' } })
    .png()
    .toFile(tall);
  await openEditor(editor, 'collections/treatments/entries/clinico-geral/index');
  await replaceFirstPhoto(editor, 'pictures', tall);
  await expect(editor.locator('.focus-lost').first()).toContainText(/Só \d+% da altura da foto aparece/);
});

test("a gallery photo's crops take the gallery slot's shape, declared in content/home.yaml", async ({
  page: editor,
}) => {
  const home: unknown = parse(await read('content/home.yaml'));
  const ratio = /^(\d+):(\d+)$/.exec(
    String((home as { slots?: { gallery?: { ratio?: string } } }).slots?.gallery?.ratio),
  );
  test.skip(!ratio, 'the content declares no gallery slot');
  await openEditor(editor, 'collections/home/entries/gallery', '[id^="gallery-field"]');
  const list = editor.locator('[id^="gallery-field"]').first();
  // The list's button opens its items.
  await list.getByTestId('expand-button').first().click();
  const crops = list.locator('.focus-crops:visible').first().locator('img');
  await expect(crops).toHaveCount(2);
  for (const crop of await crops.all())
    await expect
      .poll(() => crop.evaluate((img) => img.getBoundingClientRect().width / img.getBoundingClientRect().height))
      .toBeCloseTo(Number(ratio?.[1]) / Number(ratio?.[2]), 1);
});

test("a team photo that names no focus of its own is cropped around the team slot's point, as the site crops it", async ({
  page: editor,
}) => {
  const home = parse(await read('content/home.yaml')) as { slots?: { team?: { ratio?: string; focus?: string } } };
  const team = parse(await read('content/team.yaml')) as { owners: { focus?: string }[] };
  const expected = team.owners[0]?.focus ?? home.slots?.team?.focus;
  test.skip(!expected || !home.slots?.team?.ratio, 'the content declares no team slot');
  await openEditor(editor, 'collections/team/entries/team', '[id^="owners-field"]');
  const owners = await openFirstItem(editor, 'owners');
  const crops = owners.locator('.focus-crops:visible').first().locator('img');
  await expect(crops).toHaveCount(2);
  for (const crop of await crops.all())
    await expect.poll(() => crop.evaluate((img) => getComputedStyle(img).objectPosition)).toBe(expected);
});
