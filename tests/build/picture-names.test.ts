/**
 * Photos named as people name them when they copy them by hand (an apostrophe, quotes,
 * spaces, accents) work end to end: `npm run check` and the build agree, the page shows
 * the picture in its responsive files, and those files are in dist/.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { runBuild } from '../../pipeline/index';
import { checkContent } from '../../pipeline/dev/check';
import { makeFixture, type Fixture } from '../support/fixture';

const FOLDER = 'content/blog/posts/ortodontia-em-adultos';
const NAMES = ["sorriso d'agua.jpg", 'foto "nova".jpg', 'sorriso com espaço.jpg', 'coração & dente.jpg'];
let fx: Fixture;

beforeAll(async () => {
  fx = await makeFixture();
  for (const [i, name] of NAMES.entries())
    await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40 * i, g: 120, b: 160 } } })
      .jpeg()
      .toFile(path.join(fx.dir, FOLDER, name));
  const yamlQuoted = (name: string) => `'${name.replace(/'/g, "''")}'`;
  await fx.edit(`${FOLDER}/index.pt.md`, (t) =>
    t
      .replace(/^cover: .*$/m, `cover: ${yamlQuoted(NAMES[0]!)}`)
      .replace(
        '\n## Por que adultos',
        `\n${NAMES.map((n, i) => `![Foto ${i + 1} da clínica](<${n}>)`).join('\n\n')}\n\n## Por que adultos`,
      ),
  );
});
afterAll(() => fx?.remove());

describe('picture names with apostrophes, quotes, spaces and accents', () => {
  it('pass the check, and the build agrees', { timeout: 120_000 }, async () => {
    const report = await checkContent(fx.paths);
    expect(report.errors).toEqual([]);
    const result = await runBuild({ paths: fx.paths });
    await result.cleanup;
    const html = await fs.readFile(path.join(fx.paths.dist, 'blog/ortodontia-em-adultos/index.html'), 'utf8');
    for (let i = 1; i <= NAMES.length; i++) expect(html).toContain(`alt="Foto ${i} da clínica"`);
    // Every picture the page names is a file of dist/.
    const named = [...new Set(html.match(/\/assets\/img\/[^"\s,]+/g) ?? [])];
    expect(named.length).toBeGreaterThan(NAMES.length);
    for (const url of named) await fs.access(path.join(fx.paths.dist, url));
  });
});

describe('a picture name no address can carry ("#" starts a fragment)', () => {
  it('is refused by the check with the same verdict as the build', { timeout: 120_000 }, async () => {
    const other = await makeFixture();
    try {
      await sharp({ create: { width: 400, height: 300, channels: 3, background: '#88aacc' } })
        .jpeg()
        .toFile(path.join(other.dir, FOLDER, 'foto #2.jpg'));
      await other.edit(`${FOLDER}/index.pt.md`, (t) => t.replace(/^cover: .*$/m, "cover: 'foto #2.jpg'"));
      const report = await checkContent(other.paths);
      expect(report.ok).toBe(false);
      const built = await runBuild({ paths: other.paths }).then(
        () => [],
        (e: { issues?: { code: string; file?: string; line?: number }[] }) => e.issues ?? [],
      );
      const verdict = (list: readonly { code: string; file?: string; line?: number }[]) =>
        list.map((i) => `${i.code} ${i.file}:${i.line}`).sort();
      expect(verdict(built.filter((i) => 'severity' in i && i.severity === 'error'))).toEqual(verdict(report.errors));
    } finally {
      await other.remove();
    }
  });
});
