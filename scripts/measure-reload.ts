/**
 * Time from saving a Markdown file to the open browser tab showing the change, in watch
 * mode on a temporary copy of the content. Usage: tsx scripts/measure-reload.ts [edits=20]
 */
import { chromium } from '@playwright/test';
import { startWatch } from '../pipeline/dev/watch';
import { makeFixture } from '../tests/support/fixture';
import { findChromium, OFFLINE_ARGS } from '../tests/support/browser';

const edits = Number(process.argv[2] ?? 20);
const fx = await makeFixture();
const watcher = await startWatch({ root: fx.dir, port: 0 });
const executablePath = findChromium();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: OFFLINE_ARGS });
const page = await browser.newPage();
await page.goto(new URL('/periodontia/', watcher.server.url).href);
const times: number[] = [];
for (let i = 1; i <= edits; i++) {
  const title = `Periodontia edição ${i}`;
  const start = performance.now();
  await fx.edit('content/treatments/periodontia/index.pt.md', (t) => t.replace(/^title: .*$/m, `title: "${title}"`));
  await page.waitForFunction((expected) => document.querySelector('h1')?.textContent === expected, title, {
    timeout: 30_000,
    polling: 20,
  });
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
console.log(
  `save -> tab shows the change, ${edits} edits: median ${Math.round(median)} ms, min ${Math.round(times[0]!)} ms, max ${Math.round(times.at(-1)!)} ms`,
);
await browser.close();
await watcher.close();
await fx.remove();
process.exit(0);
