/**
 * Each page entry's state as the editor's lists show it: on the site (publicado), or taken off
 * it by its «Rascunho» switch; the situation of its draft in the editorial workflow (rascunho,
 * em revisão, pronto), if it has one; and the languages it is written in.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGS } from '../../model/languages';
import type { Draft, DraftStatus } from './drafts';
import { WORKFLOW_STATES } from '../../pipeline/catalogue/editor-server-words';

export type WorkflowState = (typeof WORKFLOW_STATES)[DraftStatus];

export interface EntryState {
  collection: string;
  /** As Decap names the entry ("clareamento/index"). */
  slug: string;
  /** On the site, or off it («Rascunho» on, or no published file yet). */
  published: boolean;
  /** The situation of the entry's unpublished changes, if any. */
  workflow?: WorkflowState;
  /** Languages with a file, in the site's order. */
  langs: string[];
}

const WORKFLOW: Record<DraftStatus, WorkflowState> = WORKFLOW_STATES;

interface FolderCollection {
  name: string;
  folder?: string;
  path?: string;
  extension?: string;
  i18n?: unknown;
}

/** A Markdown file's front matter says `draft: true` («Rascunho» on): the site leaves it out. */
const switchedOff = (file: string): boolean => {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  return /^draft:\s*true\s*$/m.test(front);
};

/** The states of every entry of the folder collections whose entries are "<folder>/<name>/index.<lang>.md". */
export function entryStates(
  root: string,
  config: { readonly collections: readonly FolderCollection[] },
  drafts: readonly Draft[],
): EntryState[] {
  const out: EntryState[] = [];
  for (const c of config.collections) {
    if (!c.folder || c.path !== '{{slug}}/index' || !c.i18n) continue;
    const ext = c.extension ?? 'md';
    const dir = path.join(root, c.folder);
    const names = existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true })
          .filter((d) => d.isDirectory())
          .map((d) => d.name)
      : [];
    for (const name of names.sort()) {
      const fileOf = (lang: string) => path.join(dir, name, `index.${lang}.${ext}`);
      const langs = LANGS.filter((l) => existsSync(fileOf(l)));
      if (!langs.length) continue;
      const slug = `${name}/index`;
      const draft = drafts.find((d) => d.collection === c.name && d.slug === slug);
      out.push({
        collection: c.name,
        slug,
        published: !switchedOff(fileOf(langs[0]!)),
        ...(draft ? { workflow: WORKFLOW[draft.status] } : {}),
        langs,
      });
    }
  }
  return out;
}
