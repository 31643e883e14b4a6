/**
 * The Decap CMS configuration (config.yml), generated from the declarations and the schemas.
 * Multilingual pages edit the five languages side by side (Decap i18n, Portuguese first); a
 * language left empty writes no file, so it has no page.
 */
import { z } from 'zod';
import { stringify } from 'yaml';
import { DEFAULT_LANG, LANGS } from '../../model/languages';
import { DECLARATIONS, type Declaration, type FileDeclaration } from './collections';
import { fieldsOf, fieldFor, type ContentOptions, type DecapField, type Option } from './zod-fields';
import { explain, label, option, sentence, singular } from '../../pipeline/catalogue/labels';
import { DECAP_LOCALE } from '../browser/decap-pt';

/** Where saves go in production (the clinic's Git host); see README "Editing online". */
export interface BackendBlock {
  name: string;
  repo?: string;
  branch?: string;
  base_url?: string;
  auth_endpoint?: string;
}

/** One file of a collection of files, as Decap reads it. */
export interface DecapFile {
  name: string;
  label: string;
  file: string;
  description?: string;
  fields: DecapField[];
}

/** One collection of the editor's configuration, as Decap reads it (a folder of entries, or files). */
export interface DecapCollection {
  name: string;
  label: string;
  label_singular?: string | undefined;
  description?: string | undefined;
  folder?: string;
  path?: string;
  extension?: string;
  format?: string;
  media_folder?: string;
  public_folder?: string;
  create?: boolean;
  delete?: boolean;
  i18n?: boolean;
  identifier_field?: string | undefined;
  preview_path?: string;
  summary?: string;
  fields?: DecapField[];
  files?: DecapFile[];
}

/** The editor's configuration (config.yml) as data. */
export interface DecapConfig {
  backend: BackendBlock;
  local_backend?: { url: string };
  locale: string;
  site_url: string | undefined;
  display_url: string | undefined;
  publish_mode: 'editorial_workflow';
  media_folder: string;
  public_folder: string;
  slug: { encoding: 'ascii'; clean_accents: boolean; sanitize_replacement: string };
  i18n: { structure: 'multiple_files'; locales: string[]; default_locale: string };
  collections: DecapCollection[];
}

export interface ConfigInput {
  options: ContentOptions;
  backend: BackendBlock;
  /** Watch mode: the local backend (decap-server behind the dev server). */
  localBackend?: string;
  siteUrl?: string;
}

/**
 * A YAML file whose root is a list: edited as { items: [...] } (a custom format, see
 * ../browser/fields.tsx); set on its collection, whose other files it reads and writes as they are.
 */
export const LIST_FORMAT = 'yaml-list';
export const LIST_FIELD = 'items';

const BODY: DecapField = {
  name: 'body',
  label: 'Page text',
  widget: 'markdown',
  // Markdown as written: the rich-text mode re-serialises the whole text ("## Título" saved as
  // "\\##", every "-" bullet as "*"), so it is not offered.
  modes: ['raw'],
  hint: 'The page text. ## starts a section; pictures go beside the page and need a description.',
};

/**
 * Fields that are the same in every language (a post's author, date and category, its cover):
 * asked once, in Portuguese, and copied into each language's file.
 */
export const SAME_IN_EVERY_LANGUAGE = ['author', 'date', 'updated', 'category', 'cover', 'draft'];

/** Every label, hint, option and message in Portuguese (pipeline/catalogue/labels.ts), and jargon explained. */
export function portuguese(f: DecapField): DecapField {
  const hint = f.hint ? sentence(f.hint) : explain(f.name);
  const one = f.widget === 'list' ? singular(label(f.label)) : undefined;
  return {
    ...f,
    label: label(f.label),
    ...(one ? { label_singular: one } : {}),
    ...(hint ? { hint } : {}),
    ...(f.pattern ? { pattern: [f.pattern[0], sentence(f.pattern[1])] as [string, string] } : {}),
    ...(f.options
      ? {
          options: f.options.map((o): string | Option =>
            typeof o === 'string'
              ? option(o) === o
                ? o
                : { value: o, label: option(o) }
              : { ...o, label: option(o.label) },
          ),
        }
      : {}),
    ...(f.literal ? { literal_label: option(f.literal) } : {}),
    ...(f.fields ? { fields: f.fields.map(portuguese) } : {}),
    ...(f.field ? { field: portuguese(f.field) } : {}),
  };
}

