/**
 * `npm run build` starts from the snapshot of the last build: nothing changed means nothing
 * rendered or written; one post changed means a few pages; and the result is byte for byte
 * what a full build of the same content gives. On the fixture clinic (tests/fixtures/clinic);
 * the tests that start from a plain `npm run build` share one (tests/support/shared-site.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBuild, snapshotStore, swapped } from '../../pipeline/index';
import { previewBuild } from '../../pipeline/dev/preview';
import { buildOptions, unchangedSince } from '../../pipeline/cache/snapshot';
import type { Paths } from '../../pipeline/config';
import type { Lang } from '../../model/languages';
import { makeFixture, type Fixture } from '../support/fixture';
import { sharedSite } from '../support/shared-site';
import { searchShards, shardOf, type SearchDocument } from '../../pipeline/outputs/search-index';
import { differing, treeHashes, withoutCopies } from '../support/tree';

const POST = 'content/blog/posts/implante-dentario-passo-a-passo/index.pt.md';
const cleanup: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanup.map((c) => c())));

/** A fixture with its own cache folder (the snapshot lives there), sharing encoded images. */
async function fixtureWithCache(): Promise<{ fx: Fixture; paths: Paths }> {
  const fx = await makeFixture({ ownCache: true });
  cleanup.push(fx.remove);
  return { fx, paths: fx.paths };
}

/** The fixture as `npm run build` first builds it, shared by the tests that start there. */
const builtSite = sharedSite((fx) => build(fx.paths));
let fulls = 0;
/** A full build of the same content beside dist/, with nothing kept: its tree. */
const fullBuild = async (paths: Paths): Promise<Record<string, string>> => {
  const dist = path.join(path.dirname(paths.dist), `dist-full-${fulls++}`);
  await build({ ...paths, dist }, false);
  const tree = await treeHashes(dist);
  await fs.rm(dist, { recursive: true });
  return tree;
};

/** `count` more posts in every language the fixture's translated post has, each its own title (a letter: "número 1" is a claim). */
async function morePosts(fx: Fixture, count: number): Promise<void> {
  const from = path.join(fx.dir, 'content/blog/posts/ortodontia-em-adultos');
  for (let i = 1; i <= count; i++) {
    const to = path.join(fx.dir, `content/blog/posts/post-de-teste-${i}`);
    await fs.mkdir(to);
    for (const file of await fs.readdir(from)) {
      const text = await fs.readFile(path.join(from, file), 'utf8');
      await fs.writeFile(
        path.join(to, file),
        text.replace(/^title: .*$/m, `title: "Post de teste ${String.fromCharCode(64 + i)} do índice de busca"`),
      );
    }
  }
}

const build = async (paths: Paths, persist = true) => {
  const r = await runBuild({ paths, from: { store: persist ? snapshotStore(paths) : undefined } });
  await r.cleanup;
  return r;
};

/** A build from the snapshot with two posts per search shard, its stage lines in `lines` (emptied first). */
const shardedBuild = async (paths: Paths, lines: string[]) => {
  lines.length = 0;
  const r = await runBuild({
    paths,
    from: { store: snapshotStore(paths) },
    mode: { searchShardPosts: 2 },
    report: { log: (l) => lines.push(l) },
  });
  await r.cleanup;
  return r;
};

