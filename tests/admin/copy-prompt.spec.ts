/**
 * "Copiar de outro idioma" asks before replacing a language's text, in words: the languages by
 * their names (from the one catalogue), never a code such as "PT" or a placeholder.
 */
import { expect, test } from '@playwright/test';
import { LANGUAGE_NAMES } from '../../pipeline/catalogue/refusals';
import { openEditor } from './editor-helpers';

test('copying from Portuguese into English asks with both languages named, and a refusal changes nothing', async ({
  page: editor,
}) => {
  await openEditor(editor, 'collections/treatments/entries/clinico-geral/index');
  await expect(editor.getByRole('button', { name: 'Escrevendo em EN' })).toBeVisible();
  const english = editor.locator('input[id^="title-field"]').nth(1);
  const before = await english.inputValue();
  await editor.getByRole('button', { name: 'Copiar de outro idioma' }).last().click();
  let question = '';
  editor.once('dialog', (d) => {
    question = d.message();
    void d.dismiss();
  });
  await editor.getByRole('menuitem', { name: 'Português', exact: true }).click();
  await expect.poll(() => question).not.toBe('');
  expect(question).toContain(LANGUAGE_NAMES.pt);
  expect(question).toContain(LANGUAGE_NAMES.en);
  expect(question).not.toMatch(/\b(PT|EN|pt|en)\b|%\{|\blocale\b/);
  await expect(english).toHaveValue(before);
});
