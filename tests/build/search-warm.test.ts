/**
 * Pagefind is started while a build loads its content, so that the search index is made
 * beside the rendering. A build refused for a content mistake must let it go: the next build
 * of the same process (watch mode, the editor's saves) waits for it before indexing.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newState, runBuild } from '../../pipeline/index';
import { BuildFailed } from '../../pipeline/errors';
import { makeFixture, type Fixture } from '../support/fixture';

const POST = 'content/blog/posts/implante-dentario-passo-a-passo/index.pt.md';
let fx: Fixture | undefined;
afterAll(() => fx?.remove());

describe('the search index after a refused build', () => {
  it('is made again by the next build in the same process', async () => {
    fx = await makeFixture({ ownCache: true });
    const state = newState();
    const first = await runBuild({ paths: fx.paths, from: { state } });
    await first.cleanup;
    const file = path.join(fx.dir, POST);
    const text = await fs.readFile(file, 'utf8');
    // A title removed: the editor is told, dist/ stays as it was.
    await fs.writeFile(file, text.replace(/^title: .*\n/m, ''));
    await expect(runBuild({ paths: fx.paths, from: { state: first.state, changed: [POST] } })).rejects.toBeInstanceOf(
      BuildFailed,
    );
    await fs.writeFile(file, `${text}\nUm parágrafo novo sobre escovação interdental.\n`);
    const third = await runBuild({ paths: fx.paths, from: { state: first.state, changed: [POST] } });
    await third.cleanup;
    expect(third.written.some((f) => f.startsWith('pagefind/'))).toBe(true);
  });
});