describe('rebuilding from the snapshot', () => {
  it('renders and writes nothing when nothing changed, and only what one post feeds when it changed', async () => {
    const {
      fx,
      fx: { paths },
      first,
    } = await builtSite();
    expect(first.rendered).toBe(first.pages);

    const again = await build(paths);
    expect(again.rendered).toBe(0);
    expect(again.written).toEqual([]);

    await fx.edit(POST, (t) => t.replace(/^title: .*$/m, 'title: "Escovação: o guia da clínica"'));
    const edited = await build(paths);
    expect(edited.written).toContain('blog/implante-dentario-passo-a-passo/index.html');
    expect(edited.rendered).toBeGreaterThan(0);
    expect(edited.rendered).toBeLessThan(first.pages / 4);
    const html = await fs.readFile(path.join(paths.dist, 'blog/implante-dentario-passo-a-passo/index.html'), 'utf8');
    expect(html).toContain('Escovação: o guia da clínica');
    // Its compressed copies and the search index follow the page.
    expect(edited.written.some((f) => f.startsWith('pagefind/'))).toBe(true);

    expect(differing(await treeHashes(paths.dist), await fullBuild(paths))).toEqual([]);
  }, 180_000);

  it('after a body edit, does only the work the post feeds: the route table, pictures and site files stay, one search shard is indexed', async () => {
    const { fx, paths } = await fixtureWithCache();
    const lines: string[] = [];
    const logged = () => shardedBuild(paths, lines);
    await logged();
    const tableBefore = await fs.stat(path.join(paths.cache, 'build-routes.json'));
    await fx.edit(POST, (t) => `${t}\nUm parágrafo novo sobre fio dental.\n`);
    const edited = await logged();
    // The route table is kept, and stays on disk as it was.
    expect(lines.some((l) => l.startsWith('[routes]'))).toBe(false);
    expect((await fs.stat(path.join(paths.cache, 'build-routes.json'))).mtimeMs).toBe(tableBefore.mtimeMs);
    // No picture is read again: dist/ holds them.
    expect(lines.find((l) => l.startsWith('[images]'))).toMatch(/as dist\/ holds them/);
    expect(lines.find((l) => l.startsWith('[search]'))).toMatch(/ indexed in 1 of \d+ shards/);
    expect(edited.written).toContain('blog/implante-dentario-passo-a-passo/index.html');
    expect(edited.written.filter((f) => !f.startsWith('pagefind/') && !f.endsWith('index.html'))).toEqual([]);
    const touched = new Set(
      [...edited.written, ...edited.removed].filter((f) => f.startsWith('pagefind/')).map((f) => shardOf(f)),
    );
    expect(touched.size).toBe(1);

    // A front matter edit after it builds the table again; both give a full build's bytes.
    const incremental = await treeHashes(paths.dist);
    const fullDist = path.join(fx.dir, 'dist-full');
    const full = await runBuild({ paths: { ...paths, dist: fullDist }, mode: { searchShardPosts: 2 } });
    await full.cleanup;
    expect(differing(incremental, await treeHashes(fullDist))).toEqual([]);
    await fx.edit(POST, (t) => t.replace(/^title: .*$/m, 'title: "Escovação: o guia da clínica"'));
    await logged();
    expect(lines.some((l) => l.startsWith('[routes]'))).toBe(true);
  }, 180_000);

  it('knows when there is nothing to do, and not when an input or a file of dist/ changed', async () => {
    const {
      fx,
      fx: { paths },
      first,
    } = await builtSite();
    const snap = await unchangedSince(paths, buildOptions());
    expect(snap?.pages).toBe(first.pages);

    // A file removed by hand from dist/ comes back with the next build.
    await fs.rm(path.join(paths.dist, 'robots.txt'));
    expect(await unchangedSince(paths, buildOptions())).toBeUndefined();
    await build(paths);
    expect(await fs.readFile(path.join(paths.dist, 'robots.txt'), 'utf8')).toMatch(/^User-agent: \*$/m);
    expect(await unchangedSince(paths, buildOptions())).toBeDefined();

    await fx.edit(POST, (t) => `${t}\nMais uma frase.\n`);
    expect(await unchangedSince(paths, buildOptions())).toBeUndefined();
  }, 180_000);

  it("splits a large blog's search index into shards, and re-indexes only the shard of an edited post", async () => {
    const { fx, paths } = await fixtureWithCache();
    // A larger blog: seven more posts, copies of the one in every language.
    await morePosts(fx, 7);
    // Two posts per shard: every language with three posts or more gets at least two shards.
    const lines: string[] = [];
    const sharded = () => shardedBuild(paths, lines);
    await sharded();
    // What the posts on disk should give: every language file of every published post.
    const postsDir = path.join(fx.dir, 'content/blog/posts');
    const docs: SearchDocument[] = [];
    for (const slug of await fs.readdir(postsDir)) {
      if (/^draft: true$/m.test(await fs.readFile(path.join(postsDir, slug, 'index.pt.md'), 'utf8'))) continue;
      for (const file of await fs.readdir(path.join(postsDir, slug))) {
        const lang = file.replace(/^index\./, '').replace(/\.md$/, '') as Lang;
        docs.push({ url: `${lang === 'pt' ? '' : `/${lang}`}/blog/${slug}/`, lang, title: '', lead: '', prose: '' });
      }
    }
    const expected = searchShards(docs, 2);
    expect(docs.filter((d) => d.lang === 'pt').length).toBeGreaterThanOrEqual(3);
    expect(lines.find((l) => l.startsWith('[search]'))).toMatch(
      new RegExp(`${docs.length} posts indexed in ${expected.length} of ${expected.length} shards`),
    );
    const manifest = JSON.parse(
      (await fs.readFile(path.join(paths.dist, 'pagefind/shards.js'), 'utf8')).replace(/^export default |;\s*$/g, ''),
    ) as Record<string, string[]>;
    expect(expected.length).toBeGreaterThanOrEqual(Object.keys(manifest).length * 2);
    expect(Object.keys(manifest).sort()).toEqual(['ar', 'de', 'en', 'es', 'pt']);
    expect(manifest.pt).toHaveLength(expected.filter((x) => x.name.startsWith('pt-')).length);
    expect(manifest.pt!.length).toBeGreaterThanOrEqual(2);
    for (const [lang, urls] of Object.entries(manifest)) {
      for (const url of urls) {
        // Each shard is an index of its own language only, without Pagefind's code.
        const entry = JSON.parse(await fs.readFile(path.join(paths.dist, url, 'pagefind-entry.json'), 'utf8')) as {
          languages: Record<string, unknown>;
        };
        expect(Object.keys(entry.languages).map((l) => l.slice(0, 2))).toEqual([lang]);
        await expect(fs.stat(path.join(paths.dist, url, 'pagefind.js'))).rejects.toThrow();
      }
    }

    await fx.edit(POST, (t) => `${t}\nUma frase nova sobre fio dental.\n`);
    const edited = await sharded();
    expect(lines.find((l) => l.startsWith('[search]'))).toMatch(
      new RegExp(` \\d posts? indexed in 1 of ${expected.length} shards`),
    );
    const touched = new Set(
      [...edited.written, ...edited.removed].filter((f) => f.startsWith('pagefind/')).map((f) => shardOf(f)),
    );
    expect(touched.size).toBe(1);
    expect(edited.written.some((f) => f.startsWith('pagefind/') && f.includes('.pf_fragment'))).toBe(true);

    // The same bytes as a full build sharded the same way.
    const incremental = await treeHashes(paths.dist);
    const fullDist = path.join(fx.dir, 'dist-full');
    const full = await runBuild({ paths: { ...paths, dist: fullDist }, mode: { searchShardPosts: 2 } });
    await full.cleanup;
    const fullTree = await treeHashes(fullDist);
    expect(Object.keys({ ...incremental, ...fullTree }).filter((k) => incremental[k] !== fullTree[k])).toEqual([]);
  }, 180_000);

  it('returns to the same bytes when an image and a public file are changed and put back', async () => {
    const {
      fx,
      fx: { paths },
    } = await builtSite();
    const before = await treeHashes(paths.dist);
    const image = 'content/images/team/camila-ferraz.svg';
    const original = await fx.read(image);
    await fx.edit(image, (t) => t.replace('#faf7f2', '#fdf3e7'));
    await fs.writeFile(path.join(fx.dir, 'public/humans.txt'), 'Clínica Odontológica Roma\n');
    const edited = await build(paths);
    expect(edited.written.filter((f) => f.startsWith('assets/img/camila-ferraz-')).length).toBeGreaterThan(0);
    expect(await fs.readFile(path.join(paths.dist, 'humans.txt'), 'utf8')).toContain('Roma');

    // A public file renamed: only the new name is in dist/.
    await fs.rename(path.join(fx.dir, 'public/humans.txt'), path.join(fx.dir, 'public/equipe.txt'));
    await build(paths);
    await expect(fs.access(path.join(paths.dist, 'humans.txt'))).rejects.toThrow();
    expect(await fs.readFile(path.join(paths.dist, 'equipe.txt'), 'utf8')).toContain('Roma');

    // Put back: the replaced image's files and the removed public file leave dist/.
    await fs.writeFile(path.join(fx.dir, image), original);
    await fs.rm(path.join(fx.dir, 'public/equipe.txt'));
    await build(paths);
    const after = await treeHashes(paths.dist);
    expect(differing(after, before)).toEqual([]);
  }, 180_000);

  it('builds everything again when dist/ is not the one it left', async () => {
    const {
      fx: { paths },
      first,
    } = await builtSite();
    await fs.rm(paths.dist, { recursive: true });
    const again = await build(paths);
    expect(again.rendered).toBe(first.pages);
    expect(await fs.stat(path.join(paths.dist, 'index.html'))).toBeTruthy();
  }, 180_000);

  it('builds everything again when the route table stored beside the snapshot is gone or belongs to another build', async () => {
    const {
      fx,
      fx: { paths },
      first,
    } = await builtSite();
    const table = path.join(paths.cache, 'build-routes.json');
    await fs.rm(table);
    await fx.edit(POST, (t) => `${t}\nMais uma frase.\n`);
    expect((await build(paths)).rendered).toBe(first.pages);
    const stored = JSON.parse(await fs.readFile(table, 'utf8')) as { id: string };
    await fs.writeFile(table, JSON.stringify({ ...stored, id: 'another build' }));
    await fx.edit(POST, (t) => `${t}\nOutra frase.\n`);
    expect((await build(paths)).rendered).toBe(first.pages);
  }, 180_000);
});

