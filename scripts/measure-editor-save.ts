/**
 * Time from clicking "Publicar agora" in the editor at /admin/ to an open tab of the site
 * showing the change (the save through decap-server, the watch build, the tab's reload), on
 * a temporary copy of the whole site. Usage: tsx scripts/measure-editor-save.ts [saves=7]
 */
import { chromium } from '@playwright/test';
import { startWatch } from '../pipeline/dev/watch';
import { makeFixture } from '../tests/support/fixture';
import { findChromium, OFFLINE_ARGS } from '../tests/support/browser';

const saves = Number(process.argv[2] ?? 7);
const fx = await makeFixture();
const watcher = await startWatch({ root: fx.dir, port: 0 });
const base = watcher.server.url;
const executablePath = findChromium();
try {
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: OFFLINE_ARGS });
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const site = await context.newPage();
  await site.goto(new URL('/periodontia/', base).href);
  const editor = await context.newPage();
  await editor.goto(new URL('/admin/', base).href);
  await editor.getByRole('button', { name: 'Entrar' }).click();
  const entry = new URL('/admin/#/collections/treatments/entries/periodontia/index', base).href;
  const times: number[] = [];
  for (let i = 1; i <= saves; i++) {
    // The entry opened afresh each time, as an editor coming back to it would.
    await editor.goto(entry);
    await editor.reload();
    const title = editor.locator('input[id^="title-field"]').first();
    await title.waitFor();
    const text = `Periodontia: cuidado com a gengiva ${i}`;
    await title.fill(text);
    await editor.getByRole('button', { name: 'Publicar' }).click();
    const start = performance.now();
    await editor.getByText('Publicar agora').click();
    await site.waitForFunction((expected) => document.querySelector('h1')?.textContent === expected, text, {
      timeout: 60_000,
      polling: 20,
    });
    times.push(performance.now() - start);
    console.log(`save ${i}: ${Math.round(times.at(-1)!)} ms`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `Publish now -> the open tab shows the change, ${saves} saves: median ${Math.round(sorted[Math.floor(sorted.length / 2)]!)} ms, min ${Math.round(sorted[0]!)} ms, max ${Math.round(sorted.at(-1)!)} ms (${times.map(Math.round).join(', ')})`,
  );
  await browser.close();
} finally {
  await watcher.close();
  await fx.remove();
}
process.exit(0);
