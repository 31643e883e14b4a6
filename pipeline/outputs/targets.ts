/**
 * Where a build's files go. dist/ is always one whole site: a build makes the new tree in a
 * staging folder beside dist/ and swaps it in with two renames (dist/ -> .dist-old-*,
 * staging -> dist/), so a build that fails or is killed leaves either the last good dist/ or
 * the complete new one, never a mix of both, and never a file half written. When nothing is
 * known of dist/ (an empty previous state) every file goes into a new tree; otherwise `npm
 * run build` fills its staging folder with hard links to the files of dist/ (made by a
 * thread of its own while the pages render), or takes the tree the last build replaced (kept
 * in the cache) and brings it up to date with the files that build changed, then writes only
 * the files that changed, and
 * watch mode writes its preview in place, file by file. The replaced tree, and any folder a
 * killed build left, is removed afterwards (by a process that outlives the build when asked).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { OutputFile } from '../images/images';

/** Replaced trees wait beside dist/ under this prefix until they are removed. */
const OLD_PREFIX = '.dist-old-';
/** Trees being built beside dist/; one a killed build left is removed by the next build. */
const STAGING_PREFIX = '.dist-staging-';

async function writeAll(dir: string, files: readonly OutputFile[]): Promise<void> {
  const dirs = new Set(files.map((f) => path.dirname(path.join(dir, f.outputPath))));
  await Promise.all([...dirs].map((d) => fs.mkdir(d, { recursive: true })));
  const queue = [...files];
  const worker = async (): Promise<void> => {
    for (let f = queue.pop(); f; f = queue.pop()) await fs.writeFile(path.join(dir, f.outputPath), f.bytes);
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

/**
 * Removes folders from a process of its own, which outlives this one: `npm run build` ends
 * without waiting for thousands of unlinks.
 */
function removeInBackground(dirs: readonly string[]): void {
  const script =
    'for (const d of process.argv.slice(1)) require("node:fs").rmSync(d, { recursive: true, force: true });';
  spawn(process.execPath, ['-e', script, ...dirs], { detached: true, stdio: 'ignore' }).unref();
}

/**
 * A remover started now, told later what to remove (one folder a line on its standard input,
 * ended by `remove`). Starting a process copies the starter's memory map: started while this
 * one is small, it costs a fraction of what it costs once the site is in memory.
 */
interface Remover {
  remove(dirs: readonly string[]): void;
}
function startRemover(): Remover {
  const script =
    'let s = ""; process.stdin.setEncoding("utf8").on("data", (d) => { s += d; }).on("end", () => { for (const d of s.split("\\n")) if (d) require("node:fs").rmSync(d, { recursive: true, force: true }); });';
  const child = spawn(process.execPath, ['-e', script], { detached: true, stdio: ['pipe', 'ignore', 'ignore'] });
  child.unref();
  // A remover that could not start: the folders are left for the next build's sweep.
  child.on('error', () => undefined);
  child.stdin.on('error', () => undefined);
  let told = false;
  return {
    remove(dirs) {
      if (told) return removeInBackground(dirs);
      told = true;
      child.stdin.end(dirs.map((d) => `${d}\n`).join(''));
    },
  };
}

const alive = (pid: number): boolean => {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Folders beside dist/ that a build left: replaced trees, and staging trees of builds that
 * were killed (their process is gone). A build that was killed between its two renames left
 * no dist/ but a complete staging tree: it becomes dist/ again here.
 */
async function leftovers(distDir: string): Promise<string[]> {
  const parent = path.dirname(distDir);
  const names = await fs.readdir(parent).catch(() => [] as string[]);
  const stampOf = (n: string, prefix: string): string | undefined =>
    n.startsWith(prefix) ? n.slice(prefix.length) : undefined;
  if (!existsSync(distDir)) {
    // The staging tree is complete once dist/ was moved aside under the same stamp.
    const olds = new Set(names.map((n) => stampOf(n, OLD_PREFIX)).filter(Boolean));
    const done = names.find((n) => olds.has(stampOf(n, STAGING_PREFIX)));
    if (done) await fs.rename(path.join(parent, done), distDir);
  }
  return names
    .filter(
      (n) =>
        n.startsWith(OLD_PREFIX) ||
        (n.startsWith(STAGING_PREFIX) && !alive(Number(n.slice(STAGING_PREFIX.length).split('-')[0]))),
    )
    .map((n) => path.join(parent, n))
    .filter((d) => existsSync(d));
}

/** Removes what `leftovers` found, in a process of its own (one started earlier, if given) or in this one. */
async function sweep(dirs: readonly string[], background: boolean | Remover): Promise<void> {
  if (typeof background === 'object') return background.remove(dirs);
  if (!dirs.length) return;
  if (background) removeInBackground(dirs);
  else await Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true }).catch(() => undefined)));
}

