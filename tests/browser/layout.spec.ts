/**
 * Layout checks over one page of every type, in every language it exists in, at the widths
 * visitors use: see tests/support/layout-check.ts for what is measured. One test per page and
 * language; the widths are walked inside it (a resize is cheaper than a new page).
 */
import { test, expect } from './fixtures';
import { checkLayout } from '../support/layout-check';

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

test.describe.configure({ mode: 'parallel' });

for (const [type, ptPath] of Object.entries(PAGE_TYPES)) {
  for (const lang of LANGS) {
    test(`layout: ${type} in ${lang}, at ${WIDTHS.join(', ')} px`, async ({ page }, info) => {
      test.skip(info.project.name !== 'desktop', 'the widths are walked in one project');
      test.setTimeout(90_000);
      let url = ptPath;
      // "list selector": the first link the selector finds on the list page.
      const space = ptPath.indexOf(' ');
      if (space > 0) {
        await page.goto(ptPath.slice(0, space));
        url = (await page
          .locator(ptPath.slice(space + 1))
          .first()
          .getAttribute('href'))!;
      }
      if (lang !== 'pt') {
        if (type === 'notFound') url = `/${lang}/404.html`;
        else {
          await page.goto(url);
          const alt = await page.evaluate(
            (l) => document.querySelector(`link[rel="alternate"][hreflang^="${l}"]`)?.getAttribute('href'),
            lang,
          );
          test.skip(!alt, `no ${lang} version of ${url}`);
          url = new URL(alt!).pathname;
        }
      }
      const problems: string[] = [];
      await page.setViewportSize({ width: WIDTHS[0]!, height: 844 });
      await page.goto(url);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 700 ? 844 : 900 });
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        for (const p of await checkLayout(page)) problems.push(`${width}px: ${p}`);
      }
      expect(problems, `${url}`).toEqual([]);
    });
  }
}
