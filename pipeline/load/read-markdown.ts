/**
 * Splits a Markdown file into front matter and body, with read-yaml (the `yaml` package) reading
 * the fields, so errors keep their real line numbers. The fences are whole lines of three
 * dashes; a byte-order mark and spaces after a fence are allowed (editors add them), and a
 * fence never closed is one message, not a parse of the whole page as fields. Once the fences
 * are found, the split is two slices of lines: no front matter library is loaded for it.
 */
import type { ContentIssue } from '../errors';
import { makeIssue } from '../error-catalog';
import { readYaml, type ParsedYaml } from './read-yaml';
import { controlCharIssues, stripBom } from './text';

export interface MarkdownSource {
  file: string;
  front?: ParsedYaml;
  body: string;
  /** 1-based line where the body starts in the file. */
  bodyLine: number;
}

const FENCE = /^---[ \t]*\r?$/;

export function readMarkdown(raw: string, file: string): { doc: MarkdownSource; issues: ContentIssue[] } {
  const text = stripBom(raw);
  const lines = text.split('\n');
  if (!FENCE.test(lines[0] ?? '')) {
    return {
      doc: { file, body: text, bodyLine: 1 },
      issues: [makeIssue('FRONT_MATTER_MISSING', {}, file, { line: 1, col: 1 })],
    };
  }
  const close = lines.findIndex((l, i) => i > 0 && FENCE.test(l));
  if (close < 0) {
    // The first blank line is most likely where the fields were meant to end.
    const blank = lines.findIndex((l, i) => i > 0 && l.trim() === '');
    return {
      doc: { file, body: '', bodyLine: 1 },
      issues: [
        makeIssue('FRONT_MATTER_UNCLOSED', { guess: blank > 0 ? blank + 1 : undefined }, file, { line: 1, col: 1 }),
      ],
    };
  }
  // The fields start on the file's line 2; the body on the line after the closing fence.
  const front = readYaml(lines.slice(1, close).join('\n'), file, { lineOffset: 1 });
  const body = lines.slice(close + 1).join('\n');
  const bodyLine = close + 2;
  const control = controlCharIssues(body, file, bodyLine - 1);
  return { doc: { file, front: front.parsed, body, bodyLine }, issues: [...front.issues, ...control] };
}
