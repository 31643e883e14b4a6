/**
 * `npm run bench`: the real site plus N synthetic blog posts (default 1000 and 4000), built
 * in a temporary folder (never content/ or dist/). Prints pages, wall time (median of the
 * runs), ms per page, peak memory and the pipeline's stages, for a cold build (no cache),
 * a warm full rebuild (cache, nothing changed) and a rebuild after one post changed, both in
 * the warm watch process and with `npm run build` (a new process starting from the last
 * build's snapshot). With --peers it times Hugo and Eleventy on the same Markdown, alternately.
 * Usage: tsx scripts/bench.ts [--n 1000,4000] [--runs 5] [--peers]
 */
// The in-process rebuild (watch mode's path) renders with React's production build, as watch mode does.
import '../pipeline/production-mode';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ROOT, resolvePaths } from '../pipeline/config';
import { makeSite, PEERS_DIR } from './bench-site';
import { newState, runBuild } from '../pipeline/index';
import { previewBuild } from '../pipeline/dev/preview';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] ?? fallback : fallback;
};
const SIZES = arg('n', '1000,4000').split(',').map(Number);
const RUNS = Number(arg('runs', '5'));
const PEERS = process.argv.includes('--peers');
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Run {
  wall: number;
  ms: number;
  pages: number;
  timings: Record<string, number>;
  maxRssMb: number;
}

function timedBuild(root: string, cache: string): Run {
  const start = performance.now();
  // Exactly what `npm run build` runs, pointed at the benchmark's copy of the site.
  const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--root', root, '--cache', cache, '--report'], { encoding: 'utf8', cwd: ROOT });
  const wall = performance.now() - start;
  const line = r.stdout.trim().split('\n').pop() ?? '';
  if (r.status !== 0) throw new Error(`bench build failed:\n${r.stderr}`);
  return { wall, ...(JSON.parse(line) as Omit<Run, 'wall'>) };
}

function timedCommand(cmd: string, args: string[], cwd: string, clean: string): number {
  spawnSync('rm', ['-rf', clean]);
  const start = performance.now();
  const r = spawnSync(cmd, args, { cwd, stdio: 'ignore' });
  if (r.status !== 0) throw new Error(`${cmd} failed in ${cwd}`);
  return performance.now() - start;
}

function report(label: string, runs: Run[]): void {
  const wall = median(runs.map((r) => r.wall));
  const pages = runs[0]!.pages;
  const stages = Object.keys(runs[0]!.timings)
    .map((k) => `${k} ${Math.round(median(runs.map((r) => r.timings[k] ?? 0)))}`)
    .join(', ');
  console.log(
    `${label.padEnd(24)} ${String(pages).padStart(6)} pages  wall ${(wall / 1000).toFixed(2)} s  ${(wall / pages).toFixed(2)} ms/page  peak ${Math.round(median(runs.map((r) => r.maxRssMb)))} MB  [ms: ${stages}]`,
  );
}

for (const n of SIZES) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `clinic-bench-${n}-`));
  const cache = path.join(dir, '.cache');
  await makeSite(n, dir);
  console.log(`\nN = ${n} synthetic posts (+ the real site), ${RUNS} runs each, medians`);
  const cold: Run[] = [];
  const warm: Run[] = [];
  const hugo: number[] = [];
  const eleventy: number[] = [];
  let peersDir = '';
  if (PEERS) {
    peersDir = path.join(os.tmpdir(), 'clinic-bench-peers');
    spawnSync('sh', [path.join(PEERS_DIR, 'peers.sh'), String(n), peersDir], { stdio: 'ignore' });
  }
  for (let i = 0; i < RUNS; i++) {
    await fs.rm(cache, { recursive: true, force: true });
    cold.push(timedBuild(dir, cache));
    warm.push(timedBuild(dir, cache));
    if (PEERS) {
      hugo.push(timedCommand('hugo', ['--quiet'], path.join(peersDir, `hugo-${n}`), path.join(peersDir, `hugo-${n}`, 'public')));
      eleventy.push(timedCommand('npx', ['eleventy', '--quiet'], path.join(peersDir, `eleventy-${n}`), path.join(peersDir, `eleventy-${n}`, '_site')));
    }
  }
  report('cold (no cache)', cold);
  report('warm (nothing changed)', warm);
  // One post changed, in a warm process (what watch mode does).
  const paths = resolvePaths(dir, { cache });
  // Watch mode's options (the preview in place, the search index after the pages), without
  // drafts: their pages would add Markdown of their own to the cache the next builds read.
  const state = newState();
  const watched = (changed?: string[]) => runBuild({ ...previewBuild(paths, state, changed), drafts: false });
  await (await watched()).cleanup;
  const post = (await fs.readdir(path.join(dir, 'content/blog/posts'))).filter((p) => p.startsWith('bench-')).sort()[0]!;
  const file = `content/blog/posts/${post}/index.pt.md`;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await fs.appendFile(path.join(dir, file), `\nEdit ${i}.\n`);
    const r = await watched([file]);
    times.push(r.ms);
    // The search index catches up after the pages are written; wait before the next edit.
    await r.cleanup;
  }
  console.log(`${'one post changed'.padEnd(24)} wall ${(median(times) / 1000).toFixed(2)} s (in the warm watch process)`);
  // The same edit with `npm run build`: a new process starting from the last build's snapshot.
  timedBuild(dir, cache);
  const cli: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    await fs.appendFile(path.join(dir, file), `\nCLI edit ${i}.\n`);
    cli.push(timedBuild(dir, cache));
  }
  report('one post, npm run build', cli);
  if (PEERS) {
    const h = median(hugo);
    const e = median(eleventy);
    const c = median(cold.map((r) => r.wall));
    const w = median(warm.map((r) => r.wall));
    console.log(`hugo ${(h / 1000).toFixed(2)} s, eleventy ${(e / 1000).toFixed(2)} s (${n} posts only)`);
    console.log(`ratios: cold/eleventy ${(c / e).toFixed(2)}, warm/hugo ${(w / h).toFixed(2)}, cold/hugo ${(c / h).toFixed(2)}`);
  }
  await fs.rm(dir, { recursive: true, force: true });
}
process.exit(0);
