/**
 * dist/ is always one whole site. An incremental `npm run build` killed at any moment leaves
 * either the old site or the new one, byte for byte (no page with old compressed copies, no
 * file half written); and after any sequence of edits, dist/ holds exactly what a cold build
 * of the same content holds, no file more (replaced images, removed public files, search
 * and feeds of a language without posts). Both run on the fixture clinic (tests/fixtures/clinic).
 * A failure prints the seed: INTEGRITY_SEED=<seed> runs the same kill points and edits again.
 */
import { spawn } from 'node:child_process';
import { watch, type FSWatcher } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { mulberry32 } from '../../pipeline/rules/landing';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../pipeline/config';
import { newState, runBuild, snapshotStore } from '../../pipeline/index';
import { previewBuild } from '../../pipeline/dev/preview';
import { sweepLeftovers } from '../../pipeline/outputs/targets';
import { BuildFailed, formatIssues } from '../../pipeline/errors';
import { makeFixture, type Fixture } from '../support/fixture';
import { treeHashes, withoutCopies } from '../support/tree';

const SEED = Number(process.env.INTEGRITY_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** A seeded generator, so a failing run can be repeated. */
const random = mulberry32;

// 15 and 32 builds: the 15-minute bounds catch a hung build, not a busy machine (with more
// builds, they ran past 4 and 5 minutes at a load of 30 on 2 cores).
const fixtures: Fixture[] = [];
afterAll(() => Promise.all(fixtures.map((f) => f.remove())));

type Tree = Record<string, string>;
/** Paths whose bytes differ between two trees, or that only one has. */
const differing = (a: Tree, b: Tree): string[] =>
  Object.keys({ ...a, ...b })
    .filter((k) => a[k] !== b[k])
    .sort();
/** Folders beside dist/ that builds leave while they run (staging, replaced trees). */
const besideDist = async (fx: Fixture): Promise<string[]> =>
  (await fs.readdir(fx.dir)).filter((n) => n.startsWith('.dist-'));

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Milliseconds from the start to the end. */
  end: number;
  output: string;
}

/**
 * `npm run build` on the fixture, killed with SIGKILL `ms` after it starts, after anything
 * in dist/ first changes (a file written, linked or moved), or after the folder dist/ itself
 * is first moved or replaced (`swap`); or left to finish.
 */
function cliBuild(fx: Fixture, killAfter?: { from: 'start' | 'dist' | 'swap'; ms: number }): Promise<Run> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const kill = (): void => void child.kill('SIGKILL');
    const watchers: FSWatcher[] = [];
    if (killAfter && killAfter.from !== 'start') {
      let seen = false;
      const onChange = (): void => {
        if (seen) return;
        seen = true;
        setTimeout(kill, killAfter.ms);
      };
      if (killAfter.from === 'dist') watchers.push(watch(fx.paths.dist, { recursive: true }, onChange));
      watchers.push(watch(fx.dir, (_event, name) => name === 'dist' && onChange()));
      // A watched folder may be moved aside and removed by the build: not an error here.
      for (const w of watchers) w.on('error', () => undefined);
    }
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'scripts/build.mjs'), '--root', fx.dir, '--cache', fx.paths.cache],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    if (killAfter?.from === 'start') setTimeout(kill, killAfter.ms);
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      for (const w of watchers) w.close();
      resolve({ code, signal, end: performance.now() - start, output });
    });
  });
}

