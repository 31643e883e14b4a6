/**
 * Blog cross-checks (part of stage 2): categories, authors from the team, cover images,
 * and drafts, which are built only in watch mode.
 */
import type { Named } from '../../model/people';
import { LANGS } from '../../model/languages';
import type { ContentIssue } from '../errors';
import { didYouMean } from '../error-catalog';
import { checkSchema, makeIssue } from '../source/check-schema';
import { similarImage, type RawSite } from '../source/load';
import { pictureKey } from '../source/pictures';
import { categoriesSchema, POST_TITLE_MAX, type Category } from '../schemas/blog';
import { type SPECIALTIES, type TeamContent } from '../schemas/team';
import type { Pages } from './pages';

export interface Author extends Named {
  slug: string;
  name: string;
  /** Registration at the dental council, shown with the name (CFO). */
  cro: string;
  /** Owners have a profile page to link to. */
  profile?: string;
  /** The fields they work in (content/team.yaml; the owners' come from their job). */
  specialties: readonly (typeof SPECIALTIES)[number][];
}

export function authorsOf(team: TeamContent): Author[] {
  return [
    ...team.owners.map((o) => ({ slug: o.profile, name: o.name, names: o.names, cro: o.cro, profile: o.profile, specialties: o.specialties })),
    ...team.members.map((m) => ({ slug: m.slug, name: m.name, names: m.names, cro: m.cro, specialties: [m.specialty] })),
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
    // The first language file's author: every translation names the same person.
    let firstAuthor: { author: string; file: string } | undefined;
    for (const lang of LANGS) {
      const found = byLang[lang];
      if (!found) continue;
      // From here on a cover is known by its key under content/, wherever it was saved (a
      // copy: the checked front matter is reused between watch builds).
      const cover = pictureKey(found.file, found.front.cover);
      const post = cover === found.front.cover ? found : (byLang[lang] = { ...found, front: { ...found.front, cover } });
      const front = frontOf.get(post.file);
      const at = (field: string) => front?.locate([field]);
      const category = categories.find((c) => c.slug === post.front.category);
      if (catSlugs.length && !category) {
        issues.push(
          makeIssue('UNKNOWN_KEY', { kind: 'category', value: post.front.category, allowed: catSlugs, suggestion: didYouMean(post.front.category, catSlugs) }, post.file, at('category'), front?.source, 1),
        );
      }
      const author = authors?.find((a) => a.slug === post.front.author);
      if (authorSlugs && !author) {
        issues.push(
          makeIssue('UNKNOWN_KEY', { kind: 'author in content/team.yaml', value: post.front.author, allowed: authorSlugs, suggestion: didYouMean(post.front.author, authorSlugs) }, post.file, at('author'), front?.source, 1),
        );
      }
      const fits = (a: Author): boolean => Boolean(category) && a.specialties.some((s) => (category!.specialties as readonly string[]).includes(s));
      if (author && category && !fits(author)) {
        const fitting = (authors ?? []).filter(fits).map((a) => a.slug);
        issues.push({
          code: 'AUTHOR_FIELD',
          severity: 'error',
          file: post.file,
          ...at('author'),
          title: "The author does not work in the post's field",
          message: `${author.name} (${author.specialties.join(', ')}) is not a specialist of the category "${category.slug}", which content/blog/categories.yaml gives to: ${category.specialties.join(', ')}.`,
          hint: `Name a dentist of that field as the author: ${fitting.join(', ') || '(none in content/team.yaml)'}.`,
        });
      }
      if (firstAuthor && post.front.author !== firstAuthor.author) {
        issues.push({
          code: 'AUTHOR_DIFFERS',
          severity: 'error',
          file: post.file,
          ...at('author'),
          title: 'The translations of a post name different authors',
          message: `This file says "${post.front.author}", ${firstAuthor.file} says "${firstAuthor.author}".`,
          hint: `Use the same author in every language file of the post: author: ${firstAuthor.author}`,
        });
      }
      firstAuthor ??= { author: post.front.author, file: post.file };
      if ([...post.front.title].length > POST_TITLE_MAX) {
        issues.push({
          code: 'TITLE_TOO_LONG',
          severity: 'error',
          file: post.file,
          ...at('title'),
          title: 'The post title is too long',
          message: `It has ${[...post.front.title].length} characters; a post title has at most ${POST_TITLE_MAX}, so search results and cards show it whole.`,
          hint: 'Shorten the title, keeping the words a reader would search for first (a subtitle can go in the description).',
        });
      }
      if (!raw.images.has(cover)) issues.push(makeIssue('IMAGE_MISSING', { image: found.front.cover, suggestion: similarImage(cover, raw.images) }, post.file, at('cover'), front?.source, 1));
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
