/**
 * /admin/ in watch mode: the editor's page and files, its config (generated per request, so
 * a new category or author shows at the next load), the local backend behind a checked
 * proxy, and the preview renderer.
 *
 * The proxy is the only way to decap-server: a request must come to localhost by its own
 * name (a page elsewhere cannot reach it, even by DNS rebinding), may touch files under
 * content/ only, and a save keeps the file's formatting (keep-format.ts).
 */
import type http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LANG, isLang } from '../../../model/languages';
import { adminPage, adminScript, decapFile } from './admin-files';
import { decapConfigYaml, type BackendBlock } from './decap-config';
import { readContentOptions } from './content-options';
import { isBlank, keepFormat } from './keep-format';
import { previewSource, type PreviewEntry } from './preview-source';
import type { PreviewReply, PreviewRequest } from './preview';

export interface AdminOptions {
  /** The site's folder (content/ is read and written there). */
  root: string;
  /** decap-server's address, when it runs. */
  backendUrl?: string;
  /** Renders a preview in the watch worker. */
  preview?: (req: PreviewRequest) => Promise<PreviewReply>;
  backend?: BackendBlock;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => Promise<boolean>;

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** Only a browser on this machine, on a page of this server, may use the editor's API. */
function fromHere(req: http.IncomingMessage): boolean {
  const host = req.headers.host ?? '';
  const name = host.replace(/:\d+$/, '');
  if (!LOCAL_HOSTS.includes(name)) return false;
  const origin = req.headers.origin;
  return origin === undefined || origin === `http://${host}`;
}

async function body(req: http.IncomingMessage, limit = 60 * 1024 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Error('request too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Every path a backend request names; each must lie under content/. */
function pathsOf(params: Record<string, unknown>): string[] {
  const out: string[] = [];
  const add = (v: unknown): void => {
    if (typeof v === 'string') out.push(v);
  };
  for (const key of ['path', 'folder', 'mediaFolder', 'newPath']) add(params[key]);
  for (const key of ['paths']) if (Array.isArray(params[key])) (params[key] as unknown[]).forEach(add);
  for (const key of ['dataFiles', 'assets', 'files']) {
    const list = params[key];
    if (Array.isArray(list)) for (const f of list as Record<string, unknown>[]) [f.path, f.newPath].forEach(add);
  }
  for (const key of ['entry', 'asset']) {
    const one = params[key] as Record<string, unknown> | undefined;
    if (one) [one.path, one.newPath].forEach(add);
  }
  return out;
}

const insideContent = (p: string): boolean => {
  const n = path.posix.normalize(p.replace(/\\/g, '/'));
  return (n === 'content' || n.startsWith('content/')) && !n.split('/').includes('..');
};

const send = (res: http.ServerResponse, status: number, type: string, text: string | Buffer): void => {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(text);
};

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The preview pane's page when the entry cannot be shown: what the build would say. */
const problemPage = (text: string): string =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;padding:1.5rem;font:14px/1.5 ui-monospace,monospace;white-space:pre-wrap;background:#1e1e28;color:#fff">${escape(text)}</body></html>`;

export function adminHandler(opts: AdminOptions): Handler {
  let script: Promise<string> | undefined;
  const backend = opts.backend ?? { name: 'git-gateway', branch: 'main' };

  async function api(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (!opts.backendUrl) return send(res, 503, 'application/json', JSON.stringify({ error: 'decap-server is not running' }));
    const text = await body(req);
    const request = JSON.parse(text) as { action?: string; params?: Record<string, unknown> };
    const params = request.params ?? {};
    const outside = pathsOf(params).filter((p) => !insideContent(p));
    if (outside.length) return send(res, 403, 'application/json', JSON.stringify({ error: `outside content/: ${outside.join(', ')}` }));
    if (request.action === 'persistEntry' && Array.isArray(params.dataFiles)) {
      const files: { path: string; raw: string }[] = [];
      for (const f of params.dataFiles as { path: string; raw: string }[]) {
        const before = await fs.readFile(path.join(opts.root, f.path), 'utf8').catch(() => undefined);
        const raw = keepFormat(f.path, before, f.raw);
        // Decap sends every language; one left as it was is not written (nor rebuilt), and
        // a language nobody wrote in gets no file (no page), whatever defaults it holds.
        if (raw !== before && !(before === undefined && f.path.endsWith('.md') && isBlank(raw))) files.push({ ...f, raw });
      }
      params.dataFiles = files;
    }
    const answer = await fetch(opts.backendUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) });
    send(res, answer.status, answer.headers.get('content-type') ?? 'application/json', Buffer.from(await answer.arrayBuffer()));
  }

  async function preview(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (!opts.preview) return send(res, 503, 'text/html; charset=utf-8', problemPage('The preview needs npm run dev.'));
    const entry = JSON.parse(await body(req, 5 * 1024 * 1024)) as PreviewEntry;
    const lang = isLang(entry.locale) ? entry.locale : DEFAULT_LANG;
    const source = previewSource({ ...entry, locale: lang });
    if (!source) return send(res, 200, 'text/html; charset=utf-8', problemPage('This entry has no page of its own.'));
    const reply = await opts.preview({ ...source, lang });
    if (!reply.ok) return send(res, 200, 'text/html; charset=utf-8', problemPage(reply.error));
    // Addresses in the page are the site's: they resolve against the dev server.
    const html = reply.html.replace('<head>', `<head><base href="http://${req.headers.host ?? 'localhost'}${reply.url}">`);
    send(res, 200, 'text/html; charset=utf-8', html);
  }

  return async (req, res, url) => {
    if (url.pathname === '/admin') {
      res.writeHead(301, { location: '/admin/' }).end();
      return true;
    }
    if (!url.pathname.startsWith('/admin/')) return false;
    const name = url.pathname.slice('/admin/'.length);
    if (!fromHere(req)) {
      send(res, 403, 'text/plain; charset=utf-8', 'The editor answers on localhost only.');
      return true;
    }
    if (req.method === 'POST' && name === 'api/v1') await api(req, res);
    else if (req.method === 'POST' && name === 'preview') await preview(req, res);
    else if (name === '' || name === 'index.html') send(res, 200, 'text/html; charset=utf-8', adminPage({ previewUrl: '/admin/preview' }));
    else if (name === 'config.yml') {
      const local = `http://${req.headers.host ?? 'localhost'}/admin/api/v1`;
      send(res, 200, 'text/yaml; charset=utf-8', decapConfigYaml({ options: readContentOptions(path.join(opts.root, 'content')), backend, localBackend: local }));
    } else if (name === 'admin.js') {
      script ??= adminScript();
      send(res, 200, 'text/javascript; charset=utf-8', await script);
    } else if (name.startsWith('decap/')) {
      const file = await decapFile(name.slice('decap/'.length));
      if (file) send(res, 200, name.endsWith('.wasm') ? 'application/wasm' : 'text/javascript; charset=utf-8', file);
      else send(res, 404, 'text/plain; charset=utf-8', 'Not found');
    } else send(res, 404, 'text/plain; charset=utf-8', 'Not found');
    return true;
  };
}
