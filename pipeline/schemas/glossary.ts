/** content/glossary/<lang>.yaml: what the clinic calls things in one language, and the words to avoid. */
import { z } from 'zod';
import { RULE } from '../catalogue/rules';

export const glossarySchema = z.strictObject({
  terms: z
    .array(
      z.strictObject({
        /** The form to write. */
        use: z.string().min(1),
        /** Exact substrings (case-insensitive) that must not appear in this language's texts. */
        avoid: z.array(z.string().min(2, RULE.avoidedTerm)).default([]),
        note: z.string().min(1).optional(),
        /**
         * The treatment (folder under content/treatments/) this term names: `use` is then its one
         * name in this language, its page must use it, and `avoid` lists the other names it had.
         */
        treatment: z
          .string()
          .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, RULE.treatmentFolder)
          .optional(),
      }),
    )
    .min(1),
});

export type Glossary = z.output<typeof glossarySchema>;
export type GlossaryTerm = Glossary['terms'][number];
