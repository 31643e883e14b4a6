/**
 * A first save the build refuses leaves the entry as it was: still unsaved, with the buttons of
 * an entry that has no draft (no situation, no publishing, no "delete the draft", no draft
 * preview), the refusal in Portuguese naming the page, the field and the words of the page's text
 * at fault, and nothing written: neither the page nor a draft.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { exists, fillNewPost, openEditor, read, saveDraft, shot, SITE } from './editor-helpers';

/** Buttons that only a saved draft has. */
async function expectNoDraftButtons(editor: Page): Promise<void> {
  await expect(editor.getByText(/^Situação: /)).toHaveCount(0);
  await expect(editor.getByRole('button', { name: 'Publicar', exact: true })).toHaveCount(0);
  await expect(editor.getByRole('button', { name: /Excluir entrada não publicada|Excluir rascunho/ })).toHaveCount(0);
  await expect(editor.getByText(/Procurar a pré-visualização|Ver o rascunho no site/)).toHaveCount(0);
  await expect(editor.getByText('Alterações não salvas', { exact: false })).toBeVisible();
}

/** The drafts the local proxy keeps (one file each). */
const drafts = async (): Promise<string[]> =>
  (await fs.readdir(path.join(SITE, '.cache/drafts'), { withFileTypes: true }).catch(() => []))
    // The folder of draft pictures, made at the first save that needs it, is not a draft.
    .flatMap((d) => (d.isFile() ? [d.name] : []));

test('a published page whose first draft is refused keeps the buttons of a page without a draft', async ({
  page: editor,
}) => {
  const file = 'content/treatments/periodontia/index.pt.md';
  const before = await read(file);
  const draftsBefore = await drafts();
  await openEditor(editor, 'collections/treatments/entries/periodontia/index');
  const body = editor.locator('[contenteditable="true"]').first();
  await body.click();
  await editor.keyboard.press('Control+End');
  await editor.keyboard.press('Enter');
  await editor.keyboard.press('Enter');
  await editor.keyboard.type('Pagamento em até 21x sem juros.');
  const saved = await saveDraft(editor);
  expect(saved.status()).toBe(422);
  const alert = editor.locator('#save-refused');
  await expect(alert).toContainText('Nada foi salvo');
  // The sentence is shown by its words: the editor's text box has no line numbers.
  await expect(alert).toContainText('(português), campo «Texto da página», no trecho "Pagamento em até 21x sem juros.');
  await expectNoDraftButtons(editor);
  await expect(editor.getByText('Ver a página no site')).toBeVisible();
  await expect(body).toContainText('21x sem juros');
  await shot(editor, 'recusa-primeiro-rascunho');
  expect(await read(file)).toBe(before);
  expect(await drafts()).toEqual(draftsBefore);
});

test('a new post whose first save is refused stays a new, unsaved post', async ({ page: editor }) => {
  const draftsBefore = await drafts();
  await openEditor(editor, 'collections/posts/new');
  // Nothing is saved yet, and the toolbar says so (Decap's own words were "Alterações salvas").
  await expect(editor.getByText('Nova, ainda não salva')).toBeVisible();
  await expect(editor.getByText('Alterações salvas')).toHaveCount(0);
  await editor.locator('input[id^="title-field"]').first().fill('Clareamento: como é feito');
  await fillNewPost(editor, {
    description: 'Como o clareamento é feito na clínica, do primeiro exame ao acompanhamento, e os cuidados em casa.',
    category: 'Clareamento',
    coverAlt: 'Sorriso de uma paciente, de perto',
  });
  await editor.locator('[contenteditable="true"]').first().click();
  await editor.keyboard.type('O clareamento pode ser pago em até 21x sem juros.');
  expect((await saveDraft(editor)).status()).toBe(422);

  await expect(editor.locator('#save-refused')).toContainText(
    'campo «Texto da página», no trecho "O clareamento pode ser pago em até 21x sem juros."',
  );
  await expectNoDraftButtons(editor);
  expect(new URL(editor.url()).hash).toBe('#/collections/posts/new');
  expect(await exists('content/blog/posts/clareamento-como-e-feito')).toBe(false);
  expect(await drafts()).toEqual(draftsBefore);
});
