/** The blog: categories (content/blog/categories.yaml) and posts (content/blog/posts/<slug>/index.<lang>.md). */
import { z } from 'zod';
import { LANGS } from '../../model/languages';
import { SPECIALTIES } from './team';

const perLang = z.strictObject(Object.fromEntries(LANGS.map((l) => [l, z.string().min(2)])) as Record<(typeof LANGS)[number], z.ZodString>);
const date = z.union([z.date(), z.iso.date()], { message: 'must be a date like 2026-03-14' }).transform((d) => (typeof d === 'string' ? d : d.toISOString().slice(0, 10)));

/** Fields a post author may come from: any specialty but the technician's (digital dentistry and TSB). */
export const AUTHOR_SPECIALTIES = SPECIALTIES.filter((s) => s !== 'digital');

/** A category page's introduction: one or two paragraphs (separated by a blank line) per language. */
const intro = z.strictObject(
  Object.fromEntries(LANGS.map((l) => [l, z.string().min(200, 'is too short to introduce the category (write a paragraph or two, at least 200 characters)')])) as Record<
    (typeof LANGS)[number],
    z.ZodString
  >,
);

export const categoriesSchema = z
  .array(
    z.strictObject({
      slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens'),
      name: perLang,
      /** One sentence: the page's lead and its description for search results. */
      description: perLang,
      intro,
      /** The team specialties whose dentists write this category's posts. */
      specialties: z.array(z.enum(AUTHOR_SPECIALTIES)).min(1),
    }),
  )
  .min(1);

/** Search results show about this many characters of a title. */
export const POST_TITLE_MAX = 60;

export const postSchema = z.strictObject({
  title: z.string().min(10).max(90),
  description: z.string().min(50, 'is too short for search results (at least 50 characters)').max(200),
  date,
  updated: date.optional(),
  author: z.string().min(2),
  category: z.string().min(2),
  tags: z.array(z.string().min(2)).max(8).default([]),
  cover: z.string().regex(/^images\/.+\.(svg|png|jpe?g|webp|avif)$/i, 'must be a path like images/blog/post.jpg'),
  cover_alt: z.string().min(5, 'describe the picture for people who cannot see it'),
  draft: z.boolean().default(false),
});

export type Category = z.output<typeof categoriesSchema>[number];
export type PostFront = z.output<typeof postSchema>;
