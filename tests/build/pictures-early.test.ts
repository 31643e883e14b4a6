/**
 * A cold build encodes its pictures from the moment load has listed them, on the other core
 * while this one validates and renders; a build refused at validate stops them at once,
 * leaving only whole files in the cache and nothing under way.
 */
import { readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolvePaths } from '../../pipeline/config';
import { BuildFailed } from '../../pipeline/errors';
import { encodesUnderWay } from '../../pipeline/images/images';
import { newStageCaches, runPlainly, runStages, type StageName, type StageRunner } from '../../pipeline/stages';
import { makeFixture, type Fixture } from '../support/fixture';

let fx: Fixture;
let cache: string;
beforeEach(async () => {
  fx = await makeFixture();
  // A cache of its own, empty: every picture is still to be encoded.
  cache = await fs.mkdtemp(path.join(os.tmpdir(), 'clinic-early-cache-'));
});
afterEach(async () => {
  await fx.remove();
  await fs.rm(cache, { recursive: true, force: true });
});

describe('pictures of a cold build', () => {
  it('are encoded from before validate on, and a refused build stops them with whole files only', async () => {
    await fx.edit('content/site.yaml', (t) => t.replace(/^(\s*)url: .*$/m, '$1url: não é um endereço'));
    const caches = newStageCaches();
    const order: (StageName | 'pictures')[] = [];
    let encodingAtValidate = 0;
    const run: StageRunner = async (name, fn, describe) => {
      order.push(name);
      if (name === 'validate') {
        encodingAtValidate = caches.ahead.size;
        // The first picture's file, made while validate has not run yet (event-loop turns, no timer).
        for (let turn = 0; turn < 1_000_000 && caches.underWay.size === 0; turn++)
          await new Promise((resolve) => setImmediate(resolve));
        await Promise.all(caches.underWay.values());
      }
      return runPlainly(name, fn, describe);
    };
    const paths = resolvePaths(fx.dir, { cache });
    const refused = await runStages({ paths, caches, run }, { until: 'share' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(BuildFailed);
    expect(order.slice(0, 2)).toEqual(['load', 'validate']);
    expect(encodingAtValidate).toBeGreaterThan(0);

    // Stopped: what is under way settles, and the queue of the other pictures is dropped.
    await encodesUnderWay(caches);
    const files = await fs.readdir(path.join(cache, 'images'));
    const encoded = files.filter((f) => /\.(avif|webp|jpg)$/.test(f));
    expect(encoded.length).toBeGreaterThan(0);
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    for (const f of encoded) expect((await sharp(path.join(cache, 'images', f)).metadata()).width).toBeGreaterThan(0);
    // Every picture has at least two widths in two formats: far fewer files than that were made.
    const pictures = files.filter((f) => f.endsWith('-checked.json')).length;
    expect(encoded.length).toBeLessThan(pictures);
  }, 120_000);

  it('go on while this thread is blocked in a long synchronous stage', async () => {
    await fx.edit('content/site.yaml', (t) => t.replace(/^(\s*)url: .*$/m, '$1url: não é um endereço'));
    const caches = newStageCaches();
    const made = (): number => {
      try {
        return readdirSync(path.join(cache, 'images')).filter((f) => /\.(avif|webp|jpg)$/.test(f)).length;
      } catch {
        return 0;
      }
    };
    let before = 0;
    let after = 0;
    const run: StageRunner = async (name, fn, describe) => {
      if (name === 'validate') {
        // Once the lane has begun (event-loop turns, no timer), this thread does not yield until
        // two more files are written, or for 30 seconds (a busy machine encodes slowly).
        for (let turn = 0; turn < 1_000_000 && caches.underWay.size === 0; turn++)
          await new Promise((resolve) => setImmediate(resolve));
        before = made();
        for (const end = Date.now() + 30_000; Date.now() < end && made() - before < 2; )
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
        after = made();
      }
      return runPlainly(name, fn, describe);
    };
    await runStages({ paths: resolvePaths(fx.dir, { cache }), caches, run }, { until: 'share' }).catch(() => undefined);
    await encodesUnderWay(caches);
    // A lane that waits for this thread to be free writes none.
    expect(after - before).toBeGreaterThanOrEqual(2);
  }, 120_000);

  it('start no worker over the cache a deploy restores (the files the last build used)', async () => {
    await fx.edit('content/site.yaml', (t) => t.replace(/^(\s*)url: .*$/m, '$1url: não é um endereço'));
    const paths = resolvePaths(fx.dir, { cache });
    // First every listed picture encoded: the lane is let run to its end before validate refuses the build.
    const first = newStageCaches();
    const fill: StageRunner = async (name, fn, describe) => {
      if (name === 'validate') await encodesUnderWay(first);
      return runPlainly(name, fn, describe);
    };
    await runStages({ paths, caches: first, run: fill }, { until: 'share' }).catch(() => undefined);
    // A deploy's cache keeps only what the last build used: one picture no page shows has no files.
    const encoded = (await fs.readdir(path.join(cache, 'images'))).filter((f) => /\.(avif|webp|jpg)$/.test(f));
    const unused = encoded[0]!.split('-')[0]!;
    for (const f of encoded) if (f.startsWith(`${unused}-`)) await fs.rm(path.join(cache, 'images', f));
    // Then a new process's build over that cache.
    const caches = newStageCaches();
    let busy = -1;
    const run: StageRunner = async (name, fn, describe) => {
      if (name === 'validate') busy = caches.ahead.size + caches.underWay.size;
      return runPlainly(name, fn, describe);
    };
    await runStages({ paths, caches, run }, { until: 'share' }).catch(() => undefined);
    expect(busy).toBe(0);
  }, 240_000);
});
