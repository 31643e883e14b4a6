/** Front matter of the Markdown pages: one schema per kind of page. */
import { z } from 'zod';
import { pageSlug } from './home';
import { SPECIALTIES } from './team';
import { focalPoint, pictureRatio } from './picture';
import { RULE } from '../catalogue/rules';

// Descriptions are the hints the visual editor shows under each field.
const title = z.string().min(3).max(80).describe('The page heading and browser tab title.');
const description = z
  .string()
  .min(50, RULE.descriptionForSearch)
  .max(200)
  .describe('One or two sentences for search results and link previews (50 to 200 characters).');
const faqItem = z.strictObject({
  question: z.string().min(5).describe('As a patient would ask it.'),
  answer: z.string().min(5).meta({ multiline: true, description: 'A short, plain answer.' }),
});

/** Fields whose professionals treat patients: not the technician's (digital dentistry and TSB). */
export const TREATING_SPECIALTIES = SPECIALTIES.filter((s) => s !== 'digital');

export { RATIOS, pictureRatio, focalPoint } from './picture';

/** A picture of a page: a shared one (images/treatments/x.jpg) or one saved beside the page (foto.jpg). */
const pagePicture = z.strictObject({
  src: z
    .string()
    .regex(/^(images\/.+|[^/]+)\.(svg|png|jpe?g|webp|avif)$/i, RULE.pageImagePath)
    .meta({ title: 'Picture', description: 'Upload it here: it is saved beside the page.' }),
  alt: z
    .string()
    .min(10, RULE.altLetters)
    .meta({ title: 'Description', description: 'What the picture shows, for people who cannot see it.' }),
  ratio: pictureRatio.default('3:2'),
  focus: focalPoint.default('50% 50%'),
});

export const treatmentSchema = z.strictObject({
  title,
  description,
  summary: z.string().min(20).describe('The lead paragraph under the heading.'),
  duration: z.string().min(3).describe('How long the treatment takes, in words ("1 to 2 sessions").'),
  /** The summary card at the top of the page: duration, anaesthesia, recovery and who treats. */
  anaesthesia: z
    .string({
      message: RULE.anaesthesiaMissing,
    })
    .min(3, RULE.anaesthesiaShort)
    .max(90, RULE.anaesthesiaLong)
    .describe('Whether the treatment needs anaesthesia, and which ("Local, only where treated"; "Not needed").'),
  recovery: z
    .string({ message: RULE.recoveryMissing })
    .min(3, RULE.recoveryShort)
    .max(110, RULE.recoveryLong)
    .describe('What recovery usually looks like, without promises ("Usual activities the same day").'),
  /** Who treats: the team members holding these specialties (content/team.yaml), named on the card. */
  treated_by: z
    .array(z.enum(TREATING_SPECIALTIES), {
      message: RULE.treatedByMissing,
    })
    .min(1, RULE.treatedByEmpty)
    .meta({
      title: 'Who treats',
      description: 'The specialties (content/team.yaml) whose dentists do this treatment; the same in every language.',
    }),
  pictures: z
    .array(pagePicture, { message: RULE.picturesMissing })
    .min(1, RULE.picturesNone)
    .max(2, RULE.picturesMax)
    .describe(
      'One or two pictures, each with a description: the first beside the summary, the second within the text.',
    ),
  faq: z.array(faqItem).min(1).meta({ title: 'Questions and answers' }),
  /** Other treatment pages (folder names under content/treatments/) shown at the end. */
  related: z
    .array(pageSlug.meta({ ref: 'treatments' }))
    .min(1)
    .max(4)
    .describe('One to four treatments to suggest next.'),
  /** "Risks and possible complications": honest and specific, shown before the FAQ. */
  risks: z
    .array(z.string().min(20))
    .min(3)
    .describe('Risks and possible complications: honest and specific, at least three.'),
});

/** A section of the body shown as a callout: its "## " heading as written, and how urgent it is. */
export const CALLOUT_KINDS = ['warning', 'emergency'] as const;
const callout = z.strictObject({
  heading: z.string().min(3).describe('The section\'s heading exactly as written after "## " in the text.'),
  kind: z.enum(CALLOUT_KINDS).describe('warning: signs to call the clinic; emergency: go to a hospital or call 192.'),
});

export const recommendationSchema = z.strictObject({
  title,
  /** The page's short name in the header's Recommendations menu. */
  menu: z.string().min(3).max(40).describe("The page's short name in the header's Recommendations menu."),
  description,
  summary: z.string().min(20).describe('The lead paragraph under the heading.'),
  /** Warning signs and emergency advice, set apart with colour, icon and heading (and kept on the printed sheet). */
  callouts: z
    .array(callout)
    .default([])
    .meta({ title: 'Callouts', description: 'Sections of the text shown as warning or emergency boxes.' }),
});

export const ownerSchema = z.strictObject({
  name: z.string().min(3).describe('As written in this language (the build checks titles such as Dr./Dra.).'),
  job: z.string().min(3).describe('The role at the clinic, e.g. "Orthodontist and co-founder".'),
  description,
  registrations: z
    .array(z.string().min(3))
    .min(1)
    .describe('Council registrations, as in content/team.yaml (CRO-SP 000001).'),
  education: z
    .array(
      z.strictObject({
        title: z.string().min(3).describe('The degree or specialisation, as the diploma names it.'),
        institution: z.string().min(3).optional().describe('The university or school that awarded it.'),
        year: z.number().int().min(1950).max(2100).optional().describe('The year it was awarded.'),
      }),
    )
    .min(1)
    .describe('Degrees and specialisations, each with its institution and year.'),
  specialties: z.array(z.string().min(3)).min(1).describe('Fields of work, one per line.'),
});

/** A legal text, not advertising: the advertising rules pass its pages over (validate/claims.ts). */
export const privacySchema = z
  .strictObject({
    title,
    description,
    updated: z
      .union([z.date(), z.iso.date()], { message: RULE.date('2025-08-25') })
      .transform((d) => (typeof d === 'string' ? d : d.toISOString().slice(0, 10)))
      .meta({ title: 'Last updated', description: 'The day this version of the policy took effect.' }),
  })
  .meta({ advertising: 'legal' });

export type TreatmentFront = z.output<typeof treatmentSchema>;
