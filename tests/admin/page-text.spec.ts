/**
 * Writing the page text: the bar above it writes plain Markdown (a section title, a list, bold)
 * and a link to another page of the site picked by its Portuguese title; a refusal that cites
 * a line of the text shows that line's words and marks it in the numbered text box.
 */
import { expect, test, type Page } from '@playwright/test';
import { openEditor, saveDraft, shot } from './editor-helpers';

/** The text the save sent for the Portuguese file. */
const sentText = (request: string | null): string =>
  (JSON.parse(request ?? '{}') as { params: { dataFiles: { raw: string }[] } }).params.dataFiles[0]!.raw;

/** Where the Portuguese page text's own editor (Slate, behind the text box) has its selection, and its last line. */
const slateSelection = (p: Page) =>
  p
    .locator('.cms-editor-raw [contenteditable="true"]')
    .first()
    .evaluate((box) => {
      type At = { path: number[]; offset: number };
      type Editor = { selection: { anchor: At; focus: At } | null; children: { children: { text: string }[] }[] };
      type Fiber = { return: Fiber | null; memoizedProps?: { editor?: Editor } };
      const key = Object.keys(box).find((k) => k.startsWith('__reactFiber$'));
      let fiber = key ? ((box as unknown as Record<string, Fiber>)[key] ?? null) : null;
      while (fiber && !fiber.memoizedProps?.editor) fiber = fiber.return;
      const editor = fiber?.memoizedProps?.editor;
      const last = (editor?.children.length ?? 0) - 1;
      const { anchor, focus } = editor?.selection ?? {
        anchor: { path: [-1], offset: -1 },
        focus: { path: [-1], offset: -1 },
      };
      return {
        anchor: [anchor.path[0], anchor.offset],
        focus: [focus.path[0], focus.offset],
        end: [last, editor?.children[last]?.children[0]?.text.length ?? -1],
      };
    });

/**
 * The cursor at the end of the Portuguese page text, once Slate has it there too (it follows
 * the browser's cursor a moment later: a key pressed before that lands where the click was).
 */
async function toEndOfText(p: Page): Promise<void> {
  const text = p.locator('.cms-editor-raw [contenteditable="true"]').first();
  await text.locator('[data-slate-node="element"]').last().click();
  await p.keyboard.press('End');
  await expect
    .poll(async () => {
      const s = await slateSelection(p);
      return JSON.stringify(s.anchor) === JSON.stringify(s.end) && JSON.stringify(s.focus) === JSON.stringify(s.end);
    })
    .toBe(true);
}

const bar = (p: Page) => p.getByRole('toolbar', { name: 'Formatar o texto da página' }).first();

test('the bar writes a section title, a list, bold and a link picked by page title as plain Markdown', async ({
  page: editor,
}) => {
  await openEditor(editor, 'collections/treatments/entries/facetas/index');
  await toEndOfText(editor);
  await editor.keyboard.press('Enter');
  await editor.keyboard.press('Enter');
  await bar(editor).getByRole('button', { name: 'Título de seção' }).click();
  await editor.keyboard.type('Dúvidas de quem chega');
  await editor.keyboard.press('Enter');
  await editor.keyboard.press('Enter');
  await bar(editor).getByRole('button', { name: 'Lista', exact: true }).click();
  await editor.keyboard.type('dor ao mastigar;');
  await editor.keyboard.press('Enter');
  await bar(editor).getByRole('button', { name: 'Lista', exact: true }).click();
  await editor.keyboard.type('estalos ao abrir a boca.');
  await editor.keyboard.press('Enter');
  await editor.keyboard.press('Enter');
  await editor.keyboard.type('Um cuidado simples');
  for (let i = 0; i < 'simples'.length; i++) await editor.keyboard.press('Shift+ArrowLeft');
  await expect.poll(async () => (await slateSelection(editor)).focus[1]).toBe('Um cuidado '.length);
  await bar(editor).getByRole('button', { name: 'Negrito' }).click();
  await editor.keyboard.press('End');
  await editor.keyboard.type(' e o texto sobre ');

  // The picker offers the site's pages by title, each with the address the link will take.
  await bar(editor).getByRole('button', { name: 'Link para uma página' }).click();
  const picker = editor.locator('.page-picker');
  const choices = picker.getByRole('button');
  await expect(choices.first()).toBeVisible();
  const count = await choices.count();
  expect(count).toBeGreaterThan(1);
  const second = choices.nth(1);
  const href = ((await second.locator('.page-where').textContent()) ?? '').split(' · ').pop()!.trim();
  const title = ((await second.locator('.page-title').textContent()) ?? '').trim();
  // Narrowed by part of a title, accents aside.
  await picker.getByLabel('Procurar pelo título').fill(title.slice(0, 12).normalize('NFD').replace(/\p{M}/gu, ''));
  await expect(picker.getByRole('button', { name: title })).toBeVisible();
  await shot(editor, 'escolher-pagina-do-link');
  await picker.getByRole('button', { name: title }).first().click();
  await expect(picker).toHaveCount(0);

  const saved = await saveDraft(editor);
  expect(saved.status()).toBe(200);
  const raw = sentText(saved.request().postData());
  expect(raw).toContain('\n## Dúvidas de quem chega\n');
  expect(raw).toContain('\n- dor ao mastigar;\n- estalos ao abrir a boca.\n');
  expect(raw).toContain(`Um cuidado **simples** e o texto sobre [${title}](${href})`);
  expect(href).toMatch(/^\/[a-z0-9/-]+\/$/);
});

test('a refusal shows the words of the line at fault and marks that line in the numbered text box', async ({
  page: editor,
}) => {
  await openEditor(editor, 'collections/treatments/entries/harmonizacao/index');
  const text = editor.locator('.cms-editor-raw [contenteditable="true"]').first();
  await toEndOfText(editor);
  await editor.keyboard.press('Enter');
  await editor.keyboard.type('Pagamento em até 21x sem juros.');
  expect((await saveDraft(editor)).status()).toBe(422);
  const alert = editor.locator('#save-refused');
  await expect(alert).toContainText(
    /\(português\), campo «Texto da página», no trecho "Pagamento em até 21x sem juros\.":/,
  );
  await expect(alert).not.toContainText(/linha \d/);
  const marked = text.locator('[data-refused-line]');
  await expect(marked).toHaveCount(1);
  await expect(marked).toHaveText('Pagamento em até 21x sem juros.');
  await shot(editor, 'recusa-mostra-a-linha');
});