/** Removes (or, after a swap that was cut short, restores) what killed or finished builds left beside dist/. */
export async function sweepLeftovers(distDir: string, background: boolean): Promise<void> {
  await sweep(await leftovers(distDir), background);
}

/** The two renames that publish a staging tree as dist/; returns the replaced tree, if any. */
async function swapIn(distDir: string, staging: string, stamp: string): Promise<string | undefined> {
  const old = path.join(path.dirname(distDir), `${OLD_PREFIX}${stamp}`);
  let moved = false;
  try {
    await fs.rename(distDir, old);
    moved = true;
  } catch {
    /* first build: there is no dist/ yet */
  }
  await fs.rename(staging, distDir);
  return moved ? old : undefined;
}

const newStamp = (): string => `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Fills `to` with hard links to every file under `from`, in a thread of its own (plain
 * JavaScript, so it runs the same from the TypeScript sources and from the bundled build).
 * A link costs no copy; the files are replaced in `to` by new ones, never written through.
 */
const TREE_WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
const { from, to } = workerData;
const cut = from.length + 1;
const entries = fs.readdirSync(from, { recursive: true, withFileTypes: true });
if (to) fs.mkdirSync(to);
const files = [];
// Each folder is listed before its contents. Without \`to\`: listed only.
for (const e of entries) {
  const rel = e.parentPath.length < cut ? e.name : e.parentPath.slice(cut) + path.sep + e.name;
  if (e.isDirectory()) { if (to) fs.mkdirSync(path.join(to, rel), { recursive: true }); }
  else if (e.isFile()) { if (to) fs.linkSync(path.join(from, rel), path.join(to, rel)); files.push(path.sep === '/' ? rel : rel.split(path.sep).join('/')); }
  else if (to && e.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(path.join(from, rel)), path.join(to, rel));
}
parentPort.postMessage(files);
`;

/**
 * Links every file of `from` into `to`, in a thread of its own; resolves to the files linked
 * (relative, forward slashes). Without `to`, only lists them.
 */
const treeWorker = (from: string, to?: string): Promise<ReadonlySet<string>> =>
  new Promise<string[]>((resolve, reject) => {
    const worker = new Worker(TREE_WORKER, { eval: true, workerData: { from, to } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`linking dist/ stopped (exit code ${code})`)));
  }).then((files) => new Set(files));

/** One write into dist/: a new tree, a copy of dist/ swapped in, or dist/ itself. */
export interface Staging {
  /** Whether text files get .br and .gz copies beside them: a host serves them; watch mode's preview does not. */
  readonly copies: boolean;
  /**
   * Which of `files` (dist/-relative) dist/ lacks, as found while its copy was linked or its
   * spare brought up to date (one deleted by hand: the build writes the whole site; see index.ts).
   */
  lacks?(files: Iterable<string>): Promise<string[]>;
  /** Writes `write` and removes `remove` (dist/-relative paths), then publishes the result. */
  commit(write: readonly OutputFile[], remove: readonly string[]): Promise<{ cleanup: () => Promise<void> }>;
  /** The build failed or had nothing to write: dist/ stays as it was. */
  abandon(): Promise<void>;
}

/** Where a build's files go; `fresh`: nothing is known of dist/, so a whole new tree replaces it. */
export interface OutputTarget {
  open(fresh: boolean): Staging;
}

/**
 * `npm run build`: a new tree, or a copy of dist/, swapped in. `background`: old trees are
 * removed by a process of their own. `spare`: a folder (in the cache, on dist/'s file system)
 * where the replaced tree is kept; the next build brings it up to date with the files the two
 * builds changed, instead of linking every file of dist/ again.
 */
export const swapped = (
  distDir: string,
  { background = false, spare }: { background?: boolean; spare?: string } = {},
): OutputTarget => ({
  open: (fresh) => (fresh ? newTree(distDir, background, true) : linkedCopy(distDir, background, spare)),
});

