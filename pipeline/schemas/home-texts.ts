/**
 * content/home/index.<lang>.yaml: every text of the home page in one language, one block per section
 * in page order. Lists are keyed by the ids of content/home.yaml (which says what is shown, in
 * which order, with which picture); content/home/index.pt.yaml is the reference every language follows.
 * A map whose ids are content rather than code says where they come from in `.meta({ keysFrom })`.
 */
import { z } from 'zod';
import { fromKeys } from '../../model/records';
import { CONSTANTS } from '../../model/constants';
import { RULE } from '../catalogue/rules';
import {
  DIFFERENTIALS,
  GALLERY_KEYS,
  RESULT_KEYS,
  STAT_LABELS,
  FAQ_KEYS,
  TESTIMONIAL_KEYS,
  TREATMENT_KEY,
} from './home';

const text = (label: string) => z.string().min(1, RULE.notEmpty).describe(label);
/** A text of a sentence or more: the editor gives it a text area. */
const paragraph = (label: string) => text(label).meta({ multiline: true });

/**
 * One entry per id: each optional, so an id dropped from content/home.yaml may lose its text too.
 * `own`: an id whose entry is read otherwise (the same fields, another rule).
 */
function byId<K extends string, T extends z.ZodType>(
  ids: readonly K[],
  item: T,
  label: string,
  own: Partial<Record<K, T>> = {},
) {
  return z.strictObject(fromKeys(ids, (id) => (own[id] ?? item).optional())).describe(label);
}

const question = <A extends z.ZodType>(answer: A) => z.strictObject({ question: text('Question'), answer });

const card = (what: string) => z.strictObject({ title: text(`${what}: title`), text: paragraph(`${what}: text`) });

export const homeTextsSchema = z.strictObject({
  meta: z
    .strictObject({
      title: text('Title in search results and the browser tab (about 60 characters)'),
      description: paragraph('Description in search results (about 155 characters)'),
    })
    .describe('Search results'),
  hero: z
    .strictObject({
      eyebrow: text('Small line above the headline'),
      title: text('Headline'),
      subtitle: paragraph('Text under the headline'),
      cta: text('Booking button'),
      secondary: text('Button to the treatments'),
      image_alt: paragraph('Description of the picture, for people who cannot see it'),
    })
    .describe('Opening section'),
  about: z
    .strictObject({
      title: text('Section title'),
      lead: paragraph('Opening sentence'),
      paragraphs: z.array(paragraph('Paragraph')).min(1).describe('Paragraphs'),
      button: text('Button to the treatments'),
      image_alt: paragraph('Description of the picture, for people who cannot see it'),
    })
    .describe('About the clinic'),
  differentials: z
    .strictObject({
      title: text('Section title'),
      subtitle: paragraph('Text under the title'),
      items: byId(DIFFERENTIALS, card('Reason'), 'Reasons to choose the clinic'),
      stats_title: text('Heading of the figures (read by screen readers)'),
      stats: byId(
        STAT_LABELS,
        paragraph('What the figure counts'),
        'Labels of the figures (their values and sources are in home.yaml and site.yaml)',
      ),
    })
    .describe('Why choose us'),
  treatments: z
    .strictObject({
      title: text('Section title'),
      subtitle: paragraph('Text under the title'),
      // The grid's keys are content, not code (content/home.yaml `treatments[].key`): any key, one entry each.
      cards: z
        .record(TREATMENT_KEY, card('Treatment'))
        .describe('Treatment cards')
        .meta({ keysFrom: 'content/home.yaml treatments[].key' }),
      aligner_link: text('Link to the aligners site, on the orthodontics card'),
      whitening_link: text('Button under the cards, to the whitening page'),
    })
    .describe('Treatments'),
  results: z
    .strictObject({
      title: text('Section title'),
      subtitle: paragraph('Text under the title'),
      items: byId(RESULT_KEYS, card('Case'), 'Cases'),
      notice: paragraph('Notice under the cases (CFO rules on case pictures)'),
    })
    .describe('Cases and results'),
  aligner_banner: z
    .strictObject({ title: text('Title'), text: paragraph('Text'), button: text('Button') })
    .describe('Aligners banner'),
  gallery: z
    .strictObject({
      title: text('Section title'),
      subtitle: paragraph('Text under the title'),
      captions: byId(GALLERY_KEYS, text('Caption, also the description of the photo'), 'Photo captions'),
    })
    .describe('The clinic (photo gallery)'),
  referral_banner: z
    .strictObject({ title: text('Title'), text: paragraph('Text'), button: text('Button') })
    .describe('Referral banner'),
  team: z
    .strictObject({
      title: text('Section title'),
      subtitle: paragraph('Text under the title'),
      owners_title: text('Heading above the founders'),
      others_title: text('Heading above the other professionals'),
    })
    .describe('Team (the people are in team.yaml)'),
  testimonials: z
    .strictObject({
      title: text('Section title'),
      subtitle: paragraph('Text under the title'),
      items: byId(
        TESTIMONIAL_KEYS,
        z.strictObject({ name: text('Patient (first name and initial)'), text: paragraph('What the patient said') }),
        'Testimonials',
      ),
      notice: paragraph('Notice under the testimonials (published with consent)'),
    })
    .describe('Testimonials'),
  faq: z
    .strictObject({
      title: text('Section title'),
      subtitle: paragraph('Text under the title'),
      items: byId(FAQ_KEYS, question(paragraph('Answer')), 'Questions and answers', {
        // The answer about payment says how it works: the one text payment terms may appear in (validate/claims.ts).
        [CONSTANTS.paymentFaqId]: question(paragraph('Answer').meta({ advertising: 'payment-answer' })),
      }),
    })
    .describe('Frequently asked questions'),
  partners: z
    .strictObject({ title: text('Section title'), subtitle: paragraph('Text under the title') })
    .describe('Partners (names, logos and links are in home.yaml)'),
  contact: z
    .strictObject({
      title: text('Section title'),
      subtitle: paragraph('Text under the title'),
      map_alt: paragraph('Description of the map picture, for people who cannot see it'),
    })
    .describe('Contact'),
});

export type HomeTexts = z.output<typeof homeTextsSchema>;
