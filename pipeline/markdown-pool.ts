/**
 * Parses and checks the Markdown bodies the cache does not have (stage check), and later turns
 * the checked trees into HTML (stage content): each body is parsed once. A few are done in this
 * thread; a large batch (a cold build of a big blog) is split with one worker thread, because
 * remark is most of a cold build and the second core is otherwise idle. The worker keeps the
 * trees it checked until they are rendered, so no tree crosses between threads. It costs about
 * half a second to start (its own imports and warm-up), so small batches never use it. remark
 * itself is imported only when something has to be parsed. A cold build of a large blog starts
 * the worker as soon as the files are loaded (parseAhead): parsing needs only the bodies, so
 * most of them are parsed on the second core while this thread validates the site, and the
 * worker checks them once the route table is known.
 */
import type { Worker } from 'node:worker_threads';
import { startWorker } from './start-worker';
import type { Lang } from '../model/languages';
import type { CheckedMarkdown, MarkdownContext, MarkdownFacts, ParsedBody } from './check/markdown';

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

/** A body to parse ahead: all parsing needs. */
export type Body = Pick<MarkdownJob, 'body' | 'file' | 'bodyLine'>;

/** What a worker starts with: jobs to check at once, or bodies to parse until its jobs come (then a message of them). */
export type WorkerData = { jobs: MarkdownJob[]; shared: MarkdownShared } | { ahead: Body[] };

const bodyKey = (b: Body): string => `${b.file}\0${b.bodyLine}\0${b.body}`;

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

/** Parses bodies in this thread (the worker's head start), by body. */
export async function parseHere(bodies: readonly Body[]): Promise<Map<string, ParsedBody>> {
  const { parseBody } = await import('./check/markdown');
  return new Map(bodies.map((b) => [bodyKey(b), parseBody(b.body, b.file, b.bodyLine)]));
}

/** Checks bodies in this thread (those parsed ahead from their trees); the HTML of their trees is made when asked. */
export async function checkHere(
  jobs: readonly MarkdownJob[],
  shared: MarkdownShared,
  parsed?: ReadonlyMap<string, ParsedBody>,
) {
  const [{ checkMarkdown }, { markdownHtml }] = await Promise.all([
    import('./check/markdown'),
    import('./content/markdown'),
  ]);
  const ctx = contextFor(shared);
  const checked: CheckedMarkdown[] = jobs.map((j) => checkMarkdown(j.body, ctx(j), parsed?.get(bodyKey(j))));
  const facts = checked.map(({ tree: _tree, ...f }): MarkdownFacts => f);
  return { facts, html: () => checked.map((c) => (c.tree ? markdownHtml(c.tree) : '')) };
}

const startMarkdownWorker = (workerData: WorkerData): Worker =>
  startWorker('markdown-worker', 'pipeline/markdown-worker.ts', workerData);

/** The worker's messages in turn, or its failure (kept from the start: it may come before anyone waits). */
function channel(worker: Worker): () => Promise<WorkerMessage> {
  const queue: WorkerMessage[] = [];
  let failure: unknown;
  let waiting: { resolve: (m: WorkerMessage) => void; reject: (e: unknown) => void } | undefined;
  const fail = (error: unknown): void => {
    failure ??= error;
    waiting?.reject(failure);
    waiting = undefined;
  };
  worker.on('message', (m: WorkerMessage) => {
    if (waiting) waiting.resolve(m);
    else queue.push(m);
    waiting = undefined;
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The Markdown worker stopped (exit code ${code}).`)));
  return () => {
    const next = queue.shift();
    if (next) return Promise.resolve(next);
    if (failure) return Promise.reject(failure);
    return new Promise((resolve, reject) => {
      waiting = { resolve, reject };
    });
  };
}

/** Bodies being parsed in the worker while the site is validated; checkMarkdownBatch hands it their jobs. */
export interface ParsingAhead {
  /** Whether the worker parses this job's body. */
  has(job: MarkdownJob): boolean;
  worker: Worker;
  next: () => Promise<WorkerMessage>;
  dispose(): void;
}

/**
 * The worker's share of the bodies when it starts ahead: it starts while this thread still has
 * validation and the route table to do, so it takes most of them.
 */
const AHEAD_SHARE = 0.75;

/** Starts parsing a large set of bodies (a cold build's) in the worker; a few are left to checkMarkdownBatch. */
export function parseAhead(bodies: readonly Body[]): ParsingAhead | undefined {
  if (bodies.length < WORKER_THRESHOLD) return undefined;
  // Only what parsing reads goes to the worker (a loaded document carries functions, which cannot).
  const theirs = bodies
    .slice(Math.floor(bodies.length * (1 - AHEAD_SHARE)))
    .map(({ body, file, bodyLine }) => ({ body, file, bodyLine }));
  const worker = startMarkdownWorker({ ahead: theirs });
  const keys = new Set(theirs.map(bodyKey));
  return {
    has: (job) => keys.has(bodyKey(job)),
    worker,
    next: channel(worker),
    dispose: () => void worker.terminate(),
  };
}

export async function checkMarkdownBatch(
  jobs: MarkdownJob[],
  shared: MarkdownShared,
  ahead?: ParsingAhead,
): Promise<CheckedBatch> {
  if (!ahead && jobs.length < WORKER_THRESHOLD) {
    const mine = await checkHere(jobs, shared);
    return { facts: mine.facts, html: async () => mine.html(), dispose: () => undefined };
  }
  // Which jobs the worker checks: those it parsed ahead, else the second part (it starts
  // slower, so it gets less); this thread checks the others meanwhile.
  const cut = Math.ceil(jobs.length * 0.55);
  const theirs = ahead ? jobs.map((j) => ahead.has(j)) : jobs.map((_, i) => i >= cut);
  const worker = ahead?.worker ?? startMarkdownWorker({ jobs: jobs.filter((_, i) => theirs[i]), shared });
  const next = ahead?.next ?? channel(worker);
  if (ahead) worker.postMessage({ jobs: jobs.filter((_, i) => theirs[i]), shared });
  const dispose = () => void worker.terminate();
  /** The two threads' results back in the jobs' order. */
  const merge = <T>(here: readonly T[], there: readonly T[]): T[] => {
    let h = 0;
    let t = 0;
    return theirs.map((w) => (w ? there[t++] : here[h++])!);
  };
  const answer = next();
  try {
    const mine = await checkHere(
      jobs.filter((_, i) => !theirs[i]),
      shared,
    );
    const message = await answer;
    if (!('facts' in message)) throw new Error('The Markdown worker answered out of turn.');
    return {
      facts: merge(mine.facts, message.facts),
      async html() {
        const asked = next();
        worker.postMessage('html');
        try {
          const here = mine.html();
          const answer = await asked;
          if (!('html' in answer)) throw new Error('The Markdown worker answered out of turn.');
          return merge(here, answer.html);
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