/** Watch mode: its first build swaps in a new tree, each later one writes in place; no compressed copies (the dev server never serves them). */
export const inPlace = (distDir: string, { background = false } = {}): OutputTarget => ({
  open: (fresh) => (fresh ? newTree(distDir, background, false) : writeInPlace(distDir)),
});

/** A whole new tree, written once the build is done and swapped in. */
function newTree(distDir: string, background: boolean, copies: boolean): Staging {
  return {
    copies,
    async commit(write) {
      const stamp = newStamp();
      const staging = path.join(path.dirname(distDir), `${STAGING_PREFIX}${stamp}`);
      try {
        const before = await leftovers(distDir);
        await writeAll(staging, write);
        const old = await swapIn(distDir, staging, stamp);
        // Started by the caller once its own last files are written: thousands of unlinks fill
        // libuv's threads, and a write queued behind them waited a second.
        return { cleanup: () => sweep([...before, ...(old ? [old] : [])], background) };
      } catch (error) {
        await fs.rm(staging, { recursive: true, force: true });
        throw error;
      }
    },
    abandon: async () => undefined,
  };
}

/**
 * Watch mode's dist/ is a preview served by the dev server (drafts included), never
 * published: its incremental builds write in place, which costs nothing per unchanged file
 * (linking a copy of a 2000-post dist/ took longer than the rebuild itself). Each file is
 * still written beside and renamed over the old one, so none is ever seen half written.
 */
function writeInPlace(distDir: string): Staging {
  return {
    copies: false,
    async commit(write, remove) {
      for (const r of remove) await fs.rm(path.join(distDir, r), { force: true });
      // Leave no empty folder behind for a removed page.
      for (const d of [...new Set(remove.map((r) => path.dirname(r)))]
        .filter((x) => x !== '.')
        .sort()
        .reverse()) {
        for (let dir = d; dir !== '.'; dir = path.dirname(dir))
          if (
            !(await fs.rmdir(path.join(distDir, dir)).then(
              () => true,
              () => false,
            ))
          )
            break;
      }
      const tmp = `.tmp-${process.pid}`;
      await writeAll(
        distDir,
        write.map((f) => ({ outputPath: f.outputPath + tmp, bytes: f.bytes })),
      );
      await Promise.all(
        write.map((f) => fs.rename(path.join(distDir, f.outputPath + tmp), path.join(distDir, f.outputPath))),
      );
      return { cleanup: async () => undefined };
    },
    abandon: async () => undefined,
  };
}

/** Beside the spare: which dist/ it was replaced by, and the files (dist/-relative) that differ between them. */
interface SpareNote {
  dist: string;
  changed: string[];
}
const noteOf = (spare: string): string => `${spare}.json`;

