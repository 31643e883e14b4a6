/** The blog: categories (content/blog/categories.yaml) and posts (content/blog/posts/<slug>/index.<lang>.md). */
import { z } from 'zod';
import { LANGS } from '../../model/languages';
import { fromKeys } from '../../model/records';
import { SPECIALTIES } from './team';
import { RULE } from '../catalogue/rules';

const perLang = z.strictObject(fromKeys(LANGS, () => z.string().min(2)));
const date = z
  .union([z.date(), z.iso.date()], { message: RULE.date('2026-03-14') })
  .transform((d) => (typeof d === 'string' ? d : d.toISOString().slice(0, 10)));

/** Fields a post author may come from: any specialty but the technician's (digital dentistry and TSB). */
export const AUTHOR_SPECIALTIES = SPECIALTIES.filter((s) => s !== 'digital');

/** An author may sign a category's posts when one of their specialties is among the category's. */
export const authorFits = (
  author: { specialties: readonly string[] },
  category: { specialties: readonly string[] },
): boolean => author.specialties.some((s) => category.specialties.includes(s));

/** A category page's introduction: one or two paragraphs (separated by a blank line) per language. */
const intro = z.strictObject(fromKeys(LANGS, () => z.string().min(200, RULE.categoryIntro)));

export const categoriesSchema = z
  .array(
    z.strictObject({
      slug: z
        .string()
        .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, RULE.slug)
        .describe('The address: /blog/categoria/<slug>/. Changing it breaks links.'),
      name: perLang,
      /** One sentence: the page's lead and its description for search results. */
      description: perLang.describe("One sentence per language: the category page's lead and search description."),
      intro: intro.describe('A paragraph or two per language (a blank line between paragraphs).'),
      /** The team specialties whose dentists write this category's posts. */
      specialties: z
        .array(z.enum(AUTHOR_SPECIALTIES))
        .min(1)
        .describe("The fields whose dentists write this category's posts."),
    }),
  )
  .min(1);

/** Search results show about this many characters of a title. */
export const POST_TITLE_MAX = 60;

export const postSchema = z.strictObject({
  title: z.string().min(10).max(90).describe('At most 60 characters, so search results show it whole.'),
  description: z
    .string()
    .min(50, RULE.descriptionForSearch)
    .max(200)
    .describe('One or two sentences for the blog list and search results (50 to 200 characters).'),
  date: date.meta({ title: 'Publication date', defaultToday: true }),
  updated: date.optional().meta({
    title: 'Updated on',
    description: 'Only after a real change to the text; not before the publication date.',
  }),
  // The category first: the editor offers as author only who may sign it.
  category: z.string().min(2).meta({ ref: 'categories' }),
  author: z.string().min(2).meta({
    ref: 'authors',
    categoryField: 'category',
    description: "A dentist of the post's field; the same in every language.",
  }),
  tags: z.array(z.string().min(2)).max(8).default([]).describe('Up to eight words a reader might search for.'),
  /** A shared picture (images/blog/post.jpg) or one saved beside the post (foto.jpg). */
  cover: z
    .string()
    .regex(/^(images\/.+|[^/]+)\.(svg|png|jpe?g|webp|avif)$/i, RULE.postImagePath)
    .describe('The picture at the top of the post and on its card. Upload it here: it is saved beside the post.'),
  cover_alt: z
    .string()
    .min(5, RULE.alt)
    .meta({ title: 'Cover description', description: 'What the picture shows, for people who cannot see it.' }),
  draft: z.boolean().default(false).describe('A draft is shown in the preview (npm run dev) but not published.'),
});

export type Category = z.output<typeof categoriesSchema>[number];
export type PostFront = z.output<typeof postSchema>;
