/**
 * `npm run bench:caches`: what each cache of the build state (pipeline/state.ts) saves. On the
 * real site plus N synthetic posts, it times the builds that can consult a cache (watch mode
 * after a one-post edit; `npm run build` after a one-post edit, from the snapshot; a cold
 * build) with each cache in turn answering nothing (what it is given is still stored, so the
 * others stay as they were), interleaved, and prints medians of the build and of the stages
 * the cache serves, with how often the cache answered in the normal build. A cache that never
 * answers in a scenario saves nothing there (`npm run build` with nothing changed stops before
 * any is created). Encoded pictures come from the project's cache: encoding is not a cache of
 * the state. Usage: tsx scripts/cache-bench.ts [--n 0,4000] [--runs 5] [--cold-runs 3]
 */
import '../pipeline/production-mode';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ROOT, resolvePaths, type Paths } from '../pipeline/config';
import { markdownOnDisk, newState, runBuild, snapshotStore, type BuildState, type StateStore } from '../pipeline/index';
import type { BuildCaches } from '../pipeline/state';
import { previewBuild } from '../pipeline/dev/preview';
import { makeSite } from './bench-site';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const SIZES = arg('n', '0,4000').split(',').map(Number);
const RUNS = Number(arg('runs', '5'));
const COLD_RUNS = Number(arg('cold-runs', '3'));
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

type CacheName = keyof BuildCaches | 'routes';
/** The stages each cache serves. */
const SERVES: Record<CacheName, string[]> = {
  files: ['load'],
  listings: ['load'],
  imageSizes: ['load', 'images'],
  fronts: ['validate'],
  paymentTerms: ['validate'],
  verdicts: ['validate'],
  routes: ['routes'],
  markdown: ['check', 'content'],
  markdownKeys: ['check'],
  pageLists: ['check'],
  processed: ['images'],
  underWay: ['images'],
  ahead: ['images'],
  early: ['images'],
  sitemaps: ['write'],
};
const NAMES = Object.keys(SERVES) as CacheName[];

interface MapLike {
  get(key: unknown): unknown;
}

