/** content/team.yaml: the two owners and the professionals of the carousel. */
import { z } from 'zod';
import { LANGS } from '../../model/languages';
import { fromKeys } from '../../model/records';
import { imagePath } from './home';
import { focalPoint } from './picture';
import { RULE } from '../catalogue/rules';

/**
 * The name as written in other languages, where it differs from `name` (Portuguese). Optional,
 * Arabic too: without it the Arabic pages give the Portuguese name its Arabic title
 * (model/people.ts); the editor shows the group open, as the Arabic letters are wanted.
 */
const names = z
  .strictObject({
    en: z.string().min(1).optional(),
    es: z.string().min(1).optional(),
    de: z.string().min(1).optional(),
    ar: z.string().min(1).optional(),
  })
  .optional()
  .meta({
    open: true,
    description:
      'Only where the name is written differently from Portuguese. Arabic in Arabic letters (الدكتورة ...) is best: without it the Arabic pages show the name in Latin letters.',
  });

export const SPECIALTIES = [
  'orthodontics',
  'digital',
  'surgery',
  'implantology',
  'facial_harmonization',
  'endodontics',
  'tmd',
  'cbd',
] as const;

/** A text in every language (the team's texts are few: they stay beside the people, like `names`). */
const inEveryLanguage = (label: string) =>
  z.strictObject(fromKeys(LANGS, () => z.string().min(1, RULE.notEmpty))).describe(label);

/** A registration at a regional dental council, e.g. CRO-SP 012345 (a technician: CRO-SP TSB 012345). */
const registration = z.string().regex(/^CRO-[A-Z]{2} (TSB |ASB |TPD )?\d{1,6}$/, RULE.cro);

/**
 * The languages a person sees patients in, as two-letter codes (pt, en, es, de, ar, it ...),
 * shown on the team cards, the owner's page and the home page's first screen.
 */
const languages = z
  .array(z.string().regex(/^[a-z]{2}$/, RULE.languageCode))
  .min(1)
  .meta({
    title: 'Languages spoken with patients',
    description: 'Two-letter codes, one per line: pt (Portuguese), en, es, de, ar.',
  })
  .optional();

export const teamSchema = z.strictObject({
  owners: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        names,
        job: inEveryLanguage('Title shown under the name, in every language'),
        /** The fields the owner writes blog posts in (content/blog/categories.yaml `specialties`). */
        specialties: z.array(z.enum(SPECIALTIES)).min(1).describe('Fields of work (blog posts the owner may sign)'),
        cro: registration,
        languages,
        image: imagePath.meta({ folder: 'images/team' }),
        focus: focalPoint.optional(),
        profile: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, RULE.slugLike('dra-ana-souza')),
      }),
    )
    .length(2),
  members: z
    .array(
      z.strictObject({
        /** Names the person as a blog author (a post's `author`); members have no page of their own. */
        slug: z
          .string()
          .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, RULE.slugLike('ana-souza'))
          .meta({
            title: 'Identifier in blog posts',
            description:
              "A short name that identifies the person as the author of blog posts (a post's Author field keeps it): lower case, no accents, hyphens (ana-souza). It is not shown on the site, and team members have no page of their own. Once the person has signed a post, do not change it.",
          }),
        name: z.string().min(1),
        names,
        specialty: z.enum(SPECIALTIES),
        /** A technician (TSB) is not a dentist: never titled Dr./Dra., not listed as a specialist. */
        role: z.enum(['dentist', 'tsb']).optional(),
        cro: registration,
        languages,
        image: imagePath.meta({ folder: 'images/team' }),
        focus: focalPoint.optional(),
      }),
    )
    .min(1),
  /** What each specialty is called, shown on the team cards: the names claims are checked against, not claims. */
  specialty_names: z
    .strictObject(fromKeys(SPECIALTIES, (s) => inEveryLanguage(`Name of the specialty "${s}"`)))
    .describe('Names of the specialties')
    .meta({ advertising: 'names' }),
});

export type TeamContent = z.output<typeof teamSchema>;
