/**
 * What a visitor sees on the pages that must persuade, over the built site: each treatment page
 * has its summary card and a described picture cropped by its slot; each local page a picture,
 * the map and a testimonial. (Read as text, like the landing-page gates.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolvePaths } from '../../pipeline/config';
import { loadSources } from '../../pipeline/load/load';
import { validateSite } from '../../pipeline/validate/validate';
import { buildRoutes } from '../../pipeline/routes/routes';
import { LANGS } from '../../model/languages';
import { outputPathFor } from '../../model/urls';
import { sharePath } from '../../pipeline/render/share-request';
import { DIST, htmlPages } from '../support/dist';

const site = validateSite(await loadSources(resolvePaths()));
const read = (url: string) => fs.readFileSync(path.join(DIST, url, 'index.html'), 'utf8');
const prefix = (lang: string) => (lang === 'pt' ? '/' : `/${lang}/`);
const treatmentPages = Object.entries(site.pages.treatments).flatMap(([slug, byLang]) =>
  LANGS.filter((l) => byLang[l]).map((lang) => ({
    url: `${prefix(lang)}${slug}/`,
    front: byLang[lang]!.front,
    html: read(`${prefix(lang)}${slug}/`),
  })),
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
      const slots = [
        ...p.html.matchAll(
          /<div class="picture-slot[^"]*" style="--slot-ratio:(\d+) \/ (\d+);--slot-focus:([^"]+)"[^>]*><picture>.*?<img [^>]*alt="([^"]*)"/g,
        ),
      ];
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

// The local pages of the route table (the home page stands for the clinic in general in its own neighbourhood).
const landingPages = buildRoutes(site)
  .filter((r) => r.template === 'landing')
  .map((r) => ({ service: site.landing.services.find((s) => s.slug === r.props.service), url: r.url }));
const testimonials = Object.values(site.homeText.pt.testimonials.items).map((i) => i.text);

describe('home pages', () => {
  /** The slots of one kind on the page, in order: their shape, focal point and artwork mark. */
  const slotsOf = (html: string, kind: string) =>
    [
      ...html.matchAll(
        new RegExp(
          `<div class="picture-slot ${kind}" style="--slot-ratio:(\\d+) / (\\d+);--slot-focus:([^"]+)"( data-artwork="")?>`,
          'g',
        ),
      ),
    ].map((m) => ({ ratio: `${m[1]}:${m[2]}`, focus: m[3], artwork: Boolean(m[4]) }));
  const { slots } = site.home;
  const people = [...site.team.owners, ...site.team.members];
  const expected = {
    'hero-picture': [{ ...slots.hero, src: site.home.images.hero }],
    'about-picture': [{ ...slots.about, src: site.home.images.about }],
    'card-picture': site.home.results.map((r) => ({
      ...slots.results,
      focus: r.focus ?? slots.results.focus,
      src: r.image,
    })),
    'gallery-picture': site.home.gallery.map((g) => ({
      ...slots.gallery,
      focus: g.focus ?? slots.gallery.focus,
      src: g.image,
    })),
    'portrait-slot': people.map((p) => ({ ...slots.team, focus: p.focus ?? slots.team.focus, src: p.image })),
  };

  it('crop every picture to the shape and focal point its slot declares, and mark stand-in artwork', () => {
    for (const lang of LANGS) {
      const html = read(prefix(lang));
      for (const [kind, pictures] of Object.entries(expected)) {
        expect(slotsOf(html, kind), `${prefix(lang)} ${kind}`).toEqual(
          pictures.map((p) => ({ ratio: p.ratio, focus: p.focus, artwork: /\.svg$/i.test(p.src) })),
        );
      }
    }
  });
});

describe('local landing pages', () => {
  it('show a described picture, the map facade under the way there, and a testimonial of the home page', () => {
    expect(landingPages.length).toBeGreaterThan(0);
    for (const p of landingPages) {
      const html = read(p.url);
      expect(html, p.url).toMatch(
        /<div class="picture-slot landing-picture"[^>]*><picture>.*?<img [^>]*alt="[^"]{10,}"/,
      );
      const way = html.slice(
        html.indexOf('aria-labelledby="chegar"'),
        html.indexOf('</section>', html.indexOf('aria-labelledby="chegar"')),
      );
      expect(way, p.url).toContain('data-island="map-facade"');
      const quote = /<section class="landing-testimonial"[\s\S]*?<blockquote><p>([^<]+)<\/p><\/blockquote>/.exec(
        html,
      )?.[1];
      expect(testimonials, p.url).toContain(
        quote
          ?.replace(/&quot;/g, '"')
          .replace(/&#x27;/g, "'")
          .replace(/&amp;/g, '&'),
      );
    }
  });

  it('are each found on /informacoes/ once by treatment and once by neighbourhood', () => {
    const html = read('/informacoes/');
    const part = (id: string) =>
      html.slice(
        html.indexOf(`aria-labelledby="${id}"`),
        html.indexOf('</section>', html.indexOf(`aria-labelledby="${id}"`)),
      );
    for (const id of ['por-tratamento', 'por-bairro']) {
      const hrefs = [...part(id).matchAll(/href="(\/informacoes\/[^"]+)"/g)].map((m) => m[1]);
      expect(hrefs.sort(), id).toEqual(landingPages.map((p) => p.url).sort());
    }
  });
});

/** A blog list's page 2, 3, ... (/blog/pagina/2/): its first page is the address before /pagina/. */
const LATER_LIST_PAGE = /^(.*\/)pagina\/\d+\/$/;

describe('share images', () => {
  const pages = htmlPages();
  const imageOf = (html: string, attr: string) => new RegExp(`<meta ${attr}="([^"]+)"`).exec(html)?.[1];

  it("every page has an og:image and twitter:image, a 1200x630 JPEG that exists: a post its cover, a list's later page its first page's card, every other page a card of its own", async () => {
    const sharp = (await import('sharp')).default;
    const owner = new Map<string, string>();
    for (const p of pages) {
      const og = imageOf(p.html, 'property="og:image" content');
      expect(og, p.url).toBeDefined();
      expect(imageOf(p.html, 'name="twitter:image" content'), p.url).toBe(og);
      expect(imageOf(p.html, 'property="og:image:width" content'), p.url).toBe('1200');
      expect(imageOf(p.html, 'property="og:image:height" content'), p.url).toBe('630');
      const file = new URL(og!).pathname;
      if (imageOf(p.html, 'property="og:type" content') === 'article') {
        // A post is shared with its cover, cut to 1200x630 (the same file in each of its languages).
        const cover = p.document.querySelector('img.post-cover')?.getAttribute('src') ?? '';
        const name = /\/assets\/img\/(.+)-\d+\.([0-9a-f]{8})\.\w+$/.exec(cover);
        expect(name, `${p.url}: cover ${cover}`).not.toBeNull();
        expect(file, p.url).toBe(`/assets/img/${name![1]}-1200x630.${name![2]}.jpg`);
      } else if (LATER_LIST_PAGE.test(p.url)) {
        const first = LATER_LIST_PAGE.exec(p.url)![1]!;
        expect(file, p.url).toBe(`/${sharePath(outputPathFor(first))}`);
      } else {
        expect(file, p.url).toMatch(/^\/og\/.+\.jpg$/);
        expect(owner.get(file), `${p.url} shares ${file} with ${owner.get(file)}`).toBeUndefined();
        owner.set(file, p.url);
      }
      const meta = await sharp(path.join(DIST, file)).metadata();
      expect([meta.format, meta.width, meta.height], file).toEqual(['jpeg', 1200, 630]);
    }
  });
});
