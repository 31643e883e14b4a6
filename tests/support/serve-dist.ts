/**
 * Serves dist/ on 127.0.0.1 for the browser tests with the `serve` package's handler and
 * the site's own security headers, so every test runs under the real Content-Security-Policy.
 */
import http from 'node:http';
import handler from 'serve-handler';
import { readFileSync } from 'node:fs';
import { securityHeadersOf } from '../../pipeline/outputs/hosting';

const port = Number(process.argv[2] ?? 4173);
// The headers the build wrote for hosts (its frame-src follows the configured map).
let headersText: string;
try {
  headersText = readFileSync('dist/_headers', 'utf8');
} catch {
  console.error('dist/_headers is missing: build the site first (npm run build).');
  process.exit(1);
}
const SECURITY_HEADERS = securityHeadersOf(headersText);
http
  .createServer((req, res) => {
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.setHeader(k, v);
    return handler(req, res, { public: 'dist', trailingSlash: true, directoryListing: false });
  })
  .listen(port, '127.0.0.1', () => console.log(`dist/ on http://127.0.0.1:${port}/`));
