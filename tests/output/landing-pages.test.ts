/**
 * The local landing pages as a visitor gets them: a title that fits search results, links to
 * the treatment pages they are about, urgent care up front, and the footer's list of all of
 * them marked as Portuguese on every language's pages.
 */
import { describe, expect, it } from 'vitest';
import { resolvePaths } from '../../pipeline/config';
import { loadSources } from '../../pipeline/load';
import { validateSite } from '../../pipeline/validate';
import { htmlPages } from '../support/dist';

const site = validateSite(await loadSources(resolvePaths()));
const all = htmlPages();
const landing = all.filter((p) => /^\/informacoes\/[^/]+\/$/.test(p.url));
const serviceOf = (url: string) => site.landing.services.find((s) => site.landing.neighbourhoods.some((n) => url === `/informacoes/${s.slug}-${n.slug}/`));

describe('local landing pages in dist/', () => {
  it('are all built, one per service and neighbourhood', () => {
    expect(landing).toHaveLength(site.landing.services.length * site.landing.neighbourhoods.length);
  });

  it('have a title of at most 60 characters and one h1 without a glued article', () => {
    for (const p of landing) {
      const title = p.document.querySelector('title')?.textContent ?? '';
      expect(title.length, `${p.url}: ${title}`).toBeLessThanOrEqual(60);
      const h1 = p.document.querySelectorAll('h1');
      expect(h1).toHaveLength(1);
      expect(h1[0]!.textContent).not.toMatch(/\bde melhor\b|atendimento de (clínica|dentista|melhor)/i);
    }
  });

  it('link to the treatment pages they are about', () => {
    for (const p of landing) {
      const service = serviceOf(p.url);
      expect(service, p.url).toBeDefined();
      const hrefs = [...p.document.querySelectorAll('main a[href]')].map((a) => a.getAttribute('href'));
      for (const slug of new Set([service!.treatment, ...service!.related])) expect(hrefs, `${p.url} -> /${slug}/`).toContain(`/${slug}/`);
    }
  });

  it('publish treatments as a medical procedure, and the choosing guides not', () => {
    for (const p of landing) {
      const types = [...p.document.querySelectorAll('script[type="application/ld+json"]')].map((s) => (JSON.parse(s.textContent ?? '{}') as { '@type'?: string })['@type']);
      expect(types.includes('MedicalProcedure'), p.url).toBe(!serviceOf(p.url)!.guide);
    }
  });

  it('put the opening hours and a number to tap at the top of urgent care pages only', () => {
    for (const p of landing) {
      const box = p.document.querySelector('.landing-urgent');
      if (!serviceOf(p.url)!.urgent) {
        expect(box, p.url).toBeNull();
        continue;
      }
      expect(box, p.url).not.toBeNull();
      expect(box!.querySelector('a[href^="tel:"]')).not.toBeNull();
      expect(box!.textContent).toMatch(/Segunda a sexta.*\d{2}:\d{2}/);
      // Before the first section heading of the page's body.
      const firstH2 = p.document.querySelector('.landing-body h2');
      expect(box!.compareDocumentPosition(firstH2!) & 4 /* FOLLOWING */).toBeTruthy();
    }
  });
});

describe('the footer list of local pages', () => {
  it('says it is Brazilian Portuguese on the pages of every language', () => {
    for (const url of ['/', '/en/', '/es/', '/de/', '/ar/', '/informacoes/dentista-lapa/']) {
      const page = all.find((p) => p.url === url);
      expect(page, url).toBeDefined();
      const list = page!.document.querySelector('.footer-info-list');
      expect(list?.getAttribute('lang'), url).toBe('pt-BR');
      expect(list!.querySelectorAll('a')).toHaveLength(landing.length);
    }
  });
});
