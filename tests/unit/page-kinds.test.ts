/**
 * Every kind of page declared in content-types.ts reaches the editor: /admin has its
 * collection, previewed with the kind's template (its template is checked by the type of
 * TEMPLATES; a kind left out of the editor's DECLARATIONS is no type error, so this test says so).
 */
import { describe, expect, it } from 'vitest';
import { PAGE_KINDS, PAGE_TYPES, type PageKind } from '../../pipeline/content-types';
import { DECLARATIONS, type Declaration } from '../../pipeline/dev/admin/collections';

/** The kinds an editor's collection list leaves out: no `pages` collection of that name and folder. */
function withoutCollection(kinds: readonly PageKind[], declarations: readonly Declaration[]): PageKind[] {
  return kinds.filter(
    (k) => !declarations.some((d) => d.kind === 'pages' && d.name === k && d.folder === PAGE_TYPES[k].folder),
  );
}

describe('page kinds', () => {
  it('each kind has its collection in the editor, previewed with its template', () => {
    expect(withoutCollection(PAGE_KINDS, DECLARATIONS)).toEqual([]);
    for (const d of DECLARATIONS)
      if (d.kind === 'pages' && d.name in PAGE_TYPES)
        expect(d.preview, d.name).toBe(PAGE_TYPES[d.name as PageKind].template);
  });

  it('notices a kind the editor leaves out', () => {
    const posts = DECLARATIONS.filter((d) => !(d.kind === 'pages' && d.name === 'posts'));
    expect(withoutCollection(PAGE_KINDS, posts)).toEqual(['posts']);
  });
});
