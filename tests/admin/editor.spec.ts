/**
 * The visual editor at /admin/ in watch mode, on a copy of the site: a save writes exactly
 * the fields changed into the files a developer would edit, the watch build passes and the
 * pages show the new text; a required field left empty is refused with the reason; a post
 * written in Portuguese only gets a page in Portuguese and nowhere else; the page text is
 * Markdown with no dead formatting buttons.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { exists, fillNewPost, openEditor, page, pageShows, publish, read, SITE } from './editor-helpers';

test('a Portuguese title and an English answer change exactly those fields; the rebuilt pages show them', async ({
  page: editor,
  context,
}) => {
  const files = Object.fromEntries(
    ['pt', 'en', 'es', 'de', 'ar'].map((l) => [l, `content/treatments/periodontia/index.${l}.md`]),
  );
  const before = Object.fromEntries(
    await Promise.all(Object.entries(files).map(async ([l, f]) => [l, await read(f)] as const)),
  );
  const title = 'Periodontia: gengivas saudáveis em todas as idades';
  const answer = 'Yes: a gentle clean every few months keeps the gums healthy for longer.';
  const enBefore = page(before.en!);
  const firstQuestion = (enBefore.front.faq as { question: string }[])[0]!.question;

  // A tab on the site's page reloads by itself once the watch build is done.
  const site = await context.newPage();
  await site.goto('/periodontia/');
  await openEditor(editor, 'collections/treatments/entries/periodontia/index');
  await editor.locator('input[id^="title-field"]').first().fill(title);
  // The English pane's FAQ list opened as an editor would (its items open with it).
  const enFaq = editor.locator('[id^="faq-field"]').nth(1);
  await enFaq.getByTestId('expand-button').click();
  await expect(enFaq.locator('[id^="question-field"]').first()).toHaveValue(firstQuestion);
  await enFaq.locator('[id^="answer-field"]').first().fill(answer);
  const saved = Date.now();
  await publish(editor);
  await expect(site.locator('h1')).toHaveText(title, { timeout: 30_000 });
  test.info().annotations.push({ type: 'save-to-page-ms', description: String(Date.now() - saved) });

  const pt = page(await read(files.pt!));
  const ptBefore = page(before.pt!);
  expect(pt.front).toEqual({ ...ptBefore.front, title });
  expect(pt.body).toBe(ptBefore.body);
  const en = page(await read(files.en!));
  const faq = structuredClone(enBefore.front.faq) as { answer: string }[];
  faq[0]!.answer = answer;
  expect(en.front).toEqual({ ...enBefore.front, faq });
  expect(en.body).toBe(enBefore.body);
  // Written in place: every other line of both files is as it was.
  const changedLines = (a: string, b: string) => a.split('\n').filter((line, i) => line !== b.split('\n')[i]).length;
  expect(changedLines(before.pt!, await read(files.pt!))).toBe(1);
  expect(changedLines(before.en!, await read(files.en!))).toBe(1);
  for (const l of ['es', 'de', 'ar']) expect(await read(files[l]!)).toBe(before[l]);
  await pageShows('/en/periodontia/', answer);
});

test('a required field left empty is refused, with the reason', async ({ page: editor }) => {
  const file = 'content/recommendations/pos-cirurgia/index.pt.md';
  const before = await read(file);
  await openEditor(editor, 'collections/recommendations/entries/pos-cirurgia/index');
  await editor.locator('input[id^="title-field"]').first().fill('');
  // Refused in the page itself: no save reaches the server.
  await editor.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(editor.getByText(/falta preencher um campo obrigatório/i)).toBeVisible();
  // Said without agreeing the label with "obrigatório" ("Imagem de capa é obrigatório").
  await expect(editor.getByText('Preencha «Título»: o campo é obrigatório.').first()).toBeVisible();
  expect(await read(file)).toBe(before);
});

test('the page text is Markdown as written, with no formatting buttons that cannot be pressed', async ({
  page: editor,
}) => {
  await openEditor(editor, 'collections/posts/entries/como-escovar-os-dentes-corretamente/index');
  const text = editor.locator('.cms-editor-raw [contenteditable="true"]').first();
  await expect(text).toBeVisible();
  await expect(text).toContainText('## ');
  // Decap draws Bold, Italic, Heading... over a Markdown-only field, every one disabled.
  await expect(editor.locator('.cms-editor-raw button[disabled]:visible')).toHaveCount(0);
  // The text box stays below its label and the field before it (the draft switch).
  const label = await editor.getByText('Texto da página', { exact: true }).first().boundingBox();
  const box = await text.boundingBox();
  expect(label && box && box.y >= label.y + label.height).toBe(true);
});

test('a post written in Portuguese only has a page in Portuguese and nowhere else', async ({ page: editor }) => {
  const title = 'Fio dental: como usar todos os dias';
  const slug = 'fio-dental-como-usar-todos-os-dias';
  await openEditor(editor, 'collections/posts/new');
  const pt = editor.locator('input[id^="title-field"]').first();
  await pt.fill(title);
  // The cover is uploaded in the editor and saved beside the post.
  const author = await fillNewPost(editor, {
    description: 'Um guia curto para usar o fio dental todos os dias sem machucar a gengiva, com os erros mais comuns.',
    category: 'Prevenção',
    coverAlt: 'Fio dental entre dois dentes, de perto',
  });
  const body = editor.locator('[contenteditable="true"]').first();
  await body.click();
  await editor.keyboard.type(
    'O fio dental limpa onde a escova não chega. Use um pedaço de 40 cm e passe por todos os dentes.',
  );
  const saved = Date.now();
  await publish(editor);
  await pageShows(`/blog/${slug}/`, title);
  test.info().annotations.push({ type: 'new-post-to-page-ms', description: String(Date.now() - saved) });

  const folder = `content/blog/posts/${slug}`;
  expect((await fs.readdir(path.join(SITE, folder))).sort()).toEqual(['cover.png', 'index.pt.md']);
  const post = page(await read(`${folder}/index.pt.md`));
  expect(post.front).toMatchObject({ title, author, date: '2026-08-03', cover: 'cover.png' });
  for (const l of ['en', 'es', 'de', 'ar']) {
    expect(await exists(`${folder}/index.${l}.md`)).toBe(false);
    const r = await fetch(new URL(`/${l}/blog/${slug}/`, test.info().project.use.baseURL));
    expect(r.status).toBe(404);
  }
  // The uploaded picture went through the image pipeline.
  const html = await (await fetch(new URL(`/blog/${slug}/`, test.info().project.use.baseURL))).text();
  expect(html).toMatch(/\/assets\/img\/cover-\d+\.\w+\.avif/);
});
