/**
 * The URL rules, once. Portuguese lives at the root, every other language under /xx/, and
 * every page keeps its Portuguese slug: /clareamento/ -> /en/clareamento/. Only the route
 * table (pipeline/routes) applies these rules; templates take URLs from the routes.
 */
import { DEFAULT_LANG, type Lang } from './languages';

/** @example localizedPath('en', 'clareamento') === '/en/clareamento/' */
export function localizedPath(lang: Lang, slug = ''): string {
  const clean = slug.replace(/^\/+|\/+$/g, '');
  const prefix = lang === DEFAULT_LANG ? '' : `/${lang}`;
  return clean ? `${prefix}/${clean}/` : `${prefix}/`;
}

/** dist-relative output file of a page URL: '/en/' -> 'en/index.html'. */
export function outputPathFor(url: string): string {
  const clean = url.replace(/^\/+/, '');
  return clean ? `${clean}index.html` : 'index.html';
}

export function absoluteUrl(origin: string, pathname: string): string {
  return new URL(pathname, origin.endsWith('/') ? origin : `${origin}/`).href;
}

/** Messaging-app chat with the preset greeting. */
export function chatLink(number: string, greeting: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(greeting)}`;
}

/** Slugs (without the language prefix) of the site's fixed addresses and of each kind of page. */
export const SLUGS = {
  privacy: 'politica-de-privacidade',
  blog: 'blog',
  landingIndex: 'informacoes',
  /** List page `page` of a list whose first page is `base`: 'blog', then 'blog/pagina/2'. */
  listPage: (base: string, page: number): string => (page <= 1 ? base : `${base}/pagina/${page}`),
  category: (category: string): string => `blog/categoria/${category}`,
  post: (slug: string): string => `blog/${slug}`,
  search: 'blog/busca',
  /** The blog's Atom feed (a file, beside its first list page). */
  feed: 'blog/feed.xml',
  /** A language's page for a missing address (a file, at the root of the language's folder). */
  notFound: '404.html',
  /** The files for crawlers and hosts, at the root of the site. */
  sitemap: 'sitemap.xml',
  robots: 'robots.txt',
  headers: '_headers',
  redirects: '_redirects',
  landing: (service: string, place: string): string => `informacoes/${service}-${place}`,
} as const;
