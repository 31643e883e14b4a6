/** Front matter of the Markdown pages: one schema per kind of page. */
import { z } from 'zod';
import { pageSlug } from './home';

const title = z.string().min(3).max(80);
const description = z.string().min(50, 'is too short for search results (at least 50 characters)').max(200);
const faqItem = z.strictObject({ question: z.string().min(5), answer: z.string().min(5) });

export const treatmentSchema = z.strictObject({
  title,
  description,
  summary: z.string().min(20),
  duration: z.string().min(3),
  faq: z.array(faqItem).min(1),
  /** Other treatment pages (folder names under content/treatments/) shown at the end. */
  related: z.array(pageSlug).min(1).max(4),
  /** "Risks and possible complications": honest and specific, shown before the FAQ. */
  risks: z.array(z.string().min(20)).min(3),
});

export const recommendationSchema = z.strictObject({
  title,
  /** The page's short name in the header's Recommendations menu. */
  menu: z.string().min(3).max(40),
  description,
  summary: z.string().min(20),
});

export const ownerSchema = z.strictObject({
  name: z.string().min(3),
  job: z.string().min(3),
  description,
  registrations: z.array(z.string().min(3)).min(1),
  education: z.array(z.string().min(3)).min(1),
  specialties: z.array(z.string().min(3)).min(1),
});

export const privacySchema = z.strictObject({
  title,
  description,
  updated: z.union([z.date(), z.iso.date()], { message: 'must be a date like 2025-08-25' }).transform((d) => (typeof d === 'string' ? d : d.toISOString().slice(0, 10))),
});

export type TreatmentFront = z.output<typeof treatmentSchema>;
export type RecommendationFront = z.output<typeof recommendationSchema>;
export type OwnerFront = z.output<typeof ownerSchema>;
export type PrivacyFront = z.output<typeof privacySchema>;
