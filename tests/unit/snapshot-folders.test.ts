/**
 * "Nothing changed" also means dist/ still holds every file the last build wrote. The first check
 * walks dist/ and leaves the times of its folders in the snapshot, so the next need not walk it;
 * a file removed by hand is found whether its folder's time moved or the removal came in the tick
 * the time was read.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { resolvePaths, type Paths } from '../../pipeline/config';
import { readSnapshot, writeSnapshot } from '../../pipeline/cache/snapshot';

const FILES = ['index.html', 'robots.txt', 'blog/index.html', 'blog/a/index.html', 'blog/b/index.html', 'og/a.jpg'];
let dir: string | undefined;
afterEach(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

/**
 * A dist/ holding FILES and a snapshot listing them, checked once (the walk that times the
 * folders); `aged`: every folder's time an hour back; `late`: these folders' times a minute ahead.
 */
async function built(aged: boolean, late: string[] = []): Promise<Paths> {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'snap-folders-'));
  const paths = resolvePaths(dir);
  for (const f of FILES) {
    await fs.mkdir(path.dirname(path.join(paths.dist, f)), { recursive: true });
    await fs.writeFile(path.join(paths.dist, f), f);
  }
  if (aged) {
    const hourAgo = new Date(Date.now() - 3_600_000);
    for (const d of ['.', 'blog', 'blog/a', 'blog/b', 'og'])
      await fs.utimes(path.join(paths.dist, d), hourAgo, hourAgo);
  }
  const inAMinute = new Date(Date.now() + 60_000);
  for (const d of late) await fs.utimes(path.join(paths.dist, d), inAMinute, inAMinute);
  await writeSnapshot(paths, {
    key: 'k',
    inputs: {},
    routes: [],
    hashes: Object.fromEntries(FILES.map((f) => [f, 'h'])),
    assets: { script: 's.js', css: { home: 'h.css', pages: 'p.css' }, offerScript: { code: '', hash: "'sha256-'" } },
    search: {},
  });
  expect(await complete(paths)).toBe(true);
  return paths;
}

const complete = async (paths: Paths): Promise<boolean> => (await readSnapshot(paths, 'k', true)) !== undefined;

it('times every folder holding a listed file, dist/ itself included, once a walk found dist/ whole', async () => {
  const paths = await built(true);
  const snap = await readSnapshot(paths, 'k', false);
  expect(Object.keys(snap?.folders?.times ?? {}).sort()).toEqual(['.', 'blog', 'blog/a', 'blog/b', 'og']);
});

it('leaves no folder times when the walk finds a file missing', async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'snap-folders-'));
  const paths = resolvePaths(dir);
  await fs.mkdir(paths.dist, { recursive: true });
  await fs.writeFile(path.join(paths.dist, 'index.html'), 'x');
  await writeSnapshot(paths, {
    key: 'k',
    inputs: {},
    routes: [],
    hashes: { 'index.html': 'h', 'robots.txt': 'h' },
    assets: { script: 's.js', css: { home: 'h.css', pages: 'p.css' }, offerScript: { code: '', hash: "'sha256-'" } },
    search: {},
  });
  expect(await complete(paths)).toBe(false);
  expect((await readSnapshot(paths, 'k', false))?.folders).toBeUndefined();
});

it('finds a file removed by hand from an old folder, and none missing when nothing was', async () => {
  const paths = await built(true);
  expect(await complete(paths)).toBe(true);
  // A file's bytes changed by hand leave its folder's time as it was: presence is what is checked.
  await fs.writeFile(path.join(paths.dist, 'blog/a/index.html'), 'edited');
  expect(await complete(paths)).toBe(true);
  await fs.rm(path.join(paths.dist, 'blog/b/index.html'));
  expect(await complete(paths)).toBe(false);
});

it('finds a removal in a folder timed in the same tick (its time cannot tell)', async () => {
  // A folder whose time is as late as the moment it was timed: it is listed, not trusted.
  const paths = await built(true, ['blog/a']);
  const folder = path.join(paths.dist, 'blog/a');
  const { mtime } = await fs.stat(folder);
  await fs.rm(path.join(folder, 'index.html'));
  // The removal as a coarse clock sees it: the folder's time unchanged.
  await fs.utimes(folder, mtime, mtime);
  expect(await complete(paths)).toBe(false);
});

it('finds a whole folder removed', async () => {
  const paths = await built(true);
  await fs.rm(path.join(paths.dist, 'og'), { recursive: true });
  expect(await complete(paths)).toBe(false);
});

it('takes an old folder whose time is unchanged at its word, without walking dist/', async () => {
  const paths = await built(true);
  const folder = path.join(paths.dist, 'blog/a');
  const { mtime } = await fs.stat(folder);
  await fs.rm(path.join(folder, 'index.html'));
  // Only a hand that also puts the folder's time back hides a removal: a walk would have found it.
  await fs.utimes(folder, mtime, mtime);
  expect(await complete(paths)).toBe(true);
});
