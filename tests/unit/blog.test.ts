import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paginate, readingMinutes, postsIn } from '../../pipeline/rules/blog';
import { SLUGS } from '../../model/urls';
import { pageWindow } from '../../model/pagination';
import { LANGS } from '../../model/languages';
import { makeFixture } from '../support/fixture';
import { loadSources } from '../../pipeline/load/load';
import { validateSite } from '../../pipeline/validate/validate';
import { buildRoutes, pageMap } from '../../pipeline/routes/routes';
import { atomFeed, FEED_ENTRIES } from '../../pipeline/outputs/feeds';

// The fixture clinic, with a draft: a copy of its Portuguese-only post marked `draft: true`.
const fx = await makeFixture();
afterAll(() => fx.remove());
const DRAFT = 'rascunho';
const ONLY_PT = 'content/blog/posts/implante-dentario-passo-a-passo/index.pt.md';
await fs.mkdir(path.join(fx.dir, `content/blog/posts/${DRAFT}`));
await fs.writeFile(
  path.join(fx.dir, `content/blog/posts/${DRAFT}/index.pt.md`),
  (await fx.read(ONLY_PT)).replace(/^draft: false$/m, 'draft: true'),
);
const raw = await loadSources(fx.paths);

describe('pagination', () => {
  const n = (count: number) =>
    paginate(
      Array.from({ length: count }, (_, i) => i),
      12,
    ).map((p) => p.length);
  it('keeps one (empty) page for no posts, and splits after 12', () => {
    expect(n(0)).toEqual([0]);
    expect(n(1)).toEqual([1]);
    expect(n(12)).toEqual([12]);
    expect(n(13)).toEqual([12, 1]);
    expect(n(25)).toEqual([12, 12, 1]);
  });
  it('links every page of a short list, and of a long one the first, the last and the neighbours', () => {
    const shown = (page: number, pages: number) =>
      pageWindow(page, pages)
        .map((n) => n ?? '…')
        .join(' ');
    expect(shown(1, 1)).toBe('1');
    expect(shown(3, 5)).toBe('1 2 3 4 5');
    expect(shown(1, 5)).toBe('1 2 … 5');
    // A gap of one page shows the page instead.
    expect(shown(4, 7)).toBe('1 2 3 4 5 6 7');
    expect(shown(4, 8)).toBe('1 2 3 4 5 … 8');
    expect(shown(6, 333)).toBe('1 … 5 6 7 … 333');
    expect(shown(333, 333)).toBe('1 … 332 333');
    // However long the blog, a page links to at most seven places.
    for (let pages = 1; pages <= 60; pages++)
      for (let page = 1; page <= pages; page++) {
        const w = pageWindow(page, pages);
        expect(w.length).toBeLessThanOrEqual(7);
        expect(w).toContain(page);
        expect(w[0]).toBe(1);
        expect(w.at(-1)).toBe(pages);
      }
  });
  it('puts page 2 and later under /pagina/N/', () => {
    expect(SLUGS.listPage('blog', 1)).toBe('blog');
    expect(SLUGS.listPage('blog', 2)).toBe('blog/pagina/2');
  });
});

describe('posts', () => {
  it('leaves drafts out of a production build and keeps them in watch mode', () => {
    const prod = validateSite(raw);
    const dev = validateSite(raw, { drafts: true });
    const draftSlug = DRAFT;
    expect(prod.pages.posts[draftSlug]).toBeUndefined();
    expect(dev.pages.posts[draftSlug]?.pt).toBeDefined();
    expect(buildRoutes(prod).some((r) => r.url.includes(draftSlug))).toBe(false);
    expect(buildRoutes(dev).some((r) => r.url === `/blog/${draftSlug}/`)).toBe(true);
  });

  // A post without one language is made by leaving its files out (the content may have none).
  const SOLO = 'ortodontia-em-adultos';
  const onlyPortuguese = {
    ...raw,
    docs: raw.docs.filter((d) => !(d.kind === 'posts' && d.slug === SOLO && d.lang !== 'pt')),
  };

  it('lists newest first, only posts that exist in the language', () => {
    const site = validateSite(onlyPortuguese);
    const pt = postsIn(site.pages, 'pt');
    const de = postsIn(site.pages, 'de');
    expect(pt.some((p) => p.slug === SOLO)).toBe(true);
    expect(de.some((p) => p.slug === SOLO)).toBe(false);
    expect(de.map((p) => p.slug)).toEqual(pt.filter((p) => site.pages.posts[p.slug]?.de).map((p) => p.slug));
    for (const list of [pt, de]) {
      const dates = list.map((p) => p.doc.front.date);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
  });

  it('gives untranslated posts no alternate in the missing language', () => {
    // Take one translation of a translated post away.
    const slug = 'ortodontia-em-adultos';
    const routes = buildRoutes(
      validateSite({
        ...raw,
        docs: raw.docs.filter((d) => !(d.kind === 'posts' && d.slug === slug && d.lang === 'en')),
      }),
    );
    const pt = routes.find((r) => r.url === `/blog/${slug}/`);
    const langs = pt?.alternates.map((a) => a.lang);
    expect(langs).toEqual(expect.arrayContaining(['pt', 'es']));
    expect(langs).not.toContain('en');
    expect(routes.some((r) => r.url === `/en/blog/${slug}/`)).toBe(false);
  });

  it('a translated post keeps the author and category of the Portuguese original, with a title of at most 60 characters', () => {
    const site = validateSite(raw);
    const pt = postsIn(site.pages, 'pt');
    for (const lang of LANGS) {
      const translated = new Map(postsIn(site.pages, lang).map((p) => [p.slug, p.doc.front]));
      for (const post of pt.filter((p) => translated.has(p.slug))) {
        const front = translated.get(post.slug);
        expect(front?.author, `${post.slug} in ${lang}`).toBe(post.doc.front.author);
        expect(front?.category, `${post.slug} in ${lang}`).toBe(post.doc.front.category);
        expect([...(front?.title ?? '')].length, `${post.slug} in ${lang}`).toBeLessThanOrEqual(60);
      }
    }
  });

  it('estimates reading time at 200 words a minute', () => {
    expect(readingMinutes('palavra '.repeat(10))).toBe(1);
    expect(readingMinutes('palavra '.repeat(600))).toBe(3);
  });

  it('writes an Atom feed per language with its newest posts, at most 50', () => {
    const site = validateSite(raw);
    const pages = pageMap(buildRoutes(site));
    const xml = atomFeed(site, pages, 'es')!;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom" xml:lang="es">/,
    );
    expect(xml.match(/<entry>/g)?.length).toBe(Math.min(FEED_ENTRIES, postsIn(site.pages, 'es').length));
    const newest = postsIn(site.pages, 'pt')
      .slice(0, 2)
      .map((p) => `/blog/${p.slug}/`);
    const capped = atomFeed(site, pages, 'pt', 2)!;
    expect(capped.match(/<entry>/g)?.length).toBe(2);
    for (const url of newest) expect(capped).toContain(url);
  });
});
