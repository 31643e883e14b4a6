/**
 * Editor-facing problems. Every content mistake becomes a ContentIssue with a file,
 * a position and a hint (words from error-catalog.ts); the build collects them all and fails
 * once (BuildFailed).
 */
import path from 'node:path';
import type { IssueCode } from './error-catalog';

export type Severity = 'error' | 'warning';

/** Made by makeIssue (error-catalog.ts) only. */
export interface ContentIssue {
  code: IssueCode;
  severity: Severity;
  /** Path relative to the project root, with forward slashes. */
  file: string;
  line?: number;
  col?: number;
  title: string;
  message: string;
  hint: string;
  /** A few source lines around the position, with a caret. */
  frame?: string;
}

export class BuildFailed extends Error {
  readonly issues: ContentIssue[];
  constructor(issues: ContentIssue[]) {
    const errors = issues.filter((i) => i.severity === 'error');
    super(`${errors.length} content problem${errors.length === 1 ? '' : 's'} stopped the build`);
    this.name = 'BuildFailed';
    this.issues = issues;
  }
}

export function relativeFile(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

/**
 * ±2 lines around `line` (1-based, within `source`) with a caret under `col`.
 * `offset` is the number of file lines before `source` (front matter), so the numbers
 * shown are the file's own.
 */
export function codeFrame(source: string, line: number, col = 1, offset = 0): string {
  const lines = source.split(/\r?\n/);
  const from = Math.max(1, line - 2);
  const to = Math.min(lines.length, line + 2);
  const width = String(to + offset).length;
  const out: string[] = [];
  for (let n = from; n <= to; n++) {
    const marker = n === line ? '>' : ' ';
    out.push(`${marker} ${String(n + offset).padStart(width)} | ${lines[n - 1] ?? ''}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, col - 1))}^`);
  }
  return out.join('\n');
}

export function location(issue: ContentIssue): string {
  if (issue.line === undefined) return issue.file;
  return `${issue.file}:${issue.line}:${issue.col ?? 1}`;
}

/** Plain text for the terminal (and for tests): where, what, how to fix. */
export function formatIssue(issue: ContentIssue): string {
  const head = `${issue.severity === 'error' ? '✖' : '⚠'} ${location(issue)}  ${issue.title}`;
  const parts = [head, `  ${issue.message}`];
  if (issue.frame) parts.push(issue.frame.replace(/^/gm, '  '));
  parts.push(`  How to fix: ${issue.hint}`);
  return parts.join('\n');
}

export function formatIssues(issues: ContentIssue[]): string {
  const errors = issues.filter((i) => i.severity === 'error').length;
  const warnings = issues.length - errors;
  const summary = `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
  return [...issues.map(formatIssue), summary].join('\n\n');
}

/** Wraps an unexpected failure with the page it happened on (Eleventy style). */
export class RenderFailed extends Error {
  constructor(url: string, sources: readonly string[], cause: unknown) {
    super(`Having trouble rendering ${url} from ${sources.join(', ') || 'built-in data'}`, { cause });
    this.name = 'RenderFailed';
  }
}
