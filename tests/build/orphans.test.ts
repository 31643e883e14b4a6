/**
 * A page nobody can click to: a treatment page that the home page's treatment list (which makes
 * the Treatments menu and the cards) does not name, and no other page links to, is warned by
 * `npm run check`, with the list to add it to; a link from another page, or its place in the
 * list, ends the warning. The warning never stops the build.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../pipeline/dev/check';
import { makeFixture, type Fixture } from '../support/fixture';

const NEW = 'content/treatments/pagina-nova/index.pt.md';
let fx: Fixture;

beforeAll(async () => {
  fx = await makeFixture({ ownCache: true });
  await fs.mkdir(path.join(fx.dir, path.dirname(NEW)), { recursive: true });
  await fs.copyFile(path.join(fx.dir, 'content/treatments/ortodontia/index.pt.md'), path.join(fx.dir, NEW));
});
afterAll(() => fx?.remove());

const orphans = async () =>
  (await checkContent(fx.paths)).warnings.filter((w) => w.code === 'PAGE_ORPHAN').map((w) => w.file);

describe('a published page no menu, home list or page links to', () => {
  it('is warned on its file, naming the home list that makes the menu', async () => {
    const report = await checkContent(fx.paths);
    expect(report.ok).toBe(true);
    const warning = report.warnings.find((w) => w.code === 'PAGE_ORPHAN');
    expect(warning?.file).toBe(NEW);
    expect(warning?.hint).toContain('content/home.yaml');
    expect(warning?.hint).toContain('pagina-nova');
  });

  it('is not an orphan once another page links to it', async () => {
    const other = 'content/treatments/implantodontia/index.pt.md';
    const before = await fx.read(other);
    await fx.edit(other, (t) => `${t.trimEnd()}\n\nVeja também [a página nova](/pagina-nova/).\n`);
    expect(await orphans()).toEqual([]);
    await fs.writeFile(path.join(fx.dir, other), before);
  });

  it('is not an orphan once the home list names it', async () => {
    await fx.edit('content/home.yaml', (t) =>
      t.replace('  - { key: other_specialties, route: null }', '  - { key: other_specialties, route: pagina-nova }'),
    );
    expect(await orphans()).toEqual([]);
  });
});
