/**
 * Decap's local backend (the decap-server package), started by watch mode as a child
 * process: it reads and writes the files of the project for the editor. It listens on
 * 127.0.0.1 only (BIND_HOST), on a free port, and is reached through the dev server's
 * /admin/api/v1, which checks every request first (see admin-server.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';

const require = createRequire(import.meta.url);

export interface DecapServer {
  /** http://127.0.0.1:<port>/api/v1 */
  url: string;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'info' }) });
    return r.ok;
  } catch {
    return false;
  }
}

/** `root`: the folder saves are written under (the project, or a test's copy of it). */
export async function startDecapServer(root: string, timeoutMs = 15_000): Promise<DecapServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/api/v1`;
  // A watchdog around it: when this process goes, however it ends (a kill, a terminal closed),
  // the backend goes too instead of writing files for nobody.
  const watchdog = 'const p = process.ppid; setInterval(() => { if (process.ppid !== p) process.exit(0); }, 1000).unref(); require(process.argv[1]);';
  const child: ChildProcess = spawn(process.execPath, ['-e', watchdog, require.resolve('decap-server/dist/index.js')], {
    cwd: root,
    // MODE=fs: plain file writes (Git stays the editor's business). Explicit values win over a .env file.
    env: { ...process.env, PORT: String(port), BIND_HOST: '127.0.0.1', MODE: 'fs', GIT_REPO_DIRECTORY: root, LOG_LEVEL: 'warn', ORIGIN: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = Date.now();
  while (!(await answers(url))) {
    if (child.exitCode !== null || Date.now() - started > timeoutMs) {
      child.kill();
      throw new Error(`decap-server did not start on ${url}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    close: async () => {
      if (child.exitCode === null) child.kill();
      await exited;
    },
  };
}
