/** The editor backend's socket folder goes with the dev process, however it is stopped (Ctrl-C, SIGTERM, a normal end). */
import { fork } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../pipeline/config';

let dir: string;
let script: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'decap-socket-'));
  await fs.mkdir(path.join(dir, 'content'));
  script = path.join(dir, 'start.mts');
  await fs.writeFile(
    script,
    `import { startDecapServer } from ${JSON.stringify(path.join(ROOT, 'editor/server/decap-server.ts'))};\n` +
      `const s = await startDecapServer(${JSON.stringify(dir)});\nprocess.send?.(s.socket);\n` +
      // Runs until stopped; a message ends it normally.
      `process.on('message', () => process.exit(0));\nsetInterval(() => undefined, 1000);\n`,
  );
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

async function stopped(how: NodeJS.Signals | 'exit'): Promise<string> {
  const child = fork(script, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
  const socket = await new Promise<string>((resolve) => child.once('message', (m) => resolve(String(m))));
  await fs.access(socket);
  const ended = new Promise((resolve) => child.once('exit', resolve));
  if (how === 'exit') child.send('stop');
  else child.kill(how);
  await ended;
  return path.dirname(socket);
}

describe("the editor backend's socket folder", () => {
  for (const how of ['SIGINT', 'SIGTERM', 'exit'] as const)
    it(`is removed when the dev process ends by ${how}`, { timeout: 30_000 }, async () => {
      const folder = await stopped(how);
      await expect(fs.access(folder)).rejects.toThrow();
    });
});
