/**
 * The one adapter around the YAML parser (the `yaml` package, YAML 1.2 core schema: dates
 * stay text, yes/no are words). A syntax error keeps its file:line:col; positions of valid
 * data are found again only when a message needs one, so a parsed file holds its data, not
 * its syntax tree. JSON (locales/) is read by JSON.parse once it passed the strict scan.
 */
import { LineCounter, parseDocument, isMap, isSeq, isScalar, type Node, type Document } from 'yaml';
import type { ContentIssue } from '../errors';
import { makeIssue } from '../error-catalog';
import { scanJson } from './json-scan';
import { controlCharInValues, controlCharIssues, stripBom } from './text';

export type DataPath = readonly (string | number)[];

export interface Position {
  line: number;
  col: number;
}

/** A YAML or JSON file as loaded: where it is, and its parse when it could be read. */
export interface SourceFile {
  /** Relative to the project root, forward slashes: what editors see in messages. */
  file: string;
  parsed?: ParsedYaml;
  /** sha1 of its text, when read from a file or an override (rules keep their verdicts by it: validate/verdicts.ts). */
  hash?: string;
}

export interface ParsedYaml {
  data: unknown;
  /** Position of the value at `path`, or of its closest existing parent. */
  locate(path: DataPath): Position;
  /** Position of the key at `path` (for unknown-field messages). */
  locateKey(path: DataPath): Position;
  source: string;
}

export interface ReadResult {
  parsed?: ParsedYaml;
  issues: ContentIssue[];
}

/**
 * @param lineOffset lines before `source` in the file (front matter starts after `---`).
 * @example readYaml(text, 'content/site.yaml').parsed?.locate(['phones', 'mobile'])
 */
export function readYaml(text: string, file: string, opts: { lineOffset?: number; json?: boolean } = {}): ReadResult {
  const source = stripBom(text);
  const lineOffset = opts.lineOffset ?? 0;
  const control = controlCharIssues(source, file, lineOffset);
  if (control.length) return { issues: control };
  if (opts.json) {
    // YAML accepts things JSON does not (trailing commas, comments), and JSON.parse keeps the
    // last of two equal keys without a word: check strict JSON first.
    const jsonIssue = strictJsonIssue(source, file);
    if (jsonIssue) return { issues: [jsonIssue] };
    const data = jsonData(source);
    if (data.ok) return withValuesChecked(parsedYaml(source, data.value, lineOffset), file);
  }
  const lineCounter = new LineCounter();
  let doc: Document;
  try {
    doc = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
  } catch (error) {
    // The parser recurses once per level: thousands of levels exhaust its stack.
    if (!(error instanceof RangeError)) throw error;
    return {
      issues: [
        makeIssue(
          opts.json ? 'JSON_SYNTAX' : 'YAML_SYNTAX',
          { detail: 'lists or fields are nested inside each other too deep to be read' },
          file,
          { line: 1 + lineOffset, col: 1 },
        ),
      ],
    };
  }
  const toPos = (offset: number): Position => {
    const p = lineCounter.linePos(offset);
    return { line: p.line + lineOffset, col: p.col };
  };
  if (doc.errors.length > 0) {
    // One mistake, one message: what follows a syntax error is mostly its echo.
    const tab = /^( *)\t/m.exec(source);
    if (tab && !opts.json) {
      const pos = toPos(tab.index + tab[1]!.length);
      return { issues: [makeIssue('YAML_TAB', {}, file, pos, source, lineOffset)] };
    }
    const err = doc.errors[0]!;
    const pos = toPos(err.pos[0]);
    if (err.code === 'DUPLICATE_KEY') {
      const key =
        /^("[^"]*"|'[^']*'|[^:\n,{}]+?)\s*:/.exec(source.slice(err.pos[0]))?.[1]?.replace(/^["']|["']$/g, '') ?? '';
      const first = firstKeyLine(source, err.pos[0], key);
      return {
        issues: [makeIssue('DUPLICATE_KEY', { key, first: first + lineOffset }, file, pos, source, lineOffset)],
      };
    }
    const detail = err.message.split('\n')[0] ?? err.message;
    return {
      issues: [makeIssue(opts.json ? 'JSON_SYNTAX' : 'YAML_SYNTAX', { detail }, file, pos, source, lineOffset)],
    };
  }
  // Aliases (&a ... *a) may expand without bound: the yaml package stops them, named here at the first alias.
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIASES });
  } catch (error) {
    if (!(error instanceof ReferenceError || error instanceof RangeError)) throw error;
    const alias = /(^|[\s[{,:-])\*[^\s,\]}]+/m.exec(source);
    const pos = toPos(alias ? alias.index + alias[1]!.length : 0);
    return {
      issues: [
        makeIssue(
          'YAML_TOO_COMPLEX',
          { detail: error.message.split('\n')[0] ?? error.message },
          file,
          pos,
          source,
          lineOffset,
        ),
      ],
    };
  }
  return withValuesChecked(parsedYaml(source, data, lineOffset), file);
}

