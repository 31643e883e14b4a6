/**
 * Status everywhere: the posts' list says of each post whether it is on the site, the situation
 * of its unpublished changes and its languages; a post taken off the site by «Rascunho» is not
 * called published nor offered "Excluir entrada publicada"; "Publicar agora" is not offered
 * before the draft is «Pronto» (Decap refused it then with an alert).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openEditor, pageShows, read, saveDraft, shot, SITE } from './editor-helpers';

const POSTS = 'content/blog/posts';
const ON = { slug: 'post-no-site-com-estado', title: 'Um post publicado com estado' };
const OFF = { slug: 'post-fora-do-site-com-estado', title: 'Um post com Rascunho ligado' };

async function writePost(slug: string, title: string, draft: boolean): Promise<void> {
  const model = await read(`${POSTS}/alinhadores-invisiveis-ou-aparelho-fixo/index.pt.md`);
  const text = model
    .replace(/^title: .*$/m, `title: "${title}"`)
    .replace(/^draft: .*$/m, `draft: ${draft}`)
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');
  await fs.mkdir(path.join(SITE, POSTS, slug), { recursive: true });
  await fs.writeFile(path.join(SITE, POSTS, slug, 'index.pt.md'), text);
}

/** The card of a post in the list, by its title. */
const card = (editor: Page, title: string) => editor.locator('li', { hasText: title }).first();

test.beforeAll(async () => {
  await writePost(ON.slug, ON.title, false);
  await writePost(OFF.slug, OFF.title, true);
  await pageShows(`/blog/${ON.slug}/`, ON.title);
});

test('the posts list shows each post’s state and languages', async ({ page: editor }) => {
  await openEditor(editor, 'collections/posts', 'a[href*="/entries/"]');
  await expect(card(editor, ON.title).locator('[data-entry-state]')).toHaveText('Publicado · PT');
  await expect(card(editor, OFF.title).locator('[data-entry-state]')).toHaveText('Fora do site (Rascunho ligado) · PT');
  await shot(editor, 'lista-com-estado');
});

test('a post with Rascunho on is not called published, nor offered "Excluir entrada publicada"', async ({
  page: editor,
}) => {
  await openEditor(editor, `collections/posts/entries/${OFF.slug}/index`);
  await expect(editor.getByText('Fora do site (Rascunho ligado)').first()).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Excluir entrada publicada' })).toHaveCount(0);
  await expect(editor.getByRole('button', { name: 'Excluir entrada', exact: true })).toBeVisible();
});

test('"Publicar agora" waits for Pronto, and the list says the post has changes in draft', async ({ page: editor }) => {
  await openEditor(editor, `collections/posts/entries/${ON.slug}/index`);
  const description = editor.locator('textarea[id^="description-field"]').first();
  await description.fill(`${(await description.inputValue()).replace(/\.$/, '')}, com uma frase a mais.`);
  expect((await saveDraft(editor)).status()).toBe(200);
  await editor.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(editor.getByText('Publicar agora', { exact: true })).toHaveCount(0);
  const waiting = editor.getByText('Publicar agora (marque antes como Pronto)');
  await expect(waiting).toBeVisible();
  await expect(editor.getByRole('menuitem', { name: /Publicar agora/ })).toHaveAttribute('aria-disabled', 'true');
  await shot(editor, 'publicar-espera-pronto');
  await editor.keyboard.press('Escape');
  await editor.goto('/admin/#/collections/posts');
  await expect(card(editor, ON.title).locator('[data-entry-state]')).toHaveText('Publicado, mudanças: rascunho · PT');
});
