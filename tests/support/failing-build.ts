/** A build of a fixture that must fail on an editor's mistake, as the content-error tests expect. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';
import { runBuild } from '../../pipeline/index';
import { BuildFailed, formatIssues, type ContentIssue } from '../../pipeline/errors';
import { makeFixture, type Fixture } from './fixture';

/** The marker a test writes into dist/ to see that a failed build leaves it untouched. */
export const LAST_GOOD = 'last good build';

export async function markLastGoodBuild(fx: Fixture): Promise<void> {
  await fs.mkdir(fx.paths.dist, { recursive: true });
  await fs.writeFile(path.join(fx.paths.dist, 'index.html'), LAST_GOOD);
}

/**
 * Runs the build and returns what it reported. It must have failed, said how to fix each
 * mistake, and (when the test marked dist/) left the last good output as it was.
 */
export async function failingBuild(fx: Fixture): Promise<ContentIssue[]> {
  const error = await runBuild({ paths: fx.paths }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BuildFailed);
  const marker = await fs.readFile(path.join(fx.paths.dist, 'index.html'), 'utf8').catch(() => undefined);
  if (marker !== undefined && marker.length < 100) expect(marker).toBe(LAST_GOOD);
  const issues = (error as BuildFailed).issues;
  expect(formatIssues(issues)).toContain('Como corrigir:');
  return issues;
}

/**
 * A fresh fixture clinic for each test of the calling file, its dist/ marked as the last good
 * build, removed after the test; `failingBuild()` builds it and expects the build to refuse it.
 */
export function markedFixturePerTest(): { readonly fx: Fixture; failingBuild(): Promise<ContentIssue[]> } {
  let current: Fixture | undefined;
  beforeEach(async () => {
    current = await makeFixture();
    await markLastGoodBuild(current);
  });
  afterEach(() => current?.remove());
  const fixture = (): Fixture => {
    if (!current) throw new Error('markedFixturePerTest: used outside a test');
    return current;
  };
  return {
    get fx() {
      return fixture();
    },
    failingBuild: () => failingBuild(fixture()),
  };
}
