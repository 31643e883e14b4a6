/**
 * Which language to send a visitor to, from an explicit earlier choice only:
 * query "lng", then the cookie, local storage, session storage. The browser's own language
 * never redirects (it may only be offered). Values that are not one of the five codes,
 * including anything that looks like markup or script, are ignored.
 */
import { LANGS, isLang, type Lang } from '../../model/languages';

export { LANGS, type Lang };
export const LANGUAGE_COOKIE = 'i18next';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** The query parameter that names a chosen language (an address with it is a choice, stored on arrival). */
export const LANGUAGE_QUERY = 'lng';

/**
 * A link that switches to `lang` carries the choice in its address: it is stored when the page
 * arrives, so a choice made before this page's script ran (or with scripts off) is kept.
 */
export function choiceHref(href: string, lang: Lang): string {
  const hash = href.indexOf('#');
  const [base, fragment] = hash < 0 ? [href, ''] : [href.slice(0, hash), href.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}${LANGUAGE_QUERY}=${lang}${fragment}`;
}

/** "pt-BR" -> "pt"; anything else that is not a known code -> undefined. */
export function normalizeLanguage(value: string | null | undefined): Lang | undefined {
  if (typeof value !== 'string' || value.length > 10) return undefined;
  const code = /^([a-z]{2})(?:[-_][a-z0-9]{2,8})?$/i.exec(value.trim())?.[1]?.toLowerCase();
  return isLang(code) ? code : undefined;
}

export interface ChoiceInputs {
  query?: string | null;
  cookie?: string | null;
  local?: string | null;
  session?: string | null;
}

/** The first valid explicit choice, in the specification's order. */
export function explicitChoice(inputs: ChoiceInputs): Lang | undefined {
  for (const v of [inputs.query, inputs.cookie, inputs.local, inputs.session]) {
    const code = normalizeLanguage(v);
    if (code) return code;
  }
  return undefined;
}

/**
 * Where to go, or undefined to stay. `available` maps each language that has this page
 * to its URL (read from the page's hreflang alternates).
 */
export function redirectTarget(
  pageLang: Lang,
  inputs: ChoiceInputs,
  available: Partial<Record<Lang, string>>,
): string | undefined {
  const choice = explicitChoice(inputs);
  if (!choice || choice === pageLang) return undefined;
  return available[choice];
}

/** The browser's preferred language, when it differs from the page and a version exists. */
export function offerFor(
  pageLang: Lang,
  browserLanguages: readonly string[],
  available: Partial<Record<Lang, string>>,
): Lang | undefined {
  for (const l of browserLanguages) {
    const code = normalizeLanguage(l);
    if (!code) continue;
    return code !== pageLang && available[code] ? code : undefined;
  }
  return undefined;
}
