/** The files every build makes in full beside the pages: sitemap, robots.txt, feeds, and the host's rules. */
import { SLUGS } from '../../model/urls';
import { pageMap, type Route } from '../routes/routes';
import type { Site } from '../../model/site';
import { policyInputs } from '../render/policy';
import type { AssetManifest } from '../render/bundle';
import { feedFiles } from './feeds';
import { headersFile, redirectsFile } from './hosting';
import { robotsTxt, sitemapXml } from './seo-files';
import type { OutputPart } from './write';

/** outputs' caches, kept in the build state between builds. */
export interface OutputCaches {
  /** The sitemap of a route table. */
  sitemaps: WeakMap<readonly Route[], string>;
}

export const newOutputCaches = (): OutputCaches => ({ sitemaps: new WeakMap() });

export function siteFiles(
  routes: readonly Route[],
  site: Site,
  assets: Pick<AssetManifest, 'offerScript'>,
  sitemaps?: OutputCaches['sitemaps'],
): OutputPart {
  const encoder = new TextEncoder();
  const text = (outputPath: string, body: string) => ({ outputPath, bytes: encoder.encode(body) });
  const pages = pageMap(routes);
  return {
    name: 'site',
    files: [
      text(SLUGS.sitemap, sitemapXml(routes, sitemaps)),
      text(SLUGS.robots, robotsTxt(pages.absolute(`/${SLUGS.sitemap}`), site.preview)),
      ...feedFiles(site, pages),
      text(SLUGS.headers, headersFile(policyInputs(site, assets))),
      text(
        SLUGS.redirects,
        redirectsFile(
          routes.filter((r) => r.template === 'not-found').map((r) => r.url),
          // A page whose address changed: each old address leads to the new one.
          routes.flatMap((r) => (r.formerly ?? []).map((old): [string, string] => [old, r.url])),
        ),
      ),
    ],
  };
}

/** Folders of dist/ only the build writes: pictures and scripts, share images, the search index. */
const GENERATED_FOLDERS = ['assets/', 'og/', 'pagefind/'];

/**
 * Whether the build makes a file of this name (a public/ file of that name is not published):
 * the pages, their share images, the site files and feeds, the generated folders. Known from
 * the route table alone, so every build, whole or partial, says the same.
 */
export function madeByBuild(routes: readonly Route[]): (file: string) => boolean {
  const names = new Set<string>([SLUGS.sitemap, SLUGS.robots, SLUGS.headers, SLUGS.redirects]);
  for (const r of routes) names.add(r.outputPath);
  const pages = pageMap(routes);
  for (const route of routes) {
    const feed = pages.feed(route.lang);
    if (feed) names.add(feed.slice(1));
  }
  return (file) => names.has(file) || GENERATED_FOLDERS.some((d) => file.startsWith(d));
}
