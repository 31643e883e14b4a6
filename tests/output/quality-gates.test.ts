/**
 * Quality gates on every built page: valid HTML, every internal link and asset resolves,
 * new-tab links carry noopener, no inline script the policy does not name, island code only where needed.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { HtmlValidate } from 'html-validate';
import { DIST, htmlPages, resolvesInDist } from '../support/dist';
import { EXPECTED_MISSING } from '../support/expected-missing';
import { ISLANDS, isIslandName } from '../../islands/registry';
import { xmlProblems } from '../support/xml';
import { parse } from 'yaml';
import { ROOT } from '../../pipeline/config';
import { servesCopies, type StaticHost } from '../../pipeline/schemas/site';

const pages = htmlPages();

describe('built pages', () => {
  // A bound for a hung validator, not for a slow machine: every built page is validated, which
  // took about 100 s quiet and 250 s at a load of 25 on 2 cores.
  it('are valid HTML', { timeout: 600_000 }, async () => {
    const validator = new HtmlValidate({
      extends: ['html-validate:recommended'],
      rules: {
        // React's spelling: boolean attributes as attr="", void elements as <br/>. Style, not validity.
        'attribute-empty-style': 'off',
        'attribute-boolean-style': 'off',
        'void-style': 'off',
        'doctype-style': 'off',
        // Phone numbers are written as the clinic publishes them; CSS keeps them on one line.
        'tel-non-breaking': 'off',
        // Radix Toast's viewport is role=region; the drawer is a role=dialog panel that slides in.
        'prefer-native-element': ['error', { exclude: ['region', 'dialog'] }],
        'no-trailing-whitespace': 'off',
        // Section headings inside cards are deliberate: <h3> under each section's <h2>.
        'heading-level': ['error', { allowMultipleH1: false }],
        // The noscript style block is the no-JavaScript fallback of the FAQ.
        'no-inline-style': 'off',
        'long-title': 'off',
      },
    });
    const problems: string[] = [];
    for (const p of pages) {
      const report = await validator.validateString(p.html, p.file);
      for (const r of report.results)
        for (const m of r.messages) problems.push(`${p.url}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
    }
    expect(problems).toEqual([]);
  });

  it('link only to pages and assets that exist', () => {
    const missing = new Set<string>();
    for (const p of pages) {
      const refs: string[] = [];
      p.document.querySelectorAll('a[href], link[href]').forEach((el) => {
        refs.push(el.getAttribute('href') ?? '');
      });
      p.document.querySelectorAll('[src]').forEach((el) => {
        refs.push(el.getAttribute('src') ?? '');
      });
      p.document.querySelectorAll('[srcset]').forEach((el) => {
        for (const c of (el.getAttribute('srcset') ?? '').split(',')) refs.push(c.trim().split(/\s+/)[0] ?? '');
      });
      for (const ref of refs) {
        if (!ref.startsWith('/') || ref.startsWith('//')) continue;
        const pathname = ref.split(/[?#]/)[0] ?? '';
        if (!resolvesInDist(pathname)) missing.add(pathname);
      }
      // In-page anchors point at an element of the same page.
      p.document.querySelectorAll('a[href^="#"]').forEach((a) => {
        const id = a.getAttribute('href')!.slice(1);
        if (id && !p.document.getElementById(id)) missing.add(`${p.url}#${id}`);
      });
    }
    const unexpected = [...missing].filter((m) => !EXPECTED_MISSING.includes(m)).sort();
    expect(unexpected).toEqual([]);
    const stale = EXPECTED_MISSING.filter((m) => !missing.has(m));
    expect(stale, 'these pages exist now: remove them from tests/support/expected-missing.ts').toEqual([]);
  });

  it('open new tabs only with rel noopener', () => {
    const bad: string[] = [];
    for (const p of pages)
      p.document.querySelectorAll('a[target="_blank"]').forEach((a) => {
        if (!/\bnoopener\b/.test(a.getAttribute('rel') ?? '')) bad.push(`${p.url} ${a.getAttribute('href')}`);
      });
    expect(bad).toEqual([]);
  });

  it('have no inline executable script but the ones their policy names by hash (CSP holds)', () => {
    const bad: string[] = [];
    for (const p of pages) {
      const policy =
        p.document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
      p.document.querySelectorAll('script').forEach((s) => {
        const type = s.getAttribute('type') ?? '';
        const dataBlock = type === 'application/ld+json' || type === 'application/json';
        const hash = `'sha256-${createHash('sha256')
          .update(s.textContent ?? '')
          .digest('base64')}'`;
        if (!dataBlock && !s.getAttribute('src') && !scriptSrc.includes(hash))
          bad.push(`${p.url} inline <script type="${type}"> not allowed by its policy`);
        if (s.getAttribute('src') && !s.getAttribute('src')!.startsWith('/'))
          bad.push(`${p.url} external ${s.getAttribute('src')}`);
      });
      if (/\son[a-z]+=/i.test(p.html.replace(/<script[\s\S]*?<\/script>/g, '')))
        bad.push(`${p.url} inline event handler`);
    }
    expect(bad).toEqual([]);
  });

  it('reference no external font, script or stylesheet', () => {
    for (const p of pages) {
      p.document
        .querySelectorAll('link[rel="stylesheet"], link[rel="preload"], link[rel="modulepreload"], script[src]')
        .forEach((el) => {
          const url = el.getAttribute('href') ?? el.getAttribute('src') ?? '';
          expect(url.startsWith('/'), `${p.url} loads ${url}`).toBe(true);
        });
    }
    const sheets = new Set(pages.map((p) => p.document.querySelector('link[rel="stylesheet"]')!.getAttribute('href')!));
    for (const href of sheets)
      expect(fs.readFileSync(path.join(DIST, href), 'utf8')).not.toMatch(/@import|url\(\s*['"]?https?:/);
  });

  it('link one stylesheet, which styles every class of the page that any stylesheet styles', () => {
    // Two stylesheets (home, every other page): a rule moved into the wrong one leaves a page unstyled.
    const classesOf = (href: string): Set<string> => {
      const css = fs.readFileSync(path.join(DIST, href), 'utf8').replace(/url\([^)]*\)/g, '');
      return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!));
    };
    const sheets = new Map<string, Set<string>>();
    const links = pages.map((p) => {
      const hrefs = [...p.document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')!);
      expect(hrefs, p.url).toHaveLength(1);
      if (!sheets.has(hrefs[0]!)) sheets.set(hrefs[0]!, classesOf(hrefs[0]!));
      return hrefs[0]!;
    });
    const styled = new Set([...sheets.values()].flatMap((c) => [...c]));
    const unstyled = pages.flatMap((p, i) => {
      const own = sheets.get(links[i]!)!;
      const used = new Set([...p.document.querySelectorAll('[class]')].flatMap((el) => [...el.classList]));
      return [...used]
        .filter((c) => styled.has(c) && !own.has(c))
        .map((c) => `${p.url}: .${c} is styled only in another page's stylesheet`);
    });
    expect(unstyled).toEqual([]);
  });

  it('carry island markup only for islands in the registry, each with its props (and a component island its own prefix)', () => {
    const prefixes = new Set<string>();
    for (const p of pages) {
      prefixes.clear();
      p.document.querySelectorAll('[data-island]').forEach((host) => {
        const name = host.getAttribute('data-island') ?? '';
        expect(isIslandName(name), `${p.url}: ${name} is not in the registry`).toBe(true);
        expect(() => JSON.parse(host.getAttribute('data-props') ?? '')).not.toThrow();
        if (!isIslandName(name)) return;
        const prefix = host.getAttribute('data-prefix') ?? '';
        expect(prefix, `${p.url}: ${name} has no id prefix`).not.toBe('');
        expect(prefixes.has(prefix), `${p.url} repeats prefix ${prefix}`).toBe(false);
        prefixes.add(prefix);
      });
    }
  });

  it('have an entry script without React that runs without fetching another file first (only lazy import() inside)', () => {
    const src = pages[0]!.document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? '';
    const code = fs.readFileSync(path.join(DIST, src), 'utf8');
    expect(code).not.toMatch(/(^|[;}])\s*import\s*(["'{*\w])/);
    // The entry fetches the site's start-up module (after the first paint), which fetches React.
    const start = /import\("\.\/chunks\/(start\.[A-Z0-9]+\.js)"\)/.exec(code)?.[1];
    expect(start, 'the entry imports the start-up module lazily').toBeTruthy();
    const startCode = fs.readFileSync(path.join(DIST, 'assets/chunks', start!), 'utf8');
    expect(startCode).not.toMatch(/(^|[;}])\s*import\s*(["'{*\w])/);
    const hydrate = /import\("\.\/(hydrate\.[A-Z0-9]+\.js)"\)/.exec(startCode)?.[1];
    expect(hydrate, 'the start-up module imports the React runtime lazily').toBeTruthy();
    // React's element symbol is in the runtime's chunks, never in the entry or the start-up
    // module: no page pays for React before an island needs it.
    expect(code).not.toMatch(/react\.(transitional\.)?element/);
    expect(startCode).not.toMatch(/react\.(transitional\.)?element/);
    const runtime = fs.readFileSync(path.join(DIST, 'assets/chunks', hydrate!), 'utf8');
    const imported = [...runtime.matchAll(/from"\.\/([\w.-]+\.js)"/g)].map((m) =>
      fs.readFileSync(path.join(DIST, 'assets/chunks', m[1]!), 'utf8'),
    );
    expect([runtime, ...imported].join('\n')).toMatch(/react\.(transitional\.)?element/);
  });

  it('carry no props the markup already says (the menu, the language versions)', () => {
    for (const p of pages) {
      const props = (selector: string): string => p.document.querySelector(selector)?.getAttribute('data-props') ?? '';
      expect(props('[data-island="nav-desktop"]'), p.url).not.toContain('"items"');
      expect(props('[data-island="nav-mobile"]'), p.url).not.toContain('"items"');
      expect(props('[data-island="language-switcher"]'), p.url).not.toMatch(/"(href|hreflang|current)"/);
      expect(props('[data-island="faq"]'), p.url).not.toContain('"items"');
      expect(props('[data-island="team-carousel"]'), p.url).not.toContain('member-card');
      expect(props('[data-island="map-facade"]'), p.url).not.toContain('"picture"');
    }
  });

  it('load no island code up front: the script asks for an island only where its markup is', () => {
    const codes = new Map<string, string>();
    const entryCode = (src: string): string =>
      codes.get(src) ?? codes.set(src, fs.readFileSync(path.join(DIST, src), 'utf8')).get(src)!;
    // Each island's chunk is named after the file the registry imports.
    const registry = fs.readFileSync(path.join(import.meta.dirname, '../../islands/registry.ts'), 'utf8');
    const names = [...registry.matchAll(/import\('\.\/[\w-]+\/([\w-]+)'\)/g)].map((m) => m[1]!);
    expect(names).toHaveLength(Object.keys(ISLANDS).length);
    const ISLAND_CHUNK = new RegExp(`chunks/(${names.join('|')})\\.`);
    for (const p of pages) {
      const entry = p.document.querySelectorAll('script[type="module"][src]');
      expect(entry, `${p.url} has one module script`).toHaveLength(1);
      const src = entry[0]!.getAttribute('src') ?? '';
      const scripts = [
        ...[...p.document.querySelectorAll('script[src], link[rel="modulepreload"]')].map(
          (el) => el.getAttribute('src') ?? el.getAttribute('href') ?? '',
        ),
        ...(entryCode(src).match(/\/assets\/chunks\/[\w.-]+\.js/g) ?? []),
      ];
      expect(
        scripts.filter((s) => ISLAND_CHUNK.test(s)),
        `${p.url} loads island code up front`,
      ).toEqual([]);
    }
  });

  it('each state their language, direction, canonical and alternates', () => {
    for (const p of pages) {
      const html = p.document.documentElement;
      expect(html.getAttribute('lang')).toMatch(/^(pt-BR|en|es|de|ar)$/);
      expect(html.getAttribute('dir')).toBe(html.getAttribute('lang') === 'ar' ? 'rtl' : 'ltr');
      expect(p.document.querySelector('title')?.textContent?.length).toBeGreaterThan(10);
      expect(p.document.querySelector('meta[name="description"]')?.getAttribute('content')?.length).toBeGreaterThan(50);
      if (/(^|\/)404\.html$/.test(p.url)) continue;
      expect(p.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
        new RegExp(`${p.url.replace(/\//g, '\\/')}$`),
      );
      expect(p.document.querySelector('link[hreflang="x-default"]')).not.toBeNull();
      expect(p.document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/\.jpg$/);
    }
  });

  it('publish the clinic as schema.org Dentist from site.yaml', () => {
    const home = pages.find((p) => p.url === '/')!;
    const blocks = [...home.document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>,
    );
    const dentist = blocks.find((b) => b['@type'] === 'Dentist') as Record<string, unknown> & {
      address: Record<string, string>;
    };
    expect(dentist).toBeDefined();
    // The address as site.yaml holds it today (an editor moves the number, the test follows).
    const { address } = parse(fs.readFileSync(path.join(ROOT, 'content/site.yaml'), 'utf8')) as {
      address: { street: string; region: string };
    };
    expect(dentist.address.streetAddress).toBe(address.street);
    expect(dentist.address.addressRegion).toBe(address.region);
    // No price level either: the CFO's advertising rules allow no prices.
    expect(dentist).not.toHaveProperty('priceRange');
  });

  it('come with host headers: long caching for hashed assets, security headers, and compressed copies', () => {
    const headers = fs.readFileSync(path.join(DIST, '_headers'), 'utf8');
    expect(headers).toMatch(/\/assets\/\*\n\s+Cache-Control: public, max-age=31536000, immutable/);
    for (const h of [
      'Content-Security-Policy',
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy',
      'Permissions-Policy',
      "frame-ancestors 'none'",
    ])
      expect(headers).toContain(h);
    expect(headers).not.toMatch(/script-src[^;]*unsafe-inline/);
    const home = fs.readFileSync(path.join(DIST, 'index.html'));
    // Copies only for a host that serves them (content/site.yaml static_host; tests/build/hosting.test.ts switches host).
    const { static_host: host = 'netlify' } = parse(fs.readFileSync(path.join(ROOT, 'content/site.yaml'), 'utf8')) as {
      static_host?: StaticHost;
    };
    if (servesCopies(host)) {
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(DIST, 'index.html.br')))).toEqual(home);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(DIST, 'index.html.gz')))).toEqual(home);
    } else {
      expect(fs.existsSync(path.join(DIST, 'index.html.br'))).toBe(false);
      expect(fs.existsSync(path.join(DIST, 'index.html.gz'))).toBe(false);
    }
  });

  it('have a sitemap listing every indexable page with alternates; robots.txt points to it when live, shuts everything in a preview', () => {
    const sitemap = fs.readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8');
    const robots = fs.readFileSync(path.join(DIST, 'robots.txt'), 'utf8');
    const noindex = (x: (typeof pages)[number]) =>
      /noindex/.test(x.document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '');
    expect(sitemap).toContain('hreflang="x-default"');
    expect(fs.existsSync(path.join(DIST, '404.html'))).toBe(true);
    // A preview (content/site.yaml not live, or a stand-in left: pipeline/launch/) keeps every page
    // out of search engines and names no sitemap; the sitemap still lists the pages a live site opens.
    if (/^Disallow: \/$/m.test(robots)) {
      expect(robots).not.toMatch(/Sitemap:/);
      for (const p of pages) expect(noindex(p), p.url).toBe(true);
      expect(pages.filter((p) => sitemap.includes(`${p.url}</loc>`)).length).toBeGreaterThan(0);
      for (const p of pages.filter((x) => /\/blog\/busca\/$/.test(x.url)))
        expect(sitemap).not.toContain(`${p.url}</loc>`);
      return;
    }
    // Pages marked noindex (the 404 pages, the blog search) stay out of it.
    for (const p of pages.filter((x) => !noindex(x))) expect(sitemap).toContain(`${p.url}</loc>`);
    for (const p of pages.filter(noindex)) expect(sitemap).not.toContain(`${p.url}</loc>`);
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  });

  it('write every XML file (feeds, sitemap) as well-formed XML', () => {
    const xml = (fs.readdirSync(DIST, { recursive: true }) as string[]).filter((f) => f.endsWith('.xml'));
    expect(xml).toEqual(expect.arrayContaining(['sitemap.xml', 'blog/feed.xml', 'ar/blog/feed.xml']));
    const problems = xml.flatMap((f) =>
      xmlProblems(fs.readFileSync(path.join(DIST, f), 'utf8')).map((p) => `${f}:${p}`),
    );
    expect(problems).toEqual([]);
  });
});
