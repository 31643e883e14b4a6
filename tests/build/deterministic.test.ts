/** Same input, same bytes: two builds of the same content produce identical dist/ trees. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../pipeline/index';
import { makeFixture, type Fixture } from '../support/fixture';

async function treeHashes(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (d: string): Promise<void> => {
    for (const e of await fs.readdir(d, { withFileTypes: true })) {
      const abs = path.join(d, e.name);
      if (e.isDirectory()) await walk(abs);
      else out[path.relative(dir, abs)] = createHash('sha1').update(await fs.readFile(abs)).digest('hex');
    }
  };
  await walk(dir);
  return out;
}

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
