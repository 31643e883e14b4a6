/** The worker thread of markdown-pool: checks its share of a batch, posts the facts, then on asking the HTML. */
import { parentPort, workerData } from 'node:worker_threads';
import { checkHere, type MarkdownJob, type MarkdownShared, type WorkerMessage } from './markdown-pool';

const { jobs, shared } = workerData as { jobs: MarkdownJob[]; shared: MarkdownShared };
const checked = await checkHere(jobs, shared);
const post = (m: WorkerMessage) => parentPort?.postMessage(m);
parentPort?.once('message', () => post({ html: checked.html() }));
post({ facts: checked.facts });
