/**
 * The editor reads as small steps: no function in editor/ (server and page) runs over 100 lines
 * (measured on the syntax tree, from its first line to its last), so a change to one step of
 * a save, a publication or a removal is read and reviewed on its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const DIRS = ['editor/server', 'editor/browser'];
const MOST = 100;

/** Every function of a file (declared, method, arrow, expression) with its name and its length in lines. */
function functionLengths(file: string, text: string): { name: string; lines: number }[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: { name: string; lines: number }[] = [];
  const lineOf = (pos: number): number => sf.getLineAndCharacterOfPosition(pos).line;
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const parent = node.parent;
      const named =
        node.name?.getText(sf) ??
        (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) ? parent.name.getText(sf) : '(anonymous)');
      out.push({
        name: `${file}:${lineOf(node.getStart(sf)) + 1} ${named}`,
        lines: lineOf(node.getEnd()) - lineOf(node.getStart(sf)) + 1,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

describe('the editor’s functions', () => {
  it(`are each at most ${MOST} lines long`, () => {
    const long = DIRS.flatMap((dir) =>
      fs
        .readdirSync(dir)
        .filter((n) => /\.tsx?$/.test(n))
        .flatMap((n) => functionLengths(`${dir}/${n}`, fs.readFileSync(path.join(dir, n), 'utf8'))),
    )
      .filter((f) => f.lines > MOST)
      .map((f) => `${f.name}: ${f.lines} lines`);
    expect(long).toEqual([]);
  });

  it('are measured: a long function is found', () => {
    const body = Array.from({ length: MOST + 1 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const found = functionLengths('x.ts', `export function long() {\n${body}\n}\n`);
    expect(found.map((f) => f.lines)).toEqual([MOST + 3]);
  });
});
