/**
 * Stage 3: the route table, the one source of every page's URL, language, alternates
 * and source files. Pure: no file or translation access.
 */
import { LANGS, HTML_LANG, DIR, DEFAULT_LANG, type Lang } from '../../model/languages';
import { absoluteUrl, localizedPath, outputPathFor, SLUGS } from '../../model/urls';
import {
  ROUTE_ID,
  type Alternate,
  type LinkedPage,
  type PageMap,
  type Route,
  type TemplateName,
} from '../../model/route';
import { BuildFailed } from '../errors';
import { makeIssue } from '../error-catalog';
import type { Site } from '../validate/validate';
import type { ByLang } from '../validate/pages';
import { PAGE_KINDS, PAGE_TYPES, type PageKind } from '../content-types';
import { paginate, postIndex, relatedPosts } from '../rules/blog';

export type { Alternate, Route, TemplateName } from '../../model/route';

const SHARED_SOURCES = ['content/site.yaml', 'content/team.yaml', 'content/home.yaml'];
/**
 * A language's files every page of it shows: interface words, the clinic's texts of the footer
 * and calls to action (content/site/index.<lang>.yaml), and the home page's texts (the menu names the treatments by their cards).
 */
const languageSources = (lang: Lang): string[] => [
  `locales/${lang}.json`,
  `content/site/index.${lang}.yaml`,
  `content/home/index.${lang}.yaml`,
];

function group(
  id: string,
  template: TemplateName,
  slug: string,
  langs: readonly Lang[],
  origin: string,
  sources: string[],
  props: Record<string, string> = {},
): Route[] {
  const alternates: Alternate[] = langs.map((lang) => ({
    lang,
    hreflang: HTML_LANG[lang],
    url: absoluteUrl(origin, localizedPath(lang, slug)),
  }));
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
      sources: [...sources, ...languageSources(lang)],
      indexable: true,
      props,
    };
  });
}

/** Language versions of one Markdown page, in the site's language order, as its kind declares them. */
function docGroup(kind: PageKind, slug: string, docs: ByLang<unknown>, origin: string): Route[] {
  const type = PAGE_TYPES[kind];
  const langs = LANGS.filter((l) => docs[l]);
  const files = langs.map((l) => docs[l]!.file);
  return group(`${type.id}:${slug}`, type.template, type.url(slug), langs, origin, [...type.shows, ...files], {
    slug,
  }).map((r) => ({ ...r, file: docs[r.lang]!.file }));
}

const LANDING_SOURCES = ['content/site.yaml', 'content/landing/services.yaml', 'content/landing/neighbourhoods.yaml'];

