/**
 * `npm run build` keeps what each file's checks concluded (validate/verdicts.ts), so an
 * unchanged file is not checked again; a change to what a check compares the file with must
 * still reach it. Each test changes ANOTHER file of an already built site, and expects the
 * unchanged file to be refused (or warned about) exactly as a build with nothing kept reports
 * it; and a refused build leaves dist/ as it was. On the fixture clinic (tests/fixtures/clinic),
 * built once for the file (tests/support/shared-site.ts: each test's content is put back after
 * it, and the next build must give the first build's site, byte for byte, from what was kept).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBuild, snapshotStore } from '../../pipeline/index';
import { BuildFailed, type ContentIssue } from '../../pipeline/errors';
import type { Paths } from '../../pipeline/config';
import { markTranslations } from '../../pipeline/dev/translations';
import type { Fixture } from '../support/fixture';
import { sharedSite } from '../support/shared-site';
import { treeHashes } from '../support/tree';

/** A build as `npm run build` runs it: a new state read back from the cache folder. */
async function build(paths: Paths, warnings: string[] = []): Promise<ContentIssue[] | undefined> {
  try {
    const r = await runBuild({
      paths,
      from: { store: snapshotStore(paths) },
      report: { warn: (t) => warnings.push(t) },
    });
    await r.cleanup;
    return undefined;
  } catch (error) {
    if (error instanceof BuildFailed) return error.issues;
    throw error;
  }
}

const builtSite = sharedSite(async (fx) => expect(await build(fx.paths)).toBeUndefined());

let afresh = 0;
/** What a build that keeps nothing (an empty state, no cache folder) reports for the same content. */
async function reportedAfresh(fx: Fixture): Promise<ContentIssue[] | undefined> {
  const n = afresh++;
  const paths = {
    ...fx.paths,
    cache: path.join(fx.dir, `nothing-kept-${n}`),
    dist: path.join(fx.dir, `dist-afresh-${n}`),
  };
  try {
    await (await runBuild({ paths })).cleanup;
    return undefined;
  } catch (error) {
    if (error instanceof BuildFailed) return error.issues;
    throw error;
  } finally {
    await fs.rm(paths.cache, { recursive: true, force: true });
    await fs.rm(paths.dist, { recursive: true, force: true });
  }
}

const where = (issues: readonly ContentIssue[] | undefined): string[] =>
  (issues ?? []).map((i) => `${i.code} ${i.file}:${i.line ?? ''}:${i.col ?? ''}`).sort();

/** Makes `change` (to files other than `unchanged`) to the built site, builds again: refused at each of `unchanged`, as a build keeping nothing refuses it. */
async function refusedAfter(
  change: (fx: Fixture) => Promise<unknown>,
  unchanged: readonly string[],
  code: ContentIssue['code'],
): Promise<void> {
  const { fx } = await builtSite();
  const before = await treeHashes(fx.paths.dist);
  const texts = await Promise.all(unchanged.map((f) => fx.read(f)));
  await change(fx);
  expect(await Promise.all(unchanged.map((f) => fx.read(f)))).toEqual(texts);
  const issues = await build(fx.paths);
  for (const file of unchanged)
    expect(
      issues?.filter((i) => i.file === file).map((i) => i.code),
      file,
    ).toContain(code);
  expect(where(issues)).toEqual(where(await reportedAfresh(fx)));
  // Refused: dist/ is the last good build, whole.
  expect(await treeHashes(fx.paths.dist)).toEqual(before);
}

