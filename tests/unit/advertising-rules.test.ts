/** The advertising rules' building blocks: payment terms per language, titles, the analytics CSP, 404 host rules. */
import { describe, expect, it } from 'vitest';
import { findPaymentTerm, PAYMENT_TERMS } from '../../pipeline/validate/advertising-rules';
import { pageTitle, TITLE_MAX } from '../../templates/document/head';
import { ANALYTICS_SOURCES, contentSecurityPolicy, headersFile, redirectsFile } from '../../pipeline/outputs/hosting';
import { grantConsent } from '../../islands/lib/consent';
import { LANGS } from '../../model/languages';

describe('payment terms', () => {
  // The phrases the review found, as each language wrote them.
  const offers: Record<(typeof LANGS)[number], string[]> = {
    pt: [
      'com especialistas e parcelamento em até 21x.',
      'pagos no cartão em até 21 parcelas',
      'em até 10 vezes sem juros',
      'a partir de R$ 99',
    ],
    en: ['card payment in up to 21 instalments.', 'pay in 12 installments', 'interest-free plans'],
    es: ['pago con tarjeta en hasta 21 cuotas.', 'sin intereses', 'en 12x'],
    de: ['Kartenzahlung in bis zu 21 Raten.', 'zinsfrei', 'Ratenzahlung möglich'],
    ar: ['الدفع بالبطاقة على ما يصل إلى 21 قسطًا.', 'الدفع بالتقسيط', 'أقساط شهرية'],
  };
  // Ordinary words that look alike must not stop the build.
  const innocent: Record<(typeof LANGS)[number], string[]> = {
    pt: [
      'Parcerias',
      'Implantes dentários na Lapa',
      'Conheça os alinhadores',
      'Escove os dentes 2x ao dia',
      'use fio dental 1x por dia',
    ],
    en: ['Partnerships', 'Whitening results vary', 'Brush 2x a day'],
    es: ['Cuéntenos', 'Asociaciones'],
    de: ['Wir beraten Sie gern', 'Wir raten Ihnen, 24 Stunden zu warten', '2x am Tag putzen'],
    ar: ['احصل على قسط جيد من النوم', 'بطاقات الخصم المباشر'],
  };
  for (const lang of LANGS) {
    it(`are found in ${lang}`, () => {
      for (const text of offers[lang]) expect(findPaymentTerm(lang, text), text).toBeDefined();
      for (const text of innocent[lang]) expect(findPaymentTerm(lang, text), text).toBeUndefined();
      expect(PAYMENT_TERMS[lang].length).toBeGreaterThan(2);
    });
  }
});

describe('page titles', () => {
  it('add the clinic name only when the whole fits in a search result', () => {
    expect(pageTitle('Implantes Dentários na Lapa, São Paulo', 'Clínica Roma')).toBe(
      'Implantes Dentários na Lapa, São Paulo | Clínica Roma',
    );
    const long = 'Lentes de Contato Dental e Facetas na Lapa, São Paulo';
    expect(pageTitle(long, 'Clínica Odontológica Roma')).toBe(long);
    expect(pageTitle(long, 'Clínica Odontológica Roma').length).toBeLessThanOrEqual(TITLE_MAX);
  });
});

describe('Content-Security-Policy and analytics', () => {
  const directive = (csp: string, name: string): string[] =>
    (csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '').split(' ').slice(1);
  const allows = (sources: string[], url: string): boolean => {
    const { protocol, host } = new URL(url);
    return sources.some((s) => {
      if (s === "'self'") return false;
      const m = /^(https:)\/\/(\*\.)?(.+)$/.exec(s);
      return Boolean(m) && protocol === m![1] && (m![2] ? host.endsWith(`.${m![3]}`) : host === m![3]);
    });
  };

  it('names no analytics host when no measurement ID is set', () => {
    const csp = contentSecurityPolicy({ frameSrc: 'https://www.google.com' });
    expect(csp).not.toMatch(/googletagmanager|google-analytics|analytics\.google/);
    expect(headersFile({ frameSrc: 'https://www.google.com' })).not.toMatch(/googletagmanager/);
  });

  it('allows the tag the consent code loads, and where it sends hits, once an ID is set', () => {
    const csp = contentSecurityPolicy({ frameSrc: 'https://www.google.com', measurementId: 'G-TEST123' });
    let loaded = '';
    grantConsent({}, 'G-TEST123', (src) => (loaded = src));
    expect(loaded).not.toBe('');
    expect(allows(directive(csp, 'script-src'), loaded), `${loaded} is blocked by ${csp}`).toBe(true);
    // GA4 sends its hits with fetch/sendBeacon to region1.google-analytics.com and similar.
    expect(allows(directive(csp, 'connect-src'), 'https://region1.google-analytics.com/g/collect')).toBe(true);
    expect(allows(directive(csp, 'connect-src'), 'https://region1.analytics.google.com/g/collect')).toBe(true);
    expect(allows(directive(csp, 'img-src'), 'https://www.google-analytics.com/g/collect')).toBe(true);
    // Nothing beyond what the measurement needs: still no inline script, no eval.
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", ...ANALYTICS_SOURCES['script-src']]);
  });
});

describe('404 host rules', () => {
  it("send a missing page of each prefixed language to its own 404 page; the root's needs no rule", () => {
    const text = redirectsFile(['/404.html', '/en/404.html', '/es/404.html', '/de/404.html', '/ar/404.html']);
    for (const l of ['en', 'es', 'de', 'ar']) expect(text).toContain(`/${l}/*  /${l}/404.html  404`);
    expect(text).not.toMatch(/^\/\*/m);
  });
});
