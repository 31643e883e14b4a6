/**
 * Stage routes, after validate (stages.ts): the route table, the one source of every page's URL, language, alternates
 * and source files. Pure: no file or translation access.
 */
import { createHash } from 'node:crypto';
import { homeStandsFor } from '../rules/landing';
import { LANGS, HTML_LANG, DIR, DEFAULT_LANG, type Lang } from '../../model/languages';
import { absoluteUrl, localizedPath, outputPathFor } from '../../model/urls';
import type { Alternate, LinkedPage, PageMap, Route, TemplateName } from '../../model/route';
import { BuildFailed } from '../errors';
import { makeIssue } from '../error-catalog';
import type { Site } from '../../model/site';
import {
  ALL_KINDS,
  PAGE_KIND_DECLARATIONS,
  PAGE_KINDS,
  PAGE_TYPES,
  type ByLang,
  type MarkdownKindDeclaration,
  FILE_KINDS,
  FILE_TYPES,
  fileOf,
  filesRead,
  type FileKindDeclaration,
  type PageSpec,
  type RouteContext,
  type ShownPage,
} from '../content-types';
import { paginate, postIndex, relatedPosts } from '../rules/blog';

export type { Alternate, Route, TemplateName } from '../../model/route';

/** A page's files in its language: its own, those its kind reads (its frame's too), then its language's interface words. */
const sourcesIn =
  (own: (lang: Lang) => readonly string[], reads: readonly string[], extra: readonly string[] = []) =>
  (lang: Lang): string[] => [...own(lang), ...filesRead(reads, lang), ...extra, `locales/${lang}.json`];

function group(
  id: string,
  template: TemplateName,
  slug: string,
  langs: readonly Lang[],
  origin: string,
  sources: (lang: Lang) => string[],
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
      sources: sources(lang),
      indexable: true,
      props,
    };
  });
}

/** Another page of a kind, as a page listing it links to it. */
const linkedPage =
  (type: MarkdownKindDeclaration, lang: Lang) =>
  (slug: string): LinkedPage => ({ id: type.id(slug), slug, url: localizedPath(lang, type.url(slug)) });

/** Language versions of one Markdown page, in the site's language order, as its kind declares them. */
function docGroup(
  type: MarkdownKindDeclaration,
  template: TemplateName,
  slug: string,
  docs: ByLang<unknown>,
  origin: string,
  ctx: RouteContext,
): Route[] {
  const langs = LANGS.filter((l) => docs[l]);
  // Its own file first, then its other language versions (their titles are its alternates').
  const own = (lang: Lang) => [...new Set([docs[lang]?.file ?? '', ...langs.flatMap((l) => docs[l]?.file ?? [])])];
  return group(type.id(slug), template, type.url(slug), langs, origin, sourcesIn(own, type.reads), {
    slug,
  }).map((r) => ({
    ...r,
    file: docs[r.lang]?.file,
    ...(type.lists ? { items: type.lists(ctx, slug, r.lang).map(linkedPage(type, r.lang)) } : {}),
    ...(type.unlisted ? { unlisted: true as const } : {}),
  }));
}

/** The routes of one page a made kind declares. */
function specGroup(
  template: TemplateName,
  spec: PageSpec,
  origin: string,
  localized: WeakMap<readonly string[], string[]>,
): Route[] {
  const sources = sourcesIn(() => [], spec.reads, spec.sources);
  const routes = spec.file
    ? spec.langs.map((lang): Route => {
        const url = `${localizedPath(lang)}${spec.path}`;
        return {
          id: spec.id,
          template,
          url,
          outputPath: url.slice(1),
          lang,
          htmlLang: HTML_LANG[lang],
          dir: DIR[lang],
          canonical: absoluteUrl(origin, url),
          alternates: [],
          sources: sources(lang),
          indexable: true,
          props: spec.props ?? {},
        };
      })
    : group(spec.id, template, spec.path, spec.langs, origin, sources, spec.props);
  for (const r of routes) {
    if (spec.indexable === false) r.indexable = false;
    if (spec.unlisted) r.unlisted = true;
    if (spec.feed) r.feed = `${localizedPath(r.lang)}${spec.feed}`;
    const formerly = typeof spec.formerly === 'function' ? spec.formerly(r.lang) : spec.formerly;
    if (formerly?.length) r.formerly = formerly.map((p) => localizedPath(r.lang, p));
    const list = spec.list?.(r.lang);
    if (!list) continue;
    r.items = list.posts.map(linkedPage(PAGE_TYPES.posts, r.lang));
    // One list of page addresses per language, shared by its pages.
    let pagination = localized.get(list.pages);
    if (!pagination) localized.set(list.pages, (pagination = list.pages.map((p) => localizedPath(r.lang, p))));
    r.pagination = pagination;
  }
  return routes;
}

