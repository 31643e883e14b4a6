/**
 * Entry point (`npm run build` runs it through scripts/build.mjs). It builds dist/; `--watch`
 * starts the editors' watch mode; `--check [--json]` validates all content without building.
 * Content mistakes print file:line:col and leave dist/ as it was.
 * For the benchmark: `--root DIR` builds another copy of the site (into DIR/dist), `--cache DIR`
 * moves the cache, and `--report` ends with one JSON line of figures. `--prune-cache` (the
 * deploy) then removes from the cache what the build did not use.
 */
import './pipeline/production-mode';
import { BuildFailed, formatIssues } from './pipeline/errors';
import { resolvePaths } from './pipeline/config';
import { buildOptions, checkSnapshot } from './pipeline/cache/snapshot';
import path from 'node:path';
import { standInSummary } from './pipeline/launch/launch';
import { RUN } from './pipeline/catalogue/run';

const option = (args: string[], name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
async function main(args: string[]): Promise<number> {
  if (args.includes('--watch')) {
    return (await import('./pipeline/dev/watch')).watchCommand();
  }
  if (args.includes('--check')) return (await import('./pipeline/dev/check')).checkCommand(args.includes('--json'));
  try {
    const root = option(args, 'root');
    const cache = option(args, 'cache');
    const paths = resolvePaths(root ? path.resolve(root) : undefined, cache ? { cache: path.resolve(cache) } : {});
    const quiet = args.includes('--report');
    const report = (ms: number, pages: number, timings: Record<string, number>): number => {
      if (quiet) console.log(JSON.stringify({ ms, pages, timings, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
      return 0;
    };
    // Nothing to do is known before the pipeline and its libraries are loaded.
    const t0 = performance.now();
    const checked = await checkSnapshot(paths, buildOptions());
    const unchanged = checked.unchanged && checked.snap;
    if (unchanged) {
      const ms = performance.now() - t0;
      for (const text of unchanged.warnings ?? []) console.warn(text);
      console.log(RUN.unchanged(unchanged.pages, Math.round(ms)));
      return report(ms, unchanged.pages, { check: ms });
    }
    const { runBuild, snapshotStore, swapped } = await import('./pipeline/index');
    const result = await runBuild({
      paths,
      report: { log: quiet ? undefined : (line) => console.log(line), warn: (text) => console.warn(text) },
      mode: { release: true },
      from: {
        store: snapshotStore(paths, { checked }),
        // The replaced tree is kept in the cache: the next build updates it instead of copying dist/.
        target: swapped(paths.dist, { background: true, spare: path.join(paths.cache, 'dist-spare') }),
      },
    });
    console.log(RUN.built(result.pages, Math.round(result.ms), result.rendered, result.written.length));
    console.warn(standInSummary(result.standIns, result.preview));
    await result.cleanup;
    if (args.includes('--prune-cache')) {
      const { pruneCache } = await import('./pipeline/cache/prune');
      const pruned = await pruneCache(paths, result.state);
      console.log(RUN.pruned(pruned.files, Math.round(pruned.bytes / 1024), pruned.renderings));
    }
    return report(result.ms, result.pages, result.timings);
  } catch (error) {
    if (error instanceof BuildFailed) {
      const refused = error.issues.some((i) => i.code === 'STAND_IN');
      console.error(`\n${formatIssues(error.issues)}\n\n${refused ? RUN.liveWithStandIns : ''}${RUN.notRebuilt}`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