/** The same map, counting its answers, and giving none when `off`. */
function watched<T extends MapLike>(real: T, name: CacheName, off: boolean, hits: Map<CacheName, number>): T {
  return new Proxy(real, {
    get(target, prop) {
      if (prop === 'get' || prop === 'has') {
        return (key: unknown) => {
          const value = target.get(key);
          if (value !== undefined) hits.set(name, (hits.get(name) ?? 0) + 1);
          return off ? (prop === 'has' ? false : undefined) : prop === 'has' ? value !== undefined : value;
        };
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The state's caches, each watched; `off` answers nothing. The routes of the last build are not reused when `off` is 'routes'. */
function instrument(state: BuildState, off: CacheName | undefined, hits: Map<CacheName, number>): () => void {
  const real = state.caches;
  const c = { ...real };
  const w = <T extends MapLike>(m: T, name: CacheName): T => watched(m, name, off === name, hits);
  c.files = w(real.files, 'files');
  c.listings = w(real.listings, 'listings');
  c.imageSizes = w(real.imageSizes, 'imageSizes');
  c.fronts = w(real.fronts, 'fronts');
  c.verdicts = { ...real.verdicts, known: w(real.verdicts.known, 'verdicts') };
  c.markdown = {
    get entries() {
      return w(real.markdown.entries, 'markdown');
    },
    get onDisk() {
      return real.markdown.onDisk;
    },
    set onDisk(n) {
      real.markdown.onDisk = n;
    },
  };
  c.markdownKeys = w(real.markdownKeys, 'markdownKeys');
  c.pageLists = w(real.pageLists, 'pageLists');
  c.processed = w(real.processed, 'processed');
  c.sitemaps = w(real.sitemaps, 'sitemaps');
  state.caches = c;
  const site = state.dist.site;
  if (site) hits.set('routes', (hits.get('routes') ?? 0) + 1);
  if (off === 'routes') state.dist.site = undefined;
  return () => {
    state.caches = real;
  };
}

interface Sample {
  ms: number;
  /** CPU milliseconds of every thread, per stage and for the build: steadier than wall time on a shared machine. */
  cpu: number;
  stages: Record<string, number>;
}

/** Builds with `opts`, recording each stage's CPU time from its log line. */
async function timed(opts: Parameters<typeof runBuild>[0]): Promise<Sample> {
  const stages: Record<string, number> = {};
  const log = (line: string): void => {
    const m = /^\[(\w+)\] .*, cpu (\d+) ms$/.exec(line);
    if (m) stages[m[1]!] = Number(m[2]);
  };
  const cpu = process.cpuUsage();
  const r = await runBuild({ ...opts, report: { ...opts?.report, log } });
  const used = process.cpuUsage(cpu);
  await r.cleanup;
  return { ms: r.ms, cpu: (used.user + used.system) / 1000, stages };
}

function report(scenario: string, samples: Map<CacheName | 'none', Sample[]>, hits: Map<CacheName, number>): void {
  const base = samples.get('none')!;
  const [baseMs, baseCpu] = [median(base.map((s) => s.ms)), median(base.map((s) => s.cpu))];
  console.log(
    `\n${scenario}: build ${Math.round(baseMs)} ms wall, ${Math.round(baseCpu)} ms CPU (medians of ${base.length})`,
  );
  console.log('cache          answers  CPU saved: build  stages served (CPU with / without)   wall saved: build');
  for (const name of NAMES) {
    const runs = samples.get(name);
    const answers = hits.get(name) ?? 0;
    if (!runs) {
      console.log(`${name.padEnd(14)} ${String(answers).padStart(7)}  (never answers here: saves 0)`);
      continue;
    }
    const stage = (list: Sample[]) => median(list.map((s) => SERVES[name].reduce((n, k) => n + (s.stages[k] ?? 0), 0)));
    const [withIt, without] = [stage(base), stage(runs)];
    const cpu = median(runs.map((s) => s.cpu)) - baseCpu;
    const pct = (a: number, b: number): string => `${b ? Math.round((a / b) * 100) : 0}%`;
    console.log(
      `${name.padEnd(14)} ${String(answers).padStart(7)}  ${`${Math.round(cpu)} ms ${pct(cpu, baseCpu)}`.padStart(16)}  ${`${SERVES[name].join('+')} ${Math.round(withIt)} / ${Math.round(without)} (${pct(without - withIt, withIt)})`.padEnd(36)}  ${Math.round(median(runs.map((s) => s.ms)) - baseMs)} ms`,
    );
  }
}

/**
 * Runs `build` once per run for the normal state and for each cache that answered in it,
 * interleaved, `edit` before each build.
 */
async function measure(
  scenario: string,
  runs: number,
  edit: (i: number) => Promise<void>,
  build: (off: CacheName | undefined, hits: Map<CacheName, number>) => Promise<Sample>,
): Promise<void> {
  const hits = new Map<CacheName, number>();
  await edit(-1);
  await build(undefined, hits);
  const answered = NAMES.filter((n) => (hits.get(n) ?? 0) > 0);
  const samples = new Map<CacheName | 'none', Sample[]>([
    ['none', []],
    ...answered.map((n): [CacheName, Sample[]] => [n, []]),
  ]);
  for (let i = 0; i < runs; i++) {
    for (const off of ['none', ...answered] as const) {
      await edit(i);
      samples.get(off)!.push(await build(off === 'none' ? undefined : off, new Map()));
    }
  }
  report(scenario, samples, hits);
}

/** A store whose state has watched caches. */
function watchedStore(inner: StateStore, off: CacheName | undefined, hits: Map<CacheName, number>): StateStore {
  return {
    ...inner,
    async loadCaches(state) {
      await inner.loadCaches(state);
      instrument(state, off, hits);
    },
  };
}

for (const n of SIZES) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `clinic-caches-${n}-`));
  await makeSite(n, dir);
  const fresh = async (name: string): Promise<Paths> => {
    const cache = path.join(dir, `.cache-${name}`);
    await fs.mkdir(cache, { recursive: true });
    await fs.symlink(path.join(ROOT, '.cache/images'), path.join(cache, 'images')).catch(() => undefined);
    return resolvePaths(dir, { cache, dist: path.join(dir, `dist-${name}`) });
  };
  const post = (await fs.readdir(path.join(dir, 'content/blog/posts')))
    .filter((p) => n === 0 || p.startsWith('bench-'))
    .sort()[0]!;
  const file = `content/blog/posts/${post}/index.pt.md`;
  const editPost = async (i: number): Promise<void> =>
    fs.appendFile(path.join(dir, file), `\nEdit ${i} ${Math.random()}.\n`);
  console.log(`\n=== N = ${n} synthetic posts (+ the real site), ${RUNS} runs each`);

  // Watch mode: one state for the whole session.
  const watchPaths = await fresh('watch');
  const state = newState();
  await (await runBuild(previewBuild(watchPaths, state))).cleanup;
  await measure('watch mode, one post edited', RUNS, editPost, async (off, hits) => {
    const restore = instrument(state, off, hits);
    try {
      return await timed(previewBuild(watchPaths, state, [file]));
    } finally {
      restore();
    }
  });

  // npm run build from the snapshot: a new state each time (the store reads it back).
  const cliPaths = await fresh('cli');
  await (await runBuild({ paths: cliPaths, from: { store: snapshotStore(cliPaths) } })).cleanup;
  await measure('npm run build, one post edited', RUNS, editPost, async (off, hits) => {
    return timed({ paths: cliPaths, from: { store: watchedStore(snapshotStore(cliPaths), off, hits) } });
  });

  // Cold: no snapshot, no rendered Markdown (pictures still from the project's cache).
  let cold = 0;
  await measure(
    'cold build',
    COLD_RUNS,
    async () => undefined,
    async (off, hits) => {
      const paths = await fresh(`cold-${cold++}`);
      const sample = await timed({ paths, from: { store: watchedStore(markdownOnDisk(paths.cache), off, hits) } });
      await fs.rm(paths.dist, { recursive: true, force: true });
      await fs.rm(paths.cache, { recursive: true, force: true });
      return sample;
    },
  );
  await fs.rm(dir, { recursive: true, force: true });
}
process.exit(0);
