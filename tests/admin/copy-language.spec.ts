/**
 * "Copiar de outro idioma" names the languages, and what it copies can be edited like
 * anything typed: a copied list's items too.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openEditor, saveDraft, SITE, page as split } from './editor-helpers';

const SLUG = 'como-escovar-os-dentes-corretamente';

test('tags copied from Portuguese into an empty language can be edited, and the menus name the languages', async ({
  page: editor,
}) => {
  // Spanish without tags, as a new translation starts.
  const es = path.join(SITE, `content/blog/posts/${SLUG}/index.es.md`);
  await fs.writeFile(es, (await fs.readFile(es, 'utf8')).replace(/^tags: .*$/m, 'tags: []'));
  await openEditor(editor, `collections/posts/entries/${SLUG}/index`);
  await editor.getByRole('button', { name: 'Escrevendo em EN' }).click();
  await expect(editor.getByRole('menuitem', { name: 'es', exact: true })).toHaveCount(0);
  await editor.getByRole('menuitem', { name: 'Espanhol', exact: true }).click();

  await editor.getByRole('button', { name: 'Copiar de outro idioma' }).last().click();
  await expect(editor.getByRole('menuitem', { name: 'Português', exact: true })).toBeVisible();
  editor.once('dialog', (d) => void d.accept());
  await editor.getByRole('menuitem', { name: 'Português', exact: true }).click();

  // The Spanish pane's list: its first copied item opened and changed, as any typed text.
  const list = editor.locator('div[id^="tags-field"]').nth(1);
  await expect(list).toContainText('escovação');
  await list.locator('[aria-roledescription="sortable"]').first().locator('xpath=..').locator('button').first().click();
  const first = list.locator('input[id^="tags-field"]').first();
  await first.fill('cepillado');
  await expect(first).toHaveValue('cepillado');
  const saved = await saveDraft(editor);
  expect(saved.status()).toBe(200);
  const sent = JSON.parse(saved.request().postData() ?? '{}') as {
    params: { dataFiles: { path: string; raw: string }[] };
  };
  const file = sent.params.dataFiles.find((f) => f.path.endsWith('index.es.md'));
  expect(split(file?.raw ?? '').front.tags).toEqual(['cepillado', 'fio dental', 'prevenção']);
});
