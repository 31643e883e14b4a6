import { describe, expect, it } from 'vitest';
import { explicitChoice, normalizeLanguage, offerFor, redirectTarget } from '../../islands/lib/language-choice';

const ALL = { pt: '/', en: '/en/', es: '/es/', de: '/de/', ar: '/ar/' };

describe('language choice', () => {
  it('reads query, then cookie, then local storage, then session storage', () => {
    expect(explicitChoice({ query: 'de', cookie: 'en', local: 'es', session: 'ar' })).toBe('de');
    expect(explicitChoice({ cookie: 'en', local: 'es', session: 'ar' })).toBe('en');
    expect(explicitChoice({ local: 'es', session: 'ar' })).toBe('es');
    expect(explicitChoice({ session: 'ar' })).toBe('ar');
    expect(explicitChoice({})).toBeUndefined();
  });
  it('accepts region variants and ignores anything that is not one of the five codes', () => {
    expect(normalizeLanguage('pt-BR')).toBe('pt');
    expect(normalizeLanguage('EN_us')).toBe('en');
    for (const bad of [
      'fr',
      '<script>alert(1)</script>',
      'en"><img src=x onerror=alert(1)>',
      'javascript:alert(1)',
      '',
      'e',
      'english',
    ]) {
      expect(normalizeLanguage(bad)).toBeUndefined();
    }
  });
  it('skips an injected query and falls back to the next valid choice', () => {
    expect(explicitChoice({ query: '<script>', cookie: 'es' })).toBe('es');
  });
  it('redirects only to an existing version of the same page, never to the page itself', () => {
    expect(redirectTarget('pt', { query: 'en' }, ALL)).toBe('/en/');
    expect(redirectTarget('en', { query: 'en' }, ALL)).toBeUndefined();
    expect(redirectTarget('pt', { cookie: 'de' }, { pt: '/informacoes/x/' })).toBeUndefined();
  });
  it("offers the browser's language but never chooses it", () => {
    expect(offerFor('pt', ['de-DE', 'en'], ALL)).toBe('de');
    expect(offerFor('de', ['de-DE'], ALL)).toBeUndefined();
    expect(offerFor('pt', ['fr-FR', 'en'], ALL)).toBe('en');
  });
});
