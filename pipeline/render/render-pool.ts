/**
 * Stage render over both cores: a large set of pages (a cold build of a big blog) is split
 * with one worker thread, which renders the later part while this thread renders the earlier
 * one; the pages come back in route order, byte for byte as one thread renders them. The
 * worker costs about half a second to start (React and the templates), so small sets never
 * use it. A page that fails in the worker is rendered again here, where its mistake is
 * reported as every other.
 */
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ROOT } from '../config';
import type { Route } from '../routes/routes';
import type { Site } from '../validate/validate';
import type { RenderedContent } from '../content/content';
import type { ImageMap, OutputFile } from '../images/images';
import type { AssetManifest } from './bundle';
import type { Translate } from './i18n';
import type { Lang } from '../../model/languages';
import type { ShareRequest } from './share-request';

/** What the worker is given: everything a page reads, and the places in `routes` of the pages it renders. */
export interface RenderJob {
  routes: readonly Route[];
  site: Site;
  images: ImageMap;
  content: RenderedContent;
  assets: AssetManifest;
  at: number[];
}

export type RenderAnswer = { files: OutputFile[]; shares: ShareRequest[] } | { failed: true };

/** Enough pages for the worker's start-up to pay for itself. */
export const RENDER_WORKER_THRESHOLD = 600;

/** Like markdown-pool's: the bundled worker beside `npm run build`'s bundle, else through tsx. */
function startWorker(workerData: RenderJob): Worker {
  const bundled = new URL('./render-worker.mjs', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return new Worker(bundled, { workerData });
  const entry = pathToFileURL(path.join(ROOT, 'pipeline/render/render-worker.ts')).href;
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true, workerData });
}

function answerOf(worker: Worker): Promise<RenderAnswer> {
  return new Promise((resolve) => {
    // A worker that stops or fails without answering leaves its pages to this thread.
    const failed = () => resolve({ failed: true });
    worker.once('message', (m: RenderAnswer) => resolve(m));
    worker.once('error', failed);
    worker.once('exit', failed);
  });
}

/** renderPages' arguments, as stages.ts hands them. */
export interface RenderInput {
  routes: readonly Route[];
  site: Site;
  translator: (lang: Lang) => Translate;
  images: ImageMap;
  content: RenderedContent;
  assets: AssetManifest;
  only?: (route: Route) => boolean;
  onShare?: (req: ShareRequest) => void;
}

export async function renderOnCores(
  pages: typeof import('./pages'),
  input: RenderInput,
  threshold = RENDER_WORKER_THRESHOLD,
): Promise<OutputFile[]> {
  const { routes, site, translator, images, content, assets, only, onShare } = input;
  const chosen = only ? routes.filter(only) : routes;
  const here = (pick: ReadonlySet<Route>) =>
    pages.renderPages(routes, site, translator, images, content, assets, (r) => pick.has(r), onShare);
  if (chosen.length < threshold) return here(new Set(chosen));
  // The worker starts slower, and this thread also runs what is beside rendering: it gets the smaller part.
  const cut = Math.ceil(chosen.length * 0.55);
  const place = new Map(routes.map((r, i) => [r, i]));
  const worker = startWorker({
    routes,
    site,
    images,
    content,
    assets,
    at: chosen.slice(cut).map((r) => place.get(r)!),
  });
  const theirs = answerOf(worker);
  try {
    const mine = await here(new Set(chosen.slice(0, cut)));
    const answer = await theirs;
    if ('failed' in answer) return [...mine, ...(await here(new Set(chosen.slice(cut))))];
    for (const req of answer.shares) onShare?.(req);
    return [...mine, ...answer.files];
  } finally {
    void worker.terminate();
  }
}
