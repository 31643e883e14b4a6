/**
 * The site's pages an editor may link to from a page text: each with its Portuguese title and
 * the address a Markdown link takes (the Portuguese one, which the build turns into each
 * language's own). Read from content/ at each request, so a page just published is offered
 * without reloading the editor; drafts are left out (the build refuses a link to them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { DEFAULT_LANG } from '../../model/languages';
import { PAGE_KIND_DECLARATIONS } from '../../pipeline/content-types';
import { label } from '../../pipeline/catalogue/labels';
import { recordOf } from './json-shapes';

export interface PageLink {
  title: string;
  /** "/clareamento/", "/blog/primeira-consulta/". */
  href: string;
  /** The editor's section the page is in ("Tratamentos"). */
  section: string;
}

const folders = (dir: string): string[] => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !d.name.startsWith('.'))
      .map((d) => d.name)
      .sort();
  } catch {
    return [];
  }
};

/** The front matter of a page's Portuguese file, or undefined when it has none that reads. */
function front(file: string): Record<string, unknown> | undefined {
  try {
    const yaml = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'))?.[1];
    const data: unknown = parse(yaml ?? '');
    return recordOf(data);
  } catch {
    return undefined;
  }
}

export function pageLinks(root: string): PageLink[] {
  const out: PageLink[] = [];
  for (const kind of Object.values(PAGE_KIND_DECLARATIONS)) {
    if (kind.source !== 'markdown') continue;
    for (const slug of folders(path.join(root, 'content', kind.folder))) {
      const data = front(path.join(root, 'content', kind.folder, slug, `index.${DEFAULT_LANG}.md`));
      if (!data || data.draft === true) continue;
      const title = typeof data.title === 'string' && data.title.trim() ? data.title : slug;
      out.push({ title, href: `/${kind.url(slug)}/`.replace(/\/+/g, '/'), section: label(kind.editor.label) });
    }
  }
  return out.sort((a, b) => a.section.localeCompare(b.section, 'pt') || a.title.localeCompare(b.title, 'pt'));
}
