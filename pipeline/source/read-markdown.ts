/**
 * The one adapter around gray-matter: splits a Markdown file into front matter (parsed by
 * read-yaml, so errors keep their real line numbers) and body.
 */
import matter from 'gray-matter';
import type { ContentIssue } from '../errors';
import { readYaml, type ParsedYaml } from './read-yaml';

export interface MarkdownSource {
  file: string;
  front?: ParsedYaml;
  body: string;
  /** 1-based line where the body starts in the file. */
  bodyLine: number;
}

export function readMarkdown(text: string, file: string): { doc: MarkdownSource; issues: ContentIssue[] } {
  if (!/^---\r?\n/.test(text)) {
    return {
      doc: { file, body: text, bodyLine: 1 },
      issues: [
        {
          code: 'FRONT_MATTER_MISSING',
          severity: 'error',
          file,
          line: 1,
          col: 1,
          title: 'The page has no front matter',
          message: 'A page starts with a block of fields between two lines of three dashes (---).',
          hint: 'Copy the first lines of a sibling file (title, description, ...) and adapt them.',
        },
      ],
    };
  }
  // Only split here; the YAML is parsed by read-yaml so that errors carry positions.
  const split = matter(text, { engines: { yaml: () => ({}) } });
  const frontText = split.matter.replace(/^\r?\n/, '');
  const frontLines = split.matter.split('\n').length;
  const bodyLine = frontLines + 2;
  const { parsed, issues } = readYaml(frontText, file, { lineOffset: 1 });
  return { doc: { file, front: parsed, body: split.content, bodyLine }, issues };
}
