/** The worker thread of render-pool: renders its share of the pages and posts their bytes and share requests. */
import { parentPort, workerData } from 'node:worker_threads';
import '../production-mode';
import { createTranslator } from './i18n';
import { renderPages } from './pages';
import type { RenderJob, RenderAnswer } from './render-pool';
import type { ShareRequest } from './share-request';

const job = workerData as RenderJob;
const mine = new Set(job.at.map((i) => job.routes[i]));
const shares: ShareRequest[] = [];
try {
  const files = await renderPages(
    job.routes,
    job.site,
    createTranslator(job.site.messages),
    job.images,
    job.content,
    job.assets,
    (r) => mine.has(r),
    (req) => shares.push(req),
  );
  const answer: RenderAnswer = { files, shares };
  parentPort?.postMessage(
    answer,
    files.map((f) => f.bytes.buffer as ArrayBuffer),
  );
} catch {
  // The pages are rendered again in the build's own thread, which reports the mistake as it does.
  const answer: RenderAnswer = { failed: true };
  parentPort?.postMessage(answer);
}
