/**
 * A page created while the editor is open reaches the menu from the editor: the Recommendations
 * menu is an editable list (Listas da página inicial › Menu Recomendações), its choices offer the
 * new page without the editor reloading the page by hand, and once placed and published the
 * site's menu links to it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openEditor, pageShows, publish, read, shot, SITE } from './editor-helpers';

const SLUG = 'cuidado-novo-no-menu';
const TITLE = 'Cuidados depois de uma consulta nova';
const MENU = 'Menu depois da consulta';

test('a recommendation page made after the editor opened is offered in the menu list and reaches the menu', async ({
  page: editor,
}) => {
  await openEditor(editor, 'collections/home/entries/menu', '[id^="recommendations-field"]');
  // The page arrives while the editor is open (as another entry's save would write it).
  const model = await read('content/recommendations/pos-cirurgia/index.pt.md');
  await fs.mkdir(path.join(SITE, 'content/recommendations', SLUG), { recursive: true });
  await fs.writeFile(
    path.join(SITE, 'content/recommendations', SLUG, 'index.pt.md'),
    model.replace(/^title: .*$/m, `title: "${TITLE}"`).replace(/^menu: .*$/m, `menu: "${MENU}"`),
  );
  await pageShows(`/${SLUG}/`, TITLE);
  // Back to the list of entries and into the menu again, as an editor goes: no reload by hand.
  await editor.goto('/admin/#/collections/home');
  // The editor has noticed that content changed its choices: the entry opens in a fresh editor.
  await expect(editor.locator('html[data-choices-changed]')).toHaveCount(1);
  await Promise.all([editor.waitForEvent('load'), editor.getByText('Menu Recomendações').first().click()]);
  const list = editor.locator('[id^="recommendations-field"]').first();
  await list.waitFor();
  await list
    .getByRole('button', { name: /^Adicionar/ })
    .first()
    .click();
  const choice = list.locator('input').last();
  await choice.fill(TITLE.slice(0, 20));
  await expect(editor.getByRole('option', { name: TITLE })).toBeVisible();
  await editor.keyboard.press('Enter');
  await shot(editor, 'menu-recomendacoes');
  const published = await publish(editor);
  expect(await read('content/home.yaml')).toContain(SLUG);
  await pageShows('/', `href="/${SLUG}/"`, published);
});
