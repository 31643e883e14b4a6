/**
 * The worker thread of a cold build's early picture lane (early.ts): encodes its queue into
 * the cache, one file at a time, whatever the main thread is busy with. Each file is claimed
 * from the shared counter before it starts, so the main thread, taking the lane over, knows
 * which ones are this thread's to finish; it then moves the counter past the end.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { writeFileAtomically } from '../write-file';
import { recipeMaker } from './encode';
import type { LaneData, LaneMessage } from './early';

async function run({ cacheDir, jobs, claims }: LaneData): Promise<void> {
  const next = new Int32Array(claims);
  const post = (m: LaneMessage) => parentPort?.postMessage(m);
  const make = recipeMaker();
  for (let i = Atomics.add(next, 0, 1); i < jobs.length; i = Atomics.add(next, 0, 1)) {
    const job = jobs[i]!;
    post({ started: i });
    try {
      const bytes = await make(job.recipe);
      await fs.mkdir(cacheDir, { recursive: true });
      // Whole or not at all, as the images stage writes it.
      await writeFileAtomically(path.join(cacheDir, job.cacheKey), bytes);
      post({ done: i, bytes });
    } catch {
      // The images stage makes it again and names the picture if it fails there too.
      post({ failed: i });
    }
  }
}

await run(workerData as LaneData);
