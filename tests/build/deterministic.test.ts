/** Same input, same bytes: two builds of the same content produce identical dist/ trees. */
import { afterAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../pipeline/index';
import { makeFixture, type Fixture } from '../support/fixture';
import { treeHashes } from '../support/tree';

const fixtures: Fixture[] = [];
afterAll(() => Promise.all(fixtures.map((f) => f.remove())));

describe('deterministic build', () => {
  it('writes the same bytes twice', async () => {
    const trees = [];
    for (let i = 0; i < 2; i++) {
      const fx = await makeFixture();
      fixtures.push(fx);
      const result = await runBuild({ paths: fx.paths });
      await result.cleanup;
      trees.push(await treeHashes(fx.paths.dist));
    }
    const [a, b] = trees as [Record<string, string>, Record<string, string>];
    expect(Object.keys(a).length).toBeGreaterThan(400);
    const differing = Object.keys({ ...a, ...b }).filter((k) => a[k] !== b[k]);
    expect(differing).toEqual([]);
  }, 120_000);
});