async function treeId(dir: string): Promise<string | undefined> {
  try {
    const st = await fs.stat(dir);
    return `${st.dev}:${st.ino}:${st.birthtimeMs}`;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the replaced tree as the spare of the new dist/ (false: it could not, and is removed).
 * The note is written last: a spare without its note, or whose note names another dist/, is
 * never used.
 */
async function keepSpare(distDir: string, old: string, spare: string, changed: string[]): Promise<boolean> {
  try {
    await fs.rm(noteOf(spare), { force: true });
    await fs.rename(old, spare);
  } catch {
    return false;
  }
  const id = await treeId(distDir);
  if (!id) return true; // an unused spare is removed by the next build
  const note: SpareNote = { dist: id, changed };
  const tmp = `${noteOf(spare)}.${process.pid}`;
  await fs.writeFile(tmp, JSON.stringify(note));
  await fs.rename(tmp, noteOf(spare));
  return true;
}

/**
 * Makes `staging` a copy of dist/ from the spare: takes the spare (one rename), then replaces
 * each file the last build changed with a link to dist/'s. Costs in proportion to the files
 * the last build changed, not to the site, plus one listing of dist/. Returns the
 * files dist/ holds; undefined when there is no spare for this dist/ (the caller links the
 * whole tree); a spare that does not fit is left in `stale`.
 */
async function fromSpare(
  distDir: string,
  spare: string,
  staging: string,
  stale: string[],
): Promise<ReadonlySet<string> | undefined> {
  let note: SpareNote;
  try {
    note = JSON.parse(await fs.readFile(noteOf(spare), 'utf8')) as SpareNote;
  } catch {
    if (existsSync(spare)) stale.push(spare);
    return undefined;
  }
  await fs.rm(noteOf(spare), { force: true });
  if (note.dist !== (await treeId(distDir))) {
    stale.push(spare);
    return undefined;
  }
  // The spare still holds a file deleted by hand from dist/: only dist/ tells it is gone. Listed
  // beside the build's own work: a site of thousands of pages takes tens of milliseconds.
  const listed = treeWorker(distDir);
  listed.catch(() => undefined); // awaited below, or the spare is given up
  try {
    await fs.rename(spare, staging);
  } catch {
    return undefined; // taken by another build
  }
  const emptied = new Set<string>();
  await Promise.all(
    note.changed.map(async (rel) => {
      const to = path.join(staging, rel);
      await fs.rm(to, { force: true });
      try {
        await fs.link(path.join(distDir, rel), to);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'ENOENT') throw error;
        if (!existsSync(path.join(distDir, rel))) {
          // Not in dist/: removed by the last build (or by hand, which the listing tells).
          emptied.add(path.dirname(rel));
          return;
        }
        // A folder the last build made.
        await fs.mkdir(path.dirname(to), { recursive: true });
        await fs.link(path.join(distDir, rel), to);
      }
    }),
  );
  await removeEmpty(staging, emptied);
  return listed;
}

/** Removes the given folders (relative to `root`) and their parents while they are empty. */
async function removeEmpty(root: string, dirs: Iterable<string>): Promise<void> {
  for (const d of [...new Set(dirs)]
    .filter((x) => x !== '.')
    .sort()
    .reverse()) {
    for (let dir = d; dir !== '.'; dir = path.dirname(dir))
      if (
        !(await fs.rmdir(path.join(root, dir)).then(
          () => true,
          () => false,
        ))
      )
        break;
  }
}

/**
 * Starts linking dist/ into a staging folder beside it, in a thread of its own, while the
 * build renders. `background`: old trees are removed by a process that outlives this one.
 */
function linkedCopy(distDir: string, background: boolean, spare?: string): Staging {
  const removal = background ? startRemover() : false;
  const stamp = newStamp();
  const staging = path.join(path.dirname(distDir), `${STAGING_PREFIX}${stamp}`);
  const before = leftovers(distDir);
  const linkAll = (): Promise<ReadonlySet<string>> => treeWorker(distDir, staging);
  // Stale spares (and a spare that could not be used) are removed with the other leftovers.
  const stale: string[] = [];
  const linked = before.then(async () => {
    if (!spare) return linkAll();
    try {
      const copied = await fromSpare(distDir, spare, staging, stale);
      if (copied) return copied;
    } catch {
      // A spare that could not be brought up to date goes; dist/ is linked as a whole.
      const aside = `${staging}-spare`;
      if (
        await fs.rename(staging, aside).then(
          () => true,
          () => false,
        )
      )
        stale.push(aside);
    }
    return linkAll();
  });
  linked.catch(() => undefined); // awaited by commit or abandon
  const drop = async (): Promise<void> => {
    await linked.catch(() => undefined);
    await sweep([staging, ...(await before.catch(() => [])), ...stale], removal);
  };
  return {
    copies: true,
    async lacks(files) {
      const present = await linked;
      return [...files].filter((f) => !present.has(f));
    },
    async commit(write, remove) {
      try {
        await linked;
        // A link shares its file with dist/: it is unlinked first, never written through.
        const replaced = new Set([...write.map((f) => f.outputPath), ...remove]);
        await Promise.all([...replaced].map((rel) => fs.rm(path.join(staging, rel), { force: true })));
        // Leave no empty folder behind for a removed page.
        const dirs = [...new Set(remove.map((r) => path.dirname(r)))]
          .filter((d) => d !== '.')
          .sort()
          .reverse();
        for (const d of dirs) {
          for (let dir = d; dir !== '.'; dir = path.dirname(dir))
            if (
              !(await fs.rmdir(path.join(staging, dir)).then(
                () => true,
                () => false,
              ))
            )
              break;
        }
        await writeAll(staging, write);
        const old = await swapIn(distDir, staging, stamp);
        // The replaced tree differs from the new dist/ by exactly what this build wrote and removed.
        const kept = old && spare ? await keepSpare(distDir, old, spare, [...replaced]) : false;
        const olds = [...(await before), ...stale, ...(old && !kept ? [old] : [])];
        return { cleanup: () => sweep(olds, removal) };
      } catch (error) {
        await drop();
        throw error;
      }
    },
    abandon: drop,
  };
}
