/**
 * The clinic's structured data is serialized once per build and only its picture written in
 * per page: the text must be what serializing the whole object gives, for any picture address
 * (quotes, "<", non-Latin letters), on the first page and on every page after it.
 */
import { describe, expect, it } from 'vitest';
import { clinicContent } from '../support/clinic-content';
import { dentistJsonLd, dentistScript, scriptJson } from '../../templates/document/head';

const absolute = (p: string): string => new URL(p, 'https://example.test/').href;
const IMAGES = [
  'https://example.test/og/home.png',
  'https://example.test/og/a"b</script><b>.png',
  'https://example.test/og/تبييض.png',
  'https://example.test/og/\u2028line.png',
];

describe('the clinic structured data shared between pages', () => {
  it('is the text of the whole object, whichever page asks first', async () => {
    const site = await clinicContent();
    for (const first of IMAGES) {
      const shared = new Map<string, string>();
      dentistScript(site, first, absolute, shared);
      for (const image of IMAGES) {
        const text = dentistScript(site, image, absolute, shared);
        expect(text).toBe(scriptJson(dentistJsonLd(site, image, absolute)));
        expect(text).not.toContain('</');
      }
    }
  });
});
