/**
 * The check of a deletion, as the editor's backend asks it of the watch worker: the site with
 * a post's files as if deleted. A page that links to the post is named; a post nothing
 * needs passes; the files themselves are untouched.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newState, runBuild, type BuildState } from '../../pipeline';
import { renderPreview } from '../../editor/server/preview';
import { lineOf, makeFixture, type Fixture } from '../support/fixture';

const POSTS = 'content/blog/posts';
const LINKING = 'content/treatments/ortodontia/index.pt.md';
let fx: Fixture;
let state: BuildState;
let linking: string;

beforeAll(async () => {
  fx = await makeFixture();
  linking = await fx.edit(LINKING, (t) =>
    t.replace(/\n## /, '\nLeia também [o guia do implante](/blog/implante-dentario-passo-a-passo/).\n\n## '),
  );
  state = newState();
  await (await runBuild({ paths: fx.paths, from: { state } })).cleanup;
}, 120_000);
afterAll(() => fx?.remove());

const deleting = (files: string[]) =>
  renderPreview(fx.paths, state, {
    file: files[0]!,
    text: '',
    removed: files,
    lang: 'pt',
    templates: [],
    checkOnly: true,
  });

describe('deleting a page', () => {
  it('is refused while another page links to it, naming that page at its line', async () => {
    const post = `${POSTS}/implante-dentario-passo-a-passo/index.pt.md`;
    const reply = await deleting([post]);
    expect(reply.ok).toBe(false);
    if (reply.ok) return;
    expect(reply.issues).toContainEqual(
      expect.objectContaining({ code: 'LINK_BROKEN', file: LINKING, line: lineOf(linking, 'Leia também') }),
    );
    await fs.access(path.join(fx.dir, post));
  });

  it('passes when nothing needs the page', async () => {
    const files = ['pt', 'en', 'es', 'de', 'ar'].map((l) => `${POSTS}/ortodontia-em-adultos/index.${l}.md`);
    const reply = await deleting(files);
    expect(reply.ok ? [] : reply.issues).toEqual([]);
  });
});

describe('an upload alone', () => {
  it('is checked where it will be: a file that is no picture is named', async () => {
    const held = path.join(fx.dir, 'held.jpg');
    await fs.writeFile(held, 'not a picture');
    const file = 'content/images/blog/ruim.jpg';
    const reply = await renderPreview(fx.paths, state, {
      file,
      text: '',
      lang: 'pt',
      templates: [],
      checkOnly: true,
      pictures: [{ file, at: held }],
    });
    expect(reply.ok ? [] : (reply.issues ?? []).map((i) => [i.code, i.file])).toEqual([['IMAGE_UNREADABLE', file]]);
    await expect(fs.access(path.join(fx.dir, file))).rejects.toThrow();
  });
});
