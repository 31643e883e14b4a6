/**
 * Data flows one way. Pipeline stages import only earlier stages; templates, islands and the
 * shared model never load build code (types are free: they vanish when compiled); templates
 * and islands never touch the file system or the network.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../pipeline/config';

function walk(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
}

/** Modules a file loads when it runs: type-only imports and exports are left out. */
export function runtimeImports(source: string, fileName = 'x.ts'): string[] {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const allTypes =
        clause?.isTypeOnly ||
        (clause && !clause.name && named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly));
      if (!allTypes) out.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.exportClause;
      const allTypes = node.isTypeOnly || (named && ts.isNamedExports(named) && named.elements.every((e) => e.isTypeOnly));
      if (!allTypes) out.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      out.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** The top folder (model, pipeline, templates, islands...) or pipeline sub-folder a relative import reaches. */
function target(file: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  return path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), spec)).split(path.sep).join('/');
}

const importsOf = (file: string) => runtimeImports(fs.readFileSync(path.join(ROOT, file), 'utf8'), file).flatMap((s) => target(file, s) ?? []);

const STAGES = ['source', 'validate', 'routes', 'render', 'outputs'];

describe('architecture', () => {
  it('each pipeline stage imports only from stages before it', () => {
    for (const [i, stage] of STAGES.entries()) {
      const later = STAGES.slice(i + 1);
      for (const file of walk(`pipeline/${stage}`)) {
        for (const t of importsOf(file)) {
          const [top, sub] = t.split('/');
          if (top === 'pipeline') expect(later, `${file} imports ${t}`).not.toContain(sub);
        }
      }
    }
  });

  it('templates load only templates, islands and the shared model: build code reaches them as data and types', () => {
    for (const file of walk('templates')) {
      for (const t of importsOf(file)) expect(['templates', 'islands', 'model'], `${file} imports ${t}`).toContain(t.split('/')[0]);
    }
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
    expect(runtimeImports("import type { A } from '../pipeline/a';\nimport { type B } from '../pipeline/b';")).toEqual([]);
    expect(runtimeImports("import { type B, c } from '../pipeline/b';\nexport { d } from './d';\nconst m = import('./e');")).toEqual(['../pipeline/b', './d', './e']);
    expect(runtimeImports("import {\n  a,\n  b,\n} from '../pipeline/multi';")).toEqual(['../pipeline/multi']);
  });

  it('templates and islands never touch the file system or the network', () => {
    for (const file of [...walk('templates'), ...walk('islands'), ...walk('model')]) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      expect(text, file).not.toMatch(/from 'node:(fs|http|https|net)|from 'fs'|fetch\(/);
    }
  });

  it('build.ts stays a thin entry', () => {
    expect(fs.readFileSync(path.join(ROOT, 'build.ts'), 'utf8').split('\n').length).toBeLessThan(60);
  });
});
