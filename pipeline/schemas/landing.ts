/** content/landing/*.yaml: the local landing-page matrix (services × neighbourhoods), Portuguese only. */
import { z } from 'zod';
import { pageSlug } from './home';
import { RULE } from '../catalogue/rules';

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, RULE.slug);
const sentence = z.string().min(10);
/** A paragraph: the editor gives it a text area. */
const paragraph = sentence.meta({ multiline: true });
const placeholders = z
  .string()
  .refine((s) => (s.match(/\{(\w+)\}/g) ?? []).every((p) => p === '{bairro}' || p === '{prep}'), {
    message: RULE.placesOnly,
  });
/** A text naming the neighbourhood: it must say where ({prep} {bairro}: "na Lapa", "em Perdizes"). */
const located = placeholders.pipe(sentence).refine((s) => s.includes('{prep} {bairro}'), {
  message: RULE.placeNamed,
});

/** A point on the map (decimal degrees). */
const point = z.strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) });

export const neighbourhoodsSchema = z
  .array(
    z.strictObject({
      slug,
      name: z.string().min(2),
      preposition: z.enum(['na', 'no', 'em']),
      /**
       * The neighbourhood's centre (public geography): the pages give its straight-line
       * distance to the clinic's address (content/site.yaml geo), computed by the build.
       */
      centre: point.meta({ title: 'Centre of the neighbourhood (latitude, longitude)' }),
      /** Heading of the "how to get here" block: "Como chegar saindo da Pompeia". */
      travel_heading: z.string().min(10),
      /** One or more paragraphs: real streets, stations and lines only. */
      travel: z.array(paragraph).min(1),
      /**
       * Facts the clinic has not confirmed yet, as they stand in: a field counts as a stand-in
       * while its value equals the one here; confirming it means deleting its line here.
       */
      stand_in: z
        .strictObject({ centre: point.optional(), travel: z.array(paragraph).optional() })
        .optional()
        .meta({ title: 'Still to confirm (as it stands in)' }),
    }),
  )
  .min(1);

export const servicesSchema = z
  .array(
    z.strictObject({
      slug,
      /** The subject as it reads inside a sentence, lower case: "implante dentário". */
      phrase: z.string().min(3).meta({ title: 'The service inside a sentence' }),
      /** Name of the service in the list of local pages (/informacoes/). */
      heading: z.string().min(3).meta({ title: 'Name in the list of local pages' }),
      /** Page heading, with {prep} {bairro}: "Implante Dentário {prep} {bairro}". */
      h1: located.meta({ title: 'Heading at the top of the page' }),
      /** Browser tab and search result title (at most 60 characters once filled in). */
      title: located.meta({ title: 'Title in search results and the browser tab' }),
      /** Search result description (at most 160 characters once filled in). */
      description: located,
      /** What the WhatsApp greeting asks an evaluation for ("uma avaliação de …"): "implante dentário". */
      topic: z.string().min(3).meta({
        title: 'What the WhatsApp message asks about',
        description: 'Ends the WhatsApp greeting ("… an evaluation of …"), in lower case: "implante dentário".',
      }),
      /** Heading of the block about the treatment itself: "Como funciona o implante dentário". */
      care_heading: z.string().min(10).meta({
        title: 'Heading of the block about the treatment',
        description: 'Shown above the treatment\'s explanation on every page: "Como funciona o implante dentário".',
      }),
      treatment: pageSlug.meta({ ref: 'treatments' }),
      related: z.array(pageSlug.meta({ ref: 'treatments' })).min(1),
      /**
       * The clinic in general ("dentista"): in the clinic's own neighbourhood (the district of
       * its address in content/site.yaml) the home page is this page, so it is not made there.
       */
      general: z.boolean().optional().meta({ title: 'The clinic in general: the home page in its own neighbourhood' }),
      /** A guide to choosing (not a treatment): the pages are not published as a medical procedure. */
      guide: z.boolean().optional().meta({ title: 'A guide to choosing, not a treatment' }),
      /**
       * Urgent care: the pages open with this sentence, {horario} filled with the clinic's
       * opening hours (content/site.yaml), and a number to call.
       */
      urgent: z
        .string()
        .min(10)
        .optional()
        .meta({ title: 'Urgent care: first sentence, with {horario} for the opening hours', multiline: true }),
      /** Slugs this service had before: their old addresses redirect to its pages (in _redirects, where the host reads it). */
      formerly: z
        .array(slug)
        .optional()
        .describe('Former slugs of this service; their old addresses lead to the new ones.'),
      details: z.array(paragraph).min(2).meta({ title: 'Details (two shown on each page)' }),
      closings: z.array(paragraph).min(1).meta({ title: 'Closing paragraphs' }),
    }),
  )
  .min(1);

/** A page's own text names its neighbourhood itself: placeholders belong in services.yaml. */
const own = sentence.refine((s) => !/\{\w+\}/.test(s), {
  message: RULE.ownPlace,
});

/** content/landing/pages/<neighbourhood>.yaml: each service's own text for that neighbourhood. */
export const landingTextSchema = z.strictObject({
  /** Opening paragraph, under the page heading. */
  intro: own.meta({ multiline: true }),
  /** Heading of the page's own block. */
  heading: own,
  /** The page's own paragraphs: practical notes for someone coming from the neighbourhood (facts, no anecdotes). */
  local: z.array(own.meta({ multiline: true })).min(2),
  /** Questions patients from the neighbourhood ask about this service. */
  faq: z.array(z.strictObject({ question: own, answer: own.meta({ multiline: true }) })).min(2),
});

/** Keyed by service slug (services.yaml): the editor shows one block per service. */
export const landingTextsSchema = z.record(slug, landingTextSchema).meta({ keys: 'services' });

export type Neighbourhood = z.output<typeof neighbourhoodsSchema>[number];
export type Service = z.output<typeof servicesSchema>[number];
export type LandingText = z.output<typeof landingTextSchema>;

/** content/landing/index.yaml: the page listing every local page (/informacoes/). */
export const landingIndexSchema = z.strictObject({
  title: z.string().min(10).describe('Title of the page'),
  intro: z.string().min(10).describe('Introduction, also the description in search results'),
});

export type LandingIndex = z.output<typeof landingIndexSchema>;

/** The local pages' content, validated: the services, the neighbourhoods and each page's own text. */
export interface Landing {
  neighbourhoods: Neighbourhood[];
  services: Service[];
  /** Each page's own text, by neighbourhood slug, then service slug. */
  texts: Record<string, Record<string, LandingText>>;
}