describe('a killed incremental build', () => {
  it('leaves the old site or the new one, never a mix, at 12 random kill points', async () => {
    const rand = random(SEED);
    const fx = await makeFixture({ ownCache: true });
    fixtures.push(fx);
    // A host that serves compressed copies: each page's copies must change with it.
    await fx.edit('content/site.yaml', (t) => t.replace(/^static_host: .*$/m, 'static_host: nginx'));
    // The issue's case: a footer text every page shows, here in every language, so every
    // page and its compressed copies change.
    const locales = ['pt', 'en', 'es', 'de', 'ar'].map((l) => `locales/${l}.json`);
    const original = await Promise.all(locales.map((f) => fx.read(f)));
    const edited = original.map((t) => t.replace(/("footer\.rights": ")/, '$1© '));
    expect(edited).not.toEqual(original);
    const sites = [original, edited];
    const put = (which: number) =>
      Promise.all(locales.map((f, i) => fs.writeFile(path.join(fx.dir, f), sites[which]![i]!)));

    const first = await cliBuild(fx);
    expect(first.code, first.output).toBe(0);
    const trees: Tree[] = [await treeHashes(fx.paths.dist)];
    await put(1);
    const second = await cliBuild(fx);
    expect(second.code, second.output).toBe(0);
    expect(second.output).toMatch(/\[state\] \d+ input files changed/); // it was incremental (from the snapshot)
    trees.push(await treeHashes(fx.paths.dist));
    // Every page shows the footer: every page differs between the two sites.
    const pages = Object.keys(trees[0]!).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.filter((f) => trees[0]![f] === trees[1]![f])).toEqual([]);

    let current = 1;
    const outcomes: string[] = [];
    // Each run draws new points (a new seed); 12 a run, a third of them within the write or the swap.
    const POINTS = 12;
    for (let i = 0; i < POINTS; i++) {
      const target = 1 - current;
      await put(target);
      // A third of the points fall anywhere from the start; a third within 40 ms of the moment
      // anything in dist/ first changes (where a build that writes in place is cut mid-write),
      // and a third within 20 ms of dist/ itself being moved (a swap, and what follows it).
      const from = (['start', 'dist', 'swap'] as const)[i % 3]!;
      const killAfter = {
        from,
        ms: from === 'start' ? rand() * second.end * 1.1 : rand() * (from === 'dist' ? 40 : 20),
      };
      const run = await cliBuild(fx, killAfter);
      // Killed between the swap's two renames, the build leaves no dist/ but its complete
      // staging tree, which the next build (or server) puts back first: do what it does.
      const between = !(await fs.stat(fx.paths.dist).catch(() => undefined));
      if (between) await sweepLeftovers(fx.paths.dist, false);
      const tree = await treeHashes(fx.paths.dist);
      const fromOld = differing(tree, trees[current]!);
      const fromNew = differing(tree, trees[target]!);
      const mixed = fromOld.length && fromNew.length ? (fromOld.length < fromNew.length ? fromOld : fromNew) : [];
      expect(
        mixed,
        `seed ${SEED}, kill ${Math.round(killAfter.ms)} ms after ${killAfter.from}: dist/ is a mix; ${mixed.length} files differ from the nearer site: ${mixed.slice(0, 5).join(', ')}\n${run.output}`,
      ).toEqual([]);
      if (fromNew.length === 0) current = target;
      outcomes.push(
        `${killAfter.from}+${Math.round(killAfter.ms)}ms:${run.signal ? 'killed' : 'finished'}:${fromNew.length === 0 ? 'new' : 'old'}${between ? ':restored' : ''}`,
      );
    }
    console.log(`kill points (seed ${SEED}): ${outcomes.join(' ')}`);
    // Some builds were killed, and the kills left both outcomes.
    expect(outcomes.filter((o) => o.includes(':killed:')).length).toBeGreaterThanOrEqual(POINTS / 2);

    // The next complete build gives the site of the content, and sweeps what the kills left.
    await put(1 - current);
    const last = await cliBuild(fx);
    expect(last.code, last.output).toBe(0);
    expect(differing(await treeHashes(fx.paths.dist), trees[1 - current]!)).toEqual([]);
    await expect.poll(() => besideDist(fx), { timeout: 20_000 }).toEqual([]);
  }, 900_000);
});

/** An edit of the fixture: returns the root-relative files it touched (what watch mode is told). */
type Edit = (fx: Fixture, rand: () => number) => Promise<string[]>;
const pick = <T>(rand: () => number, xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

async function postFiles(fx: Fixture): Promise<string[]> {
  const base = 'content/blog/posts';
  const out: string[] = [];
  for (const slug of (await fs.readdir(path.join(fx.dir, base))).sort()) {
    for (const f of (await fs.readdir(path.join(fx.dir, base, slug)).catch(() => [] as string[])).sort())
      out.push(`${base}/${slug}/${f}`);
  }
  return out;
}

const IMAGES = [
  'content/images/team/camila-ferraz.svg',
  'content/images/blog/ortodontia-em-adultos.svg',
  'content/images/hero.svg',
];
const originals = new Map<string, string>();
async function remember(fx: Fixture, file: string): Promise<void> {
  if (!originals.has(file)) originals.set(file, await fx.read(file));
}

const EDITS: Record<string, Edit> = {
  async body(fx, rand) {
    const f = pick(rand, await postFiles(fx));
    await fx.edit(f, (t) => `${t}\nUm parágrafo a mais (${Math.floor(rand() * 1000)}).\n`);
    return [f];
  },
  async title(fx, rand) {
    const f = pick(rand, await postFiles(fx));
    // Kept within the 60 characters a post title may have, however often it is edited.
    const n = Math.floor(rand() * 100);
    await fx.edit(f, (t) =>
      t.replace(
        /^title: "?(.*?)"?$/m,
        (_, title: string) => `title: "${[...title].slice(0, 50).join('').trimEnd()} ${n}"`,
      ),
    );
    return [f];
  },
  async date(fx, rand) {
    const f = pick(rand, await postFiles(fx));
    // Without its update date, which may not come before the new date.
    await fx.edit(f, (t) =>
      t
        .replace(/^date: .*$/m, `date: 2026-0${1 + Math.floor(rand() * 9)}-1${Math.floor(rand() * 9)}`)
        .replace(/^updated: .*\n/m, ''),
    );
    return [f];
  },
  async addPost(fx, rand) {
    const from = pick(
      rand,
      (await postFiles(fx)).filter((f) => f.endsWith('/index.pt.md')),
    );
    const slug = `post-novo-${Math.floor(rand() * 1e6)}`;
    const to = `content/blog/posts/${slug}/index.pt.md`;
    await fs.mkdir(path.join(fx.dir, path.dirname(to)), { recursive: true });
    await fs.writeFile(
      path.join(fx.dir, to),
      (await fx.read(from)).replace(/^title: .*$/m, `title: "Post novo ${slug}"`),
    );
    return [to];
  },
  async removePost(fx, rand) {
    const posts = await postFiles(fx);
    // A post another page links to cannot go (the build would stop at the broken link).
    const texts = await Promise.all(posts.map((f) => fx.read(f)));
    const linked = new Set(texts.flatMap((t) => [...t.matchAll(/\/blog\/([a-z0-9-]+)\//g)].map((m) => m[1])));
    const free = posts.filter((f) => !linked.has(path.basename(path.dirname(f))));
    // One post always stays (the fixture has two; addPost adds more).
    if (new Set(posts.map((f) => path.dirname(f))).size <= 1 || !free.length) return [];
    const slug = path.dirname(pick(rand, free));
    const gone = posts.filter((f) => path.dirname(f) === slug);
    await fs.rm(path.join(fx.dir, slug), { recursive: true });
    return gone;
  },
  /** Every post of one language goes: its blog, feed and search index go with them. */
  async removeLanguage(fx, rand) {
    const lang = pick(rand, ['en', 'es', 'de', 'ar']);
    const gone = (await postFiles(fx)).filter((f) => f.endsWith(`/index.${lang}.md`));
    await Promise.all(gone.map((f) => fs.rm(path.join(fx.dir, f))));
    return gone;
  },
  async image(fx, rand) {
    const f = pick(rand, IMAGES);
    await remember(fx, f);
    // A few fixed variants, so their encodings are cached after the first run.
    const colour = pick(rand, ['#fdf3e7', '#eef6fb']);
    await fs.writeFile(path.join(fx.dir, f), originals.get(f)!.replace('#faf7f2', colour));
    return [f];
  },
  async revertImage(fx, rand) {
    const f = pick(rand, IMAGES);
    await remember(fx, f);
    await fs.writeFile(path.join(fx.dir, f), originals.get(f)!);
    return [f];
  },
  async addPublic(fx, rand) {
    const f = `public/${pick(rand, ['humans.txt', 'docs/guia.txt', '.well-known/security.txt'])}`;
    await fs.mkdir(path.join(fx.dir, path.dirname(f)), { recursive: true });
    await fs.writeFile(
      path.join(fx.dir, f),
      `Clínica Odontológica Roma ${Math.floor(rand() * 1000)}\n`.repeat(1 + Math.floor(rand() * 80)),
    );
    return [f];
  },
  async removePublic(fx, rand) {
    const all = (await fs.readdir(path.join(fx.dir, 'public'), { recursive: true, withFileTypes: true })).filter((e) =>
      e.isFile(),
    );
    if (!all.length) return [];
    const e = pick(rand, all);
    const f = path.relative(fx.dir, path.join(e.parentPath, e.name)).split(path.sep).join('/');
    await fs.rm(path.join(fx.dir, f));
    return [f];
  },
  /** A text of the clinic in one language: the home page's title, or the footer every page shows. */
  async clinicText(fx, rand) {
    const lang = pick(rand, ['pt', 'en', 'es', 'de', 'ar']);
    const f = pick(rand, [`content/home/index.${lang}.yaml`, `content/site/index.${lang}.yaml`]);
    const n = Math.floor(rand() * 100);
    await fx.edit(f, (t) => t.replace(/^( {2}(title|about): ")/m, `$1${n} `));
    return [f];
  },
  async footer(fx, rand) {
    const f = `locales/${pick(rand, ['pt', 'en', 'es', 'de', 'ar'])}.json`;
    await fx.edit(f, (t) => t.replace(/("footer\.rights": ")/, `$1${Math.floor(rand() * 100)} `));
    return [f];
  },
};

describe('after any sequence of edits', () => {
  it('dist/ holds exactly what a cold build of the same content holds (npm run build and watch mode)', async () => {
    const rand = random(SEED + 1);
    const fx = await makeFixture({ ownCache: true });
    fixtures.push(fx);
    // Drafts are built by watch mode only: without draft posts, both modes build the same site.
    for (const f of await postFiles(fx))
      if (/^draft: true$/m.test(await fx.read(f)))
        await fs.rm(path.join(fx.dir, path.dirname(f)), { recursive: true, force: true });
    const watchPaths = { ...fx.paths, dist: path.join(fx.dir, 'dist-watch') };
    const coldPaths = { ...fx.paths, dist: path.join(fx.dir, 'dist-cold'), cache: path.join(fx.dir, '.cache-cold') };
    await fs.mkdir(coldPaths.cache);
    await fs.symlink(path.join(ROOT, '.cache/images'), path.join(coldPaths.cache, 'images'));
    await fs.symlink(path.join(ROOT, '.cache/share'), path.join(coldPaths.cache, 'share'));
    const persisted = async (): Promise<void> =>
      (await runBuild({ paths: fx.paths, from: { store: snapshotStore(fx.paths) } })).cleanup;
    const state = newState();
    const watched = async (changed?: string[]): Promise<void> =>
      (await runBuild(previewBuild(watchPaths, state, changed))).cleanup;
    await persisted();
    await watched();

    // Each run draws new sequences (a new seed): 6 of 3 edits a run.
    const SEQUENCES = 6;
    const log: string[] = [];
    for (let s = 0; s < SEQUENCES; s++) {
      const names: string[] = [];
      const changed: string[] = [];
      for (let e = 0; e < 3; e++) {
        const name = pick(rand, Object.keys(EDITS));
        names.push(name);
        changed.push(...(await EDITS[name]!(fx, rand)));
        try {
          // npm run build after every edit; watch mode once for the three (it coalesces changes).
          await persisted();
          if (e === 2) await watched(changed);
        } catch (error) {
          throw new Error(
            `seed ${SEED + 1}, build after ${[...log, names.join(',')].join(' | ')}: ${error instanceof BuildFailed ? formatIssues(error.issues) : String(error)}`,
          );
        }
      }
      log.push(names.join(','));
      await fs.rm(coldPaths.dist, { recursive: true, force: true });
      await fs.rm(path.join(coldPaths.cache, 'build-state.json'), { force: true });
      await (await runBuild({ paths: coldPaths })).cleanup;
      const cold = await treeHashes(coldPaths.dist);
      const rebuilt = await treeHashes(fx.paths.dist);
      expect(differing(rebuilt, cold), `seed ${SEED + 1}, npm run build after ${log.join(' | ')}`).toEqual([]);
      // The preview keeps no compressed copies: the same files otherwise, byte for byte.
      expect(
        differing(await treeHashes(watchPaths.dist), withoutCopies(cold)),
        `seed ${SEED + 1}, watch mode after ${log.join(' | ')}`,
      ).toEqual([]);
    }
    console.log(`edit sequences (seed ${SEED + 1}): ${log.join(' | ')}`);
  }, 900_000);
});
