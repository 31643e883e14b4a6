/**
 * The editor's API in watch mode is a checked proxy to decap-server: only a page of this
 * server on localhost may call it, only files under content/ may be touched, and a save keeps
 * the file's formatting and skips the languages nobody changed.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHandler } from '../../pipeline/dev/admin/admin-server';

let root: string;
let backend: http.Server;
let server: http.Server;
let port = 0;
const received: { action: string; params: Record<string, unknown> }[] = [];

const listen = (s: http.Server): Promise<number> =>
  new Promise((resolve) => s.listen(0, '127.0.0.1', () => resolve((s.address() as { port: number }).port)));

function request(pathname: string, opts: { method?: string; host?: string; origin?: string; body?: unknown } = {}): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: opts.host ?? `localhost:${port}`, 'content-type': 'application/json' };
    if (opts.origin) headers.origin = opts.origin;
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method: opts.method ?? 'GET', headers }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    if (opts.body !== undefined) req.write(JSON.stringify(opts.body));
    req.end();
  });
}

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'admin-proxy-'));
  await fs.mkdir(path.join(root, 'content/treatments/x'), { recursive: true });
  await fs.writeFile(path.join(root, 'content/treatments/x/index.pt.md'), '---\n# kept\ntitle: "Antes"\n---\n\nTexto.\n');
  await fs.writeFile(path.join(root, 'content/treatments/x/index.en.md'), '---\ntitle: "Before"\n---\n\nText.\n');
  backend = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => {
      received.push(JSON.parse(text) as (typeof received)[number]);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"message":"ok"}');
    });
  });
  const backendPort = await listen(backend);
  const handle = adminHandler({ root, backendUrl: `http://127.0.0.1:${backendPort}/api/v1` });
  server = http.createServer((req, res) => {
    void handle(req, res, new URL(req.url ?? '/', 'http://localhost')).then((done) => {
      if (!done) res.writeHead(404).end();
    });
  });
  port = await listen(server);
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  await new Promise((r) => backend.close(r));
  await fs.rm(root, { recursive: true, force: true });
});

const persist = (dataFiles: { path: string; raw: string }[]) => ({ action: 'persistEntry', params: { branch: 'main', dataFiles, assets: [], options: {} } });

describe('the editor API in watch mode', () => {
  it('answers a page of this server on localhost only (not another host, not another page)', async () => {
    expect((await request('/admin/api/v1', { method: 'POST', host: 'evil.example', body: { action: 'info' } })).status).toBe(403);
    expect((await request('/admin/api/v1', { method: 'POST', origin: 'http://evil.example', body: { action: 'info' } })).status).toBe(403);
    expect((await request('/admin/api/v1', { method: 'POST', origin: `http://localhost:${port}`, body: { action: 'info' } })).status).toBe(200);
  });

  it('touches files under content/ only', async () => {
    const before = received.length;
    for (const p of ['package.json', 'content/../package.json', 'pipeline/index.ts', '/etc/passwd']) {
      const r = await request('/admin/api/v1', { method: 'POST', body: persist([{ path: p, raw: 'x' }]) });
      expect(r.status, p).toBe(403);
    }
    expect((await request('/admin/api/v1', { method: 'POST', body: { action: 'deleteFiles', params: { paths: ['content/a.md', 'locales/pt.json'] } } })).status).toBe(403);
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
    expect(last.params.dataFiles).toEqual([{ path: 'content/treatments/x/index.pt.md', raw: '---\n# kept\ntitle: "Depois"\n---\n\nTexto.\n' }]);
  });

  it('serves a configuration whose local backend is this server', async () => {
    const r = await request('/admin/config.yml');
    expect(r.status).toBe(200);
    expect(r.text).toContain(`url: http://localhost:${port}/admin/api/v1`);
  });
});
