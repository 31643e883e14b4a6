/**
 * Rendering split over two threads (render-pool.ts) gives the same pages, byte for byte, in
 * the same order, and the same share requests, as rendering in one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStages, type Staged } from '../../pipeline/stages';
import { bundleIslands } from '../../pipeline/render/bundle';
import { createTranslator } from '../../pipeline/render/i18n';
import { processImages } from '../../pipeline/images/images';
import { renderOnCores } from '../../pipeline/render/render-pool';
import type { ShareRequest } from '../../pipeline/render/share-request';
import { makeFixture, type Fixture } from '../support/fixture';
import path from 'node:path';

let fx: Fixture;
let made: Staged<'content'>;

beforeAll(async () => {
  fx = await makeFixture();
  made = await runStages({ paths: fx.paths }, { until: 'content' });
}, 120_000);
afterAll(() => fx.remove());

describe('rendering on two cores', () => {
  it('gives the bytes, order and share requests of one thread', async () => {
    const pages = await import('../../pipeline/render/pages');
    const assets = await bundleIslands();
    const { images } = await processImages(
      made.validate.images,
      pages.imagesNeeded(made.routes, made.validate, made.content),
      path.join(fx.paths.cache, 'images'),
      made.validate.facts.share_image,
      undefined,
      { cuts: pages.shareCuts(made.routes, made.validate) },
    );
    const render = async (threshold: number) => {
      const shares: ShareRequest[] = [];
      const files = await renderOnCores(
        pages,
        {
          routes: made.routes,
          site: made.validate,
          translator: createTranslator(made.validate.messages),
          images,
          content: made.content,
          assets,
          onShare: (req) => shares.push(req),
        },
        threshold,
      );
      return { files: files.map((f) => [f.outputPath, Buffer.from(f.bytes).toString('base64')]), shares };
    };
    const one = await render(Number.POSITIVE_INFINITY);
    const two = await render(0);
    expect(one.files.length).toBe(made.routes.length);
    expect(two.files).toEqual(one.files);
    const byPath = (a: ShareRequest, b: ShareRequest) => (a.outputPath < b.outputPath ? -1 : 1);
    expect([...two.shares].sort(byPath)).toEqual([...one.shares].sort(byPath));
  }, 180_000);
});
