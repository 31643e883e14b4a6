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

/**
 * @example readerText('a melhor\u00a0 cl\u0131\u0301nica').text === 'a melhor clínica'
 */
export function readerText(written: string): ReaderText {
  let text = '';
  // For each code unit of `text`, where its character starts and ends in the source.
  const from: number[] = [];
  const to: number[] = [];
  // A character with its combining marks, one at a time, so composing never crosses a boundary.
  for (const m of written.matchAll(/\P{M}\p{M}*|\p{M}+/gsu)) {
    const start = m.index;
    const end = start + m[0].length;
    if (INVISIBLE.test(m[0][0]!)) continue;
    if (/^\s/u.test(m[0])) {
      if (text.endsWith(' ')) to[to.length - 1] = end;
      else {
        text += ' ';
        from.push(start);
        to.push(end);
      }
      continue;
    }
    const read = m[0].normalize('NFC');
    for (let i = 0; i < read.length; i++) {
      from.push(start);
      to.push(end);
    }
    text += read;
  }
  return {
    text,
    source: (start, end) => (end > start ? written.slice(from[start], to[end - 1]) : ''),
    sourceIndex: (index) => from[index] ?? written.length,
  };
}

/** The first text, as written, that one of `patterns` finds in a text read as a reader does (patterns in order). */
export function findAsRead(
  patterns: readonly RegExp[],
  written: string | ReaderText,
): { found: string; index: number } | undefined {
  const read = typeof written === 'string' ? readerText(written) : written;
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
