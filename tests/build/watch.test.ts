/**
 * Watch mode on a temporary copy of the content: an edit rewrites only the pages it feeds
 * (a Markdown page, or a text of the clinic in content/home/index.<lang>.yaml),
 * a YAML mistake is reported while the last good page stays served, fixing it recovers,
 * deleting a page removes its output, and an open browser tab reloads by itself.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { startWatch, type Watcher } from '../../pipeline/dev/watch';
import type { WorkerReply } from '../../pipeline/dev/watch-worker';
import { makeFixture, type Fixture } from '../support/fixture';
import { findChromium, OFFLINE_ARGS } from '../support/browser';

let fx: Fixture;
let watcher: Watcher;
let browser: Browser;
const replies: WorkerReply[] = [];
let notify: (() => void) | undefined;

/** Waits for the next build after an edit. */
function nextBuild(): Promise<WorkerReply> {
  const count = replies.length;
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('no rebuild within 30 s')), 30_000);
    notify = () => {
      if (replies.length > count) {
        clearTimeout(timeout);
        resolve(replies[replies.length - 1]!);
      }
    };
  });
}

/** Whether the watch build has written `file` into dist/ (yet). */
const inDist = (file: string): Promise<boolean> =>
  fs.access(path.join(fx.paths.dist, file)).then(
    () => true,
    () => false,
  );
const get = async (url: string) => (await fetch(new URL(url, watcher.server.url))).text();
/** Opens a page in a tab and waits until its reload stream is connected (it opens after the load). */
const openTab = async (tab: Page, url: string) => {
  await tab.goto(new URL(url, watcher.server.url).href);
  await expect.poll(() => watcher.server.openPages(), { timeout: 10_000 }).toContain(url);
};

/**
 * Waits until no build has finished for a while: a rename may come as two builds, whose replies
 * must not reach the next test. The while is 1.5 s, or twice the last build and a second when
 * the machine is slower: on a loaded machine a build still under way finished after 1.5 s of
 * quiet, and its reply was taken for the next test's.
 */
async function quiet(): Promise<void> {
  for (let seen = -1; seen !== replies.length; ) {
    seen = replies.length;
    const last = replies.at(-1);
    const wait = Math.max(1500, last?.ok ? 2 * last.ms + 1000 : 1500);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

beforeAll(async () => {
  fx = await makeFixture();
  watcher = await startWatch({
    root: fx.dir,
    port: 0,
    onBuild: (r) => {
      replies.push(r);
      notify?.();
    },
  });
  const executablePath = findChromium({ shell: true });
  browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: OFFLINE_ARGS });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await watcher?.close();
  await fx?.remove();
});

