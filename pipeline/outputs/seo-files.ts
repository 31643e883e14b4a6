/** sitemap.xml (with each page's language alternates) and robots.txt, from the route table. */
import type { Route } from '../routes/routes';
import { DEFAULT_LANG } from '../../model/languages';
import { PREVIEW_ROBOTS_NOTE } from '../catalogue/pipeline-words';

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap of a route table (builds that keep their table reuse it). */
export function sitemapXml(
  routes: readonly Route[],
  sitemaps: WeakMap<readonly Route[], string> = new WeakMap(),
): string {
  const hit = sitemaps.get(routes);
  if (hit !== undefined) return hit;
  const xml = buildSitemap(routes);
  sitemaps.set(routes, xml);
  return xml;
}

function buildSitemap(routes: readonly Route[]): string {
  const entries = routes
    .filter((r) => r.indexable)
    .map((r) => {
      const alts = r.alternates.map(
        (a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${esc(a.url)}"/>`,
      );
      const xDefault = r.alternates.find((a) => a.lang === DEFAULT_LANG);
      if (xDefault) alts.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${esc(xDefault.url)}"/>`);
      return [`  <url>`, `    <loc>${esc(r.canonical)}</loc>`, ...alts, `  </url>`].join('\n');
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: every page open to crawlers, and where the sitemap is (an absolute address); a
 * preview (launch/launch.ts) closes the whole site to them and names no sitemap.
 */
export function robotsTxt(sitemapUrl: string, preview = false): string {
  if (preview) return `${PREVIEW_ROBOTS_NOTE}\nUser-agent: *\nDisallow: /\n`;
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}
