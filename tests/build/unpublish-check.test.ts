/**
 * The save check sees the site as published too: a post switched to «Rascunho» (draft: true)
 * leaves `npm run check`'s site, so a page linking to it is refused at the save, not after it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newState, runBuild, type BuildState } from '../../pipeline';
import { renderPreview } from '../../editor/server/preview';
import { makeFixture, type Fixture } from '../support/fixture';

const POST = 'content/blog/posts/implante-dentario-passo-a-passo/index.pt.md';
const LINKING = 'content/treatments/ortodontia/index.pt.md';
let fx: Fixture;
let state: BuildState;

beforeAll(async () => {
  fx = await makeFixture();
  await fx.edit(LINKING, (t) =>
    t.replace(/\n## /, '\nLeia também [o guia do implante](/blog/implante-dentario-passo-a-passo/).\n\n## '),
  );
  state = newState();
  await (await runBuild({ paths: fx.paths, from: { state } })).cleanup;
}, 120_000);
afterAll(() => fx?.remove());

const switchedOff = async () =>
  renderPreview(fx.paths, state, {
    file: POST,
    text: (await fx.read(POST)).replace(/^draft: .*$/m, 'draft: true'),
    lang: 'pt',
    templates: [],
    checkOnly: true,
  });

describe('a post switched to Rascunho', () => {
  it('is refused while another page links to it, naming that page', async () => {
    const reply = await switchedOff();
    expect(reply.ok ? [] : (reply.issues ?? []).map((i) => [i.code, i.file])).toContainEqual(['LINK_BROKEN', LINKING]);
  });
});
