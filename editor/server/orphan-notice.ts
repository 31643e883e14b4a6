/**
 * What a save is told when the site would have a page nobody can click to (the build's
 * PAGE_ORPHAN warning): the page by its title, and the editor's list that links it (the home
 * page's list that also makes the menu), by the labels the editor shows.
 */
import path from 'node:path';
import type { ContentIssue } from '../../pipeline/errors';
import { pageName, type LabelledCollections } from './removal';
import { ORPHAN_NOTICE } from '../../pipeline/catalogue/refusals';

interface Listed {
  name?: string;
  label?: string;
  files?: { file: string; label?: string; fields?: { name: string; label?: string }[] }[];
}

/** The page kinds a home list links, by folder, and the list's field in content/home.yaml. */
const LIST_OF: Record<string, string> = { treatments: 'treatments', recommendations: 'recommendations' };

/** "Listas da página inicial › Seções › Tratamentos": where in the editor the list is. */
function listPlace(config: { readonly collections: readonly Listed[] }, list: string): string | undefined {
  for (const c of config.collections)
    for (const f of c.files ?? []) {
      if (path.posix.normalize(f.file) !== 'content/home.yaml') continue;
      const field = f.fields?.find((x) => x.name === list);
      if (field) return [c.label, f.label, field.label].filter(Boolean).join(' › ');
    }
  return undefined;
}

/** The notice, or undefined when the site has no page nothing links to. */
export async function orphanNotice(
  warnings: readonly ContentIssue[],
  root: string,
  config: LabelledCollections & { readonly collections: readonly Listed[] },
): Promise<string | undefined> {
  const orphans = warnings.filter((w) => w.code === 'PAGE_ORPHAN');
  if (!orphans.length) return undefined;
  const lines = await Promise.all(
    [...new Set(orphans.map((o) => o.file))].map(async (file) => {
      const list = LIST_OF[file.split('/')[1] ?? ''];
      const place = list ? listPlace(config, list) : undefined;
      const where = place ? ORPHAN_NOTICE.inList(place) : ORPHAN_NOTICE.homeList;
      return ORPHAN_NOTICE.line(await pageName(root, file, config), where);
    }),
  );
  return ORPHAN_NOTICE.saved(lines.join('\n'));
}
