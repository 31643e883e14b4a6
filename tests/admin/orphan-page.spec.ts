/**
 * A page nothing links to is said at the save: a treatment page outside the home page's
 * treatment list (which makes the Treatments menu and the cards) and unlinked from any other
 * page is saved, with a notice naming it by its title and the editor's list to add it to.
 */
import { expect, test } from '@playwright/test';
import { addTreatmentPage, openEditor, saveDraft, shot } from './editor-helpers';

const SLUG = 'tratamento-sem-link';
const TITLE = 'Ortodontia: uma página ainda sem link';

test.beforeAll(() => addTreatmentPage(SLUG, TITLE));

test('saving a page no menu, home list or page links to says so, with the list to add it to', async ({
  page: editor,
}) => {
  await openEditor(editor, `collections/treatments/entries/${SLUG}/index`);
  const description = editor.locator('textarea[id^="description-field"]').first();
  await description.fill(`${await description.inputValue()} `);
  const saved = await saveDraft(editor);
  expect(saved.status()).toBe(200);
  const notice = editor.locator('#save-refused[data-kind="notice"]');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`«${TITLE}»`);
  await expect(notice).toContainText('Listas da página inicial');
  await expect(notice).toContainText('Tratamentos');
  await expect(notice).not.toContainText('content/');
  await shot(editor, 'pagina-sem-link');
});
