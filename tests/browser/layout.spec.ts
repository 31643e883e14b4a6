/**
 * Layout checks over one page of every type, in every language it exists in, at the widths
 * visitors use: see tests/support/layout-check.ts for what is measured. One test per page and
 * language; the widths are walked inside it (a resize is cheaper than a new page). The parts
 * some page types add are then walked again with every <details> open.
 */
import { test, expect } from './fixtures';
import { checkLayout, partsClipped } from '../support/layout-check';

export const WIDTHS = [320, 390, 768, 1024, 1280, 1440];

// One page of each type, by its Portuguese address; the other languages come from its hreflang links.
const PAGE_TYPES: Record<string, string> = {
  home: '/',
  treatment: '/implantodontia/',
  aftercare: '/pos-cirurgia/',
  owner: '/dra-helena-marques/',
  privacy: '/politica-de-privacidade/',
  blog: '/blog/',
  // The newest post and the first category, as the blog lists them (posts come and go).
  post: '/blog/ .post-card h2 a',
  category: '/blog/ .category-nav a[href*="/categoria/"]',
  search: '/blog/busca/',
  landingIndex: '/informacoes/',
  landing: '/informacoes/implante-dentario-lapa/',
  notFound: '/404.html',
};
const LANGS = ['pt', 'en', 'es', 'de', 'ar'];

// The parts some page types add (summary card, callouts, finder, a local page's picture, map
// and testimonial), checked again with every <details> open: nothing inside sticks out or clips.
const PARTS: Record<string, string> = {
  treatment: '.treatment-summary, .picture-slot',
  aftercare: '.callout',
  landingIndex: '.finder',
  landing: '.landing-picture, .landing-map, .landing-testimonial',
};

test.describe.configure({ mode: 'parallel' });
// Skipped before a page is opened for it: the widths are walked in one project.
test.skip(({ isMobile }) => isMobile, 'the widths are walked in one project');

for (const [type, ptPath] of Object.entries(PAGE_TYPES)) {
  for (const lang of LANGS) {
    test(`layout: ${type} in ${lang}, at ${WIDTHS.join(', ')} px`, async ({ page }) => {
      test.setTimeout(90_000);
      // The first element a selector finds in a page's HTML (read, not rendered: a page load costs more).
      const attribute = async (url: string, selector: string, name: string): Promise<string | undefined> => {
        const html = await (await page.request.get(url)).text();
        return page.evaluate(
          ([h, sel, n]) =>
            new DOMParser().parseFromString(h, 'text/html').querySelector(sel)?.getAttribute(n) ?? undefined,
          [html, selector, name] as const,
        );
      };
      let url = ptPath;
      // "list selector": the first link the selector finds on the list page.
      const space = ptPath.indexOf(' ');
      if (space > 0) url = (await attribute(ptPath.slice(0, space), ptPath.slice(space + 1), 'href'))!;
      if (lang !== 'pt') {
        if (type === 'notFound') url = `/${lang}/404.html`;
        else {
          const alt = await attribute(url, `link[rel="alternate"][hreflang^="${lang}"]`, 'href');
          test.skip(!alt, `no ${lang} version of ${url}`);
          url = new URL(alt!).pathname;
        }
      }
      expect(url, `${type}: a page to check`).toBeTruthy();
      const problems: string[] = [];
      await page.setViewportSize({ width: WIDTHS[0]!, height: 844 });
      await page.goto(url);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 700 ? 844 : 900 });
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        for (const p of await checkLayout(page)) problems.push(`${width}px: ${p}`);
      }
      const parts = PARTS[type];
      if (parts) {
        expect(await page.locator(parts).count(), `${url} has ${parts}`).toBeGreaterThan(0);
        await page.locator('details').evaluateAll((els) => {
          for (const d of els) (d as HTMLDetailsElement).open = true;
        });
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          for (const p of await page.evaluate(partsClipped, parts)) problems.push(`${width}px, details open: ${p}`);
        }
      }
      expect(problems, `${url}`).toEqual([]);
    });
  }
}
