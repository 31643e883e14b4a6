/**
 * The worker thread of markdown-pool: checks its share of a batch (or first parses the bodies
 * it was given ahead, then checks the jobs it is sent), posts the facts, then on asking the HTML.
 */
import { parentPort, workerData } from 'node:worker_threads';
import {
  type Body,
  checkHere,
  parseHere,
  type MarkdownJob,
  type MarkdownShared,
  type WorkerData,
  type WorkerMessage,
} from './markdown-pool';

const data = workerData as WorkerData;
const post = (m: WorkerMessage) => parentPort?.postMessage(m);
/** Checks the jobs sent once the bodies given ahead are parsed (listened for from the start: they may come meanwhile). */
async function checkAhead(ahead: Body[]) {
  const sent = new Promise<{ jobs: MarkdownJob[]; shared: MarkdownShared }>((resolve) =>
    parentPort?.once('message', resolve),
  );
  const parsed = await parseHere(ahead);
  const { jobs, shared } = await sent;
  return checkHere(jobs, shared, parsed);
}

const checked = 'ahead' in data ? await checkAhead(data.ahead) : await checkHere(data.jobs, data.shared);
parentPort?.once('message', () => post({ html: checked.html() }));
post({ facts: checked.facts });
