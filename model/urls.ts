/**
 * The only URL builder. Portuguese lives at the root, every other language under /xx/,
 * and every route keeps its Portuguese slug: /clareamento/ -> /en/clareamento/.
 */
import { DEFAULT_LANG, type Lang } from '../pipeline/config';

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

/** A home-page section seen from any page of the language: '/en/#contato'. */
export function sectionLink(lang: Lang, anchor: string): string {
  return `${localizedPath(lang)}#${anchor}`;
}

/** Messaging-app chat with the preset greeting. */
export function chatLink(number: string, greeting: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(greeting)}`;
}
