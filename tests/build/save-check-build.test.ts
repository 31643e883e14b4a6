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
import { renderPreview } from '../../editor/server/preview';
import { makeFixture, type Fixture } from '../support/fixture';

const FILE = 'content/treatments/ortodontia/index.pt.md';
const OTHER = 'content/treatments/implantodontia/index.pt.md';
let fx: Fixture;
let state: BuildState;

beforeAll(async () => {
  fx = await makeFixture({ ownCache: true });
  state = (await runBuild(previewBuild(fx.paths, newState()))).state;
}, 120_000);
afterAll(() => fx.remove());

const retitled = (text: string, title: string) => text.replace(/^title: ".*"$/m, `title: "${title}"`);

/** A save's check of `text` in place of FILE: what it made, once it passed. */
async function check(text: string): Promise<CheckedSite> {
  let made: CheckedSite | undefined;
  const reply = await renderPreview(
    fx.paths,
    state,
    { file: FILE, text, lang: 'pt', templates: [], checkOnly: true, pictures: [] },
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
async function rebuild(changed: string[], checked: CheckedSite): Promise<{ stages: string[]; html: string }> {
  const stages: string[] = [];
  await runBuild({
    ...previewBuild(fx.paths, state, changed, [], checked),
    report: { log: (line) => stages.push(/^\[(\w+)\]/.exec(line)?.[1] ?? '') },
  });
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
});
