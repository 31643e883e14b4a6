/**
 * Two more everyday jobs, done in the editor and checked on disk and on the site: a new
 * treatment page (Portuguese first), and a partner added and removed on the home page.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { exists, openEditor, page, pageShows, publish, read, shot } from './editor-helpers';

/** The first pane's list field `name` (the Portuguese one), and its "Adicionar" button. */
const list = (editor: Page, name: string): Locator => editor.locator(`[id^="${name}-field"]`).first();
const add = async (editor: Page, name: string): Promise<void> => {
  await list(editor, name)
    .getByRole('button', { name: /^Adicionar/ })
    .first()
    .click();
};
const upload = async (editor: Page, within: Locator): Promise<void> => {
  await within.getByRole('button', { name: 'Escolha uma imagem' }).last().click();
  await editor.locator('input[type="file"]').setInputFiles(new URL('cover.png', import.meta.url).pathname);
  await editor.getByRole('button', { name: 'Escolher selecionado' }).click();
};

test('add a treatment page: its folder and Portuguese file are written, and the site has its page', async ({
  page: editor,
}) => {
  await openEditor(editor, 'collections/treatments/new');
  // A field of the Portuguese pane by name (a text field or a text area, as its length decides).
  const pt = (name: string) => editor.locator(`:is(input, textarea)[id^="${name}-field"]`).first();
  await pt('title').fill('Placa de Bruxismo');
  await pt('description').fill(
    'Placa de bruxismo na Lapa, em São Paulo: avaliação do ranger de dentes e uma placa feita sob medida para proteger os dentes à noite.',
  );
  await pt('summary').fill('A placa protege os dentes do desgaste causado pelo ranger e pelo apertar durante o sono.');
  await pt('duration').fill('2 consultas');
  await pt('anaesthesia').fill('Não é necessária');
  await pt('recovery').fill('Atividades normais no mesmo dia');
  // Who treats: a specialty, chosen by its Portuguese name.
  await add(editor, 'treated_by');
  await list(editor, 'treated_by').locator('input').last().fill('Dor Orofacial');
  await editor.keyboard.press('Enter');

  await add(editor, 'pictures');
  await upload(editor, list(editor, 'pictures'));
  await list(editor, 'pictures')
    .locator(':is(input, textarea)[id^="alt-field"]')
    .fill('Ilustração de uma placa transparente de proteção');

  await add(editor, 'faq');
  await list(editor, 'faq').locator(':is(input, textarea)[id^="question-field"]').fill('A placa cura o bruxismo?');
  await list(editor, 'faq')
    .locator(':is(input, textarea)[id^="answer-field"]')
    .fill('Não: ela protege os dentes enquanto a causa é avaliada e acompanhada.');

  // A related treatment, chosen by its page's title.
  await add(editor, 'related');
  await list(editor, 'related').locator('input').last().fill('DTM e Dor');
  await editor.keyboard.press('Enter');

  for (const risk of [
    'Desconforto nos primeiros dias, até se acostumar com a placa.',
    'Salivação maior nas primeiras noites de uso da placa.',
    'A placa se desgasta com o tempo e precisa ser revista nas consultas.',
  ]) {
    await add(editor, 'risks');
    await list(editor, 'risks').locator(':is(input, textarea)').last().fill(risk);
  }
  // The page text (Markdown as written): the Portuguese pane's text box.
  await editor.locator('[contenteditable="true"]').first().click();
  await editor.keyboard.type('## Como é feita\n\nA placa é moldada a partir do seu sorriso.');
  await shot(editor, 'tratamento-novo');
  const saved = await publish(editor);
  await pageShows('/placa-de-bruxismo/', '<h1>Placa de Bruxismo</h1>', saved);

  const file = 'content/treatments/placa-de-bruxismo/index.pt.md';
  const written = page(await read(file));
  expect(written.front).toMatchObject({
    title: 'Placa de Bruxismo',
    treated_by: ['tmd'],
    related: ['dtm'],
    faq: [{ question: 'A placa cura o bruxismo?' }],
  });
  expect(written.body.trim()).toBe('## Como é feita\n\nA placa é moldada a partir do seu sorriso.');
  // Languages nobody wrote in get no file (no page).
  expect(await exists('content/treatments/placa-de-bruxismo/index.en.md')).toBe(false);
  expect(await exists('content/treatments/placa-de-bruxismo/cover.png')).toBe(true);
});

test('add a partner, then remove one: one line of home.yaml each time, and the home page lists them', async ({
  page: editor,
}) => {
  const file = 'content/home.yaml';
  const before = await read(file);
  await openEditor(editor, 'collections/home/entries/partners', '[id^="partners-field"]');
  await add(editor, 'partners');
  const partners = list(editor, 'partners');
  await partners.locator('input[id^="name-field"]').last().fill('Farmácia Roma');
  await upload(editor, partners);
  await partners.locator('input[id^="link-field"]').last().fill('https://farmaciaroma.example');
  await shot(editor, 'parceiro-novo');
  let saved = await publish(editor);
  await pageShows('/', 'Farmácia Roma', saved);
  const added = (await read(file)).split('\n').filter((l) => !before.split('\n').includes(l));
  expect(added).toEqual([
    '  - { name: Farmácia Roma, logo: images/partners/cover.png, link: https://farmaciaroma.example }',
  ]);
  expect(await exists('content/images/partners/cover.png')).toBe(true);

  // The second partner removed (confirmed): its line goes, every other line stays as it was.
  const withFive = await read(file);
  editor.once('dialog', (d) => void d.accept());
  await partners
    .locator('[aria-roledescription="sortable"]')
    .nth(1)
    .locator('xpath=..')
    .locator('button')
    .last()
    .click();
  await expect(partners.locator('[aria-roledescription="sortable"]')).toHaveCount(4);
  saved = await publish(editor);
  await pageShows('/', /^(?![\s\S]*Academia Movimento Lapa)[\s\S]*Farmácia Roma/, saved);
  const after = await read(file);
  expect(after).toBe(withFive.replace(/^ {2}- \{ name: Academia Movimento Lapa.*\n/m, ''));
  expect(after).not.toBe(withFive);
});
