/**
 * Same input, same bytes: two builds of the same content (the fixture clinic), each in a process of its own with
 * an empty cache (so each renders every Markdown page, island and image itself), produce
 * identical dist/ trees.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../pipeline/config';
import { makeFixture, type Fixture } from '../support/fixture';
import { treeHashes } from '../support/tree';
import { LANGS } from '../../model/languages';
import { localizedPath } from '../../model/urls';

const fixtures: Fixture[] = [];
afterAll(() => Promise.all(fixtures.map((f) => f.remove())));

describe('deterministic build', () => {
  it('writes the same bytes twice, in two processes', async () => {
    const trees = [];
    for (let i = 0; i < 2; i++) {
      const fx = await makeFixture();
      fixtures.push(fx);
      const cache = path.join(fx.dir, '.cache');
      await fs.rm(cache, { recursive: true, force: true });
      // build.ts through tsx: a fresh process, without the bundled build another test may be making.
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join(ROOT, 'build.ts'), '--root', fx.dir, '--cache', cache],
        { cwd: ROOT, encoding: 'utf8' },
      );
      expect(run.status, run.stderr).toBe(0);
      // Nothing came from a cache: every image was encoded and every page rendered by this process.
      // (Encoded beside rendering, the count is in the line of the wait for them: [pictures].)
      expect(run.stdout).toMatch(/\[(images|pictures)\] \d+ images, [1-9]\d* encoded, 0 from cache/);
      expect(run.stdout).toMatch(/(\d+) páginas prontas em \d+ ms: \1 geradas de novo/);
      trees.push(await treeHashes(fx.paths.dist));
    }
    const [a, b] = trees as [Record<string, string>, Record<string, string>];
    // A whole site: every language's home page is there.
    for (const lang of LANGS) expect(a[`${localizedPath(lang).slice(1)}index.html`], lang).toBeDefined();
    const differing = Object.keys({ ...a, ...b }).filter((k) => a[k] !== b[k]);
    expect(differing).toEqual([]);
    // Two cold builds, each drawing every page's share image as well.
  }, 360_000);
});
