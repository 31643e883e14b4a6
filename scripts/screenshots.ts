/**
 * Screenshots of built pages at phone and desktop widths, for looking at the site as a
 * visitor would. Usage: tsx scripts/screenshots.ts [outDir] [path ...]
 */
import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs/promises';
import handler from 'serve-handler';
import { chromium } from '@playwright/test';
import { findChromium, OFFLINE_ARGS } from '../tests/support/browser';

const out = process.argv[2] ?? '/tmp/shots';
const paths = process.argv.slice(3).length ? process.argv.slice(3) : ['/', '/ar/'];
await fs.mkdir(out, { recursive: true });
const server = http.createServer((req, res) => handler(req, res, { public: 'dist', trailingSlash: true }));
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const port = (server.address() as { port: number }).port;
const executablePath = findChromium();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: OFFLINE_ARGS });
for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1366, height: 900 }]] as const) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  for (const p of paths) {
    await page.goto(`http://127.0.0.1:${port}${p}`);
    await page.waitForTimeout(400);
    // What a visitor sees while scrolling, one screen at a time: sections off screen are not
    // rendered (content-visibility: auto), so a full-page capture would show them blank.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, i = 0; y < height; y += viewport.height, i++) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(250);
      const file = path.join(out, `${p.replace(/\//g, '_') || 'root'}-${name}-${String(i).padStart(2, '0')}.png`);
      await page.screenshot({ path: file });
      console.log(file);
    }
  }
  await page.close();
}
await browser.close();
server.close();
