/**
 * The deploy's cache keeps what its last build used and nothing else: after a photo was
 * replaced, a page retitled and a post rewritten, pruning removes the old picture's files, the
 * old card and the old rendering, and a build of the same content from the pruned cache finds
 * everything it needs (nothing encoded, drawn or parsed again).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild, type BuildState } from '../../pipeline/index';
import { pruneCache } from '../../pipeline/cache/prune';
import { ROOT, resolvePaths, type Paths } from '../../pipeline/config';
import { makeFixture, type Fixture } from '../support/fixture';

let fx: Fixture;
let paths: Paths;
/** The id naming the replaced picture's files before it was replaced. */
let oldPicture: string;
const POST = 'content/blog/posts/ortodontia-em-adultos/index.pt.md';
const TREATMENT = 'content/treatments/implantodontia/index.pt.md';
const PICTURE = 'content/images/about.svg';

/** A build from an empty state (as the deploy's), with what it made rather than took from the cache. */
async function build(): Promise<{ state: BuildState; encoded: number; drawn: number; parsed: number }> {
  const lines: string[] = [];
  const r = await runBuild({ paths, report: { log: (l) => lines.push(l) } });
  await r.cleanup;
  const log = lines.join('\n');
  const count = (re: RegExp): number => Number(re.exec(log)?.[1] ?? 0);
  return {
    state: r.state,
    encoded: count(/\[(?:pictures|images)\] \d+ images, (\d+) encoded/),
    drawn: count(/\[share\] \d+ share images, (\d+) drawn/),
    parsed: count(/\[check\] \d+ Markdown pages, (\d+) parsed/),
  };
}

const sha1 = (file: string): string => createHash('sha1').update(fs.readFileSync(file)).digest('hex');
const listing = (dir: string): string[] => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);

beforeAll(async () => {
  fx = await makeFixture();
  // A cache of its own (pruning must not touch the project's), seeded with the project's
  // encoded pictures so the first build encodes little.
  paths = resolvePaths(fx.dir, { cache: path.join(fx.dir, '.cache') });
  for (const d of ['images', 'share'])
    if (fs.existsSync(path.join(ROOT, '.cache', d)))
      fs.cpSync(path.join(ROOT, '.cache', d), path.join(paths.cache, d), { recursive: true });
  await build();
  const made = fs.readdirSync(path.join(paths.dist, 'assets/img')).find((n) => n.startsWith('about-'))!;
  oldPicture = /\.([0-9a-f]{8})\./.exec(made)![1]!;
  await fx.edit(PICTURE, (t) => t.replace('</svg>', '<circle cx="1" cy="1" r="1" fill="#fff"/></svg>'));
  await fx.edit(TREATMENT, (t) => t.replace(/^title: "(.*)"$/m, 'title: "$1 e Cuidados"'));
  await fx.edit(POST, (t) => `${t.trimEnd()}\n\nConverse com o dentista sobre o seu caso.\n`);
}, 300_000);
afterAll(() => fx.remove());

describe('pruning the cache after a build', () => {
  it('removes what the build did not use, and the next build of the same content makes nothing again', async () => {
    const { state } = await build();
    const images = path.join(paths.cache, 'images');
    const share = path.join(paths.cache, 'share');
    const before = [...listing(images), ...listing(share)].length;
    const pruned = await pruneCache(paths, state);
    expect(pruned.files).toBeGreaterThan(0);
    expect(pruned.renderings).toBeGreaterThan(0);
    expect([...listing(images), ...listing(share)].length).toBe(before - pruned.files);
    expect(listing(images).filter((n) => n.startsWith(oldPicture))).toEqual([]);
    // What stays is in dist/ byte for byte (or a picture's measured size).
    const inDist = new Set(state.dist.hashes.values());
    for (const name of listing(images).filter((n) => !n.endsWith('-checked.json')))
      expect(inDist.has(sha1(path.join(images, name))), name).toBe(true);
    for (const name of listing(share)) expect(inDist.has(sha1(path.join(share, name))), name).toBe(true);
    const again = await build();
    expect({ encoded: again.encoded, drawn: again.drawn, parsed: again.parsed }).toEqual({
      encoded: 0,
      drawn: 0,
      parsed: 0,
    });
  }, 300_000);
});
