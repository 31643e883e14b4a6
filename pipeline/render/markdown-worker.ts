/** The worker thread of markdown-pool: renders its share of a batch and posts the results. */
import { parentPort, workerData } from 'node:worker_threads';
import { renderMarkdown } from './markdown';
import { contextFor, type MarkdownJob, type MarkdownShared } from './markdown-pool';

const { jobs, shared } = workerData as { jobs: MarkdownJob[]; shared: MarkdownShared };
const ctx = contextFor(shared);
parentPort?.postMessage(jobs.map((j) => renderMarkdown(j.body, ctx(j))));
