/**
 * Lists in the editor name their items as the clinic does: the gallery's photos by their
 * Portuguese captions, the result cards and the treatment cards by their titles, the figures by
 * what they count, never by the ids home.yaml stores; files whose root is a list (the blog's
 * categories) show their items, each by its Portuguese name.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import matter from 'gray-matter';
import { parse } from 'yaml';
import { openEditor, read } from './editor-helpers';

interface Home {
  gallery: { key: string }[];
  results: { key: string }[];
  stats: { label: string }[];
  treatments: { key: string; route?: string | null }[];
}
interface HomeTexts {
  gallery: { captions: Record<string, string> };
  results: { items: Record<string, { title: string }> };
  differentials: { stats: Record<string, string> };
  treatments: { cards: Record<string, { title: string }> };
}

/** The names of the items of the list field `name` ("gallery"), as its folded items show them. */
const itemNames = (p: Page, name: string): Locator =>
  p.locator(`[id^="${name}-field"]`).first().locator('[class*="NestedObjectLabel"]');

/** Another entry, once signed in. */
async function openAnother(p: Page, hash: string, ready: string): Promise<void> {
  await p.goto(`/admin/#/${hash}`);
  await p.locator(ready).first().waitFor();
}

test('the home page lists name their items by caption and title, never by the ids stored', async ({ page }) => {
  const home = parse(await read('content/home.yaml')) as Home;
  const texts = parse(await read('content/home/index.pt.yaml')) as HomeTexts;
  const ids = [...home.gallery, ...home.results, ...home.treatments].map((x) => x.key);

  await openEditor(page, 'collections/home/entries/gallery', '[id^="gallery-field"]');
  const captions = home.gallery.map((g) => texts.gallery.captions[g.key]!);
  await expect(itemNames(page, 'gallery')).toHaveText(captions);

  await openAnother(page, 'collections/home/entries/results', '[id^="results-field"]');
  await expect(itemNames(page, 'results')).toHaveText(home.results.map((r) => texts.results.items[r.key]!.title));

  await openAnother(page, 'collections/home/entries/sections', '[id^="stats-field"]');
  await expect(itemNames(page, 'stats')).toHaveText(home.stats.map((s) => texts.differentials.stats[s.label]!));
  // A treatment with a page and no card text of its own is called by its page's title.
  const treatmentNames: string[] = [];
  for (const t of home.treatments)
    treatmentNames.push(
      texts.treatments.cards[t.key]?.title ??
        String(matter(await read(`content/treatments/${t.route}/index.pt.md`)).data.title),
    );
  await expect(itemNames(page, 'treatments')).toHaveText(treatmentNames);
  for (const name of ['stats', 'treatments'])
    for (const shown of await itemNames(page, name).allTextContents()) {
      expect(ids).not.toContain(shown);
      expect(shown).not.toMatch(/^stat_|^No /);
    }
});

test("the blog's categories (a file that is a list) show every category, by its Portuguese name", async ({ page }) => {
  const categories = parse(await read('content/blog/categories.yaml')) as { name: { pt: string } }[];
  await openEditor(page, 'collections/categories/entries/categories', '[id^="items-field"]');
  // Each category's own block, folded: its Portuguese name, not the group of five languages.
  const list = page.locator('[id^="items-field"]').first();
  await list.getByRole('button').first().waitFor();
  const shown = await list.locator('[class*="NestedObjectLabel"]').allTextContents();
  for (const c of categories) expect(shown).toContain(c.name.pt);
  for (const s of shown) expect(s).not.toMatch(/^[{[]|^No /);
});
