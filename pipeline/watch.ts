/**
 * Watch mode: serve dist/, rebuild on every change under content/, locales/, templates/,
 * islands/ and public/, reload the open tab, and show content errors in the terminal and
 * in the page without ever stopping. Changes are coalesced; one build runs at a time.
 * Each build runs in a fresh process so edited templates are picked up.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import chokidar from 'chokidar';
import { ROOT } from './config';
import { startDevServer } from './dev-server';

const WATCHED = ['content', 'locales', 'templates', 'islands', 'public'].map((d) => path.join(ROOT, d));

function buildOnce(): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...process.execArgv, path.join(ROOT, 'build.ts')], { cwd: ROOT, env: process.env });
    let output = '';
    child.stdout.on('data', (d: Buffer) => {
      process.stdout.write(d);
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d.toString();
      process.stderr.write(d);
    });
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

export async function startWatch(port = Number(process.env.PORT ?? 3000)): Promise<void> {
  const first = await buildOnce();
  const server = await startDevServer(path.join(ROOT, 'dist'), port);
  if (!first.ok) server.reportError(first.output);
  console.log(`\nWatching for changes. Open ${server.url}`);
  let running = false;
  let pending = false;
  let timer: NodeJS.Timeout | undefined;
  const run = async (): Promise<void> => {
    if (running) {
      pending = true;
      return;
    }
    running = true;
    do {
      pending = false;
      const result = await buildOnce();
      if (result.ok) {
        server.reportError(null);
        server.reload();
      } else server.reportError(result.output);
    } while (pending);
    running = false;
  };
  chokidar.watch(WATCHED, { ignoreInitial: true }).on('all', (_event, file) => {
    console.log(`changed: ${path.relative(ROOT, file)}`);
    clearTimeout(timer);
    timer = setTimeout(() => void run(), 80);
  });
}
