/**
 * The local landing pages as a visitor gets them: a title that fits search results, links to
 * the treatment pages they are about, urgent care up front, and the footer's list of all of
 * them marked as Portuguese on every language's pages. (Read as text: parsing 140 pages into
 * a DOM next to the other output tests starves the test runner on a small machine.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolvePaths } from '../../pipeline/config';
import { loadSources } from '../../pipeline/load/load';
import { validateSite } from '../../pipeline/validate/validate';
import { buildRoutes } from '../../pipeline/routes/routes';
import { DIST } from '../support/dist';

const site = validateSite(await loadSources(resolvePaths()));
const read = (url: string) => ({ url, html: fs.readFileSync(path.join(DIST, url, 'index.html'), 'utf8') });
// The local pages of the route table (the home page stands for the clinic in general in its own neighbourhood).
const pages = buildRoutes(site)
  .filter((r) => r.template === 'landing')
  .map((r) => ({ service: site.landing.services.find((s) => s.slug === r.props.service)!, ...read(r.url) }));
const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const between = (html: string, start: RegExp, end: string) => {
  const m = start.exec(html);
  if (!m) return undefined;
  const from = m.index;
  return html.slice(from, html.indexOf(end, from) + end.length);
};

describe('local landing pages in dist/', () => {
  it('are all built, one per local page of the route table, and nothing else', () => {
    const built = fs
      .readdirSync(path.join(DIST, 'informacoes'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `/informacoes/${e.name}/`);
    expect(built.sort()).toEqual(pages.map((p) => p.url).sort());
  });

  it('have a title of at most 60 characters and one h1 without a glued article', () => {
    for (const p of pages) {
      const title = decode(/<title>(.*?)<\/title>/.exec(p.html)?.[1] ?? '');
      expect(title.length, `${p.url}: ${title}`).toBeLessThanOrEqual(60);
      expect(title.length).toBeGreaterThan(10);
      const h1 = [...p.html.matchAll(/<h1\b[^>]*>(.*?)<\/h1>/g)];
      expect(h1, p.url).toHaveLength(1);
      expect(decode(h1[0]![1]!)).not.toMatch(/\bde melhor\b|atendimento de (clínica|dentista|melhor)/i);
    }
  });

  it('link to the treatment pages they are about', () => {
    for (const p of pages) {
      const main = between(p.html, /<main\b/, '</main>') ?? '';
      const hrefs = [...main.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => m[1]);
      for (const slug of new Set([p.service.treatment, ...p.service.related]))
        expect(hrefs, `${p.url} -> /${slug}/`).toContain(`/${slug}/`);
    }
  });

  it('publish treatments as a medical procedure, and the choosing guides not', () => {
    for (const p of pages) {
      const types = [...p.html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
        (m) => (JSON.parse(m[1]!) as { '@type'?: string })['@type'],
      );
      expect(types, p.url).toContain('FAQPage');
      expect(types.includes('MedicalProcedure'), p.url).toBe(!p.service.guide);
    }
  });

  it('open urgent care pages with the opening hours and a number to tap, and only those', () => {
    for (const p of pages) {
      const box = between(p.html, /<div class="landing-urgent"/, '</div>');
      if (!p.service.urgent) {
        expect(box, p.url).toBeUndefined();
        continue;
      }
      expect(box, p.url).toBeDefined();
      expect(box).toMatch(/href="tel:\+?\d+"/);
      expect(box).toMatch(/segunda a sexta, \d{1,2}h às \d{1,2}h/);
      expect(box).not.toContain('{horario}');
      // In the page's first lines: under the heading, before its own text and any section.
      expect(p.html.indexOf('landing-urgent')).toBeGreaterThan(p.html.indexOf('<h1'));
      expect(p.html.indexOf('landing-urgent')).toBeLessThan(p.html.indexOf('data-own-text'));
      expect(p.html.indexOf('landing-urgent')).toBeLessThan(p.html.indexOf('<h2', p.html.indexOf('<h1')));
    }
  });

  it('leave the clinic in general in its own neighbourhood to the home page: the list links there, the old address leads there', () => {
    const own = site.landing.neighbourhoods.find((n) => n.name === site.facts.address.district);
    const general = site.landing.services.filter((s) => s.general);
    if (!own || !general.length) return;
    const list = read('/informacoes/').html;
    const redirects = fs.readFileSync(path.join(DIST, '_redirects'), 'utf8');
    for (const s of general) {
      const url = `/informacoes/${s.slug}-${own.slug}/`;
      expect(fs.existsSync(path.join(DIST, url, 'index.html')), url).toBe(false);
      expect(list).not.toContain(`href="${url}"`);
      expect(redirects).toMatch(new RegExp(`^${url}\\s+/\\s+301$`, 'm'));
    }
  });

  it('never suggest that the clinic answers around the clock', () => {
    for (const p of pages) {
      const main = (between(p.html, /<main\b/, '</main>') ?? '').replace(/<[^>]+>/g, ' ');
      expect(main, p.url).not.toMatch(/24 ?h|24 horas/i);
    }
  });
});

describe('the footer list of local pages', () => {
  it('is on Portuguese pages only, said to be Brazilian Portuguese, without hover titles', () => {
    for (const url of ['/', pages[0]!.url]) {
      const list = between(read(url).html, /<ul class="footer-info-list"/, '</ul>') ?? '';
      expect(/^<ul[^>]*\blang="pt-BR"/.test(list), url).toBe(true);
      expect(list.match(/<a\b/g), url).toHaveLength(pages.length);
      // The link's text names its page; a hover title saying anything else would mislead.
      expect(list, url).not.toMatch(/<a\b[^>]*\btitle=/);
    }
  });

  it('is one link to the Portuguese list on the pages of other languages, marked as Portuguese', () => {
    for (const url of ['/en/', '/es/', '/de/', '/ar/', '/en/clareamento/']) {
      const html = read(url).html;
      expect(html, url).not.toContain('footer-info-list');
      const nav = between(html, /<nav aria-labelledby="footer-info-title"/, '</nav>') ?? '';
      expect(nav.match(/<a\b/g), url).toHaveLength(1);
      expect(nav, url).toContain('<a href="/informacoes/" hreflang="pt-BR">');
      expect(nav, url).toContain('lang="pt-BR"');
    }
  });
});
