/**
 * A picture replaced asks for its new description: the old words described the old picture.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openEditor, page as split, read, saveDraft } from './editor-helpers';

test("replacing a post's cover empties its description, which the save then asks for", async ({ page: editor }) => {
  const file = 'content/blog/posts/cuidados-depois-do-clareamento/index.pt.md';
  const old = String(split(await read(file)).front.cover_alt);
  await openEditor(editor, 'collections/posts/entries/cuidados-depois-do-clareamento/index');
  const alt = editor.locator('input[id^="cover_alt-field"]').first();
  await expect(alt).toHaveValue(old);
  await editor.getByRole('button', { name: 'Escolha uma imagem diferente' }).first().click();
  await editor.locator('input[type="file"]').setInputFiles(path.join(import.meta.dirname, 'cover.png'));
  await editor.getByRole('button', { name: 'Escolher selecionado' }).click();
  // The description of the old picture is gone, in every language shown, and asked for.
  for (const field of await editor.locator('input[id^="cover_alt-field"]').all()) await expect(field).toHaveValue('');
  await expect(editor.getByText('Imagem nova: escreva a descrição dela').first()).toBeVisible();
  await alt.fill('Sorriso de perto depois do clareamento');
  // The English pane shown beside it asks too: the save waits for it.
  await editor.locator('input[id^="cover_alt-field"]').nth(1).fill('A close-up smile after whitening');
  const saved = await saveDraft(editor);
  expect(saved.status()).toBe(200);
  const sent = JSON.parse(saved.request().postData() ?? '{}') as {
    params: { dataFiles: { path: string; raw: string }[] };
  };
  const pt = sent.params.dataFiles.find((f) => f.path.endsWith('index.pt.md'))!;
  expect(split(pt.raw).front.cover_alt).toBe('Sorriso de perto depois do clareamento');
});
