/** content/glossary/<lang>.yaml: what the clinic calls things in one language, and the words to avoid. */
import { z } from 'zod';

export const glossarySchema = z.strictObject({
  terms: z
    .array(
      z.strictObject({
        /** The form to write. */
        use: z.string().min(1),
        /** Exact substrings (case-insensitive) that must not appear in this language's texts. */
        avoid: z.array(z.string().min(2, 'an avoided term needs at least two characters')).default([]),
        note: z.string().min(1).optional(),
      }),
    )
    .min(1),
});

export type Glossary = z.output<typeof glossarySchema>;
export type GlossaryTerm = Glossary['terms'][number];
