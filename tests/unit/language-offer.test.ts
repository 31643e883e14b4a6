import { describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import { OFFER_ATTRIBUTE, showOffer } from '../../islands/lib/language-offer';
import type { BrowserStores } from '../../islands/lib/storage';

/** A page in `lang` with hidden offers of `others`, as LanguageOffers writes them. */
const pageIn = (lang: string, others: string[]): Document =>
  parseHTML(
    `<html lang="${lang}"><body>${others
      .map(
        (o) => `<aside class="lang-offer" hidden data-lang="${o}"><a href="/${o}/">${o}</a><button>x</button></aside>`,
      )
      .join('')}<header></header></body></html>`,
  ).document as unknown as Document;

const memory = (entries: Record<string, string> = {}): Storage =>
  ({ getItem: (k: string) => entries[k] ?? null }) as Storage;

const stores = (
  cookies = '',
  local: Record<string, string> = {},
  session: Record<string, string> = {},
): BrowserStores => ({
  local: memory(local),
  session: memory(session),
  getCookies: () => cookies,
  setCookie: () => undefined,
  secure: false,
});

const shown = (doc: Document): string[] =>
  [...doc.querySelectorAll<HTMLElement>('.lang-offer')].filter((o) => !o.hidden).map((o) => o.dataset.lang ?? '');

describe('the browser-language offer, decided before the first paint', () => {
  it("shows the one version the browser's first known language asks for, and marks the page", () => {
    const doc = pageIn('pt-BR', ['en', 'de', 'ar']);
    expect(showOffer(doc, ['fr-FR', 'de-DE', 'en'], stores(), '')).toBe('de');
    expect(shown(doc)).toEqual(['de']);
    expect(doc.documentElement.getAttribute(OFFER_ATTRIBUTE)).toBe('de');
  });

  it("offers nothing when the browser prefers the page's language, or a language the page lacks", () => {
    for (const languages of [
      ['pt-BR', 'de'],
      ['es-ES', 'de'],
    ]) {
      const doc = pageIn('pt-BR', ['en', 'de']);
      expect(showOffer(doc, languages, stores(), '')).toBeUndefined();
      expect(shown(doc)).toEqual([]);
      expect(doc.documentElement.hasAttribute(OFFER_ATTRIBUTE)).toBe(false);
    }
  });

  it('offers nothing to a visitor who has chosen a language, wherever the choice is kept', () => {
    const chosen: [BrowserStores, string][] = [
      [stores('i18next=pt'), ''],
      [stores('', { i18nextLng: 'pt' }), ''],
      [stores('', {}, { i18nextLng: 'en' }), ''],
      [stores(), '?lng=pt'],
    ];
    for (const [s, search] of chosen) {
      const doc = pageIn('pt-BR', ['en', 'de']);
      expect(showOffer(doc, ['de-DE'], s, search)).toBeUndefined();
      expect(shown(doc)).toEqual([]);
    }
  });
});