/** What the declarations read of the site: its pages, local pages, categories and the blog's lists. */
function routeContext(site: Site): RouteContext {
  const index = postIndex(site.pages);
  const dataOf = new Map<string, unknown>(Object.entries(site.data));
  return {
    pages: site.pages,
    filesIn: (kind) => {
      const byLang = dataOf.get(kind);
      return isRecord(byLang) ? LANGS.filter((l) => byLang[l] !== undefined) : [];
    },
    landing: {
      ...site.landing,
      clinicNeighbourhood: site.landing.neighbourhoods.find((n) =>
        homeStandsFor({ general: true }, n, site.facts.address.district),
      )?.slug,
    },
    categories: site.categories,
    blog: {
      langsWith: (category) => LANGS.filter((l) => index.postsIn(l, category).length > 0),
      pagesOf: (lang, category) => paginate(index.postsIn(lang, category)).map((page) => page.map((p) => p.slug)),
      related: (slug, lang) => {
        const doc = site.pages.posts[slug]?.[lang];
        return doc ? relatedPosts(index, lang, { slug, doc }).map((p) => p.slug) : [];
      },
    },
    relatedTreatments: (slug, lang) => site.pages.treatments[slug]?.[lang]?.front.related ?? [],
  };
}

/** Every page of the site, kind by kind as content-types.ts declares them. */
export function buildRoutes(site: Site): Route[] {
  const origin = site.facts.url;
  const ctx = routeContext(site);
  const docsOf = new Map<string, Record<string, ByLang<unknown>>>(Object.entries(site.pages));
  const localized = new WeakMap<readonly string[], string[]>();
  const routes: Route[] = [];
  // What each page shows of other pages, as its kind declares it.
  const shown = new Map<Route, readonly ShownPage[]>();
  for (const kind of ALL_KINDS) {
    const type = PAGE_KIND_DECLARATIONS[kind];
    if (type.source === 'markdown') {
      const declared: MarkdownKindDeclaration = type;
      for (const [slug, docs] of Object.entries(docsOf.get(kind) ?? {}))
        for (const r of docGroup(declared, type.template, slug, docs, origin, ctx)) {
          routes.push(r);
          shown.set(r, [...(declared.shows?.(ctx, slug, r.lang) ?? []), ...listed(r, kind)]);
        }
    } else {
      const specs: readonly PageSpec[] = type.pages(ctx);
      for (const spec of specs)
        for (const r of specGroup(type.template, spec, origin, localized)) {
          routes.push(r);
          shown.set(r, [...(spec.shows ?? []), ...listed(r, 'posts')]);
        }
    }
  }
  addDependencies(routes, site, docsOf, (r) => shown.get(r) ?? []);
  addPartlyRead(routes, site);
  assertUniqueUrls(routes);
  return routes;
}

/** The pages a page lists (its items, of `kind`): it shows them. */
const listed = (r: Route, kind: string): ShownPage[] => (r.items ?? []).map((p) => ({ kind, slug: p.slug }));

/**
 * Files a page shows besides its own: the menus' page names (every page), and the pages its
 * kind declares it shows (`shows`) or lists (a treatment's related treatments, a local page's
 * treatments, the posts a blog page lists). Watch mode re-renders a page when one of its
 * sources changes; shared files (site.yaml, locales, ...) re-render everything.
 */
function addDependencies(
  routes: Route[],
  site: Site,
  docsOf: ReadonlyMap<string, Record<string, ByLang<unknown>>>,
  shown: (route: Route) => readonly ShownPage[],
): void {
  const fileShown = (p: ShownPage, lang: Lang) => docsOf.get(p.kind)?.[p.slug]?.[p.lang ?? lang]?.file;
  // The header's Recommendations menu names each page by its front matter (`menu`).
  const menuFiles = new Map(
    LANGS.map((lang) => [
      lang,
      [...site.home.recommendations, ...Object.values(site.home.faq_pages)].flatMap((slug) => [
        site.pages.recommendations[slug]?.[lang]?.file ?? site.pages.recommendations[slug]?.pt?.file ?? '',
      ]),
    ]),
  );
  for (const r of routes) {
    // A list page shows the posts on it: when the order changes, its sources change too.
    const extra = [...(menuFiles.get(r.lang) ?? []), ...shown(r).map((p) => fileShown(p, r.lang))];
    r.sources = [...new Set([...r.sources, ...extra.filter((f): f is string => Boolean(f))])];
  }
}

/**
 * What a page shows of a file it does not read whole (content-files.ts `everyPage`: the footer
 * names the technical director among team.yaml's owners), as one digest: watch mode renders the
 * page again when that part changes, not at every edit of the file.
 */
