/**
 * Screenshots of built pages at phone and desktop widths, for looking at the site as a
 * visitor would. Usage: tsx scripts/screenshots.ts [outDir] [--full] [--widths=390,1280] [path ...]
 * Without --full it captures one screen at a time while scrolling; with --full one image per
 * page (off-screen sections are rendered first, content-visibility would leave them blank).
 */
import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs/promises';
import handler from 'serve-handler';
import { chromium } from '@playwright/test';
import { findChromium, OFFLINE_ARGS } from '../tests/support/browser';
import { portOf } from './server-port';

const args = process.argv.slice(2);
const flags = args.filter((a) => a.startsWith('--'));
const rest = args.filter((a) => !a.startsWith('--'));
const out = rest[0] ?? '/tmp/shots';
const paths = rest.slice(1).length ? rest.slice(1) : ['/', '/ar/'];
const full = flags.includes('--full');
const widths = (flags.find((f) => f.startsWith('--widths='))?.slice(9) ?? '390,1366').split(',').map(Number);
await fs.mkdir(out, { recursive: true });
const server = http.createServer((req, res) => handler(req, res, { public: 'dist', trailingSlash: true }));
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const port = portOf(server);
const executablePath = findChromium();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: OFFLINE_ARGS });
for (const width of widths) {
  const viewport = { width, height: width < 700 ? 844 : 900 };
  const name = width < 700 ? `phone${width}` : `desktop${width}`;
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  for (const p of paths) {
    await page.goto(`http://127.0.0.1:${port}${p}`);
    await page.waitForTimeout(300);
    const base =
      p
        .replace(/\//g, '_')
        .replace(/^_|_$/g, '')
        .replace(/\.html$/, '') || 'home';
    if (full) {
      await page.addStyleTag({ content: '*{content-visibility:visible!important}' });
      const file = path.join(out, `${base}-${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      continue;
    }
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, i = 0; y < height; y += viewport.height, i++) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(250);
      const file = path.join(out, `${base}-${name}-${String(i).padStart(2, '0')}.png`);
      await page.screenshot({ path: file });
      console.log(file);
    }
  }
  await page.close();
}
await browser.close();
server.close();
