/**
 * One measured build for `npm run bench`, in its own process (as a user would run it).
 * Usage: tsx scripts/bench-run.ts <root> <cacheDir>; prints one JSON line.
 */
import '../pipeline/production-mode';
import { runBuild } from '../pipeline/index';
import { resolvePaths } from '../pipeline/config';

const [root, cache] = process.argv.slice(2) as [string, string];
const paths = resolvePaths(root, { cache });
const result = await runBuild({ paths });
await result.cleanup;
console.log(JSON.stringify({ ms: result.ms, pages: result.pages, timings: result.timings, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
