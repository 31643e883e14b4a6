/**
 * A folder or file deleted while the build lists and reads content/ (watch mode during a
 * checkout, an editor deleting a post) is left out like a deleted one, not a raw
 * "ENOENT … stat" that stops the build: its deletion is a change of its own, built next.
 * The deletion is made to happen at the worst moment by failing the file system calls on it.
 */
import type * as NodeFs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkContent } from '../../pipeline/dev/check';
import { makeFixture, type Fixture } from '../support/fixture';

/** Paths whose sync calls fail with ENOENT, as if deleted a moment after being listed. */
const vanished = new Set<string>();
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof NodeFs>();
  const enoent = (p: unknown): void => {
    if ([...vanished].some((v) => String(p).endsWith(v)))
      throw Object.assign(new Error(`ENOENT: no such file or directory, stat '${String(p)}'`), { code: 'ENOENT' });
  };
  const wrap =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): R => {
      enoent(args[0]);
      return fn(...args);
    };
  const patched = { ...fs, readdirSync: wrap(fs.readdirSync), statSync: wrap(fs.statSync) };
  return { ...patched, default: patched };
});

let fx: Fixture;
beforeAll(async () => {
  fx = await makeFixture();
});
afterAll(() => fx?.remove());

describe('a file or folder gone between listing and reading', () => {
  it('a post folder gone while it is listed: the build goes on without it', async () => {
    vanished.add('blog/posts/implante-dentario-passo-a-passo');
    try {
      const report = await checkContent(fx.paths);
      expect(report.errors.map((e) => e.message).join('\n')).not.toContain('ENOENT');
    } finally {
      vanished.clear();
    }
  });

  it('a page file gone before it is read: the build goes on without it', async () => {
    vanished.add('blog/posts/ortodontia-em-adultos/index.de.md');
    try {
      const report = await checkContent(fx.paths);
      expect(report.errors.map((e) => e.message).join('\n')).not.toContain('ENOENT');
    } finally {
      vanished.clear();
    }
  });
});
