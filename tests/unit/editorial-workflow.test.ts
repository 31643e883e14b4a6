/**
 * The editorial workflow behind the editor's proxy in watch mode: "Salvar" keeps a draft out of
 * content/ (the site the dev server builds does not change), the board lists it with its
 * status, it reads as the site would show it, and publishing writes only what the draft
 * changed, after the build's checks; a draft the build would refuse is not published, and a
 * file changed on the site meanwhile is merged, or refused where both changed the same line.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAdminProxy, type AdminProxy } from '../support/admin-proxy';
import type { PreviewRequest } from '../../editor/server/preview';
import { makeIssue } from '../../pipeline/error-catalog';

let root: string;
let proxy: AdminProxy;
/** What the checks (and the draft's page) were asked. */
const checked: PreviewRequest[] = [];
/** The build refuses any file whose text holds this. */
const REFUSED_TEXT = '21x sem juros';
let refuseEverything = false;
/** What each request that held the site's rebuild handed over when it let go. */
const releases: (readonly string[] | undefined)[] = [];

const PT = 'content/treatments/x/index.pt.md';
const EN = 'content/treatments/x/index.en.md';
const PT_TEXT = '---\n# kept\ntitle: "Antes"\nsummary: Resumo.\n---\n\nPrimeira linha.\n\nSegunda linha.\n';
const EN_TEXT = '---\ntitle: "Before"\n---\n\nText.\n';

const call: AdminProxy['call'] = (action, params) => proxy.call(action, params);
const request: AdminProxy['request'] = (method, pathname, body) => proxy.request(method, pathname, body);

const save = (files: { path: string; raw: string }[], assets: unknown[] = []) =>
  call('persistEntry', {
    dataFiles: files.map((f) => ({ ...f, slug: 'x/index' })),
    assets,
    options: { collectionName: 'treatments', useWorkflow: true, status: 'draft', commitMessage: 'x' },
  });
const entry = { collection: 'treatments', slug: 'x/index' };
const onDisk = (file: string): Promise<string> => fs.readFile(path.join(root, file), 'utf8');

beforeAll(async () => {
  const decap = async () => ({ status: 200, type: 'application/json', body: Buffer.from('{"message":"ok"}') });
  const preview = async (req: PreviewRequest) => {
    checked.push(req);
    const texts = [req.text, ...(req.also ?? []).map((a) => a.text)];
    if (refuseEverything || texts.some((t) => t.includes(REFUSED_TEXT)))
      return {
        ok: false as const,
        error: 'refused',
        issues: [makeIssue('FIELD_INVALID', { field: 'summary', detail: 'no payment terms' }, PT, { line: 4, col: 1 })],
      };
    // A draft's picture: the page names its encoded file, which dist/ does not have.
    const encoded = req.pictures?.length ? 'assets/img/foto-400.abcd1234.webp' : undefined;
    return {
      ok: true as const,
      html: `<html><head></head><body>${req.text}${encoded ? `<img src="/${encoded}">` : ''}</body></html>`,
      url: '/x/',
      ...(encoded ? { files: [{ path: encoded, content: Buffer.from('webp').toString('base64') }] } : {}),
    };
  };
  const hold = () => (written?: readonly string[]) => void releases.push(written);
  proxy = await startAdminProxy('admin-workflow-', { decap, preview, hold });
  root = proxy.root;
});

beforeEach(async () => {
  refuseEverything = false;
  await fs.rm(path.join(root, 'content'), { recursive: true, force: true });
  await fs.rm(path.join(root, '.cache'), { recursive: true, force: true });
  await fs.mkdir(path.join(root, 'content/treatments/x'), { recursive: true });
  await fs.writeFile(path.join(root, PT), PT_TEXT);
  await fs.writeFile(path.join(root, EN), EN_TEXT);
});

afterAll(() => proxy?.close());

