/**
 * The one i18next instance. Translations are compiled into the HTML at build time;
 * a key missing in a language is an error, never a silent fallback.
 */
import i18next, { type i18n } from 'i18next';
import { LANGS, type Lang } from './config';
import type { Messages } from './schemas/locale';

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

export function createTranslator(messages: Record<Lang, Messages>): (lang: Lang) => Translate {
  const instance: i18n = i18next.createInstance();
  void instance.init({
    resources: Object.fromEntries(LANGS.map((l) => [l, { translation: messages[l] }])),
    lng: 'pt',
    fallbackLng: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  } as Parameters<i18n['init']>[0]);
  return (lang) => {
    const fixed = instance.getFixedT(lang);
    return (key, vars) => {
      if (!instance.exists(key, { lng: lang })) {
        throw new Error(`Missing translation "${key}" in locales/${lang}.json (used by a template).`);
      }
      return fixed(key, vars ?? {}) as string;
    };
  };
}
