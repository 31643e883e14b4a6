/**
 * Data flows one way. Pipeline stages import only earlier stages, types included; no two
 * files import each other, even through others and even for a type only (the build state
 * composes the stages' caches, no stage imports it back); templates, islands and the shared
 * model never load build code (they may name its types); templates and islands never touch
 * the file system or the network.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../pipeline/config';
import { STAGES as STAGE_NAMES } from '../../pipeline/stages';
import { PAGE_KINDS } from '../../pipeline/content-types';
import { circles, importGraph, importsIn, sourceFiles } from '../support/imports';

const walk = (dir: string): string[] => sourceFiles(ROOT, dir);

/** Modules a file loads when it runs: type-only imports and exports are left out. */
const runtimeImports = (source: string, fileName = 'x.ts'): string[] =>
  importsIn(source, fileName).flatMap((i) => (i.typeOnly ? [] : [i.spec]));

/** The top folder (model, pipeline, templates, islands...) or pipeline sub-folder a relative import reaches. */
function target(file: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  return path
    .relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), spec))
    .split(path.sep)
    .join('/');
}

const importsOf = (file: string) =>
  runtimeImports(fs.readFileSync(path.join(ROOT, file), 'utf8'), file).flatMap((s) => target(file, s) ?? []);
/** Every import, type-only ones included. */
const allImportsOf = (file: string) =>
  importsIn(fs.readFileSync(path.join(ROOT, file), 'utf8'), file).flatMap((i) => target(file, i.spec) ?? []);

/** A read into one page of a kind's documents (`site.pages.posts[slug]…`); listing a whole kind is not one. */
const DOCUMENT_LOOKUP = new RegExp(`\\bpages(\\.(${PAGE_KINDS.join('|')})\\s*(\\?\\.|\\.|\\[)|\\s*\\[)`);

const OWN_CODE = ['pipeline', 'editor', 'model', 'templates', 'islands', 'scripts'];

/** The stage folders in the order the build runs them (stages.ts), then what writes the outputs. */
const STAGES = [...STAGE_NAMES, 'outputs'];