/**
 * Every field (and its sub-fields) is translated: without the flag Decap shows it in
 * Portuguese only. No defaults: Decap fills a field's default into every language of a new
 * entry, which would write files for languages nobody wrote (pages with no text). A date that
 * starts as today's gets it in the editor page, from the browser's clock (../browser/admin.tsx).
 */
function translated(fields: DecapField[], top = true): DecapField[] {
  return fields.map(({ default: _unused, ...f }) => ({
    ...f,
    // Decap's configuration takes 'duplicate' on single-value fields only (not on lists).
    i18n: top && SAME_IN_EVERY_LANGUAGE.includes(f.name) && f.widget !== 'list' ? 'duplicate' : true,
    ...(f.fields ? { fields: translated(f.fields, false) } : {}),
    ...(f.field ? { field: translated([f.field], false)[0] } : {}),
  }));
}

/**
 * A list whose items are summarised by a text field holding ids (the home page's treatment
 * cards by "orthodontics"): the names content gives those ids ("Ortodontia"), for the summary.
 */
function namedIds(fields: DecapField[], file: string, options: ContentOptions): DecapField[] {
  return fields.map((f) => {
    const by = /^\{\{fields\.(\w+)\}\}$/.exec(f.summary ?? '')?.[1];
    const target = f.widget === 'list' ? f.fields?.find((x) => x.name === by) : undefined;
    if (target?.widget !== 'string') return f;
    const values = options.keysFrom?.(`content/${file} ${f.name}[].${target.name}`) ?? [];
    const names = values.length ? options.keyLabels?.(values) : undefined;
    return names ? { ...f, fields: f.fields!.map((x) => (x === target ? { ...x, value_labels: names } : x)) } : f;
  });
}

function fileFields(file: FileDeclaration, options: ContentOptions): DecapField[] {
  const fields = namedIds(schemaFields(file, options), file.file, options);
  const open = (f: DecapField): DecapField =>
    f.widget === 'object' ? { ...f, collapsed: false, ...(f.fields ? { fields: f.fields.map(open) } : {}) } : f;
  return file.open ? fields.map(open) : fields;
}

function schemaFields(file: FileDeclaration, options: ContentOptions): DecapField[] {
  if (file.schema instanceof z.ZodArray) {
    const list = fieldFor(LIST_FIELD, file.schema, options);
    return [{ ...list, label: file.label, collapsed: false }];
  }
  const shape = file.schema.shape as Record<string, z.ZodType>;
  const picked = file.pick
    ? z.strictObject(Object.fromEntries(file.pick.flatMap((k) => (shape[k] ? [[k, shape[k]]] : []))))
    : file.schema;
  return fieldsOf(picked, options);
}

/**
 * Decap tells the files of a collection apart by their path: lists kept in one file
 * (home.yaml) would all open the first. Through the local proxy each gets a path of its own
 * that names the same file ("content/./home.yaml"); a Git host's API takes only the plain path,
 * so there they are one entry.
 */
function filesOf(d: Extract<Declaration, { kind: 'files' }>, options: ContentOptions, local: boolean): DecapFile[] {
  const seen = new Map<string, number>();
  const out: DecapFile[] = [];
  for (const f of d.files) {
    const n = seen.get(f.file) ?? 0;
    seen.set(f.file, n + 1);
    const fields = fileFields(f, options).map(portuguese);
    if (n && !local) {
      const first = out.find((c) => c.file === `content/${f.file}`)!;
      first.fields = [...first.fields, ...fields];
      first.label = label(d.label);
      continue;
    }
    out.push({
      name: f.name,
      label: label(f.label),
      file: `content/${'./'.repeat(n)}${f.file}`,
      ...(f.description ? { description: sentence(f.description) } : {}),
      fields,
    });
  }
  return out;
}

