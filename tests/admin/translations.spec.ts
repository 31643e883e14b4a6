/**
 * Translation status in the editor: the Portuguese of a page changes, its translations show
 * "a revisar" on the entry and in /admin/traducoes/; saving a translation, or marking it as
 * reviewed, records the Portuguese it now follows (content/translations.yaml).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { markTranslations } from '../../pipeline/dev/translations';
import { textHash } from '../../pipeline/validate/translations';
import { openEditor, pageShows, publish, read, SITE, shot } from './editor-helpers';

const marks = async (file: string): Promise<Record<string, string>> =>
  (parse(await read('content/translations.yaml')) as Record<string, Record<string, string>>)[file] ?? {};

test('a Portuguese summary changed: its translations are to review; translated or marked as reviewed, up to date', async ({
  page: editor,
}) => {
  const entry = 'collections/treatments/entries/periodontia/index';
  // Whatever the tests before changed: every translation of the page starts up to date.
  await markTranslations(
    SITE,
    ['en', 'es', 'de', 'ar'].map((l) => ({ file: `content/treatments/periodontia/index.${l}.md` })),
  );
  await openEditor(editor, entry);
  const notice = editor.locator('#translation-status');
  await expect(notice).toContainText('Em dia: inglês, espanhol, alemão, árabe.');

  // The Portuguese summary rewritten.
  const summary = editor.locator('textarea[id^="summary-field"]').first();
  const pt = (await summary.inputValue()).replace('cuida das gengivas', 'trata das gengivas');
  expect(pt).toContain('trata das gengivas');
  await summary.fill(pt);
  const saved = await publish(editor);
  await pageShows('/periodontia/', 'trata das gengivas', saved);
  for (const lang of ['Inglês', 'Espanhol', 'Alemão', 'Árabe'])
    await expect(notice).toContainText(`${lang}: a revisar «Resumo», o português mudou depois da tradução.`);
  // The field is marked in the translation's pane too.
  await expect(editor.locator('[data-review="Resumo"]')).toHaveCount(1);
  await shot(editor, 'traducao-a-revisar');

  // The German summary translated again and published: German is up to date, from this Portuguese.
  await editor.getByRole('button', { name: 'Escrevendo em EN' }).click();
  await editor.getByRole('menuitem', { name: 'Alemão', exact: true }).click();
  const de = editor.locator('textarea[id^="summary-field"]').nth(1);
  await de.fill((await de.inputValue()).replace('kümmert sich um das Zahnfleisch', 'behandelt das Zahnfleisch'));
  const savedDe = await publish(editor);
  await pageShows('/de/periodontia/', 'behandelt das Zahnfleisch', savedDe);
  await expect(notice.locator('li[data-lang="de"]')).toHaveCount(0);
  await expect(notice).toContainText(/Em dia: alemão\./);
  expect((await marks('treatments/periodontia/index.de.md')).summary).toBe(textHash(pt));
  // Only the field the save changed: the others keep what they recorded.
  expect((await marks('treatments/periodontia/index.en.md')).summary).not.toBe(textHash(pt));

  // English still right as it is: marked as reviewed.
  await notice.locator('li[data-lang="en"]').getByRole('button', { name: 'Marcar como revisada' }).click();
  await expect(notice.locator('li[data-lang="en"]')).toHaveCount(0);
  expect((await marks('treatments/periodontia/index.en.md')).summary).toBe(textHash(pt));

  // The status view: per page and language.
  await editor.goto('/admin/traducoes/');
  const row = editor.getByRole('row', { name: /Periodontia/ });
  await expect(row.getByRole('cell')).toHaveText(['em dia', 'a revisar: «Resumo»', 'em dia', 'a revisar: «Resumo»']);
  await expect(editor.locator('thead').getByRole('columnheader')).toHaveText([
    'Página',
    'Inglês',
    'Espanhol',
    'Alemão',
    'Árabe',
  ]);
  await shot(editor, 'traducoes-situacao');
  await row.getByRole('link').click();
  // The link leaves the status view for the editor, which starts again: waited for as openEditor does.
  const title = editor.locator('input[id^="title-field"]').first();
  await title.waitFor();
  await expect(title).toHaveValue(/Periodontia/);
});

test('a job title changed in Portuguese in team.yaml: the other languages of it are to review on the entry, and one is marked', async ({
  page: editor,
}) => {
  const file = 'content/team.yaml';
  // Whatever the tests before changed: every language of the file starts up to date.
  await markTranslations(SITE, [{ file }]);
  const text = await read(file);
  const job = /job:\n\s+pt: "([^"]+)"/.exec(text)?.[1];
  expect(job).toBeTruthy();
  await fs.writeFile(path.join(SITE, file), text.replace(`pt: "${job}"`, `pt: "${job} e Coordenação"`));

  await openEditor(editor, 'collections/team/entries/team', '[id^="owners-field"]');
  const notice = editor.locator('#translation-status');
  for (const lang of ['Inglês', 'Espanhol', 'Alemão', 'Árabe'])
    await expect(notice).toContainText(new RegExp(`${lang}: a revisar «[^»]+», o português mudou depois da tradução`));
  await shot(editor, 'traducao-equipe-a-revisar');

  // German still right: marked as reviewed, German alone.
  await notice.locator('li[data-lang="de"]').getByRole('button', { name: 'Marcar como revisada' }).click();
  await expect(notice.locator('li[data-lang="de"]')).toHaveCount(0);
  await expect(notice).toContainText(/Em dia: alemão\./);
  expect((await marks('team.yaml#de'))['owners.0.job']).toBe(textHash(`${job} e Coordenação`));
  expect((await marks('team.yaml#en'))['owners.0.job']).not.toBe(textHash(`${job} e Coordenação`));
});
