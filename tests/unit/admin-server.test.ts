/**
 * The editor's API in watch mode is a checked proxy to decap-server: only a page of this
 * server on localhost may call it, only files under content/ may be touched (no symlink out
 * of it), it takes what decap-server takes and answers malformed requests 400, a save keeps
 * the file's formatting, skips the languages nobody changed, and is refused in Portuguese when
 * the build would refuse it. decap-server itself listens on a socket only the proxy knows,
 * with content/ as its root.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHandler } from '../../editor/server/admin-server';
import { FRAME_GUARD } from '../../pipeline/outputs/hosting';
import { startDecapServer } from '../../editor/server/decap-server';
import type { PreviewRequest } from '../../editor/server/preview';
import { makeIssue } from '../../pipeline/error-catalog';

let root: string;
let server: http.Server;
/** What the save check is asked, and the issues it answers with (none: the save passes). */
const checked: PreviewRequest[] = [];
let issues: ReturnType<typeof makeIssue>[] = [];
let port = 0;
const received: { action: string; params: Record<string, unknown>; held?: boolean }[] = [];
/** Holds on the site's rebuild not yet released (watch mode's hold). */
let holding = 0;

const listen = (s: http.Server): Promise<number> =>
  new Promise((resolve) => s.listen(0, '127.0.0.1', () => resolve((s.address() as { port: number }).port)));

function request(
  pathname: string,
  opts: { method?: string; host?: string; origin?: string; body?: unknown; raw?: string | Buffer } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      host: opts.host ?? `localhost:${port}`,
      'content-type': 'application/json',
    };
    if (opts.origin) headers.origin = opts.origin;
    const req = http.request(
      { host: '127.0.0.1', port, path: pathname, method: opts.method ?? 'GET', headers },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.on('error', () => undefined);
    if (opts.raw !== undefined) req.write(opts.raw);
    if (opts.body !== undefined) req.write(JSON.stringify(opts.body));
    req.end();
  });
}

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'admin-proxy-'));
  await fs.mkdir(path.join(root, 'content/treatments/x'), { recursive: true });
  await fs.writeFile(
    path.join(root, 'content/treatments/x/index.pt.md'),
    '---\n# kept\ntitle: "Antes"\n---\n\nTexto.\n',
  );
  await fs.writeFile(path.join(root, 'content/treatments/x/index.en.md'), '---\ntitle: "Before"\n---\n\nText.\n');
  await fs.writeFile(path.join(root, 'README.md'), 'secret\n');
  // A symlink inside content/ to a file of the project outside it.
  await fs.symlink(path.join(root, 'README.md'), path.join(root, 'content/leak.md'));
  const decap = async (text: string) => {
    const r = JSON.parse(text) as (typeof received)[number];
    received.push({ ...r, held: holding > 0 });
    const answer =
      r.action === 'getEntry'
        ? { data: 'x', file: { path: r.params.path } }
        : r.action === 'getMedia'
          ? MEDIA.map((m) => ({ ...m, path: `${r.params.mediaFolder}/${m.name}` }))
          : r.action === 'getMediaFile'
            ? { ...MEDIA[1], path: r.params.path }
            : { message: 'ok' };
    return { status: 200, type: 'application/json', body: Buffer.from(JSON.stringify(answer)) };
  };
  const preview = async (req: PreviewRequest) => {
    checked.push(req);
    return issues.length ? { ok: false as const, error: 'refused', issues } : { ok: true as const, html: '', url: '' };
  };
  const hold = () => {
    holding++;
    let released = false;
    return () => {
      if (!released) holding--;
      released = true;
    };
  };
  const handle = adminHandler({ root, decap, preview, hold });
  server = http.createServer((req, res) => {
    void handle(req, res, new URL(req.url ?? '/', 'http://localhost')).then((done) => {
      if (!done) res.writeHead(404).end();
    });
  });
  port = await listen(server);
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  await fs.rm(root, { recursive: true, force: true });
});

/** The media list decap-server answers: a picture's bytes in base64, and a name that looks like JSON. */
const MEDIA = [
  { id: 'a1', content: Buffer.alloc(3000, 7).toString('base64'), encoding: 'base64', name: 'foto.jpg' },
  { id: 'b2', content: 'PHN2Zz4=', encoding: 'base64', name: 'a"path":"x.svg' },
];

const persist = (dataFiles: { path: string; raw: string; newPath?: string }[]) => ({
  action: 'persistEntry',
  params: { branch: 'main', dataFiles, assets: [], options: {} },
});

