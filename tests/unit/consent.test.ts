import { describe, expect, it } from 'vitest';
import { CONSENT_CATEGORIES, denyConsent, grantConsent, initConsent } from '../../islands/lib/consent';

describe('consent mode', () => {
  it('does nothing at all without a measurement ID', () => {
    const w: { dataLayer?: unknown[] } = {};
    const loaded: string[] = [];
    initConsent(w, '', false, (s) => loaded.push(s));
    grantConsent(w, '', (s) => loaded.push(s));
    expect(w.dataLayer).toBeUndefined();
    expect(loaded).toEqual([]);
  });
  it('defaults the four categories to denied and loads nothing before consent', () => {
    const w: { dataLayer?: unknown[] } = {};
    const loaded: string[] = [];
    initConsent(w, 'G-TEST123', false, (s) => loaded.push(s));
    expect(w.dataLayer?.map((c) => Array.from(c as ArrayLike<unknown>))).toEqual([
      ['consent', 'default', Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, 'denied']))],
    ]);
    // As gtag.js reads them: Arguments objects, not arrays.
    expect(Object.prototype.toString.call(w.dataLayer?.[0])).toBe('[object Arguments]');
    expect(loaded).toEqual([]);
  });
  it('denies the four categories again on a refusal after an acceptance', () => {
    const w: { dataLayer?: unknown[] } = {};
    initConsent(w, 'G-TEST123', true, () => undefined);
    denyConsent(w, 'G-TEST123');
    expect(Array.from(w.dataLayer?.at(-1) as ArrayLike<unknown>)).toEqual([
      'consent',
      'update',
      Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, 'denied'])),
    ]);
  });
  it('grants measurement only, never the advertising categories, and loads the tag on accept', () => {
    const w: { dataLayer?: unknown[] } = {};
    const loaded: string[] = [];
    initConsent(w, 'G-TEST123', false, (s) => loaded.push(s));
    grantConsent(w, 'G-TEST123', (s) => loaded.push(s));
    expect(Array.from(w.dataLayer?.[1] as ArrayLike<unknown>)).toEqual([
      'consent',
      'update',
      Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, c === 'analytics_storage' ? 'granted' : 'denied'])),
    ]);
    expect(loaded).toHaveLength(1);
    expect(loaded[0]).toContain('id=G-TEST123');
  });
});
