/**
 * Entry point (`npm run build` runs it through scripts/build.mjs). It builds dist/; `--watch`
 * starts the editors' watch mode; `--check [--json]` validates all content without building.
 * Content mistakes print file:line:col and leave dist/ as it was.
 * For the benchmark: `--root DIR` builds another copy of the site (into DIR/dist), `--cache DIR`
 * moves the cache, and `--report` ends with one JSON line of figures.
 */
import './pipeline/production-mode';
import { BuildFailed, formatIssues } from './pipeline/errors';
import { resolvePaths } from './pipeline/config';
import { buildOptions, checkSnapshot } from './pipeline/cache/snapshot';
import path from 'node:path';
import { standInSummary } from './pipeline/launch/launch';

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
      console.log(
        `Nothing changed since the last build: dist/ holds all ${unchanged.pages} pages (${Math.round(ms)} ms).`,
      );
      return report(ms, unchanged.pages, { check: ms });
    }
    const { runBuild, snapshotStore, swapped } = await import('./pipeline/index');
    const result = await runBuild({
      paths,
      store: snapshotStore(paths, { checked }),
      // The replaced tree is kept in the cache: the next build updates it instead of copying dist/.
      target: swapped(paths.dist, { background: true, spare: path.join(paths.cache, 'dist-spare') }),
      release: true,
      log: quiet ? undefined : (line) => console.log(line),
      warn: (text) => console.warn(text),
    });
    console.log(
      `Built ${result.pages} pages in ${Math.round(result.ms)} ms: ${result.rendered} rendered, ${result.written.length} files written.`,
    );
    console.warn(standInSummary(result.standIns, result.preview));
    await result.cleanup;
    return report(result.ms, result.pages, result.timings);
  } catch (error) {
    if (error instanceof BuildFailed) {
      const refused = error.issues.some((i) => i.code === 'STAND_IN');
      console.error(
        `\n${formatIssues(error.issues)}\n\n${refused ? 'O site está declarado no ar (live: true em content/site.yaml), mas ainda tem dados provisórios: nada foi publicado, dist/ continua com a última versão. ' : ''}The site was not rebuilt; dist/ still holds the last good build.`,
      );
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
