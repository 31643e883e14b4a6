/**
 * A watch worker never outlives the process that started it, even while a build is stuck in
 * a loop (its event loop never turns): killed with its parent, it is gone within seconds.
 */
import fs from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROOT } from '../../pipeline/config';

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'watchdog-'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A dead child not yet reaped by its new parent is a zombie: gone for this purpose.
  return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
};

it('a busy worker ends within seconds of its parent being killed', async () => {
  const worker = path.join(dir, 'busy-worker.mts');
  await fs.writeFile(
    worker,
    `import { endWithParent } from ${JSON.stringify(path.join(ROOT, 'pipeline/dev/parent-watchdog.ts'))};\n` +
      `endWithParent(100);\nprocess.send?.('busy');\nfor (;;) {}\n`,
  );
  // The parent forks the worker as watch mode does (tsx as a loader), says its pid, then waits.
  const parentScript = path.join(dir, 'parent.mjs');
  await fs.writeFile(
    parentScript,
    `import { fork } from 'node:child_process';\n` +
      `const w = fork(${JSON.stringify(worker)}, [], { execArgv: ['--import', 'tsx'] });\n` +
      `w.on('message', () => process.send(w.pid));\nsetInterval(() => {}, 1000);\n`,
  );
  const parent = fork(parentScript, [], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const workerPid = await new Promise<number>((resolve) => parent.once('message', (pid) => resolve(pid as number)));
  expect(alive(workerPid)).toBe(true);
  parent.kill('SIGKILL');
  const start = Date.now();
  while (alive(workerPid) && Date.now() - start < 10_000) await new Promise((r) => setTimeout(r, 100));
  const stillAlive = alive(workerPid);
  if (stillAlive) process.kill(workerPid, 'SIGKILL');
  expect(stillAlive).toBe(false);
});
