/**
 * A photo taller than wide chosen for a slot wider than tall is told so at once: only a band of
 * it will show. A photo of the slot's own shape gets no such note.
 */
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { openEditor, replaceFirstPhoto } from './editor-helpers';

const note = /Esta foto está em pé/;

test("a portrait photo in a treatment's landscape picture slot gets a hint; a landscape one none", async ({
  page: editor,
}) => {
  const portrait = path.join(os.tmpdir(), `retrato-${process.pid}.png`);
  await sharp({ create: { width: 300, height: 600, channels: 3, background: '#88aacc' } })
    .png()
    .toFile(portrait);
  await openEditor(editor, 'collections/treatments/entries/clinico-geral/index');
  await replaceFirstPhoto(editor, 'pictures', portrait);
  await expect(editor.getByText(note).first()).toBeVisible();
  await editor.screenshot({ path: '/tmp/H-portrait.png' });
  // The same slot given a landscape photo: the note goes.
  const field = editor.locator('[id^="pictures-field"]').first();
  await field.getByRole('button', { name: 'Escolha uma imagem diferente' }).first().click();
  await editor.locator('input[type="file"]').setInputFiles(new URL('cover.png', import.meta.url).pathname);
  await editor.getByRole('button', { name: 'Escolher selecionado' }).click();
  await expect(editor.getByText(note)).toHaveCount(0);
});
