/**
 * The site's languages, once, for the build, the templates and the browser: their codes,
 * which read right to left, and the flag shown beside each name in the language switcher.
 */
export const LANGUAGE_CODES = ['pt', 'en', 'es', 'de', 'ar'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

const RIGHT_TO_LEFT: readonly LanguageCode[] = ['ar'];

export function isRtl(lang: LanguageCode): boolean {
  return RIGHT_TO_LEFT.includes(lang);
}

export const textDirection = (lang: LanguageCode): 'ltr' | 'rtl' => (isRtl(lang) ? 'rtl' : 'ltr');

/** The flag file (public/flags/) shown beside each language's name: decorative. */
export const LANGUAGE_FLAG: Record<LanguageCode, string> = {
  pt: '/flags/br.svg',
  en: '/flags/gb.svg',
  es: '/flags/es.svg',
  de: '/flags/de.svg',
  ar: '/flags/ae.svg',
};