export function buildRoutes(site: Site): Route[] {
  const origin = site.facts.url;
  const routes: Route[] = [...group('home', 'home', '', LANGS, origin, SHARED_SOURCES)];
  for (const kind of PAGE_KINDS) {
    // Posts are routed with the rest of the blog (their lists decide their languages' pages).
    if (kind === 'posts') continue;
    for (const [slug, docs] of Object.entries(site.pages[kind] as Record<string, ByLang<unknown>>))
      routes.push(...docGroup(kind, slug, docs, origin));
  }
  routes.push(...blogRoutes(site, origin));
  routes.push(
    ...group(ROUTE_ID.landingIndex, 'landing-index', SLUGS.landingIndex, [DEFAULT_LANG], origin, [
      ...LANDING_SOURCES,
      'content/landing/index.yaml',
    ]),
  );
  for (const s of site.landing.services) {
    for (const n of site.landing.neighbourhoods) {
      const sources = [...LANDING_SOURCES, `content/landing/pages/${n.slug}.yaml`];
      routes.push(
        ...group(
          ROUTE_ID.landing(s.slug, n.slug),
          'landing',
          SLUGS.landing(s.slug, n.slug),
          [DEFAULT_LANG],
          origin,
          sources,
          { service: s.slug, place: n.slug },
        ),
      );
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
      sources:
        lang === DEFAULT_LANG
          ? [
              'content/site.yaml',
              ...languageSources(lang),
              ...LANGS.filter((l) => l !== lang).map((l) => `locales/${l}.json`),
            ]
          : ['content/site.yaml', ...languageSources(lang)],
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
 * links to, the posts a blog page lists, and the menus' page names (every page). Watch mode
 * re-renders a page when one of its sources changes; shared files (site.yaml, locales, ...)
 * re-render everything.
 */
function addDependencies(routes: Route[], site: Site): void {
  const treatmentFile = (slug: string, lang: Lang) => site.pages.treatments[slug]?.[lang]?.file;
  const postFile = (slug: string, lang: Lang) => site.pages.posts[slug]?.[lang]?.file;
  // The header's Recommendations menu names each page by its front matter (`menu`).
  const menuFiles = new Map(
    LANGS.map((lang) => [
      lang,
      site.home.recommendations.flatMap((slug) => [
        site.pages.recommendations[slug]?.[lang]?.file ?? site.pages.recommendations[slug]?.pt?.file ?? '',
      ]),
    ]),
  );
  for (const r of routes) {
    const extra: (string | undefined)[] = [...(menuFiles.get(r.lang) ?? [])];
    if (r.template === 'treatment') {
      const doc = site.pages.treatments[r.props.slug ?? '']?.[r.lang];
      extra.push(...(doc?.front.related ?? []).map((s) => treatmentFile(s, r.lang)));
    } else if (r.template === 'landing') {
      const service = site.landing.services.find((s) => s.slug === r.props.service);
      extra.push(...[service?.treatment ?? '', ...(service?.related ?? [])].map((s) => treatmentFile(s, DEFAULT_LANG)));
    } else if (
      r.items &&
      (r.template === 'blog-index' || r.template === 'blog-category' || r.template === 'blog-post')
    ) {
      // A list page shows the posts on it: when the order changes, its sources change too.
      extra.push(...r.items.map((p) => postFile(p.slug, r.lang)));
    }
    r.sources = [...new Set([...r.sources, ...extra.filter((f): f is string => Boolean(f))])];
  }
}

/** A picture saved beside a page (by the editor): it feeds the pages that name that page's files. */
const PAGE_FOLDERS = PAGE_KINDS.map((k) => `content/${PAGE_TYPES[k].folder}/`);
const isPagePicture = (file: string): boolean =>
  /\.(svg|png|jpe?g|webp|avif)$/i.test(file) &&
  PAGE_FOLDERS.some((d) => file.startsWith(d) && file.slice(d.length).split('/').length === 2);

/** Files whose change re-renders every page: shared data, translations, pictures in content/images/. */
export function isSharedSource(file: string): boolean {
  return !file.endsWith('.md') && !isPagePicture(file);
}

/** Every page's URL by id and language, from one route table (see model/route.ts). */
export function pageMap(routes: readonly Route[]): PageMap {
  const byId = new Map<string, Partial<Record<Lang, string>>>();
  for (const r of routes) {
    let urls = byId.get(r.id);
    if (!urls) byId.set(r.id, (urls = {}));
    urls[r.lang] = r.url;
  }
  return {
    url: (id, lang) => byId.get(id)?.[lang],
    urlOrOriginal: (id, lang) => {
      const urls = byId.get(id);
      const url = urls?.[lang] ?? urls?.[DEFAULT_LANG];
      if (!url) throw new Error(`No page "${id}" in the route table`);
      return url;
    },
  };
}

/** The routes a set of changed files affects. */
export function affectedRoutes(routes: readonly Route[], changed: readonly string[]): Route[] {
  if (changed.some(isSharedSource)) return [...routes];
  const set = new Set(changed);
  const folders = changed.filter(isPagePicture).map((f) => f.slice(0, f.lastIndexOf('/') + 1));
  const beside = (s: string): boolean => folders.some((d) => s.startsWith(d) && !s.includes('/', d.length));
  return routes.filter((r) => r.sources.some((s) => set.has(s) || beside(s)));
}

/**
 * Route ids to re-render after a change: pages fed by a changed file (before or after it,
 * so other language versions of an added or deleted page get their alternates right), and
 * pages whose list of sources or language versions changed (a post moved to another list page,
 * new related posts, a language without the blog any more).
 */
export function routesToRender(
  before: readonly Route[],
  after: readonly Route[],
  changed: readonly string[],
): Set<string> {
  const ids = new Set([...affectedRoutes(before, changed), ...affectedRoutes(after, changed)].map((r) => r.id));
  if (before === after) return ids;
  // Its sources, and its other language versions (a post removed in one language drops the
  // alternate of the blog's search page in every other language).
  const describe = (r: Route): string => JSON.stringify([r.sources, r.alternates, r.props, r.indexable]);
  const previous = new Map(before.map((r) => [r.outputPath, describe(r)]));
  for (const r of after) if (previous.get(r.outputPath) !== describe(r)) ids.add(r.id);
  // Every page of a language links to the same pages (menus, footer): when one of those appears,
  // goes or falls back to Portuguese, the whole language is rendered again.
  const linksBefore = sharedLinks(before);
  const linksAfter = sharedLinks(after);
  for (const r of after) if (linksBefore.get(r.lang) !== linksAfter.get(r.lang)) ids.add(r.id);
  return ids;
}

/** Per language, the pages every page links to (all but posts, blog lists and local pages), as one string. */
function sharedLinks(routes: readonly Route[]): Map<Lang, string> {
  const out = new Map<Lang, string[]>();
  for (const r of routes) {
    const listed =
      r.template === 'blog-post' ||
      r.template === 'landing' ||
      ((r.template === 'blog-index' || r.template === 'blog-category') && r.props.page !== '1');
    if (!listed) (out.get(r.lang) ?? out.set(r.lang, []).get(r.lang)!).push(r.id);
  }
  return new Map([...out].map(([lang, list]) => [lang, list.sort().join('\n')]));
}

/** Blog lists (paginated), categories, posts and search, in every language that has posts. */
function blogRoutes(site: Site, origin: string): Route[] {
  const out: Route[] = [];
  const posts = PAGE_TYPES.posts;
  const linked =
    (lang: Lang) =>
    (p: { slug: string }): LinkedPage => ({
      id: `${posts.id}:${p.slug}`,
      slug: p.slug,
      url: localizedPath(lang, posts.url(p.slug)),
    });
  const index = postIndex(site.pages);
  const langsWith = (category?: string) => LANGS.filter((l) => index.postsIn(l, category).length > 0);
  const listGroup = (id: (page: number) => string, template: TemplateName, base: string, category?: string) => {
    const langs = langsWith(category);
    const pagesOf = new Map(langs.map((l) => [l, paginate(index.postsIn(l, category))]));
    // One list of page addresses per language, shared by its pages (334 pages link to 334 at N=4000).
    const urlsOf = new Map(
      langs.map((l) => [l, pagesOf.get(l)!.map((_, i) => localizedPath(l, SLUGS.listPage(base, i + 1)))]),
    );
    const max = Math.max(0, ...[...pagesOf.values()].map((p) => p.length));
    for (let page = 1; page <= max; page++) {
      const have = langs.filter((l) => (pagesOf.get(l)?.length ?? 0) >= page);
      const routes = group(id(page), template, SLUGS.listPage(base, page), have, origin, [...BLOG_SOURCES], {
        page: String(page),
        ...(category ? { category } : {}),
      });
      for (const r of routes) {
        const pages = pagesOf.get(r.lang)!;
        r.items = pages[page - 1]!.map(linked(r.lang));
        r.pagination = urlsOf.get(r.lang);
      }
      out.push(...routes);
    }
  };
  listGroup(ROUTE_ID.blog, 'blog-index', SLUGS.blog);
  for (const c of site.categories)
    listGroup((page) => ROUTE_ID.category(c.slug, page), 'blog-category', SLUGS.category(c.slug), c.slug);
  for (const [slug, docs] of Object.entries(site.pages.posts)) {
    for (const r of docGroup('posts', slug, docs, origin)) {
      r.items = relatedPosts(index, r.lang, { slug, doc: docs[r.lang]! }).map(linked(r.lang));
      out.push(r);
    }
  }
  const searchLangs = langsWith();
  // The search page has no content of its own: not indexed, not in the sitemap.
  if (searchLangs.length)
    out.push(
      ...group(
        ROUTE_ID.search,
        'blog-search',
        SLUGS.search,
        searchLangs,
        origin,
        ['content/blog/categories.yaml'],
        {},
      ).map((r) => ({ ...r, indexable: false })),
    );
  return out;
}

const BLOG_SOURCES = ['content/blog/categories.yaml', 'content/team.yaml'] as const;

/** Two pages writing one file is a build error naming both sources. */
export function assertUniqueUrls(routes: Route[]): void {
  const seen = new Map<string, Route>();
  const issues = [];
  for (const r of routes) {
    const other = seen.get(r.outputPath);
    if (other) {
      issues.push(
        makeIssue('DUPLICATE_URL', { url: r.url, other: other.sources[0] ?? other.id }, r.sources[0] ?? r.id),
      );
    } else seen.set(r.outputPath, r);
  }
  if (issues.length) throw new BuildFailed(issues);
}
