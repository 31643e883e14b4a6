/** The blog's pure rules: which posts a language lists, in which order, on which page. */
import type { Lang } from '../../model/languages';
import type { PostFront } from '../schemas/blog';
import type { Doc, Pages } from '../validate/pages';

export const POSTS_PER_PAGE = 12;

export interface PostRef {
  slug: string;
  doc: Doc<PostFront>;
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Posts that exist in `lang`, newest first (then by slug, so equal dates keep one order). */
export function postsIn(pages: Pages, lang: Lang, category?: string): PostRef[] {
  const all = Object.entries(pages.posts)
    .flatMap(([slug, byLang]) => (byLang[lang] ? [{ slug, doc: byLang[lang]! }] : []))
    // ISO dates and ASCII slugs: code-unit order is the right order, and far cheaper than localeCompare.
    .sort((a, b) => cmp(b.doc.front.date, a.doc.front.date) || cmp(a.slug, b.slug));
  return category ? all.filter((p) => p.doc.front.category === category) : all;
}

/** The sorted lists of one build's posts, each made once: every list page and related-posts box asks for them. */
export interface PostIndex {
  postsIn(lang: Lang, category?: string): PostRef[];
}

export function postIndex(pages: Pages): PostIndex {
  const lists = new Map<string, PostRef[]>();
  const index: PostIndex = {
    postsIn(lang, category) {
      const key = `${lang}:${category ?? ''}`;
      let list = lists.get(key);
      // A category's list is the language's sorted list, filtered: sorted once per language.
      if (!list)
        lists.set(
          key,
          (list = category
            ? index.postsIn(lang).filter((p) => p.doc.front.category === category)
            : postsIn(pages, lang)),
        );
      return list;
    },
  };
  return index;
}

/** Splits a list into pages of `size`; an empty list still has one (empty) page. */
export function paginate<T>(items: readonly T[], size = POSTS_PER_PAGE): T[][] {
  if (items.length === 0) return [[]];
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}

/** Minutes to read, at 200 words a minute, at least 1. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/[#>*_`[\]()!-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/**
 * Up to `n` other posts of the same language: same category first (newest first), then the
 * newest of the others. Reads only the first few of each sorted list: cheap on large blogs.
 */
export function relatedPosts(index: PostIndex, lang: Lang, current: PostRef, n = 3): PostRef[] {
  const out: PostRef[] = [];
  const take = (list: PostRef[], skip: (p: PostRef) => boolean) => {
    for (const p of list) {
      if (out.length >= n) return;
      if (p.slug !== current.slug && !skip(p)) out.push(p);
    }
  };
  take(index.postsIn(lang, current.doc.front.category), () => false);
  take(index.postsIn(lang), (p) => p.doc.front.category === current.doc.front.category);
  return out;
}
