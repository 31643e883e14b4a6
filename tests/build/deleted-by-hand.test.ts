/**
 * A file deleted by hand from dist/ comes back with the next `npm run build`, whatever tree
 * that build starts from: a copy of dist/, or the spare kept from the build before, which
 * still holds every file the last build did not change (so only dist/ itself can tell).
 */
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spareSite, type SpareSite } from '../support/spare-builds';
import { treeHashes } from '../support/tree';

const POST = 'content/blog/posts/implante-dentario-passo-a-passo/index.pt.md';
const cleanup: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanup.map((c) => c())));

/** What is deleted: a site file, a page and a picture, none of which the edit before touches. */
const kinds: [string, (files: string[]) => string | undefined][] = [
  ['a site file', (files) => files.find((f) => f === 'robots.txt')],
  ['a page', (files) => files.find((f) => f === 'blog/index.html')],
  ['a picture', (files) => files.find((f) => f.startsWith('assets/') && /\.(avif|webp|jpe?g|png)$/.test(f))],
];

/** One site per way of building, shared by its kinds in turn: each starts from the last one's whole site. */
const sites = new Map<boolean, Promise<SpareSite>>();
function siteFor(withSpare: boolean): Promise<SpareSite> {
  let site = sites.get(withSpare);
  if (!site) {
    site = spareSite();
    sites.set(withSpare, site);
    void site.then((s) => cleanup.push(s.fx.remove));
  }
  return site;
}

describe('a file deleted by hand from dist/', () => {
  for (const withSpare of [true, false])
    it.each(kinds)(
      `comes back byte for byte (${withSpare ? 'the spare kept' : 'dist/ linked'}): %s, and the build after writes nothing`,
      async (_, pick) => {
        const site = await siteFor(withSpare);
        const { fx, paths, spare } = site;
        const build = () => site.build(withSpare);
        await build();
        // A body edit, so that the next build keeps the tree it replaced as the spare.
        await fx.edit(POST, (t) => `${t}\nUm parágrafo novo sobre fio dental.\n`);
        const edited = await build();

        const deleted = pick(Object.keys(await treeHashes(paths.dist)));
        expect(deleted).toBeDefined();
        expect(edited.written).not.toContain(deleted);
        // The spare holds the file: only dist/ can tell it is gone.
        expect(existsSync(spare)).toBe(withSpare);
        await fs.rm(path.join(paths.dist, deleted ?? ''));

        await build();
        expect(await site.differsFromFull()).toEqual([]);

        const after = await build();
        expect(after.written).toEqual([]);
        expect(after.removed).toEqual([]);
      },
      120_000,
    );
});
