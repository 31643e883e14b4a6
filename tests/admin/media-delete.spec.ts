/**
 * Deleting a picture from Mídia while a waiting draft names it is refused on screen, in
 * Portuguese, naming the draft by its title, over the media library; the picture stays.
 * Without the check the draft's publication would lack it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { exists, shot, SITE } from './editor-helpers';

const PICTURE = 'images/foto-so-do-rascunho.svg';
const POST = 'content/blog/posts/alinhadores-invisiveis-ou-aparelho-fixo/index.pt.md';
const DRAFT_TITLE = 'Um rascunho com uma foto nova';

/** One request to the editor's backend, as the editor page sends it. */
const api = (baseURL: string | undefined, action: string, params: Record<string, unknown>) =>
  fetch(new URL('/admin/api/v1', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action, params: { branch: 'main', ...params } }),
  });

test.beforeAll(async ({ baseURL }) => {
  await fs.copyFile(path.join(SITE, 'content/images/map.svg'), path.join(SITE, 'content', PICTURE));
  const text = await fs.readFile(path.join(SITE, POST), 'utf8');
  const raw = `${text.replace(/^title: .*$/m, `title: "${DRAFT_TITLE}"`)}\n![Mapa da clínica](/${PICTURE})\n`;
  // The draft as "Salvar" keeps it (the editorial workflow's own request).
  const saved = await api(baseURL, 'persistEntry', {
    dataFiles: [{ path: POST, raw, slug: 'alinhadores-invisiveis-ou-aparelho-fixo/index' }],
    assets: [],
    options: { collectionName: 'posts', useWorkflow: true, status: 'draft' },
  });
  expect(saved.status, await saved.text()).toBe(200);
});

// The site's copy is shared by the editor's tests: the draft and the picture go again.
test.afterAll(async ({ baseURL }) => {
  const gone = await api(baseURL, 'deleteUnpublishedEntry', {
    collection: 'posts',
    slug: 'alinhadores-invisiveis-ou-aparelho-fixo/index',
  });
  expect(gone.status).toBe(200);
  await fs.rm(path.join(SITE, 'content', PICTURE), { force: true });
});

test('a picture a waiting draft names cannot be deleted in Mídia; the refusal names the draft', async ({
  page: editor,
}) => {
  await editor.goto('/admin/');
  await editor.getByRole('button', { name: 'Entrar' }).click();
  await editor.getByRole('button', { name: /Mídia/ }).first().click();
  await editor.getByText('foto-so-do-rascunho.svg').first().click();
  editor.once('dialog', (d) => void d.accept());
  const deleted = editor.waitForResponse(
    (r) => r.url().endsWith('/admin/api/v1') && (r.request().postData() ?? '').includes('"deleteFile'),
  );
  await editor.getByRole('button', { name: 'Excluir selecionado' }).click();
  expect((await deleted).status()).toBe(409);
  await expect(editor.getByText(`«${DRAFT_TITLE}»`).first()).toBeVisible();
  // Read over the media library itself, not hidden behind it: the box takes a click there.
  await editor.locator('#save-refused').click({ trial: true, timeout: 5_000 });
  await shot(editor, 'midia-imagem-de-rascunho');
  expect(await exists(`content/${PICTURE}`)).toBe(true);
});
