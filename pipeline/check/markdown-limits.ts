/**
 * Bounds on what a Markdown body may nest, checked on its text before it is parsed: remark's
 * parser recurses once per level of quotes and lists (a deep enough one exhausts the stack),
 * and its time grows faster than the count of open brackets and emphasis marks in one
 * paragraph. No page of the clinic comes near these bounds; a body past them is refused at
 * its line, by `npm run check` and the build alike (both render every body).
 */
import type { ContentIssue } from '../errors';
import { makeIssue } from '../error-catalog';

/** Levels of quotes (>) and lists, counted together. */
export const MAX_NESTING = 12;
/** Brackets, emphasis marks and backticks in one paragraph. */
export const MAX_MARKS = 600;

/** A line's levels of quotes and lists: its container markers, and its indentation in steps of two. */
function nesting(line: string): number {
  let depth = 0;
  let i = 0;
  let indent = 0;
  for (;;) {
    while (i < line.length && (line[i] === ' ' || line[i] === '\t')) indent += line[i++] === '\t' ? 4 : 1;
    if (line[i] === '>') {
      depth++;
      i++;
      continue;
    }
    const list = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/.exec(line.slice(i));
    if (list) {
      depth++;
      i += list[0].length;
      continue;
    }
    break;
  }
  return depth + Math.floor(indent / 2);
}

const MARK = /[[\]*_`]/g;

export function markdownLimitIssues(body: string, file: string, bodyLine: number): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const lines = body.split('\n');
  let deep = false;
  let paragraph = { line: 0, marks: 0 };
  let crowded = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!deep && nesting(line) > MAX_NESTING) {
      deep = true;
      issues.push(makeIssue('MARKDOWN_TOO_DEEP', { max: MAX_NESTING }, file, { line: bodyLine + i, col: 1 }));
    }
    if (line.trim() === '') {
      paragraph = { line: i + 1, marks: 0 };
      continue;
    }
    paragraph.marks += line.match(MARK)?.length ?? 0;
    if (!crowded && paragraph.marks > MAX_MARKS) {
      crowded = true;
      issues.push(
        makeIssue(
          'MARKDOWN_TOO_COMPLEX',
          { detail: `more than ${MAX_MARKS} brackets, asterisks, underscores or backticks in one paragraph` },
          file,
          { line: bodyLine + paragraph.line, col: 1 },
        ),
      );
    }
  }
  return issues;
}
