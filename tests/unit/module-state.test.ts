/**
 * No module keeps state between calls: every cache belongs to the build state
 * (pipeline/state.ts), handed to the stages. Each .ts/.tsx file of pipeline/, model/ and
 * templates/ is parsed with the TypeScript compiler, and these are refused at its top level:
 *
 * 1. `let` and `var`.
 * 2. `const x = new C(...)`, unless C makes a value that cannot change (RegExp, TextEncoder,
 *    TextDecoder, URL, Intl.*) or x is declared ReadonlyMap/ReadonlySet (the compiler then
 *    refuses writes through it): a Map, Set, WeakMap or array made at load time is a cache.
 * 3. `const x = [...]` or `{...}` that is written through anywhere: an assignment to, `++`/`--`
 *    or `delete` of x.a or x[i] (at any depth), a call of a mutating method on x or a property
 *    of it (push, pop, shift, unshift, splice, sort, reverse, fill, copyWithin, set, add,
 *    delete, clear), or Object.assign / Object.defineProperty / Reflect.set on it, in its
 *    own module or in any module importing it (by name or as `ns.x`). Data never written
 *    through is a constant; `as const`, Object.freeze(...) or a readonly type annotation
 *    exempt a literal without looking (the compiler or the runtime refuses writes).
 * 4. A `g` or `y` regular expression the module calls exec or test on, or sets lastIndex of:
 *    lastIndex carries from one call to the next.
 * 5. A class's static property that is not readonly.
 *
 * Limits, accepted to keep the rule simple: a value made by a call (`const x = make()`) is
 * taken to be a value; writes through an alias (`const y = x; y.push()`) or through what a
 * call returns (`x.get(k).push()`) are not seen; a local variable shadowing a module constant
 * and written to is reported (rename it).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../pipeline/config';

/** Files allowed module state: none (keep it that way; a cache belongs to the build state). */
const ALLOWED = new Map<string, string>([
  [
    'pipeline/catalogue/rules.ts',
    'the rule texts the schemas made as they loaded: filled once at import, the same for every call after',
  ],
  [
    'pipeline/rules/reader-text.ts',
    "what each UTF-16 code unit is to a reader, found on first use: a function of Unicode's own tables, the same answer whatever was built before",
  ],
]);

// editor/browser/ is the editor page's script: it runs once per page load, in the browser.
const FOLDERS = ['pipeline', 'editor/server', 'model', 'templates'];
const VALUE_CLASSES = /^(RegExp|TextEncoder|TextDecoder|URL|Intl\.\w+)$/;
const READONLY_TYPES = /^(Readonly|ReadonlyArray|ReadonlyMap|ReadonlySet)\b|^readonly /;
const MUTATORS = new Set([
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
  'set',
  'add',
  'delete',
  'clear',
]);
const REGEX_MUTATORS = new Set(['exec', 'test']);
const WRITERS =
  /^(Object\.(assign|defineProperty|defineProperties|setPrototypeOf)|Reflect\.(set|deleteProperty|defineProperty))$/;

interface Finding {
  file: string;
  line: number;
  what: string;
}

interface Candidate {
  file: string;
  name: string;
  line: number;
  regex: boolean;
}

function walk(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? walk(path.join(dir, e.name))
        : /\.tsx?$/.test(e.name)
          ? [path.join(dir, e.name).split(path.sep).join('/')]
          : [],
    );
}

const unwrap = (e: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e) ? unwrap(e.expression) : e;
const lineOf = (sf: ts.SourceFile, node: ts.Node): number =>
  sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;

/** The identifier a property chain starts from (x in x.a[0].b), and the property right after it. */
function chainRoot(e: ts.Expression): { id: string; first?: string } | undefined {
  let first: string | undefined;
  for (;;) {
    if (
      ts.isParenthesizedExpression(e) ||
      ts.isNonNullExpression(e) ||
      ts.isAsExpression(e) ||
      ts.isSatisfiesExpression(e) ||
      ts.isTypeAssertionExpression(e)
    )
      e = e.expression;
    else if (ts.isPropertyAccessExpression(e)) {
      first = e.name.text;
      e = e.expression;
    } else if (ts.isElementAccessExpression(e)) {
      first = ts.isStringLiteral(e.argumentExpression) ? e.argumentExpression.text : undefined;
      e = e.expression;
    } else return ts.isIdentifier(e) ? { id: e.text, first } : undefined;
  }
}

