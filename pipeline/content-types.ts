/**
 * Every kind of page, each declared once, in the order the route table lists them. A Markdown
 * kind says where its files live, the schema of its front matter, which folder names it
 * accepts, its template, route id and URL rule, which YAML content files its pages read and
 * which other pages they show, and what the editor calls it; a kind made from other content
 * (home, lists, local pages, 404) says which pages it has from what the route table hands it,
 * and what each reads and shows. The YAML content files are declared beside these, in
 * content-files.ts. The template name type, the page data types, the route table, loading,
 * validation, the pages' sources (watch mode), the link checker and the editor's collections
 * all read both.
 *
 * A new kind of page is: its entry here (and, written in YAML, its file's entry in
 * content-files.ts), its schema in schemas/, its template in templates/pages/ with its line in
 * templates/index.ts (a type error if missing), the Portuguese of its editor words in
 * catalogue/labels.ts (tests/unit/decap-config.test.ts names any left in English), and its
 * content. tests/build/page-kind.test.ts adds a Markdown kind and a YAML kind that way.
 */
import type { z } from 'zod';
import { DEFAULT_LANG, LANGS, type Lang } from '../model/languages';
import { SLUGS } from '../model/urls';
import { ROUTE_ID } from '../model/route-ids';
import { ownerSchema, privacySchema, recommendationSchema, treatmentSchema } from './schemas/pages';
import { postSchema } from './schemas/blog';
import { FILE_KIND_DECLARATIONS, type FileKindDeclaration } from './content-files';

export type { FileKindDeclaration } from './content-files';
export { editorPlace } from './content-files';

/** One language version of a Markdown page, its front matter checked. */
export interface Doc<T> {
  file: string;
  front: T;
  body: string;
  bodyLine: number;
}
export type ByLang<T> = Partial<Record<Lang, Doc<T>>>;

/**
 * Another page a page shows part of (its title, its summary, its picture): that page's file
 * feeds this one too (watch mode renders it again when the file changes).
 */
export interface ShownPage {
  /** A Markdown kind, by its name. */
  kind: string;
  slug: string;
  /** Its language version (default: that of the page showing it). */
  lang?: Lang;
}

/** What a declaration may consult to resolve its rules: the validated content, nothing else. */
export interface KindContext {
  /** The owners' profile slugs (content/team.yaml), when the team file is valid. */
  owners?: readonly string[];
  /** Slugs the home page's lists link to, per kind (content/home.yaml). */
  linked: Readonly<Partial<Record<'treatments' | 'recommendations', readonly string[]>>>;
}

/** A kind of page written in Markdown: content/<folder>/<slug>/index.<lang>.md. */
export interface MarkdownKindDeclaration {
  source: 'markdown';
  /** Folder under content/: one folder per page, one `index.<language>.md` file per language. */
  folder: string;
  /** What editors call one page of this kind. */
  label: string;
  /** Its collection in the editor: its name in the list, what it holds, whether pages may be deleted. */
  editor: { label: string; description: string; deletable?: boolean };
  schema: z.ZodType;
  /** Folder names this kind accepts: any well-formed slug, the team's owners, or a fixed list. */
  slugs: 'any' | 'owners' | readonly string[];
  /** Names a folder may not take (addresses the kind uses itself). */
  reserved?: readonly string[];
  template: string;
  /** The route id of a page (model/route-ids.ts). */
  id: (slug: string) => string;
  /** The page's address without the language prefix. */
  url: (slug: string) => string;
  /** The YAML content files (by kind, content-files.ts) its pages read besides their own Markdown file and the frame's. */
  reads: readonly string[];
  /**
   * Pages of this kind the site links to, which must exist in Portuguese (the reference).
   * Kinds the menus do not list return none.
   */
  required: (ctx: KindContext) => readonly string[];
  /** Other pages of the kind a page lists, by slug (a post's related posts); it shows them too. */
  lists?: (ctx: RouteContext, slug: string, lang: Lang) => readonly string[];
  /** Other pages its pages show part of, besides those they list (a treatment's related treatments). */
  shows?: (ctx: RouteContext, slug: string, lang: Lang) => readonly ShownPage[];
  /** Its pages are not among those every page links to (posts: the menus and footer name none). */
  unlisted?: true;
}

