/**
 * What the editor edits, in its collections: each kind of page and of YAML content file as
 * pipeline/content-types.ts and content-files.ts declare it (its files, schema, name, preview),
 * grouped and ordered here. The editor's configuration is generated from this list and the
 * schemas alone (decap-config.ts); a unit test checks both agree.
 */
import { z } from 'zod';
import type { TemplateName } from '../../model/route';
import type { homeSchema } from '../../pipeline/schemas/home';
import { DEFAULT_LANG, LANGS, type Lang } from '../../model/languages';
import {
  FILE_KINDS,
  FILE_TYPES,
  PAGE_KINDS,
  PAGE_TYPES,
  TEMPLATE_NAMES,
  editorPlace,
  fileOf,
  type FileKind,
  type FileKindDeclaration,
  type MarkdownKindDeclaration,
  type PageKind,
} from '../../pipeline/content-types';

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

/** Its collection's name and its file's entry there, as content-files.ts places every kind. */
const placeOf = (kind: FileKind): { collection: string; entry: string } => editorPlace(kind, FILE_TYPES[kind]);

/** Its file under content/ and the pages its preview shows, as content-files.ts declares them. */
function declared(kind: FileKind): { type: FileKindDeclaration; preview: TemplateName[] } {
  const type: FileKindDeclaration = FILE_TYPES[kind];
  const preview = (type.editor?.preview ?? []).flatMap((name) => TEMPLATE_NAMES.find((t) => t === name) ?? []);
  return { type, preview };
}

/** One YAML file of a collection, as declared: `name` is its place in the collection (the collection says what it holds). */
function file(kind: FileKind, name: string, lang?: Lang): FileDeclaration {
  const { type, preview } = declared(kind);
  const schema = type.schema;
  if (!(schema instanceof z.ZodObject || schema instanceof z.ZodArray))
    throw new Error(`${kind}: a file the editor edits holds an object or a list`);
  return {
    name,
    label: lang ? lang.toUpperCase() : (type.editor?.label ?? kind),
    file: fileOf(type, lang ?? DEFAULT_LANG).slice('content/'.length),
    schema,
    ...(preview.length ? { preview } : {}),
    ...(type.editor?.open ? { open: true } : {}),
  };
}

/** A file per language, side by side (content/<folder>/index.<lang>.yaml), as declared. */
function texts(kind: FileKind): TextsDeclaration {
  const { type, preview } = declared(kind);
  const schema = type.schema;
  if (!(schema instanceof z.ZodObject)) throw new Error(`${kind}: texts side by side are an object`);
  return {
    kind: 'texts',
    name: placeOf(kind).collection,
    label: type.editor?.label ?? kind,
    folder: type.file.slice(0, type.file.lastIndexOf('/')),
    schema,
    description: type.editor?.description ?? '',
    preview: preview[0] ?? 'home',
  };
}

/** A file per thing in a folder (content/<folder>/<slug>.yaml), as declared; the editor adds none. */
function folderOf(kind: FileKind, name: string, singular: string): YamlFolderDeclaration {
  const { type, preview } = declared(kind);
  return {
    kind: 'yaml-folder',
    name,
    label: type.editor?.label ?? kind,
    singular,
    folder: type.file.slice(0, type.file.lastIndexOf('/')),
    schema: type.schema,
    create: false,
    description: type.editor?.description ?? '',
    preview: preview[0] ?? 'home',
  };
}

/** The editor's split of home.yaml: each group of its fields on a page of its own. */
const home = (
  name: string,
  label: string,
  pick: (keyof typeof homeSchema.shape)[],
  description: string,
): FileDeclaration => {
  const { file: at, schema, preview } = file('home', name);
  return { name, label, file: at, schema, pick, description, ...(preview ? { preview } : {}) };
};

const PLACED: readonly Declaration[] = [
  {
    kind: 'files',
    name: placeOf('site').collection,
    label: 'Site facts',
    description: 'Name, address, phones, opening hours, links: every fact of the clinic, written once.',
    files: [file('site', placeOf('site').entry)],
  },
  texts('homeTexts'),
  texts('siteTexts'),
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
    name: placeOf('team').collection,
    label: 'Team',
    description: 'The owners and the professionals of the carousel.',
    files: [file('team', placeOf('team').entry)],
  },
  page('posts'),
  {
    kind: 'files',
    name: placeOf('categories').collection,
    label: 'Blog categories',
    description: 'The categories of the blog, in five languages each.',
    files: [file('categories', placeOf('categories').entry)],
  },
  {
    kind: 'files',
    name: 'landing',
    label: 'Local pages (matrix)',
    description: 'Services × neighbourhoods: the local landing pages, Portuguese only.',
    files: [file('services', 'services'), file('neighbourhoods', 'neighbourhoods'), file('landingIndex', 'index')],
  },
  folderOf('landingTexts', 'landing-pages', 'Neighbourhood'),
  page('legal'),
  {
    kind: 'files',
    name: 'glossary',
    label: 'Glossary',
    description: 'What the clinic calls things in each language, and the words the build refuses.',
    files: LANGS.filter((l) => l !== DEFAULT_LANG).map((l) => file('glossaries', l, l)),
  },
];

/** Whether a collection above edits the file kind. */
const placed = (kind: FileKind): boolean =>
  LANGS.some((lang) => {
    const at = fileOf(FILE_TYPES[kind], lang).slice('content/'.length);
    return PLACED.some(
      (d) =>
        (d.kind === 'files' && d.files.some((f) => f.file === at)) ||
        ((d.kind === 'texts' || d.kind === 'yaml-folder') && at.startsWith(`${d.folder}/`)),
    );
  });

/** A file kind the editor edits and no collection above places: a collection of its own. */
function own(kind: FileKind): Declaration {
  const type: FileKindDeclaration = FILE_TYPES[kind];
  if (type.file.includes('{lang}')) return texts(kind);
  const { collection, entry } = placeOf(kind);
  if (type.file.includes('*')) return folderOf(kind, collection, type.editor?.label ?? kind);
  return {
    kind: 'files',
    name: collection,
    label: type.editor?.label ?? kind,
    description: type.editor?.description ?? '',
    files: [file(kind, entry)],
  };
}

/** The collections in the editor's order; a kind of page or file placed nowhere above comes last. */
export const DECLARATIONS: readonly Declaration[] = [
  ...PLACED,
  ...PAGE_KINDS.filter((k) => !PLACED.some((d) => d.kind === 'pages' && d.name === k)).map(page),
  ...FILE_KINDS.filter((k) => {
    const type: FileKindDeclaration = FILE_TYPES[k];
    return type.editor && !placed(k);
  }).map(own),
];
