// Serves dist/ on 127.0.0.1 for the browser tests with the `serve` package's handler,
// adding the Content-Security-Policy the site must hold (no inline script).
import http from 'node:http';
import handler from 'serve-handler';

const port = Number(process.argv[2] ?? 4173);
const CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-src https://www.google.com; connect-src 'self'";
// Pagefind compiles WebAssembly: the search pages alone also allow that (still no inline script).
const SEARCH_CSP = CSP.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'");
const isSearch = (url) => /^\/(([a-z]{2}\/)?blog\/busca\/|pagefind\/)/.test(url ?? '');

http
  .createServer((req, res) => {
    res.setHeader('Content-Security-Policy', isSearch(req.url) ? SEARCH_CSP : CSP);
    return handler(req, res, { public: 'dist', trailingSlash: true, directoryListing: false });
  })
  .listen(port, '127.0.0.1', () => console.log(`dist/ on http://127.0.0.1:${port}/`));
