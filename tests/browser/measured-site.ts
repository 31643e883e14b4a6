/**
 * The consent question only shows on a site that measures visits, and the clinic's site does
 * not (yet). These tests read the fixture clinic built with a measurement ID instead: every
 * request to the test server is answered from that build (one build per test worker).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { test, type Page } from '@playwright/test';

let dist: string | undefined;

function measuredDist(): string {
  if (dist) return dist;
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'tests/support/measured-site.ts'], { encoding: 'utf8' });
  const out = run.stdout.trim().split('\n').pop() ?? '';
  if (run.status !== 0 || !existsSync(out)) throw new Error(`the measured fixture site did not build:\n${run.stderr}`);
  dist = out;
  process.once('exit', () => rmSync(path.dirname(out), { recursive: true, force: true }));
  return out;
}

/** From now on `page` reads the measured site; its measurement script is answered empty (no request leaves). */
export async function useMeasuredSite(page: Page, baseURL: string): Promise<void> {
  // The worker's first use builds the site (seconds, a minute on a busy machine): the test's
  // time bound is for its own steps, so the build gets time of its own.
  if (!dist) test.info().setTimeout(test.info().timeout + 180_000);
  const root = measuredDist();
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await page.route(`${baseURL}/**`, (route) => {
    let file = decodeURIComponent(new URL(route.request().url()).pathname);
    if (file.endsWith('/')) file += 'index.html';
    const abs = path.join(root, file);
    return existsSync(abs) && abs.startsWith(root)
      ? route.fulfill({ path: abs })
      : route.fulfill({ status: 404, path: path.join(root, '404.html') });
  });
}
