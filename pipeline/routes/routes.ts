/**
 * Stage 3: the route table, the one source of every page's URL, language, alternates
 * and source files. Pure: no file or translation access.
 */
import { LANGS, HTML_LANG, DIR, DEFAULT_LANG, type Lang } from '../config';
import { BuildFailed } from '../errors';
import { makeIssue } from '../error-catalog';
import { absoluteUrl, localizedPath, outputPathFor } from '../../model/urls';
import type { Site } from '../validate/validate';
import type { ByLang } from '../validate/pages';
import { landingSlug } from '../rules/landing';
import { BLOG_SLUG, pageSlug, paginate, postsIn, relatedPosts } from '../rules/blog';

export type TemplateName =
  | 'home'
  | 'not-found'
  | 'treatment'
  | 'recommendation'
  | 'owner'
  | 'privacy'
  | 'landing-index'
  | 'landing'
  | 'blog-index'
  | 'blog-post'
  | 'blog-category'
  | 'blog-search';

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
  /** What the template needs to find its content, e.g. { slug: 'clareamento' }. */
  props: Record<string, string>;
}

const SHARED_SOURCES = ['content/site.yaml', 'content/team.yaml', 'content/home.yaml'];

function group(
  id: string,
  template: TemplateName,
  slug: string,
  langs: readonly Lang[],
  origin: string,
  sources: string[],
  props: Record<string, string> = {},
): Route[] {
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
      props,
    };
  });
}

/** Language versions of a Markdown page, in the site's language order. */
function docGroup(
  kind: string,
  template: TemplateName,
  slug: string,
  docs: ByLang<unknown>,
  origin: string,
  props: Record<string, string>,
): Route[] {
  const langs = LANGS.filter((l) => docs[l]);
  const files = langs.map((l) => docs[l]!.file);
  return group(`${kind}:${slug}`, template, slug, langs, origin, ['content/site.yaml', 'content/home.yaml', ...files], props);
}

export const PRIVACY_SLUG = 'politica-de-privacidade';
export const LANDING_INDEX_SLUG = 'informacoes';
const LANDING_SOURCES = ['content/site.yaml', 'content/landing/services.yaml', 'content/landing/neighbourhoods.yaml'];

export function buildRoutes(site: Site): Route[] {
  const origin = site.facts.url;
  const routes: Route[] = [...group('home', 'home', '', LANGS, origin, SHARED_SOURCES)];
  const p = site.pages;
  for (const [slug, docs] of Object.entries(p.treatments)) routes.push(...docGroup('treatment', 'treatment', slug, docs, origin, { slug }));
  for (const [slug, docs] of Object.entries(p.recommendations)) routes.push(...docGroup('recommendation', 'recommendation', slug, docs, origin, { slug }));
  for (const [slug, docs] of Object.entries(p.owners)) routes.push(...docGroup('owner', 'owner', slug, docs, origin, { slug }));
  if (p.legal.privacy) routes.push(...docGroup('privacy', 'privacy', PRIVACY_SLUG, p.legal.privacy, origin, { slug: 'privacy' }));
  routes.push(...blogRoutes(site, origin));
  routes.push(...group('landing-index', 'landing-index', LANDING_INDEX_SLUG, ['pt'], origin, LANDING_SOURCES));
  for (const s of site.landing.services) {
    for (const n of site.landing.neighbourhoods) {
      const slug = landingSlug(s, n);
      const sources = [...LANDING_SOURCES, `content/landing/pages/${n.slug}.yaml`];
      routes.push(...group(`landing:${slug}`, 'landing', `${LANDING_INDEX_SLUG}/${slug}`, ['pt'], origin, sources, { service: s.slug, place: n.slug }));
    }
  }
  // A 404 page per language: hosts that look for the nearest 404.html (or follow the rules in
  // _redirects) answer /en/... with /en/404.html; the root one also carries every language.
  for (const lang of LANGS) {
    const url = lang === DEFAULT_LANG ? '/404.html' : `/${lang}/404.html`;
    routes.push({
      id: `not-found:${lang}`,
      template: 'not-found',
      url,
      outputPath: url.slice(1),
      lang,
      htmlLang: HTML_LANG[lang],
      dir: DIR[lang],
      canonical: absoluteUrl(origin, url),
      alternates: [],
      sources: lang === DEFAULT_LANG ? ['content/site.yaml', ...LANGS.map((l) => `locales/${l}.json`)] : ['content/site.yaml', `locales/${lang}.json`],
      indexable: false,
      props: {},
    });
  }
  addDependencies(routes, site);
  assertUniqueUrls(routes);
  return routes;
}

/**
 * Files a page shows besides its own: related treatments, the treatments a landing page
 * links to, every post of the language on blog pages. Watch mode re-renders a page when
 * one of its sources changes; shared files (site.yaml, locales, ...) re-render everything.
 */
