/**
 * Search in the editor finds words in the pages' text, not only in titles: "sensibilidade" finds
 * the post whose body mentions it, and no page whose files do not.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openEditor, read, shot, SITE } from './editor-helpers';

const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

test('"sensibilidade" finds the post whose text mentions it, in the results of the editor\'s search', async ({
  page: editor,
}) => {
  const folder = 'content/blog/posts/post-para-buscar';
  await fs.mkdir(path.join(SITE, folder), { recursive: true });
  const post = (await read('content/blog/posts/alinhadores-invisiveis-ou-aparelho-fixo/index.pt.md'))
    .replace(/^title: .*$/m, 'title: "Escovas macias ou duras?"')
    .replace(/\n---\n[\s\S]*$/, '\n---\n\nQuem sente Sensibilidade ao escovar pode preferir cerdas macias.\n');
  await fs.writeFile(path.join(SITE, folder, 'index.pt.md'), post);

  await openEditor(editor, 'collections/posts', 'input[placeholder^="Pesquisar"]');
  const search = editor.locator('input[placeholder^="Pesquisar"]');
  await search.fill('sensibilidade');
  await search.press('Enter');
  const found = editor.locator('#text-search');
  await expect(found).toContainText('No texto das páginas');
  const hit = found.getByRole('listitem').filter({ hasText: 'Escovas macias ou duras?' });
  await expect(hit).toContainText('Português, Texto da página: Quem sente Sensibilidade ao escovar');
  await shot(editor, 'busca-no-texto');

  // No page whose files lack the word is listed.
  const posts = path.join(SITE, 'content/blog/posts');
  for (const slug of await fs.readdir(posts)) {
    const files = await fs.readdir(path.join(posts, slug));
    const texts = await Promise.all(
      files.filter((f) => f.endsWith('.md')).map((f) => read(`content/blog/posts/${slug}/${f}`)),
    );
    if (texts.some((t) => fold(t).includes('sensibilidade'))) continue;
    await expect(found.locator(`a[href$="/entries/${slug}/index"]`)).toHaveCount(0);
  }
  await hit.getByRole('link').click();
  await expect(editor.locator('input[id^="title-field"]').first()).toHaveValue('Escovas macias ou duras?');
});
