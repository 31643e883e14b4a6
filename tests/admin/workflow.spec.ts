/**
 * Draft, review, publish (Decap's editorial workflow) in watch mode, in Portuguese: "Salvar"
 * keeps a draft that changes nothing in content/ nor on the site, the draft's page can be seen
 * whole as the site will show it, the "Fluxo de trabalho" board lists it by its situation, and
 * publishing it from the board writes only the changed field; the site then shows it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  changedLines,
  markReady,
  openEditor,
  pageShows,
  publishDraft,
  read,
  replaceFirstPhoto,
  saveDraft,
  shot,
  SITE,
  toolbarOverflow,
} from './editor-helpers';

/** Every file under content/ with its bytes, to tell whether anything there changed. */
async function contentFiles(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const walk = async (dir: string): Promise<void> => {
    for (const e of await fs.readdir(path.join(SITE, dir), { withFileTypes: true })) {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) await walk(rel);
      else out.set(rel, (await fs.readFile(path.join(SITE, rel))).toString('base64'));
    }
  };
  await walk('content');
  return out;
}

const siteText = async (url: string): Promise<string> =>
  (await fetch(new URL(url, test.info().project.use.baseURL))).text();

test('a saved draft leaves content/ and the site alone, shows on the board, and publishing it changes one line', async ({
  page: editor,
  context,
}) => {
  const file = 'content/treatments/clareamento/index.pt.md';
  const before = await read(file);
  const filesBefore = await contentFiles();
  const oldText = 'Atividades normais no mesmo dia; pode haver sensibilidade passageira por alguns dias';
  const newText = 'Atividades normais no mesmo dia; a sensibilidade, quando aparece, passa em poucos dias';
  expect(await siteText('/clareamento/')).toContain(oldText);

  await openEditor(editor, 'collections/treatments/entries/clareamento/index');
  await editor.getByRole('textbox', { name: 'Recuperação' }).first().fill(newText);
  expect((await saveDraft(editor)).status()).toBe(200);
  await expect(editor.getByText(/^Situação: Rascunho/)).toBeVisible();

  // Nothing in content/ changed, and the site still shows the published text.
  expect(await contentFiles()).toEqual(filesBefore);
  const live = await siteText('/clareamento/');
  expect(live).toContain(oldText);
  expect(live).not.toContain(newText);

  // The draft's page whole, as the site will show it once published.
  const link = editor.getByRole('link', { name: 'Ver o rascunho no site' });
  await expect(link).toBeVisible();
  // At a laptop's 1280 px every control of the draft's toolbar sits inside the toolbar's row.
  await editor.setViewportSize({ width: 1280, height: 900 });
  expect(await toolbarOverflow(editor)).toEqual([]);
  await editor.setViewportSize({ width: 1400, height: 900 });
  const draftPage = await context.newPage();
  await draftPage.goto((await link.getAttribute('href')) ?? '');
  await expect(draftPage.locator('body')).toContainText(newText);
  await expect(draftPage.locator('h1')).toContainText('Clareamento');
  await shot(draftPage, 'workflow-rascunho-como-no-site');
  await draftPage.close();

  // Ready for publishing, then on the board in the "Prontos" column.
  await markReady(editor);
  // Ready: "Publicar" offers "Publicar agora" (the guide's picture); published from the board below.
  await editor.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(editor.getByText('Publicar agora')).toBeVisible();
  // The picture without the passing notice over the toolbar.
  if (process.env.ADMIN_SHOTS) await expect(editor.locator('.Toastify__toast')).toHaveCount(0, { timeout: 15_000 });
  await shot(editor, 'editor-publish');
  await editor.goto('/admin/#/workflow');
  const column = (name: string) =>
    editor.locator('div', { has: editor.getByRole('heading', { name, exact: true }) }).last();
  const cardOf = (name: string) => column(name).getByRole('heading', { name: 'Clareamento Dental', exact: true });
  const card = cardOf('Prontos');
  await expect(card).toBeVisible();
  await expect(cardOf('Rascunhos')).toHaveCount(0);
  await shot(editor, 'workflow-quadro');
  // The board speaks Portuguese: none of the words Decap's English interface shows there, and dates as in Brazil.
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator method; only the text shown on screen counts
  const board = await editor.locator('body').innerText();
  expect(
    board.match(/\b(Workflow|Drafts?|In Review|Ready|Publish\w*|Delete|Status|New|Entr(y|ies)|Changes|by)\b/gi) ?? [],
  ).toEqual([]);
  expect(board).toMatch(/\d\d\/\d\d\/\d{4}/);
  // The card names the page, not the start of its Markdown ("## O que é…").
  await expect(card.locator('xpath=ancestor::a[1]')).not.toContainText(/##|\*\*/, { useInnerText: true });
  expect(await contentFiles()).toEqual(filesBefore);

  await card.hover();
  editor.once('dialog', (d) => void d.accept());
  const published = editor.waitForResponse(
    (r) => r.url().endsWith('/admin/api/v1') && (r.request().postData() ?? '').includes('"publishUnpublishedEntry"'),
  );
  await column('Prontos').getByRole('button', { name: 'Publicar alterações' }).click();
  expect((await published).status()).toBe(200);
  const at = Date.now();
  await pageShows('/clareamento/', newText, at);
  await expect(cardOf('Prontos')).toHaveCount(0);

  // Exactly the changed field's line, in the Portuguese file only.
  expect(changedLines(before, await read(file))).toEqual([
    { before: `recovery: "${oldText}"`, after: `recovery: "${newText}"` },
  ]);
  const filesAfter = await contentFiles();
  filesAfter.delete(file);
  const expected = new Map(filesBefore);
  expected.delete(file);
  expect(filesAfter).toEqual(expected);
});

test("a draft's new photo shows on the draft's page, stays out of content/ until published, and is then written there", async ({
  page: editor,
  context,
}) => {
  const filesBefore = await contentFiles();
  await openEditor(editor, 'collections/treatments/entries/clareamento/index');
  // The page's first picture replaced, as an editor does: the item opened, a new file chosen.
  await replaceFirstPhoto(editor, 'pictures', new URL('cover.png', import.meta.url).pathname);
  // A picture replaced asks for its new description (the old one described the old picture).
  const alt = editor.locator('[id^="pictures-field"] [id^="alt-field"]').first();
  await expect(alt).toHaveValue('');
  await alt.fill('Sorriso de perto, com dentes claros');
  expect((await saveDraft(editor)).status()).toBe(200);
  await expect(editor.getByText(/^Situação: Rascunho/)).toBeVisible();
  expect(await contentFiles()).toEqual(filesBefore);
  expect(await siteText('/clareamento/')).not.toMatch(/\/assets\/img\/cover-/);

  // The draft's page shows the new picture, loaded (not a broken image).
  const draftPage = await context.newPage();
  const link = editor.getByRole('link', { name: 'Ver o rascunho no site' });
  await draftPage.goto((await link.getAttribute('href')) ?? '');
  const photo = draftPage.locator('main img[src*="cover-"]').first();
  await photo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await shot(draftPage, 'workflow-rascunho-foto-nova');
  await draftPage.close();
  expect(await contentFiles()).toEqual(filesBefore);

  await markReady(editor);
  expect((await publishDraft(editor)).status()).toBe(200);
  const at = Date.now();
  await pageShows('/clareamento/', /\/assets\/img\/cover-\d+\.\w+\.(?:avif|webp)/, at);
  // Published: the picture is now in content/, beside what the draft changed.
  const added = [...(await contentFiles()).keys()].filter((f) => !filesBefore.has(f));
  expect(added).toHaveLength(1);
  expect(added[0]).toMatch(/\/cover\.png$/);
});
