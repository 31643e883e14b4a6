/** Front matter of the Markdown pages: one schema per kind of page. */
import { z } from 'zod';
import { pageSlug } from './home';

// Descriptions are the hints the visual editor shows under each field.
const title = z.string().min(3).max(80).describe('The page heading and browser tab title.');
const description = z
  .string()
  .min(50, 'is too short for search results (at least 50 characters)')
  .max(200)
  .describe('One or two sentences for search results and link previews (50 to 200 characters).');
const faqItem = z.strictObject({ question: z.string().min(5).describe('As a patient would ask it.'), answer: z.string().min(5).meta({ multiline: true, description: 'A short, plain answer.' }) });

export const treatmentSchema = z.strictObject({
  title,
  description,
  summary: z.string().min(20).describe('The lead paragraph under the heading.'),
  duration: z.string().min(3).describe('How long the treatment takes, in words ("1 to 2 sessions").'),
  faq: z.array(faqItem).min(1).meta({ title: 'Questions and answers' }),
  /** Other treatment pages (folder names under content/treatments/) shown at the end. */
  related: z.array(pageSlug.meta({ ref: 'treatments' })).min(1).max(4).describe('One to four treatments to suggest next.'),
  /** "Risks and possible complications": honest and specific, shown before the FAQ. */
  risks: z.array(z.string().min(20)).min(3).describe('Risks and possible complications: honest and specific, at least three.'),
});

export const recommendationSchema = z.strictObject({
  title,
  /** The page's short name in the header's Recommendations menu. */
  menu: z.string().min(3).max(40).describe("The page's short name in the header's Recommendations menu."),
  description,
  summary: z.string().min(20).describe('The lead paragraph under the heading.'),
});

export const ownerSchema = z.strictObject({
  name: z.string().min(3).describe('As written in this language (the build checks titles such as Dr./Dra.).'),
  job: z.string().min(3).describe('The role at the clinic, e.g. "Orthodontist and co-founder".'),
  description,
  registrations: z.array(z.string().min(3)).min(1).describe('Council registrations, as in content/team.yaml (CRO-SP 000001).'),
  education: z.array(z.string().min(3)).min(1).describe('Degrees and courses, one per line.'),
  specialties: z.array(z.string().min(3)).min(1).describe('Fields of work, one per line.'),
});

export const privacySchema = z.strictObject({
  title,
  description,
  updated: z
    .union([z.date(), z.iso.date()], { message: 'must be a date like 2025-08-25' })
    .transform((d) => (typeof d === 'string' ? d : d.toISOString().slice(0, 10)))
    .meta({ title: 'Last updated', description: 'The day this version of the policy took effect.' }),
});

export type TreatmentFront = z.output<typeof treatmentSchema>;
export type RecommendationFront = z.output<typeof recommendationSchema>;
export type OwnerFront = z.output<typeof ownerSchema>;
export type PrivacyFront = z.output<typeof privacySchema>;
