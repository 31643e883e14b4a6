/**
 * Every issue the build can report is an entry of the catalogue, made by makeIssue: a code the
 * catalogue lacks, an issue written as an object literal elsewhere, or a dead entry fails here.
 * The type of makeIssue's code (keyof typeof CATALOG) already refuses unknown codes at compile
 * time; this test also catches what the types cannot see (hand-made objects, spreads, dead codes).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../pipeline/config';
import { CATALOG, makeIssue } from '../../pipeline/error-catalog';

/** The module that holds the catalogue and the constructor: the only place an issue object is written. */
const CATALOGUE_MODULE = 'pipeline/error-catalog.ts';
/** Source folders of the build, the templates and the shared model. */
const SCANNED = ['pipeline', 'editor', 'model', 'templates', 'islands', 'build.ts'];
/** Entries kept although nothing emits them today, with the reason. */
const UNUSED_ON_PURPOSE: Partial<Record<keyof typeof CATALOG, string>> = {};

/** Properties that make an object with a `code` an editor issue (zod's `{ code: 'custom', message }` is not one). */
const ISSUE_FIELDS = new Set(['severity', 'title', 'hint', 'frame']);
const CODE_LIKE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;

interface Scan {
  codes: { code: string; at: string }[];
  violations: string[];
}

