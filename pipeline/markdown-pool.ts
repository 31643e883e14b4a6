/**
 * Parses and checks the Markdown bodies the cache does not have (stage check), and later turns
 * the checked trees into HTML (stage content): each body is parsed once. A few are done in this
 * thread; a large batch (a cold build of a big blog) is split with one worker thread, because
 * remark is most of a cold build and the second core is otherwise idle. The worker keeps the
 * trees it checked until they are rendered, so no tree crosses between threads. It costs about
 * half a second to start (its own imports and warm-up), so small batches never use it. remark
 * itself is imported only when something has to be parsed.
 */
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ROOT } from './config';
import type { Lang } from '../model/languages';
import type { CheckedMarkdown, MarkdownContext, MarkdownFacts } from './check/markdown';

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

/** A checked batch: each body's facts and problems, in order, and its HTML once asked for. */
export interface CheckedBatch {
  facts: MarkdownFacts[];
  /** The HTML of each body, in order (empty for a body refused before parsing). Once. */
  html(): Promise<string[]>;
  /** Lets go of the trees (the build stopped, or renders nothing). */
  dispose(): void;
}

/** What the worker posts: first the facts, then, asked, the HTML. */
export type WorkerMessage = { facts: MarkdownFacts[] } | { html: string[] };

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

/** Checks bodies in this thread; the HTML of their trees is made when asked. */
export async function checkHere(jobs: readonly MarkdownJob[], shared: MarkdownShared) {
  const [{ checkMarkdown }, { markdownHtml }] = await Promise.all([
    import('./check/markdown'),
    import('./content/markdown'),
  ]);
  const ctx = contextFor(shared);
  const checked: CheckedMarkdown[] = jobs.map((j) => checkMarkdown(j.body, ctx(j)));
  const facts = checked.map(({ tree: _tree, ...f }): MarkdownFacts => f);
  return { facts, html: () => checked.map((c) => (c.tree ? markdownHtml(c.tree) : '')) };
}

/**
 * `npm run build` runs a bundle with the worker bundled beside it (scripts/build.mjs): plain
 * JavaScript starts faster. Under a TypeScript loader (tests, watch mode) the worker registers
 * the same loader.
 */
function startWorker(workerData: { jobs: MarkdownJob[]; shared: MarkdownShared }): Worker {
  const bundled = new URL('./markdown-worker.mjs', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return new Worker(bundled, { workerData });
  const entry = pathToFileURL(path.join(ROOT, 'pipeline/markdown-worker.ts')).href;
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true, workerData });
}

/** The worker's next message, or its failure. */
function nextMessage(worker: Worker): Promise<WorkerMessage> {
  return new Promise((resolve, reject) => {
    const stopped = (code: number) => reject(new Error(`The Markdown worker stopped (exit code ${code}).`));
    worker.once('message', (m: WorkerMessage) => {
      worker.off('error', reject);
      worker.off('exit', stopped);
      resolve(m);
    });
    worker.once('error', reject);
    worker.once('exit', stopped);
  });
}

export async function checkMarkdownBatch(jobs: MarkdownJob[], shared: MarkdownShared): Promise<CheckedBatch> {
  if (jobs.length < WORKER_THRESHOLD) {
    const mine = await checkHere(jobs, shared);
    return { facts: mine.facts, html: async () => mine.html(), dispose: () => undefined };
  }
  // The worker gets the second part; this thread checks the first meanwhile. The worker
  // starts slower, so it gets less.
  const cut = Math.ceil(jobs.length * 0.55);
  const worker = startWorker({ jobs: jobs.slice(cut), shared });
  const dispose = () => void worker.terminate();
  const theirs = nextMessage(worker);
  try {
    const mine = await checkHere(jobs.slice(0, cut), shared);
    const message = await theirs;
    if (!('facts' in message)) throw new Error('The Markdown worker answered out of turn.');
    return {
      facts: [...mine.facts, ...message.facts],
      async html() {
        const asked = nextMessage(worker);
        worker.postMessage('html');
        try {
          const here = mine.html();
          const answer = await asked;
          if (!('html' in answer)) throw new Error('The Markdown worker answered out of turn.');
          return [...here, ...answer.html];
        } finally {
          dispose();
        }
      },
      dispose,
    };
  } catch (error) {
    dispose();
    throw error;
  }
}