describe('architecture', () => {
  it('no import circle, type imports included', () => {
    const files = [...OWN_CODE.flatMap(walk), 'build.ts'];
    const found = circles(importGraph(ROOT, files));
    console.log(
      `import graph: ${files.length} files, ${found.length} circles${found.map((c) => `\n  ${c.join(' -> ')}`).join('')}`,
    );
    expect(found).toEqual([]);
  });

  it('the circle check finds a circle of type-only imports (a planted one)', () => {
    const root = path.join(ROOT, 'tests/fixtures/import-circle');
    expect(
      circles(
        importGraph(
          root,
          walk('tests/fixtures/import-circle/pipeline').map((f) => path.relative('tests/fixtures/import-circle', f)),
        ),
      ),
    ).toEqual([['pipeline/load/load.ts', 'pipeline/state.ts']]);
  });

  it('each stage of the sequence has its folder of the same name in pipeline/', () => {
    for (const stage of STAGES)
      expect(fs.existsSync(path.join(ROOT, 'pipeline', stage)), `pipeline/${stage}/`).toBe(true);
  });

  it('each pipeline stage imports only from stages before it, types included', () => {
    for (const [i, stage] of STAGES.entries()) {
      const later = STAGES.slice(i + 1);
      for (const file of walk(`pipeline/${stage}`)) {
        for (const t of allImportsOf(file)) {
          const [top, sub] = t.split('/');
          if (top === 'pipeline') expect(later, `${file} imports ${t}`).not.toContain(sub);
        }
      }
    }
  });

  it('templates load only templates, islands and the shared model: build code reaches them as data and types', () => {
    for (const file of walk('templates')) {
      for (const t of importsOf(file))
        expect(['templates', 'islands', 'model'], `${file} imports ${t}`).toContain(t.split('/')[0]);
    }
  });

  it('templates name types only from templates/ and the model (model/site.ts, model/page.ts), never from build code', () => {
    for (const file of walk('templates')) {
      for (const t of allImportsOf(file))
        expect(['templates', 'islands', 'model'], `${file} imports ${t}`).toContain(t.split('/')[0]);
    }
  });

  it('the model reaches build code only where it names the shapes it outputs (model/site.ts, model/page.ts), types only', () => {
    const facades = ['model/site.ts', 'model/page.ts'];
    for (const file of walk('model')) {
      if (facades.includes(file)) continue;
      for (const t of allImportsOf(file)) expect(t.split('/')[0], `${file} imports ${t}`).toBe('model');
    }
    // The route table's shape is the model's own: it names no module of the build.
    expect(allImportsOf('model/route.ts').filter((t) => !t.startsWith('model/'))).toEqual([]);
  });

  it('islands load only islands and the shared model', () => {
    for (const file of walk('islands')) {
      for (const t of importsOf(file)) expect(['islands', 'model'], `${file} imports ${t}`).toContain(t.split('/')[0]);
    }
  });

  it('the shared model loads nothing but itself', () => {
    for (const file of walk('model')) {
      for (const t of importsOf(file)) expect(t.split('/')[0], `${file} imports ${t}`).toBe('model');
    }
  });

  it('the import rule sees through type-only imports and catches real ones', () => {
    expect(runtimeImports("import type { A } from '../pipeline/a';\nimport { type B } from '../pipeline/b';")).toEqual(
      [],
    );
    expect(
      runtimeImports("import { type B, c } from '../pipeline/b';\nexport { d } from './d';\nconst m = import('./e');"),
    ).toEqual(['../pipeline/b', './d', './e']);
    expect(runtimeImports("import {\n  a,\n  b,\n} from '../pipeline/multi';")).toEqual(['../pipeline/multi']);
  });

  it('templates and islands never touch the file system or the network', () => {
    for (const file of [...walk('templates'), ...walk('islands'), ...walk('model')]) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      expect(text, file).not.toMatch(/from 'node:(fs|http|https|net)|from 'fs'|fetch\(/);
    }
  });

  it('only stages.ts runs the stages: the build, the check and the preview call runStages', () => {
    const stageFunctions =
      /\b(loadSources|validateSite|buildRoutes|checkPages|renderContent|processImages|renderPages)\b/;
    const callers = [...OWN_CODE.flatMap(walk), 'build.ts'].filter(
      (f) => !STAGES.some((s) => f.startsWith(`pipeline/${s}/`)) && f !== 'pipeline/stages.ts',
    );
    for (const file of callers)
      expect(fs.readFileSync(path.join(ROOT, file), 'utf8'), file).not.toMatch(stageFunctions);
    for (const file of ['pipeline/index.ts', 'pipeline/dev/check.ts', 'editor/server/preview.ts'])
      expect(fs.readFileSync(path.join(ROOT, file), 'utf8'), file).toMatch(/runStages\(/);
  });

  it("templates take every page's address from the route table: they apply no URL rule (chat links come made with the page)", () => {
    for (const file of walk('templates'))
      expect(fs.readFileSync(path.join(ROOT, file), 'utf8'), file).not.toMatch(
        /\b(localizedPath|outputPathFor|absoluteUrl|SLUGS|sectionLink|feedPath|chatLink)\b/,
      );
  });

  it("templates read the clinic's texts bound to the page's language (copy): none picks a language itself", () => {
    for (const file of walk('templates'))
      expect(fs.readFileSync(path.join(ROOT, file), 'utf8'), file).not.toMatch(/\b(homeText|siteText)\b/);
  });

  it("templates receive each page's Markdown documents with the page (doc, docIn): none looks one up by language", () => {
    for (const file of walk('templates'))
      expect(fs.readFileSync(path.join(ROOT, file), 'utf8'), file).not.toMatch(DOCUMENT_LOOKUP);
  });

  it('the document rule catches a lookup by language and lets a whole kind be listed', () => {
    for (const lookup of [
      "site.pages.treatments[route.props.slug ?? '']?.[route.lang]",
      'site.pages.legal.privacy?.[lang]',
      'site.pages.recommendations[slug]?.pt',
      'page.site.pages.posts [slug]',
      'site.pages[kind][slug]',
    ])
      expect(lookup).toMatch(DOCUMENT_LOOKUP);
    expect('Object.values(site.pages.posts).flatMap((byLang) => byLang)').not.toMatch(DOCUMENT_LOOKUP);
  });

  it('content mistakes are found before rendering: render/ reports none but a translation the page does not fill in', () => {
    const reporting = [...walk('pipeline/content'), ...walk('pipeline/images'), ...walk('pipeline/render')].filter(
      (f) => /\bmakeIssue\(|\bimageIssue\(/.test(fs.readFileSync(path.join(ROOT, f), 'utf8')),
    );
    // images.ts reports a picture that cannot be read while it is encoded (stage images, before pages).
    expect(reporting.sort()).toEqual(['pipeline/images/images.ts', 'pipeline/render/i18n.ts']);
  });

  it('runBuild reads as its table of contents: a handful of options, and it never runs itself again', () => {
    const source = fs.readFileSync(path.join(ROOT, 'pipeline/index.ts'), 'utf8');
    const declared = fs.readFileSync(path.join(ROOT, 'pipeline/build-options.ts'), 'utf8');
    const options = /export interface BuildOptions \{([^}]*)\}/.exec(declared)?.[1] ?? '';
    const fields = options.split('\n').filter((line) => /^\s*\w+\??:/.test(line));
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.length, fields.join('\n')).toBeLessThanOrEqual(5);
    // Its declaration is the one mention: a reason to build again is decided before the pages are chosen.
    expect(source.match(/\brunBuild\(/g)).toHaveLength(1);
  });

  it('build.ts stays a thin entry', () => {
    // Lines as the formatter wraps them at 120 columns.
    expect(fs.readFileSync(path.join(ROOT, 'build.ts'), 'utf8').split('\n').length).toBeLessThan(80);
  });
});
