/**
 * The editor's server (editor/server/admin-server.ts) on a free local port over a temporary
 * site folder, decap-server and the build's check stood in by the test: what the unit tests of
 * its API share.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { adminHandler, type AdminOptions } from '../../editor/server/admin-server';

export interface AdminProxy {
  /** The site folder the server reads and writes (content/, .cache/). */
  root: string;
  /** One request to the server, as a page of this server on localhost sends it. */
  request(method: string, pathname: string, body?: string): Promise<{ status: number; text: string }>;
  /** One action of Decap's local backend API, on branch main. */
  call(
    action: string,
    params?: Record<string, unknown>,
  ): Promise<{ status: number; json: Record<string, unknown> & { error?: string } }>;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

export async function startAdminProxy(folderPrefix: string, opts: Omit<AdminOptions, 'root'>): Promise<AdminProxy> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), folderPrefix));
  const handle = adminHandler({ ...opts, root });
  const server = http.createServer((req, res) => {
    void handle(req, res, new URL(req.url ?? '/', 'http://localhost')).then((done) => {
      if (!done) res.writeHead(404).end();
    });
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(address && typeof address === 'object' ? address.port : 0);
    }),
  );
  const request: AdminProxy['request'] = (method, pathname, body) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: pathname,
          method,
          headers: { host: `localhost:${port}`, 'content-type': 'application/json' },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  return {
    root,
    request,
    async call(action, params = {}) {
      const r = await request(
        'POST',
        '/admin/api/v1',
        JSON.stringify({ action, params: { branch: 'main', ...params } }),
      );
      const json: Record<string, unknown> & { error?: string } = JSON.parse(r.text);
      return { status: r.status, json };
    },
    async close() {
      await new Promise((r) => server.close(r));
      await fs.rm(root, { recursive: true, force: true });
    },
  };
}
