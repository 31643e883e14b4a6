/** Applies the language rules on arrival: an explicit earlier choice may redirect; nothing else does. */
import {
  redirectTarget,
  normalizeLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  LANGUAGE_STORAGE_KEY,
  type Lang,
} from './language-choice';
import { readCookie } from './cookies';
import { rememberLanguage, safeGet, type BrowserStores } from './storage';

/** Language versions of this page, from its hreflang alternates. */
export function availableVersions(doc: Document): Partial<Record<Lang, string>> {
  const out: Partial<Record<Lang, string>> = {};
  doc.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]').forEach((l) => {
    const code = normalizeLanguage(l.hreflang);
    if (code) out[code] = new URL(l.href).pathname;
  });
  return out;
}

export function languageRedirect(doc: Document, loc: Location, stores: BrowserStores): string | undefined {
  const page = normalizeLanguage(doc.documentElement.lang);
  if (!page) return undefined;
  // An address that names a language is a choice, remembered as the switcher remembers one.
  const asked = normalizeLanguage(new URLSearchParams(loc.search).get('lng'));
  if (asked) rememberLanguage(stores, asked);
  const target = redirectTarget(
    page,
    {
      query: new URLSearchParams(loc.search).get('lng'),
      cookie: readCookie(stores.getCookies(), LANGUAGE_COOKIE),
      local: safeGet(stores.local, LANGUAGE_STORAGE_KEY),
      session: safeGet(stores.session, LANGUAGE_STORAGE_KEY),
    },
    availableVersions(doc),
  );
  if (!target || target === loc.pathname) return undefined;
  const params = new URLSearchParams(loc.search);
  params.delete('lng');
  const query = params.toString();
  return `${target}${query ? `?${query}` : ''}${loc.hash}`;
}

/**
 * The address without a valid ?lng= once it is stored (the switcher's links carry it), so a
 * bookmark or a shared link does not repeat the choice; undefined when there is none.
 */
export function addressWithoutChoice(loc: Pick<Location, 'pathname' | 'search' | 'hash'>): string | undefined {
  const params = new URLSearchParams(loc.search);
  if (!normalizeLanguage(params.get(LANGUAGE_QUERY))) return undefined;
  params.delete(LANGUAGE_QUERY);
  const query = params.toString();
  return `${loc.pathname}${query ? `?${query}` : ''}${loc.hash}`;
}