function scanSource(file: string, text: string): Scan {
  const sf = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: Scan = { codes: [], violations: [] };
  const inCatalogue = file === CATALOGUE_MODULE;
  const where = (node: ts.Node): string => `${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;
  const isMakeIssue = (node: ts.Node): node is ts.CallExpression =>
    ts.isCallExpression(node) &&
    ((ts.isIdentifier(node.expression) && node.expression.text === 'makeIssue') ||
      (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'makeIssue'));
  /** The codes a constructor's first argument can be: literals, or a choice between literals. */
  const literalCodes = (e: ts.Expression): string[] | undefined => {
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e.text];
    // A cast does not change the code that reaches the editor ('X' as 'Y' is still X).
    if (
      ts.isParenthesizedExpression(e) ||
      ts.isAsExpression(e) ||
      ts.isSatisfiesExpression(e) ||
      ts.isTypeAssertionExpression(e)
    )
      return literalCodes(e.expression);
    if (ts.isConditionalExpression(e)) {
      const a = literalCodes(e.whenTrue);
      const b = literalCodes(e.whenFalse);
      return a && b ? [...a, ...b] : undefined;
    }
    return undefined;
  };
  const visit = (node: ts.Node): void => {
    if (isMakeIssue(node)) {
      const first = node.arguments[0];
      const codes = first ? literalCodes(first) : undefined;
      if (codes) for (const code of codes) out.codes.push({ code, at: where(node) });
      else out.violations.push(`${where(node)}: makeIssue's code is not written as a literal, so it cannot be checked`);
    }
    if (ts.isObjectLiteralExpression(node)) {
      const names = node.properties.map((p) =>
        p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined,
      );
      const codeProp = node.properties.find((_p, i) => names[i] === 'code');
      if (codeProp && ts.isPropertyAssignment(codeProp)) {
        for (const code of literalCodes(codeProp.initializer) ?? [])
          if (CODE_LIKE.test(code)) out.codes.push({ code, at: where(codeProp) });
      }
      const looksLikeIssue = codeProp && names.some((n) => n !== undefined && ISSUE_FIELDS.has(n));
      if (looksLikeIssue && !inCatalogue)
        out.violations.push(`${where(node)}: an issue object is written by hand; use makeIssue with a catalogue entry`);
      for (const p of node.properties) {
        if (ts.isSpreadAssignment(p) && isMakeIssue(p.expression)) {
          out.violations.push(
            `${where(p)}: an issue made by makeIssue is copied and changed; put the words in the catalogue instead`,
          );
        }
      }
    }
    if (ts.isIdentifier(node) && node.text === 'CATALOG' && !inCatalogue) {
      out.violations.push(`${where(node)}: the catalogue is read directly; issues are made with makeIssue`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

function sources(entry: string): string[] {
  const abs = path.join(ROOT, entry);
  if (fs.statSync(abs).isFile()) return [entry];
  return fs.readdirSync(abs, { withFileTypes: true }).flatMap((e) => {
    const rel = `${entry}/${e.name}`;
    if (e.isDirectory()) return sources(rel);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [rel] : [];
  });
}

function scanTree(): Scan {
  const all: Scan = { codes: [], violations: [] };
  for (const file of SCANNED.flatMap(sources)) {
    const s = scanSource(file, fs.readFileSync(path.join(ROOT, file), 'utf8'));
    all.codes.push(...s.codes);
    all.violations.push(...s.violations);
  }
  return all;
}

const known = new Set(Object.keys(CATALOG));

describe('error catalogue', () => {
  const tree = scanTree();

  it('finds the constructor calls (the scan reads the real tree)', () => {
    expect(tree.codes.length).toBeGreaterThan(40);
  });

  it('every code the build can emit is in the catalogue', () => {
    const unknown = tree.codes.filter((c) => !known.has(c.code)).map((c) => `${c.at}: ${c.code}`);
    expect(unknown).toEqual([]);
  });

  it('issues are made only by makeIssue, with literal codes', () => {
    expect(tree.violations).toEqual([]);
  });

  it('every catalogue entry is emitted somewhere, or kept on purpose', () => {
    const used = new Set(tree.codes.map((c) => c.code));
    const dead = [...known].filter((code) => !used.has(code) && !(code in UNUSED_ON_PURPOSE));
    expect(dead).toEqual([]);
    // The list of exceptions stays honest: an entry in use leaves it.
    expect(Object.keys(UNUSED_ON_PURPOSE).filter((code) => used.has(code))).toEqual([]);
  });

  it('every entry has a title, a severity, and renders its words through makeIssue', () => {
    for (const [code, e] of Object.entries(CATALOG)) {
      expect(['error', 'warning'], code).toContain(e.severity);
      if (typeof e.pt.title === 'string') expect(e.pt.title.length, code).toBeGreaterThan(0);
    }
    const issue = makeIssue(
      'TOO_LONG',
      { field: 'title', length: 70, limit: 65 },
      'content/x/pt.md',
      { line: 3, col: 1 },
      'a\nb\ntitle: x\n',
      0,
    );
    expect(issue).toMatchObject({
      code: 'TOO_LONG',
      severity: 'warning',
      file: 'content/x/pt.md',
      line: 3,
      col: 1,
      title: 'The title is long for search results',
      message: 'It has 70 characters; search engines show about 65.',
      hint: 'Shorten the title, keeping the most important words first.',
    });
    expect(issue.frame).toContain('> 3 | title: x');
  });

  it('the scan catches planted mistakes', () => {
    const planted = scanSource(
      'pipeline/validate/planted.ts',
      [
        "issues.push({ code: 'NOT_IN_CATALOGUE' as 'YAML_TAB', severity: 'error', file, title: 't', message: 'm', hint: 'h' });",
        "issues.push({ code, severity: 'error', file, title: 't', message: 'm', hint: 'h' });",
        'issues.push(makeIssue(code, {}, file));',
        "issues.push(makeIssue('NO_SUCH_CODE', {}, file));",
        "issues.push({ ...makeIssue('YAML_TAB', {}, file), message: 'other words' });",
        'const title = CATALOG.YAML_TAB.title;',
        "ctx.addIssue({ code: 'custom', message: problem });",
      ].join('\n'),
    );
    expect(planted.codes.map((c) => c.code)).toEqual(['NOT_IN_CATALOGUE', 'NO_SUCH_CODE', 'YAML_TAB']);
    expect(planted.codes.filter((c) => !known.has(c.code)).map((c) => c.code)).toEqual([
      'NOT_IN_CATALOGUE',
      'NO_SUCH_CODE',
    ]);
    expect(planted.violations.map((v) => v.replace(/:.*?: /, ': '))).toEqual([
      'pipeline/validate/planted.ts: an issue object is written by hand; use makeIssue with a catalogue entry',
      'pipeline/validate/planted.ts: an issue object is written by hand; use makeIssue with a catalogue entry',
      "pipeline/validate/planted.ts: makeIssue's code is not written as a literal, so it cannot be checked",
      'pipeline/validate/planted.ts: an issue made by makeIssue is copied and changed; put the words in the catalogue instead',
      'pipeline/validate/planted.ts: the catalogue is read directly; issues are made with makeIssue',
    ]);
    // The catalogue module itself writes the one issue literal.
    expect(
      scanSource(CATALOGUE_MODULE, "const i = { code, severity: e.severity, file, title: 't' };").violations,
    ).toEqual([]);
  });
});
