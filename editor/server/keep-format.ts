/**
 * A save from the editor, written the way a developer would have edited the file: only the
 * values that changed are rewritten, in place, so comments, quotes, key order and the
 * Markdown body stay as they were (Decap re-serialises whole files and drops comments).
 * A change the text cannot take in place (an item added to a list, a new key) falls back to
 * rewriting the YAML document from its syntax tree, which still keeps comments.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  Document,
  isMap,
  isScalar,
  isSeq,
  parse,
  parseDocument,
  Scalar,
  stringify,
  YAMLMap,
  YAMLSeq,
  type Node,
} from 'yaml';

type Path = (string | number)[];
type Edit = { start: number; end: number; text: string };

const isRecord = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/** How a new value is written where an old scalar stood, in the old one's quoting style. */
function scalarText(node: Scalar, value: unknown): string | undefined {
  if (value === null) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return undefined;
  if (node.type === 'QUOTE_DOUBLE') return JSON.stringify(value);
  if (node.type === 'QUOTE_SINGLE') return `'${value.replace(/'/g, "''")}'`;
  const plain = stringify(value, { lineWidth: 0 }).trimEnd();
  // A plain value stays plain when YAML reads it back as the same one-line string.
  if (node.type === 'PLAIN' && !plain.includes('\n') && !/^["']/.test(plain) && parse(plain) === value) return plain;
  return JSON.stringify(value);
}

/** The in-place edits turning `before` into `after`, or undefined when one cannot be made in place. */
function edits(doc: Document, before: unknown, after: unknown, at: Path, out: Edit[]): boolean {
  if (isDeepStrictEqual(before, after)) return true;
  if (isRecord(before) && isRecord(after)) {
    const keys = Object.keys(before);
    if (keys.length !== Object.keys(after).length || !keys.every((k) => k in after)) return false;
    return keys.every((k) => edits(doc, before[k], after[k], [...at, k], out));
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length !== after.length) return false;
    return before.every((v, i) => edits(doc, v, after[i], [...at, i], out));
  }
  const node = doc.getIn(at, true);
  if (!isScalar(node) || !node.range || (typeof before === 'object' && before !== null)) return false;
  const text = scalarText(node, after);
  if (text === undefined) return false;
  out.push({ start: node.range[0], end: node.range[1], text });
  return true;
}

/** Sets `after` into the document where it differs from `before`, keeping the rest of the tree. */
function assign(doc: Document, before: unknown, after: unknown, at: Path): void {
  if (isDeepStrictEqual(before, after)) return;
  const node = at.length ? doc.getIn(at, true) : doc.contents;
  if (isRecord(before) && isRecord(after) && isMap(node)) {
    for (const k of Object.keys(before)) if (!(k in after)) doc.deleteIn([...at, k]);
    for (const [k, v] of Object.entries(after)) assign(doc, before[k], v, [...at, k]);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && isSeq(node)) {
    // Items keep their nodes (and comments) by position; added ones look like their neighbours.
    after.slice(0, before.length).forEach((v, i) => {
      assign(doc, before[i], v, [...at, i]);
    });
    node.items.splice(after.length);
    const last = node.items[node.items.length - 1];
    for (const v of after.slice(before.length)) {
      const item = doc.createNode(v);
      if ((isMap(item) || isSeq(item)) && (isMap(last) || isSeq(last))) item.flow = last.flow;
      node.items.push(item);
    }
    return;
  }
  if (at.length === 0) doc.contents = doc.createNode(after);
  else doc.setIn(at, doc.createNode(after));
}

/**
 * An optional field left empty is not written: Decap sends "" for it (and copies it into every
 * language), which the build reads as a value of the wrong kind. A key the file already has
 * keeps its empty value (`measurement_id: ""`).
 */
function dropEmpty(before: unknown, after: unknown): unknown {
  if (Array.isArray(after)) return after.map((v, i) => dropEmpty(Array.isArray(before) ? before[i] : undefined, v));
  if (!isRecord(after)) return after;
  const old = isRecord(before) ? before : {};
  return Object.fromEntries(
    Object.entries(after).flatMap(([k, v]) =>
      (v === '' || v === null) && !(k in old) ? [] : [[k, dropEmpty(old[k], v)]],
    ),
  );
}

/** A value written inline as the file writes its inline lists and maps ("[a, b]", "{ k: v }"). */
function inline(value: unknown, style: { seq: boolean; map: boolean }): string {
  if (Array.isArray(value))
    return style.seq
      ? `[ ${value.map((v) => inline(v, style)).join(', ')} ]`
      : `[${value.map((v) => inline(v, style)).join(', ')}]`;
  if (isRecord(value)) {
    const inner = Object.entries(value)
      .map(([k, v]) => `${k}: ${inline(v, style)}`)
      .join(', ');
    return style.map ? `{ ${inner} }` : `{${inner}}`;
  }
  const text = stringify(value, { lineWidth: 0 }).trimEnd();
  // Plain where YAML reads it back the same, inside a flow collection too.
  return !text.includes('\n') && !/[,[\]{}#]|^["']/.test(text) && isDeepStrictEqual(parse(text), value)
    ? text
    : JSON.stringify(value);
}

/**
 * Items added at the end of a block list whose items are written inline (a team member, a
 * partner): each a new line like its neighbours, the rest of the file untouched. Undefined
 * when the change is anything else.
 */
function appendLines(
  previous: string,
  doc: Document,
  before: unknown,
  after: unknown,
  at: Path = [],
): string | undefined {
  if (Array.isArray(before) && Array.isArray(after)) {
    if (after.length <= before.length || !before.every((v, i) => isDeepStrictEqual(v, after[i]))) return undefined;
    const node = at.length ? doc.getIn(at, true) : doc.contents;
    if (!isSeq(node) || node.flow || !node.items.length) return undefined;
    const last = node.items[node.items.length - 1];
    if (!(isMap(last) || isSeq(last)) || !last.flow || !last.range) return undefined;
    const lineStart = previous.lastIndexOf('\n', last.range[0]) + 1;
    const prefix = previous.slice(lineStart, last.range[0]);
    if (!/^ *- $/.test(prefix)) return undefined;
    const lineEnd = previous.indexOf('\n', last.range[0]);
    const end = lineEnd === -1 ? previous.length : lineEnd;
    const style = { seq: /\[ \S[^\n]*\S \]/.test(previous), map: /\{ \S[^\n]*\S \}/.test(previous) };
    const lines = after
      .slice(before.length)
      .map((v) => `\n${prefix}${inline(v, style)}`)
      .join('');
    return previous.slice(0, end) + lines + previous.slice(end);
  }
  const key = onlyChangedKey(before, after);
  if (key !== undefined && isRecord(before) && isRecord(after))
    return appendLines(previous, doc, before[key], after[key], [...at, key]);
  return undefined;
}

/** The one key of two maps with the same keys whose values differ; undefined otherwise. */
function onlyChangedKey(before: unknown, after: unknown): string | undefined {
  if (!isRecord(before) || !isRecord(after)) return undefined;
  const keys = Object.keys(before);
  if (keys.length !== Object.keys(after).length || !keys.every((k) => k in after)) return undefined;
  const differing = keys.filter((k) => !isDeepStrictEqual(before[k], after[k]));
  return differing.length === 1 ? differing[0] : undefined;
}

/**
 * Items removed from a block list whose items are one line each (a partner, a team member, a
 * question's id): their lines deleted, comments of the others and the rest of the file
 * untouched. Undefined when the change is anything else.
 */
function removeLines(
  previous: string,
  doc: Document,
  before: unknown,
  after: unknown,
  at: Path = [],
): string | undefined {
  if (Array.isArray(before) && Array.isArray(after)) {
    if (after.length >= before.length) return undefined;
    // The items kept, in order: the others were removed.
    const removed: number[] = [];
    let kept = 0;
    before.forEach((v, i) => {
      if (kept < after.length && isDeepStrictEqual(v, after[kept])) kept++;
      else removed.push(i);
    });
    if (kept !== after.length) return undefined;
    const node = at.length ? doc.getIn(at, true) : doc.contents;
    if (!isSeq(node) || node.flow) return undefined;
    let text = previous;
    for (const i of removed.reverse()) {
      const item = node.items[i] as { range?: [number, number, number] } | undefined;
      if (!item?.range) return undefined;
      const lineStart = previous.lastIndexOf('\n', item.range[0]) + 1;
      const lineEnd = previous.indexOf('\n', item.range[0]);
      const end = lineEnd === -1 ? previous.length : lineEnd + 1;
      // One item per line, and nothing of another on it.
      if (!/^ *- $/.test(previous.slice(lineStart, item.range[0]))) return undefined;
      if (previous.slice(item.range[0], item.range[1]).includes('\n')) return undefined;
      text = text.slice(0, lineStart) + text.slice(end);
    }
    return text;
  }
  const key = onlyChangedKey(before, after);
  if (key !== undefined && isRecord(before) && isRecord(after))
    return removeLines(previous, doc, before[key], after[key], [...at, key]);
  return undefined;
}

/** `next` (the editor's YAML) applied to `previous` (the file as it is), changing only what changed. */
export function mergeYaml(previous: string, next: string): string {
  const doc = parseDocument(previous);
  if (doc.errors.length) return next;
  const before: unknown = doc.toJS();
  const after: unknown = dropEmpty(before, parse(next));
  const out: Edit[] = [];
  if (edits(doc, before, after, [], out)) {
    let text = previous;
    for (const e of out.sort((a, b) => b.start - a.start)) text = text.slice(0, e.start) + e.text + text.slice(e.end);
    return text;
  }
  const appended = appendLines(previous, doc, before, after);
  if (appended !== undefined) return appended;
  const removed = removeLines(previous, doc, before, after);
  if (removed !== undefined) return removed;
  assign(doc, before, after, []);
  // One spacing for every inline list and map: the one the file's inline maps use.
  return doc.toString({ lineWidth: 0, flowCollectionPadding: /\{ \S[^\n]*\S \}/.test(previous) });
}

const FRONT = /^---\r?\n([\s\S]*?\r?\n)?---(\r?\n|$)/;

/** The same for a Markdown page: its front matter merged, its body kept unless it changed. */
export function mergeMarkdown(previous: string, next: string): string {
  const a = FRONT.exec(previous);
  const b = FRONT.exec(next);
  if (!a || !b) return next;
  const front = mergeYaml(a[1] ?? '', b[1] ?? '');
  const oldBody = previous.slice(a[0].length);
  const newBody = next.slice(b[0].length);
  // Decap trims the blank line after the fields and the final newline: not a change.
  const body =
    oldBody.trim() === newBody.trim()
      ? oldBody
      : `${/^\r?\n/.test(oldBody) && !/^\r?\n/.test(newBody) ? '\n' : ''}${newBody}${newBody.endsWith('\n') ? '' : '\n'}`;
  return `---\n${front}---${a[2] ?? '\n'}${body}`;
}

/** A key's node in a model document (a sibling file), if it has one. */
const modelNode = (model: Node | null | undefined, key: string): Node | undefined => {
  if (!isMap(model)) return undefined;
  const pair = model.items.find((p) => isScalar(p.key) && p.key.value === key);
  return (pair?.value as Node | null | undefined) ?? undefined;
};

/**
 * `value` as a YAML node written as `model` (the same field in a sibling file) writes it: its
 * keys in the model's order, quoted or plain as there, lists inline where the model's are.
 * A field the model lacks follows the files' own habit: prose (a value with a space) in double
 * quotes, a name, date or path plain.
 */
function styled(value: unknown, model: Node | null | undefined): Node {
  if (Array.isArray(value)) {
    const node = new YAMLSeq();
    const items = isSeq(model) ? (model.items as Node[]) : [];
    for (const [i, v] of value.entries()) node.items.push(styled(v, items[i] ?? items[0]));
    node.flow = isSeq(model) && Boolean(model.flow);
    return node;
  }
  if (isRecord(value)) {
    const order = isMap(model) ? model.items.flatMap((p) => (isScalar(p.key) ? [String(p.key.value)] : [])) : [];
    const keys = [...order.filter((k) => k in value), ...Object.keys(value).filter((k) => !order.includes(k))];
    const node = new YAMLMap();
    for (const k of keys) node.add({ key: new Scalar(k), value: styled(value[k], modelNode(model, k)) });
    node.flow = isMap(model) && Boolean(model.flow);
    return node;
  }
  const node = new Scalar(value);
  if (typeof value === 'string') {
    const kind = isScalar(model) && typeof model.value === 'string' ? model.type : undefined;
    node.type =
      kind === 'QUOTE_DOUBLE' || kind === 'QUOTE_SINGLE' || kind === 'PLAIN'
        ? kind
        : /\s/.test(value)
          ? 'QUOTE_DOUBLE'
          : 'PLAIN';
  }
  return node;
}

/** YAML text of `data` in the style of `model` (a sibling's YAML text, if there is one). */
function yamlLike(data: unknown, model: string | undefined): string {
  const doc = new Document();
  // parseDocument records a sibling's syntax errors instead of throwing; its tree is still a guide.
  const shape = model === undefined ? undefined : (parseDocument(model).contents as Node | null);
  doc.contents = styled(data, shape) as typeof doc.contents;
  return doc.toString({ lineWidth: 0, flowCollectionPadding: model ? /\{ \S[^\n]*\S \}/.test(model) : true });
}

/**
 * A new file in the style of the others: `model` is a sibling of the same kind (another post's
 * index.pt.md) whose key order and quoting it takes; long lines not folded, a blank line after
 * the fields.
 */
function tidy(file: string, text: string, model?: string): string {
  const m = FRONT.exec(text);
  if (file.endsWith('.md') && m) {
    const front = model ? FRONT.exec(model)?.[1] : undefined;
    return `---\n${yamlLike(dropEmpty(undefined, parse(m[1] ?? '')), front)}---\n\n${text.slice(m[0].length).trim()}\n`;
  }
  if (/\.ya?ml$/.test(file)) return yamlLike(dropEmpty(undefined, parse(text)), model);
  return text;
}

/**
 * A saved file's new text, given what is on disk (undefined: a new file, then written like
 * `model`, a sibling of the same kind, where there is one).
 */
export function keepFormat(file: string, previous: string | undefined, next: string, model?: string): string {
  try {
    if (previous === undefined) return tidy(file, next, model);
    if (file.endsWith('.md')) return mergeMarkdown(previous, next);
    if (/\.ya?ml$/.test(file)) return mergeYaml(previous, next);
  } catch {
    // Whatever the merge cannot read is written as the editor sent it; the build checks it.
  }
  return next;
}

/**
 * A page with no text of its own: no body, and fields that are empty or off (draft: false).
 * `copied`: fields the editor copies into every language (author, date): not text of its own.
 */
export function isBlank(text: string, copied: ReadonlySet<string> = new Set()): boolean {
  const m = FRONT.exec(text);
  const body = m ? text.slice(m[0].length) : text;
  if (body.trim()) return false;
  let data: unknown;
  try {
    data = m ? parse(m[1] ?? '') : parse(text);
  } catch {
    return false;
  }
  const empty = (v: unknown): boolean =>
    v === null ||
    v === undefined ||
    v === false ||
    v === '' ||
    (Array.isArray(v) && v.every(empty)) ||
    (isRecord(v) && Object.values(v).every(empty));
  return empty(isRecord(data) ? Object.fromEntries(Object.entries(data).filter(([k]) => !copied.has(k))) : data);
}
