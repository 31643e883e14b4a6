/**
 * Stage 3: the route table, the one source of every page's URL, language, alternates
 * and source files. Pure: no file or translation access.
 */
import { LANGS, HTML_LANG, DIR, DEFAULT_LANG, type Lang } from './config';
import { BuildFailed } from './errors';
import { makeIssue } from './source/check-schema';
import { absoluteUrl, localizedPath, outputPathFor } from './urls';
import type { Site } from './validate';

export type TemplateName = 'home' | 'not-found';

export interface Alternate {
  lang: Lang;
  hreflang: string;
  url: string;
}

export interface Route {
  /** Stable identity across languages, e.g. "home". */
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
}

const SHARED_SOURCES = ['content/site.yaml', 'content/team.yaml', 'content/home.yaml'];

function group(id: string, template: TemplateName, slug: string, langs: readonly Lang[], origin: string, sources: string[]): Route[] {
  const alternates: Alternate[] = langs.map((lang) => ({ lang, hreflang: HTML_LANG[lang], url: absoluteUrl(origin, localizedPath(lang, slug)) }));
  return langs.map((lang) => {
    const url = localizedPath(lang, slug);
    return {
      id,
      template,
      url,
      outputPath: outputPathFor(url),
      lang,
      htmlLang: HTML_LANG[lang],
      dir: DIR[lang],
      canonical: absoluteUrl(origin, url),
      alternates,
      sources: [...sources, `locales/${lang}.json`],
      indexable: true,
    };
  });
}

export function buildRoutes(site: Site): Route[] {
  const origin = site.facts.url;
  const routes: Route[] = [...group('home', 'home', '', LANGS, origin, SHARED_SOURCES)];
  routes.push({
    id: 'not-found',
    template: 'not-found',
    url: '/404.html',
    outputPath: '404.html',
    lang: DEFAULT_LANG,
    htmlLang: HTML_LANG[DEFAULT_LANG],
    dir: DIR[DEFAULT_LANG],
    canonical: absoluteUrl(origin, '/404.html'),
    alternates: [],
    sources: ['content/site.yaml', 'locales/pt.json'],
    indexable: false,
  });
  assertUniqueUrls(routes);
  return routes;
}

/** Two pages writing one file is a build error naming both sources. */
export function assertUniqueUrls(routes: Route[]): void {
  const seen = new Map<string, Route>();
  const issues = [];
  for (const r of routes) {
    const other = seen.get(r.outputPath);
    if (other) {
      issues.push(makeIssue('DUPLICATE_URL', { url: r.url, other: other.sources[0] ?? other.id }, r.sources[0] ?? r.id));
    } else seen.set(r.outputPath, r);
  }
  if (issues.length) throw new BuildFailed(issues);
}
