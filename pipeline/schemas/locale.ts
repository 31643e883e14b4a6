/** locales/<lang>.json: flat "group.key": "text" pairs; pt.json is the reference. */
import { z } from 'zod';
import type { ContentIssue } from '../errors';
import { makeIssue } from '../source/check-schema';
import type { SourceFile } from '../load';

export const localeSchema = z.record(
  z.string().regex(/^[a-z0-9_]+(\.[a-z0-9_]+)+$/, 'keys look like "group.name", lower-case'),
  z.string().min(1, 'a translation cannot be empty'),
);
export type Messages = Record<string, string>;

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '');

/** Keys missing or extra compared to the reference, and placeholders that went missing. */
export function checkLocaleParity(ref: Messages, refFile: string, other: Messages, src: SourceFile): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const parsed = src.parsed;
  const refName = refFile.split('/').pop() ?? refFile;
  for (const key of Object.keys(ref)) {
    if (!(key in other)) {
      issues.push(makeIssue('LOCALE_KEY_MISSING', { key, reference: refName }, src.file, parsed?.locate([]), undefined));
      continue;
    }
    for (const name of placeholders(ref[key] ?? '')) {
      if (!placeholders(other[key] ?? '').includes(name)) {
        issues.push(makeIssue('PLACEHOLDER_MISMATCH', { key, name }, src.file, parsed?.locate([key]), parsed?.source));
      }
    }
  }
  for (const key of Object.keys(other)) {
    if (key in ref) {
      const known = placeholders(ref[key] ?? '');
      for (const name of placeholders(other[key] ?? '')) {
        if (!known.includes(name)) issues.push(makeIssue('PLACEHOLDER_EXTRA', { key, name, reference: refName }, src.file, parsed?.locate([key]), parsed?.source));
      }
    }
    if (!(key in ref)) {
      issues.push(makeIssue('LOCALE_KEY_EXTRA', { key, reference: refName }, src.file, parsed?.locateKey([key]), parsed?.source));
    }
  }
  return issues;
}
