/**
 * A save's check on a site with a draft post also checks the site as published (without the
 * draft), whose page list, and so whose Markdown keys, differ from watch mode's, when that site
 * can fail where watch mode's passed: the save touches the draft, or something names it. What
 * that second pass parses is kept: a save's check parses no Markdown body it parsed at the last one.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild, type BuildState } from '../../pipeline/index';
import { previewBuild } from '../../pipeline/dev/preview';
import { newState } from '../../pipeline/state';
import type { StageRunner } from '../../pipeline/stages';
import { renderPreview } from '../../editor/server/preview';
import { makeFixture, type Fixture } from '../support/fixture';

const FILE = 'content/treatments/ortodontia/index.pt.md';
const SLUG = 'implante-dentario-passo-a-passo';
const DRAFT = `content/blog/posts/${SLUG}`;
const DRAFT_FILE = `${DRAFT}/index.pt.md`;
let fx: Fixture;
let state: BuildState;

beforeAll(async () => {
  fx = await makeFixture({ ownCache: true });
  for (const name of await fs.readdir(path.join(fx.dir, DRAFT)))
    if (name.endsWith('.md')) await fx.edit(`${DRAFT}/${name}`, (t) => t.replace(/^draft: false$/m, 'draft: true'));
  expect(await fx.read(`${DRAFT}/index.pt.md`)).toMatch(/^draft: true$/m);
  state = (await runBuild(previewBuild(fx.paths, newState()))).state;
}, 120_000);
afterAll(() => fx.remove());

/** A save's check of `text` in place of FILE: whether it passed, and the Markdown bodies each pass parsed. */
async function check(text: string, file = FILE): Promise<{ ok: boolean; parsed: number[] }> {
  const parsed: number[] = [];
  // The check stage's own line names what it parsed ("126 Markdown pages, 3 parsed").
  const run: StageRunner = async (name, fn, summarize) => {
    const value = await fn();
    if (name === 'check') parsed.push(Number(/(\d+) parsed/.exec(summarize(value))?.[1] ?? Number.NaN));
    return value;
  };
  const reply = await renderPreview(
    fx.paths,
    state,
    { file, text, lang: 'pt', templates: [], checkOnly: true, pictures: [] },
    run,
  );
  return { ok: reply.ok, parsed };
}

describe("a save's check with a draft post on the site", () => {
  it('checks the site as published too when the save touches the draft, and parses again only the text the save changes', async () => {
    const same = await fx.read(DRAFT_FILE);
    const first = await check(same, DRAFT_FILE);
    expect(first.ok).toBe(true);
    // Both passes ran: watch mode's site, and the site as published.
    expect(first.parsed).toHaveLength(2);
    const again = await check(same, DRAFT_FILE);
    expect(again).toEqual({ ok: true, parsed: [0, 0] });
    // A new sentence in the lead: that file's body is the same, so nothing is parsed either;
    // one in its body: that body alone, once per pass.
    const body = await check(same.replace(/\n\n/, '\n\nUma frase a mais.\n\n'), DRAFT_FILE);
    expect(body.ok).toBe(true);
    expect(body.parsed.every((n) => n <= 1)).toBe(true);
  }, 120_000);

  it('spares the second pass when nothing the save touches is a draft or names one', async () => {
    const same = await fx.read(FILE);
    expect(await check(same)).toMatchObject({ ok: true, parsed: [expect.any(Number)] });
  }, 120_000);

  it('still refuses a published page that links to the draft', async () => {
    const same = await fx.read(FILE);
    const linked = same.replace(/\n\n/, `\n\n[Passo a passo](/blog/${SLUG}/)\n\n`);
    expect((await check(linked)).ok).toBe(false);
  }, 120_000);
});