describe('the replaced dist/', () => {
  it('is removed after `npm run build` by a process of its own, with any old or half-made tree an interrupted build left', async () => {
    const { paths } = await fixtureWithCache();
    const parent = path.dirname(paths.dist);
    await build(paths, false);
    // A replaced tree, and the staging tree of a killed build (its process, 999999, is gone).
    for (const name of ['.dist-old-1-1', '.dist-staging-999999-1-x']) {
      await fs.mkdir(path.join(parent, name, 'blog'), { recursive: true });
      await fs.writeFile(path.join(parent, name, 'blog/index.html'), '<p>old</p>');
    }
    const r = await runBuild({ paths, from: { target: swapped(paths.dist, { background: true }) } });
    await r.cleanup;
    expect(await fs.readFile(path.join(paths.dist, 'index.html'), 'utf8')).toContain('<!DOCTYPE html>');
    const olds = async () => (await fs.readdir(parent)).filter((n) => n.startsWith('.dist-'));
    await expect.poll(olds, { timeout: 20_000 }).toEqual([]);
  }, 180_000);
});

describe('a build killed between its two renames', () => {
  it('left no dist/ but the complete new tree beside it: the next build puts it in place', async () => {
    const {
      fx: { paths },
    } = await builtSite();
    const parent = path.dirname(paths.dist);
    const before = await treeHashes(paths.dist);
    // dist/ was moved aside, and the staging tree (the complete new site) not yet moved in.
    await fs.rename(paths.dist, path.join(parent, '.dist-old-999999-1-x'));
    await fs.cp(path.join(parent, '.dist-old-999999-1-x'), path.join(parent, '.dist-staging-999999-1-x'), {
      recursive: true,
    });
    const again = await build(paths);
    expect(differing(await treeHashes(paths.dist), before)).toEqual([]);
    expect(again.rendered).toBe(again.pages); // the snapshot described the replaced folder
    expect((await fs.readdir(parent)).filter((n) => n.startsWith('.dist-'))).toEqual([]);
  }, 180_000);
});