describe('the editor API in watch mode', () => {
  it('guards its page as the published editor does: hidden unless it is the top window', async () => {
    const page = await request('/admin/');
    expect(page.text).toContain('<style id="frame-guard">html{display:none !important}</style>');
    expect(page.text).toContain('<script src="frame-guard.js"></script>');
    const guard = await request('/admin/frame-guard.js');
    expect(guard.status).toBe(200);
    expect(guard.text).toBe(FRAME_GUARD);
  });

  it('answers a page of this server on localhost only (not another host, not another page)', async () => {
    expect(
      (await request('/admin/api/v1', { method: 'POST', host: 'evil.example', body: { action: 'info' } })).status,
    ).toBe(403);
    expect(
      (await request('/admin/api/v1', { method: 'POST', origin: 'http://evil.example', body: { action: 'info' } }))
        .status,
    ).toBe(403);
    expect(
      (await request('/admin/api/v1', { method: 'POST', origin: `http://localhost:${port}`, body: { action: 'info' } }))
        .status,
    ).toBe(200);
  });

  it('touches files under content/ only', async () => {
    const before = received.length;
    for (const p of ['package.json', 'content/../package.json', 'pipeline/index.ts', '/etc/passwd']) {
      const r = await request('/admin/api/v1', { method: 'POST', body: persist([{ path: p, raw: 'x' }]) });
      expect(r.status, p).toBe(403);
    }
    expect(
      (
        await request('/admin/api/v1', {
          method: 'POST',
          body: { action: 'deleteFiles', params: { paths: ['content/a.md', 'locales/pt.json'] } },
        })
      ).status,
    ).toBe(403);
    expect(received.length).toBe(before);
  });

  it('keeps a saved file as it was but for the change, and skips what did not change', async () => {
    const r = await request('/admin/api/v1', {
      method: 'POST',
      body: persist([
        { path: 'content/treatments/x/index.pt.md', raw: '---\ntitle: Depois\n---\nTexto.' },
        { path: 'content/treatments/x/index.en.md', raw: '---\ntitle: Before\n---\nText.' },
        // A language nobody wrote in: only what Decap filled in by itself.
        { path: 'content/treatments/x/index.de.md', raw: '---\ndraft: false\n---\n' },
      ]),
    });
    expect(r.status).toBe(200);
    const last = received.at(-1)!;
    // decap-server's root is content/: the path is given relative to it.
    expect(last.params.dataFiles).toEqual([
      { path: 'treatments/x/index.pt.md', raw: '---\n# kept\ntitle: "Depois"\n---\n\nTexto.\n' },
    ]);
  });

  it("gives decap-server paths under content/ and the editor its answers' paths as it asked", async () => {
    const r = await request('/admin/api/v1', {
      method: 'POST',
      body: { action: 'getEntry', params: { branch: 'main', path: 'content/./home.yaml' } },
    });
    expect(received.at(-1)!.params.path).toBe('home.yaml');
    expect(JSON.parse(r.text)).toEqual({ data: 'x', file: { path: 'content/./home.yaml' } });
  });

  it('gives the editor the media list with content/ on each path, and every other value as it was', async () => {
    const r = await request('/admin/api/v1', {
      method: 'POST',
      body: { action: 'getMedia', params: { branch: 'main', mediaFolder: 'content/images/team' } },
    });
    expect(received.at(-1)!.params.mediaFolder).toBe('images/team');
    expect(JSON.parse(r.text)).toEqual(MEDIA.map((m) => ({ ...m, path: `content/images/team/${m.name}` })));
  });

  it('finds a shared picture a page names where the editor looks for it, beside the page: its thumbnail, not ENOENT', async () => {
    await fs.mkdir(path.join(root, 'content/blog/posts/p'), { recursive: true });
    await fs.mkdir(path.join(root, 'content/images/blog'), { recursive: true });
    await fs.writeFile(
      path.join(root, 'content/blog/posts/p/index.pt.md'),
      '---\ncover: images/blog/capa.svg\n---\n\nTexto com ![um dente](/images/blog/dente.png).\n',
    );
    await fs.writeFile(path.join(root, 'content/images/blog/capa.svg'), '<svg/>');
    await fs.writeFile(path.join(root, 'content/images/blog/dente.png'), 'png');
    await fs.writeFile(path.join(root, 'content/blog/posts/p/foto.jpg'), 'jpg');
    const ask = (p: string) =>
      request('/admin/api/v1', {
        method: 'POST',
        body: { action: 'getMediaFile', params: { branch: 'main', path: p } },
      });
    // Decap asks for the page's images/blog/capa.svg as "<the page's folder>/capa.svg".
    const r = await ask('content/blog/posts/p/capa.svg');
    expect(r.status).toBe(200);
    expect(received.at(-1)!.params.path).toBe('images/blog/capa.svg');
    // Answered under the path it was asked by, where Decap keeps the thumbnail.
    expect(JSON.parse(r.text)).toMatchObject({ path: 'content/blog/posts/p/capa.svg' });
    await ask('content/blog/posts/p/dente.png');
    expect(received.at(-1)!.params.path).toBe('images/blog/dente.png');
    // A picture beside the page, and a name the page does not hold, are asked for as they are.
    await ask('content/blog/posts/p/foto.jpg');
    expect(received.at(-1)!.params.path).toBe('blog/posts/p/foto.jpg');
    await ask('content/blog/posts/p/outra.svg');
    expect(received.at(-1)!.params.path).toBe('blog/posts/p/outra.svg');
  });

  it('holds the rebuild while a request may write content/, never while the editor only reads', async () => {
    const from = received.length;
    const reads = [
      { action: 'getMedia', params: { branch: 'main', mediaFolder: 'content/images' } },
      { action: 'getEntry', params: { branch: 'main', path: 'content/treatments/x/index.pt.md' } },
      { action: 'entriesByFolder', params: { branch: 'main', folder: 'content/treatments', extension: 'md' } },
    ];
    const writes = [
      persist([{ path: 'content/treatments/x/index.en.md', raw: '---\ntitle: "After"\n---\n\nText.\n' }]),
      { action: 'deleteFile', params: { branch: 'main', path: 'content/treatments/x/gone.jpg' } },
    ];
    for (const body of [...reads, ...writes])
      expect((await request('/admin/api/v1', { method: 'POST', body })).status, body.action).toBe(200);
    const held = Object.fromEntries(received.slice(from).map((r) => [r.action, r.held]));
    expect(held).toEqual({
      getMedia: false,
      getEntry: false,
      entriesByFolder: false,
      persistEntry: true,
      deleteFile: true,
    });
    // Every hold is released once its answer is sent.
    expect(holding).toBe(0);
  });

  it('answers malformed JSON with 400, not an error page', async () => {
    for (const raw of ['{"action":', 'not json', '']) {
      const r = await request('/admin/api/v1', { method: 'POST', raw });
      expect(r.status, raw).toBe(400);
      expect(JSON.parse(r.text).error).toMatch(/inválido/);
    }
    expect((await request('/admin/preview', { method: 'POST', raw: '{' })).status).toBe(400);
  });

  it('answers a save whose file lacks its text with 400 and a message, writing nothing', async () => {
    const before = received.length;
    const page = 'content/treatments/x/index.en.md';
    const text = await fs.readFile(path.join(root, page), 'utf8');
    for (const file of [{ path: page }, { path: page, raw: 7 }]) {
      const r = await request('/admin/api/v1', {
        method: 'POST',
        raw: JSON.stringify({
          action: 'persistEntry',
          params: { branch: 'main', dataFiles: [file], assets: [], options: {} },
        }),
      });
      expect(r.status, JSON.stringify(file)).toBe(400);
      expect(JSON.parse(r.text).error).toMatch(/inválido/);
    }
    expect(received.length).toBe(before);
    expect(await fs.readFile(path.join(root, page), 'utf8')).toBe(text);
  });

  it('takes no more than decap-server does (50 MB), and refuses a picture over the stated limit with a message', async () => {
    const before = received.length;
    const big = await request('/admin/api/v1', { method: 'POST', raw: Buffer.alloc(51 * 1024 * 1024, 0x20) });
    expect(big.status).toBe(413);
    const picture = {
      path: 'content/images/team/x.jpg',
      content: Buffer.alloc(11 * 1000 * 1000).toString('base64'),
      encoding: 'base64',
    };
    const r = await request('/admin/api/v1', {
      method: 'POST',
      body: { action: 'persistMedia', params: { branch: 'main', asset: picture, options: { commitMessage: 'x' } } },
    });
    expect(r.status).toBe(413);
    expect(JSON.parse(r.text).error).toMatch(/Imagem grande demais: envie imagens de até 10 MB/);
    expect(received.length).toBe(before);
  });

  it('never follows a symlink out of content/ (neither to read nor to write)', async () => {
    const before = received.length;
    const read = await request('/admin/api/v1', {
      method: 'POST',
      body: { action: 'getEntry', params: { branch: 'main', path: 'content/leak.md' } },
    });
    expect(read.status).toBe(403);
    expect(read.text).not.toContain('secret');
    const write = await request('/admin/api/v1', {
      method: 'POST',
      body: persist([{ path: 'content/leak.md', raw: '---\ntitle: x\n---\n' }]),
    });
    expect(write.status).toBe(403);
    expect(received.length).toBe(before);
    expect(await fs.readFile(path.join(root, 'README.md'), 'utf8')).toBe('secret\n');
  });

  it('checks a save with the build before writing, and refuses it in Portuguese naming the field by its label', async () => {
    issues = [
      makeIssue('FIELD_INVALID', { field: 'title', detail: 'too short' }, 'content/treatments/x/index.pt.md', {
        line: 3,
        col: 1,
      }),
    ];
    const before = received.length;
    const r = await request('/admin/api/v1', {
      method: 'POST',
      body: persist([{ path: 'content/treatments/x/index.pt.md', raw: '---\ntitle: D\n---\nTexto.' }]),
    });
    issues = [];
    expect(r.status).toBe(422);
    const message = JSON.parse(r.text).error as string;
    expect(message).toMatch(/^Nada foi salvo/);
    expect(message).toContain('«D» (português), campo «Título»');
    expect(message).toContain('Como corrigir:');
    // The field the editor marks in its pane: its language and its label there.
    expect(JSON.parse(r.text).fields).toEqual([{ lang: 'pt', label: 'Título' }]);
    expect(received.length).toBe(before);
    expect(checked.at(-1)).toMatchObject({ file: 'content/treatments/x/index.pt.md', checkOnly: true });
  });

  it("shows the preview's refusal as a readable panel: a heading, then the points, each naming its field", async () => {
    issues = [
      makeIssue('FIELD_INVALID', { field: 'title', detail: 'too short' }, 'content/treatments/x/index.pt.md', {
        line: 3,
        col: 1,
      }),
      makeIssue('FIELD_INVALID', { field: 'description', detail: 'too short' }, 'content/treatments/x/index.pt.md', {
        line: 4,
        col: 1,
      }),
    ];
    const r = await request('/admin/preview', {
      method: 'POST',
      body: {
        collection: 'treatments',
        locale: 'pt',
        slug: 'x/index',
        path: 'content/treatments/x/index.pt.md',
        data: { title: 'D', description: 'E', body: 'Texto.' },
      },
    });
    issues = [];
    expect(r.status).toBe(200);
    expect(r.text).toMatch(/<h1>A página aparece aqui quando estes pontos forem resolvidos:<\/h1>/);
    expect(r.text.match(/<li>/g)).toHaveLength(2);
    expect(r.text).toMatch(/<li>«[^»]+» \(português\), campo «Título»/);
    expect(r.text).not.toContain('monospace');
  });

  it('serves a configuration whose local backend is this server', async () => {
    const r = await request('/admin/config.yml');
    expect(r.status).toBe(200);
    expect(r.text).toContain(`url: http://localhost:${port}/admin/api/v1`);
  });
});

