/**
 * What the editor edits: each kind of content file, where it lives under content/, and the
 * zod schema the build checks it with. The editor's configuration is generated from this
 * list and the schemas alone (decap-config.ts); a unit test checks both agree.
 */
import type { z } from 'zod';
import type { TemplateName } from '../../routes/routes';
import { siteSchema } from '../../schemas/site';
import { homeSchema } from '../../schemas/home';
import { teamSchema } from '../../schemas/team';
import { categoriesSchema, postSchema } from '../../schemas/blog';
import { ownerSchema, privacySchema, recommendationSchema, treatmentSchema } from '../../schemas/pages';
import { landingTextsSchema, neighbourhoodsSchema, servicesSchema } from '../../schemas/landing';
import { glossarySchema } from '../../schemas/glossary';
import { LANGS } from '../../config';

/** Markdown pages in every language: content/<folder>/<slug>/index.<lang>.md. */
export interface PagesDeclaration {
  kind: 'pages';
  name: string;
  label: string;
  singular: string;
  folder: string;
  schema: z.ZodObject;
  /** Editors may add pages (blog posts); the fixed pages the menus link to cannot be added or deleted. */
  create: boolean;
  description: string;
  /** The page the preview shows. */
  preview: TemplateName;
}

/** One YAML file (a list at its root is edited as a list). `pick` shows some of its fields only. */
export interface FileDeclaration {
  name: string;
  label: string;
  file: string;
  schema: z.ZodObject | z.ZodArray;
  pick?: readonly string[];
  description?: string;
  /** The pages that show it, best first (none: no preview). */
  preview?: TemplateName[];
}

export interface FilesDeclaration {
  kind: 'files';
  name: string;
  label: string;
  files: FileDeclaration[];
  description: string;
}

/** One YAML file per thing in a folder: content/<folder>/<slug>.yaml. */
export interface YamlFolderDeclaration {
  kind: 'yaml-folder';
  name: string;
  label: string;
  singular: string;
  folder: string;
  schema: z.ZodType;
  create: boolean;
  description: string;
  preview: TemplateName;
}

export type Declaration = PagesDeclaration | FilesDeclaration | YamlFolderDeclaration;

const home = (name: string, label: string, pick: (keyof typeof homeSchema.shape)[], description: string): FileDeclaration => ({
  name,
  label,
  file: 'home.yaml',
  schema: homeSchema,
  pick,
  description,
  preview: ['home'],
});

export const DECLARATIONS: readonly Declaration[] = [
  {
    kind: 'files',
    name: 'site',
    label: 'Site facts',
    description: 'Name, address, phones, opening hours, links: every fact of the clinic, written once.',
    files: [{ name: 'facts', label: 'Clinic facts', file: 'site.yaml', schema: siteSchema, preview: ['home'] }],
  },
  {
    kind: 'files',
    name: 'home',
    label: 'Home page',
    description: 'What the home page lists, in which order, with pictures and links.',
    files: [
      home('sections', 'Sections: pictures, figures, differentials, treatment cards', ['images', 'stats', 'differentials', 'treatments'], 'The home page sections and their order.'),
      home('results', 'Results', ['results'], 'The result cards and the pages they link to.'),
      home('gallery', 'Gallery', ['gallery'], 'The pictures of the clinic, in order.'),
      home('testimonials', 'Testimonials', ['testimonials'], 'Which testimonials the home page shows, in order.'),
      home('faq', 'FAQ', ['faq'], 'Which questions the home page answers, in order.'),
      home('partners', 'Partners', ['partners'], 'Partner logos and their sites.'),
    ],
  },
  {
    kind: 'pages',
    name: 'treatments',
    label: 'Treatments',
    singular: 'Treatment',
    folder: 'treatments',
    schema: treatmentSchema,
    create: false,
    description: 'One page per treatment, in five languages.',
    preview: 'treatment',
  },
  {
    kind: 'pages',
    name: 'recommendations',
    label: 'Recommendations',
    singular: 'Recommendation',
    folder: 'recommendations',
    schema: recommendationSchema,
    create: false,
    description: 'Care before and after treatments.',
    preview: 'recommendation',
  },
  {
    kind: 'pages',
    name: 'owners',
    label: 'Owners',
    singular: 'Owner',
    folder: 'owners',
    schema: ownerSchema,
    create: false,
    description: "The owners' profile pages.",
    preview: 'owner',
  },
  {
    kind: 'files',
    name: 'team',
    label: 'Team',
    description: 'The owners and the professionals of the carousel.',
    files: [{ name: 'team', label: 'Team', file: 'team.yaml', schema: teamSchema, preview: ['home'] }],
  },
  {
    kind: 'pages',
    name: 'posts',
    label: 'Blog posts',
    singular: 'Blog post',
    folder: 'blog/posts',
    schema: postSchema,
    create: true,
    description: 'A post in Portuguese first; a language left empty is not translated (no page in it).',
    preview: 'blog-post',
  },
  {
    kind: 'files',
    name: 'categories',
    label: 'Blog categories',
    description: 'The categories of the blog, in five languages each.',
    files: [{ name: 'categories', label: 'Categories', file: 'blog/categories.yaml', schema: categoriesSchema, preview: ['blog-category'] }],
  },
  {
    kind: 'files',
    name: 'landing',
    label: 'Local pages (matrix)',
    description: 'Services × neighbourhoods: the local landing pages, Portuguese only.',
    files: [
      { name: 'services', label: 'Services', file: 'landing/services.yaml', schema: servicesSchema, preview: ['landing'] },
      { name: 'neighbourhoods', label: 'Neighbourhoods', file: 'landing/neighbourhoods.yaml', schema: neighbourhoodsSchema, preview: ['landing'] },
    ],
  },
  {
    kind: 'yaml-folder',
    name: 'landing-pages',
    label: 'Local pages (texts)',
    singular: 'Neighbourhood',
    folder: 'landing/pages',
    schema: landingTextsSchema,
    create: false,
    description: "Each neighbourhood's own text for each service.",
    preview: 'landing',
  },
  {
    kind: 'pages',
    name: 'legal',
    label: 'Privacy policy',
    singular: 'Privacy policy',
    folder: 'legal',
    schema: privacySchema,
    create: false,
    description: 'The privacy policy, in five languages.',
    preview: 'privacy',
  },
  {
    kind: 'files',
    name: 'glossary',
    label: 'Glossary',
    description: 'What the clinic calls things in each language, and the words the build refuses.',
    files: LANGS.filter((l) => l !== 'pt').map((l) => ({ name: l, label: l.toUpperCase(), file: `glossary/${l}.yaml`, schema: glossarySchema })),
  },
];
