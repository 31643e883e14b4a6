/** content/landing/*.yaml: the local landing-page matrix (services × neighbourhoods), Portuguese only. */
import { z } from 'zod';
import { TREATMENT_ROUTES } from './home';

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');
const sentence = z.string().min(10);
const placeholders = z.string().refine((s) => (s.match(/\{(\w+)\}/g) ?? []).every((p) => p === '{bairro}' || p === '{prep}'), {
  message: 'may only use the placeholders {bairro} and {prep}',
});

export const neighbourhoodsSchema = z
  .array(
    z.strictObject({
      slug,
      name: z.string().min(2),
      preposition: z.enum(['na', 'no', 'em']),
      distance: z.string().min(3),
      travel: sentence,
      landmarks: z.array(z.string().min(2)).min(1),
      about: sentence,
      tip: sentence,
    }),
  )
  .min(1);

export const servicesSchema = z
  .array(
    z.strictObject({
      slug,
      phrase: z.string().min(3),
      heading: z.string().min(3),
      treatment: z.enum(TREATMENT_ROUTES),
      related: z.array(z.enum(TREATMENT_ROUTES)).min(1),
      intros: z.array(placeholders.pipe(sentence)).min(2),
      details: z.array(sentence).min(3),
      steps: z.array(sentence).min(2),
      faq: z.array(z.strictObject({ question: sentence, answer: sentence })).min(2),
      closings: z.array(sentence).min(1),
    }),
  )
  .min(1);

export type Neighbourhood = z.output<typeof neighbourhoodsSchema>[number];
export type Service = z.output<typeof servicesSchema>[number];
