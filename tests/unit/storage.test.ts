import { describe, expect, it } from 'vitest';
import {
  hasConsent,
  rememberLanguage,
  resetOnNewVersion,
  storeConsent,
  type BrowserStores,
} from '../../islands/lib/storage';
import { readCookie } from '../../islands/lib/cookies';
import { choiceFromStorage, choiceOnArrival, storeOnArrival } from '../../islands/lib/boot-language';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
}

/** A cookie jar that understands Max-Age=0 as deletion, like a browser. */
function fakeStores(): BrowserStores & { written: string[] } {
  const jar = new Map<string, string>();
  const written: string[] = [];
  return {
    local: new MemoryStorage(),
    session: new MemoryStorage(),
    secure: true,
    written,
    getCookies: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    setCookie: (c) => {
      written.push(c);
      const [pair] = c.split(';');
      const [k, v] = (pair ?? '').split('=');
      if (/Max-Age=0(;|$)/.test(c)) jar.delete(k ?? '');
      else jar.set(k ?? '', v ?? '');
    },
  };
}

describe('consent cookie', () => {
  it('stores user_cookie_consent=granted on path / for 365 days', () => {
    const s = fakeStores();
    expect(hasConsent(s)).toBe(false);
    storeConsent(s);
    expect(hasConsent(s)).toBe(true);
    expect(s.written[0]).toContain('user_cookie_consent=granted');
    expect(s.written[0]).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(s.written[0]).toContain('Path=/');
  });
});

describe('release-version reset', () => {
  it('on a first visit only stores the version', () => {
    const s = fakeStores();
    s.local!.setItem('something', 'kept');
    expect(resetOnNewVersion(s, '1.0.0')).toBe(false);
    expect(s.local!.getItem('app_version')).toBe('1.0.0');
    expect(s.local!.getItem('something')).toBe('kept');
  });
  it('deletes everything the privacy policy lists when the version changed: storage, consent and language cookies', () => {
    const s = fakeStores();
    s.local!.setItem('app_version', '0.9.0');
    rememberLanguage(s, 'en');
    s.session!.setItem('x', 'y');
    storeConsent(s);
    expect(resetOnNewVersion(s, '1.0.0')).toBe(true);
    expect(s.local!.getItem('i18nextLng')).toBeNull();
    expect(readCookie(s.getCookies(), 'i18next')).toBeUndefined();
    expect(s.session!.length).toBe(0);
    expect(hasConsent(s)).toBe(false);
    expect(s.local!.getItem('app_version')).toBe('1.0.0');
  });
  it('does nothing when the version is the same', () => {
    const s = fakeStores();
    s.local!.setItem('app_version', '1.0.0');
    storeConsent(s);
    expect(resetOnNewVersion(s, '1.0.0')).toBe(false);
    expect(hasConsent(s)).toBe(true);
  });
  it('remembers a language choice in a cookie and local storage', () => {
    const s = fakeStores();
    rememberLanguage(s, 'ar');
    expect(readCookie(s.getCookies(), 'i18next')).toBe('ar');
    expect(s.local!.getItem('i18nextLng')).toBe('ar');
  });
});

/** A page in `lang` whose hreflang alternates list every language at /xx/ (pt at /). */
function fakePage(lang: string, search = ''): { doc: Document; loc: Location } {
  const links = ['pt-BR', 'en', 'es', 'de', 'ar'].map((code) => ({
    hreflang: code,
    href: `https://clinic.example${code === 'pt-BR' ? '/' : `/${code}/`}`,
  }));
  const doc = { documentElement: { lang }, querySelectorAll: () => links } as unknown as Document;
  const loc = { pathname: lang === 'pt-BR' ? '/' : `/${lang}/`, search, hash: '' } as Location;
  return { doc, loc };
}

describe('language on arrival', () => {
  it('a cookie choice is decided in the first step without opening local or session storage', () => {
    const s = fakeStores();
    s.setCookie('i18next=es; Path=/');
    const opened: string[] = [];
    const watched: BrowserStores = {
      ...s,
      get local() {
        opened.push('local');
        return s.local;
      },
      get session() {
        opened.push('session');
        return s.session;
      },
    };
    const { doc, loc } = fakePage('pt-BR');
    expect(choiceOnArrival(doc, loc, watched)).toEqual({ target: '/es/', decided: true, asked: undefined });
    expect(opened).toEqual([]);
  });
  it('without a cookie, local storage then session storage choose in the second step', () => {
    const s = fakeStores();
    const { doc, loc } = fakePage('pt-BR');
    const arrival = choiceOnArrival(doc, loc, s);
    expect(arrival).toEqual({ target: undefined, decided: false, asked: undefined });
    expect(choiceFromStorage(doc, loc, s)).toBeUndefined();
    s.session!.setItem('i18nextLng', 'de');
    expect(choiceFromStorage(doc, loc, s)).toBe('/de/');
    s.local!.setItem('i18nextLng', 'ar');
    expect(choiceFromStorage(doc, loc, s)).toBe('/ar/');
  });
  it('?lng= writes the cookie at once and local storage after a release reset, which keeps it', () => {
    const s = fakeStores();
    s.local!.setItem('app_version', '0.9.0');
    s.local!.setItem('i18nextLng', 'en');
    const { doc, loc } = fakePage('pt-BR', '?lng=de&x=1');
    const arrival = choiceOnArrival(doc, loc, s);
    expect(arrival).toEqual({ target: '/de/?x=1', decided: true, asked: 'de' });
    expect(readCookie(s.getCookies(), 'i18next')).toBe('de');
    storeOnArrival(s, arrival, '1.0.0');
    expect(s.local!.getItem('app_version')).toBe('1.0.0');
    expect(s.local!.getItem('i18nextLng')).toBe('de');
    expect(readCookie(s.getCookies(), 'i18next')).toBe('de');
  });
});
