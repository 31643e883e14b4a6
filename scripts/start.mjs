// `npm start`: serves the built dist/ on this computer only (127.0.0.1), without directory
// listings, with the headers dist/_headers gives each path (as Netlify or Cloudflare Pages
// would send them). Plain JavaScript: it needs no TypeScript loader.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import handler from 'serve-handler';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const portText = (process.env.PORT ?? '').trim();
const port = portText ? Number(portText) : 3000;
if (!/^\d*$/.test(portText) || port < 1 || port > 65535) {
  console.error(
    `PORT=${process.env.PORT} is not a port: use a number from 1 to 65535 (e.g. PORT=3001 npm start), or leave PORT unset for 3000.`,
  );
  process.exit(1);
}

/** The blocks of a _headers file: a path pattern and its headers, in order. */
export function parseHeaders(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const m = /^\s+([\w-]+):\s*(.*)$/.exec(line);
      if (m && rules.length) rules[rules.length - 1].headers.push([m[1], m[2]]);
    }
  }
  return rules;
}

/** Headers for a request path: every matching block in order, a later one overriding. */
export function headersFor(rules, pathname) {
  const out = new Map();
  for (const { pattern, headers } of rules) {
    const match = pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
    if (match) for (const [k, v] of headers) out.set(k, v);
  }
  return out;
}

let rules;
try {
  rules = parseHeaders(readFileSync(path.join(dist, '_headers'), 'utf8'));
} catch {
  console.error('dist/_headers is missing: build the site first (npm run build).');
  process.exit(1);
}

http
  .createServer((req, res) => {
    let pathname = '/';
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    for (const [k, v] of headersFor(rules, pathname)) res.setHeader(k, v);
    return handler(req, res, { public: dist, trailingSlash: true, directoryListing: false });
  })
  .listen(port, '127.0.0.1', () => console.log(`The site in dist/: http://localhost:${port}/ (this computer only)`));