function addDependencies(routes: Route[], site: Site): void {
  const treatmentFile = (slug: string, lang: Lang) => site.pages.treatments[slug]?.[lang]?.file;
  for (const r of routes) {
    const extra: (string | undefined)[] = [];
    if (r.template === 'treatment') {
      const doc = site.pages.treatments[r.props.slug ?? '']?.[r.lang];
      extra.push(...(doc?.front.related ?? []).map((s) => treatmentFile(s, r.lang)));
    } else if (r.template === 'landing') {
      const service = site.landing.services.find((s) => s.slug === r.props.service);
      extra.push(...[service?.treatment ?? '', ...(service?.related ?? [])].map((s) => treatmentFile(s, 'pt')));
    } else if (r.template === 'blog-index' || r.template === 'blog-category') {
      // A list page shows the posts on it: when the order changes, its sources change too.
      const list = paginate(postsIn(site.pages, r.lang, r.props.category))[Number(r.props.page ?? '1') - 1] ?? [];
      extra.push(...list.map((p) => p.doc.file));
    } else if (r.template === 'blog-post') {
      const doc = site.pages.posts[r.props.slug ?? '']?.[r.lang];
      if (doc) extra.push(...relatedPosts(site.pages, r.lang, { slug: r.props.slug ?? '', doc }).map((p) => p.doc.file));
    }
    r.sources = [...new Set([...r.sources, ...extra.filter((f): f is string => Boolean(f))])];
  }
}

/** Files whose change re-renders every page: shared data, translations, pictures. */
export function isSharedSource(file: string): boolean {
  return !file.endsWith('.md');
}

const urlSets = new WeakMap<readonly Route[], Set<string>>();

/** Whether the route table has a page at `url`; one set per table, so every link may ask. */
export function hasUrl(routes: readonly Route[], url: string): boolean {
  let urls = urlSets.get(routes);
  if (!urls) urlSets.set(routes, (urls = new Set(routes.map((r) => r.url))));
  return urls.has(url);
}

/** The routes a set of changed files affects. */
export function affectedRoutes(routes: readonly Route[], changed: readonly string[]): Route[] {
  if (changed.some(isSharedSource)) return [...routes];
  const set = new Set(changed);
  return routes.filter((r) => r.sources.some((s) => set.has(s)));
}

/**
 * Route ids to re-render after a change: pages fed by a changed file (before or after it,
 * so other language versions of an added or deleted page get their alternates right), and
 * pages whose list of sources or language versions changed (a post moved to another list page,
 * new related posts, a language without the blog any more).
 */
export function routesToRender(before: readonly Route[], after: readonly Route[], changed: readonly string[]): Set<string> {
  const ids = new Set([...affectedRoutes(before, changed), ...affectedRoutes(after, changed)].map((r) => r.id));
  if (before === after) return ids;
  // Its sources, and its other language versions (a post removed in one language drops the
  // alternate of the blog's search page in every other language).
  const describe = (r: Route): string => JSON.stringify([r.sources, r.alternates, r.props, r.indexable]);
  const previous = new Map(before.map((r) => [r.outputPath, describe(r)]));
  for (const r of after) if (previous.get(r.outputPath) !== describe(r)) ids.add(r.id);
  return ids;
}

/** Blog lists (paginated), categories, posts and search, in every language that has posts. */
function blogRoutes(site: Site, origin: string): Route[] {
  const out: Route[] = [];
  const langsWith = (category?: string) => LANGS.filter((l) => postsIn(site.pages, l, category).length > 0);
  const listGroup = (id: string, template: TemplateName, base: string, category?: string) => {
    const langs = langsWith(category);
    const pageCount = new Map(langs.map((l) => [l, paginate(postsIn(site.pages, l, category)).length]));
    const max = Math.max(0, ...pageCount.values());
    for (let page = 1; page <= max; page++) {
      const have = langs.filter((l) => (pageCount.get(l) ?? 0) >= page);
      out.push(...group(`${id}:${page}`, template, pageSlug(base, page), have, origin, ['content/blog/categories.yaml', 'content/team.yaml'], { page: String(page), ...(category ? { category } : {}) }));
    }
  };
  listGroup('blog-index', 'blog-index', BLOG_SLUG);
  for (const c of site.categories) listGroup(`blog-category:${c.slug}`, 'blog-category', `${BLOG_SLUG}/categoria/${c.slug}`, c.slug);
  for (const [slug, docs] of Object.entries(site.pages.posts)) {
    const langs = LANGS.filter((l) => docs[l]);
    const files = langs.map((l) => docs[l]!.file);
    out.push(...group(`blog-post:${slug}`, 'blog-post', `${BLOG_SLUG}/${slug}`, langs, origin, ['content/blog/categories.yaml', 'content/team.yaml', ...files], { slug }));
  }
  const searchLangs = langsWith();
  // The search page has no content of its own: not indexed, not in the sitemap.
  if (searchLangs.length) out.push(...group('blog-search', 'blog-search', `${BLOG_SLUG}/busca`, searchLangs, origin, ['content/blog/categories.yaml'], {}).map((r) => ({ ...r, indexable: false })));
  return out;
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
