/**
 * Every word an editor reads comes from the one catalogue: pipeline/error-catalog.ts (the
 * issues, Portuguese first) and pipeline/catalogue/ (labels, the schemas' rule texts, the
 * build's and the editor's own sentences).
 *
 * How a stray text is found: every string, template and JSX text in pipeline/, editor/ and
 * build.ts is read with the TypeScript parser (comments are not strings), and one with a space
 * and a Portuguese marker (an accented letter, or a word such as "não", "página", "campo") is
 * an editor-facing sentence. English ones cannot be told from code by their letters, so the
 * catalogue's entries are checked instead: each issue has Portuguese words, and the build
 * prints those. An English key that labels.ts translates is the catalogue's, not a stray. Files that still hold such sentences are listed with their count, which may
 * only go down (a new sentence anywhere else, or one more in a listed file, fails here).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../pipeline/config';
import { CATALOG, makeIssue } from '../../pipeline/error-catalog';
import { formatIssue } from '../../pipeline/errors';
import { label, sentence } from '../../pipeline/catalogue/labels';

/** The catalogue: the only places an editor-facing sentence is written. */
const CATALOGUE = (file: string): boolean =>
  file === 'pipeline/error-catalog.ts' || file.startsWith('pipeline/catalogue/');
const SCANNED = ['pipeline', 'editor', 'build.ts'];

/** Sentences not moved into the catalogue yet, by file: none are left; a file listed here may only go down. */
const STILL_OUTSIDE: Record<string, number> = {};

const PORTUGUESE = /[ãõçáéíóúâêôà]|\b(não|para|você|uma|está|página|campo|salvo|clique|entrada)\b/i;

/** Whether a text is a sentence an editor reads in Portuguese (not a code, a path or a single word). */
const isEditorSentence = (text: string): boolean => /\S\s+\S/.test(text.trim()) && PORTUGUESE.test(text);

/** The editor-facing sentences of one source file, with their lines. */
function sentencesIn(file: string, source: string): string[] {
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: string[] = [];
  const visit = (n: ts.Node): void => {
    let text: string | undefined;
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) text = n.text;
    else if (ts.isTemplateExpression(n))
      text = [n.head.text, ...n.templateSpans.map((s) => s.literal.text)].join(' … ');
    else if (ts.isJsxText(n)) text = n.text;
    // An English key the label table translates (a schema's hint quoting a Portuguese example) is the catalogue's.
    if (text !== undefined && isEditorSentence(text) && sentence(text) === text && label(text) === text)
      out.push(`${file}:${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1}: ${text.trim().slice(0, 60)}`);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

function sourceFiles(): string[] {
  const out: string[] = [];
  const walk = (rel: string): void => {
    const abs = path.join(ROOT, rel);
    if (fs.statSync(abs).isFile()) {
      if (/\.tsx?$/.test(rel)) out.push(rel);
      return;
    }
    for (const e of fs.readdirSync(abs)) walk(`${rel}/${e}`);
  };
  for (const s of SCANNED) walk(s);
  return out.sort();
}

describe('the one catalogue of what an editor reads', () => {
  it('tells a sentence from code, and reads strings, templates and JSX text but not comments', () => {
    expect(isEditorSentence('Nada foi salvo: o site recusaria')).toBe(true);
    expect(isEditorSentence('content/home/index.pt.yaml')).toBe(false);
    expect(isEditorSentence('não')).toBe(false);
    const found = sentencesIn(
      'x.tsx',
      [
        '// Uma frase em comentário não conta.',
        "const a = 'Preencha o campo';",
        `const b = \`Faltam \${n} páginas\`;`,
        'const c = <p>Salvar a página</p>;',
      ].join('\n'),
    );
    expect(found.map((f) => f.split(': ')[0])).toEqual(['x.tsx:2', 'x.tsx:3', 'x.tsx:4']);
  });

  it('no editor-facing sentence is written outside the catalogue (beyond the files still listed)', () => {
    const counts = new Map<string, string[]>();
    for (const file of sourceFiles()) {
      if (CATALOGUE(file)) continue;
      const found = sentencesIn(file, fs.readFileSync(path.join(ROOT, file), 'utf8'));
      if (found.length) counts.set(file, found);
    }
    const grown = [...counts]
      .filter(([file, found]) => found.length > (STILL_OUTSIDE[file] ?? 0))
      .map(([file, found]) => `${file}: ${found.length} (listed ${STILL_OUTSIDE[file] ?? 0})\n  ${found.join('\n  ')}`);
    expect(grown, 'move these texts into pipeline/catalogue/ (or the issue into error-catalog.ts)').toEqual([]);
    // The list stays honest: a file whose sentences moved leaves it, or lowers its count.
    const shrunk = Object.entries(STILL_OUTSIDE).filter(([file, n]) => (counts.get(file)?.length ?? 0) < n);
    expect(shrunk, 'lower these counts in STILL_OUTSIDE').toEqual([]);
  });

  it('every issue is written in Portuguese, and the build prints the Portuguese', () => {
    for (const [code, e] of Object.entries(CATALOG)) {
      if (typeof e.pt.title === 'string') {
        expect(e.pt.title, code).not.toMatch(/\b(the|is|are|of|and|with|an)\b/i);
        expect(isEditorSentence(e.pt.title) || /^[A-ZÁÉÍÓÚ]/.test(e.pt.title), code).toBe(true);
      }
    }
    const issue = makeIssue(
      'FIELD_INVALID',
      { field: 'description', detail: 'Too small', rule: 'too_short', limit: 50 },
      'x.md',
    );
    expect(issue.pt.title).toBe('Um texto curto demais');
    expect(issue.title).toBe('A text is too short');
    const printed = formatIssue(issue);
    expect(printed).toContain('Um texto curto demais');
    expect(printed).toContain('Como corrigir: Escreva pelo menos 50 caracteres.');
    expect(printed).not.toContain('How to fix');
  });
});
