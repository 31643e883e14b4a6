/**
 * The editor's preview runs the build's own stages (stages.ts) on the unsaved text: the page
 * shows the edit, the files and the next build do not.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild, type BuildState } from '../../pipeline/index';
import { renderPreview } from '../../editor/server/preview';
import { previewBuild } from '../../pipeline/dev/preview';
import { encodesUnderWay } from '../../pipeline/images/images';
import { makeFixture, type Fixture } from '../support/fixture';
import { ROOT } from '../../pipeline/config';
import { ARTWORK_LABEL } from '../../editor/server/artwork-marker';

const FILE = 'content/treatments/ortodontia/index.pt.md';
let fx: Fixture;
let state: BuildState;

beforeAll(async () => {
  fx = await makeFixture({ ownCache: true });
  state = (await runBuild({ paths: fx.paths })).state;
}, 120_000);
afterAll(() => fx.remove());

describe("the editor's preview", () => {
  it('renders the page of the entry with its unsaved text, and writes nothing', async () => {
    const text = (await fx.read(FILE)).replace(/^title: .*$/m, 'title: "Ortodontia: um título novo"');
    const reply = await renderPreview(fx.paths, state, { file: FILE, text, lang: 'pt', templates: ['treatment'] });
    expect(reply.ok && reply.url).toBe('/ortodontia/');
    expect(reply.ok && reply.html).toContain('<h1>Ortodontia: um título novo</h1>');
    expect(await fs.readFile(path.join(fx.paths.dist, 'ortodontia/index.html'), 'utf8')).not.toContain(
      'um título novo',
    );
  });

  it("shows a draft's new picture from the draft, with its encoded files, and puts nothing into content/", async () => {
    const file = 'content/home.yaml';
    const text = await fx.read(file);
    const old = /images\/gallery\/\w+\.svg/.exec(text)![0];
    const photo = 'images/gallery/foto-do-rascunho.png';
    const reply = await renderPreview(fx.paths, state, {
      file,
      text: text.replace(old, photo),
      lang: 'pt',
      templates: ['home'],
      // Where the draft keeps it (outside content/), as the editor's drafts do.
      pictures: [{ file: `content/${photo}`, at: path.join(ROOT, 'tests/admin/cover.png') }],
    });
    expect(reply.ok).toBe(true);
    const files = reply.ok ? (reply.files ?? []) : [];
    expect(files.length).toBeGreaterThan(0);
    // Every encoded file is named by the page, and none is in dist/ (the site has not got it yet).
    for (const f of files) {
      expect(f.path).toMatch(/^assets\/img\/foto-do-rascunho-\d+\.\w+\.(avif|webp)$/);
      expect(reply.ok && reply.html).toContain(`/${f.path}`);
      await expect(fs.access(path.join(fx.paths.dist, f.path))).rejects.toThrow();
    }
    await expect(fs.access(path.join(fx.dir, 'content', photo))).rejects.toThrow();
    // Without the draft's picture the page cannot be shown: it names the missing picture.
    const without = await renderPreview(fx.paths, state, {
      file,
      text: text.replace(old, photo),
      lang: 'pt',
      templates: ['home'],
    });
    expect(without.ok).toBe(false);
  });

  it("encodes a draft's new photo once its save passes, so the build publishing it has none left to encode after the page", async () => {
    const photo = 'content/images/team/helena-do-rascunho.jpg';
    const bytes = await sharp(randomBytes(600 * 800 * 3), { raw: { width: 600, height: 800, channels: 3 } })
      .jpeg()
      .toBuffer();
    const kept = path.join(fx.dir, '.cache/drafts/pictures/helena.jpg');
    await fs.mkdir(path.dirname(kept), { recursive: true });
    await fs.writeFile(kept, bytes);
    const team = (await fx.read('content/team.yaml')).replace(
      /image: images\/team\/helena-marques\.\w+/,
      'image: images/team/helena-do-rascunho.jpg',
    );
    expect(team).toContain('helena-do-rascunho');
    const check = await renderPreview(fx.paths, state, {
      file: 'content/team.yaml',
      text: team,
      lang: 'pt',
      templates: [],
      checkOnly: true,
      pictures: [{ file: photo, at: kept }],
    });
    expect(check.ok).toBe(true);
    // The encodes go on after the answer, as the editor reviews the draft.
    await encodesUnderWay(state.caches);
    // Published: the photo and the list are written, and watch mode's build runs.
    await fs.writeFile(path.join(fx.dir, photo), bytes);
    await fs.writeFile(path.join(fx.dir, 'content/team.yaml'), team);
    const lines: string[] = [];
    const result = await runBuild({
      ...previewBuild(fx.paths, state, [photo, 'content/team.yaml']),
      report: { log: (line) => lines.push(line) },
    });
    await result.cleanup;
    const images = lines.find((l) => l.startsWith('[images]')) ?? '';
    expect(images).toMatch(/\b0 encoded\b/);
    expect(images).not.toMatch(/after the pages/);
    expect(await fs.readFile(path.join(fx.paths.dist, 'dra-helena-marques/index.html'), 'utf8')).toMatch(
      /helena-do-rascunho-\d+\.\w+\.avif/,
    );
  });

  it("names the content mistake of the unsaved text, with the file's line", async () => {
    const reply = await renderPreview(fx.paths, state, {
      file: FILE,
      text: (await fx.read(FILE)).replace(/^title: .*$/m, 'title: ""'),
      lang: 'pt',
      templates: ['treatment'],
    });
    expect(reply.ok).toBe(false);
    expect(!reply.ok && reply.error).toContain(`${FILE}:`);
  });

  it('labels the picture slots that still hold stand-in artwork, and only those', async () => {
    const file = 'content/home.yaml';
    const text = await fx.read(file);
    const svgs = [...text.matchAll(/images\/gallery\/\w+\.svg/g)].map((m) => m[0]);
    // One gallery picture becomes a photograph: its slot loses the mark, the others keep it.
    const photo = svgs[0]!.replace(/\.svg$/, '.png');
    await fs.copyFile(path.join(ROOT, 'tests/admin/cover.png'), path.join(fx.dir, 'content', photo));
    const reply = await renderPreview(fx.paths, state, {
      file,
      text: text.replace(svgs[0]!, photo),
      lang: 'pt',
      templates: ['home'],
    });
    expect(reply.ok).toBe(true);
    const html = reply.ok ? reply.html : '';
    expect(html).toContain(`content:"${ARTWORK_LABEL}"`);
    const gallery = [...html.matchAll(/<div class="picture-slot gallery-picture"[^>]*>/g)].map((m) => m[0]);
    expect(gallery.filter((tag) => tag.includes('data-artwork'))).toHaveLength(svgs.length - 1);
    expect(gallery[0]).not.toContain('data-artwork');
  });
});
