/**
 * A new treatment reaches the home page and the Treatments menu from the editor, with no
 * developer: its page exists, the editor adds an item to Listas da página inicial › Tratamentos
 * naming a new identifier and choosing the page, and publishes. No card texts are needed first
 * (the texts form offers them only once the list names the item): the card and the menu show
 * the page's own title until the editor writes the card's texts.
 */
import { expect, test } from '@playwright/test';
import { addTreatmentPage, openEditor, pageShows, publish, read, shot } from './editor-helpers';

const SLUG = 'tratamento-novo-na-lista';
const KEY = 'tratamento_novo_na_lista';
const TITLE = 'Ortodontia: um tratamento novo na lista';

test.beforeAll(() => addTreatmentPage(SLUG, TITLE));

test('a new treatment placed in the home list reaches the home grid and the menu, with no card texts written', async ({
  page: editor,
}) => {
  const texts = await read('content/home/index.pt.yaml');
  await openEditor(editor, 'collections/home/entries/sections', '[id^="treatments-field"]');
  const list = editor.locator('[id^="treatments-field"]').first();
  await list
    .getByRole('button', { name: /^Adicionar/ })
    .last()
    .click();
  await list.locator('input[id^="key-field"]').last().fill(KEY);
  const route = list.locator('input[id^="route-field"], [id^="route-field"] input').last();
  await route.fill(TITLE.slice(0, 24));
  await expect(editor.getByRole('option', { name: TITLE })).toBeVisible();
  await editor.keyboard.press('Enter');
  await shot(editor, 'tratamento-novo-na-lista');
  const published = await publish(editor);
  expect(await read('content/home.yaml')).toContain(`route: ${SLUG}`);
  // Nothing was asked of the texts file.
  expect(await read('content/home/index.pt.yaml')).toBe(texts);
  await pageShows('/', `data-treatment="${KEY}"`, published);
  const home = await (await fetch(new URL('/', test.info().project.use.baseURL))).text();
  const card = home.slice(home.indexOf(`data-treatment="${KEY}"`));
  expect(card.slice(0, card.indexOf('</li>'))).toContain(`<h3>${TITLE}</h3>`);
  // The Treatments menu names it by its title too.
  expect(home).toContain(`href="/${SLUG}/">${TITLE}</a>`);
});
