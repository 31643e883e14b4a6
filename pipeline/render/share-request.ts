/**
 * What the render stage hands the share stage for each page: where its share image goes and
 * what it shows (the title the page's head carries). The share stage draws them.
 */
import type { Route } from '../routes/routes';
import type { Site } from '../../model/site';
import { outputPathFor } from '../../model/urls';

export const SHARE_SIZE = { width: 1200, height: 630 } as const;
export interface ShareRequest {
  /** dist/-relative path of the picture ("og/implantodontia.jpg"). */
  outputPath: string;
  title: string;
  dir: 'ltr' | 'rtl';
  brand: string;
  address: string;
}

/** Where a page's share image lives: beside nothing else, named after the page ("og/en/implantodontia.jpg"). */
export function sharePath(pageOutputPath: string): string {
  const base = pageOutputPath
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '')
    .replace(/\/$/, '');
  return `og/${base || 'index'}.jpg`;
}

/**
 * A later list page's share image: its list's first page's card (/blog/2/ -> og/blog.jpg), the
 * same picture at the same address, so a blog of hundreds of list pages draws one card per list
 * and language. Undefined for every other page.
 */
export function firstPageCard(route: Pick<Route, 'url' | 'pagination'>): string | undefined {
  const first = route.pagination?.[0];
  return first !== undefined && first !== route.url ? sharePath(outputPathFor(first)) : undefined;
}

/** What a page's share image shows: its title without the clinic's name (the picture carries it). */
export function shareRequest(route: Route, site: Site, title: string): ShareRequest {
  const brand = site.facts.name;
  const shown = title.split(' | ').filter((part) => part.trim() !== brand)[0] ?? title;
  const { street, district, city } = site.facts.address;
  return {
    outputPath: sharePath(route.outputPath),
    title: shown,
    dir: route.dir,
    brand,
    address: `${street} · ${district} · ${city}`,
  };
}
