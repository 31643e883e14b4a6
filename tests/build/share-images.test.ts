/**
 * Share images are kept by what they show: a rebuild after a page's title changed draws and
 * writes that page's picture only, and a rebuild after a change elsewhere writes none. A
 * list's later pages are shared with its first page's card, drawn once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild, snapshotStore } from '../../pipeline/index';
import { CLINIC, makeFixture, type Fixture } from '../support/fixture';
import { POSTS_PER_PAGE } from '../../pipeline/rules/blog';
import { sharePath } from '../../pipeline/render/share-request';
import type { Route } from '../../pipeline/routes/routes';

let fx: Fixture;
const slug = fs.readdirSync(path.join(CLINIC, 'content/treatments')).sort()[0]!;
/** The build, and how many share images it drew rather than took from the cache. */
const build = async () => {
  const lines: string[] = [];
  const r = await runBuild({
    paths: fx.paths,
    from: { store: snapshotStore(fx.paths) },
    report: { log: (l) => lines.push(l) },
  });
  await r.cleanup;
  const drawn = Number(/\[share\] \d+ share images, (\d+) drawn/.exec(lines.join('\n'))?.[1] ?? 0);
  return { ...r, drawn };
};

/** The route table of the first build (with the copies of a post: the blog's lists have a second page). */
let routes: Route[];
/** The page's og:image, as a dist/-relative path. */
const ogImage = (route: Route): string => {
  const html = fs.readFileSync(path.join(fx.paths.dist, route.outputPath), 'utf8');
  return new URL(/<meta property="og:image" content="([^"]+)"/.exec(html)![1]!).pathname.slice(1);
};

beforeAll(async () => {
  fx = await makeFixture({ ownCache: true });
  // Copies of a post in every language, so every list (all posts, its category) has more than one page.
  const posts = path.join(fx.dir, 'content/blog/posts');
  const model = fs.readdirSync(posts).find((p) => fs.readdirSync(path.join(posts, p)).length > 1)!;
  for (let i = 1; i <= POSTS_PER_PAGE; i++)
    fs.cpSync(path.join(posts, model), path.join(posts, `${model}-${i}`), { recursive: true });
  routes = (await build()).state.dist.routes;
}, 300_000);
afterAll(() => fx.remove());

describe('share images between builds', () => {
  it('a post is shared with its cover, cut to 1200x630 once; no card is drawn for it', async () => {
    const post = fs.readdirSync(path.join(CLINIC, 'content/blog/posts')).sort()[0]!;
    const html = fs.readFileSync(path.join(fx.paths.dist, `blog/${post}/index.html`), 'utf8');
    const og = new URL(/<meta property="og:image" content="([^"]+)"/.exec(html)![1]!).pathname;
    expect(og).toMatch(/^\/assets\/img\/.+-1200x630\.[0-9a-f]{8}\.jpg$/);
    expect(fs.existsSync(path.join(fx.paths.dist, og))).toBe(true);
    expect(fs.existsSync(path.join(fx.paths.dist, `og/blog/${post}.jpg`))).toBe(false);
  });

  it("a list's later pages are shared with its first page's card; no card is drawn for them", () => {
    const later = routes.filter((r) => r.pagination && r.pagination[0] !== r.url);
    // The blog's list and its category, in each of the five languages.
    expect(new Set(later.map((r) => `${r.template} ${r.lang}`)).size).toBeGreaterThanOrEqual(10);
    for (const r of later) {
      const first = routes.find((f) => f.url === r.pagination![0])!;
      expect(ogImage(r)).toBe(sharePath(first.outputPath));
      expect(fs.existsSync(path.join(fx.paths.dist, sharePath(first.outputPath)))).toBe(true);
      expect(fs.existsSync(path.join(fx.paths.dist, sharePath(r.outputPath)))).toBe(false);
    }
  });

  it('a retitled page gets a new picture; no other picture is written', async () => {
    const before = fs.readFileSync(path.join(fx.paths.dist, `og/${slug}.jpg`));
    await fx.edit(`content/treatments/${slug}/index.pt.md`, (t) =>
      t.replace(/^title: "(.*)"$/m, 'title: "$1 e Cuidados"'),
    );
    const r = await build();
    const og = r.written.filter((f) => f.startsWith('og/'));
    expect(og).toEqual([`og/${slug}.jpg`]);
    // The other pages rendered again (their menus name the treatment) took theirs from the cache.
    expect(r.rendered).toBeGreaterThan(1);
    expect(r.drawn).toBeLessThanOrEqual(1);
    expect(fs.readFileSync(path.join(fx.paths.dist, `og/${slug}.jpg`)).equals(before)).toBe(false);
  }, 300_000);

  it('a change that leaves every title as it was writes no picture', async () => {
    await fx.edit(`content/treatments/${slug}/index.pt.md`, (t) =>
      t.replace(/^summary: "(.*)"$/m, 'summary: "$1 Tudo é explicado na consulta."'),
    );
    const r = await build();
    expect(r.rendered).toBeGreaterThan(0);
    expect(r.drawn).toBe(0);
    expect(r.written.filter((f) => f.startsWith('og/'))).toEqual([]);
  }, 300_000);
});
