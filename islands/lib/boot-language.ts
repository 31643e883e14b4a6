/** Applies the language rules on arrival: an explicit earlier choice may redirect; nothing else does. */
import {
  explicitChoice,
  redirectTarget,
  normalizeLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  LANGUAGE_STORAGE_KEY,
  type ChoiceInputs,
  type Lang,
} from './language-choice';
import { readCookie } from './cookies';
import {
  rememberLanguageCookie,
  rememberLanguageLocally,
  resetOnNewVersion,
  safeGet,
  type BrowserStores,
} from './storage';

/** Language versions of this page, from its hreflang alternates. */
export function availableVersions(doc: Document): Partial<Record<Lang, string>> {
  const out: Partial<Record<Lang, string>> = {};
  doc.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]').forEach((l) => {
    const code = normalizeLanguage(l.hreflang);
    if (code) out[code] = new URL(l.href).pathname;
  });
  return out;
}

/** What the address and the cookie say on arrival: read without opening browser storage. */
export interface ArrivalChoice {
  /** Where the address's or the cookie's choice sends the visitor, if elsewhere. */
  target?: string;
  /** A choice was found (storage, later in the order, cannot change it). */
  decided: boolean;
  /** The language the address asked for (?lng=), stored in local storage in the next step. */
  asked?: Lang;
}

/** Where the first choice in `inputs` sends the visitor from this page (its query kept, ?lng= dropped), if elsewhere. */
function targetFor(inputs: ChoiceInputs, doc: Document, loc: Location): string | undefined {
  const page = normalizeLanguage(doc.documentElement.lang);
  const target = page && redirectTarget(page, inputs, availableVersions(doc));
  if (!target || target === loc.pathname) return undefined;
  const params = new URLSearchParams(loc.search);
  params.delete(LANGUAGE_QUERY);
  const query = params.toString();
  return `${target}${query ? `?${query}` : ''}${loc.hash}`;
}

/**
 * The first step of the specification's order, in the script's first task: the query, then the
 * cookie (one round trip to the browser). A language the address names is a choice, remembered
 * as the switcher remembers one; its cookie is written now, its local storage copy in the next step.
 */
export function choiceOnArrival(doc: Document, loc: Location, stores: BrowserStores): ArrivalChoice {
  if (!normalizeLanguage(doc.documentElement.lang)) return { decided: true };
  const asked = normalizeLanguage(new URLSearchParams(loc.search).get(LANGUAGE_QUERY));
  if (asked) rememberLanguageCookie(stores, asked);
  const inputs = { query: asked, cookie: readCookie(stores.getCookies(), LANGUAGE_COOKIE) };
  return { target: targetFor(inputs, doc, loc), decided: explicitChoice(inputs) !== undefined, asked };
}

/**
 * What arrival stores, after the first step (opening local storage is a round trip of its
 * own): the release-version reset first, then the address's choice, so a new version keeps
 * it (the reset deleted the cookie written in the first step: written again).
 */
export function storeOnArrival(stores: BrowserStores, arrival: ArrivalChoice, version: string): void {
  const reset = resetOnNewVersion(stores, version);
  if (!arrival.asked) return;
  if (reset) rememberLanguageCookie(stores, arrival.asked);
  rememberLanguageLocally(stores, arrival.asked);
}

/** The rest of the order, when neither the address nor the cookie chose: local, then session storage. */
export function choiceFromStorage(doc: Document, loc: Location, stores: BrowserStores): string | undefined {
  const inputs = {
    local: safeGet(stores.local, LANGUAGE_STORAGE_KEY),
    session: safeGet(stores.session, LANGUAGE_STORAGE_KEY),
  };
  return targetFor(inputs, doc, loc);
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
