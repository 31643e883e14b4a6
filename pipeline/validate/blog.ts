/**
 * Blog cross-checks (part of stage 2): categories, authors from the team, cover images,
 * and drafts, which are built only in watch mode.
 */
import type { Named } from '../../model/people';
import { LANGS } from '../../model/languages';
import type { ContentIssue } from '../errors';
import { didYouMean, makeIssue } from '../error-catalog';
import { checkSchema } from '../load/check-schema';
import { checkedFile, type Verdicts } from './verdicts';
import { similarImage, type RawSite } from '../load/load';
import { pictureKey } from '../load/pictures';
import { authorFits, categoriesSchema, POST_TITLE_MAX, type Category } from '../schemas/blog';
import type { SPECIALTIES, TeamContent } from '../schemas/team';
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
    ...team.owners.map((o) => ({
      slug: o.profile,
      name: o.name,
      names: o.names,
      cro: o.cro,
      profile: o.profile,
      specialties: o.specialties,
    })),
    ...team.members.map((m) => ({
      slug: m.slug,
      name: m.name,
      names: m.names,
      cro: m.cro,
      specialties: [m.specialty],
    })),
  ];
}

export function validateCategories(raw: RawSite, issues: ContentIssue[], verdicts?: Verdicts): Category[] {
  const src = raw.categories;
  const parsed = src.parsed;
  if (!parsed) return [];
  const r = checkedFile(verdicts, 'categories', src, () => checkSchema(categoriesSchema, parsed, src.file));
  issues.push(...r.issues);
  return r.data ?? [];
}

/** Checks references of every post; removes drafts unless they are wanted. */
export function checkPosts(
  pages: Pages,
  categories: Category[],
  authors: Author[] | undefined,
  raw: RawSite,
  includeDrafts: boolean,
  issues: ContentIssue[],
): void {
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
      const post =
        cover === found.front.cover ? found : (byLang[lang] = { ...found, front: { ...found.front, cover } });
      const front = frontOf.get(post.file);
      const at = (field: string) => front?.locate([field]);
      const category = categories.find((c) => c.slug === post.front.category);
      if (catSlugs.length && !category) {
        issues.push(
          makeIssue(
            'UNKNOWN_KEY',
            {
              kind: 'category',
              value: post.front.category,
              allowed: catSlugs,
              suggestion: didYouMean(post.front.category, catSlugs),
            },
            post.file,
            at('category'),
            front?.source,
            1,
          ),
        );
      }
      const author = authors?.find((a) => a.slug === post.front.author);
      if (authorSlugs && !author) {
        issues.push(
          makeIssue(
            'UNKNOWN_KEY',
            {
              kind: 'author in content/team.yaml',
              value: post.front.author,
              allowed: authorSlugs,
              suggestion: didYouMean(post.front.author, authorSlugs),
            },
            post.file,
            at('author'),
            front?.source,
            1,
          ),
        );
      }
      const fits = (a: Author): boolean => (category ? authorFits(a, category) : false);
      if (author && category && !fits(author)) {
        const fitting = (authors ?? []).filter(fits).map((a) => a.slug);
        issues.push(
          makeIssue(
            'AUTHOR_FIELD',
            {
              author: author.name,
              specialties: author.specialties,
              category: category.slug,
              fields: category.specialties,
              fitting,
            },
            post.file,
            at('author'),
          ),
        );
      }
      if (firstAuthor && post.front.author !== firstAuthor.author) {
        issues.push(
          makeIssue(
            'AUTHOR_DIFFERS',
            { author: post.front.author, first: firstAuthor.author, firstFile: firstAuthor.file },
            post.file,
            at('author'),
          ),
        );
      }
      firstAuthor ??= { author: post.front.author, file: post.file };
      const titleLength = [...post.front.title].length;
      if (titleLength > POST_TITLE_MAX)
        issues.push(makeIssue('TITLE_TOO_LONG', { length: titleLength, max: POST_TITLE_MAX }, post.file, at('title')));
      if (!raw.images.has(cover))
        issues.push(
          makeIssue(
            'IMAGE_MISSING',
            { image: found.front.cover, suggestion: similarImage(cover, raw.images) },
            post.file,
            at('cover'),
            front?.source,
            1,
          ),
        );
      if (post.front.updated && post.front.updated < post.front.date) {
        issues.push(
          makeIssue('DATE_ORDER', { updated: post.front.updated, date: post.front.date }, post.file, at('updated')),
        );
      }
      if (post.front.draft && !includeDrafts) delete byLang[lang];
    }
    if (Object.keys(byLang).length === 0) delete pages.posts[slug];
  }
}
