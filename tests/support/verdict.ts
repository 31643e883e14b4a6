/**
 * Runs `build` or `check` on a folder in a process of its own and prints its verdict as one
 * JSON line: a test can then bound the time it takes (a hang is killed, not waited for).
 * Usage: node --import tsx tests/support/verdict.ts build|check <root>
 */
import path from 'node:path';
import { resolvePaths } from '../../pipeline/config';
import { BuildFailed, type ContentIssue } from '../../pipeline/errors';

export interface Verdict {
  ok: boolean;
  /** code, file and line of every error, sorted. */
  errors: string[];
}

const [mode, root] = process.argv.slice(2);
const paths = resolvePaths(path.resolve(root!), { cache: path.join(path.resolve(root!), '.cache') });
const errorsOf = (issues: ContentIssue[]): string[] =>
  issues
    .filter((i) => i.severity === 'error')
    .map((i) => `${i.code} ${i.file}:${i.line ?? '-'}`)
    .sort();

let verdict: Verdict;
if (mode === 'check') {
  const { checkContent } = await import('../../pipeline/dev/check');
  const report = await checkContent(paths);
  verdict = { ok: report.ok, errors: errorsOf(report.errors) };
} else {
  const { runBuild } = await import('../../pipeline/index');
  try {
    const result = await runBuild({ paths });
    await result.cleanup;
    verdict = { ok: true, errors: [] };
  } catch (error) {
    if (!(error instanceof BuildFailed)) throw error;
    verdict = { ok: false, errors: errorsOf(error.issues) };
  }
}
console.log(JSON.stringify(verdict));
process.exit(0);
