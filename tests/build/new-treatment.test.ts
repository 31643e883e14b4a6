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

const SLUG = 'ortopedia-funcional';
const KEY = 'functional_orthopedics';
const NAMES: Record<Lang, string> = {
  pt: 'Ortopedia funcional dos maxilares',
  en: 'Functional jaw orthopaedics',
  es: 'Ortopedia funcional de los maxilares',
  de: 'Funktionskieferorthopädie',
  ar: 'تقويم الفكين الوظيفي',
};
const home = (lang: Lang) => (lang === 'pt' ? '/' : `/${lang}/`);
const page = (lang: Lang) => `${home(lang)}${SLUG}/`;

let fx: Fixture;
const read = (file: string) => fs.readFile(path.join(fx.paths.dist, file), 'utf8');

beforeAll(async () => {
  fx = await makeFixture({ small: true });
  // The pages: a copy of another treatment's, retitled, in every language.
  await fs.mkdir(path.join(fx.dir, 'content/treatments', SLUG));
  for (const lang of LANGS) {
    const source = await fx.read(`content/treatments/dtm/index.${lang}.md`);
    await fs.writeFile(path.join(fx.dir, 'content/treatments', SLUG, `index.${lang}.md`), source.replace(/^title: .*$/m, `title: "${NAMES[lang]}"`));
    // The card on the home page.
    await fx.edit(`content/home/index.${lang}.yaml`, (t) =>
      t.replace(/^( {2}cards:\n)/m, `$1    ${KEY}:\n      title: "${NAMES[lang]}"\n      text: "${NAMES[lang]}: ${'x'.repeat(40)}."\n`),
    );
  }
  // Its place in the home grid and the menus.
  await fx.edit('content/home.yaml', (t) => t.replace(/^treatments:\n/m, `treatments:\n  - { key: ${KEY}, route: ${SLUG} }\n`));
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
      expect(await read(`${home(lang).slice(1)}clareamento/index.html`), lang).toContain(`<a href="${page(lang)}">`);
    }
  });

  it('is in the sitemap, in every language', async () => {
    const sitemap = await read('sitemap.xml');
    for (const lang of LANGS) expect(sitemap, lang).toContain(`<loc>https://www.clinicaroma.example${page(lang)}</loc>`);
  });

  it('shows its related treatments like the other treatment pages', async () => {
    expect(await read(`${SLUG}/index.html`)).toContain('<a href="/ortodontia/">');
  });
});
