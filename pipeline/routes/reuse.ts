/**
 * When a rebuild may keep the last route table: an edit that leaves every changed page's front
 * matter as it was cannot move a page, a list or a link.
 */
import type { Site } from '../../model/site';
import type { AnyPages } from '../content-types';

/** Whether every changed file is a Markdown page in both builds, with the same front matter. */
export function frontMatterUnchanged(before: Site, after: Site, changed: readonly string[]): boolean {
  if (!changed.length || !changed.every((f) => f.endsWith('.md'))) return false;
  const wanted = new Set(changed);
  const fronts = (site: Site): Map<string, string> => {
    const out = new Map<string, string>();
    const pages: AnyPages = site.pages;
    for (const kind of Object.values(pages)) {
      for (const byLang of Object.values(kind)) {
        for (const doc of Object.values(byLang))
          if (doc && wanted.has(doc.file)) out.set(doc.file, JSON.stringify(doc.front));
      }
    }
    return out;
  };
  const a = fronts(before);
  const b = fronts(after);
  return changed.every((f) => a.has(f) && a.get(f) === b.get(f));
}

/**
 * The same question for a new process, which has the front matter text the table was built
 * from (`before`, by root-relative file) rather than the last build's site: every changed
 * file is a page of `after` whose front matter text is the same as then.
 */
export function frontTextUnchanged(
  before: ReadonlyMap<string, string>,
  after: Site,
  frontOf: (file: string) => string | undefined,
  changed: readonly string[],
): boolean {
  if (!changed.length || !changed.every((f) => f.endsWith('.md') && before.has(f))) return false;
  const wanted = new Set(changed);
  const present = new Set<string>();
  const pages: AnyPages = after.pages;
  for (const kind of Object.values(pages)) {
    for (const byLang of Object.values(kind))
      for (const doc of Object.values(byLang)) if (doc && wanted.has(doc.file)) present.add(doc.file);
  }
  return changed.every((f) => present.has(f) && frontOf(f) === before.get(f));
}
