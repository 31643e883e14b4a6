/**
 * The route table a build leaves for the next `npm run build` comes back as the build made it
 * (each page's keys in order), while what many pages repeat (source files, listed pages,
 * pagination lists) is written once.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { resolvePaths } from '../../pipeline/config';
import { readRoutes, readSnapshot, writeSnapshot } from '../../pipeline/cache/snapshot';
import type { Route } from '../../pipeline/routes/routes';

let dir: string;
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const shared = ['content/site.yaml', 'content/team.yaml', 'locales/pt.json'];
const post = (slug: string): Route => ({
  id: `blog-post:${slug}`,
  template: 'blog-post',
  url: `/blog/${slug}/`,
  outputPath: `blog/${slug}/index.html`,
  lang: 'pt',
  htmlLang: 'pt-BR',
  dir: 'ltr',
  canonical: `https://example.org/blog/${slug}/`,
  alternates: [],
  sources: [...shared, `content/blog/posts/${slug}/index.pt.md`],
  indexable: true,
  props: { slug },
  file: `content/blog/posts/${slug}/index.pt.md`,
});
const link = (slug: string) => ({ id: `blog-post:${slug}`, slug, url: `/blog/${slug}/` });
const pages = ['/blog/', '/blog/pagina/2/'];
const list = (n: number): Route => ({
  ...post('x'),
  id: `blog-index:${n}`,
  template: 'blog-index',
  url: pages[n]!,
  outputPath: `${pages[n]!.slice(1)}index.html`,
  sources: [...shared, 'content/blog/categories.yaml'],
  props: {},
  file: undefined,
  items: n === 0 ? [link('a'), link('b')] : [link('c')],
  pagination: pages,
  feed: '/blog/feed.xml',
});

it('reads back the route table as written, with each shared file, listed page and list stored once', async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'routes-'));
  const paths = resolvePaths(dir);
  await fs.mkdir(paths.dist, { recursive: true });
  const a = { ...post('a'), items: [link('b'), link('c')] };
  const routes = [a, post('b'), post('c'), list(0), list(1)];
  await writeSnapshot(paths, {
    key: 'k',
    inputs: {},
    routes,
    hashes: {},
    assets: { script: 's.js', css: { home: 'h.css', pages: 'p.css' }, offerScript: { code: '', hash: "'sha256-'" } },
    search: {},
  });
  const snap = await readSnapshot(paths, 'k', false);
  const back = await readRoutes(paths, snap!);
  // The same pages, their keys in the same order (a page's description is compared as text).
  expect(JSON.stringify(back)).toBe(JSON.stringify(routes));
  // The two list pages share one pagination list again, as the build made them.
  expect(back![3]!.pagination).toBe(back![4]!.pagination);
  const text = await fs.readFile(path.join(paths.cache, 'build-routes.json'), 'utf8');
  for (const once of [...shared, JSON.stringify(pages), JSON.stringify(link('b'))])
    expect(text.split(once).length - 1, once).toBe(1);
});
