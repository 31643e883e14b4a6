/**
 * Removing is as safe as saving: deleting a published post that another page links to, or
 * switching it to "Rascunho" and publishing that, is refused in Portuguese with the linking
 * page named by its title and a way out; content/ keeps every byte (git status of the site's
 * copy shows nothing). A post nothing links to still goes, with the picture only it showed;
 * "Despublicar" makes it a ready draft that keeps its picture until it is published again.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { exists, openEditor, pageShows, publishDraft, read, saveDraft, shot, SITE } from './editor-helpers';

const POSTS = 'content/blog/posts';
const MODEL = `${POSTS}/alinhadores-invisiveis-ou-aparelho-fixo/index.pt.md`;
const TARGET = 'post-linkado-por-outro';
const LINKING = 'post-que-aponta-para-outro';
const LINKING_TITLE = 'Um post que aponta para outro';

/** A Portuguese post of the model's fields, with its own title and body, and its cover (the model's) beside it. */
async function writePost(slug: string, title: string, body: string): Promise<string> {
  const model = await read(MODEL);
  const cover = /^cover: (.*)$/m.exec(model)?.[1] ?? '';
  const front = model
    .slice(0, model.indexOf('\n---\n', 4) + 5)
    .replace(/^title: .*$/m, `title: "${title}"`)
    .replace(/^cover: .*$/m, `cover: ${OWN_COVER}`);
  const file = `${POSTS}/${slug}/index.pt.md`;
  await fs.mkdir(path.join(SITE, POSTS, slug), { recursive: true });
  await fs.copyFile(path.join(SITE, 'content', cover), path.join(SITE, POSTS, slug, OWN_COVER));
  await fs.writeFile(path.join(SITE, file), `${front}\n${body}\n`);
  return file;
}

/** The cover each test post keeps beside it (no other page shows it). */
const OWN_COVER = 'capa-propria.svg';

/** `git status` of content/ in the site's copy, against a snapshot taken with `snapshot` (a Git folder of its own). */
function gitOf(gitDir: string): { snapshot(): void; status(): string } {
  const git = (...args: string[]) =>
    execFileSync('git', [`--git-dir=${gitDir}`, `--work-tree=${SITE}`, ...args], { encoding: 'utf8' });
  return {
    snapshot: () => {
      git('init', '-q');
      git('add', 'content');
      git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', 'before');
    },
    status: () => git('status', '--porcelain', '--', 'content'),
  };
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
  const git = gitOf(await fs.mkdtemp(path.join(os.tmpdir(), 'removal-git-')));
  git.snapshot();
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
  // Not one file of content/ changed, added or went.
  expect(git.status()).toBe('');
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

test('a post nothing links to is deleted, all its languages at once, with the picture only it showed', async ({
  page: editor,
}) => {
  const cover = /^cover: (.*)$/m.exec(await read(MODEL))?.[1] ?? '';
  await openEditor(editor, `collections/posts/entries/${LINKING}/index`);
  editor.on('dialog', (d) => void d.accept());
  await editor.getByRole('button', { name: /^Excluir entrada/ }).click();
  await pageShows(`/blog/${LINKING}/`, '', Date.now(), 404);
  expect(await exists(`${POSTS}/${LINKING}/index.pt.md`)).toBe(false);
  expect(await exists(`${POSTS}/${LINKING}/${OWN_COVER}`)).toBe(false);
  // The model post's cover, which it showed too, stays.
  expect(await exists(`content/${cover}`)).toBe(true);
});

test('"Despublicar" takes a post nothing links to off the site as a ready draft, its picture kept until published again', async ({
  page: editor,
}) => {
  await openEditor(editor, `collections/posts/entries/${TARGET}/index`);
  editor.once('dialog', (d) => void d.accept());
  const saved = editor.waitForResponse(
    (r) => r.url().endsWith('/admin/api/v1') && (r.request().postData() ?? '').includes('"action":"persistEntry"'),
  );
  await editor.getByText('Publicado', { exact: true }).click();
  await editor.getByText('Despublicar', { exact: true }).click();
  expect((await saved).status()).toBe(200);
  await pageShows(`/blog/${TARGET}/`, '', Date.now(), 404);
  expect(await exists(`${POSTS}/${TARGET}/${OWN_COVER}`)).toBe(false);
  // Published again from the board's "Prontos": the post and its picture are back.
  await editor.goto(`/admin/#/collections/posts/entries/${TARGET}/index`);
  await editor.locator('input[id^="title-field"]').first().waitFor();
  expect((await publishDraft(editor)).status()).toBe(200);
  await pageShows(`/blog/${TARGET}/`, 'Um post que outro post cita');
  expect(await exists(`${POSTS}/${TARGET}/${OWN_COVER}`)).toBe(true);
});
