/**
 * The refusal of a removal (an entry deleted, or switched to Rascunho and published) while
 * other pages link to it: those pages by the title the editor knows them by, and the two ways
 * out. A file path or a line number means nothing to an editor who never sees the files.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import type { ContentIssue } from '../../pipeline/errors';
import type { IssueCode } from '../../pipeline/error-catalog';
import { REMOVAL } from '../../pipeline/catalogue/refusals';
import { recordOf } from './json-shapes';

/** What a removal breaks in the pages that named the entry: their links and references lead nowhere. */
const LINK_CODES: ReadonlySet<IssueCode> = new Set<IssueCode>([
  'LINK_BROKEN',
  'ANCHOR_BROKEN',
  'POST_NOT_TRANSLATED',
  'PAGE_MISSING',
  'UNKNOWN_KEY',
]);

/** The issues that are links into the removed entry from other files; undefined when some issue is anything else. */
export function linksInto(issues: readonly ContentIssue[], own: ReadonlySet<string>): ContentIssue[] | undefined {
  const links = issues.filter((i) => LINK_CODES.has(i.code) && !own.has(i.file));
  return links.length && links.length === issues.length ? links : undefined;
}

/** An editor's collection as its configuration declares it (a YAML file, or a folder of pages). */
interface Labelled {
  label?: string;
  label_singular?: string;
  folder?: string;
  files?: readonly { file: string; label?: string }[];
}

/** What the names below read of the editor's configuration. */
export interface LabelledCollections {
  readonly collections: readonly Labelled[];
}

/** The front matter's title of a Markdown text, if it has one. */
function frontTitle(text: string): string | undefined {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
  if (front === undefined) return undefined;
  try {
    const title = recordOf(parse(front))?.title;
    return typeof title === 'string' && title.trim() ? title.trim() : undefined;
  } catch {
    return undefined;
  }
}

/** The front matter's title of a Markdown file, if it has one. */
const markdownTitle = async (abs: string): Promise<string | undefined> =>
  frontTitle(await fs.readFile(abs, 'utf8').catch(() => ''));

/**
 * The name an editor knows a content file by: a page's Portuguese title (its own when it has no
 * Portuguese), a YAML file's label in the editor ("Página inicial"), else its collection's.
 */
export async function pageName(root: string, file: string, config: LabelledCollections): Promise<string> {
  if (file.endsWith('.md')) {
    const pt = file.replace(/\.(\w\w)\.md$/, '.pt.md');
    const title = (await markdownTitle(path.join(root, pt))) ?? (await markdownTitle(path.join(root, file)));
    if (title) return title;
  }
  const { collections } = config;
  for (const c of collections) {
    const own = c.files?.find((f) => path.posix.normalize(f.file) === file);
    if (own) return own.label ?? c.label ?? path.posix.basename(file);
  }
  const folder = collections.find((c) => c.folder && file.startsWith(`${c.folder}/`));
  return folder?.label_singular ?? folder?.label ?? path.posix.basename(file, path.posix.extname(file));
}

/**
 * The name an editor knows a waiting draft by: its own Portuguese title (a new page is not on
 * the site yet), else any language's, else the name of the page it changes.
 */
export async function draftName(
  root: string,
  files: readonly { path: string; raw: string }[],
  config: LabelledCollections,
): Promise<string> {
  const pages = files.filter((f) => f.path.endsWith('.md'));
  const portuguese = pages.filter((f) => f.path.endsWith('.pt.md'));
  for (const f of [...portuguese, ...pages]) {
    const title = frontTitle(f.raw);
    if (title) return title;
  }
  const first = files[0];
  return first ? pageName(root, path.posix.normalize(first.path), config) : '';
}

/** What is being removed: the entry deleted, or taken off the site by Rascunho. */
export type Removal = 'exclusão' | 'rascunho';

/** The refusal: each linking page once, by name, and how to go on. */
export async function removalMessage(
  links: readonly ContentIssue[],
  root: string,
  config: LabelledCollections,
  removal: Removal,
  done: 'salvo' | 'publicado' = 'publicado',
): Promise<string> {
  const names = [...new Set(await Promise.all(links.map((i) => pageName(root, i.file, config))))].sort((a, b) =>
    a.localeCompare(b, 'pt'),
  );
  const list = names.map((n) => `• «${n}»`).join('\n');
  const many = names.length > 1;
  return removal === 'exclusão' ? REMOVAL.deleted(list, many) : REMOVAL.drafted(list, many, done);
}
