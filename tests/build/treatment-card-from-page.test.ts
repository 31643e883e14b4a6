/**
 * A new treatment reaches the home page and the menu from the editor: its pages, and an item
 * in the home list naming its page, are enough. Its card has no texts of its own until an
 * editor writes them (the texts form shows a field per item of the home list, so none can exist
 * before the item is saved): the card and the menu then show the page's own title and summary,
 * in each language, instead of the build refusing the home list.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../pipeline/index';
import { BuildFailed } from '../../pipeline/errors';
import { LANGS, type Lang } from '../../model/languages';
import { makeFixture, type Fixture } from '../support/fixture';

const SLUG = 'tratamento-novo';
const KEY = 'tratamento_novo';
/** A second one, written in Portuguese only so far. */
const PT_SLUG = 'tratamento-so-em-portugues';
const PT_KEY = 'tratamento_so_pt';
const PT_TITLE = 'Tratamento só em português';
const home = (lang: Lang) => (lang === 'pt' ? '' : `${lang}/`);

let fx: Fixture;
/** What the build refused, if it did. */
let refused: string[] = [];
/** Each language's page title and summary, as the copied pages say them. */
const words = new Map<Lang, { title: string; summary: string }>();

beforeAll(async () => {
  fx = await makeFixture();
  const treatments = path.join(fx.dir, 'content/treatments');
  const [from] = (await fs.readdir(treatments)).sort();
  await fs.mkdir(path.join(treatments, SLUG));
  for (const lang of LANGS) {
    const source = await fs.readFile(path.join(treatments, from!, `index.${lang}.md`), 'utf8');
    const title = `Tratamento novo ${lang}`;
    // Its own description (a copied one would be a duplicate in search results).
    const page = source
      .replace(/^title: .*$/m, `title: "${title}"`)
      .replace(
        /^description: .*$/m,
        `description: "${title}: ${'uma página de tratamento com a sua própria descrição.'}"`,
      );
    const summary = /^summary: "?(.*?)"?$/m.exec(page)?.[1] ?? '';
    words.set(lang, { title, summary });
    await fs.writeFile(path.join(treatments, SLUG, `index.${lang}.md`), page);
  }
  const ptOnly = (await fs.readFile(path.join(treatments, from!, 'index.pt.md'), 'utf8'))
    .replace(/^title: .*$/m, `title: "${PT_TITLE}"`)
    .replace(/^description: .*$/m, `description: "${PT_TITLE}: uma página com a sua própria descrição."`);
  await fs.mkdir(path.join(treatments, PT_SLUG));
  await fs.writeFile(path.join(treatments, PT_SLUG, 'index.pt.md'), ptOnly);
  // The editor's one step: the page placed in the home list (no card texts written).
  await fx.edit('content/home.yaml', (t) =>
    t.replace(
      /^treatments:\n/m,
      `treatments:\n  - { key: ${KEY}, route: ${SLUG} }\n  - { key: ${PT_KEY}, route: ${PT_SLUG} }\n`,
    ),
  );
  try {
    await runBuild({ paths: fx.paths });
  } catch (error) {
    refused =
      error instanceof BuildFailed
        ? error.issues.filter((i) => i.severity === 'error').map((i) => `${i.code} ${i.file}`)
        : [String(error)];
  }
}, 120_000);
afterAll(() => fx.remove());

describe('a treatment placed in the home list without card texts', () => {
  it('is built (the home list is not refused for the texts it cannot have yet)', () => {
    expect(refused).toEqual([]);
  });

  it('has a home card with its page’s title and summary, and a menu entry by that title, in every language', async () => {
    for (const lang of LANGS) {
      const html = await fs.readFile(path.join(fx.paths.dist, home(lang), 'index.html'), 'utf8');
      const { title, summary } = words.get(lang)!;
      const card = html.slice(html.indexOf(`data-treatment="${KEY}"`));
      expect(card.slice(0, card.indexOf('</li>')), lang).toContain(`<h3>${title}</h3>`);
      expect(summary.length, lang).toBeGreaterThan(0);
      expect(card.slice(0, card.indexOf('</li>')), lang).toContain(summary.slice(0, 30));
      expect(html, lang).toContain(`>${title}</a>`);
    }
  });

  it('shows a page written in Portuguese only on the Portuguese home, and no Portuguese words on the others', async () => {
    for (const lang of LANGS) {
      const html = await fs.readFile(path.join(fx.paths.dist, home(lang), 'index.html'), 'utf8');
      if (lang === 'pt') {
        expect(html).toContain(`data-treatment="${PT_KEY}"`);
        expect(html).toContain(`<h3>${PT_TITLE}</h3>`);
      } else {
        expect(html, lang).not.toContain(`data-treatment="${PT_KEY}"`);
        expect(html, lang).not.toContain(PT_TITLE);
      }
    }
  });
});