describe('checks kept between builds', () => {
  it('a term added to the glossary is refused in an unchanged page of its language', async () => {
    await refusedAfter(
      (fx) => fx.edit('content/glossary/en.yaml', (t) => `${t}  - use: evaluation\n    avoid:\n      - assessment\n`),
      ['content/blog/posts/ortodontia-em-adultos/index.en.md'],
      'GLOSSARY_AVOID',
    );
  }, 120_000);

  it('a specialty no member holds any more is refused in the unchanged texts and every unchanged post that name its specialists', async () => {
    await refusedAfter(
      (fx) =>
        fx.edit('content/team.yaml', (t) =>
          t.replace('      - orthodontics\n', '      - cbd\n').replace('specialty: orthodontics', 'specialty: cbd'),
        ),
      ['content/home/index.en.yaml', 'content/blog/posts/ortodontia-em-adultos/index.pt.md'],
      'SPECIALTY_NOT_HELD',
    );
  }, 120_000);

  it('a post that asks for health details by message is refused by every build until it is fixed', async () => {
    const { fx } = await builtSite();
    const post = 'content/blog/posts/ortodontia-em-adultos/index.pt.md';
    await fx.edit(post, (t) => `${t}\nSe o aparelho machucar, envie uma foto da bochecha pelo WhatsApp.\n`);
    const asked = (issues: readonly ContentIssue[] | undefined) =>
      issues?.filter((i) => i.file === post).map((i) => i.code);
    expect(asked(await build(fx.paths))).toEqual(['HEALTH_DETAILS_BY_MESSAGE']);
    // Another post changes: the one that asks is still refused, as a build keeping nothing refuses it.
    await fx.edit(
      'content/blog/posts/implante-dentario-passo-a-passo/index.pt.md',
      (t) => `${t}\nMais um parágrafo.\n`,
    );
    const issues = await build(fx.paths);
    expect(asked(issues)).toEqual(['HEALTH_DETAILS_BY_MESSAGE']);
    expect(where(issues)).toEqual(where(await reportedAfresh(fx)));
  }, 120_000);

  it('a text taken out of the Portuguese reference is one too many in the unchanged translations', async () => {
    await refusedAfter(
      (fx) => fx.edit('content/home/index.pt.yaml', (t) => t.replace(/^ {4}q8:\n( {6}.*\n)+/m, '')),
      ['content/home/index.de.yaml'],
      'TEXT_EXTRA',
    );
  }, 120_000);

  it('a post removed breaks the link an unchanged post has to it', async () => {
    const { fx } = await builtSite();
    const linking = 'content/blog/posts/ortodontia-em-adultos/index.pt.md';
    await fx.edit(
      linking,
      (t) => `${t}\nVeja também [o implante passo a passo](/blog/implante-dentario-passo-a-passo/).\n`,
    );
    expect(await build(fx.paths)).toBeUndefined();
    await fs.rm(path.join(fx.dir, 'content/blog/posts/implante-dentario-passo-a-passo'), { recursive: true });
    const issues = await build(fx.paths);
    expect(issues?.some((i) => i.file === linking && i.severity === 'error')).toBe(true);
    expect(where(issues)).toEqual(where(await reportedAfresh(fx)));
  }, 120_000);

  it('a changed Portuguese text makes its unchanged translations "to review", and the warning is said again by the builds after', async () => {
    const { fx } = await builtSite();
    await fx.edit('content/blog/posts/ortodontia-em-adultos/index.pt.md', (t) =>
      t.replace('Muita gente acredita', 'Muitas pessoas acreditam'),
    );
    const first: string[] = [];
    expect(await build(fx.paths, first)).toBeUndefined();
    expect(first.join('\n')).toContain('content/blog/posts/ortodontia-em-adultos/index.en.md');
    // Another file changes: the translations' verdict is the kept one, and still says so.
    await fx.edit(
      'content/blog/posts/implante-dentario-passo-a-passo/index.pt.md',
      (t) => `${t}\nMais um parágrafo.\n`,
    );
    const again: string[] = [];
    expect(await build(fx.paths, again)).toBeUndefined();
    expect(again).toEqual(first);
    // Marked as reviewed (content/translations.yaml changes, not the translation): that warning goes.
    await markTranslations(fx.dir, [{ file: 'content/blog/posts/ortodontia-em-adultos/index.en.md' }]);
    const marked: string[] = [];
    expect(await build(fx.paths, marked)).toBeUndefined();
    expect(marked.join('\n')).not.toContain('content/blog/posts/ortodontia-em-adultos/index.en.md');
    expect(marked.join('\n')).toContain('content/blog/posts/ortodontia-em-adultos/index.de.md');
  }, 120_000);
});