function collectionOf(d: Declaration, options: ContentOptions, local: boolean): DecapCollection {
  const c = collectionFields(d, options, local);
  return {
    ...c,
    label: label(c.label),
    ...(c.label_singular ? { label_singular: label(c.label_singular) } : {}),
    ...(c.description ? { description: sentence(c.description) } : {}),
    ...(c.fields ? { fields: c.fields.map(portuguese) } : {}),
  };
}

function collectionFields(d: Declaration, options: ContentOptions, local: boolean): DecapCollection {
  switch (d.kind) {
    case 'pages':
      return {
        name: d.name,
        label: d.label,
        label_singular: d.singular,
        description: d.description,
        folder: `content/${d.folder}`,
        // content/<folder>/<slug>/index.<lang>.md, pictures beside it.
        path: '{{slug}}/index',
        extension: 'md',
        format: 'frontmatter',
        media_folder: '',
        public_folder: '',
        create: d.create,
        delete: d.delete,
        i18n: true,
        identifier_field: 'title' in d.schema.shape ? 'title' : 'name',
        // "Ver em produção" opens the page on the site (the dev server's, in watch mode).
        preview_path: d.url,
        // Listed by the Portuguese title (or name), as people know the page.
        summary: 'title' in d.schema.shape ? '{{title}}' : '{{name}}',
        fields: translated([...fieldsOf(d.schema, options), BODY]),
      };
    case 'files': {
      // Decap reads a format from the collection only (a file's own is ignored, and a YAML
      // list was then read as no items). The list format reads the collection's other files
      // as they are, unless one holds nothing but an "items" field, which would be written as a list.
      const lists = d.files.filter((f) => f.schema instanceof z.ZodArray).length;
      for (const f of d.files)
        if (lists && !(f.schema instanceof z.ZodArray) && Object.keys(f.schema.shape).join() === LIST_FIELD)
          throw new Error(
            `${d.name}/${f.name}: a file with only "${LIST_FIELD}" beside lists would be written as a list`,
          );
      return {
        name: d.name,
        label: d.label,
        description: d.description,
        ...(lists ? { format: LIST_FORMAT } : {}),
        files: filesOf(d, options, local),
      };
    }
    case 'texts':
      return {
        name: d.name,
        label: d.label,
        description: d.description,
        // content/<folder>/index.<lang>.yaml: a folder of its own, so nothing else is listed with it.
        folder: `content/${d.folder}`,
        path: 'index',
        extension: 'yaml',
        format: 'yaml',
        create: false,
        delete: false,
        i18n: true,
        identifier_field: Object.keys(d.schema.shape)[0],
        summary: label(d.label),
        // The sections open: their texts are what an editor comes for (their item lists stay folded).
        fields: translated(
          fieldsOf(d.schema, options).map((f) => (f.widget === 'object' ? { ...f, collapsed: false } : f)),
        ),
      };
    case 'yaml-folder':
      return {
        name: d.name,
        label: d.label,
        label_singular: d.singular,
        description: d.description,
        folder: `content/${d.folder}`,
        extension: 'yaml',
        format: 'yaml',
        // A file is named after its neighbourhood (neighbourhoods.yaml): add one there first.
        create: false,
        delete: false,
        // The file's name ("agua-branca"): Decap's {{slug}} here is the identifier field's value (a group of fields).
        summary: '{{filename}}',
        // Decap needs a field to name entries by; the file name is what the list shows.
        identifier_field: fieldFor('texts', d.schema, options).fields?.[0]?.name ?? 'title',
        fields: fieldFor('texts', d.schema, options).fields ?? [],
      };
  }
}

