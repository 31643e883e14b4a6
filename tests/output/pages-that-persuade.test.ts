/**
 * What a visitor sees on the pages that must persuade, over the built site: each treatment page
 * has its summary card and a described picture cropped by its slot; each local page a picture,
 * the map and a testimonial. (Read as text, like the landing-page gates.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolvePaths } from '../../pipeline/config';
import { loadSources } from '../../pipeline/source/load';
import { validateSite } from '../../pipeline/validate/validate';
import { LANGS } from '../../model/languages';
import { DIST } from '../support/dist';

const site = validateSite(await loadSources(resolvePaths()));
const read = (url: string) => fs.readFileSync(path.join(DIST, url, 'index.html'), 'utf8');
const prefix = (lang: string) => (lang === 'pt' ? '/' : `/${lang}/`);
const treatmentPages = Object.entries(site.pages.treatments).flatMap(([slug, byLang]) =>
  LANGS.filter((l) => byLang[l]).map((lang) => ({ url: `${prefix(lang)}${slug}/`, front: byLang[lang]!.front, html: read(`${prefix(lang)}${slug}/`) })),
);
/** The card: from its opening tag to the end of its <section> (it holds no other section). */
const card = (html: string): string => {
  const start = html.indexOf('class="treatment-summary"');
  return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start));
};

describe('treatment pages', () => {
  it('show the summary card with duration, anaesthesia, recovery and who treats, and a booking link', () => {
    expect(treatmentPages.length).toBeGreaterThan(0);
    for (const p of treatmentPages) {
      const box = card(p.html);
      expect(box, p.url).not.toBe('');
      expect(box.match(/<dt>/g)?.length, p.url).toBe(4);
      for (const value of [p.front.duration, p.front.anaesthesia, p.front.recovery]) {
        expect(box, p.url).toContain(value.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
      }
      // Who treats names people with their council registration (CFO), never a bare field.
      expect(box, p.url).toMatch(/class="treated-by-cro" dir="ltr">CRO-[A-Z]{2} \d+/);
      expect(box, p.url).toMatch(/href="https:\/\/wa\.me\/\d+\?text=[^"]+"/);
    }
  });

  it('show each picture of the page with its description, its slot shape and focal point', () => {
    for (const p of treatmentPages) {
      const slots = [...p.html.matchAll(/<div class="picture-slot[^"]*" style="--slot-ratio:(\d+) \/ (\d+);--slot-focus:([^"]+)"[^>]*><picture>.*?<img [^>]*alt="([^"]*)"/g)];
      expect(slots.length, p.url).toBe(p.front.pictures.length);
      slots.forEach((m, i) => {
        const declared = p.front.pictures[i]!;
        expect(`${m[1]}:${m[2]}`, p.url).toBe(declared.ratio);
        expect(m[3], p.url).toBe(declared.focus);
        expect(m[4]!.length, `${p.url}: picture ${i + 1} has no description`).toBeGreaterThanOrEqual(10);
      });
    }
  });
});
