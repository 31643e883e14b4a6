/**
 * Random nesting, random headings and random placeholders written into a few pages: `build`
 * and `check`, each in a process of its own and killed at a time bound, must both finish and
 * give the same verdict (the same errors at the same files and lines). A fixed seed per round,
 * printed on failure, so a failing round can be replayed.
 */
import path from 'node:path';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFixture, type Fixture } from '../support/fixture';
import { verdictOf } from '../support/run-verdict';

const PAGES = [
  'content/blog/posts/ortodontia-em-adultos/index.pt.md',
  'content/treatments/ortodontia/index.en.md',
  'content/legal/privacy/index.ar.md',
];
/** A seed, and whether its inputs stay within what is valid (then both must build and pass). */
const ROUNDS: [number, 'any' | 'valid'][] = [
  [33, 'any'],
  [1033, 'any'],
  [2033, 'valid'],
];
/** Far above what either needs on this content (a round of both takes well under a minute here). */
const BOUND_MS = 150_000;

function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const HEADINGS = [
  'I2 - Implante',
  'i9 x',
  'Nav menu 2',
  'Main',
  'Risks title',
  'FAQ',
  'Cuidados',
  'Cuidados',
  '1. Quem somos',
  'تبييض',
  '***',
  'Related posts',
  'S I2 implante',
];
const VALID_PLACEHOLDERS = ['{{site.email}}', '{{ site.legal_name }}', '{{site.dpo_name}}', '{{ site.name }}'];
const PLACEHOLDERS = [...VALID_PLACEHOLDERS, '{{foo}}', '{{site.nope}}', '{{}}'];

/** A body of random blocks: headings, nested quotes and lists, placeholders, brackets. */
function randomBody(rnd: () => number, valid: boolean): string {
  const placeholders = valid ? VALID_PLACEHOLDERS : PLACEHOLDERS;
  // Valid: at most 10 levels and 300 brackets, inside the bounds (markdown-limits.ts).
  const most = valid ? 10 : 40;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const blocks: string[] = [];
  const count = 3 + Math.floor(rnd() * 6);
  for (let b = 0; b < count; b++) {
    const kind = Math.floor(rnd() * 5);
    if (kind === 0) blocks.push(`${rnd() < 0.7 ? '##' : '###'} ${pick(HEADINGS)}`);
    else if (kind === 1) blocks.push(`${'>'.repeat(1 + Math.floor(rnd() ** 3 * most))} Citação ${pick(placeholders)}`);
    else if (kind === 2) {
      const depth = 1 + Math.floor(rnd() ** 3 * (most - 1));
      blocks.push(
        Array.from({ length: depth }, (_, i) => `${'  '.repeat(i)}${rnd() < 0.5 ? '-' : '1.'} item ${i}`).join('\n'),
      );
    } else if (kind === 3) blocks.push(`Texto com ${pick(placeholders)} e ${pick(placeholders)}.`);
    else blocks.push(`Colchetes ${'['.repeat(Math.floor(rnd() ** 4 * (valid ? 300 : 2000)))} e *ênfase*.`);
  }
  return blocks.join('\n\n');
}

let fx: Fixture;
let originals: string[];

beforeAll(async () => {
  fx = await makeFixture({ ownCache: true });
  originals = await Promise.all(PAGES.map((p) => fx.read(p)));
});
afterAll(() => fx.remove());

describe('random Markdown: build and check finish in bounded time with the same verdict', () => {
  for (const [seed, inputs] of ROUNDS) {
    it(`seed ${seed} (${inputs} inputs)`, { timeout: 2 * BOUND_MS + 30_000 }, async () => {
      const rnd = random(seed);
      await Promise.all(
        PAGES.map((p, i) =>
          fs.writeFile(path.join(fx.dir, p), `${originals[i]!.trimEnd()}\n\n${randomBody(rnd, inputs === 'valid')}\n`),
        ),
      );
      const check = await verdictOf('check', fx.dir, BOUND_MS);
      const build = await verdictOf('build', fx.dir, BOUND_MS);
      expect(check.timedOut, `check of seed ${seed}`).toBe(false);
      expect(build.timedOut, `build of seed ${seed}`).toBe(false);
      expect(build.errors, `seed ${seed}`).toEqual(check.errors);
      expect(build.ok).toBe(check.ok);
      if (inputs === 'valid') expect(build).toMatchObject({ ok: true, errors: [] });
    });
  }
});
