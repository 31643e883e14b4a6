/** The files every build makes in full beside the pages: sitemap, robots.txt, feeds, and the host's rules. */
import { DEFAULT_LANG, LANGS } from '../../model/languages';
import { SLUGS } from '../../model/urls';
import { pageMap, type Route } from '../routes/routes';
import type { Site } from '../validate/validate';
import { frameOrigin } from '../schemas/web';
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

/** A local service renamed (its `formerly` slugs): each old page address and the new one. */
function movedLandingPages(site: Site): [string, string][] {
  return site.landing.services.flatMap((s) =>
    (s.formerly ?? []).flatMap((old) =>
      site.landing.neighbourhoods.map((n): [string, string] => [
        `/${SLUGS.landing(old, n.slug)}/`,
        `/${SLUGS.landing(s.slug, n.slug)}/`,
      ]),
    ),
  );
}

export function siteFiles(routes: readonly Route[], site: Site, sitemaps?: OutputCaches['sitemaps']): OutputPart {
  const encoder = new TextEncoder();
  const text = (outputPath: string, body: string) => ({ outputPath, bytes: encoder.encode(body) });
  return {
    name: 'site',
    files: [
      text('sitemap.xml', sitemapXml(routes, sitemaps)),
      text('robots.txt', robotsTxt(site.facts.url)),
      ...feedFiles(site, pageMap(routes)),
      text(
        '_headers',
        headersFile({
          frameSrc: frameOrigin(site.facts.maps.embed),
          measurementId: site.facts.analytics.measurement_id,
        }),
      ),
      text(
        '_redirects',
        redirectsFile(
          LANGS.filter((l) => l !== DEFAULT_LANG),
          movedLandingPages(site),
        ),
      ),
    ],
  };
}
