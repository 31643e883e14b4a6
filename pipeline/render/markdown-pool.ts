/**
 * Renders the Markdown documents the cache does not have. A few are rendered in this thread;
 * a large batch (a cold build of a big blog) is split with one worker thread, because remark
 * is most of a cold build and the second core is otherwise idle. The worker costs about half
 * a second to start (its own imports and warm-up), so small batches never use it.
 * remark itself is imported only when something has to be rendered.
 */
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ROOT } from '../config';
import type { Lang } from '../../model/languages';
import type { MarkdownContext, RenderedMarkdown } from './markdown';

export interface MarkdownJob {
  body: string;
  file: string;
  bodyLine: number;
  lang: Lang;
  /** The page's address without language prefix: relative links resolve from it. */
  pagePath: string;
}

/** What every job of a batch shares, sent to a worker once rather than per document. */
export interface MarkdownShared {
  pages: Partial<Record<Lang, string[]>>;
  fallback: string[];
  vars: Record<string, string>;
  newTabLabel: Partial<Record<Lang, string>>;
  /** Every picture under content/images ("images/blog/x.svg"). */
  images: string[];
}

/** Enough documents for a worker's start-up to pay for itself. */
export const WORKER_THRESHOLD = 400;

export function contextFor(shared: MarkdownShared): (job: MarkdownJob) => MarkdownContext {
  const sets = new Map<string, ReadonlySet<string>>();
  const set = (lang: Lang): ReadonlySet<string> => {
    let s = sets.get(lang);
    if (!s) sets.set(lang, (s = new Set(shared.pages[lang] ?? [])));
    return s;
  };
  const fallback = new Set(shared.fallback);
  const images = new Set(shared.images);
  return (job) => ({
    lang: job.lang,
    file: job.file,
    bodyLine: job.bodyLine,
    pages: set(job.lang),
    fallback,
    vars: shared.vars,
    newTabLabel: shared.newTabLabel[job.lang] ?? '',
    pagePath: job.pagePath,
    images,
  });
}

/**
 * `npm run build` runs a bundle with the worker bundled beside it (scripts/build.mjs): plain
 * JavaScript starts faster. Under a TypeScript loader (tests, watch mode) the worker registers
 * the same loader.
 */
function startWorker(workerData: { jobs: MarkdownJob[]; shared: MarkdownShared }): Worker {
  const bundled = new URL('./markdown-worker.mjs', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return new Worker(bundled, { workerData });
  const entry = pathToFileURL(path.join(ROOT, 'pipeline/render/markdown-worker.ts')).href;
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true, workerData });
}

export async function renderMarkdownBatch(jobs: MarkdownJob[], shared: MarkdownShared): Promise<RenderedMarkdown[]> {
  if (jobs.length === 0) return [];
  const { renderMarkdown } = await import('./markdown');
  const ctx = contextFor(shared);
  const here = (list: MarkdownJob[]) => list.map((j) => renderMarkdown(j.body, ctx(j)));
  if (jobs.length < WORKER_THRESHOLD) return here(jobs);
  // The worker gets the second part; this thread renders the first meanwhile. The worker
  // starts slower, so it gets less.
  const cut = Math.ceil(jobs.length * 0.55);
  const worker = startWorker({ jobs: jobs.slice(cut), shared });
  const theirs = new Promise<RenderedMarkdown[]>((resolve, reject) => {
    worker.once('message', (m: RenderedMarkdown[]) => resolve(m));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The Markdown worker stopped (exit code ${code}).`)));
  });
  const mine = here(jobs.slice(0, cut));
  try {
    return [...mine, ...(await theirs)];
  } finally {
    void worker.terminate();
  }
}
