/**
 * The one adapter around the YAML parsers. Data comes from js-yaml (several times faster on
 * thousands of front matters); positions come from the `yaml` package, parsed only when a
 * message needs one, or when js-yaml rejects the file (so syntax errors keep their
 * file:line:col and wording).
 */
import { LineCounter, parseDocument, isMap, isSeq, isScalar, type Node, type Document } from 'yaml';
import jsYaml from 'js-yaml';
import { codeFrame, type ContentIssue } from '../errors';
import { CATALOG } from '../error-catalog';

export type DataPath = readonly (string | number)[];

export interface Position {
  line: number;
  col: number;
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
export function readYaml(source: string, file: string, opts: { lineOffset?: number; json?: boolean } = {}): ReadResult {
  const lineOffset = opts.lineOffset ?? 0;
  if (opts.json) {
    // YAML accepts things JSON does not (trailing commas, comments): check strict JSON first.
    const jsonIssue = strictJsonIssue(source, file);
    if (jsonIssue) return { issues: [jsonIssue] };
  }
  const fast = fastParse(source, Boolean(opts.json));
  if (fast.ok) return { parsed: parsedYaml(source, fast.data, lineOffset), issues: [] };
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const toPos = (offset: number): Position => {
    const p = lineCounter.linePos(offset);
    return { line: p.line + lineOffset, col: p.col };
  };
  if (doc.errors.length > 0) {
    const issues = doc.errors.map((err): ContentIssue => {
      const pos = toPos(err.pos[0]);
      const code = opts.json ? 'JSON_SYNTAX' : 'YAML_SYNTAX';
      const detail = err.message.split('\n')[0] ?? err.message;
      return {
        code,
        severity: 'error',
        file,
        ...pos,
        title: CATALOG[code].title,
        message: CATALOG[code].message({ detail }),
        hint: CATALOG[code].hint({ detail }),
        frame: codeFrame(source, pos.line - lineOffset, pos.col, lineOffset),
      };
    });
    return { issues };
  }
  // js-yaml refused what `yaml` accepts: trust the positional parser's data.
  const nodeAt = locator(doc, lineCounter, lineOffset);
  return { parsed: { data: doc.toJS(), locate: (p) => nodeAt(p, false), locateKey: (p) => nodeAt(p, true), source }, issues: [] };
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

/** YAML 1.2 core schema, as the `yaml` package reads it: dates stay strings, an empty document is null. */
function fastParse(source: string, json: boolean): { ok: true; data: unknown } | { ok: false } {
  try {
    const data = json ? JSON.parse(source) : jsYaml.load(source, { schema: jsYaml.CORE_SCHEMA });
    return { ok: true, data: data === undefined ? null : data };
  } catch {
    return { ok: false };
  }
}

function locator(doc: Document, lineCounter: LineCounter, lineOffset: number): (path: DataPath, keyNode: boolean) => Position {
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
      if (node && node.range) return toPos(node.range[0]);
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
  try {
    JSON.parse(source);
    return undefined;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = /position (\d+)/.exec(message);
    const offset = at ? Number(at[1]) : 0;
    const before = source.slice(0, offset).split('\n');
    const line = before.length;
    const col = (before[before.length - 1]?.length ?? 0) + 1;
    const detail = message.replace(/^JSON\.parse: /, '').replace(/ in JSON at position \d+.*$/, '');
    return {
      code: 'JSON_SYNTAX',
      severity: 'error',
      file,
      line,
      col,
      title: CATALOG.JSON_SYNTAX.title,
      message: CATALOG.JSON_SYNTAX.message({ detail }),
      hint: CATALOG.JSON_SYNTAX.hint({ detail }),
      frame: codeFrame(source, line, col),
    };
  }
}