/** One page of a kind made from other content, in each language it has. */
export interface PageSpec {
  id: string;
  /** The address without the language prefix. */
  path: string;
  langs: readonly Lang[];
  /** The YAML content files (by kind) it reads besides the frame's (EVERY_PAGE_READS). */
  reads: readonly string[];
  /** Single files it shows besides those (a local page's neighbourhood texts). */
  sources?: readonly string[];
  props?: Record<string, string>;
  /** Listed in the sitemap and open to search engines (default: yes). */
  indexable?: boolean;
  /** A file, not a folder: `/en/404.html`, with no alternates. */
  file?: boolean;
  /** The feed the page offers, a file (without the language prefix). */
  feed?: string;
  /**
   * Addresses the page had before (without the language prefix): each leads to it. Per language
   * when they existed in some languages only (the Portuguese-only local pages).
   */
  formerly?: readonly string[] | ((lang: Lang) => readonly string[]);
  /** A list page: per language, the posts it lists (by slug; it shows them too) and the addresses of the list's pages. */
  list?: (lang: Lang) => { posts: readonly string[]; pages: readonly string[] };
  /** Other pages it shows part of, besides the posts it lists (a local page's treatments). */
  shows?: readonly ShownPage[];
  /** Not among the pages every page links to (a local page, a list's later page). */
  unlisted?: true;
}

/** A kind of page the route table makes from other content. */
export interface MadeKindDeclaration {
  source: 'made';
  template: string;
  pages: (ctx: RouteContext) => PageSpec[];
}

export type PageKindDeclaration = MarkdownKindDeclaration | MadeKindDeclaration;

/** What the route table hands the declarations: the validated content, in the shapes they read. */
export interface RouteContext {
  pages: Pages;
  /** The languages with a valid file of a per-language YAML kind (content-files.ts), by its name. */
  filesIn(kind: string): readonly Lang[];
  landing: {
    services: readonly {
      slug: string;
      formerly?: readonly string[];
      general?: boolean;
      /** The treatment a service's pages explain, and the treatments they link to. */
      treatment?: string;
      related?: readonly string[];
    }[];
    neighbourhoods: readonly { slug: string }[];
    /** The neighbourhood the clinic is in (its address's district), when it has local pages. */
    clinicNeighbourhood?: string;
  };
  categories: readonly { slug: string }[];
  blog: {
    /** Languages with posts (in the category). */
    langsWith(category?: string): Lang[];
    /** A language's posts (in the category), newest first, page by page. */
    pagesOf(lang: Lang, category?: string): readonly (readonly string[])[];
    related(slug: string, lang: Lang): readonly string[];
  };
  /** A treatment's related treatments in a language (its front matter's `related`). */
  relatedTreatments(slug: string, lang: Lang): readonly string[];
}

/**
 * What every page reads, its frame: the clinic's facts, the header's menus (home.yaml, the home
 * page's texts), the footer (texts on many pages, the list of local pages) and, of team.yaml,
 * the part its declaration names (`everyPage`). Its language's interface words are added too.
 */
export const EVERY_PAGE_READS = ['site', 'home', 'homeTexts', 'siteTexts', 'landingIndex'] as const;
const LANDING_READS = ['services', 'neighbourhoods'] as const;

