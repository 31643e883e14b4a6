/**
 * Every kind of page declared in content-types.ts has its template, and every Markdown kind
 * reaches the editor: /admin has its collection, previewed with the kind's template. (The
 * type of TEMPLATES asks for each template too; a test says so at run time, where a cast or
 * a kind added by a plugin-like spread would slip past the type.)
 */
import { describe, expect, it } from 'vitest';
import { PAGE_KINDS, PAGE_TYPES, TEMPLATE_NAMES, type PageKind } from '../../pipeline/content-types';
import { DECLARATIONS, type Declaration } from '../../editor/server/collections';
import { TEMPLATES } from '../../templates/index';

/** The kinds an editor's collection list leaves out: no `pages` collection of that name and folder. */
function withoutCollection(kinds: readonly PageKind[], declarations: readonly Declaration[]): PageKind[] {
  return kinds.filter(
    (k) => !declarations.some((d) => d.kind === 'pages' && d.name === k && d.folder === PAGE_TYPES[k].folder),
  );
}

/** The template names no component renders. */
const withoutTemplate = (names: readonly string[], templates: Readonly<Record<string, unknown>>): string[] =>
  names.filter((n) => typeof (templates[n] as { Body?: unknown } | undefined)?.Body !== 'function');

describe('page kinds', () => {
  it('each kind has a template that renders it', () => {
    expect(TEMPLATE_NAMES.length).toBeGreaterThan(0);
    expect(withoutTemplate(TEMPLATE_NAMES, TEMPLATES)).toEqual([]);
  });

  it('notices a kind no template renders', () => {
    const { home: _home, ...rest } = TEMPLATES;
    expect(withoutTemplate(TEMPLATE_NAMES, rest)).toEqual(['home']);
  });

  it('each Markdown kind has its collection in the editor, previewed with its template', () => {
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
