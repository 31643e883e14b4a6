/**
 * What the dental advertising rules, patient safety and search engines ask of every built
 * page: no payment terms outside the payment FAQ, a CRO number with every dentist, hours and
 * a phone link everywhere, risks on treatment pages, unique titles, a 404 in each language.
 */
import { placeIn, type Address } from '../../model/place';
import fs from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { DIST, htmlPages } from '../support/dist';
import { ROOT } from '../../pipeline/config';
import { LANGS, type Lang } from '../../model/languages';
import { nameIn } from '../../model/people';
import { findPaymentTerm, PAYMENT_ANSWER_PATH } from '../../pipeline/validate/advertising-rules';
import { showNotFoundLanguage } from '../../islands/lib/not-found-language';

const pages = htmlPages();
const langOf = (doc: Document): Lang =>
  doc.documentElement.getAttribute('lang') === 'pt-BR' ? 'pt' : (doc.documentElement.getAttribute('lang') as Lang);
const messages = Object.fromEntries(
  LANGS.map((l) => [
    l,
    JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', `${l}.json`), 'utf8')) as Record<string, string>,
  ]),
) as Record<Lang, Record<string, string>>;
/** The clinic's texts of a language: content/home/index.<lang>.yaml or content/site/index.<lang>.yaml. */
const clinicText = (kind: 'home' | 'site', lang: Lang, ...keys: string[]): string => {
  let value: unknown = parse(fs.readFileSync(path.join(ROOT, 'content', kind, `index.${lang}.yaml`), 'utf8'));
  for (const k of keys) value = (value as Record<string, unknown>)[k];
  return String(value);
};
/** The payment FAQ answer of each language (content/home/index.<lang>.yaml), the one text allowed payment terms. */
const paymentAnswer = Object.fromEntries(
  LANGS.map((l) => [l, clinicText('home', l, ...PAYMENT_ANSWER_PATH)]),
) as Record<Lang, string>;
interface Person {
  name: string;
  names?: Record<string, string>;
  cro: string;
  role?: string;
  slug?: string;
  profile?: string;
}
const team = parse(fs.readFileSync(path.join(ROOT, 'content/team.yaml'), 'utf8')) as {
  owners: Person[];
  members: Person[];
};
const people = [...team.owners, ...team.members];
/** A person is named as each language writes the name (team.yaml `names`, else the language's title rule: model/people.ts). */
const namedIn = (x: Person, t: string): boolean => LANGS.map((l) => nameIn(x, l)).some((n) => t.includes(n));
const site = parse(fs.readFileSync(path.join(ROOT, 'content/site.yaml'), 'utf8')) as {
  address: Address;
  phones: { landline: string };
};
const text = (el: Element | null | undefined): string => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('dental advertising rules', () => {
  it('show no payment terms in titles, descriptions or page text, except the FAQ answer about payment', () => {
    const found: string[] = [];
    for (const p of pages) {
      const lang = langOf(p.document);
      const allowed = [paymentAnswer[lang]];
      const head = [
        text(p.document.querySelector('title')),
        p.document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      ];
      for (const h of head) {
        const term = findPaymentTerm(lang, h);
        if (term) found.push(`${p.url} head: "${term}"`);
      }
      let body = text(p.document.querySelector('body'));
      for (const a of allowed) body = body.split(a.replace(/\s+/g, ' ')).join(' ');
      const term = findPaymentTerm(lang, body);
      if (term) found.push(`${p.url} text: "${term}"`);
    }
    expect(found).toEqual([]);
  });

  it('show a CRO number with every dentist: team cards, owner pages and blog bylines', () => {
    const missing: string[] = [];
    const homes = pages.filter((p) => /^\/((en|es|de|ar)\/)?$/.test(p.url));
    expect(homes).toHaveLength(5);
    for (const p of homes) {
      const cards = [...p.document.querySelectorAll('.owner-card, .member-card')];
      expect(cards.length, p.url).toBe(people.length);
      for (const card of cards) {
        const person = people.find((x) => namedIn(x, text(card)));
        if (!person || !text(card).includes(person.cro)) missing.push(`${p.url} card "${text(card).slice(0, 60)}"`);
      }
    }
    for (const o of team.owners) {
      for (const p of pages.filter((x) => x.url.endsWith(`/${o.profile}/`))) {
        if (!text(p.document.querySelector('main header, main .page-header, main')).includes(o.cro))
          missing.push(`${p.url} owner page`);
      }
    }
    const posts = pages.filter(
      (p) => /\/blog\/(?!categoria|busca)[^/]+\/$/.test(p.url) && p.document.querySelector('article.post'),
    );
    expect(posts.length).toBeGreaterThan(0);
    for (const p of posts) {
      const meta = text(p.document.querySelector('.post-header .post-meta'));
      const author = people.find((x) => namedIn(x, meta));
      if (!author || !meta.includes(author.cro)) missing.push(`${p.url} byline "${meta.slice(0, 60)}"`);
    }
    expect(missing).toEqual([]);
  });

  it('never title a technician "Dr." and never list one among the specialists', () => {
    const technicians = team.members.filter((m) => m.role === 'tsb');
    expect(technicians.length).toBeGreaterThan(0);
    for (const p of pages) {
      const body = text(p.document.querySelector('body'));
      for (const m of technicians) expect(body, p.url).not.toMatch(new RegExp(`\\bDra?\\.? ${m.name}`));
    }
    for (const lang of LANGS)
      expect(clinicText('home', lang, 'team', 'others_title')).not.toMatch(
        /especialistas|specialists|Spezialisten|الأخصائيون/i,
      );
  });

  it('publish each figure with its source, and no satisfaction rate without a survey', () => {
    for (const p of pages.filter((x) => x.document.querySelector('.stats'))) {
      const stats = [...p.document.querySelectorAll('.stat')];
      expect(stats.length, p.url).toBeGreaterThan(0);
      for (const s of stats)
        expect(text(s.querySelector('.stat-source')).length, `${p.url} ${text(s)}`).toBeGreaterThan(5);
      expect(text(p.document.querySelector('.stats'))).not.toContain('98%');
    }
  });
});