/** Aliases a file may use (the site's files use none). */
const MAX_ALIASES = 100;

/** A control character written as an escape ("\\v", "\\u000b") is refused like a typed one. */
function withValuesChecked(parsed: ParsedYaml, file: string): ReadResult {
  const issues = controlCharInValues(parsed.data, (p) => parsed.locate(p), file);
  return issues.length ? { issues } : { parsed, issues: [] };
}

/** The line (1-based, in `source`) of the first of two equal keys at the same indentation. */
function firstKeyLine(source: string, offset: number, key: string): number {
  const before = source.slice(0, offset).split('\n');
  const col = before[before.length - 1]!.length;
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`^[ -]{${col}}["']?${escaped}["']?\\s*:`);
  for (let n = before.length - 2; n >= 0; n--) if (re.test(before[n]!.padEnd(col))) return n + 1;
  return before.length;
}

/**
 * Parsed data with positions found on demand (parsing again with the positional parser the
 * first time a message needs one). Also how a cached parse is brought back to life.
 */
export function parsedYaml(source: string, data: unknown, lineOffset = 0): ParsedYaml {
  let positions: ((path: DataPath, keyNode: boolean) => Position) | undefined;
  const at = (p: DataPath, keyNode: boolean): Position => {
    if (!positions) {
      const lineCounter = new LineCounter();
      positions = locator(parseDocument(source, { lineCounter, uniqueKeys: true }), lineCounter, lineOffset);
    }
    return positions(p, keyNode);
  };
  return { data, locate: (p) => at(p, false), locateKey: (p) => at(p, true), source };
}

function jsonData(source: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(source) };
  } catch {
    return { ok: false };
  }
}

function locator(
  doc: Document,
  lineCounter: LineCounter,
  lineOffset: number,
): (path: DataPath, keyNode: boolean) => Position {
  const toPos = (offset: number): Position => {
    const p = lineCounter.linePos(offset);
    return { line: p.line + lineOffset, col: p.col };
  };
  return (path, keyNode) => {
    for (let n = path.length; n >= 0; n--) {
      const sub = path.slice(0, n);
      if (keyNode && n === path.length && n > 0) {
        const parent = sub.length > 1 ? doc.getIn(sub.slice(0, -1), true) : doc.contents;
        const key = findKeyNode(parent as Node | null, sub[sub.length - 1]);
        if (key?.range) return toPos(key.range[0]);
      }
      const node = (sub.length ? doc.getIn(sub, true) : doc.contents) as Node | null | undefined;
      if (node?.range) return toPos(node.range[0]);
    }
    return { line: 1 + lineOffset, col: 1 };
  };
}

function findKeyNode(parent: Node | null, key: string | number | undefined): Node | undefined {
  if (!parent || key === undefined) return undefined;
  if (isMap(parent)) {
    for (const pair of parent.items) {
      if (isScalar(pair.key) && String(pair.key.value) === String(key)) return pair.key;
    }
  }
  if (isSeq(parent) && typeof key === 'number') return parent.items[key] as Node | undefined;
  return undefined;
}

function strictJsonIssue(source: string, file: string): ContentIssue | undefined {
  const problem = scanJson(source);
  if (!problem) return undefined;
  const before = source.slice(0, problem.offset).split('\n');
  const pos = { line: before.length, col: (before[before.length - 1]?.length ?? 0) + 1 };
  return problem.kind === 'duplicate'
    ? makeIssue(
        'DUPLICATE_KEY',
        { key: problem.key, first: source.slice(0, problem.firstOffset).split('\n').length },
        file,
        pos,
        source,
      )
    : makeIssue('JSON_SYNTAX', { detail: problem.detail, fix: problem.fix }, file, pos, source);
}
