/**
 * Route ids, the names by which templates ask the page map for a URL. Each rule is written
 * here once: the page kinds' declarations (pipeline/content-types.ts) name their pages with it.
 */
import type { Lang } from './languages';

export const ROUTE_ID = {
  home: 'home',
  notFound: (lang: Lang): string => `not-found:${lang}`,
  treatment: (slug: string): string => `treatment:${slug}`,
  recommendation: (slug: string): string => `recommendation:${slug}`,
  owner: (slug: string): string => `owner:${slug}`,
  privacy: 'privacy:privacy',
  blog: (page = 1): string => `blog-index:${page}`,
  category: (category: string, page = 1): string => `blog-category:${category}:${page}`,
  post: (slug: string): string => `blog-post:${slug}`,
  search: 'blog-search',
  landingIndex: 'landing-index',
  landing: (service: string, place: string): string => `landing:${service}-${place}`,
} as const;
