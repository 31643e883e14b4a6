/**
 * The rebuild after a save goes on from the site the save's check validated and routed, when
 * the files it loads are of the same content as those the check read; a file that changed
 * between the check and the rebuild (a hand edit, another tab) makes it validate as always.
 * Either way the page shows what is on disk.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild, newState, type BuildState } from '../../pipeline';
import { previewBuild } from '../../pipeline/dev/preview';
import type { CheckedSite } from '../../pipeline/dev/checked-save';
import { renderPreview, type DraftPicture } from '../../editor/server/preview';
import sharp from 'sharp';
import { BuildFailed, formatIssues } from '../../pipeline/errors';
import { makeFixture, type Fixture } from '../support/fixture';

const FILE = 'content/treatments/ortodontia/index.pt.md';
const OTHER = 'content/treatments/implantodontia/index.pt.md';
const TEAM = 'content/team.yaml';
let fx: Fixture;
let state: BuildState;

beforeAll(async () => {
  fx = await makeFixture({ ownCache: true });
  state = (await runBuild(previewBuild(fx.paths, newState()))).state;
}, 120_000);
afterAll(() => fx.remove());

const retitled = (text: string, title: string) => text.replace(/^title: ".*"$/m, `title: "${title}"`);

/** A save's check of `text` in place of `file` (FILE), with a draft's pictures: what it made, once it passed. */
async function check(text: string, file = FILE, pictures: DraftPicture[] = []): Promise<CheckedSite> {
  let made: CheckedSite | undefined;
  const reply = await renderPreview(
    fx.paths,
    state,
    { file, text, lang: 'pt', templates: [], checkOnly: true, pictures },
    undefined,
    (c) => {
      made = c;
    },
  );
  expect(reply.ok).toBe(true);
  if (!made) throw new Error('the check passed without its site');
  return made;
}

/** The rebuild of `changed` after a check: the stages it ran (their log lines), and the page's HTML. */
async function rebuild(
  changed: string[],
  checked: CheckedSite,
  stages: string[] = [],
): Promise<{ stages: string[]; html: string }> {
  const result = await runBuild({
    ...previewBuild(fx.paths, state, changed, [], checked),
    report: { log: (line) => stages.push(/^\[(\w+)\]/.exec(line)?.[1] ?? '') },
  });
  await result.cleanup;
  const html = await fs.readFile(path.join(fx.paths.dist, 'ortodontia/index.html'), 'utf8');
  return { stages, html };
}

describe('the rebuild after a save', () => {
  it("goes on from the check's site when the files are as checked", async () => {
    const text = retitled(await fx.read(FILE), 'Ortodontia conferida');
    const checked = await check(text);
    await fs.writeFile(path.join(fx.dir, FILE), text);
    const { stages, html } = await rebuild([FILE], checked);
    expect(stages).toContain('load');
    expect(stages).not.toContain('validate');
    expect(stages).not.toContain('routes');
    expect(html).toContain('Ortodontia conferida');
  }, 120_000);

  it('validates again when the saved file changed after the check', async () => {
    const before = await fx.read(FILE);
    const checked = await check(retitled(before, 'Ortodontia checada'));
    await fs.writeFile(path.join(fx.dir, FILE), retitled(before, 'Ortodontia mudada depois'));
    const { stages, html } = await rebuild([FILE], checked);
    expect(stages).toContain('validate');
    expect(html).toContain('Ortodontia mudada depois');
    expect(html).not.toContain('Ortodontia checada');
  }, 120_000);

  it('validates again when another file changed after the check', async () => {
    const text = retitled(await fx.read(FILE), 'Ortodontia de novo');
    const checked = await check(text);
    await fs.writeFile(path.join(fx.dir, FILE), text);
    await fx.edit(OTHER, (t) => `${t.trimEnd()}\n\nUma frase escrita à mão.\n`);
    const { stages, html } = await rebuild([FILE, OTHER], checked);
    expect(stages).toContain('validate');
    expect(html).toContain('Ortodontia de novo');
  }, 120_000);

  it('goes on from the check of a replaced photo, the old one deleted since as nothing names it', async () => {
    const at = path.join(fx.dir, 'camila-nova.jpg');
    await sharp({ create: { width: 60, height: 80, channels: 3, background: '#a0b0c0' } })
      .jpeg()
      .toFile(at);
    const text = (await fx.read(TEAM)).replace('images/team/camila-ferraz.svg', 'images/team/camila-nova.jpg');
    const checked = await check(text, TEAM, [{ file: 'content/images/team/camila-nova.jpg', at }]);
    // Published: the picture in place, the data file written, the picture it stopped showing deleted.
    await fs.copyFile(at, path.join(fx.dir, 'content/images/team/camila-nova.jpg'));
    await fs.writeFile(path.join(fx.dir, TEAM), text);
    await fs.rm(path.join(fx.dir, 'content/images/team/camila-ferraz.svg'));
    await fs.rm(at);
    const { stages } = await rebuild(
      ['content/images/team/camila-ferraz.svg', 'content/images/team/camila-nova.jpg', TEAM],
      checked,
    );
    expect(stages).not.toContain('validate');
    const made = await fs.readdir(fx.paths.dist, { recursive: true });
    expect(made.some((f) => f.includes('camila-nova'))).toBe(true);
  }, 120_000);

  it('validates again when a picture the checked site names is deleted after the check', async () => {
    const text = retitled(await fx.read(FILE), 'Ortodontia sem foto');
    const checked = await check(text);
    await fs.writeFile(path.join(fx.dir, FILE), text);
    await fs.rm(path.join(fx.dir, 'content/images/team/rafael-toledo.svg'));
    // Refused by validate, which names the picture the page lacks.
    const refused = await rebuild([FILE, 'content/images/team/rafael-toledo.svg'], checked).catch((e: unknown) => e);
    if (!(refused instanceof BuildFailed)) throw new Error('the rebuild was not refused');
    expect(formatIssues(refused.issues)).toContain('rafael-toledo.svg');
  }, 120_000);
});