/** The pages of a blog list (all posts, or one category's), in every language with posts in it. */
function listPages(ctx: RouteContext, id: (page: number) => string, base: string, category?: string): PageSpec[] {
  const langs = ctx.blog.langsWith(category);
  const pagesOf = new Map(langs.map((l) => [l, ctx.blog.pagesOf(l, category)]));
  // One list of page addresses per language, shared by its pages.
  const pathsOf = new Map(langs.map((l) => [l, pagesOf.get(l)?.map((_, i) => SLUGS.listPage(base, i + 1)) ?? []]));
  const max = Math.max(0, ...[...pagesOf.values()].map((p) => p.length));
  const out: PageSpec[] = [];
  for (let page = 1; page <= max; page++)
    out.push({
      id: id(page),
      path: SLUGS.listPage(base, page),
      langs: langs.filter((l) => (pagesOf.get(l)?.length ?? 0) >= page),
      reads: ['categories'],
      // The menus link to a list's first page only.
      ...(page > 1 ? { unlisted: true as const } : {}),
      props: { page: String(page), ...(category ? { category } : {}) },
      // The feed of all posts is offered by the blog's first page.
      ...(page === 1 && !category ? { feed: SLUGS.feed } : {}),
      list: (lang) => ({ posts: pagesOf.get(lang)?.[page - 1] ?? [], pages: pathsOf.get(lang) ?? [] }),
    });
  return out;
}

/**
 * The local pages the home page stands for: a service about the clinic in general (`general`)
 * in the clinic's own neighbourhood would compete with the home page for the same search.
 */
function homeInstead(ctx: RouteContext): [RouteContext['landing']['services'][number], string][] {
  const own = ctx.landing.clinicNeighbourhood;
  return own ? ctx.landing.services.filter((s) => s.general).map((s) => [s, own]) : [];
}

