/**
 * A clinic editor's everyday jobs, done in the editor (in Portuguese) on a copy of the site,
 * each then checked on disk (only the edited values change; comments, quotes and Markdown
 * kept) and on the site the dev server shows.
 */
import { expect, test } from '@playwright/test';
import { changedLines, openEditor, pageShows, publish, read, shot } from './editor-helpers';

test("job 1: the clinic's phone and Saturday hours are saved, changing only those lines", async ({ page: editor }) => {
  const file = 'content/site.yaml';
  const before = await read(file);
  await openEditor(editor, 'collections/site/entries/facts', 'input[id^="name-field"]');
  await shot(editor, 'job1-dados-da-clinica');
  await editor.locator('input[id^="landline-field"]').fill('+55 11 3000-0341');
  const saturday = editor.locator('[id^="saturday-field"]');
  await saturday.getByLabel('Fecha às').fill('14:00');
  await shot(editor, 'job1-horario');
  const saved = await publish(editor);
  await pageShows('/', '+55 11 3000-0341', saved);
  await pageShows('/', '14:00', saved);

  const after = await read(file);
  expect(changedLines(before, after)).toEqual([
    { before: '  landline: "+55 11 3000-0340"             # PLACEHOLDER', after: '  landline: "+55 11 3000-0341"             # PLACEHOLDER' },
    { before: '  saturday: { open: "09:00", close: "13:00" }', after: '  saturday: { open: "09:00", close: "14:00" }' },
  ]);
});

test('job 2: a save the build would refuse is refused in Portuguese, naming the field, and nothing is written', async ({ page: editor }) => {
  const file = 'content/treatments/periodontia/index.pt.md';
  const before = await read(file);
  await openEditor(editor, 'collections/treatments/entries/periodontia/index');
  const summary = editor.locator('textarea[id^="summary-field"]').first();
  await summary.fill(`${await summary.inputValue()} Pagamento em até 21x sem juros.`);
  await editor.getByRole('button', { name: 'Publicar' }).click();
  const answer = editor.waitForResponse((r) => r.url().endsWith('/admin/api/v1') && (r.request().postData() ?? '').includes('"persistEntry"'));
  await editor.getByText('Publicar agora').click();
  expect((await answer).status()).toBe(422);
  const alert = editor.locator('#save-refused');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Nada foi salvo');
  await expect(alert).toContainText('«Resumo» (português)');
  await expect(alert).toContainText('21x');
  await expect(alert).toContainText('Como corrigir:');
  await expect(editor.getByText('Entrada publicada')).toHaveCount(0);
  await shot(editor, 'job2-recusa');
  expect(await read(file)).toBe(before);
});
