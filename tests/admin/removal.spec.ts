/**
 * Removing is as safe as saving: deleting a published post that another page links to, or
 * switching it to "Rascunho" and publishing that, is refused in Portuguese with the linking
 * page named by its title and a way out; content/ keeps every byte. A post nothing links to
 * still goes.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { exists, openEditor, pageShows, read, saveDraft, shot, SITE } from './editor-helpers';

const POSTS = 'content/blog/posts';
const MODEL = `${POSTS}/alinhadores-invisiveis-ou-aparelho-fixo/index.pt.md`;
const TARGET = 'post-linkado-por-outro';
const LINKING = 'post-que-aponta-para-outro';
const LINKING_TITLE = 'Um post que aponta para outro';

/** A Portuguese post of the model's fields, with its own title and body. */
async function writePost(slug: string, title: string, body: string): Promise<string> {
  const model = await read(MODEL);
  const front = model.slice(0, model.indexOf('\n---\n', 4) + 5).replace(/^title: .*$/m, `title: "${title}"`);
  const file = `${POSTS}/${slug}/index.pt.md`;
  await fs.mkdir(path.join(SITE, POSTS, slug), { recursive: true });
  await fs.writeFile(path.join(SITE, file), `${front}\n${body}\n`);
  return file;
}

/** Every file of a folder under content/ with its bytes. */
async function bytesOf(folder: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const name of await fs.readdir(path.join(SITE, folder)))
    out.set(name, (await fs.readFile(path.join(SITE, folder, name))).toString('base64'));
  return out;
}

/** The message of the refusal the editor shows (Decap's toast, or the publication's alert). */
const refusalShown = (editor: Page) => editor.getByText(LINKING_TITLE, { exact: false }).first();

test.beforeAll(async () => {
  await writePost(TARGET, 'Um post que outro post cita', 'Texto do post citado.');
  await writePost(LINKING, LINKING_TITLE, `Leia também [o outro post](/blog/${TARGET}/).`);
  await pageShows(`/blog/${LINKING}/`, LINKING_TITLE);
  await pageShows(`/blog/${TARGET}/`, 'Um post que outro post cita');
});

test('deleting a post another page links to is refused by that page’s title; no file changes', async ({
  page: editor,
}) => {
  const before = await bytesOf(`${POSTS}/${TARGET}`);
  await openEditor(editor, `collections/posts/entries/${TARGET}/index`);
  editor.on('dialog', (d) => void d.accept());
  const asked = editor.waitForResponse(
    (r) => r.url().endsWith('/admin/api/v1') && (r.request().postData() ?? '').includes('"action":"deleteFiles"'),
  );
  await editor.getByRole('button', { name: /^Excluir entrada/ }).click();
  const answer = await asked;
  expect(answer.status()).toBe(409);
  const message = String(((await answer.json()) as { error?: unknown }).error);
  expect(message).toContain(`«${LINKING_TITLE}»`);
  expect(message).toMatch(/mantenha/i);
  expect(message).not.toMatch(/content\/|linha \d/);
  await expect(refusalShown(editor)).toBeVisible();
  await shot(editor, 'exclusao-recusada');
  expect(await bytesOf(`${POSTS}/${TARGET}`)).toEqual(before);
});

test('unpublishing a linked post (Rascunho on) is refused by the linking page’s title; no file changes', async ({
  page: editor,
}) => {
  const before = await bytesOf(`${POSTS}/${TARGET}`);
  await openEditor(editor, `collections/posts/entries/${TARGET}/index`);
  const draft = editor.locator('[id^="draft-field"]').first();
  await draft.click();
  await expect(draft).toHaveAttribute('aria-checked', 'true');
  // Refused at "Salvar" already: the draft could never be published.
  const saved = await saveDraft(editor);
  expect(saved.status()).toBe(422);
  const message = String(((await saved.json()) as { error?: unknown }).error);
  expect(message).toMatch(/Rascunho/);
  await expect(refusalShown(editor)).toBeVisible();
  await shot(editor, 'rascunho-recusado');
  expect(message).toContain(`«${LINKING_TITLE}»`);
  expect(message).not.toMatch(/content\/|linha \d/);
  expect(await bytesOf(`${POSTS}/${TARGET}`)).toEqual(before);
  await pageShows(`/blog/${TARGET}/`, 'Um post que outro post cita');
});

test('a post nothing links to is deleted, all its languages at once', async ({ page: editor }) => {
  await openEditor(editor, `collections/posts/entries/${LINKING}/index`);
  editor.on('dialog', (d) => void d.accept());
  await editor.getByRole('button', { name: /^Excluir entrada/ }).click();
  await pageShows(`/blog/${LINKING}/`, '', Date.now(), 404);
  expect(await exists(`${POSTS}/${LINKING}/index.pt.md`)).toBe(false);
});