export const PAGE_KIND_DECLARATIONS = {
  home: {
    source: 'made',
    template: 'home',
    pages: (ctx) => {
      // The clinic in general in its own neighbourhood is the home page: those local addresses lead here.
      const formerly = homeInstead(ctx).flatMap(([s, n]) =>
        [s.slug, ...(s.formerly ?? [])].map((x) => SLUGS.landing(x, n)),
      );
      return [
        {
          id: ROUTE_ID.home,
          path: '',
          langs: LANGS,
          reads: ['team'],
          // The local pages are Portuguese only: their addresses lead to the Portuguese home page.
          ...(formerly.length ? { formerly: (lang: Lang) => (lang === DEFAULT_LANG ? formerly : []) } : {}),
        },
      ];
    },
  },
  treatments: {
    source: 'markdown',
    folder: 'treatments',
    label: 'Treatment page',
    editor: {
      label: 'Treatments',
      description: 'One page per treatment, in five languages. A new one also needs its card in Home page › Sections.',
    },
    schema: treatmentSchema,
    slugs: 'any',
    template: 'treatment',
    id: ROUTE_ID.treatment,
    url: (slug) => slug,
    reads: ['team'],
    required: (ctx) => ctx.linked.treatments ?? [],
    shows: (ctx, slug, lang) => ctx.relatedTreatments(slug, lang).map((s) => ({ kind: 'treatments', slug: s })),
  },
  recommendations: {
    source: 'markdown',
    folder: 'recommendations',
    label: 'Recommendation page',
    editor: {
      label: 'Recommendations',
      description:
        'Care before and after treatments. A new one also needs its place in Home page › Recommendations menu.',
    },
    schema: recommendationSchema,
    slugs: 'any',
    template: 'recommendation',
    id: ROUTE_ID.recommendation,
    url: (slug) => slug,
    reads: [],
    required: (ctx) => ctx.linked.recommendations ?? [],
  },
  owners: {
    source: 'markdown',
    folder: 'owners',
    label: 'Owner profile',
    editor: { label: 'Owners', description: "The owners' profile pages." },
    schema: ownerSchema,
    slugs: 'owners',
    template: 'owner',
    id: ROUTE_ID.owner,
    url: (slug) => slug,
    reads: ['team'],
    required: (ctx) => ctx.owners ?? [],
  },
  legal: {
    source: 'markdown',
    folder: 'legal',
    label: 'Privacy policy',
    editor: { label: 'Privacy policy', description: 'The privacy policy, in five languages.' },
    schema: privacySchema,
    slugs: ['privacy'],
    template: 'privacy',
    id: () => ROUTE_ID.privacy,
    url: () => SLUGS.privacy,
    reads: [],
    required: () => ['privacy'],
  },
  'blog-index': {
    source: 'made',
    template: 'blog-index',
    pages: (ctx) => listPages(ctx, ROUTE_ID.blog, SLUGS.blog),
  },
  'blog-category': {
    source: 'made',
    template: 'blog-category',
    pages: (ctx) =>
      ctx.categories.flatMap((c) =>
        listPages(ctx, (page) => ROUTE_ID.category(c.slug, page), SLUGS.category(c.slug), c.slug),
      ),
  },
  posts: {
    source: 'markdown',
    folder: 'blog/posts',
    label: 'Blog post',
    editor: {
      label: 'Blog posts',
      description: 'A post in Portuguese first; a language left empty is not translated (no page in it).',
      deletable: true,
    },
    schema: postSchema,
    slugs: 'any',
    reserved: ['busca', 'categoria', 'pagina', 'feed'],
    template: 'blog-post',
    id: ROUTE_ID.post,
    url: (slug) => SLUGS.post(slug),
    reads: ['categories', 'team'],
    required: () => [],
    lists: (ctx, slug, lang) => ctx.blog.related(slug, lang),
    unlisted: true,
  },
  'blog-search': {
    source: 'made',
    template: 'blog-search',
    // The search page has no content of its own: not indexed, not in the sitemap.
    pages: (ctx) => {
      const langs = ctx.blog.langsWith();
      return langs.length
        ? [
            {
              id: ROUTE_ID.search,
              path: SLUGS.search,
              langs,
              reads: ['categories'],
              indexable: false,
            },
          ]
        : [];
    },
  },
  'landing-index': {
    source: 'made',
    template: 'landing-index',
    pages: () => [
      {
        id: ROUTE_ID.landingIndex,
        path: SLUGS.landingIndex,
        langs: [DEFAULT_LANG],
        reads: LANDING_READS,
      },
    ],
  },
  landing: {
    source: 'made',
    template: 'landing',
    pages: (ctx) =>
      ctx.landing.services.flatMap((s) =>
        ctx.landing.neighbourhoods
          .flatMap((n) => (homeInstead(ctx).some(([hs, hn]) => hs === s && hn === n.slug) ? [] : [n]))
          .map((n) => ({
            id: ROUTE_ID.landing(s.slug, n.slug),
            path: SLUGS.landing(s.slug, n.slug),
            langs: [DEFAULT_LANG],
            reads: LANDING_READS,
            sources: [`content/landing/pages/${n.slug}.yaml`],
            unlisted: true as const,
            // What the page explains and links to, in Portuguese (the local pages' language).
            shows: [s.treatment ?? '', ...(s.related ?? [])].map((slug) => ({
              kind: 'treatments',
              slug,
              lang: DEFAULT_LANG,
            })),
            props: { service: s.slug, place: n.slug },
            // A renamed service's old addresses (its `formerly` slugs).
            ...(s.formerly?.length ? { formerly: s.formerly.map((old) => SLUGS.landing(old, n.slug)) } : {}),
          })),
      ),
  },
  // A 404 page per language: hosts that look for the nearest 404.html (or follow the rules in
  // _redirects) answer /en/... with /en/404.html; the root one also carries every language.
  'not-found': {
    source: 'made',
    template: 'not-found',
    pages: () =>
      LANGS.map((lang) => ({
        id: ROUTE_ID.notFound(lang),
        path: SLUGS.notFound,
        file: true,
        indexable: false,
        langs: [lang],
        reads: [],
        // The root one carries every language's words.
        sources: lang === DEFAULT_LANG ? LANGS.filter((l) => l !== lang).map((l) => `locales/${l}.json`) : [],
      })),
  },
} as const satisfies Record<string, PageKindDeclaration>;

type Declarations = typeof PAGE_KIND_DECLARATIONS;
/** Every kind of page, Markdown or made, by its name. */
export type AnyKind = keyof Declarations;
/** The kinds written in Markdown. */
type MarkdownKinds<D> = { [K in keyof D]: D[K] extends { source: 'markdown' } ? K : never }[keyof D];
export type PageKind = MarkdownKinds<Declarations>;