function addPartlyRead(routes: Route[], site: Site): void {
  const dataOf = new Map<string, unknown>(Object.entries(site.data));
  for (const kind of FILE_KINDS) {
    const type: FileKindDeclaration = FILE_TYPES[kind];
    if (!type.everyPage) continue;
    const data = dataOf.get(kind);
    const part = type.everyPage.map((field) => (isRecord(data) ? data[field] : undefined));
    const digest = `${kind}:${createHash('sha1').update(JSON.stringify(part)).digest('hex').slice(0, 16)}`;
    for (const r of routes) {
      if (r.sources.includes(fileOf(type, r.lang))) continue;
      r.partly = [...(r.partly ?? []), digest];
    }
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A declared YAML content file (content-files.ts): it feeds the pages that read it. */
const literal = (text: string): string => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
const CONTENT_FILE_PATTERNS = FILE_KINDS.map((kind) => {
  const parts = `content/${FILE_TYPES[kind].file}`.split('{lang}');
  return new RegExp(`^${parts.map((part) => part.split('*').map(literal).join('[^/]+')).join('[a-z]+')}$`);
});
const isContentFile = (file: string): boolean => CONTENT_FILE_PATTERNS.some((p) => p.test(file));

/** A picture saved beside a page (by the editor): it feeds the pages that name that page's files. */
const PAGE_FOLDERS = PAGE_KINDS.map((k) => `content/${PAGE_TYPES[k].folder}/`);
const isPagePicture = (file: string): boolean =>
  /\.(svg|png|jpe?g|webp|avif)$/i.test(file) &&
  PAGE_FOLDERS.some((d) => file.startsWith(d) && file.slice(d.length).split('/').length === 2);

/** A picture of content/images/: it feeds the pages that show it, when those are known (see affectedRoutes). */
export const isSitePicture = (file: string): boolean =>
  file.startsWith('content/images/') && /\.(svg|png|jpe?g|webp|avif)$/i.test(file);

/** Files whose change re-renders every page: interface words, templates, anything no page names among its sources. */
export function isSharedSource(file: string): boolean {
  return !file.endsWith('.md') && !isPagePicture(file) && !isSitePicture(file) && !isContentFile(file);
}

/** The pictures a page may show, by key ("images/team/x.jpg"). */
export type PicturesShown = (route: Route) => ReadonlySet<string>;

/** Every page's URL by id and language, from one route table (see model/route.ts). */
export function pageMap(routes: readonly Route[]): PageMap {
  const byId = new Map<string, Partial<Record<Lang, string>>>();
  const feeds: Partial<Record<Lang, string>> = {};
  for (const r of routes) {
    if (r.feed) feeds[r.lang] = r.feed;
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
    feed: (lang) => feeds[lang],
    absolute: (pathname) => {
      // Every route's canonical address is on the site's origin.
      const first = routes[0];
      if (!first) throw new Error(`No route to read the site's address from (for ${pathname})`);
      return absoluteUrl(new URL(first.canonical).origin, pathname);
    },
  };
}

/**
 * The routes a set of changed files affects. A picture of content/images/ affects the pages
 * that show it (`shows`); not knowing those, every page.
 */
export function affectedRoutes(routes: readonly Route[], changed: readonly string[], shows?: PicturesShown): Route[] {
  if (changed.some((f) => isSharedSource(f) || (!shows && isSitePicture(f)))) return [...routes];
  const set = new Set(changed);
  const folders = changed.filter(isPagePicture).map((f) => f.slice(0, f.lastIndexOf('/') + 1));
  const beside = (s: string): boolean => folders.some((d) => s.startsWith(d) && !s.includes('/', d.length));
  const pictures = changed.filter(isSitePicture).map((f) => f.slice('content/'.length));
  const showsOne = (r: Route): boolean => pictures.length > 0 && pictures.some((k) => shows!(r).has(k));
  return routes.filter((r) => r.sources.some((s) => set.has(s) || beside(s)) || showsOne(r));
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
  shows?: PicturesShown,
): Set<string> {
  const ids = new Set(
    [...affectedRoutes(before, changed, shows), ...affectedRoutes(after, changed, shows)].map((r) => r.id),
  );
  if (before === after) return ids;
  // Its sources, and its other language versions (a post removed in one language drops the
  // alternate of the blog's search page in every other language).
  const signature = (r: Route): string => JSON.stringify([r.sources, r.alternates, r.props, r.indexable, r.partly]);
  const previous = new Map(before.map((r) => [r.outputPath, signature(r)]));
  for (const r of after) if (previous.get(r.outputPath) !== signature(r)) ids.add(r.id);
  // Every page of a language links to the same pages (menus, footer): when one of those appears,
  // goes or falls back to Portuguese, the whole language is rendered again.
  const linksBefore = sharedLinks(before);
  const linksAfter = sharedLinks(after);
  for (const r of after) if (linksBefore.get(r.lang) !== linksAfter.get(r.lang)) ids.add(r.id);
  return ids;
}

/** Per language, the pages every page links to (all but those their kind declares unlisted), as one string. */
function sharedLinks(routes: readonly Route[]): Map<Lang, string> {
  const out = new Map<Lang, string[]>();
  for (const r of routes) if (!r.unlisted) (out.get(r.lang) ?? out.set(r.lang, []).get(r.lang)!).push(r.id);
  return new Map([...out].map(([lang, list]) => [lang, list.sort().join('\n')]));
}

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
