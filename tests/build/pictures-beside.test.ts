/**
 * Pictures saved beside a page (where the visual editor puts uploads) go through the same
 * image pipeline as content/images/: sizes, AVIF and WebP, and a description is required.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runBuild } from '../../pipeline/index';
import type { ContentIssue } from '../../pipeline/errors';
import { lineOf, makeFixture, type Fixture } from '../support/fixture';
import { failingBuild as failingBuildOf, markLastGoodBuild } from '../support/failing-build';

const POST = 'content/blog/posts/ortodontia-em-adultos/index.pt.md';
const PICTURE = 'content/blog/posts/ortodontia-em-adultos/sorriso-alinhado.png';

let fx: Fixture;
beforeEach(async () => {
  fx = await makeFixture();
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 120, b: 130 } } })
    .png()
    .toBuffer();
  await fs.writeFile(path.join(fx.dir, PICTURE), png);
});
afterEach(() => fx.remove());

const addToBody = (line: string) => (t: string) => t.replace(/\n## /, `\n${line}\n\n## `);

describe('pictures beside a page', () => {
  it('a body picture and a cover named by file name are processed like shared ones', async () => {
    await fx.edit(POST, (t) =>
      addToBody('![Um sorriso alinhado depois do tratamento](sorriso-alinhado.png)')(t).replace(
        /^cover: .*$/m,
        'cover: sorriso-alinhado.png',
      ),
    );
    await runBuild({ paths: fx.paths });
    const html = await fs.readFile(path.join(fx.paths.dist, 'blog/ortodontia-em-adultos/index.html'), 'utf8');
    const sources = [...html.matchAll(/\/assets\/img\/(sorriso-alinhado-\d+\.\w+\.(avif|webp))/g)].map((m) => m[1]!);
    expect(sources.some((s) => s.endsWith('.avif'))).toBe(true);
    expect(sources.some((s) => s.endsWith('.webp'))).toBe(true);
    expect(html).toContain('alt="Um sorriso alinhado depois do tratamento"');
    for (const file of new Set(sources)) await fs.access(path.join(fx.paths.dist, 'assets/img', file));
    // The original is not published as it is.
    await expect(
      fs.access(path.join(fx.paths.dist, 'blog/ortodontia-em-adultos/sorriso-alinhado.png')),
    ).rejects.toThrow();
  });

  it('a picture without a description stops the build at its line', async () => {
    await markLastGoodBuild(fx);
    const text = await fx.edit(POST, addToBody('![](sorriso-alinhado.png)'));
    const issues: ContentIssue[] = await failingBuildOf(fx);
    expect(issues).toEqual([
      expect.objectContaining({ code: 'IMAGE_ALT_MISSING', file: POST, line: lineOf(text, '![](sorriso') }),
    ]);
  });

  it('a picture named beside the page that is not there is missing', async () => {
    await markLastGoodBuild(fx);
    const text = await fx.edit(POST, (t) => t.replace(/^cover: .*$/m, 'cover: nao-existe.jpg'));
    const issues = await failingBuildOf(fx);
    expect(issues).toEqual([
      expect.objectContaining({
        code: 'IMAGE_MISSING',
        file: POST,
        line: lineOf(text, 'cover:'),
        message: expect.stringContaining('"nao-existe.jpg"'),
      }),
    ]);
  });
});
