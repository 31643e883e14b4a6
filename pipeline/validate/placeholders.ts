/**
 * Placeholders ({{...}}) are filled in only in Markdown bodies ({{site.x}}, content/markdown.ts)
 * and in the interface words of locales/ (checked there): in any other text, a YAML file's or a
 * page's field, one would be published as it is. Every string of every YAML file is looked at.
 */
import type { ContentIssue } from '../errors';
import { makeIssue } from '../error-catalog';
import { loadedYamlFiles, type RawSite } from '../load/load';
import type { ParsedYaml } from '../load/read-yaml';
import { walkStrings } from '../load/walk-data';

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/;

function inFile(file: string, parsed: ParsedYaml | undefined, lineOffset = 0): ContentIssue[] {
  if (!parsed) return [];
  const issues: ContentIssue[] = [];
  walkStrings(parsed.data, (value, at) => {
    const m = PLACEHOLDER.exec(value);
    if (m)
      issues.push(
        makeIssue(
          'PLACEHOLDER_IN_TEXT',
          { name: m[1] ?? '', field: at.join('.') },
          file,
          parsed.locate(at),
          parsed.source,
          lineOffset,
        ),
      );
  });
  return issues;
}

export function placeholdersInTexts(raw: RawSite): ContentIssue[] {
  return [
    ...loadedYamlFiles(raw).flatMap((f) => inFile(f.file, f.parsed)),
    // A page's fields start on the file's second line.
    ...raw.docs.flatMap((d) => inFile(d.doc.file, d.doc.front, 1)),
  ];
}
