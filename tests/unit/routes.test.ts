import { afterAll, describe, expect, it } from 'vitest';
import { loadSources } from '../../pipeline/load/load';
import { validateSite } from '../../pipeline/validate/validate';
import { buildRoutes, assertUniqueUrls, pageMap } from '../../pipeline/routes/routes';
import { BuildFailed } from '../../pipeline/errors';
import { PAGE_KINDS, PAGE_TYPES } from '../../pipeline/content-types';
import { LANGS } from '../../model/languages';
import { localizedPath } from '../../model/urls';

import { makeFixture } from '../support/fixture';

// The fixture clinic (tests/fixtures/clinic): its treatment "ortodontia" is written in every language.
const fx = await makeFixture();
afterAll(() => fx.remove());
const site = validateSite(await loadSources(fx.paths));
const routes = buildRoutes(site);

describe('the route table', () => {
  it('gives every Markdown page one route per language it is written in, at its address in that language, and no other', () => {
    for (const kind of PAGE_KINDS) {
      const declared = PAGE_TYPES[kind];
      const written = Object.entries(site.pages[kind]).flatMap(([slug, byLang]) =>
        LANGS.filter((l) => byLang[l]).map(
          (lang) => `${localizedPath(lang, declared.url(slug))} ${declared.template} ${lang}`,
        ),
      );
      const routed = routes
        .filter((r) => r.template === declared.template)
        .map((r) => `${r.url} ${r.template} ${r.lang}`);
      expect(routed.sort(), kind).toEqual(written.sort());
    }
  });

  it('gives each language one home page and one list of local pages in Portuguese only', () => {
    const count = (template: string, lang?: string) =>
      routes.filter((r) => r.template === template && (!lang || r.lang === lang)).length;
    for (const lang of LANGS) expect(count('home', lang)).toBe(1);
    expect(count('landing-index')).toBe(1);
    expect(
      routes.filter((r) => r.template === 'landing').every((r) => r.lang === 'pt' && r.alternates.length === 1),
    ).toBe(true);
  });

  it('lists each page among its own alternates, and the alternates of a page list each other', () => {
    const byUrl = new Map(routes.map((r) => [r.url, r]));
    for (const r of routes) {
      if (!r.alternates.length) continue;
      const own = r.alternates.find((a) => a.lang === r.lang);
      expect(own && new URL(own.url).pathname, r.url).toBe(r.url);
      for (const a of r.alternates) {
        const other = byUrl.get(new URL(a.url).pathname);
        expect(
          other?.alternates.map((x) => x.url),
          `${r.url} -> ${a.url}`,
        ).toEqual(r.alternates.map((x) => x.url));
      }
    }
  });

  it("gives each language with posts its blog feed, a file beside the blog's first page, and no other language one", () => {
    const pages = pageMap(routes);
    const first = routes.filter((r) => r.id === 'blog-index:1');
    expect(first.length).toBeGreaterThan(0);
    for (const r of first) expect(pages.feed(r.lang), r.lang).toBe(`${r.url}feed.xml`);
    for (const lang of LANGS.filter((l) => !first.some((r) => r.lang === l))) expect(pages.feed(lang)).toBeUndefined();
    expect(routes.filter((r) => r.feed).map((r) => r.id)).toEqual(first.map((r) => r.id));
  });

  it('keeps Portuguese slugs in every language and gives Arabic right-to-left', () => {
    const ar = routes.find((r) => r.url === '/ar/ortodontia/')!;
    expect(ar.dir).toBe('rtl');
    expect(ar.htmlLang).toBe('ar');
    expect(ar.alternates.map((a) => new URL(a.url).pathname)).toEqual([
      '/ortodontia/',
      '/en/ortodontia/',
      '/es/ortodontia/',
      '/de/ortodontia/',
      '/ar/ortodontia/',
    ]);
    expect(routes.find((r) => r.url === '/')!.htmlLang).toBe('pt-BR');
  });

  it("lists the clinic's texts a page shows among its sources, in its own language", () => {
    const of = (url: string) => routes.find((r) => r.url === url)!.sources;
    expect(of('/en/')).toEqual(
      expect.arrayContaining([
        'content/home/index.en.yaml',
        'content/site/index.en.yaml',
        'locales/en.json',
        'content/team.yaml',
      ]),
    );
    expect(of('/en/')).not.toContain('content/home/index.pt.yaml');
    // Every page's menu names the treatments by their cards (content/home/index.<lang>.yaml).
    expect(of('/de/ortodontia/')).toEqual(
      expect.arrayContaining(['content/site/index.de.yaml', 'content/home/index.de.yaml', 'locales/de.json']),
    );
    expect(of('/informacoes/')).toContain('content/landing/index.yaml');
    // A local page's questions are headed by the home page's FAQ title.
    expect(routes.find((r) => r.template === 'landing')!.sources).toContain('content/home/index.pt.yaml');
  });

  it('refuses two pages with one address, naming both sources', () => {
    const twice = [routes[0]!, { ...routes[0]!, sources: ['content/other.md'] }];
    expect(() => assertUniqueUrls(twice)).toThrow(BuildFailed);
  });
});
