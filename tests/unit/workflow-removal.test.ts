/**
 * Removing is as safe as saving, in the editorial workflow: Decap deletes a published entry
 * (and starts "Despublicar") by deleting its files, and the editor's server answers that as a
 * publication: checked by the build first (refused, naming the linking page by its title, with
 * not one byte of content/ changed), else the files go with the pictures only they named. A
 * picture a page shows or a waiting draft names is not deleted from the media library; a plain
 * save that stops naming a picture takes its file out of content/ too; a deleted entry's kept
 * pictures stay only while a waiting draft names them.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAdminProxy, type AdminProxy } from '../support/admin-proxy';
import type { PreviewRequest } from '../../editor/server/preview';
import { makeIssue } from '../../pipeline/error-catalog';

let root: string;
let proxy: AdminProxy;
/** Whether the treatment page links to post p (the build then refuses p's removal). */
let linked = true;
/** The actions decap-server received. */
const received: string[] = [];
/** What each request that held the site's rebuild handed over when it let go. */
const releases: (readonly string[] | undefined)[] = [];

const TREATMENT = 'content/treatments/x/index.pt.md';
const POST = 'content/blog/posts/p';
const POST_FILES = [`${POST}/index.pt.md`, `${POST}/index.en.md`];
const OWN_PICTURE = `${POST}/capa.jpg`;
const SHARED_PICTURE = 'content/images/blog/partilhada.jpg';
const POST_TEXT = (title: string) =>
  `---\ntitle: "${title}"\ncover: capa.jpg\n---\n\n![Foto](/images/blog/partilhada.jpg)\n`;
const OTHER = 'content/blog/posts/q/index.pt.md';
const OTHER_PICTURE = 'content/blog/posts/q/velha.jpg';

const call = (action: string, params?: Record<string, unknown>) => proxy.call(action, params);

/** Every file under content/ with its bytes. */
async function contentBytes(): Promise<Map<string, string>> {
  const entries = await fs.readdir(path.join(root, 'content'), { recursive: true, withFileTypes: true });
  const out = new Map<string, string>();
  for (const e of entries.filter((x) => x.isFile()).sort((a, b) => a.name.localeCompare(b.name))) {
    const abs = path.join(e.parentPath, e.name);
    out.set(path.relative(root, abs), (await fs.readFile(abs)).toString('base64'));
  }
  return out;
}

const exists = (file: string): Promise<boolean> =>
  fs.access(path.join(root, file)).then(
    () => true,
    () => false,
  );

/** The deleted entries' pictures kept for a draft that may bring them back, by the path they had. */
async function keptRemoved(): Promise<string[]> {
  const names = await fs.readdir(path.join(root, '.cache', 'drafts', 'removed')).catch((): string[] => []);
  return names.map(decodeURIComponent).sort();
}

/** "Despublicar"'s second step: post p saved again as a ready draft. */
const saveDraftOfP = () =>
  call('persistEntry', {
    dataFiles: POST_FILES.map((f, i) => ({ path: f, raw: POST_TEXT(i ? 'A post' : 'Um post'), slug: 'p/index' })),
    assets: [],
    options: { collectionName: 'posts', useWorkflow: true, status: 'pending_publish' },
  });

/** A waiting draft of post q whose text names `picture` instead of its own. */
const saveDraftOfQ = (picture: string) =>
  call('persistEntry', {
    dataFiles: [
      { path: OTHER, raw: `---\ntitle: "Outro em rascunho"\ncover: ${picture}\n---\n\nTexto.\n`, slug: 'q/index' },
    ],
    assets: [],
    options: { collectionName: 'posts', useWorkflow: true, status: 'draft' },
  });

async function put(file: string, text: string): Promise<void> {
  await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await fs.writeFile(path.join(root, file), text);
}

