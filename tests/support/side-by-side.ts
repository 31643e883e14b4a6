/**
 * Runs test commands at the same time, for `npm test`: the editor's browser tests spend most of
 * their time waiting for watch mode's rebuilds, and the core they leave idle runs the site's.
 * The first command's output shows as it runs; each other's shows whole once it has ended, so the
 * lines of two runs never mix. Every command runs to its end; the exit code is the first failing
 * command's (in the order given), 0 when all pass. Stopped (Ctrl-C, SIGTERM), it stops them all.
 * @example node --import tsx tests/support/side-by-side.ts "playwright test" "playwright test -c playwright.admin.config.ts"
 */
import { spawn, type ChildProcess } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) throw new Error('usage: side-by-side.ts "<command>" ["<command>"...]');

const children: ChildProcess[] = [];

/** One command in a shell of its own process group (so that stopping it stops what it started). */
function run(command: string, shown: boolean): Promise<number> {
  const child = spawn(command, {
    shell: true,
    detached: true,
    stdio: ['ignore', shown ? 'inherit' : 'pipe', shown ? 'inherit' : 'pipe'],
  });
  children.push(child);
  const kept: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => kept.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => kept.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      if (!shown) process.stdout.write(Buffer.concat([Buffer.from(`\n> ${command}\n`), ...kept]));
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const child of children)
      if (child.pid !== undefined && child.exitCode === null)
        try {
          process.kill(-child.pid, signal);
        } catch {
          // Ended meanwhile.
        }
  });

const codes = await Promise.all(commands.map((command, i) => run(command, i === 0)));
process.exitCode = codes.find((code) => code !== 0) ?? 0;