describe('the editorial workflow in watch mode', () => {
  it('tells Decap the local backend has the editorial workflow', async () => {
    const r = await request('POST', '/admin/api/v1', JSON.stringify({ action: 'info' }));
    expect(JSON.parse(r.text).publish_modes).toContain('editorial_workflow');
  });

  it('keeps a saved draft out of content/, lists it, and reads it back as the site would show it', async () => {
    const r = await save([
      { path: PT, raw: '---\ntitle: Depois\nsummary: Resumo.\n---\n\nPrimeira linha.\n\nSegunda linha.' },
      { path: EN, raw: '---\ntitle: Before\n---\nText.' },
    ]);
    expect(r.status).toBe(200);
    expect(await onDisk(PT)).toBe(PT_TEXT);
    expect(await onDisk(EN)).toBe(EN_TEXT);
    expect((await call('unpublishedEntries')).json).toEqual(['treatments/x/index']);
    const un = (await call('unpublishedEntry', { id: 'treatments/x/index' })).json as {
      status: string;
      diffs: { path: string; newFile: boolean }[];
    };
    expect(un.status).toBe('draft');
    // Only the file the draft changes; English was left as it is.
    expect(un.diffs.map((d) => [d.path, d.newFile])).toEqual([[PT, false]]);
    const pt = (await call('unpublishedEntryDataFile', { ...entry, path: PT, id: PT })).json.data as string;
    expect(pt).toBe(PT_TEXT.replace('title: "Antes"', 'title: "Depois"'));
    // A language the draft leaves alone reads as on the site.
    expect((await call('unpublishedEntryDataFile', { ...entry, path: EN, id: EN })).json.data).toBe(EN_TEXT);
    // No draft: Decap opens the published entry.
    expect((await call('unpublishedEntry', { collection: 'treatments', slug: 'y/index' })).status).toBe(404);
  });

  it("moves a draft between the board's columns and deletes it without touching content/", async () => {
    await save([{ path: PT, raw: PT_TEXT.replace('Antes', 'Depois') }]);
    expect((await call('updateUnpublishedEntryStatus', { ...entry, newStatus: 'pending_review' })).status).toBe(200);
    expect((await call('unpublishedEntry', entry)).json.status).toBe('pending_review');
    expect((await call('updateUnpublishedEntryStatus', { ...entry, newStatus: 'published?' })).status).toBe(400);
    expect((await call('deleteUnpublishedEntry', entry)).status).toBe(200);
    expect((await call('unpublishedEntries')).json).toEqual([]);
    expect(await onDisk(PT)).toBe(PT_TEXT);
  });

  it('publishes only what the draft changed, formatting and comments kept, and forgets the draft', async () => {
    await save([{ path: PT, raw: '---\ntitle: Depois\nsummary: Resumo.\n---\n\nPrimeira linha.\n\nSegunda linha.' }]);
    const r = await call('publishUnpublishedEntry', entry);
    expect(r.status).toBe(200);
    expect(await onDisk(PT)).toBe(PT_TEXT.replace('title: "Antes"', 'title: "Depois"'));
    expect(await onDisk(EN)).toBe(EN_TEXT);
    expect((await call('unpublishedEntries')).json).toEqual([]);
    expect(checked.at(-1)).toMatchObject({ file: PT, checkOnly: true });
  });

  it("hands the site's rebuild the files a publication wrote, its picture first; a draft's save writes none", async () => {
    const picture = { path: 'content/treatments/x/foto.jpg', content: Buffer.from('jpeg').toString('base64') };
    await save([{ path: PT, raw: PT_TEXT.replace('Antes', 'Depois') }], [picture]);
    expect(releases.at(-1)).toEqual([]);
    expect((await call('publishUnpublishedEntry', entry)).status).toBe(200);
    expect(releases.at(-1)).toEqual([picture.path, PT]);
    expect(await fs.readFile(path.join(root, picture.path), 'utf8')).toBe('jpeg');
  });

  it('refuses to save a draft the build would refuse, in Portuguese naming the field', async () => {
    const r = await save([{ path: PT, raw: PT_TEXT.replace('Resumo.', `Pague em ${REFUSED_TEXT}.`) }]);
    expect(r.status).toBe(422);
    expect(r.json.error).toMatch(/^Nada foi salvo/);
    expect(r.json.error).toContain('(português), campo «Resumo»');
    expect((await call('unpublishedEntries')).json).toEqual([]);
  });

  it('does not publish a draft the build refuses as the site is now; the draft stays for fixing', async () => {
    await save([{ path: PT, raw: PT_TEXT.replace('Antes', 'Depois') }]);
    refuseEverything = true;
    const r = await call('publishUnpublishedEntry', entry);
    expect(r.status).toBe(422);
    expect(r.json.error).toMatch(/^Nada foi publicado/);
    expect(r.json.error).toContain('(português), campo «Resumo»');
    expect(r.json.fields).toEqual([{ lang: 'pt', label: 'Resumo' }]);
    expect(await onDisk(PT)).toBe(PT_TEXT);
    expect((await call('unpublishedEntries')).json).toEqual(['treatments/x/index']);
  });

  it('merges a change made on the site meanwhile, and refuses where both changed the same line', async () => {
    await save([{ path: PT, raw: PT_TEXT.replace('Segunda linha.', 'Segunda linha, no rascunho.') }]);
    await fs.writeFile(path.join(root, PT), PT_TEXT.replace('Primeira linha.', 'Primeira linha, no site.'));
    expect((await call('publishUnpublishedEntry', entry)).status).toBe(200);
    expect(await onDisk(PT)).toBe(
      PT_TEXT.replace('Primeira linha.', 'Primeira linha, no site.').replace(
        'Segunda linha.',
        'Segunda linha, no rascunho.',
      ),
    );

    const now = await onDisk(PT);
    await save([{ path: PT, raw: now.replace('Segunda linha, no rascunho.', 'Segunda, outra vez.') }]);
    await fs.writeFile(path.join(root, PT), now.replace('Segunda linha, no rascunho.', 'Segunda, no site.'));
    const r = await call('publishUnpublishedEntry', entry);
    expect(r.status).toBe(409);
    expect(r.json.error).toMatch(/^Nada foi publicado: content\/treatments\/x\/index\.pt\.md mudou no site/);
    expect(await onDisk(PT)).toContain('Segunda, no site.');
  });

  it("shows a draft's page whole, built from the draft's files, at the address the editor's button opens", async () => {
    await save([{ path: PT, raw: PT_TEXT.replace('Segunda linha.', 'Texto só do rascunho.') }]);
    const { json } = await call('getDeployPreview', entry);
    expect(json).toMatchObject({ status: 'SUCCESS' });
    const url = new URL(String(json.url));
    const page = await request('GET', `${url.pathname}x/`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Texto só do rascunho.');
    expect(checked.at(-1)).toMatchObject({ file: PT, lang: 'pt' });
    expect((await call('getDeployPreview', { collection: 'treatments', slug: 'y/index' })).json).toBeNull();
  });

  it('keeps a new picture of a draft out of content/ until it is published', async () => {
    const picture = { path: 'content/treatments/x/foto.png', content: Buffer.from('png').toString('base64') };
    await save([{ path: PT, raw: PT_TEXT.replace('Segunda linha.', '![Foto](foto.png)') }], [picture]);
    await expect(fs.access(path.join(root, picture.path))).rejects.toThrow();
    // The build's checks were given the picture from the draft: a file outside content/ with its bytes.
    const given = checked.at(-1)?.pictures ?? [];
    expect(given.map((p) => p.file)).toEqual([picture.path]);
    expect(path.relative(path.join(root, 'content'), given[0]!.at)).toMatch(/^\.\./);
    expect(await fs.readFile(given[0]!.at, 'utf8')).toBe('png');
    // The draft's page shows it: its encoded file is named under the draft's address and served there.
    const url = new URL(
      String((await call('getDeployPreview', { collection: 'treatments', slug: 'x/index' })).json.url),
    );
    const draftPage = await request('GET', `${url.pathname}x/`);
    expect(draftPage.text).toContain('<img src="/admin/rascunho-imagem/foto-400.abcd1234.webp">');
    expect(await request('GET', '/admin/rascunho-imagem/foto-400.abcd1234.webp')).toEqual({
      status: 200,
      text: 'webp',
    });
    await expect(fs.access(path.join(root, picture.path))).rejects.toThrow();
    const media = await call('unpublishedEntryMediaFile', { ...entry, path: picture.path, id: picture.path });
    expect(media.json).toMatchObject({ content: picture.content, name: 'foto.png' });
    expect((await call('publishUnpublishedEntry', entry)).status).toBe(200);
    expect(await fs.readFile(path.join(root, picture.path), 'utf8')).toBe('png');
    // Published, the draft's own copy goes with the draft.
    await expect(fs.access(given[0]!.at)).rejects.toThrow();
  });

  it('still reads a draft saved before its pictures were kept as files (the bytes inside the draft)', async () => {
    const picture = { path: 'content/treatments/x/velha.png', content: Buffer.from('old png').toString('base64') };
    const draft = {
      collection: 'treatments',
      slug: 'x/index',
      status: 'pending_publish',
      updatedAt: new Date().toISOString(),
      files: [{ path: PT, raw: PT_TEXT.replace('Segunda linha.', '![Foto](velha.png)'), base: PT_TEXT }],
      assets: [picture],
    };
    await fs.mkdir(path.join(root, '.cache/drafts'), { recursive: true });
    await fs.writeFile(
      path.join(root, '.cache/drafts', `${encodeURIComponent('treatments/x/index')}.json`),
      JSON.stringify(draft),
    );
    const media = await call('unpublishedEntryMediaFile', { ...entry, path: picture.path, id: picture.path });
    expect(media.json).toMatchObject({ content: picture.content, name: 'velha.png' });
    expect((await call('publishUnpublishedEntry', entry)).status).toBe(200);
    expect(await fs.readFile(path.join(root, picture.path), 'utf8')).toBe('old png');
  });
});
