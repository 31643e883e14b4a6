/** What every text file goes through before it is parsed: the byte-order mark, control characters. */
import type { ContentIssue } from '../errors';
import { makeIssue } from '../error-catalog';

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
    issues.push(makeIssue('CONTROL_CHARACTER', { code: codeOf(m[0]) }, file, { line: i + 1 + lineOffset, col: m.index + 1 }, shown, lineOffset));
  });
  return issues;
}

/** Control characters written as escapes ("\v" in YAML, "\u000b" in JSON) end up in values: where. */
export function controlCharInValues(data: unknown, at: (path: (string | number)[]) => { line: number; col: number }, file: string): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const visit = (value: unknown, path: (string | number)[]): void => {
    if (typeof value === 'string') {
      const m = CONTROL.exec(value);
      if (m) issues.push(makeIssue('CONTROL_CHARACTER', { code: codeOf(m[0]) }, file, at(path)));
    } else if (Array.isArray(value)) value.forEach((v, i) => visit(v, [...path, i]));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, [...path, k]);
  };
  visit(data, []);
  return issues;
}