describe('patient safety', () => {
  it('give hours, a tap-to-call link and what to do outside opening hours in the footer of every page', () => {
    for (const p of pages) {
      const footer = p.document.querySelector('footer.site-footer');
      expect(footer?.querySelector('a[href^="tel:"]'), p.url).not.toBeNull();
      expect(footer?.querySelector('.urgent-care .hours dl'), p.url).not.toBeNull();
      expect(text(footer), p.url).toContain(clinicText('site', langOf(p.document), 'urgent', 'emergency'));
    }
  });

  it('put hours and a call button at the top of the care pages, and end them with a call, not a booking', () => {
    const care = pages.filter((p) => /\/(pre-cirurgia|pos-cirurgia|pos-clareamento)\/$/.test(p.url));
    expect(care).toHaveLength(15);
    for (const p of care) {
      const lang = langOf(p.document);
      expect(p.document.querySelector('main .page-body > .urgent-care a[href^="tel:"]'), p.url).not.toBeNull();
      expect(p.document.querySelector('main .call-cta a[href^="tel:"]'), p.url).not.toBeNull();
      expect(text(p.document.querySelector('main')), p.url).not.toContain(clinicText('site', lang, 'booking', 'title'));
    }
  });

  it('give every treatment page a risks and possible complications section', () => {
    const treatments = pages.filter(
      (p) =>
        p.document.querySelector('script[type="application/ld+json"]')?.textContent?.includes('MedicalProcedure') ||
        p.html.includes('id="risks-title"'),
    );
    // One per treatment page written in content/treatments/ (a page in each of its languages).
    const written = fs
      .readdirSync(path.join(ROOT, 'content/treatments'))
      .flatMap((slug) =>
        fs.readdirSync(path.join(ROOT, 'content/treatments', slug)).filter((f) => /^index\.\w+\.md$/.test(f)),
      );
    expect(treatments).toHaveLength(written.length);
    for (const p of treatments)
      expect(p.document.querySelectorAll('.risks li').length, p.url).toBeGreaterThanOrEqual(3);
  });

  it('complete the post-operative page: numbness, sinus, spreading swelling, knocked-out tooth', () => {
    const pt = pages.find((p) => p.url === '/pos-cirurgia/')!;
    const body = text(pt.document.querySelector('main'));
    for (const words of [
      'dormência',
      'seio maxilar',
      'olho',
      'pescoço',
      'pela coroa',
      'leite',
      '30 a 60 minutos',
      '192',
    ])
      expect(body).toContain(words);
  });
});