const resolveImport = (from: string, spec: string, files: ReadonlyMap<string, ts.SourceFile>): string | undefined => {
  if (!spec.startsWith('.')) return undefined;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((f) => files.has(f));
};

/** Every top-level binding that holds state between calls, in `sources` (path -> text). */
function moduleState(sources: ReadonlyMap<string, string>): Finding[] {
  const files = new Map(
    [...sources].map(([f, text]) => [
      f,
      ts.createSourceFile(
        f,
        text,
        ts.ScriptTarget.Latest,
        true,
        f.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
      ),
    ]),
  );
  const findings: Finding[] = [];
  /** file -> exported or local name -> the literal or regular expression to watch. */
  const watched = new Map<string, Map<string, Candidate>>();
  for (const [file, sf] of files) {
    const own = new Map<string, Candidate>();
    watched.set(file, own);
    for (const st of sf.statements) {
      if (ts.isClassDeclaration(st)) {
        for (const m of st.members) {
          const mods = ts.canHaveModifiers(m) ? (ts.getModifiers(m) ?? []) : [];
          if (
            ts.isPropertyDeclaration(m) &&
            mods.some((x) => x.kind === ts.SyntaxKind.StaticKeyword) &&
            !mods.some((x) => x.kind === ts.SyntaxKind.ReadonlyKeyword)
          ) {
            findings.push({
              file,
              line: lineOf(sf, m),
              what: `static property ${m.name.getText(sf)} of class ${st.name?.text ?? ''} is state`,
            });
          }
        }
      }
      if (!ts.isVariableStatement(st)) continue;
      const list = st.declarationList;
      const isConst = (list.flags & ts.NodeFlags.Const) !== 0;
      for (const d of list.declarations) {
        const name = d.name.getText(sf);
        if (!isConst) {
          findings.push({
            file,
            line: lineOf(sf, d),
            what: `${list.flags & ts.NodeFlags.Let ? 'let' : 'var'} ${name} at the top of a module`,
          });
          continue;
        }
        if (!d.initializer || !ts.isIdentifier(d.name)) continue;
        // A readonly type, given or cast to (`as const` too), lets the compiler refuse writes.
        let readonly = READONLY_TYPES.test(d.type?.getText(sf) ?? '');
        let init = d.initializer;
        while (ts.isParenthesizedExpression(init) || ts.isSatisfiesExpression(init) || ts.isAsExpression(init)) {
          if (ts.isAsExpression(init) && /^const$/.test(init.type.getText(sf))) readonly = true;
          if (ts.isAsExpression(init) && READONLY_TYPES.test(init.type.getText(sf))) readonly = true;
          init = init.expression;
        }
        if (ts.isNewExpression(init)) {
          const cls = init.expression.getText(sf);
          if (!VALUE_CLASSES.test(cls) && !readonly)
            findings.push({
              file,
              line: lineOf(sf, d),
              what: `const ${name} = new ${cls}(...) at the top of a module`,
            });
        } else if (ts.isRegularExpressionLiteral(init)) {
          if (/\/[a-z]*[gy][a-z]*$/.test(init.text)) own.set(name, { file, name, line: lineOf(sf, d), regex: true });
        } else if ((ts.isArrayLiteralExpression(init) || ts.isObjectLiteralExpression(init)) && !readonly) {
          own.set(name, { file, name, line: lineOf(sf, d), regex: false });
        }
        // `as const`, Object.freeze(...) and other calls are not literals here: exempt.
      }
    }
  }
  const reported = new Set<Candidate>();
  for (const [file, sf] of files) {
    // Local names that stand for a watched binding, and namespaces of modules that have some.
    const local = new Map(watched.get(file)!);
    const namespaces = new Map<string, Map<string, Candidate>>();
    for (const st of sf.statements) {
      if (!ts.isImportDeclaration(st) || !st.importClause || st.importClause.isTypeOnly) continue;
      const target = resolveImport(file, (st.moduleSpecifier as ts.StringLiteral).text, files);
      const theirs = target ? watched.get(target) : undefined;
      const bindings = st.importClause.namedBindings;
      if (!theirs?.size || !bindings) continue;
      if (ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, theirs);
      else
        for (const el of bindings.elements) {
          const c = theirs.get((el.propertyName ?? el.name).text);
          if (c) local.set(el.name.text, c);
        }
    }
    const target = (e: ts.Expression): Candidate | undefined => {
      const root = chainRoot(e);
      if (!root) return undefined;
      return local.get(root.id) ?? (root.first ? namespaces.get(root.id)?.get(root.first) : undefined);
    };
    const flag = (c: Candidate | undefined, node: ts.Node, how: string, regexToo = false): void => {
      if (!c || (c.regex && !regexToo) || reported.has(c)) return;
      reported.add(c);
      findings.push({
        file: c.file,
        line: c.line,
        what: `${c.name} is written to (${how}, ${file}:${lineOf(sf, node)}): module state`,
      });
    };
    const visit = (node: ts.Node): void => {
      if (
        ts.isBinaryExpression(node) &&
        node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
        node.operatorToken.kind <= ts.SyntaxKind.LastAssignment
      ) {
        const left = node.left;
        if (ts.isPropertyAccessExpression(left) || ts.isElementAccessExpression(left))
          flag(
            target(left.expression),
            node,
            'assignment',
            ts.isPropertyAccessExpression(left) && left.name.text === 'lastIndex',
          );
      } else if (
        (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
        (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken)
      ) {
        const operand = node.operand;
        if (ts.isPropertyAccessExpression(operand) || ts.isElementAccessExpression(operand))
          flag(target(operand.expression), node, node.operator === ts.SyntaxKind.PlusPlusToken ? '++' : '--');
      } else if (ts.isDeleteExpression(node)) {
        const e = unwrap(node.expression);
        if (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e))
          flag(target(e.expression), node, 'delete');
      } else if (ts.isCallExpression(node)) {
        const callee = node.expression;
        if (ts.isPropertyAccessExpression(callee)) {
          const method = callee.name.text;
          const c = target(callee.expression);
          if (c?.regex && REGEX_MUTATORS.has(method)) flag(c, node, `.${method}() moves lastIndex`, true);
          else if (MUTATORS.has(method)) flag(c, node, `.${method}()`);
          if (WRITERS.test(callee.getText(sf)) && node.arguments[0])
            flag(target(node.arguments[0]), node, callee.getText(sf));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

describe('module state', () => {
  const sources = new Map(FOLDERS.flatMap(walk).map((f) => [f, fs.readFileSync(path.join(ROOT, f), 'utf8')]));
  const findings = moduleState(sources);

  it('no module of pipeline/, model/ or templates/ keeps state between calls', () => {
    const refused = findings.filter((f) => !ALLOWED.has(f.file)).map((f) => `${f.file}:${f.line}: ${f.what}`);
    expect(refused).toEqual([]);
  });

  it('lists only files that still have module state', () => {
    // A file cleaned of its state leaves the list.
    expect([...ALLOWED.keys()].filter((f) => !findings.some((x) => x.file === f))).toEqual([]);
  });

  it('finds each kind of state the rule names, and nothing in constants', () => {
    const planted = new Map([
      [
        'pipeline/planted.ts',
        [
          'let count = 0;',
          'var older = 1;',
          'const memo = new Map<string, string>();',
          'export const LIST = [1, 2];',
          'const COUNTS = { a: 0 };',
          'const STAMP = /x/g;',
          'class Pool { static size = 0; static readonly MAX = 2; }',
          'export const KNOWN: ReadonlySet<string> = new Set(["a"]);',
          'const WORDS = ["a", "b"];',
          'const FROZEN = Object.freeze({ a: [1] });',
          'const LIMITS = { a: 1 } as const;',
          'const SPLIT = /,/g;',
          'export function f(s: string) { COUNTS.a++; STAMP.exec(s); return [...WORDS].sort().join(s.replace(SPLIT, ";")) + FROZEN.a.length + LIMITS.a; }',
        ].join('\n'),
      ],
      [
        'templates/user.ts',
        "import { LIST } from '../pipeline/planted';\nimport * as all from '../pipeline/planted';\nexport const g = () => { LIST.push(3); return all.KNOWN.has('a'); };",
      ],
    ]);
    const what = moduleState(planted).map((f) => `${f.file}:${f.line} ${f.what.split(' (')[0]}`);
    expect(what).toEqual([
      'pipeline/planted.ts:1 let count at the top of a module',
      'pipeline/planted.ts:2 var older at the top of a module',
      'pipeline/planted.ts:3 const memo = new Map(...) at the top of a module',
      'pipeline/planted.ts:4 LIST is written to',
      'pipeline/planted.ts:5 COUNTS is written to',
      'pipeline/planted.ts:6 STAMP is written to',
      'pipeline/planted.ts:7 static property size of class Pool is state',
    ]);
  });
});
