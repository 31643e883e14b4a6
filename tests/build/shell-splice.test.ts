/**
 * The shell rendered once per language and kind and spliced around each page's own content
 * (pipeline/render/shell.tsx) writes the same bytes as rendering every page whole: the fixture
 * clinic with many posts (in one language and in five, so with and without a language switcher,
 * and with the blog's list pages that follow from them) rendered both ways, every page compared.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import '../../pipeline/production-mode';
import { newStageCaches, runStages } from '../../pipeline/stages';
import { bundleIslands } from '../../pipeline/render/bundle';
import { createTranslator } from '../../pipeline/render/i18n';
import { makeFixture, type Fixture } from '../support/fixture';

const fixtures: Fixture[] = [];
afterAll(() => Promise.all(fixtures.map((f) => f.remove())));

/** Copies of each fixture post under new names, titles and dates. */
async function morePosts(fx: Fixture, copies: number): Promise<void> {
  const posts = path.join(fx.dir, 'content/blog/posts');
  for (const slug of await fs.readdir(posts))
    for (let i = 1; i <= copies; i++) {
      const dir = path.join(posts, `${slug}-${i}`);
      await fs.mkdir(dir);
      for (const file of await fs.readdir(path.join(posts, slug))) {
        const text = await fs.readFile(path.join(posts, slug, file), 'utf8');
        const day = String(1 + ((i * 3) % 27)).padStart(2, '0');
        await fs.writeFile(
          path.join(dir, file),
          text
            .replace(/^title: ".*"$/m, `title: "${slug} ${i}"`)
            .replace(/^date: \d{4}-\d{2}-\d{2}/m, `date: 2026-03-${day}`),
        );
      }
    }
}

describe('shell splice', () => {
  it('writes every page byte for byte as the whole render does', async () => {
    const fx = await makeFixture({ ownCache: true });
    fixtures.push(fx);
    await morePosts(fx, 12);
    const assets = await bundleIslands();
    const made = await runStages(
      { paths: fx.paths, caches: newStageCaches(), assets, select: () => () => true },
      { until: 'images' },
    );
    await made.images?.encoding;
    const { renderPages } = await import('../../pipeline/render/pages');
    const translator = createTranslator(made.validate.messages);
    const render = (splice: boolean) =>
      renderPages(
        made.routes,
        made.validate,
        translator,
        made.images?.images ?? {},
        made.content,
        assets,
        undefined,
        undefined,
        { splice },
      );
    const whole = await render(false);
    const spliced = await render(true);
    const posts = made.routes.filter((r) => r.template === 'blog-post');
    expect(posts.length).toBeGreaterThan(24);
    expect(new Set(posts.map((r) => r.lang)).size).toBeGreaterThan(1);
    expect(spliced.map((f) => f.outputPath)).toEqual(whole.map((f) => f.outputPath));
    const decoder = new TextDecoder();
    const differing = whole
      .filter((f, i) => Buffer.compare(Buffer.from(f.bytes), Buffer.from(spliced[i]!.bytes)) !== 0)
      .map((f) => f.outputPath);
    expect(differing).toEqual([]);
    // The pages do carry the shell and their own content.
    const post = whole.find((f) => f.outputPath === `${posts[0]!.outputPath}`)!;
    expect(decoder.decode(post.bytes)).toMatch(/<header class="site-header"[\s\S]*<main id="main"[\s\S]*<\/main>/);
  }, 300_000);
});
