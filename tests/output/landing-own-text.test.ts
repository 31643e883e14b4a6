/**
 * The local pages as built are not doorway pages: each one's own text (the regions marked
 * data-own-text) is mostly found on no other local page, no two pages read alike, and the
 * blocks every page shares (address and distance, hours, map, testimonial, booking) stay
 * outside it. Thresholds, never counts: any set of services and neighbourhoods must pass.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { resolvePaths } from '../../pipeline/config';
import { loadSources } from '../../pipeline/load/load';
import { validateSite } from '../../pipeline/validate/validate';
import { buildRoutes } from '../../pipeline/routes/routes';
import { landingNames } from '../../pipeline/rules/landing';
import { measureOverlap } from '../../pipeline/rules/landing-overlap';
import { DIST } from '../support/dist';
import { ownTextBlocks } from '../support/own-text';

const site = validateSite(await loadSources(resolvePaths()));
const pages = buildRoutes(site)
  .filter((r) => r.template === 'landing')
  .map((r) => {
    const html = fs.readFileSync(path.join(DIST, r.url, 'index.html'), 'utf8');
    return { slug: r.url, html, text: ownTextBlocks(html) };
  });

describe('the own text of the built local pages', () => {
  it('is mostly their own: median at least 60%, each at least 40%, no pair over 30% alike', () => {
    const r = measureOverlap(pages, landingNames(site.landing));
    console.log(
      `built local pages, own text: median ${(r.medianUnique * 100).toFixed(1)}% unique, lowest ${(r.minUnique.share * 100).toFixed(1)}% (${r.minUnique.slug}), ` +
        `most alike pair ${(r.worstPair.share * 100).toFixed(1)}% (${r.worstPair.a} ~ ${r.worstPair.b})`,
    );
    for (const p of pages) expect(p.text.length, `${p.slug} has no own text`).toBeGreaterThan(3);
    expect(r.medianUnique).toBeGreaterThanOrEqual(0.6);
    expect([...r.unique].filter(([, share]) => share < 0.4)).toEqual([]);
    expect(r.worstPair.share).toBeLessThanOrEqual(0.3);
  });

  it('leaves the shared blocks out: address and distance, hours, map, testimonial, booking', () => {
    const shared = [
      'address',
      '.landing-where',
      '.landing-urgent',
      '.hours',
      '.landing-map',
      '.landing-testimonial',
      '.booking-cta',
    ];
    for (const p of pages) {
      const { document } = parseHTML(p.html);
      const regions = [...document.querySelectorAll('[data-own-text]')];
      expect(regions.length, p.slug).toBeGreaterThan(0);
      for (const region of regions)
        for (const selector of shared) expect(region.querySelector(selector), `${p.slug}: ${selector}`).toBeNull();
      // …and each of them is still on the page.
      for (const selector of ['address', '.landing-where', '.landing-map'])
        expect(document.querySelector(selector), `${p.slug}: ${selector}`).not.toBeNull();
    }
  });

  it('say where the clinic is, and how far from the neighbourhood, before their own text', () => {
    for (const p of pages) {
      const where = /<p class="landing-where">(.*?)<\/p>/s.exec(p.html);
      expect(where, p.slug).not.toBeNull();
      const text = where![1]!.replace(/<[^>]+>/g, '');
      expect(text, p.slug).toContain(site.facts.address.street);
      expect(text, p.slug).toMatch(/\d(,\d)? km|menos de 1 km/);
      expect(p.html.indexOf('landing-where'), p.slug).toBeLessThan(p.html.indexOf('data-own-text'));
      expect(p.html.indexOf('landing-where'), p.slug).toBeGreaterThan(p.html.indexOf('<h1'));
    }
  });
});
