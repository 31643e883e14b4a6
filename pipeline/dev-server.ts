/**
 * Serves dist/ on localhost for watch mode, with server-sent events at /__dev/events that
 * reload the open tab after a build, or show a build error as an overlay.
 */
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
};

export const DEV_CLIENT = `
const es = new EventSource('/__dev/events');
es.addEventListener('reload', () => location.reload());
es.addEventListener('css', (e) => {
  const link = document.querySelector('link[rel="stylesheet"]');
  if (link) link.href = JSON.parse(e.data);
});
es.addEventListener('error-report', (e) => {
  let box = document.getElementById('__dev-overlay');
  const text = JSON.parse(e.data);
  if (!text) { box?.remove(); return; }
  if (!box) { box = document.createElement('div'); box.id = '__dev-overlay'; document.body.append(box); }
  box.setAttribute('role', 'alert');
  box.style.cssText = 'position:fixed;inset:0;z-index:99999;overflow:auto;padding:2rem;background:rgba(20,20,30,.94);color:#fff;font:14px/1.5 ui-monospace,monospace;white-space:pre-wrap';
  box.textContent = text;
});`;

export interface DevServer {
  url: string;
  reload(): void;
  /** A CSS-only edit: swap the stylesheet without a full reload. */
  swapCss(href: string): void;
  reportError(text: string | null): void;
  close(): Promise<void>;
}

export async function startDevServer(distDir: string, port = 3000): Promise<DevServer> {
  const clients = new Set<http.ServerResponse>();
  let lastError: string | null = null;
  const send = (event: string, data: unknown) => {
    for (const c of clients) c.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/__dev/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      res.write(`event: error-report\ndata: ${JSON.stringify(lastError)}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    if (url.pathname === '/__dev/client.js') {
      res.writeHead(200, { 'content-type': TYPES['.js']! });
      res.end(DEV_CLIENT);
      return;
    }
    let file = path.join(distDir, decodeURIComponent(url.pathname));
    if (!file.startsWith(distDir)) {
      res.writeHead(403).end();
      return;
    }
    if (url.pathname.endsWith('/')) file = path.join(file, 'index.html');
    try {
      let body: Buffer | string = await fs.readFile(file);
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      if (type.startsWith('text/html')) body = body.toString('utf8').replace('</body>', '<script type="module" src="/__dev/client.js"></script></body>');
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    } catch {
      // The 404 page of the address's language, as the hosts' rules in _redirects do.
      const lang = /^\/(en|es|de|ar)\//.exec(url.pathname)?.[1];
      const page = lang ? path.join(distDir, lang, '404.html') : path.join(distDir, '404.html');
      const notFound = await fs.readFile(page).catch(() => fs.readFile(path.join(distDir, '404.html'))).catch(() => Buffer.from('Not found'));
      res.writeHead(404, { 'content-type': TYPES['.html']! });
      res.end(notFound);
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://localhost:${actual}/`,
    reload: () => send('reload', null),
    swapCss: (href) => send('css', href),
    reportError: (text) => {
      lastError = text;
      send('error-report', text);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const c of clients) c.end();
        server.close(() => resolve());
      }),
  };
}
