/** A verdict of tests/support/verdict.ts within a time bound: a process that overruns is killed. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../../pipeline/config';
import type { Verdict } from './verdict';

export async function verdictOf(
  mode: 'build' | 'check',
  root: string,
  boundMs: number,
): Promise<Verdict & { ms: number; timedOut: boolean }> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/support/verdict.ts'), mode, root], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, boundMs);
  await new Promise<void>((resolve) => child.once('close', () => resolve()));
  clearTimeout(timer);
  const ms = Date.now() - started;
  if (timedOut) return { ok: false, errors: [], ms, timedOut };
  const line = out.trim().split('\n').pop() ?? '';
  try {
    return { ...(JSON.parse(line) as Verdict), ms, timedOut };
  } catch {
    throw new Error(`${mode} gave no verdict:\n${out.slice(-2000)}\n${err.slice(-4000)}`);
  }
}