describe('search engines', () => {
  it('give each page of a language its own title and description; treatment titles name the place within 60 characters', () => {
    for (const lang of LANGS) {
      const own = pages.filter((p) => langOf(p.document) === lang);
      const titles = own.map((p) => text(p.document.querySelector('title')));
      const descriptions = own.map(
        (p) => p.document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      );
      const dupes = (list: string[]) => list.filter((t, i) => list.indexOf(t) !== i);
      expect(dupes(titles), `${lang} titles`).toEqual([]);
      expect(dupes(descriptions), `${lang} descriptions`).toEqual([]);
    }
    const treatments = pages.filter((p) => p.html.includes('id="risks-title"'));
    for (const p of treatments) {
      const title = text(p.document.querySelector('title'));
      expect(title.length, title).toBeLessThanOrEqual(60);
      expect(title, p.url).toContain(placeIn(site.address, langOf(p.document)).district);
    }
  });

  it('keep the blog search out of the index and the sitemap', () => {
    const sitemap = fs.readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8');
    const search = pages.filter((p) => p.url.endsWith('/blog/busca/'));
    expect(search.length).toBeGreaterThan(0);
    for (const p of search) {
      expect(p.document.querySelector('meta[name="robots"]')?.getAttribute('content'), p.url).toContain('noindex');
      expect(sitemap).not.toContain(`${p.url}</loc>`);
    }
  });
});

describe("404 in the visitor's language", () => {
  it('exists under each language prefix, in that language', () => {
    for (const lang of LANGS) {
      const file = path.join(DIST, lang === 'pt' ? '' : lang, '404.html');
      const doc = parseHTML(fs.readFileSync(file, 'utf8')).document as unknown as Document;
      expect(langOf(doc)).toBe(lang);
      expect(text(doc.querySelector('h1'))).toBe(messages[lang]['notfound.title']);
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    }
    const rules = fs.readFileSync(path.join(DIST, '_redirects'), 'utf8');
    for (const l of ['en', 'es', 'de', 'ar']) expect(rules).toContain(`/${l}/*  /${l}/404.html  404`);
  });

  it("on hosts with only the root 404.html, says it in every language, and the visitor's comes first with the script", () => {
    const html = fs.readFileSync(path.join(DIST, '404.html'), 'utf8');
    for (const l of ['en', 'es', 'de', 'ar'] as const) {
      const doc = parseHTML(html).document as unknown as Document;
      expect(text(doc.querySelector(`[data-not-found-lang="${l}"] h3`))).toBe(messages[l]['notfound.title']);
      expect(showNotFoundLanguage(doc, `/${l}/pagina-que-nao-existe/`)).toBe(l);
      const intro = doc.querySelector('section[data-not-found-lang]')!;
      expect(text(intro.querySelector('h1'))).toBe(messages[l]['notfound.title']);
      expect(intro.querySelector('a')?.getAttribute('href')).toBe(`/${l}/?lng=${l}`);
      expect(intro.getAttribute('dir')).toBe(l === 'ar' ? 'rtl' : 'ltr');
      // Portuguese moved down among the others.
      expect(text(doc.querySelector('[data-not-found-lang="pt"] h3'))).toBe(messages.pt['notfound.title']);
    }
    const doc = parseHTML(html).document as unknown as Document;
    expect(showNotFoundLanguage(doc, '/pagina-que-nao-existe/')).toBeUndefined();
    expect(text(doc.querySelector('h1'))).toBe(messages.pt['notfound.title']);
  });
});

describe('privacy policy', () => {
  it('names the data protection officer and the third parties a visitor can reach, and no forms', () => {
    const dpo = (parse(fs.readFileSync(path.join(ROOT, 'content/site.yaml'), 'utf8')) as { dpo_name: string }).dpo_name;
    const policies = pages.filter((p) => p.url.endsWith('/politica-de-privacidade/'));
    expect(policies).toHaveLength(5);
    for (const p of policies) {
      const body = text(p.document.querySelector('main'));
      expect(body, p.url).toContain(dpo);
      expect(body, p.url).toMatch(/Google Maps|خرائط Google/);
      expect(body, p.url).toMatch(/WhatsApp|واتساب/);
      expect(body, p.url).not.toMatch(
        /formulários de agendamento|appointment request forms|formularios para agendar|Terminformulare|نماذج حجز/,
      );
    }
  });
});
