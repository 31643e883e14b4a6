/** What every text file goes through before it is parsed: the byte-order mark, control characters. */
import type { ContentIssue } from '../errors';
import { makeIssue } from '../error-catalog';
import { walkStrings } from './walk-data';

/** A UTF-8 byte-order mark (Windows editors write one) is not part of the text. */
export const stripBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/**
 * C0 and C1 control characters other than tab and line breaks: invalid in XML (the feeds),
 * parse errors in HTML. U+000B is what Word's Shift+Enter pastes.
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

const codeOf = (ch: string): string => `U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

/** One issue per line holding a control character (at its first one), in a whole file's text. */
export function controlCharIssues(text: string, file: string, lineOffset = 0): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const m = CONTROL.exec(line.replace(/\r$/, ''));
    if (!m) return;
    // The frame shows the invisible character as a dot.
    const shown = text.replace(CONTROL, '·');
    issues.push(
      makeIssue(
        'CONTROL_CHARACTER',
        { code: codeOf(m[0]) },
        file,
        { line: i + 1 + lineOffset, col: m.index + 1 },
        shown,
        lineOffset,
      ),
    );
  });
  return issues;
}

/**
 * Direction overrides, embeddings and isolates (U+202A-U+202E, U+2066-U+2069): in a title they
 * reorder what a reader, a search result or a browser tab shows ("gpj.exe" read as "exe.jpg").
 * The marks U+200E/U+200F that Arabic text needs stay allowed.
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/** Fields shown alone, out of their paragraph's direction: a page's title, a person's name. */
const TITLE_KEYS: ReadonlySet<string | number> = new Set(['title', 'name', 'seo_title']);

/** Control characters written as escapes ("\v" in YAML, "\u000b" in JSON) end up in values: where. */
export function controlCharInValues(
  data: unknown,
  at: (path: readonly (string | number)[]) => { line: number; col: number },
  file: string,
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  walkStrings(data, (value, path) => {
    const m = CONTROL.exec(value) ?? (TITLE_KEYS.has(path[path.length - 1] ?? '') ? BIDI_CONTROL.exec(value) : null);
    if (m) issues.push(makeIssue('CONTROL_CHARACTER', { code: codeOf(m[0]) }, file, at(path)));
  });
  return issues;
}

/** A file that is not UTF-8, with what it most likely is instead. */
export class NotUtf8 extends Error {
  constructor(readonly encoding: string) {
    super(`not UTF-8 but ${encoding}`);
    this.name = 'NotUtf8';
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A text file's bytes as the text every later step reads: UTF-8 only (Latin-1 would publish
 * "�", UTF-16 nothing readable), and Windows line endings read as plain ones, so a file saved
 * with CRLF builds byte for byte as the same file with LF.
 */
export function decodeText(input: string | Uint8Array): string {
  let text: string;
  if (typeof input === 'string') text = input;
  else {
    const [a, b] = input;
    if ((a === 0xff && b === 0xfe) || (a === 0xfe && b === 0xff)) throw new NotUtf8('UTF-16');
    // UTF-16 without its mark: every other byte of Latin letters is zero.
    if (input.length >= 4 && (input[0] === 0 || input[1] === 0) && (input[2] === 0 || input[3] === 0))
      throw new NotUtf8('UTF-16');
    try {
      text = utf8.decode(input);
    } catch {
      throw new NotUtf8('another encoding (most likely Latin-1 or Windows-1252)');
    }
  }
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}
