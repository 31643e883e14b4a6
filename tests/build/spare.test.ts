/**
 * `npm run build` keeps the tree it replaced as a spare in the cache, and the next build makes
 * its new tree from it (the files the last two builds changed) rather than from a copy of every
 * file of dist/. Whatever the history, dist/ must hold what a full build of the same content
 * holds, and a spare that no longer belongs to dist/ must never be used.
 */
import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { spareSite } from '../support/spare-builds';

// The fixture clinic's two posts.
const POST = 'content/blog/posts/implante-dentario-passo-a-passo/index.pt.md';
const OTHER = 'content/blog/posts/ortodontia-em-adultos/index.pt.md';
const cleanup: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanup.map((c) => c())));

describe('the replaced dist/ kept as a spare', () => {
  it("gives a full build's bytes build after build, and is left unused once another build replaced dist/", async () => {
    const { fx, spare, build, differsFromFull: sameAsFull } = await spareSite();
    cleanup.push(fx.remove);
    const retitle = (title: string, file = POST) =>
      fx.edit(file, (t) => t.replace(/^title: .*$/m, `title: "${title}"`));

    await build(true);
    for (const title of ['Implante: o guia', 'Implante: passo a passo', 'Implante em etapas']) {
      await retitle(title);
      const r = await build(true);
      expect(r.rendered).toBeLessThan(r.pages);
      expect(existsSync(spare)).toBe(true);
      expect(await sameAsFull()).toEqual([]);
    }
    // A build that does not keep a spare replaces dist/ (and records it), here for another
    // post: the spare now describes a tree two builds old, and the next build must not start from it.
    await retitle('Ortodontia depois dos 30', OTHER);
    await build(false);
    await retitle('Implante: o básico');
    const next = await build(true);
    expect(next.rendered).toBeLessThan(next.pages);
    expect(await sameAsFull()).toEqual([]);
  }, 240_000);
});
