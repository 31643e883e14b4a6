/**
 * A new kind of page is its declaration, its schema, its template and its content: two kinds
 * the site does not have (tests/fixtures/page-kind: a Markdown page per question, and the
 * clinic's notices written in YAML, a file per language) are added to the declarations and
 * the template map as content-types.ts, content-files.ts and templates/index.ts take them,
 * nothing else, and a small copy of the site with such pages is built. Their pages are routed,
 * rendered in their languages, listed in the sitemap, checked with file and line (placeholders
 * and stand-in marks too), rendered again only when their own file changes, and the editor has
 * their collections. A YAML kind holding every language side by side in one file
 * (content/faixa.yaml) has its translations followed as site.yaml's are.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeFixture, type Fixture } from '../support/fixture';
import type { BuildResult } from '../../pipeline/index';
import { BuildFailed } from '../../pipeline/errors';

vi.mock('../../pipeline/content-types', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../pipeline/content-types')>();
  const { questions } = await import('../fixtures/page-kind/kind');
  const { bannerFiles, noticeFiles, noticePage } = await import('../fixtures/page-kind/notices');
  return {
    ...real,
    ...real.deriveKinds(
      { ...real.PAGE_KIND_DECLARATIONS, questions, notices: noticePage },
      { ...real.FILE_TYPES, notices: noticeFiles, banner: bannerFiles },
    ),
  };
});
vi.mock('../../templates/index', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../templates/index')>();
  const { questionPage } = await import('../fixtures/page-kind/QuestionPage');
  const { noticesPage } = await import('../fixtures/page-kind/NoticesPage');
  return { ...real, TEMPLATES: { ...real.TEMPLATES, question: questionPage, notices: noticesPage } };
});

const { runBuild } = await import('../../pipeline/index');
const { DECLARATIONS } = await import('../../editor/server/collections');
const { loadSources } = await import('../../pipeline/load/load');
const { placeholdersInTexts } = await import('../../pipeline/validate/placeholders');
const { findStandIns } = await import('../../pipeline/launch/stand-ins');
const { checkContent } = await import('../../pipeline/dev/check');
const { markTranslations, translationStatus, translationsChanged } = await import('../../pipeline/dev/translations');

let fx: Fixture;
let built: BuildResult;
const read = (file: string) => fs.readFile(path.join(fx.paths.dist, file), 'utf8');

beforeAll(async () => {
  fx = await makeFixture();
  await fs.cp(path.join(import.meta.dirname, '../fixtures/page-kind/content'), path.join(fx.dir, 'content'), {
    recursive: true,
  });
  built = await runBuild({ paths: fx.paths });
}, 180_000);
afterAll(() => fx?.remove());

describe('a kind of page added by its declaration, schema and template', () => {
  it('renders each page in the languages it is written in, with its own text', async () => {
    const pt = await read('perguntas/horario/index.html');
    expect(pt).toContain('<h1>A clínica abre aos sábados?</h1>');
    expect(pt).toContain('Sim, aos sábados pela manhã.');
    expect(pt).toContain('hreflang="en" href="https://');
    const en = await read('en/perguntas/horario/index.html');
    expect(en).toContain('<h1>Is the clinic open on Saturdays?</h1>');
    await expect(read('de/perguntas/horario/index.html')).rejects.toThrow();
  });

  it('lists its pages in the sitemap', async () => {
    expect(await read('sitemap.xml')).toMatch(/\/perguntas\/horario\/<\/loc>/);
  });

  it('gives it a collection in the editor', () => {
    expect(DECLARATIONS.some((d) => d.kind === 'pages' && d.name === 'questions' && d.folder === 'faqs')).toBe(true);
  });

  it('has its pages read by the advertising rules, as every kind but a legal text is', async () => {
    const file = 'content/faqs/horario/index.pt.md';
    const before = await fx.edit(file, (t) => t);
    await fx.edit(file, (t) => `${t.trimEnd()}\n\nSomos a melhor clínica da Lapa.\n`);
    try {
      const { errors } = await checkContent(fx.paths);
      expect(errors.filter((i) => i.file === file).map((i) => [i.code, i.line])).toEqual([['ADVERTISING_CLAIM', 8]]);
    } finally {
      await fx.edit(file, () => before);
    }
  });
});

describe('a kind of page written in YAML, added by its declarations, schema and template', () => {
  it('renders its page in each language that has its file, right to left in Arabic', async () => {
    const pt = await read('avisos/index.html');
    expect(pt).toContain('<h1>Avisos</h1>');
    expect(pt).toContain('Nenhum aviso no momento.');
    expect(pt).toContain('hreflang="de" href="https://');
    expect(await read('en/avisos/index.html')).toContain('<h1>Notices</h1>');
    const ar = await read('ar/avisos/index.html');
    expect(ar).toMatch(/<html[^>]*dir="rtl"/);
    expect(ar).toContain('لا توجد إشعارات في الوقت الحالي.');
    expect(await read('sitemap.xml')).toMatch(/\/avisos\/<\/loc>/);
  });

  it('gives it a collection in the editor, a file per language side by side', () => {
    expect(DECLARATIONS.some((d) => d.kind === 'texts' && d.name === 'notices' && d.folder === 'avisos')).toBe(true);
  });

  it('renders again only the page its file feeds, and no page for an edit of a file it does not read', async () => {
    await fx.edit('content/avisos/index.en.yaml', (t) => t.replace('No notices', 'No notice'));
    const edited = await runBuild({
      paths: fx.paths,
      from: { state: built.state, changed: ['content/avisos/index.en.yaml'] },
    });
    await edited.cleanup;
    // Its language versions are one page (one route id): they are rendered together.
    expect(edited.rendered).toBe(edited.state.dist.routes.filter((r) => r.id === 'notices').length);
    expect(await read('en/avisos/index.html')).toContain('No notice at the moment.');
    // team.yaml: the pages that read it (home, owners, treatments, posts) and none of the notices.
    await fx.edit('content/team.yaml', (t) => `${t}\n# edited\n`);
    const team = await runBuild({ paths: fx.paths, from: { state: edited.state, changed: ['content/team.yaml'] } });
    await team.cleanup;
    const routes = team.state.dist.routes;
    const readers = routes.filter((r) => r.sources.includes('content/team.yaml'));
    expect(readers.length).toBeGreaterThan(0);
    expect(readers.some((r) => r.id === 'notices')).toBe(false);
    expect(team.rendered).toBe(readers.length);
  });

  it('refuses a mistake in its file with the file and line', async () => {
    await fx.edit('content/avisos/index.es.yaml', (t) => t.replace(/^title: .*$/m, "title: ''"));
    const failed = await runBuild({ paths: fx.paths }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(BuildFailed);
    const issues = failed instanceof BuildFailed ? failed.issues : [];
    expect(issues.some((i) => i.file === 'content/avisos/index.es.yaml' && i.line === 1)).toBe(true);
  });

  it('has its placeholders and its stand-in marks found, as every declared file has', async () => {
    const file = 'content/avisos/index.de.yaml';
    await fx.edit(file, () => 'title: Hinweise\ntext: Rufen Sie {{site.phone}} an.\nstand_in:\n  title: Hinweise\n');
    const raw = await loadSources(fx.paths);
    const placeholders = placeholdersInTexts(raw).filter((i) => i.file === file);
    expect(placeholders).toEqual([expect.objectContaining({ code: 'PLACEHOLDER_IN_TEXT', line: 2 })]);
    const standIns = findStandIns(raw).standIns.filter((s) => s.file === file);
    expect(standIns).toEqual([expect.objectContaining({ kind: 'fact', field: 'title', line: 1 })]);
  });

  it('has its texts read by the advertising and privacy rules, as every declared text is: each mistake at its line', async () => {
    const pt = 'content/avisos/index.pt.yaml';
    const en = 'content/avisos/index.en.yaml';
    await fx.edit(pt, () => 'title: Avisos\ntext: A melhor clínica da Lapa, consulta por R$ 90.\n');
    await fx.edit(en, () => 'title: Notices\ntext: Send us photos of your symptoms by WhatsApp.\n');
    const { errors } = await checkContent(fx.paths);
    const at = (file: string) => errors.filter((i) => i.file === file).map((i) => [i.code, i.line]);
    expect(at(pt)).toEqual(
      expect.arrayContaining([
        ['PAYMENT_TERMS', 2],
        ['ADVERTISING_CLAIM', 2],
      ]),
    );
    expect(at(en)).toEqual([['HEALTH_DETAILS_BY_MESSAGE', 2]]);
  });
});

describe('a YAML kind holding every language side by side, added by its declaration alone', () => {
  const file = 'content/faixa.yaml';

  it('has a text missing in one language reported as untranslated, linked to its entry in the editor', () => {
    const status = translationStatus(fx.dir).filter((s) => s.text.source === file);
    expect(status.map((s) => s.lang).sort()).toEqual(['ar', 'de', 'en', 'es']);
    expect(status.find((s) => s.lang === 'de')).toMatchObject({
      state: 'review',
      key: 'faixa.yaml#de',
      fields: [{ field: 'text', state: 'missing' }],
    });
    // Written in the others, and never marked as made from this Portuguese: to review.
    for (const s of status.filter((x) => x.lang !== 'de'))
      expect(s.fields).toEqual([{ field: 'text', state: 'review' }]);
    const entry = status[0]?.text.entry;
    expect(
      DECLARATIONS.some(
        (d) => d.kind === 'files' && d.name === entry?.collection && d.files.some((f) => f.name === entry?.slug),
      ),
    ).toBe(true);
  });

  it("has the build's warning at the line of each language to review", async () => {
    const { warnings } = await checkContent(fx.paths);
    const review = warnings.filter((w) => w.code === 'TRANSLATION_TO_REVIEW' && w.file === file);
    expect(review.map((w) => w.line).sort()).toEqual([4, 5, 6]);
  });

  it('has a translation changed in the editor found, and marked when saved', async () => {
    const before = await fs.readFile(path.join(fx.dir, file), 'utf8');
    const after = before.replace("See this week's notices.", 'See the notices of the week.');
    expect(translationsChanged(fx.dir, file, before, after)).toEqual([{ file, lang: 'en', fields: new Set(['text']) }]);
    expect(await markTranslations(fx.dir, [{ file, lang: 'en' }])).toEqual([`${file}#en`]);
    expect(translationStatus(fx.dir).find((s) => s.text.source === file && s.lang === 'en')?.state).toBe('ok');
  });
});
