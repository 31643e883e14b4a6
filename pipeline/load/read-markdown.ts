/**
 * The one adapter around gray-matter: splits a Markdown file into front matter and body, with
 * read-yaml (the `yaml` package) as its YAML engine, so errors keep their real line numbers.
 * The fences are whole lines of three dashes; a byte-order mark and spaces after a fence are
 * allowed (editors add them), and a fence never closed is one message, not a parse of the
 * whole page as fields: those checks come first, then gray-matter splits the file with its
 * fences made plain.
 */
import matter from 'gray-matter';
import type { ContentIssue } from '../errors';
import { makeIssue } from '../error-catalog';
import { readYaml, type ParsedYaml, type ReadResult } from './read-yaml';
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
  const plain = ['---', ...lines.slice(1, close), '---', ...lines.slice(close + 1)].join('\n');
  // The fields start on the file's line 2.
  const readFront = (yaml: string): ReadResult => readYaml(yaml.replace(/^\r?\n/, ''), file, { lineOffset: 1 });
  let front: ReadResult | undefined;
  const split = matter(plain, {
    engines: {
      yaml: (yaml: string) => {
        front = readFront(yaml);
        return front.parsed?.data ?? {};
      },
    },
  });
  // gray-matter skips its engine for a block of only blanks and comments: read it all the same.
  front ??= readFront(split.matter);
  const body = split.content;
  const bodyLine = close + 2;
  const control = controlCharIssues(body, file, bodyLine - 1);
  return { doc: { file, front: front.parsed, body, bodyLine }, issues: [...front.issues, ...control] };
}
