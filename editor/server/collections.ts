/**
 * What the editor edits: each kind of content file, where it lives under content/, and the
 * zod schema the build checks it with. The editor's configuration is generated from this
 * list and the schemas alone (decap-config.ts); a unit test checks both agree.
 */
import { z } from 'zod';
import type { TemplateName } from '../../pipeline/routes/routes';
import { siteSchema } from '../../pipeline/schemas/site';
import { homeSchema } from '../../pipeline/schemas/home';
import { teamSchema } from '../../pipeline/schemas/team';
import { categoriesSchema } from '../../pipeline/schemas/blog';
import {
  landingIndexSchema,
  landingTextsSchema,
  neighbourhoodsSchema,
  servicesSchema,
} from '../../pipeline/schemas/landing';
import { homeTextsSchema } from '../../pipeline/schemas/home-texts';
import { siteTextsSchema } from '../../pipeline/schemas/site-texts';
import { glossarySchema } from '../../pipeline/schemas/glossary';
import { DEFAULT_LANG, LANGS } from '../../model/languages';
import { PAGE_KINDS, PAGE_TYPES, type MarkdownKindDeclaration, type PageKind } from '../../pipeline/content-types';

/** Markdown pages in every language: content/<folder>/<slug>/index.<lang>.md. */
export interface PagesDeclaration {
  kind: 'pages';
  name: string;
  label: string;
  singular: string;
  folder: string;
  schema: z.ZodObject;
  /** Editors may add pages of this kind (any folder name is a page). */
  create: boolean;
  /** And delete them: posts only (a page the menus or home.yaml list would break the build). */
  delete: boolean;
  description: string;
  /** The page the preview shows. */
  preview: TemplateName;
  /** The Portuguese page's address, with Decap's {{dirname}} for the page's folder ("blog/{{dirname}}/"). */
  url: string;
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
  /** Its groups are shown open (facts people come to change: phones, hours, address). */
  open?: boolean;
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

/** One YAML file per language: content/<folder>/index.<lang>.yaml (texts shown on many pages). */
export interface TextsDeclaration {
  kind: 'texts';
  name: string;
  label: string;
  folder: string;
  schema: z.ZodObject;
  description: string;
  preview: TemplateName;
}

export type Declaration = PagesDeclaration | FilesDeclaration | YamlFolderDeclaration | TextsDeclaration;

/** A kind of Markdown page as declared once in content-types.ts. */
function page(kind: PageKind): PagesDeclaration {
  const t = PAGE_TYPES[kind];
  const editor: MarkdownKindDeclaration['editor'] = t.editor;
  if (!(t.schema instanceof z.ZodObject)) throw new Error(`${kind}: the front matter schema must be an object`);
  return {
    kind: 'pages',
    name: kind,
    label: editor.label,
    singular: t.label,
    folder: t.folder,
    schema: t.schema,
    // Any folder name is a page for these kinds; owners and the policy are fixed.
    create: t.slugs === 'any',
    delete: t.slugs === 'any' && Boolean(editor.deletable),
    description: editor.description,
    preview: t.template,
    url: `${t.url('{{dirname}}').replace(/^\/|\/$/g, '')}/`.replace(/^\/$/, ''),
  };
}

const home = (
  name: string,
  label: string,
  pick: (keyof typeof homeSchema.shape)[],
  description: string,
): FileDeclaration => ({
  name,
  label,
  file: 'home.yaml',
  schema: homeSchema,
  pick,
  description,
  preview: ['home'],
});

const PLACED: readonly Declaration[] = [
  {
    kind: 'files',
    name: 'site',
    label: 'Site facts',
    description: 'Name, address, phones, opening hours, links: every fact of the clinic, written once.',
    files: [
      { name: 'facts', label: 'Clinic facts', file: 'site.yaml', schema: siteSchema, preview: ['home'], open: true },
    ],
  },
  {
    kind: 'texts',
    name: 'home-texts',
    label: 'Home page texts',
    folder: 'home',
    schema: homeTextsSchema,
    description: 'Every text of the home page, section by section, in five languages side by side.',
    preview: 'home',
  },
  {
    kind: 'texts',
    name: 'site-texts',
    label: 'Texts on many pages',
    folder: 'site',
    schema: siteTextsSchema,
    description: 'Footer, cookie banner, urgent care, booking invitations, blog introduction.',
    preview: 'home',
  },
  {
    kind: 'files',
    name: 'home',
    label: 'Home page',
    description: 'What the home page lists, in which order, with pictures and links.',
    files: [
      home(
        'sections',
        'Sections: pictures, figures, differentials, treatment cards',
        ['images', 'slots', 'stats', 'differentials', 'treatments'],
        'The home page sections and their order.',
      ),
      home('results', 'Results', ['results'], 'The result cards and the pages they link to.'),
      home('gallery', 'Gallery', ['gallery'], 'The pictures of the clinic, in order.'),
      home('testimonials', 'Testimonials', ['testimonials'], 'Which testimonials the home page shows, in order.'),
      home(
        'faq',
        'FAQ',
        ['faq', 'faq_pages'],
        'Which questions the home page answers, in order, and the care page a question leads on to.',
      ),
      home('partners', 'Partners', ['partners'], 'Partner logos and their sites.'),
      // Last: each entry of home.yaml is told apart by its place in this list ("content/./home.yaml").
      home('menu', 'Recommendations menu', ['recommendations'], "The header's Recommendations menu, in order."),
    ],
  },
  page('treatments'),

  page('recommendations'),

  page('owners'),

  {
    kind: 'files',
    name: 'team',
    label: 'Team',
    description: 'The owners and the professionals of the carousel.',
    files: [
      {
        name: 'team',
        label: 'Team',
        file: 'team.yaml',
        schema: teamSchema,
        preview: ['home'],
      },
    ],
  },
  page('posts'),

  {
    kind: 'files',
    name: 'categories',
    label: 'Blog categories',
    description: 'The categories of the blog, in five languages each.',
    files: [
      {
        name: 'categories',
        label: 'Categories',
        file: 'blog/categories.yaml',
        schema: categoriesSchema,
        preview: ['blog-category'],
      },
    ],
  },
  {
    kind: 'files',
    name: 'landing',
    label: 'Local pages (matrix)',
    description: 'Services × neighbourhoods: the local landing pages, Portuguese only.',
    files: [
      {
        name: 'services',
        label: 'Services',
        file: 'landing/services.yaml',
        schema: servicesSchema,
        preview: ['landing'],
      },
      {
        name: 'neighbourhoods',
        label: 'Neighbourhoods',
        file: 'landing/neighbourhoods.yaml',
        schema: neighbourhoodsSchema,
        preview: ['landing'],
      },
      {
        name: 'index',
        label: 'List of local pages',
        file: 'landing/index.yaml',
        schema: landingIndexSchema,
        preview: ['landing-index'],
      },
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
  page('legal'),

  {
    kind: 'files',
    name: 'glossary',
    label: 'Glossary',
    description: 'What the clinic calls things in each language, and the words the build refuses.',
    files: LANGS.filter((l) => l !== DEFAULT_LANG).map((l) => ({
      name: l,
      label: l.toUpperCase(),
      file: `glossary/${l}.yaml`,
      schema: glossarySchema,
    })),
  },
];

/** The collections in the editor's order; a kind of page placed nowhere above comes last. */
export const DECLARATIONS: readonly Declaration[] = [
  ...PLACED,
  ...PAGE_KINDS.filter((k) => !PLACED.some((d) => d.kind === 'pages' && d.name === k)).map(page),
];
