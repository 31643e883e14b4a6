/**
 * Bytes a visitor downloads per page type: HTML, CSS and JavaScript (gzip, as hosts send
 * them), measured by loading each page in Chromium and scrolling it to the end, so islands
 * that hydrate when visible are counted. Usage: tsx scripts/page-weight.ts [path ...]
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import handler from 'serve-handler';
import { chromium } from '@playwright/test';
import { findChromium, OFFLINE_ARGS } from '../tests/support/browser';

const PAGES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/ar/', '/clareamento/', '/pos-cirurgia/', '/dra-helena-marques/', '/politica-de-privacidade/', '/informacoes/', '/informacoes/implante-dentario-lapa/', '/blog/', '/blog/ortodontia-em-adultos/', '/blog/busca/'];
const gz = (file: string): number => zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length;
const server = http.createServer((req, res) => handler(req, res, { public: 'dist', trailingSlash: true }));
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const port = (server.address() as { port: number }).port;
const executablePath = findChromium();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: OFFLINE_ARGS });
console.log('| page | HTML gz | CSS gz | JS gz (all islands hydrated) |\n|---|---|---|---|');
for (const p of PAGES) {
  const page = await browser.newPage();
  const urls = new Set<string>();
  page.on('request', (r) => urls.add(new URL(r.url()).pathname));
  await page.goto(`http://127.0.0.1:${port}${p}`);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
  });
  await page.waitForTimeout(2500);
  const sum = (ext: RegExp) => [...urls].filter((u) => ext.test(u)).reduce((n, u) => n + gz(path.join('dist', u)), 0);
  const html = gz(path.join('dist', p.endsWith('/') ? `${p}index.html` : p));
  console.log(`| ${p} | ${(html / 1024).toFixed(1)} KB | ${(sum(/\.css$/) / 1024).toFixed(1)} KB | ${(sum(/\.js$/) / 1024).toFixed(1)} KB |`);
  await page.close();
}
await browser.close();
server.close();
