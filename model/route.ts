/** What the route table says about each page: the one record templates, outputs and watch mode read. */
import type { Lang } from './languages';

/** A page kind's template: derived from the declarations in pipeline/content-types.ts. */
export type { TemplateName } from './site';
import type { TemplateName } from './site';
export { ROUTE_ID } from './route-ids';

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
  /** Digests of what it shows of files it does not read whole (a part of team.yaml in the footer): a changed one re-renders it. */
  partly?: string[];
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
  /** The address of the feed this list offers ('/en/blog/feed.xml'): the blog's first page. */
  feed?: string;
  /** Addresses the page had before ('/informacoes/old-name-lapa/'): _redirects leads each to it. */
  formerly?: string[];
  /** Not among the pages every page links to (menus, footer): a post, a local page, a list's later page. */
  unlisted?: true;
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
  /** The blog's feed in `lang`, when the language has posts. */
  feed(lang: Lang): string | undefined;
  /** An address of the site as structured data, feeds and crawlers need it: '/en/' -> 'https://…/en/'. */
  absolute(path: string): string;
}
