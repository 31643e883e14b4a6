/**
 * The kinds of Markdown page, each declared once: where its files live, the schema of its
 * front matter, which folder names it accepts, its template and URL rule, and what else its
 * pages show. Loading, validation, the route table, dependency tracking, the link checker and
 * the editor's configuration all read these declarations. A new kind of page is one entry here
 * and one template; a new treatment, recommendation, owner or post is a folder in content/.
 */
import type { z } from 'zod';
import type { Lang } from '../model/languages';
import { SLUGS } from '../model/urls';
import type { TemplateName } from '../model/route';
import { ownerSchema, privacySchema, recommendationSchema, treatmentSchema } from './schemas/pages';
import { postSchema } from './schemas/blog';

/** What a declaration may consult to resolve its rules: the validated content, nothing else. */
export interface KindContext {
  /** The owners' profile slugs (content/team.yaml), when the team file is valid. */
  owners?: readonly string[];
  /** Slugs the home page's lists link to, per kind (content/home.yaml). */
  linked: Readonly<Partial<Record<'treatments' | 'recommendations', readonly string[]>>>;
}

export interface PageKindDeclaration {
  /** Folder under content/: one folder per page, one `index.<language>.md` file per language. */
  folder: string;
  /** What editors call one page of this kind. */
  label: string;
  schema: z.ZodType;
  /** Folder names this kind accepts: any well-formed slug, the team's owners, or a fixed list. */
  slugs: 'any' | 'owners' | readonly string[];
  /** Names a folder may not take (addresses the kind uses itself). */
  reserved?: readonly string[];
  template: TemplateName;
  /** Route id prefix ("treatment" -> "treatment:clareamento"). */
  id: string;
  /** The page's address without the language prefix. */
  url: (slug: string) => string;
  /** Files every page of the kind shows besides its own Markdown file. */
  shows: readonly string[];
  /**
   * Pages of this kind the site links to, which must exist in Portuguese (the reference).
   * Kinds the menus do not list return none.
   */
  required: (ctx: KindContext) => readonly string[];
}

const PAGE_SHOWS = ['content/site.yaml', 'content/home.yaml'] as const;
const BLOG_SHOWS = ['content/blog/categories.yaml', 'content/team.yaml'] as const;

export const PAGE_TYPES = {
  treatments: {
    folder: 'treatments',
    label: 'Treatment page',
    schema: treatmentSchema,
    slugs: 'any',
    template: 'treatment',
    id: 'treatment',
    url: (slug) => slug,
    shows: PAGE_SHOWS,
    required: (ctx) => ctx.linked.treatments ?? [],
  },
  recommendations: {
    folder: 'recommendations',
    label: 'Recommendation page',
    schema: recommendationSchema,
    slugs: 'any',
    template: 'recommendation',
    id: 'recommendation',
    url: (slug) => slug,
    shows: PAGE_SHOWS,
    required: (ctx) => ctx.linked.recommendations ?? [],
  },
  owners: {
    folder: 'owners',
    label: 'Owner profile',
    schema: ownerSchema,
    slugs: 'owners',
    template: 'owner',
    id: 'owner',
    url: (slug) => slug,
    shows: PAGE_SHOWS,
    required: (ctx) => ctx.owners ?? [],
  },
  legal: {
    folder: 'legal',
    label: 'Privacy policy',
    schema: privacySchema,
    slugs: ['privacy'],
    template: 'privacy',
    id: 'privacy',
    url: () => SLUGS.privacy,
    shows: PAGE_SHOWS,
    required: () => ['privacy'],
  },
  posts: {
    folder: 'blog/posts',
    label: 'Blog post',
    schema: postSchema,
    slugs: 'any',
    reserved: ['busca', 'categoria', 'pagina', 'feed'],
    template: 'blog-post',
    id: 'blog-post',
    url: (slug) => SLUGS.post(slug),
    shows: BLOG_SHOWS,
    required: () => [],
  },
} as const satisfies Record<string, PageKindDeclaration>;

export type PageKind = keyof typeof PAGE_TYPES;
export const PAGE_KINDS = Object.keys(PAGE_TYPES) as PageKind[];

/** A page file's place: content/<folder>/<slug>/index.<lang>.md (the layout the editor at /admin writes). */
export function pageFile(kind: PageKind, slug: string, lang: Lang | string): string {
  return `content/${PAGE_TYPES[kind].folder}/${slug}/index.${lang}.md`;
}
