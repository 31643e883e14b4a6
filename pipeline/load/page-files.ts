/**
 * How content/ is laid out: one folder per page with index.<lang>.md files (and pictures
 * beside them), and a known list of files and folders around them. Anything else is named
 * as a mistake, never ignored.
 */
import { lstatSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Paths } from '../config';
import { LANGS } from '../../model/languages';
import { relativeFile, type ContentIssue } from '../errors';
import { didYouMean, makeIssue } from '../error-catalog';
import { FILE_KINDS, FILE_TYPES, PAGE_KINDS, PAGE_TYPES, fileOf, type PageKind } from '../content-types';
import { isSpecial, linkTarget, SPECIAL_EXPECTED } from './walk';

export const IMAGE_EXTENSIONS = /\.(svg|png|jpe?g|webp|avif)$/i;

export interface ListedDoc {
  kind: PageKind;
  slug: string;
  name: string;
  abs: string;
}

/** The page files found, and the pictures saved beside them (absolute paths), and the mistakes in how they are laid out. */
export interface Listing {
  docs: ListedDoc[];
  pictures: string[];
  issues: ContentIssue[];
}

export const ignored = (name: string): boolean => name.startsWith('.');

/** A page's file in one language: index.<lang>.md. */
export const PAGE_FILE = /^index\.([a-z]+)\.md$/;
export const pageFileName = (lang: string): string => `index.${lang}.md`;

/** What `read` returns, or undefined when the file or folder it reads no longer exists. */
export function gone<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export function isPlainFile(abs: string): boolean {
  try {
    return lstatSync(abs).isFile();
  } catch {
    return false;
  }
}

export function listDocs(paths: Paths): Listing {
  const out: ListedDoc[] = [];
  const pictures: string[] = [];
  const issues: ContentIssue[] = [];
  const rel = (abs: string) => relativeFile(paths.root, abs);
  // Never read: a named pipe would hold the build forever.
  const special = (abs: string): void =>
    void issues.push(makeIssue('UNKNOWN_FILE', { name: path.basename(abs), expected: SPECIAL_EXPECTED }, rel(abs)));
  /** Entries of a folder; a symbolic link counts as what it leads to, if that is inside content/. */
  const entries = (dir: string): { name: string; abs: string; dir: boolean }[] => {
    const list: { name: string; abs: string; dir: boolean }[] = [];
    // A folder deleted while it is listed (watch mode, a checkout) is as good as empty: its
    // deletion is another change, and the next build sees it.
    for (const d of gone(() => readdirSync(dir, { withFileTypes: true })) ?? []) {
      if (ignored(d.name)) continue;
      const abs = path.join(dir, d.name);
      if (d.isSymbolicLink()) {
        const link = linkTarget(abs, paths.content);
        if (!link.inside) {
          issues.push(makeIssue('SYMLINK_OUTSIDE', { target: link.target, folder: 'content/' }, rel(abs)));
          continue;
        }
        const st = gone(() => statSync(abs));
        if (isSpecial(abs)) special(abs);
        else if (st) list.push({ name: d.name, abs, dir: st.isDirectory() });
      } else if (d.isFile() || d.isDirectory()) list.push({ name: d.name, abs, dir: d.isDirectory() });
      else special(abs);
    }
    return list.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  };
  for (const kind of PAGE_KINDS) {
    const base = path.join(paths.content, PAGE_TYPES[kind].folder);
    let slugs: { name: string; abs: string; dir: boolean }[];
    try {
      slugs = entries(base);
    } catch {
      continue;
    }
    for (const slug of slugs) {
      if (!slug.dir) {
        issues.push(
          makeIssue(
            'UNKNOWN_FILE',
            {
              name: slug.name,
              expected: `one folder per page, each with index.<language>.md files (content/${PAGE_TYPES[kind].folder}/<page>/index.pt.md)`,
            },
            rel(slug.abs),
          ),
        );
        continue;
      }
      for (const f of entries(slug.abs)) {
        // index.xx.md with an unknown language is reported by validate (UNKNOWN_LANGUAGE).
        if (!f.dir && PAGE_FILE.test(f.name)) {
          out.push({ kind, slug: slug.name, name: f.name, abs: f.abs });
          continue;
        }
        // Pictures beside a page (uploaded with the editor) are listed with the images.
        if (!f.dir && IMAGE_EXTENSIONS.test(f.name)) {
          pictures.push(f.abs);
          continue;
        }
        const lower = f.name.toLowerCase();
        const lang = LANGS.find(
          (l) =>
            [`${l}.md`, `index.${l}.md`, `index.${l}.markdown`, `${l}.markdown`, l].includes(lower) ||
            lower.startsWith(`index.${l}.md.`) ||
            lower.startsWith(`${l}.md.`),
        );
        const names = LANGS.map(pageFileName);
        issues.push(
          makeIssue(
            'UNKNOWN_FILE',
            {
              name: f.name,
              expected: `${names.join(', ')} (or pictures)`,
              suggestion: lang ? pageFileName(lang) : didYouMean(f.name, names),
            },
            rel(f.abs),
          ),
        );
      }
    }
  }
  return { docs: out, pictures, issues };
}

/**
 * What each folder of content/ may hold, from the declarations: each content file (in each
 * language) and the folders on the way to it and to each kind's pages, and content/images/.
 * A folder of things (landing/pages/, a kind's page folders) is checked by what reads it.
 */
function layout(): Record<string, readonly string[]> {
  const out: Record<string, Set<string>> = { '': new Set() };
  const add = (segments: readonly string[]): void => {
    for (const [i, segment] of segments.entries()) {
      if (segment.includes('*')) return;
      const folder = segments.slice(0, i).join('/');
      (out[folder] ??= new Set()).add(i === segments.length - 1 ? segment : `${segment}/`);
    }
  };
  for (const kind of FILE_KINDS) for (const lang of LANGS) add(fileOf(FILE_TYPES[kind], lang).split('/').slice(1));
  for (const kind of PAGE_KINDS) add([...PAGE_TYPES[kind].folder.split('/'), '*']);
  add(['images', '*']);
  return Object.fromEntries(Object.entries(out).map(([folder, names]) => [folder, [...names]]));
}
const LAYOUT = layout();

export function checkLayout(paths: Paths): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const [folder, known] of Object.entries(LAYOUT)) {
    const dir = path.join(paths.content, folder);
    let list: import('node:fs').Dirent[];
    try {
      list = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const d of list) {
      if (ignored(d.name)) continue;
      const abs = path.join(dir, d.name);
      if (d.isSymbolicLink() && !linkTarget(abs, paths.content).inside) {
        issues.push(
          makeIssue(
            'SYMLINK_OUTSIDE',
            { target: linkTarget(abs, paths.content).target, folder: 'content/' },
            relativeFile(paths.root, abs),
          ),
        );
        continue;
      }
      const name = d.isDirectory() || (d.isSymbolicLink() && statSync(abs).isDirectory()) ? `${d.name}/` : d.name;
      if (known.includes(name)) continue;
      issues.push(
        makeIssue(
          'UNKNOWN_FILE',
          { name, expected: known.join(', '), suggestion: didYouMean(name, known) },
          relativeFile(paths.root, abs),
        ),
      );
    }
  }
  return issues;
}
