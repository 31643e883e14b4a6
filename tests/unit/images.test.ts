import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { processImages } from '../../pipeline/images/images';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'clinic-images-'));
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400"><rect width="800" height="400" fill="#2a7a8c"/><circle cx="400" cy="200" r="120" fill="#fff"/></svg>';

describe('image pipeline', () => {
  it('makes AVIF and WebP at each width the layout needs (none wider than the source), then reuses them', async () => {
    const abs = path.join(dir, 'cover.svg');
    await fs.writeFile(abs, SVG);
    const sources = new Map([['images/blog/cover.svg', { abs, hash: 'h1' }]]);
    const cache = path.join(dir, 'cache');

    const first = await processImages(sources, ['images/blog/cover.svg'], cache);
    const set = first.images['images/blog/cover.svg']!;
    expect(set.avif.map((v) => v.width)).toEqual([400, 800]);
    expect(set.webp.map((v) => v.width)).toEqual([400, 800]);
    expect([set.width, set.height]).toEqual([800, 400]);
    expect(first.files.map((f) => f.outputPath.replace(/\.[0-9a-f]{8}\./, '.#.'))).toEqual([
      'assets/img/cover-400.#.avif',
      'assets/img/cover-400.#.webp',
      'assets/img/cover-800.#.avif',
      'assets/img/cover-800.#.webp',
    ]);
    expect(first.stats).toEqual({ encoded: 4, reused: 0 });
    // The AVIF really is AVIF: an ISO-BMFF "ftyp" box naming avif.
    const avif = first.files.find((f) => f.outputPath.endsWith('.avif'))!;
    expect(Buffer.from(avif.bytes.subarray(4, 12)).toString('latin1')).toBe('ftypavif');

    // Without the first call's caches (as in a new process): everything from disk.
    const second = await processImages(sources, ['images/blog/cover.svg'], cache);
    expect(second.stats).toEqual({ encoded: 0, reused: 4 });
    expect(second.files.map((f) => Buffer.from(f.bytes).toString('base64'))).toEqual(
      first.files.map((f) => Buffer.from(f.bytes).toString('base64')),
    );

    // A changed source (new hash) is encoded again under a new name.
    const third = await processImages(
      new Map([['images/blog/cover.svg', { abs, hash: 'h2' }]]),
      ['images/blog/cover.svg'],
      cache,
    );
    expect(third.stats.encoded).toBe(4);
    expect(third.files[0]!.outputPath).not.toBe(first.files[0]!.outputPath);
  });
});