describe('decap-server', () => {
  it('listens on a socket only its user can open, with content/ as its root', async () => {
    const site = await fs.mkdtemp(path.join(os.tmpdir(), 'decap-root-'));
    await fs.mkdir(path.join(site, 'content'));
    await fs.writeFile(path.join(site, 'content/a.md'), 'inside\n');
    await fs.writeFile(path.join(site, 'package.json'), '{"outside":true}\n');
    const decap = await startDecapServer(site);
    try {
      expect((await fs.stat(path.dirname(decap.socket))).mode & 0o077).toBe(0);
      const get = async (p: string) =>
        JSON.parse(
          (
            await decap.post(JSON.stringify({ action: 'getEntry', params: { branch: 'main', path: p } }))
          ).body.toString(),
        ) as { data: unknown };
      expect((await get('a.md')).data).toBe('inside\n');
      // The project's files are not under its root: not read, even by climbing out.
      expect((await get('package.json')).data).toBeNull();
      expect((await get('../package.json')).data).toBeUndefined();
    } finally {
      await decap.close();
      await fs.rm(site, { recursive: true, force: true });
    }
  });
});

describe('one way to write', () => {
  const api = (body: unknown) => request('/admin/api/v1', { method: 'POST', body });
  const page = '---\ntitle: "Antes"\n---\n\nTexto.\n';

  it('refuses every write the save check would not see, and sends none of them on', async () => {
    const before = received.length;
    const refused: [string, unknown, number][] = [
      [
        'the legacy entry parameter',
        {
          action: 'persistEntry',
          params: { branch: 'main', entry: { path: 'content/team.yaml', raw: 'x' }, assets: [], options: {} },
        },
        400,
      ],
      [
        'an upload onto a YAML file',
        {
          action: 'persistMedia',
          params: { branch: 'main', asset: { path: 'content/site.yaml', content: 'eA==', encoding: 'base64' } },
        },
        403,
      ],
      [
        'the deletion of a data file',
        { action: 'deleteFile', params: { branch: 'main', path: 'content/team.yaml' } },
        403,
      ],
      [
        'the deletion of a page whose collection keeps its pages (treatments)',
        { action: 'deleteFiles', params: { branch: 'main', paths: ['content/treatments/x/index.pt.md'] } },
        403,
      ],
      [
        'a draft whose path climbs out of its folder',
        {
          action: 'persistEntry',
          params: {
            branch: 'main',
            dataFiles: [{ path: 'content/blog/posts/../../package.json', raw: '{}', slug: 'x' }],
            assets: [],
            options: { useWorkflow: true, collectionName: 'posts' },
          },
        },
        403,
      ],
      ['a file outside every collection', persist([{ path: 'content/notes.md', raw: page }]), 403],
      [
        'a rename out of the collection',
        persist([{ path: 'content/treatments/x/index.en.md', raw: page, newPath: 'content/x.md' }]),
        403,
      ],
      ['an action the editor does not have', { action: 'someNewAction', params: { branch: 'main' } }, 400],
    ];
    for (const [name, body, status] of refused) {
      const r = await api(body);
      expect(r.status, name).toBe(status);
      expect(JSON.parse(r.text).error, name).toMatch(/\S/);
    }
    expect(received.slice(before)).toEqual([]);
    await expect(fs.access(path.join(root, 'content/package.json'))).rejects.toThrow();
  });

  it('takes a picture in the media folder or beside a page', async () => {
    const upload = (p: string) =>
      api({
        action: 'persistMedia',
        params: { branch: 'main', asset: { path: p, content: 'eA==', encoding: 'base64' } },
      });
    expect((await upload('content/images/blog/foto.jpg')).status).toBe(200);
    expect((await upload('content/treatments/x/foto.jpg')).status).toBe(200);
  });

  it('checks an upload as a save: a picture the build cannot read is refused, and not written', async () => {
    const before = received.length;
    const file = 'content/images/blog/ruim.jpg';
    const upload = () =>
      api({
        action: 'persistMedia',
        params: { branch: 'main', asset: { path: file, content: 'eA==', encoding: 'base64' } },
      });
    issues = [makeIssue('IMAGE_UNREADABLE', { detail: 'not a JPEG' }, file)];
    try {
      const r = await upload();
      expect(r.status).toBe(422);
      expect(JSON.parse(r.text).error).toContain('não pôde ser lida');
      expect(checked.at(-1)?.pictures?.map((p) => p.file)).toEqual([file]);
      expect(received.slice(before)).toEqual([]);
      // A problem elsewhere in the site is not this upload's.
      issues = [makeIssue('IMAGE_UNREADABLE', { detail: 'x' }, 'content/images/other.jpg')];
      expect((await upload()).status).toBe(200);
    } finally {
      issues = [];
    }
  });

  it('refuses to delete a post other pages link to, naming them by title, and touches no file', async () => {
    const before = received.length;
    const post = 'content/blog/posts/p/index.pt.md';
    issues = [
      makeIssue('LINK_BROKEN', { url: '/blog/p/', slug: 'p' }, 'content/treatments/x/index.pt.md', {
        line: 6,
        col: 1,
      }),
    ];
    try {
      const r = await api({ action: 'deleteFiles', params: { branch: 'main', paths: [post] } });
      expect(r.status).toBe(409);
      const error = JSON.parse(r.text).error as string;
      expect(error).toContain('Nada foi excluído');
      // The linking page by its title (the file's own, as the test's saves left it), with the way out; no path.
      expect(error).toMatch(/«(Antes|Depois)»/);
      expect(error).toContain('mantenha esta entrada');
      expect(error).not.toMatch(/content\/|linha \d/);
      expect(checked.at(-1)?.removed).toEqual([post]);
      expect(received.slice(before)).toEqual([]);
    } finally {
      issues = [];
    }
    // Needed by nothing: the deletion goes on.
    expect((await api({ action: 'deleteFiles', params: { branch: 'main', paths: [post] } })).status).toBe(200);
  });
});
