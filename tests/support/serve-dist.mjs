// Serves dist/ on 127.0.0.1 for the browser tests with the `serve` package's handler,
// adding the Content-Security-Policy the site must hold (no inline script).
import http from 'node:http';
import handler from 'serve-handler';

const port = Number(process.argv[2] ?? 4173);
const CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-src https://www.google.com; connect-src 'self'";

http
  .createServer((req, res) => {
    res.setHeader('Content-Security-Policy', CSP);
    return handler(req, res, { public: 'dist', trailingSlash: true, directoryListing: false });
  })
  .listen(port, '127.0.0.1', () => console.log(`dist/ on http://127.0.0.1:${port}/`));
