/**
 * One fixture clinic (with its own cache) built once for a test file and shared by its tests in
 * order, instead of a first build per test. After each test, failed or not, the content and
 * public files go back to what the first build read; built again, the site must be the first
 * build's, byte for byte: what the test's builds kept is not stale. A test may change dist/ and
 * the cache folder as it likes, as long as the next build mends them.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, expect } from 'vitest';
import { makeFixture, type Fixture } from './fixture';
import { differing, treeHashes } from './tree';

/** The folders a test may edit (root-relative), put back after it. */
const EDITABLE = ['content', 'public'];

export interface SharedSite<T> {
  fx: Fixture;
  /** What the first build returned. */
  first: T;
}

async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const folder of EDITABLE)
    for (const e of await fs.readdir(path.join(dir, folder), { recursive: true, withFileTypes: true }))
      if (e.isFile()) out.set(path.join(e.parentPath, e.name), await fs.readFile(path.join(e.parentPath, e.name)));
  return out;
}

/**
 * @param build builds the fixture as the file's tests do (the first build, and the one after
 *   each test that changed a file); it must succeed
 * @returns the site, built on first use
 */
export function sharedSite<T>(build: (fx: Fixture) => Promise<T>): () => Promise<SharedSite<T>> {
  let site: Promise<SharedSite<T> & { files: Map<string, Buffer>; built: Record<string, string> }> | undefined;
  afterAll(async () => (await site)?.fx.remove());

  afterEach(async (ctx) => {
    if (!site) return;
    const { fx, files, built } = await site;
    const now = await filesOf(fx.dir);
    let changed = false;
    for (const [file, bytes] of files) {
      if (now.get(file)?.equals(bytes)) continue;
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
      changed = true;
    }
    for (const file of now.keys())
      if (!files.has(file)) {
        await fs.rm(file);
        changed = true;
      }
    if (changed) await build(fx);
    if (ctx.task.result?.state === 'fail') return;
    expect(differing(await treeHashes(fx.paths.dist), built), 'the site after the content was put back').toEqual([]);
  });

  return () => {
    site ??= (async () => {
      const fx = await makeFixture({ ownCache: true });
      const first = await build(fx);
      return { fx, first, files: await filesOf(fx.dir), built: await treeHashes(fx.paths.dist) };
    })();
    return site;
  };
}