describe('rebuilding in one process (watch mode)', () => {
  it("gives a full build's bytes after a body edit, a date that reorders the blog, and a new post", async () => {
    const { fx, paths } = await fixtureWithCache();
    const { state } = await build(paths, false);
    // Watch mode's options, without its drafts (the full build it is compared with has none).
    const step = async (changed: string[]) => {
      const r = await runBuild({ ...previewBuild(paths, state, changed), mode: { drafts: false } });
      await r.cleanup;
      return r;
    };

    // A body edit keeps every page where it was: only the post and the pages showing it render.
    await fx.edit(POST, (t) => `${t}\nUm parágrafo novo sobre escovas elétricas.\n`);
    const body = await step([POST]);
    expect(body.rendered).toBeLessThan(body.pages / 4);
    expect(
      await fs.readFile(path.join(paths.dist, 'blog/implante-dentario-passo-a-passo/index.html'), 'utf8'),
    ).toContain('escovas elétricas');

    // A new date moves a post to the top of the lists (without its update date, now before it).
    const newest = async () =>
      /<li class="card post-card[^"]*">[\s\S]*?href="\/blog\/([a-z-]+)\/"/.exec(
        await fs.readFile(path.join(paths.dist, 'blog/index.html'), 'utf8'),
      )?.[1];
    expect(await newest()).not.toBe('implante-dentario-passo-a-passo');
    await fx.edit(POST, (t) => t.replace(/^date: .*$/m, 'date: 2026-11-01').replace(/^updated: .*\n/m, ''));
    await step([POST]);
    expect(await newest()).toBe('implante-dentario-passo-a-passo');

    // A post that did not exist before.
    const added = 'content/blog/posts/fio-dental-todos-os-dias/index.pt.md';
    const source = await fs.readFile(path.join(fx.dir, POST), 'utf8');
    await fs.mkdir(path.dirname(path.join(fx.dir, added)), { recursive: true });
    await fs.writeFile(path.join(fx.dir, added), source.replace(/^title: .*$/m, 'title: "Fio dental todos os dias"'));
    const grown = await step([added]);
    expect(grown.written).toContain('blog/fio-dental-todos-os-dias/index.html');

    const incremental = withoutCopies(await treeHashes(paths.dist));
    const fullDist = path.join(fx.dir, 'dist-full');
    await build({ ...paths, dist: fullDist }, false);
    // Watch mode writes no compressed copies (those of the first build stay for unchanged files,
    // and a changed file loses its own): every other file is the full build's, byte for byte.
    const full = withoutCopies(await treeHashes(fullDist));
    expect(differing(incremental, full)).toEqual([]);
  }, 180_000);
});
