/**
 * The worker thread that cuts the web fonts (font-subset.ts): HarfBuzz and the WOFF2
 * compression are a second or more of synchronous work on a cold build, which would hold the
 * main thread while load and validate wait for it. Each message is one cut, answered in turn.
 */
import { parentPort } from 'node:worker_threads';
import subsetFont from 'subset-font';
import type { CutRequest, CutAnswer } from './font-subset';

parentPort?.on('message', async ({ id, source, text, options }: CutRequest) => {
  let answer: CutAnswer;
  try {
    answer = { id, bytes: await subsetFont(Buffer.from(source), text, { targetFormat: 'woff2', ...options }) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});
