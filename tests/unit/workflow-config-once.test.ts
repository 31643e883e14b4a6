/**
 * A publication works the editor's configuration out once: its write rules, its check and its
 * notice each ask for it, and working it out reads the content's option files and every page's
 * Portuguese front matter (a request's time before its check, for the editor waiting on it).
 * Each time it is worked out is counted by its listing of content/treatments/.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminHandler } from '../../editor/server/admin-server';
import type { PreviewRequest } from '../../editor/server/preview';

const reads = vi.hoisted(() => ({ folder: 0 }));
// Working the configuration out lists each page kind's folder once (content-options.ts).
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  const readdirSync: typeof real.readdirSync = ((...args: Parameters<typeof real.readdirSync>) => {
    if (String(args[0]).endsWith(`${path.sep}content${path.sep}treatments`)) reads.folder++;
    return real.readdirSync(...args);
  }) as typeof real.readdirSync;
  return { ...real, default: { ...real, readdirSync }, readdirSync };
});

const PT = 'content/treatments/x/index.pt.md';
const PT_TEXT = '---\ntitle: "Antes"\nsummary: Resumo.\n---\n\nPrimeira linha.\n';
let root: string;
let server: http.Server;
let port = 0;

function call(action: string, params: Record<string, unknown>): Promise<number> {
  const body = JSON.stringify({ action, params: { branch: 'main', ...params } });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/admin/api/v1',
        method: 'POST',
        headers: { host: `localhost:${port}`, 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'admin-config-once-'));
  await fs.mkdir(path.join(root, 'content/treatments/x'), { recursive: true });
  await fs.writeFile(path.join(root, PT), PT_TEXT);
  await fs.writeFile(path.join(root, 'content/team.yaml'), 'owners: []\nmembers: []\n');
  const decap = async () => ({ status: 200, type: 'application/json', body: Buffer.from('{"message":"ok"}') });
  const preview = async (req: PreviewRequest) => ({ ok: true as const, html: req.text, url: '/x/' });
  const handle = adminHandler({ root, decap, preview, hold: () => () => undefined });
  server = http.createServer((req, res) => {
    void handle(req, res, new URL(req.url ?? '/', 'http://localhost')).then((done) => {
      if (!done) res.writeHead(404).end();
    });
  });
  port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  await fs.rm(root, { recursive: true, force: true });
});

describe("a publication's configuration", () => {
  it('is worked out once per request, not once per rule, check and notice', async () => {
    const saved = await call('persistEntry', {
      dataFiles: [{ path: PT, raw: PT_TEXT.replace('Antes', 'Depois'), slug: 'x/index' }],
      assets: [],
      options: { collectionName: 'treatments', useWorkflow: true, status: 'draft', commitMessage: 'x' },
    });
    expect(saved).toBe(200);
    reads.folder = 0;
    expect(await call('publishUnpublishedEntry', { collection: 'treatments', slug: 'x/index' })).toBe(200);
    expect(await fs.readFile(path.join(root, PT), 'utf8')).toContain('Depois');
    expect(reads.folder).toBe(1);
    // The next request reads the content again: a new category or author shows at once.
    reads.folder = 0;
    expect(
      await call('persistEntry', {
        dataFiles: [{ path: PT, raw: PT_TEXT.replace('Antes', 'Outra'), slug: 'x/index' }],
        assets: [],
        options: { collectionName: 'treatments', useWorkflow: true, status: 'draft', commitMessage: 'x' },
      }),
    ).toBe(200);
    expect(reads.folder).toBe(1);
  });
});
