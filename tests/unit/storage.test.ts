import { describe, expect, it } from 'vitest';
import {
  hasConsent,
  rememberLanguage,
  resetOnNewVersion,
  storeConsent,
  type BrowserStores,
} from '../../islands/lib/storage';
import { readCookie } from '../../islands/lib/cookies';

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
  it('clears local and session storage and the consent cookie when the version changed', () => {
    const s = fakeStores();
    s.local!.setItem('app_version', '0.9.0');
    s.local!.setItem('i18nextLng', 'en');
    s.session!.setItem('x', 'y');
    storeConsent(s);
    expect(resetOnNewVersion(s, '1.0.0')).toBe(true);
    expect(s.local!.getItem('i18nextLng')).toBeNull();
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
