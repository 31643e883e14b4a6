/**
 * Stage 5: the output. A full build writes everything into a staging folder beside dist/
 * and swaps it in only on success, so a failed build leaves the last good dist/ untouched.
 * The old tree is moved aside, and removed once the build has written everything else
 * (by `npm run build`, in a process that outlives it).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { listFiles } from './source/walk';
import type { OutputFile } from './images';

export interface WriteReport {
  files: number;
  bytes: number;
}

async function writeAll(dir: string, files: readonly OutputFile[]): Promise<WriteReport> {
  const dirs = new Set(files.map((f) => path.dirname(path.join(dir, f.outputPath))));
  await Promise.all([...dirs].map((d) => fs.mkdir(d, { recursive: true })));
  let bytes = 0;
  const queue = [...files];
  const worker = async (): Promise<void> => {
    for (let f = queue.pop(); f; f = queue.pop()) {
      await fs.writeFile(path.join(dir, f.outputPath), f.bytes);
      bytes += f.bytes.byteLength;
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return { files: files.length, bytes };
}

async function copyDir(from: string): Promise<OutputFile[]> {
  const files = await listFiles(from);
  return Promise.all(files.map(async (abs) => ({ outputPath: path.relative(from, abs).split(path.sep).join('/'), bytes: await fs.readFile(abs) })));
}

/** Replaced trees wait beside dist/ under this prefix until they are removed. */
const OLD_PREFIX = '.dist-old-';

/**
 * Removes folders from a process of its own, which outlives this one: `npm run build` ends
 * without waiting for thousands of unlinks (about a second for a 4000-post site here).
 */
function removeInBackground(dirs: readonly string[]): void {
  const script = 'for (const d of process.argv.slice(1)) require("node:fs").rmSync(d, { recursive: true, force: true });';
  spawn(process.execPath, ['-e', script, ...dirs], { detached: true, stdio: 'ignore' }).unref();
}

/**
 * Writes `files` plus a copy of public/ as the new dist/, atomically. `cleanup` removes the
 * old tree; with `background`, it hands that (and any old tree an interrupted removal left)
 * to a process that outlives this one.
 */
export async function writeOutput(
  distDir: string,
  publicDir: string,
  files: readonly OutputFile[],
  background = false,
): Promise<WriteReport & { cleanup: () => Promise<void> }> {
  const parent = path.dirname(distDir);
  const stamp = `${process.pid}-${Date.now()}`;
  const staging = path.join(parent, `.dist-staging-${stamp}`);
  const old = path.join(parent, `${OLD_PREFIX}${stamp}`);
  try {
    const publicFiles = await copyDir(publicDir);
    const report = await writeAll(staging, [...publicFiles, ...files]);
    let moved = false;
    try {
      await fs.rename(distDir, old);
      moved = true;
    } catch {
      /* first build: there is no dist/ yet */
    }
    await fs.rename(staging, distDir);
    // Started by the caller once its own last files are written: thousands of unlinks fill
    // libuv's threads, and a write queued behind them waited a second.
    const cleanup = async (): Promise<void> => {
      if (!background) return moved ? fs.rm(old, { recursive: true, force: true }) : undefined;
      const olds = (await fs.readdir(parent)).filter((n) => n.startsWith(OLD_PREFIX)).map((n) => path.join(parent, n));
      if (olds.length) removeInBackground(olds);
    };
    return { ...report, cleanup };
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    throw error;
  }
}

export const hashBytes = (bytes: Uint8Array): string => createHash('sha1').update(bytes).digest('hex');

/**
 * Incremental builds (watch mode, and a rebuild from the snapshot): writes into dist/ in place
 * only the files whose bytes changed, plus what `derive` makes of them (compressed copies,
 * never hashed), and removes pages that no longer exist with their copies.
 * Returns what it touched, for the reload and for tests.
 */
export async function writeChanged(
  distDir: string,
  files: readonly OutputFile[],
  hashes: Map<string, string>,
  removed: readonly string[],
  derive: (changed: OutputFile[]) => Promise<OutputFile[]> = async () => [],
): Promise<{ written: string[]; removed: string[] }> {
  const fresh = files.map((f) => ({ f, hash: hashBytes(f.bytes) })).filter(({ f, hash }) => hashes.get(f.outputPath) !== hash);
  const changed = fresh.map(({ f }) => f);
  await writeAll(distDir, [...changed, ...(await derive(changed))]);
  for (const { f, hash } of fresh) hashes.set(f.outputPath, hash);
  for (const r of removed) {
    for (const suffix of ['', '.br', '.gz']) await fs.rm(path.join(distDir, r + suffix), { force: true });
    hashes.delete(r);
    // Leave no empty folder behind for a deleted page.
    await fs.rmdir(path.dirname(path.join(distDir, r))).catch(() => undefined);
  }
  return { written: changed.map((f) => f.outputPath).sort(), removed: [...removed] };
}
