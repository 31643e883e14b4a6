/**
 * A new treatment is content only: a folder of pages, an entry in content/home.yaml and its card
 * texts. No code changes, and the build finds its page in every language, in the menus, the
 * sitemap and the home grid.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../pipeline/index';
import { LANGS, type Lang } from '../../model/languages';
import { makeFixture, type Fixture } from '../support/fixture';
import { addTreatment, NEW_TREATMENT } from '../support/editor-edits';

const { slug: SLUG, key: KEY, names: NAMES } = NEW_TREATMENT;
const home = (lang: Lang) => (lang === 'pt' ? '/' : `/${lang}/`);
const page = (lang: Lang) => `${home(lang)}${SLUG}/`;

let fx: Fixture;
const read = (file: string) => fs.readFile(path.join(fx.paths.dist, file), 'utf8');

beforeAll(async () => {
  fx = await makeFixture();
  // The fixture clinic's implant page, whose related treatment is orthodontics.
  await addTreatment(fx.dir, 'implantodontia');
  await runBuild({ paths: fx.paths });
}, 120_000);
afterAll(() => fx.remove());

describe('a treatment added as content only', () => {
  it('has its page in every language, titled as written', async () => {
    for (const lang of LANGS) {
      const html = await read(`${page(lang).slice(1)}index.html`);
      expect(html, lang).toContain(`<h1>${NAMES[lang]}</h1>`);
    }
  });

  it('is in the header menu, the footer and the home grid of every page language', async () => {
    for (const lang of LANGS) {
      const html = await read(`${home(lang).slice(1)}index.html`);
      const links = html.split(`href="${page(lang)}"`).length - 1;
      // Header menu, footer navigation, and the card's "learn more".
      expect(links, lang).toBeGreaterThanOrEqual(3);
      expect(html, lang).toContain(`data-treatment="${KEY}"`);
      // An inner page's menu lists it too.
      expect(await read(`${home(lang).slice(1)}ortodontia/index.html`), lang).toContain(`<a href="${page(lang)}">`);
    }
  });

  it('is in the sitemap, in every language', async () => {
    const sitemap = await read('sitemap.xml');
    for (const lang of LANGS)
      expect(sitemap, lang).toContain(`<loc>https://www.clinicaroma.example${page(lang)}</loc>`);
  });

  it('shows its related treatments like the other treatment pages', async () => {
    expect(await read(`${SLUG}/index.html`)).toContain('<a href="/ortodontia/">');
  });
});
