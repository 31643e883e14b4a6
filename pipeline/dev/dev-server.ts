/**
 * Serves dist/ on localhost for watch mode, with server-sent events at /__dev/events that
 * reload the open tab after a build, or show a build error as an overlay.
 */
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import { securityHeadersOf } from '../outputs/hosting';
import { RUN } from '../catalogue/run';

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
const es = new EventSource('/__dev/events?page=' + encodeURIComponent(location.pathname));
es.addEventListener('reload', () => location.reload());
es.addEventListener('css', (e) => {
  const link = document.querySelector('link[rel="stylesheet"]');
  const sheets = JSON.parse(e.data);
  const name = link && link.getAttribute('href').split('/').pop().split('.')[0];
  if (link && sheets[name]) link.href = sheets[name];
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
  /** A CSS-only edit: swap each tab's stylesheet (home, pages) for its new address without a full reload. */
  swapCss(sheets: Readonly<Record<string, string>>): void;
  reportError(text: string | null): void;
  /** The addresses of the pages open in a browser now (each tab listens for reloads). */
  openPages(): string[];
  close(): Promise<void>;
}

/** A PORT value that is not a port: said in one line, without a stack trace. */
export class BadPort extends Error {
  constructor(value: string) {
    super(RUN.badPort(value));
    this.name = 'BadPort';
  }
}

/** The port to serve on: PORT when set (a whole number from 1 to 65535), else `fallback`. */
export function portFrom(value: string | undefined, fallback = 3000): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || port < 1 || port > 65535) throw new BadPort(value);
  return port;
}

/** Listens on `port`, or on the next free one when it is taken (saying so in one line). */
async function listen(server: http.Server, port: number, tries = 20): Promise<void> {
  for (let p = port; ; p++) {
    const error = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
      const onError = (e: NodeJS.ErrnoException) => resolve(e);
      server.once('error', onError);
      server.listen(p, '127.0.0.1', () => {
        server.off('error', onError);
        resolve(undefined);
      });
    });
    if (!error) {
      if (p !== port)
        console.log(`Port ${port} is in use (another server is running there); serving on port ${p} instead.`);
      return;
    }
    if (error.code !== 'EADDRINUSE' || p - port >= tries || port === 0) throw error;
  }
}

/**
 * Sent with every answer, the editor's included: no page of another site (another local port
 * among them) may show this one in a frame and have its buttons clicked through it. The
 * editor's own preview is a srcdoc frame, which this does not touch.
 */
export const FRAME_HEADERS: Readonly<Record<string, string>> = {
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "frame-ancestors 'none'",
};

/**
 * How long the host lets a browser keep the files of /assets/ (named by their content, so a
 * changed file has a new name), from the preview's own _headers; undefined before a build wrote
 * it. A tab reloaded after an edit then asks again for its page, not for its stylesheet, script,
 * fonts and pictures.
 */
function assetCaching(headersText: string): string | undefined {
  const block = headersText.split(/\n\s*\n/).find((b) => b.startsWith('/assets/*\n')) ?? '';
  return /^\s+Cache-Control: (.*)$/m.exec(block)?.[1];
}

/** Host names of this computer a browser sends (a port may follow). */
const LOCAL_NAMES = ['localhost', '127.0.0.1', '[::1]'];

export function localHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return LOCAL_NAMES.includes(name) || name.endsWith('.localhost');
}

/** A handler that answers some requests itself (the editor at /admin/); false leaves the request to dist/. */
export type ExtraHandler = (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => Promise<boolean>;

/**
 * A picture the last build's pages name but whose file is still being encoded (watch mode
 * writes the pages first): resolves once it is in dist/, false if it is not one of those.
 */
export type LateFile = (distPath: string) => Promise<boolean>;

export async function startDevServer(
  distDir: string,
  port = 3000,
  extra?: ExtraHandler,
  lateFile?: LateFile,
): Promise<DevServer> {
  // Each open tab's stream, with the address of its page.
  const clients = new Map<http.ServerResponse, string>();
  let lastError: string | null = null;
  const send = (event: string, data: unknown) => {
    for (const c of clients.keys()) c.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      // Whatever a request does, the server answers and goes on serving.
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    });
  });
  // A request Node's parser refuses (a malformed request line or header) gets a 400 too.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  const badRequest = (res: http.ServerResponse): void => {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Bad request');
  };
  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(FRAME_HEADERS)) res.setHeader(name, value);
    // DNS rebinding: a page of another site whose name now leads to 127.0.0.1 would read
    // drafts and the error stream. Only a request addressed to this computer is answered.
    if (!localHost(req.headers.host)) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(RUN.previewLocalOnly);
      return;
    }
    let url: URL;
    let pathname: string;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
      // A malformed escape (/%E0%A4%A) used to throw URIError here and end the process.
      pathname = decodeURIComponent(url.pathname);
    } catch {
      badRequest(res);
      return;
    }
    if (pathname.includes('\0')) {
      badRequest(res);
      return;
    }
    if (url.pathname === '/__dev/events') {
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      res.write(`event: error-report\ndata: ${JSON.stringify(lastError)}\n\n`);
      clients.set(res, url.searchParams.get('page') ?? '');
      req.on('close', () => clients.delete(res));
      return;
    }
    if (extra && (await extra(req, res, url))) return;
    if (url.pathname === '/__dev/client.js') {
      res.writeHead(200, { 'content-type': TYPES['.js']! });
      res.end(DEV_CLIENT);
      return;
    }
    let file = path.join(distDir, pathname);
    if (file !== distDir && !file.startsWith(distDir + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    if (url.pathname.endsWith('/')) file = path.join(file, 'index.html');
    // A new picture's page is served before its files are made: its request waits for its file.
    const read = (): Promise<Buffer> =>
      fs.readFile(file).catch(async (error: unknown) => {
        if (!lateFile || !pathname.startsWith('/assets/img/') || !(await lateFile(pathname.slice(1)))) throw error;
        return fs.readFile(file);
      });
    try {
      let body: Buffer | string = await read();
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      if (type.startsWith('text/html'))
        body = body
          .toString('utf8')
          .replace('</body>', '<script type="module" src="/__dev/client.js"></script></body>');
      // The site's files as the host serves them (its policy names frame-ancestors 'none' too).
      const headers = await fs.readFile(path.join(distDir, '_headers'), 'utf8').catch(() => '');
      for (const [name, value] of Object.entries(securityHeadersOf(headers))) res.setHeader(name, value);
      const keep = pathname.startsWith('/assets/') ? assetCaching(headers) : undefined;
      res.writeHead(200, { 'content-type': type, 'cache-control': keep ?? 'no-store' });
      res.end(body);
    } catch {
      // The 404 page of the address's language, as the hosts' rules in _redirects do.
      const lang = /^\/(en|es|de|ar)\//.exec(url.pathname)?.[1];
      const page = lang ? path.join(distDir, lang, '404.html') : path.join(distDir, '404.html');
      const notFound = await fs
        .readFile(page)
        .catch(() => fs.readFile(path.join(distDir, '404.html')))
        .catch(() => Buffer.from('Not found'));
      res.writeHead(404, { 'content-type': TYPES['.html']! });
      res.end(notFound);
    }
  }
  await listen(server, port);
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://localhost:${actual}/`,
    reload: () => send('reload', null),
    swapCss: (sheets) => send('css', sheets),
    openPages: () => [...new Set(clients.values())].filter(Boolean),
    reportError: (text) => {
      lastError = text;
      send('error-report', text);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const c of clients.keys()) c.end();
        server.close(() => resolve());
      }),
  };
}