/** The configuration as data (tests read it; the dev server serves it as YAML). */
export function decapConfig(input: ConfigInput): DecapConfig {
  return {
    backend: input.backend,
    ...(input.localBackend ? { local_backend: { url: input.localBackend } } : {}),
    // Decap's own Portuguese interface; the fields' words come from pipeline/catalogue/labels.ts.
    locale: DECAP_LOCALE,
    site_url: input.siteUrl,
    display_url: input.siteUrl,
    // "Salvar" keeps a draft; it reaches the site when published from the editor or its board
    // ("Fluxo de trabalho"). On the Git host a draft is a branch and pull request, checked by the
    // deploy workflow; in watch mode the proxy keeps drafts out of content/ (workflow.ts).
    publish_mode: 'editorial_workflow',
    // Shared pictures (fields that take images/...); page collections keep theirs beside the page.
    media_folder: 'content/images',
    public_folder: 'images',
    // Slugs as the build wants them: lower-case ASCII words joined by hyphens.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    i18n: { structure: 'multiple_files', locales: [...LANGS], default_locale: DEFAULT_LANG },
    collections: DECLARATIONS.map((d) => collectionOf(d, input.options, Boolean(input.localBackend))),
  };
}

export function configYaml(config: DecapConfig): string {
  return `# Generated from editor/server/collections.ts and the zod schemas; do not edit.\n${stringify(config, { lineWidth: 0, aliasDuplicateObjects: false })}`;
}

export function decapConfigYaml(input: ConfigInput): string {
  return configYaml(decapConfig(input));
}

/** The editor's fields of a content file (root-relative, "content/team.yaml"), for naming them in messages. */
export function fieldsOfFile(config: {
  readonly collections: readonly Pick<DecapCollection, 'folder' | 'extension' | 'fields' | 'files'>[];
}): (file: string) => DecapField[] | undefined {
  return (file) => {
    for (const c of config.collections) {
      const own = c.files?.filter((f) => f.file.replace(/(\.\/)+/, '') === file);
      if (own?.length) return own.flatMap((f) => f.fields);
      if (c.folder && c.fields && file.startsWith(`${c.folder}/`) && file.endsWith(`.${c.extension ?? 'md'}`))
        return c.fields;
    }
    return undefined;
  };
}

/** The name the editor lists a file under: its collection's and its own label, else its collection's one-entry label. */
export function labelOfFile(config: {
  readonly collections: readonly {
    label?: string;
    label_singular?: string | undefined;
    folder?: string;
    files?: readonly { file: string; label?: string }[];
  }[];
}): (file: string) => string | undefined {
  return (file) => {
    for (const c of config.collections) {
      const own = c.files?.find((f) => f.file.replace(/(\.\/)+/, '') === file);
      // "Glossário › Inglês": a file's own label alone may say only its language.
      if (own) return [...new Set([c.label, own.label].filter(Boolean))].join(' › ') || undefined;
      if (c.folder && file.startsWith(`${c.folder}/`)) return c.label_singular ?? c.label;
    }
    return undefined;
  };
}

/**
 * The label path of a field path as the editor shows it ("phones.landline" → "Telefones ›
 * Telefone fixo"; a list's items "item 3"); as far as the fields go, undefined if not even the first is one.
 */
export function labelPath(fields: readonly DecapField[], parts: readonly string[]): string | undefined {
  const out: string[] = [];
  let list: readonly DecapField[] | undefined = fields;
  for (const p of parts) {
    if (/^\d+$/.test(p)) {
      out.push(`item ${Number(p) + 1}`);
      continue;
    }
    const f: DecapField | undefined = list?.find((x) => x.name === p);
    if (!f) return out.length ? out.join(' › ') : undefined;
    out.push(f.label);
    list = f.fields ?? f.field?.fields ?? (f.field ? [f.field] : undefined);
  }
  return out.join(' › ');
}
