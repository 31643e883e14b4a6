import { describe, expect, it } from 'vitest';
import { CONSENT_CATEGORIES, grantConsent, initConsent } from '../../islands/lib/consent';

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
    expect(w.dataLayer).toEqual([['consent', 'default', Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, 'denied']))]]);
    expect(loaded).toEqual([]);
  });
  it('grants the four categories and loads the tag on accept', () => {
    const w: { dataLayer?: unknown[] } = {};
    const loaded: string[] = [];
    initConsent(w, 'G-TEST123', false, (s) => loaded.push(s));
    grantConsent(w, 'G-TEST123', (s) => loaded.push(s));
    expect(w.dataLayer?.[1]).toEqual(['consent', 'update', Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, 'granted']))]);
    expect(loaded).toHaveLength(1);
    expect(loaded[0]).toContain('id=G-TEST123');
  });
});
