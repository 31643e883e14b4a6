/**
 * The one i18next instance. Translations are compiled into the HTML at build time;
 * a key missing in a language is an error, never a silent fallback.
 */
import i18next, { type i18n } from 'i18next';
import { DEFAULT_LANG, LANGS, type Lang } from '../../model/languages';
import type { Messages } from '../schemas/locale';
import { BuildFailed } from '../errors';
import { makeIssue } from '../error-catalog';

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

export function createTranslator(messages: Record<Lang, Messages>): (lang: Lang) => Translate {
  const instance: i18n = i18next.createInstance();
  void instance.init({
    resources: Object.fromEntries(LANGS.map((l) => [l, { translation: messages[l] }])),
    lng: DEFAULT_LANG,
    fallbackLng: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  } as Parameters<i18n['init']>[0]);
  const translators = new Map<Lang, Translate>();
  return (lang) => {
    const known = translators.get(lang);
    if (known) return known;
    const fixed = instance.getFixedT(lang);
    // Every page asks for the same few hundred strings (and the same dates and counts):
    // each distinct call is answered by i18next once.
    const done = new Map<string, string>();
    // Whether a key's form is there and its placeholders are filled does not depend on the
    // values given (a date differs on every post): asked once per key, count, context and names.
    const checked = new Set<string>();
    const t: Translate = (key, vars) => {
      const id = vars ? `${key}\u0000${JSON.stringify(vars)}` : key;
      const hit = done.get(id);
      if (hit !== undefined) return hit;
      // With a count, i18next picks the key's plural form for this language (reading_time_few in Arabic).
      const count = vars?.count;
      // With a context, the key's form for it (footer.tech_director_woman).
      const context = typeof vars?.context === 'string' ? vars.context : undefined;
      const form = `${key}\u0000${count}\u0000${context}\u0000${vars ? Object.keys(vars).join('\u0000') : ''}`;
      if (!checked.has(form)) {
        if (
          !instance.exists(key, {
            lng: lang,
            ...(typeof count === 'number' ? { count } : {}),
            ...(context ? { context } : {}),
          })
        ) {
          throw new Error(`Missing translation "${key}" in locales/${lang}.json (used by a template).`);
        }
        // A placeholder the page does not fill in would be shown as it is: stop instead.
        for (const m of (messages[lang][context ? `${key}_${context}` : key] ?? '').matchAll(/\{\{\s*(\w*)\s*\}\}/g)) {
          const name = m[1] ?? '';
          if (vars && name in vars) continue;
          throw new BuildFailed([
            makeIssue('PLACEHOLDER_UNFILLED', { key, name, given: Object.keys(vars ?? {}) }, `locales/${lang}.json`),
          ]);
        }
        checked.add(form);
      }
      const text = fixed(key, vars ?? {}) as string;
      done.set(id, text);
      return text;
    };
    translators.set(lang, t);
    return t;
  };
}
