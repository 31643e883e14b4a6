/**
 * A child process ends with the process that started it, however that ends (a kill, a closed
 * terminal) and whatever the child is doing: the check runs on a thread of its own, so a
 * build stuck in a loop cannot keep it from running, and the end is a SIGKILL, which no
 * signal handler (tsx installs some) can delay.
 */
import { Worker } from 'node:worker_threads';

const CHECK = `
const { workerData } = require('node:worker_threads');
setInterval(() => { if (process.ppid !== workerData.parent) process.kill(workerData.self, 'SIGKILL'); }, workerData.every);
`;

/** Starts the check (once per process); `every`: how often, in ms. */
export function endWithParent(every = 500): void {
  const worker = new Worker(CHECK, { eval: true, workerData: { parent: process.ppid, self: process.pid, every } });
  // The thread never keeps the process alive by itself.
  worker.unref();
}
