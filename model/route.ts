/** What the route table says about each page: the one record templates, outputs and watch mode read. */
import type { Lang } from './languages';

export type TemplateName =
  | 'home'
  | 'not-found'
  | 'treatment'
  | 'recommendation'
  | 'owner'
  | 'privacy'
  | 'landing-index'
  | 'landing'
  | 'blog-index'
  | 'blog-post'
  | 'blog-category'
  | 'blog-search';

export interface Alternate {
  lang: Lang;
  hreflang: string;
  url: string;
}

/** Another page this page lists or links to, as the route table resolved it. */
export interface LinkedPage {
  /** Route id, e.g. "blog-post:escovacao". */
  id: string;
  /** The page's slug within its kind (a post's folder name). */
  slug: string;
  url: string;
}

export interface Route {
  /** Stable identity across languages, e.g. "home", "treatment:clareamento". */
  id: string;
  template: TemplateName;
  url: string;
  outputPath: string;
  lang: Lang;
  htmlLang: string;
  dir: 'ltr' | 'rtl';
  canonical: string;
  /** Every language version including this one; empty for pages with no alternates. */
  alternates: Alternate[];
  /** Files whose change must re-render this page. */
  sources: string[];
  /** Listed in the sitemap and open to search engines. */
  indexable: boolean;
  /** What the template needs to find its content, e.g. { slug: 'clareamento' }. */
  props: Record<string, string>;
  /** The Markdown file this page shows, if it is a Markdown page. */
  file?: string;
  /** Pages this one lists, in order: the posts of a list page, a post's related posts. */
  items?: LinkedPage[];
  /** A paginated list: the URL of each of its pages, first to last. */
  pagination?: string[];
}

/**
 * Every page's URL by route id and language, built from the route table once per build: how
 * templates link to other pages without knowing a URL rule.
 */
export interface PageMap {
  /** The URL of page `id` in `lang`, or undefined when that language has no such page. */
  url(id: string, lang: Lang): string | undefined;
  /** The page in `lang`, else its Portuguese original (pages not yet translated). */
  urlOrOriginal(id: string, lang: Lang): string;
}

/** Route ids, the names by which templates ask the page map for a URL. */
export const ROUTE_ID = {
  home: 'home',
  privacy: 'privacy:privacy',
  blog: (page = 1): string => `blog-index:${page}`,
  category: (category: string, page = 1): string => `blog-category:${category}:${page}`,
  post: (slug: string): string => `blog-post:${slug}`,
  search: 'blog-search',
  landingIndex: 'landing-index',
  landing: (service: string, place: string): string => `landing:${service}-${place}`,
  page: (kind: string, slug: string): string => `${kind}:${slug}`,
} as const;
