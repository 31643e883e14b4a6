/**
 * Watch mode writes a page before the new pictures it names are encoded. From the moment the
 * page is written, a browser asking for one of them must be made to wait for it, not be told
 * it does not exist (a tab polling the page, or one reloaded by hand, asks at once).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { newState, runBuild } from '../../pipeline/index';
import { previewBuild } from '../../pipeline/dev/preview';
import { makeFixture, type Fixture } from '../support/fixture';

let fx: Fixture | undefined;
afterAll(() => fx?.remove());

describe('a picture still to be encoded', () => {
  it('can be asked for as soon as the page naming it is written', { timeout: 90_000 }, async () => {
    fx = await makeFixture({ ownCache: true });
    const state = newState();
    await (await runBuild(previewBuild(fx.paths, state))).cleanup;
    const photo = 'content/images/team/helena-nova.jpg';
    await sharp(randomBytes(600 * 800 * 3), { raw: { width: 600, height: 800, channels: 3 } })
      .jpeg()
      .toFile(path.join(fx.dir, photo));
    await fx.edit('content/team.yaml', (t) =>
      t.replace('image: images/team/helena-marques.svg', 'image: images/team/helena-nova.jpg'),
    );
    // What a request arriving right after the pages are written would find.
    let askable: string[] | undefined;
    let answer: Promise<boolean> | undefined;
    const result = await runBuild({
      ...previewBuild(fx.paths, state, [photo, 'content/team.yaml']),
      report: {
        log: (line) => {
          if (!line.startsWith('[write]')) return;
          askable = [...(state.pictures?.waiting ?? [])];
          const first = askable.find((f) => f.includes('helena-nova'));
          answer = first ? state.pictures?.hurry(first) : undefined;
        },
      },
    });
    await result.cleanup;
    expect(askable?.some((f) => /helena-nova-\d+\.\w+\.avif$/.test(f))).toBe(true);
    expect(await answer).toBe(true);
  });
});
