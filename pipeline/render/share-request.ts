/**
 * What the render stage hands the share stage for each page: where its share image goes and
 * what it shows (the title the page's head carries). The share stage draws them.
 */
import type { Route } from '../routes/routes';
import type { Site } from '../../model/site';

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
