/**
 * Text as a reader sees it, for every word-based content rule: composed accents (NFC), any
 * run of whitespace (no-break, thin, tab, a line break inside a paragraph) as one space, and
 * no soft hyphens, zero-width or direction marks. A rule matches this view, then quotes the
 * words as the editor typed them, so the message and its line point at the file's own text.
 */

/** Characters a reader never sees: soft hyphen, zero-width and joiners, direction marks and isolates, word joiner, BOM. */
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;

export interface ReaderText {
  /** The text as read: what rules match. */
  text: string;
  /** The source text of `text.slice(start, end)`, as written. */
  source(start: number, end: number): string;
  /** The index in the source where `text[index]` starts. */
  sourceIndex(index: number): number;
}

// What a code unit is to a reader, found once per code unit (KNOWN) and kept: regular
// expressions and normalization per character were most of the validate stage's time.
const KNOWN = 1;
const MARK = 2;
const SPACE = 4;
const HIDDEN = 8;
/** The character alone is already composed (NFC leaves it as it is). */
const COMPOSED = 16;
const kinds = new Uint8Array(0x10000);

function kindOf(unit: number): number {
  let k = kinds[unit]!;
  if (k === 0) {
    const ch = String.fromCharCode(unit);
    k = KNOWN;
    // A lone surrogate is a character of its own, as the clusters below read it.
    if (/\p{M}/u.test(ch)) k |= MARK;
    if (/^\s/u.test(ch)) k |= SPACE;
    if (INVISIBLE.test(ch)) k |= HIDDEN;
    if (ch.normalize('NFC') === ch) k |= COMPOSED;
    kinds[unit] = k;
  }
  return k;
}

const isSurrogatePair = (s: string, i: number): boolean => {
  const hi = s.charCodeAt(i);
  if (hi < 0xd800 || hi > 0xdbff || i + 1 >= s.length) return false;
  const lo = s.charCodeAt(i + 1);
  return lo >= 0xdc00 && lo <= 0xdfff;
};

/** The length of the combining mark at `i` (astral ones too: variation selectors), 0 when there is none. */
function markAt(s: string, i: number): number {
  if (isSurrogatePair(s, i)) return /\p{M}/u.test(s.slice(i, i + 2)) ? 2 : 0;
  const unit = s.charCodeAt(i);
  return unit >= 0x300 && kindOf(unit) & MARK ? 1 : 0;
}

/** For each code unit of the text read, where its character starts and ends in the source. */
interface SourceMap {
  from: number[];
  to: number[];
}

/**
 * One pass over the text, a character with its combining marks at a time, so composing never
 * crosses a boundary; fills `map` when given. Text with nothing to compose, join or drop is
 * returned as it is, without a copy.
 */
function read(written: string, map?: SourceMap): string {
  let text = '';
  // Units kept as they are and not yet added to `text`: written.slice(kept, i).
  let kept = 0;
  let changed = false;
  let afterSpace = false;
  const n = written.length;
  let i = 0;
  while (i < n) {
    const start = i;
    const unit = written.charCodeAt(i);
    // Printable ASCII but the space, no mark after it: the character as it is (most text).
    if (unit > 0x20 && unit < 0x7f && (i + 1 === n || written.charCodeAt(i + 1) < 0x300)) {
      i++;
      afterSpace = false;
      map?.from.push(start);
      map?.to.push(i);
      continue;
    }
    const pair = isSurrogatePair(written, i);
    // A lone surrogate is a character of its own; an astral one is never a space or invisible.
    const kind = pair ? KNOWN : kindOf(unit);
    i += pair ? 2 : 1;
    for (let m = markAt(written, i); m > 0; m = markAt(written, i)) i += m;
    const single = i === start + 1;
    const space = (kind & SPACE) !== 0;
    if (single && (kind & (COMPOSED | HIDDEN | SPACE)) === COMPOSED) {
      afterSpace = false;
      map?.from.push(start);
      map?.to.push(i);
      continue;
    }
    if (single && unit === 0x20 && !afterSpace) {
      afterSpace = true;
      map?.from.push(start);
      map?.to.push(i);
      continue;
    }
    // Anything else changes the text: what was kept so far goes in first.
    changed = true;
    text += written.slice(kept, start);
    kept = i;
    if (kind & HIDDEN) continue;
    if (space) {
      if (afterSpace) {
        if (map) map.to[map.to.length - 1] = i;
        continue;
      }
      afterSpace = true;
      text += ' ';
      map?.from.push(start);
      map?.to.push(i);
      continue;
    }
    afterSpace = false;
    const composed = written.slice(start, i).normalize('NFC');
    text += composed;
    if (map)
      for (let u = 0; u < composed.length; u++) {
        map.from.push(start);
        map.to.push(i);
      }
  }
  return changed ? text + written.slice(kept) : written;
}

/**
 * @example readerText('a melhor\u00a0 cl\u0131\u0301nica').text === 'a melhor clínica'
 */
export function readerText(written: string): ReaderText {
  const text = read(written);
  // Where each character came from is needed only to quote a match: found then, once.
  let map: SourceMap | undefined;
  const mapped = (): SourceMap => {
    if (!map) {
      map = { from: [], to: [] };
      read(written, map);
    }
    return map;
  };
  return {
    text,
    source: (start, end) => {
      if (!(end > start)) return '';
      const { from, to } = mapped();
      return written.slice(from[start], to[end - 1]);
    },
    sourceIndex: (index) => mapped().from[index] ?? written.length,
  };
}

/** A text's reader view; a view made already (one per text, shared by every rule that reads it) as it is. */
export const asRead = (written: string | ReaderText): ReaderText =>
  typeof written === 'string' ? readerText(written) : written;

/** The first text, as written, that one of `patterns` finds in a text read as a reader does (patterns in order). */
export function findAsRead(
  patterns: readonly RegExp[],
  written: string | ReaderText,
): { found: string; index: number } | undefined {
  const read = asRead(written);
  for (const re of patterns) {
    const m = re.exec(read.text);
    if (m) return { found: read.source(m.index, m.index + m[0].length), index: read.sourceIndex(m.index) };
  }
  return undefined;
}

/** A line that starts a block of its own in Markdown: a heading, list item, quote or table row. */
const BLOCK_START = /^\s*(#{1,6}|[-*+]|\d{1,9}[.)]|>|\|)\s/;

/**
 * The paragraphs of a Markdown text, each with the offset where it starts: lines up to a blank
 * line or a new heading, list item, quote or table row, the units a reader reads as one.
 */
export function paragraphs(markdown: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  let offset = 0;
  let current: { text: string; start: number } | undefined;
  for (const line of markdown.split('\n')) {
    if (!line.trim() || BLOCK_START.test(line)) current = undefined;
    if (line.trim()) {
      if (current) current.text += `\n${line}`;
      else out.push((current = { text: line, start: offset }));
    }
    offset += line.length + 1;
  }
  return out;
}
