/**
 * Starts one of the build's worker threads. `npm run build` runs a bundle with each worker
 * bundled beside it (scripts/build.mjs): plain JavaScript starts faster. Under a TypeScript
 * loader (tests, watch mode) the worker registers the same loader.
 */
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ROOT } from './config';

/** @param name the worker's entry in scripts/build.mjs; @param source its module, from the root */
export function startWorker(name: string, source: string, workerData: unknown): Worker {
  const bundled = new URL(`./${name}.mjs`, import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return new Worker(bundled, { workerData });
  const entry = pathToFileURL(path.join(ROOT, source)).href;
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true, workerData });
}
