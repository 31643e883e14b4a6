/**
 * Decap's local backend (the decap-server package's file middleware), started by watch mode
 * as a child process: it reads and writes content/ for the editor. It listens on a Unix
 * socket in a folder only this user can open, never on a TCP port, so no page of any origin
 * (nor any other local program of another user) can reach it: only the dev server's
 * /admin/api/v1, which checks every request first (admin-server.ts). Its root is content/
 * alone: the proxy takes "content/" off the paths it forwards and puts it back on the answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** decap-server's own JSON limit (express.json({ limit: '50mb' })): the proxy takes no more. */
export const BACKEND_BODY_LIMIT = 50 * 1024 * 1024;

export interface DecapServer {
  /** The socket it listens on. */
  socket: string;
  /** One request to the backend: its status, content type and body. */
  post(body: string): Promise<{ status: number; type: string; body: Buffer }>;
  close(): Promise<void>;
}

/** A JSON POST to /api/v1 over the socket. */
export function postToSocket(socket: string, body: string): Promise<{ status: number; type: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        socketPath: socket,
        path: '/api/v1',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 502,
            type: String(res.headers['content-type'] ?? 'application/json'),
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** `root`: the site's folder (the project, or a test's copy of it); content/ in it is served. */
export async function startDecapServer(root: string, timeoutMs = 15_000): Promise<DecapServer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'decap-'));
  await fs.chmod(dir, 0o700);
  const socket = path.join(dir, 'api.sock');
  // The file middleware on a socket, under a watchdog: when this process goes, however it ends
  // (a kill, a terminal closed), the backend goes too instead of writing files for nobody.
  const script = [
    'const p = process.ppid; setInterval(() => { if (process.ppid !== p) process.exit(0); }, 1000).unref();',
    // express as decap-server itself resolves it (its dependency, not the project's).
    `const express = require(${JSON.stringify(createRequire(require.resolve('decap-server/dist/index.js')).resolve('express'))});`,
    `const { registerLocalFs } = require(${JSON.stringify(require.resolve('decap-server/dist/middlewares.js'))});`,
    'const app = express();',
    "registerLocalFs(app, { logLevel: 'warn' }).then(() => app.listen(process.argv[1], () => process.send && process.send('ready')));",
  ].join('\n');
  const child: ChildProcess = spawn(process.execPath, ['-e', script, socket], {
    cwd: dir,
    // Explicit values win over a .env file; ORIGIN: no browser origin at all.
    env: { ...process.env, GIT_REPO_DIRECTORY: path.join(root, 'content'), ORIGIN: 'null', MODE: 'fs' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = new Promise<boolean>((resolve) => {
    child.once('message', () => resolve(true));
    child.once('exit', () => resolve(false));
    setTimeout(() => resolve(false), timeoutMs).unref();
  });
  if (!(await ready)) {
    child.kill();
    await fs.rm(dir, { recursive: true, force: true });
    throw new Error(`decap-server did not start on ${socket}`);
  }
  // The socket's folder goes with this process however it ends: Ctrl-C and SIGTERM included,
  // which end a process without its 'exit' event unless someone listens for them.
  const removeDir = (): void => rmSync(dir, { recursive: true, force: true });
  const onSignal = (signal: NodeJS.Signals): void => {
    removeDir();
    if (child.exitCode === null) child.kill();
    stopListening();
    // Nobody else asked to handle it: it ends the process as it would have.
    if (!process.listenerCount(signal)) process.kill(process.pid, signal);
  };
  const stopListening = (): void => {
    process.off('exit', removeDir);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  process.on('exit', removeDir);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    socket,
    post: (body) => postToSocket(socket, body),
    close: async () => {
      stopListening();
      if (child.exitCode === null) child.kill();
      await exited;
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