beforeAll(async () => {
  // decap-server as it is: it writes what a plain save sends and deletes what it is asked to.
  const decap = async (text: string) => {
    const r = JSON.parse(text) as { action: string; params: { dataFiles?: { path: string; raw: string }[] } };
    received.push(r.action);
    if (r.action === 'persistEntry')
      for (const f of r.params.dataFiles ?? []) await put(path.join('content', f.path), f.raw);
    return { status: 200, type: 'application/json', body: Buffer.from('{"message":"ok"}') };
  };
  const preview = async (req: PreviewRequest) =>
    linked && req.removed?.some((f) => f.startsWith(`${POST}/`))
      ? {
          ok: false as const,
          error: 'refused',
          issues: [makeIssue('LINK_BROKEN', { url: '/blog/p/', slug: 'p' }, TREATMENT, { line: 6, col: 1 })],
        }
      : { ok: true as const, html: '', url: '' };
  const hold = () => (written?: readonly string[]) => void releases.push(written);
  proxy = await startAdminProxy('admin-removal-', { decap, preview, hold });
  root = proxy.root;
});

beforeEach(async () => {
  linked = true;
  received.length = 0;
  await fs.rm(path.join(root, 'content'), { recursive: true, force: true });
  await fs.rm(path.join(root, '.cache'), { recursive: true, force: true });
  await put(TREATMENT, '---\ntitle: "Antes"\n---\n\nLeia [o post](/blog/p/). ![x](/images/blog/partilhada.jpg)\n');
  await put(POST_FILES[0]!, POST_TEXT('Um post'));
  await put(POST_FILES[1]!, POST_TEXT('A post'));
  await put(OWN_PICTURE, 'jpeg of p');
  await put(SHARED_PICTURE, 'shared jpeg');
  await put(OTHER, '---\ntitle: "Outro"\ncover: velha.jpg\n---\n\nTexto.\n');
  await put(OTHER_PICTURE, 'old jpeg');
});

afterAll(() => proxy?.close());

describe('removing an entry in the editorial workflow', () => {
  it('refuses to delete a linked post by the linking page’s title, and changes nothing on disk', async () => {
    const before = await contentBytes();
    const r = await call('deleteFiles', { paths: POST_FILES, options: { commitMessage: 'Delete p' } });
    expect(r.status).toBe(409);
    expect(r.json.error).toContain('«Antes»');
    expect(r.json.error).not.toMatch(/content\/|linha \d/);
    expect(await contentBytes()).toEqual(before);
    expect(received).toEqual([]);
    expect(releases.at(-1)).toEqual([]);
  });

  it('deletes a post nothing links to with the pictures only it named; a shared one stays', async () => {
    linked = false;
    const r = await call('deleteFiles', { paths: POST_FILES, options: { commitMessage: 'Delete p' } });
    expect(r.status).toBe(200);
    for (const f of POST_FILES) expect(await exists(f)).toBe(false);
    expect(await exists(OWN_PICTURE)).toBe(false);
    expect(await exists(POST)).toBe(false);
    expect(await exists(SHARED_PICTURE)).toBe(true);
    expect(await exists(OTHER_PICTURE)).toBe(true);
    // The workflow deleted them, and handed the site's rebuild every file that went.
    expect(received).toEqual([]);
    expect(releases.at(-1)).toEqual([...POST_FILES, OWN_PICTURE]);
  });

  it('"Despublicar" (delete, then save as a ready draft) keeps the post’s picture with its draft', async () => {
    linked = false;
    expect((await call('deleteFiles', { paths: POST_FILES })).status).toBe(200);
    const saved = await call('persistEntry', {
      dataFiles: POST_FILES.map((f, i) => ({ path: f, raw: POST_TEXT(i ? 'A post' : 'Um post'), slug: 'p/index' })),
      assets: [],
      options: { collectionName: 'posts', useWorkflow: true, status: 'pending_publish' },
    });
    expect(saved.status).toBe(200);
    const draft = (await call('unpublishedEntry', { id: 'posts/p/index' })).json as { diffs: { path: string }[] };
    expect(draft.diffs.map((d) => d.path)).toContain(OWN_PICTURE);
    expect((await call('publishUnpublishedEntry', { collection: 'posts', slug: 'p/index' })).status).toBe(200);
    expect(await fs.readFile(path.join(root, OWN_PICTURE), 'utf8')).toBe('jpeg of p');
  });
});