describe('watch mode', () => {
  it('serves the first build, a preview without the compressed copies a host would serve', async () => {
    expect(replies[0]?.ok).toBe(true);
    expect(await get('/ortodontia/')).toContain('<h1>');
    const files = (await fs.readdir(path.join(fx.dir, 'dist'), { recursive: true })).map(String);
    expect(files).toContain('index.html');
    expect(files.filter((f) => f.endsWith('.br') || f.endsWith('.gz'))).toEqual([]);
  });

  it('re-renders only the pages a Markdown edit feeds, and the open tab reloads by itself', async () => {
    const page = await browser.newPage();
    await openTab(page, '/implantodontia/');
    const build = nextBuild();
    await fx.edit('content/treatments/implantodontia/index.pt.md', (t) =>
      t.replace(/^title: .*$/m, 'title: "Periodontia: Gengivas Saudáveis"'),
    );
    const reply = await build;
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    const pages = reply.written.filter((f) => f.endsWith('.html'));
    expect(pages).toContain('implantodontia/index.html');
    expect(pages).not.toContain('index.html');
    expect(pages).not.toContain('en/implantodontia/index.html');
    expect(pages.every((p) => !p.startsWith('blog/'))).toBe(true);
    // Besides pages and the sitemap, only the retitled page's own share image.
    expect(reply.written.filter((f) => !f.endsWith('.html') && f !== 'sitemap.xml')).toEqual(['og/implantodontia.jpg']);
    await page.waitForFunction(
      () => document.querySelector('h1')?.textContent === 'Periodontia: Gengivas Saudáveis',
      null,
      { timeout: 10_000 },
    );
    await page.close();
  });

  it('rewrites the one page an edit of a clinic text changes (an English FAQ answer: the English home page)', async () => {
    const build = nextBuild();
    await fx.edit('content/home/index.en.yaml', (t) =>
      t.replace(/(q1:\n {6}question: .*\n {6}answer: ")/, '$1Good to know: '),
    );
    const reply = await build;
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    expect(reply.written.filter((f) => f.endsWith('.html'))).toEqual(['en/index.html']);
    expect(await get('/en/')).toContain('Good to know: ');
    expect(await get('/')).not.toContain('Good to know: ');
  });

  it('keeps serving the last good page during a YAML mistake, shows it, and recovers', async () => {
    const before = await get('/ortodontia/');
    let build = nextBuild();
    await fx.edit('content/site.yaml', (t) => t.replace('  landline:', ' landline:'));
    const failed = await build;
    expect(failed.ok).toBe(false);
    if (failed.ok) return;
    expect(failed.error).toMatch(/content\/site\.yaml:\d+:\d+/);
    expect(await get('/ortodontia/')).toBe(before);
    const page = await browser.newPage();
    await page.goto(new URL('/ortodontia/', watcher.server.url).href);
    await expect.poll(() => page.locator('#__dev-overlay').textContent(), { timeout: 10_000 }).toContain('site.yaml');
    build = nextBuild();
    await fx.edit('content/site.yaml', (t) => t.replace(' landline:', '  landline:'));
    expect((await build).ok).toBe(true);
    await expect.poll(() => page.locator('#__dev-overlay').count(), { timeout: 10_000 }).toBe(0);
    await page.close();
  });

  it('serves a file added to public/, follows it when renamed, and stops serving it once it is deleted', {
    timeout: 30_000,
  }, async () => {
    const out = path.join(fx.paths.dist, 'humans.txt');
    let build = nextBuild();
    await fs.writeFile(path.join(fx.dir, 'public/humans.txt'), 'Clínica Odontológica Roma\n');
    expect((await build).ok).toBe(true);
    expect(await get('/humans.txt')).toContain('Roma');
    build = nextBuild();
    await fs.rename(path.join(fx.dir, 'public/humans.txt'), path.join(fx.dir, 'public/equipe.txt'));
    expect((await build).ok).toBe(true);
    // A rename may arrive as two builds (the removal, then the addition): wait for the second.
    await expect.poll(() => inDist('equipe.txt'), { timeout: 10_000 }).toBe(true);
    await quiet();
    await expect(fs.access(out)).rejects.toThrow();
    expect(await get('/equipe.txt')).toContain('Roma');
    build = nextBuild();
    await fs.rm(path.join(fx.dir, 'public/equipe.txt'));
    expect((await build).ok).toBe(true);
    await expect.poll(() => inDist('equipe.txt'), { timeout: 10_000 }).toBe(false);
    expect((await fetch(new URL('/equipe.txt', watcher.server.url))).status).toBe(404);
    await quiet();
  });

  it('follows a top-level folder deleted and made again (locales/ restored from a copy), and later edits in it', async () => {
    const locales = path.join(fx.dir, 'locales');
    const saved = path.join(fx.dir, 'locales-saved');
    await fs.cp(locales, saved, { recursive: true });
    let build = nextBuild();
    await fs.rm(locales, { recursive: true });
    expect((await build).ok).toBe(false);
    await quiet();
    build = nextBuild();
    await fs.cp(saved, locales, { recursive: true });
    await build;
    // The copy may come as several builds: the last one has every file.
    await quiet();
    expect(replies[replies.length - 1]?.ok).toBe(true);
    // An edit inside the folder made again still rebuilds, and the page shows it.
    build = nextBuild();
    await fx.edit('locales/en.json', (t) => t.replace(/("header\.book": ")/, '$1Now '));
    expect((await build).ok).toBe(true);
    expect(await get('/en/ortodontia/')).toContain('Now ');
    await fs.rm(saved, { recursive: true });
    await quiet();
  });

  it('removes the output of a deleted page', async () => {
    const out = path.join(fx.paths.dist, 'de/ortodontia/index.html');
    await fs.access(out);
    const build = nextBuild();
    await fs.rm(path.join(fx.dir, 'content/treatments/ortodontia/index.de.md'));
    const reply = await build;
    expect(reply.ok && reply.removed).toContain('de/ortodontia/index.html');
    await expect(fs.access(out)).rejects.toThrow();
    // The other language versions drop the alternate.
    expect(await get('/ortodontia/')).not.toContain('/de/ortodontia/');
  });

  it("writes a new photo's page first, naming its files, and serves each file once it is made", async () => {
    // A photo no cache holds: its pixels are this run's own.
    const pixels = randomBytes(600 * 800 * 3);
    const photo = 'content/images/team/helena-nova.jpg';
    // Uploaded first, as the editor does: a build of its own, which no page needs.
    const added = nextBuild();
    await sharp(pixels, { raw: { width: 600, height: 800, channels: 3 } })
      .jpeg()
      .toFile(path.join(fx.dir, photo));
    await added;
    await quiet();
    const build = nextBuild();
    await fx.edit('content/team.yaml', (t) =>
      t.replace('image: images/team/helena-marques.svg', 'image: images/team/helena-nova.jpg'),
    );
    const reply = await build;
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    const html = await get('/dra-helena-marques/');
    const named = [...new Set(html.match(/\/assets\/img\/helena-nova-\d+\.\w+\.(avif|webp)/g) ?? [])];
    expect(named.map((u) => u.replace(/\.\w+\.(avif|webp)$/, '.$1')).sort()).toEqual([
      '/assets/img/helena-nova-160.avif',
      '/assets/img/helena-nova-160.webp',
      '/assets/img/helena-nova-320.avif',
      '/assets/img/helena-nova-320.webp',
    ]);
    // The tab reloads with the pages; the new picture's files follow, written on their own.
    expect(reply.written).toContain('dra-helena-marques/index.html');
    expect(reply.written.filter((f) => f.includes('helena-nova'))).toEqual([]);
    // Asked for at once, as the reloaded tab does: each comes, whole, at its width.
    for (const url of named) {
      const r = await fetch(new URL(url, watcher.server.url));
      expect(r.status).toBe(200);
      const meta = await sharp(Buffer.from(await r.arrayBuffer())).metadata();
      expect(meta.width).toBe(Number(/-(\d+)\./.exec(url)![1]));
    }
    await quiet();
    for (const url of named) await fs.access(path.join(fx.paths.dist, url));
  });

  it('rewrites only the pages that show a picture whose file changed, naming its new files', async () => {
    const photo = 'content/images/team/helena-nova.jpg';
    const before = await get('/dra-helena-marques/');
    const build = nextBuild();
    await sharp(randomBytes(600 * 800 * 3), { raw: { width: 600, height: 800, channels: 3 } })
      .jpeg()
      .toFile(path.join(fx.dir, photo));
    const reply = await build;
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    const pages = reply.written.filter((f) => f.endsWith('.html'));
    // Rendered again: the pages that show it, not every page of the site.
    const all = (await fs.readdir(fx.paths.dist, { recursive: true })).filter((f) => String(f).endsWith('.html'));
    expect(reply.rendered).toBeLessThan(all.length / 2);
    // The home pages and her own pages show her photo; a treatment page does not.
    expect(pages).toContain('index.html');
    expect(pages).toContain('de/dra-helena-marques/index.html');
    expect(pages).not.toContain('periodontia/index.html');
    const after = await get('/dra-helena-marques/');
    const names = (html: string) => html.match(/\/assets\/img\/helena-nova-320\.\w+\.avif/)?.[0];
    expect(names(after)).toBeDefined();
    expect(names(after)).not.toBe(names(before));
    await quiet();
  });

  it('writes the pages open in a browser first, and then every other page the change feeds', async () => {
    const tab = await browser.newPage();
    await openTab(tab, '/dra-helena-marques/');
    const build = nextBuild();
    await fx.edit('content/site.yaml', (t) => t.replace('street: Rua Roma, 340', 'street: Rua Roma, 342'));
    const reply = await build;
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    // The open page, in each of its languages: the tab reloads with these.
    expect(reply.written.filter((f) => f.endsWith('.html')).sort()).toEqual(
      ['', 'ar/', 'de/', 'en/', 'es/'].map((l) => `${l}dra-helena-marques/index.html`).sort(),
    );
    await tab.waitForFunction(() => document.body.textContent?.includes('Rua Roma, 342'), null, { timeout: 10_000 });
    await tab.close();
    // The others follow, without another change.
    for (const url of ['/', '/periodontia/', '/en/periodontia/', '/blog/'])
      await expect.poll(async () => (await get(url)).includes('Rua Roma, 342'), { timeout: 30_000 }).toBe(true);
    await quiet();
  });
});
