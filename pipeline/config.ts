/** Constants shared by every stage: languages, folders, and the few numbers of the specification. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES, textDirection, type LanguageCode } from '../model/languages';

export const LANGS = LANGUAGE_CODES;
export type Lang = LanguageCode;
export const DEFAULT_LANG: Lang = 'pt';

/** `<html lang>` per language: each page states its own (pt is pt-BR). */
export const HTML_LANG: Record<Lang, string> = { pt: 'pt-BR', en: 'en', es: 'es', de: 'de', ar: 'ar' };
export const DIR = Object.fromEntries(LANGS.map((l) => [l, textDirection(l)])) as Record<Lang, 'ltr' | 'rtl'>;
/** Open Graph locale per language. */
export const OG_LOCALE: Record<Lang, string> = { pt: 'pt_BR', en: 'en_US', es: 'es_ES', de: 'de_DE', ar: 'ar_AR' };
/** Language names are shown in their own language, so they are not translated. */
export const LANG_NAMES: Record<Lang, string> = {
  pt: 'Português',
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  ar: 'العربية',
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Paths {
  root: string;
  content: string;
  locales: string;
  public: string;
  dist: string;
  cache: string;
}

/** Folder layout; tests point it at fixtures and temporary folders. */
export function resolvePaths(root = ROOT, overrides: Partial<Paths> = {}): Paths {
  return {
    root,
    content: path.join(root, 'content'),
    locales: path.join(root, 'locales'),
    public: path.join(root, 'public'),
    dist: path.join(root, 'dist'),
    cache: path.join(root, '.cache'),
    ...overrides,
  };
}

/** Numbers fixed by the specification (section 9). */
export const CONSTANTS = {
  consentCookie: 'user_cookie_consent',
  consentValue: 'granted',
  consentDays: 365,
  cookieBannerDelayMs: 1500,
  headerScrollThresholdPx: 50,
  revealThreshold: 0.1,
  carouselAutoplayMs: 2000,
  toastDurationMs: 5000,
  toastSwipeThresholdPx: 50,
  consentCategories: ['analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'],
} as const;