describe('deleting a picture from the media library', () => {
  it('is refused while a page shows it, naming the page by its title; an unused one goes on to decap-server', async () => {
    const before = await contentBytes();
    const r = await call('deleteFiles', { paths: [SHARED_PICTURE], options: { commitMessage: 'Delete media' } });
    expect(r.status).toBe(409);
    expect(r.json.error).toContain('«Antes»');
    expect(r.json.error).toContain('«Um post»');
    expect(r.json.error).not.toMatch(/content\/|linha \d/);
    expect(await contentBytes()).toEqual(before);
    expect(received).toEqual([]);
    await put('content/images/blog/sobra.jpg', 'unused jpeg');
    expect((await call('deleteFiles', { paths: ['content/images/blog/sobra.jpg'] })).status).toBe(200);
    expect(received).toEqual(['deleteFiles']);
  });

  it('is refused while a waiting draft names it, naming the draft by its title; nothing changes', async () => {
    await put('content/images/blog/nova.jpg', 'new jpeg');
    expect((await saveDraftOfQ('/images/blog/nova.jpg')).status).toBe(200);
    const before = await contentBytes();
    const r = await call('deleteFiles', { paths: ['content/images/blog/nova.jpg'] });
    expect(r.status).toBe(409);
    expect(r.json.error).toContain('«Outro em rascunho»');
    expect(r.json.error).toMatch(/rascunho/);
    expect(r.json.error).not.toMatch(/content\/|linha \d/);
    expect(await contentBytes()).toEqual(before);
    expect(received).toEqual([]);
    // Once the draft is gone, nothing holds the picture.
    expect((await call('deleteUnpublishedEntry', { collection: 'posts', slug: 'q/index' })).status).toBe(200);
    expect((await call('deleteFiles', { paths: ['content/images/blog/nova.jpg'] })).status).toBe(200);
    expect(received).toEqual(['deleteFiles']);
  });
});

describe('a deleted entry’s pictures kept under .cache/drafts/removed/', () => {
  it('stay while a waiting draft names them, and go once no draft does (its publication or deletion)', async () => {
    linked = false;
    expect((await call('deleteFiles', { paths: POST_FILES })).status).toBe(200);
    expect(await keptRemoved()).toContain(OWN_PICTURE);
    expect((await saveDraftOfP()).status).toBe(200);
    expect((await saveDraftOfQ('/images/blog/partilhada.jpg')).status).toBe(200);
    // Another draft goes: p's draft still names its picture, so the kept copy stays.
    expect((await call('deleteUnpublishedEntry', { collection: 'posts', slug: 'q/index' })).status).toBe(200);
    expect(await keptRemoved()).toContain(OWN_PICTURE);
    expect((await call('publishUnpublishedEntry', { collection: 'posts', slug: 'p/index' })).status).toBe(200);
    expect(await exists(OWN_PICTURE)).toBe(true);
    expect(await keptRemoved()).toEqual([]);
  });

  it('go when the draft that could bring them back is deleted instead', async () => {
    linked = false;
    expect((await call('deleteFiles', { paths: POST_FILES })).status).toBe(200);
    expect((await saveDraftOfP()).status).toBe(200);
    expect((await call('deleteUnpublishedEntry', { collection: 'posts', slug: 'p/index' })).status).toBe(200);
    expect(await keptRemoved()).toEqual([]);
  });
});

describe('a plain save (without the workflow)', () => {
  it('takes the picture it stops naming out of content/, once written; one still named stays', async () => {
    const r = await call('persistEntry', {
      dataFiles: [{ path: OTHER, raw: '---\ntitle: "Outro"\ncover: /images/blog/partilhada.jpg\n---\n\nTexto.\n' }],
      assets: [],
      options: {},
    });
    expect(r.status).toBe(200);
    expect(received).toEqual(['persistEntry']);
    expect(await exists(OTHER_PICTURE)).toBe(false);
    expect(await exists(SHARED_PICTURE)).toBe(true);
    expect(releases.at(-1)).toEqual([OTHER_PICTURE]);
  });
});
