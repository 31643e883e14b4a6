/**
 * The site's languages, once, for the build, the templates and the browser: their codes, which
 * read right to left, how each is named and tagged, and the flag shown beside each name.
 */
import { fromKeys } from './records';

export const LANGS = ['pt', 'en', 'es', 'de', 'ar'] as const;
export type Lang = (typeof LANGS)[number];
/** Portuguese lives at the root of the site and is the reference every translation follows. */
export const DEFAULT_LANG: Lang = 'pt';

const RIGHT_TO_LEFT: readonly Lang[] = ['ar'];

export function isRtl(lang: Lang): boolean {
  return RIGHT_TO_LEFT.includes(lang);
}

export const textDirection = (lang: Lang): 'ltr' | 'rtl' => (isRtl(lang) ? 'rtl' : 'ltr');

// Pure: a bundle that never reads DIR (the language offer's inline script) leaves it out.
export const DIR: Readonly<Record<Lang, 'ltr' | 'rtl'>> = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ fromKeys(LANGS, textDirection),
);

/** `<html lang>` per language: each page states its own (pt is pt-BR). */
export const HTML_LANG: Readonly<Record<Lang, string>> = { pt: 'pt-BR', en: 'en', es: 'es', de: 'de', ar: 'ar' };
/** Open Graph locale per language. */
export const OG_LOCALE: Readonly<Record<Lang, string>> = {
  pt: 'pt_BR',
  en: 'en_US',
  es: 'es_ES',
  de: 'de_DE',
  ar: 'ar_AR',
};
/** Language names are shown in their own language, so they are not translated. */
export const LANG_NAMES: Readonly<Record<Lang, string>> = {
  pt: 'Português',
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  ar: 'العربية',
};

/** The flag file (public/flags/) shown beside each language's name: decorative. */
export const LANGUAGE_FLAG: Readonly<Record<Lang, string>> = {
  pt: '/flags/br.svg',
  en: '/flags/gb.svg',
  es: '/flags/es.svg',
  de: '/flags/de.svg',
  ar: '/flags/ae.svg',
};

export function isLang(value: unknown): value is Lang {
  return LANGS.some((lang) => lang === value);
}
