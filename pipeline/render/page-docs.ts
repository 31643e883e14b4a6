/**
 * Each page's Markdown documents, bound once for the page: its own document, and a finder for
 * the other pages of its language. Templates receive them with the page and never pick a
 * document by language.
 */
import { PAGE_KINDS, PAGE_TYPES, type FrontOf, type PageKind, type Pages, type Doc } from '../content-types';
import { DEFAULT_LANG } from '../../model/languages';
import type { Route, TemplateName } from '../../model/route';

/** A Markdown page's own document, as its kind reads it: `doc('treatments')` on a treatment page. */
export type PageDocument = <K extends PageKind>(kind: K) => Doc<FrontOf<K>>;

/**
 * Another Markdown page of a kind in the page's language; with 'original', its Portuguese
 * original when it is not translated (menus list every page).
 */
export type DocIn = <K extends PageKind>(kind: K, slug: string, fallback?: 'original') => Doc<FrontOf<K>> | undefined;

/** The Markdown kind whose pages a template renders (none for the home, lists, local pages, 404). */
const kindOf = (template: TemplateName): PageKind | undefined =>
  PAGE_KINDS.find((k) => PAGE_TYPES[k].template === template);

export function pageDocuments(route: Route, pages: Pages): { doc: PageDocument; docIn: DocIn } {
  const docIn: DocIn = (kind, slug, fallback) =>
    pages[kind][slug]?.[route.lang] ?? (fallback ? pages[kind][slug]?.[DEFAULT_LANG] : undefined);
  const own = kindOf(route.template);
  const doc: PageDocument = (kind) => {
    const found = kind === own ? docIn(kind, route.props.slug ?? '') : undefined;
    // The route table makes a page of a kind only from its document: a miss is a pipeline bug.
    if (!found) throw new Error(`${route.url} has no ${kind} document (its template is ${route.template})`);
    return found;
  };
  return { doc, docIn };
}
