/**
 * A new kind of page is its declaration, its schema and its template: a kind the site does
 * not have (tests/fixtures/page-kind: a page per question) is added to the declarations and
 * the template map as content-types.ts and templates/index.ts take them, nothing else, and a
 * small copy of the site with two such pages is built. Its pages are routed, rendered in their
 * languages, listed in the sitemap, and the editor has its collection.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeFixture, type Fixture } from '../support/fixture';

vi.mock('../../pipeline/content-types', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../pipeline/content-types')>();
  const { questions } = await import('../fixtures/page-kind/kind');
  return { ...real, ...real.deriveKinds({ ...real.PAGE_KIND_DECLARATIONS, questions }, real.FILE_TYPES) };
});
vi.mock('../../templates/index', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../templates/index')>();
  const { questionPage } = await import('../fixtures/page-kind/QuestionPage');
  return { ...real, TEMPLATES: { ...real.TEMPLATES, question: questionPage } };
});

const { runBuild } = await import('../../pipeline/index');
const { DECLARATIONS } = await import('../../editor/server/collections');

let fx: Fixture;
const read = (file: string) => fs.readFile(path.join(fx.paths.dist, file), 'utf8');

beforeAll(async () => {
  fx = await makeFixture();
  await fs.cp(path.join(import.meta.dirname, '../fixtures/page-kind/content'), path.join(fx.dir, 'content'), {
    recursive: true,
  });
  await runBuild({ paths: fx.paths });
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
});
