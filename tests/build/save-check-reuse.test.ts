/**
 * A save's check starts from what the running watch process knows (editor/server/known-caches.ts):
 * a file whose text is as the last build read it is not judged again, and the check leaves the
 * build's own verdicts as they were.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild, type BuildState } from '../../pipeline/index';
import { previewBuild } from '../../pipeline/dev/preview';
import { runStages } from '../../pipeline/stages';
import { knownCaches } from '../../editor/server/known-caches';
import { makeFixture, type Fixture } from '../support/fixture';

const FILE = 'content/treatments/ortodontia/index.pt.md';
let fx: Fixture;
let state: BuildState;

beforeAll(async () => {
  fx = await makeFixture({ ownCache: true });
  state = (await runBuild(previewBuild(fx.paths, (await import('../../pipeline/state')).newState()))).state;
}, 120_000);
afterAll(() => fx.remove());

describe("a save's check in the watch process", () => {
  it('judges again only what the save changes, and keeps every verdict of the build', async () => {
    const before = new Map(state.caches.verdicts.known);
    /** The verdicts the check worked out anew (not found among those it started with). */
    const check = async (text: string) => {
      const caches = knownCaches(state);
      const known = caches.verdicts.known;
      const judged: string[] = [];
      const set = known.set.bind(known);
      known.set = (key, value) => {
        judged.push(key);
        return set(key, value);
      };
      await runStages(
        {
          paths: fx.paths,
          caches,
          overrides: new Map([[path.join(fx.paths.root, FILE), text]]),
          drafts: true,
          assets: state.dist.assets,
        },
        { until: 'check' },
      );
      return judged;
    };
    const same = await fx.read(FILE);
    // The file as the build read it: every verdict is the build's, no rule runs again.
    expect(before.size).toBeGreaterThan(0);
    expect(await check(same)).toEqual([]);
    // A new title: the rules run on that file, not on every file again.
    await check(same.replace(/^title: "(.*)"$/m, 'title: "$1 e Cuidados"'));
    expect(state.caches.verdicts.known).toEqual(before);
  }, 120_000);

  it('reads each page with the hash of its text, as the build does (the rules keep their verdicts by it)', async () => {
    const text = (await fx.read(FILE)).replace(/^title: "(.*)"$/m, 'title: "$1 e Cuidados"');
    const abs = path.join(fx.paths.root, FILE);
    const { load } = await runStages(
      { paths: fx.paths, caches: knownCaches(state), overrides: new Map([[abs, text]]), drafts: true },
      { until: 'load' },
    );
    const sha1 = (t: string) => createHash('sha1').update(t).digest('hex');
    for (const doc of load.docs)
      expect(doc.hash, doc.doc.file).toBe(
        doc.doc.file === FILE ? sha1(text) : sha1(await fs.readFile(path.join(fx.paths.root, doc.doc.file), 'utf8')),
      );
  }, 120_000);
});
