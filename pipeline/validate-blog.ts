/**
 * Blog cross-checks (part of stage 2): categories, authors from the team, cover images,
 * and drafts, which are built only in watch mode.
 */
import { LANGS } from './config';
import type { ContentIssue } from './errors';
import { didYouMean } from './error-catalog';
import { checkSchema, makeIssue } from './source/check-schema';
import type { RawSite } from './load';
import { categoriesSchema, type Category } from './schemas/blog';
import type { TeamContent } from './schemas/team';
import type { Pages } from './validate-pages';

export interface Author {
  slug: string;
  name: string;
  /** Registration at the dental council, shown with the name (CFO). */
  cro: string;
  /** Owners have a profile page to link to. */
  profile?: string;
}

export function authorsOf(team: TeamContent): Author[] {
  return [
    ...team.owners.map((o) => ({ slug: o.profile, name: o.name, cro: o.cro, profile: o.profile })),
    ...team.members.map((m) => ({ slug: m.slug, name: m.name, cro: m.cro })),
  ];
}

export function validateCategories(raw: RawSite, issues: ContentIssue[]): Category[] {
  const src = raw.categories;
  if (!src.parsed) return [];
  const r = checkSchema(categoriesSchema, src.parsed, src.file);
  issues.push(...r.issues);
  return r.data ?? [];
}

/** Checks references of every post; removes drafts unless they are wanted. */
export function checkPosts(pages: Pages, categories: Category[], authors: Author[] | undefined, raw: RawSite, includeDrafts: boolean, issues: ContentIssue[]): void {
  const catSlugs = categories.map((c) => c.slug);
  const authorSlugs = authors?.map((a) => a.slug);
  const frontOf = new Map(raw.docs.map((d) => [d.doc.file, d.doc.front]));
  for (const [slug, byLang] of Object.entries(pages.posts)) {
    for (const lang of LANGS) {
      const post = byLang[lang];
      if (!post) continue;
      const front = frontOf.get(post.file);
      const at = (field: string) => front?.locate([field]);
      if (catSlugs.length && !catSlugs.includes(post.front.category)) {
        issues.push(
          makeIssue('UNKNOWN_KEY', { kind: 'category', value: post.front.category, allowed: catSlugs, suggestion: didYouMean(post.front.category, catSlugs) }, post.file, at('category'), front?.source, 1),
        );
      }
      if (authorSlugs && !authorSlugs.includes(post.front.author)) {
        issues.push(
          makeIssue('UNKNOWN_KEY', { kind: 'author in content/team.yaml', value: post.front.author, allowed: authorSlugs, suggestion: didYouMean(post.front.author, authorSlugs) }, post.file, at('author'), front?.source, 1),
        );
      }
      if (!raw.images.has(post.front.cover)) issues.push(makeIssue('IMAGE_MISSING', { image: post.front.cover }, post.file, at('cover'), front?.source, 1));
      if (post.front.updated && post.front.updated < post.front.date) {
        issues.push({
          code: 'DATE_ORDER',
          severity: 'error',
          file: post.file,
          ...at('updated'),
          title: 'The update date is before the publication date',
          message: `updated (${post.front.updated}) is earlier than date (${post.front.date}).`,
          hint: 'Use the date of the last real change, on or after the publication date.',
        });
      }
      if (post.front.draft && !includeDrafts) delete byLang[lang];
    }
    if (Object.keys(byLang).length === 0) delete pages.posts[slug];
  }
}