/** The name of each kind's template (templates/index.ts maps each to its component). */
export type TemplateName = Declarations[AnyKind]['template'];

/** A kind's front matter, as its schema reads it. */
export type FrontOf<K extends PageKind> = z.output<Declarations[K]['schema']>;
/** The valid Markdown pages of each kind, by slug and language. */
export type Pages = { [K in PageKind]: Record<string, ByLang<FrontOf<K>>> };
/** The pages read without their kinds' front matter types (what every kind's pages have). */
export type AnyPages = { readonly [K in PageKind]: Readonly<Record<string, ByLang<unknown>>> };

/** A content file's place under content/ in a language: `{lang}` filled in, `*` left as it is (any file of the folder). */
export const fileOf = (type: FileKindDeclaration, lang: Lang): string => `content/${type.file.replace('{lang}', lang)}`;

/**
 * What the stages read of a set of declarations: the kinds in order, the Markdown ones, the
 * templates, the YAML content files. Made once below for the site's kinds (a test makes it for
 * fixture kinds too).
 */
export function deriveKinds<
  D extends Record<string, PageKindDeclaration>,
  F extends Record<string, FileKindDeclaration>,
>(declarations: D, files: F) {
  type Kind = keyof D & string;
  type Markdown = MarkdownKinds<D> & string;
  const all = Object.keys(declarations) as Kind[];
  const of = (kind: Kind): PageKindDeclaration => declarations[kind] as PageKindDeclaration;
  const isMarkdown = (kind: Kind): kind is Markdown => of(kind).source === 'markdown';
  const markdown: readonly Markdown[] = all.filter(isMarkdown);
  const types = declarations as { [K in Markdown]: D[K] };
  const fileKinds = Object.keys(files) as (keyof F & string)[];
  // A kind of page reading a file no declaration names would miss its changes in watch mode.
  for (const name of [...EVERY_PAGE_READS, ...all.flatMap((k) => readsOf(of(k)))])
    if (!(name in files))
      throw new Error(`"${name}" is read by a kind of page but declared in no FILE_KIND_DECLARATIONS entry`);
  return {
    PAGE_KIND_DECLARATIONS: declarations,
    ALL_KINDS: all,
    PAGE_KINDS: markdown,
    PAGE_TYPES: types,
    TEMPLATE_NAMES: all.map((k) => of(k).template) as readonly D[Kind]['template'][],
    FILE_TYPES: files,
    FILE_KINDS: fileKinds,
    /** No page of any kind yet. */
    emptyPages: () => Object.fromEntries(markdown.map((k) => [k, {}])) as { [K in Markdown]: Record<string, never> },
    /** A page file's place: content/<folder>/<slug>/index.<lang>.md (the layout the editor at /admin writes). */
    pageFile: (kind: Markdown, slug: string, lang: Lang | string): string => {
      const type = of(kind);
      return `content/${type.source === 'markdown' ? type.folder : kind}/${slug}/index.${lang}.md`;
    },
    /** The content files a page reads in its language (besides its own Markdown file): its frame's and its kind's. */
    filesRead: (reads: readonly string[], lang: Lang): string[] =>
      [...EVERY_PAGE_READS, ...reads].flatMap((name) => {
        const type: FileKindDeclaration | undefined = files[name];
        if (!type) throw new Error(`"${name}" is read by a page but declared in no FILE_KIND_DECLARATIONS entry`);
        return [fileOf(type, lang)];
      }),
  };
}

/** The YAML files a made kind's pages read: each page says so itself. */
const readsOf = (type: PageKindDeclaration): readonly string[] => (type.source === 'markdown' ? type.reads : []);

export const {
  ALL_KINDS,
  PAGE_KINDS,
  PAGE_TYPES,
  TEMPLATE_NAMES,
  FILE_TYPES,
  FILE_KINDS,
  emptyPages,
  pageFile,
  filesRead,
} = deriveKinds(PAGE_KIND_DECLARATIONS, FILE_KIND_DECLARATIONS);
/** A kind of YAML content file, by its name. */
export type FileKind = keyof typeof FILE_KIND_DECLARATIONS;
