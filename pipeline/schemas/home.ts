/** content/home.yaml: which items the home page lists, in order, with pictures and links. Texts: content/home/index.<lang>.yaml. */
import { z } from 'zod';
import { webUrl } from './web';
import { focalPoint, pictureSlot } from './picture';
import { RULE } from '../catalogue/rules';

export const DIFFERENTIALS = [
  'tech',
  'specialists',
  'humanized',
  'modern',
  'location',
  'flexible',
  'security',
  'quality',
] as const;
/** A page's folder name, which is also its address: lower-case words joined by hyphens. */
export const pageSlug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, RULE.slug);
/** A treatment card's id, naming its texts in content/home/index.<lang>.yaml (`treatments.cards`). */
export const TREATMENT_KEY = z.string().regex(/^[a-z][a-z0-9_]*$/, RULE.key);
export const STAT_LABELS = ['stat_patients', 'stat_years', 'stat_satisfaction'] as const;
export const RESULT_KEYS = ['whitening', 'implants', 'lenses'] as const;
export const GALLERY_KEYS = ['reception', 'office', 'xray', 'sterilization', 'waiting', 'facade'] as const;
export const TESTIMONIAL_KEYS = ['t1', 't2', 't3'] as const;
export const FAQ_KEYS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8'] as const;

const image = z
  .string()
  .regex(/^images\/.+\.(svg|png|jpe?g|webp|avif)$/i, RULE.imagePath('images/gallery/foto.jpg'))
  .describe(
    'A picture in content/images/. An SVG file is stand-in artwork: the preview marks it until a photo (JPG, WebP) replaces it.',
  );
/** A day as year-month-day; YAML may read it as a date. */
export const isoDate = z
  .union([z.date(), z.iso.date()], { message: RULE.date('2026-03-14') })
  .transform((d) => (typeof d === 'string' ? d : d.toISOString().slice(0, 10)));
/** A photo's own focal point, where it differs from its slot's. */
const ownFocus = focalPoint.optional();
/** Result pages and partners' sites: https on any host. */
const link = webUrl('any');

/** Pictures of a section, kept in content/<folder>/ (the editor uploads them there). */
const pictureIn = (folder: string) => image.meta({ folder });

export const homeSchema = z.strictObject({
  images: z
    .strictObject({ hero: image, about: image, map: image, aligner: image, referral: image })
    .describe('The pictures of the hero, about, map and banner sections.'),
  /** The shape of each picture slot and the point kept in view (a photo may name its own `focus`). */
  slots: z
    .strictObject({
      hero: pictureSlot('3:2'),
      about: pictureSlot('3:2'),
      gallery: pictureSlot('4:3'),
      results: pictureSlot('3:2'),
      team: pictureSlot('1:1', '50% 30%'),
    })
    .default({
      hero: { ratio: '3:2', focus: '50% 50%' },
      about: { ratio: '3:2', focus: '50% 50%' },
      gallery: { ratio: '4:3', focus: '50% 50%' },
      results: { ratio: '3:2', focus: '50% 50%' },
      team: { ratio: '1:1', focus: '50% 30%' },
    })
    .describe('How each picture slot crops: its shape (width:height) and the point that stays in view.'),
  stats: z
    .array(z.strictObject({ value: z.string().min(1), label: z.enum(STAT_LABELS) }))
    .min(1)
    .max(4),
  differentials: z.array(z.enum(DIFFERENTIALS)).length(8),
  /** The treatment grid, in order; `route` names a folder under content/treatments/ (null: no page of its own). */
  treatments: z
    .array(
      z.strictObject({
        key: TREATMENT_KEY,
        route: pageSlug.nullable().meta({
          ref: 'treatments',
          description: 'The treatment page the card links to (empty: no page of its own).',
        }),
      }),
    )
    .min(1),
  /** The header's Recommendations menu, in order: folder names under content/recommendations/. */
  recommendations: z
    .array(pageSlug.meta({ ref: 'recommendations' }))
    .min(1)
    .describe("The header's Recommendations menu, in order."),
  results: z
    .array(z.strictObject({ key: z.enum(RESULT_KEYS), image: pictureIn('images/results'), focus: ownFocus, link }))
    .length(3),
  gallery: z
    .array(z.strictObject({ key: z.enum(GALLERY_KEYS), image: pictureIn('images/gallery'), focus: ownFocus }))
    .length(6)
    .meta({ title: 'Gallery photos' }),
  /** Each testimonial with its proof: where the patient said it, and the day they agreed to its publication. */
  testimonials: z
    .array(
      z.strictObject({
        key: z.enum(TESTIMONIAL_KEYS),
        source: z
          .string()
          .min(5)
          .optional()
          .describe(
            'Where the patient said it: the address of the review (https://...) or "autorização por escrito" and where it is kept.',
          ),
        consent_date: isoDate.optional().describe('The day the patient authorised its publication (2026-03-14).'),
      }),
    )
    .min(1)
    .describe('Which testimonials the home page shows, in order, each with its source and consent date.'),
  faq: z.array(z.enum(FAQ_KEYS)).min(1),
  /** A care page a question leads on to: a link after its answer, named by the page's title. */
  faq_pages: z
    .partialRecord(z.enum(FAQ_KEYS), pageSlug.meta({ ref: 'recommendations' }))
    .default({})
    .meta({ title: 'Care pages after the answers' })
    .describe("The care page a question leads on to, linked after its answer (the page's title is the link)."),
  /** Any number from one to twelve: the section lays out whole rows, centred. */
  partners: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        logo: pictureIn('images/partners'),
        link,
        agreement_date: isoDate
          .optional()
          .describe('The day the partner confirmed the partnership and the use of its name and logo (2026-03-14).'),
      }),
    )
    .min(1)
    .max(12),
});

export type HomeContent = z.output<typeof homeSchema>;
export const imagePath = image;
