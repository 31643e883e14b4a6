/**
 * Browser storage that the site owns: the language choice, the consent cookie and the
 * release-version reset. Wrapped because storage can throw (private mode, blocked cookies).
 */
import { CONSTANTS } from '../../model/constants';
import { cookieString, expiredCookie, readCookie } from './cookies';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, type Lang } from './language-choice';

export const CONSENT_COOKIE = CONSTANTS.consentCookie;
export const CONSENT_VALUE = CONSTANTS.consentValue;
export const CONSENT_DAYS = CONSTANTS.consentDays;
export const VERSION_KEY = 'app_version';

export function safeGet(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function safeSet(storage: Storage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    /* storage disabled: the choice lasts for this page only */
  }
}

export interface BrowserStores {
  local?: Storage;
  session?: Storage;
  getCookies(): string;
  setCookie(cookie: string): void;
  secure: boolean;
}

export function browserStores(): BrowserStores {
  const get = (k: 'localStorage' | 'sessionStorage'): Storage | undefined => {
    try {
      return window[k];
    } catch {
      return undefined;
    }
  };
  // Opening a storage area is a synchronous round trip to the browser: only when one is read.
  return {
    get local() {
      return get('localStorage');
    },
    get session() {
      return get('sessionStorage');
    },
    getCookies: () => document.cookie,
    setCookie: (c) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the site's one cookie write; the Cookie Store API is async and missing in older Safari and Firefox
      document.cookie = c;
    },
    secure: location.protocol === 'https:',
  };
}

/**
 * When the stored release version differs from the current one, delete everything the site
 * stores (local and session storage, the consent and language cookies), as the privacy policy
 * says, then store the version. Returns true if it reset. A first visit (nothing stored) only
 * stores the version.
 */
export function resetOnNewVersion(stores: BrowserStores, current: string): boolean {
  const stored = safeGet(stores.local, VERSION_KEY);
  if (stored === current) return false;
  const reset = stored !== null;
  if (reset) {
    try {
      stores.local?.clear();
      stores.session?.clear();
    } catch {
      /* nothing to clear */
    }
    stores.setCookie(expiredCookie(CONSENT_COOKIE));
    stores.setCookie(expiredCookie(LANGUAGE_COOKIE));
  }
  safeSet(stores.local, VERSION_KEY, current);
  return reset;
}

/** A refusal is stored too, for as long as consent would be: the banner does not ask again. */
export const REFUSAL_VALUE = 'denied';
export type ConsentChoice = typeof CONSENT_VALUE | typeof REFUSAL_VALUE;

/** The visitor's answer to the banner, or null when they have not answered yet. */
export function consentChoice(stores: BrowserStores): ConsentChoice | null {
  const value = readCookie(stores.getCookies(), CONSENT_COOKIE);
  return value === CONSENT_VALUE || value === REFUSAL_VALUE ? value : null;
}

export function hasConsent(stores: BrowserStores): boolean {
  return consentChoice(stores) === CONSENT_VALUE;
}

export function storeConsent(stores: BrowserStores, choice: ConsentChoice = CONSENT_VALUE): void {
  stores.setCookie(cookieString(CONSENT_COOKIE, choice, CONSENT_DAYS, stores.secure));
}

/** The language switcher's memory: a cookie and local storage, as the old app did. */
export function rememberLanguage(stores: BrowserStores, lang: Lang): void {
  rememberLanguageCookie(stores, lang);
  rememberLanguageLocally(stores, lang);
}

/** The cookie half of the memory (arrival writes it in its first task, without opening storage). */
export function rememberLanguageCookie(stores: BrowserStores, lang: Lang): void {
  stores.setCookie(cookieString(LANGUAGE_COOKIE, lang, 365, stores.secure));
}

/** The local storage half (arrival writes it a task later, after the release-version reset). */
export function rememberLanguageLocally(stores: BrowserStores, lang: Lang): void {
  safeSet(stores.local, LANGUAGE_STORAGE_KEY, lang);
}
