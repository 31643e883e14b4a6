/**
 * content/site.yaml's `static_host`: a host that serves pre-compressed files (nginx, an S3 bucket
 * set up for them) gets a .br and a .gz copy beside each text file; the others (Netlify,
 * Cloudflare Pages, GitHub Pages compress on the fly) get none. A change of host gives the
 * same dist/ as a full build for the new host.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { runBuild, snapshotStore } from '../../pipeline/index';
import type { Paths } from '../../pipeline/config';
import { BuildFailed, formatIssues } from '../../pipeline/errors';
import { makeFixture, type Fixture } from '../support/fixture';
import { treeHashes } from '../support/tree';

const fixtures: Fixture[] = [];
afterAll(() => Promise.all(fixtures.map((f) => f.remove())));

const build = async (paths: Paths, lines: string[] = []) => {
  const r = await runBuild({ paths, from: { store: snapshotStore(paths) }, report: { log: (l) => lines.push(l) } });
  await r.cleanup;
  return r;
};
const copiesIn = (tree: Record<string, string>): string[] =>
  Object.keys(tree).filter((f) => f.endsWith('.br') || f.endsWith('.gz'));
const setHost = (fx: Fixture, host: string) =>
  fx.edit('content/site.yaml', (t) => t.replace(/^static_host: .*$/m, `static_host: ${host}`));

describe('hosting', () => {
  it('writes compressed copies only for a host that serves them, and follows a change of host', async () => {
    const fx = await makeFixture({ ownCache: true });
    fixtures.push(fx);
    await build(fx.paths);
    const plain = await treeHashes(fx.paths.dist);
    expect(copiesIn(plain)).toEqual([]);

    await setHost(fx, 'nginx');
    const lines: string[] = [];
    const switched = await build(fx.paths, lines);
    expect(lines).toContain('[state] static host changed: building the whole site');
    expect(switched.rendered).toBe(switched.pages);
    const nginx = await treeHashes(fx.paths.dist);
    const home = await fs.readFile(path.join(fx.paths.dist, 'index.html'));
    expect(zlib.brotliDecompressSync(await fs.readFile(path.join(fx.paths.dist, 'index.html.br')))).toEqual(home);
    expect(zlib.gunzipSync(await fs.readFile(path.join(fx.paths.dist, 'index.html.gz')))).toEqual(home);
    // Every page has its copies; apart from them, the files are those of the default host.
    for (const f of Object.keys(plain).filter((x) => x.endsWith('.html'))) expect(nginx[`${f}.br`], f).toBeDefined();
    expect(Object.fromEntries(Object.entries(nginx).filter(([f]) => !f.endsWith('.br') && !f.endsWith('.gz')))).toEqual(
      plain,
    );
    // The same bytes as a full build for that host.
    const fullDist = path.join(fx.dir, 'dist-full');
    const full = await runBuild({ paths: { ...fx.paths, dist: fullDist } });
    await full.cleanup;
    expect(await treeHashes(fullDist)).toEqual(nginx);

    await setHost(fx, 'netlify');
    await build(fx.paths);
    expect(await treeHashes(fx.paths.dist)).toEqual(plain);
  }, 240_000);

  it('refuses a host it has no recipe for, naming the field', async () => {
    const fx = await makeFixture({ ownCache: true });
    fixtures.push(fx);
    await setHost(fx, 'apache');
    const error = await build(fx.paths).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BuildFailed);
    const text = formatIssues((error as BuildFailed).issues);
    expect(text).toContain('content/site.yaml');
    expect(text).toMatch(/static_host/);
    expect(text).toMatch(/nginx/);
  });
});
