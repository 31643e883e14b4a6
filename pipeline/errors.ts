/**
 * Editor-facing problems. Every content mistake becomes a ContentIssue with a file,
 * a position and a hint (words from error-catalog.ts); the build collects them all and fails
 * once (BuildFailed).
 */
import path from 'node:path';
import type { ContentIssue } from './error-catalog';
import { RUN } from './catalogue/run';

// The issue's shape lives beside makeIssue, its only maker: this file formats issues and imports it, never the reverse.
export type { ContentIssue, Severity } from './error-catalog';
export { codeFrame } from './error-catalog';

export class BuildFailed extends Error {
  readonly issues: ContentIssue[];
  constructor(issues: ContentIssue[]) {
    const errors = issues.filter((i) => i.severity === 'error');
    super(RUN.stopped(errors.length));
    this.name = 'BuildFailed';
    this.issues = issues;
  }
}

export function relativeFile(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

export function location(issue: ContentIssue): string {
  if (issue.line === undefined) return issue.file;
  return `${issue.file}:${issue.line}:${issue.col ?? 1}`;
}

/** Plain text for the terminal, in the editors' language: where, what, how to fix. */
export function formatIssue(issue: ContentIssue): string {
  const head = `${issue.severity === 'error' ? '✖' : '⚠'} ${location(issue)}  ${issue.pt.title}`;
  const parts = [head, `  ${issue.pt.message}`];
  if (issue.frame) parts.push(issue.frame.replace(/^/gm, '  '));
  parts.push(`  ${RUN.fix} ${issue.pt.hint}`);
  return parts.join('\n');
}

export function formatIssues(issues: ContentIssue[]): string {
  const errors = issues.filter((i) => i.severity === 'error').length;
  const warnings = issues.length - errors;
  const summary = RUN.summary(errors, warnings);
  return [...issues.map(formatIssue), summary].join('\n\n');
}

/** Wraps an unexpected failure with the page it happened on (Eleventy style). */
export class RenderFailed extends Error {
  constructor(url: string, sources: readonly string[], cause: unknown) {
    super(`Having trouble rendering ${url} from ${sources.join(', ') || 'built-in data'}`, { cause });
    this.name = 'RenderFailed';
  }
}
