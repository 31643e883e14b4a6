/**
 * A cold build's pictures encoded from the moment load has listed them, in a worker thread
 * (pictures-worker.ts) on the other core, while this thread validates, checks and renders: a
 * long synchronous stage here no longer keeps the next file from starting. Which pictures the
 * pages show are not known yet: every listed one but the share image is planned as a page
 * picture. The files go into the image cache, so the images stage finds them there (and
 * counts them as encoded by this build: `caches.early`). `stop` (the images stage takes over,
 * or the build was refused) lets the file under way finish and starts no other; until it is
 * written, the images stage waits for it (`caches.underWay`) instead of encoding it too.
 * `settled` resolves once the worker has stopped.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../start-worker';
import { pictureId } from '../load/image-size';
import type { SourceFile } from '../load/read-yaml';
import type { Recipe } from './encode';
import { type EncodeJob, type ImageCaches, largestFirst, planPicture } from './images';

/** What the worker starts with: its queue, largest first, and the counter each file is claimed from. */
export interface LaneData {
  cacheDir: string;
  jobs: { cacheKey: string; recipe: Recipe }[];
  claims: SharedArrayBuffer;
}

/** What the worker posts for each file of its queue: started, then done (with its bytes) or failed. */
export type LaneMessage = { started: number } | { done: number; bytes: Uint8Array } | { failed: number };

export interface EarlyEncoding {
  stop(): void;
  readonly settled: Promise<void>;
}

/**
 * @param share the share image content/site.yaml names, as written there (validate has not
 * run yet): planned as the images stage plans it, its 1200x630 JPEG only
 */
export function encodeEarly(
  sources: Map<string, { abs: string; hash: string }>,
  cacheDir: string,
  caches: ImageCaches,
  share?: string,
): EarlyEncoding {
  caches.early.clear();
  // All of it at once, in this turn: the stage that follows load (validate) holds this thread,
  // and a step left for a later turn would wait for it.
  const { queue, planned } = toEncode(sources, cacheDir, caches, share);
  // Only a cold build (most files still to make) starts the worker. With its cache restored
  // (the usual deploy), what is missing is a new photo, which the images stage encodes at once,
  // or a picture no page shows (the share image's widths, an upload not used yet): the early
  // lane would make those on every deploy, for nothing.
  if (queue.length * 2 <= planned) return { stop: () => undefined, settled: Promise.resolve() };
  // On glibc Linux, sharp is loaded by the main thread before any worker, so that its
  // libraries stay loaded until every thread is done with them (a cold build's load has
  // imported it already, measuring the pictures).
  createRequire(import.meta.url)('sharp');
  const lane = startLane(queue, cacheDir, caches);
  const settled = lane.exited;
  // Waited for like a draft's photo encoded ahead (encodesUnderWay).
  caches.ahead.add(settled);
  void settled.finally(() => caches.ahead.delete(settled));
  return { stop: lane.stop, settled };
}

/**
 * Every listed picture's files that the cache does not hold, largest first, one per cache
 * file (two pictures with the same content are encoded once), and how many files were planned.
 * Sizes are load's: a picture it could not measure is left to the images stage, which names it.
 */
function toEncode(
  sources: Map<string, { abs: string; hash: string }>,
  cacheDir: string,
  caches: ImageCaches,
  share?: string,
): { queue: EncodeJob[]; planned: number } {
  const jobs = new Map<string, EncodeJob>();
  const planned = new Set<string>();
  for (const [key, src] of [...sources].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const size = caches.imageSizes.get(pictureId(src.hash));
    if (!size) continue;
    for (const job of planPicture(key, src, size, key === share ? 'share' : 'page').jobs) {
      planned.add(job.cacheKey);
      if (!existsSync(path.join(cacheDir, job.cacheKey))) jobs.set(job.cacheKey, job);
    }
  }
  return { queue: [...jobs.values()].sort(largestFirst), planned: planned.size };
}

interface Lane {
  stop(): void;
  exited: Promise<void>;
}

function startLane(queue: readonly EncodeJob[], cacheDir: string, caches: ImageCaches): Lane {
  const shared = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
  const claims = new Int32Array(shared);
  const files = queue.map((j) => path.join(cacheDir, j.cacheKey));
  const jobs = queue.map((j) => ({ cacheKey: j.cacheKey, recipe: j.recipe }));
  const data: LaneData = { cacheDir, jobs, claims: shared };
  const worker: Worker = startWorker('pictures-worker', 'pipeline/images/pictures-worker.ts', data);
  let stopped = false;
  const waits = new Map<number, (bytes: Promise<Uint8Array>) => void>();
  const finished = new Set<number>();
  /** The worker's file i, waited for by whoever asks the cache for it from now on. */
  const wait = (i: number): void => {
    if (waits.has(i) || finished.has(i)) return;
    const promise = new Promise<Uint8Array>((resolve) => waits.set(i, (bytes) => resolve(bytes)));
    // Nobody may be waiting: a failure is then the images stage's to find again.
    promise.catch(() => undefined);
    caches.underWay.set(files[i]!, promise);
  };
  /** The waiters of file i get `bytes` (its rejection is caught where the wait began). */
  const finish = (i: number, bytes: () => Promise<Uint8Array>): void => {
    finished.add(i);
    const resolve = waits.get(i);
    waits.delete(i);
    if (resolve) {
      caches.underWay.delete(files[i]!);
      resolve(bytes());
    }
  };
  worker.on('message', (m: LaneMessage) => {
    if ('started' in m) return wait(m.started);
    if ('done' in m) {
      caches.early.add(files[m.done]!);
      return finish(m.done, async () => m.bytes);
    }
    // Made here, where a picture that cannot be encoded is named.
    finish(m.failed, queue[m.failed]!.make);
  });
  const exited = new Promise<void>((resolve) => {
    worker.on('error', () => undefined);
    worker.on('exit', () => {
      // A worker that stopped short (it failed): its files are made here.
      for (const i of [...waits.keys()]) finish(i, queue[i]!.make);
      resolve();
    });
  });
  return {
    stop() {
      if (stopped) return;
      stopped = true;
      // No file is claimed after this; those claimed before are the worker's to finish.
      const claimed = Math.min(Atomics.exchange(claims, 0, queue.length), queue.length);
      for (let i = 0; i < claimed; i++) wait(i);
    },
    exited,
  };
}

/** The share image content/site.yaml names, if it names one: read before validate. */
export function listedShareImage(site: SourceFile): string | undefined {
  const data = site.parsed?.data;
  if (typeof data !== 'object' || data === null || !('share_image' in data)) return undefined;
  return typeof data.share_image === 'string' ? data.share_image : undefined;
}
