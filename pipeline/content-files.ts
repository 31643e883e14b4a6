/**
 * Every kind of YAML content file, each declared once: where it lives under content/, the schema
 * it is checked with, whether it may be absent, the language of its texts, what every page
 * reads of it, and its place in the editor. Loading, the layout check of content/, validation,
 * the rules that read every text a patient reads, translation status, the pages' sources
 * (watch mode) and the editor's collections read these declarations; the page kinds
 * (content-types.ts) say which of them each kind of page reads. A kind declared here alone is
 * loaded, checked, followed in translation and, with an `editor`, edited (tests/build/page-kind.test.ts).
 */
import { z } from 'zod';
import { siteSchema } from './schemas/site';
import { homeSchema } from './schemas/home';
import { teamSchema } from './schemas/team';
import { homeTextsSchema } from './schemas/home-texts';
import { siteTextsSchema } from './schemas/site-texts';
import { landingIndexSchema, landingTextsSchema, neighbourhoodsSchema, servicesSchema } from './schemas/landing';
import { categoriesSchema } from './schemas/blog';
import { glossarySchema } from './schemas/glossary';

/** A YAML content file, or one per language, or one per thing in a folder. */
export interface FileKindDeclaration {
  source: 'yaml';
  /**
   * Its place under content/: `home.yaml`; `{lang}` for one file per language
   * (`site/index.{lang}.yaml`); `*` for one file per thing in a folder (`landing/pages/*.yaml`).
   */
  file: string;
  schema: z.ZodType;
  /** It may be absent (a language without a glossary); otherwise its absence is a mistake. */
  optional?: boolean;
  /**
   * The language of the texts it holds, for the rules that read every text a patient reads
   * (prices and payment terms, superlatives and guarantees, specialists, the glossary, health
   * details asked for by message; load.ts `yamlTextsIn`) and for translation status
   * (validate/translations.ts): `file`, wholly in its file's language, a file per language;
   * `side-by-side`, one file with every language under its own key (`job: { pt: …, en: … }`),
   * each language's values a translation; `pt`, Portuguese only; `none`, no text a patient
   * reads (those rules pass it over).
   */
  texts: 'file' | 'side-by-side' | 'pt' | 'none';
  /**
   * The rule of validate/ that checks it beyond its schema (and the schema with it): texts
   * against the Portuguese ones, local pages against each other. Without one, its schema alone
   * checks it and the site holds its data under its kind's name (`site.data`).
   */
  checkedBy?: 'texts' | 'landing' | 'glossary' | 'translations';
  /**
   * What every page shows of it, when more pages show a part of it than read it whole: its
   * top-level fields (team.yaml's `owners`: the footer names the technical director among them).
   */
  everyPage?: readonly string[];
  /**
   * Its place in the editor (its name, what it holds, the pages a preview shows, the name of
   * its file's entry: `editorPlace`); none: not edited there.
   */
  editor?: { label: string; description?: string; preview?: readonly string[]; open?: boolean; entry?: string };
}

/**
 * Where the editor keeps a kind: the collection named for it ("homeTexts" -> "home-texts") and
 * its file's entry there ("index" for a file per language, else its declared `entry` or the
 * collection's name). The editor's collections are named so, and translation status links there.
 */
export function editorPlace(kind: string, type: FileKindDeclaration): { collection: string; entry: string } {
  const collection = kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return { collection, entry: type.file.includes('{lang}') ? 'index' : (type.editor?.entry ?? collection) };
}

export const FILE_KIND_DECLARATIONS = {
  site: {
    source: 'yaml',
    file: 'site.yaml',
    schema: siteSchema,
    texts: 'side-by-side',
    editor: { label: 'Clinic facts', preview: ['home'], open: true, entry: 'facts' },
  },
  home: {
    source: 'yaml',
    file: 'home.yaml',
    schema: homeSchema,
    // Lists, pictures, links, figures and partners' names, in no language: its texts are in home/index.{lang}.yaml.
    texts: 'none',
    editor: { label: 'Home page', preview: ['home'] },
  },
  team: {
    source: 'yaml',
    file: 'team.yaml',
    schema: teamSchema,
    texts: 'side-by-side',
    everyPage: ['owners'],
    editor: { label: 'Team', preview: ['home'] },
  },
  homeTexts: {
    source: 'yaml',
    file: 'home/index.{lang}.yaml',
    schema: homeTextsSchema,
    texts: 'file',
    checkedBy: 'texts',
    editor: {
      label: 'Home page texts',
      description: 'Every text of the home page, section by section, in five languages side by side.',
      preview: ['home'],
    },
  },
  siteTexts: {
    source: 'yaml',
    file: 'site/index.{lang}.yaml',
    schema: siteTextsSchema,
    texts: 'file',
    checkedBy: 'texts',
    editor: {
      label: 'Texts on many pages',
      description: 'Footer, cookie banner, urgent care, booking invitations, blog introduction.',
      preview: ['home'],
    },
  },
  neighbourhoods: {
    source: 'yaml',
    file: 'landing/neighbourhoods.yaml',
    schema: neighbourhoodsSchema,
    texts: 'pt',
    checkedBy: 'landing',
    editor: { label: 'Neighbourhoods', preview: ['landing'] },
  },
  services: {
    source: 'yaml',
    file: 'landing/services.yaml',
    schema: servicesSchema,
    texts: 'pt',
    checkedBy: 'landing',
    editor: { label: 'Services', preview: ['landing'] },
  },
  landingIndex: {
    source: 'yaml',
    file: 'landing/index.yaml',
    schema: landingIndexSchema,
    texts: 'pt',
    editor: { label: 'List of local pages', preview: ['landing-index'] },
  },
  landingTexts: {
    source: 'yaml',
    file: 'landing/pages/*.yaml',
    schema: landingTextsSchema,
    texts: 'pt',
    checkedBy: 'landing',
    editor: {
      label: 'Local pages (texts)',
      description: "Each neighbourhood's own text for each service.",
      preview: ['landing'],
    },
  },
  categories: {
    source: 'yaml',
    file: 'blog/categories.yaml',
    schema: categoriesSchema,
    texts: 'side-by-side',
    editor: { label: 'Categories', preview: ['blog-category'] },
  },
  glossaries: {
    source: 'yaml',
    file: 'glossary/{lang}.yaml',
    schema: glossarySchema,
    texts: 'none',
    optional: true,
    checkedBy: 'glossary',
    editor: { label: 'Glossary' },
  },
  // Written by `npm run translations`, not by editors.
  translations: {
    source: 'yaml',
    file: 'translations.yaml',
    // Its marks are checked by validate/translations.ts, which names each mistake its own way.
    schema: z.unknown(),
    texts: 'none',
    optional: true,
    checkedBy: 'translations',
  },
} as const satisfies Record<string, FileKindDeclaration>;
