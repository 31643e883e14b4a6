/**
 * The Decap CMS configuration (config.yml), generated from the declarations and the schemas.
 * Multilingual pages edit the five languages side by side (Decap i18n, Portuguese first); a
 * language left empty writes no file, so it has no page.
 */
import { z } from 'zod';
import { stringify } from 'yaml';
import { DEFAULT_LANG, LANGS } from '../../../model/languages';
import { DECLARATIONS, type Declaration, type FileDeclaration } from './collections';
import { fieldsOf, fieldFor, type ContentOptions, type DecapField } from './zod-fields';

/** Where saves go in production (the clinic's Git host); see README "Editing online". */
export interface BackendBlock {
  name: string;
  repo?: string;
  branch?: string;
  base_url?: string;
  auth_endpoint?: string;
}

export interface ConfigInput {
  options: ContentOptions;
  backend: BackendBlock;
  /** Watch mode: the local backend (decap-server behind the dev server). */
  localBackend?: string;
  siteUrl?: string;
}

/** A YAML file whose root is a list: edited as { items: [...] } (a custom format, see admin-client.ts). */
export const LIST_FORMAT = 'yaml-list';
export const LIST_FIELD = 'items';

const BODY: DecapField = {
  name: 'body',
  label: 'Text',
  widget: 'markdown',
  hint: 'The page text. ## starts a section; pictures go beside the page and need a description.',
};

/**
 * Every field (and its sub-fields) is translated: without the flag Decap shows it in
 * Portuguese only. No defaults: Decap fills a field's default into every language of a new
 * entry, which would write files for languages nobody wrote (pages with no text).
 */
function translated(fields: DecapField[]): DecapField[] {
  return fields.map(({ default: _unused, ...f }) => ({
    ...f,
    i18n: true,
    ...(f.fields ? { fields: translated(f.fields) } : {}),
    ...(f.field ? { field: translated([f.field])[0] } : {}),
  }));
}

function fileFields(file: FileDeclaration, options: ContentOptions): DecapField[] {
  if (file.schema instanceof z.ZodArray) {
    const list = fieldFor(LIST_FIELD, file.schema, options);
    return [{ ...list, label: file.label, collapsed: false }];
  }
  const shape = file.schema.shape as Record<string, z.ZodType>;
  const picked = file.pick ? z.strictObject(Object.fromEntries(file.pick.flatMap((k) => (shape[k] ? [[k, shape[k]]] : [])))) : file.schema;
  return fieldsOf(picked, options);
}

type Collection = Record<string, unknown>;

function collectionOf(d: Declaration, options: ContentOptions): Collection {
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
        summary: `{{slug}}`,
        fields: translated([...fieldsOf(d.schema, options), BODY]),
      };
    case 'files':
      return {
        name: d.name,
        label: d.label,
        description: d.description,
        files: d.files.map((f) => ({
          name: f.name,
          label: f.label,
          file: `content/${f.file}`,
          ...(f.schema instanceof z.ZodArray ? { format: LIST_FORMAT } : {}),
          ...(f.description ? { description: f.description } : {}),
          fields: fileFields(f, options),
        })),
      };
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
        summary: d.label,
        // The sections open: their texts are what an editor comes for (their item lists stay folded).
        fields: translated(fieldsOf(d.schema, options).map((f) => (f.widget === 'object' ? { ...f, collapsed: false } : f))),
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
        summary: '{{slug}}',
        // Decap needs a field to name entries by; the file name (slug) is what the list shows.
        identifier_field: fieldFor('texts', d.schema, options).fields?.[0]?.name ?? 'title',
        fields: fieldFor('texts', d.schema, options).fields ?? [],
      };
  }
}

/** The configuration as data (tests read it; the dev server serves it as YAML). */
export function decapConfig(input: ConfigInput): Record<string, unknown> {
  return {
    backend: input.backend,
    ...(input.localBackend ? { local_backend: { url: input.localBackend } } : {}),
    // The editor is in English like the build's messages; fields come in the schemas' words.
    locale: 'en',
    site_url: input.siteUrl,
    display_url: input.siteUrl,
    publish_mode: 'simple',
    // Shared pictures (fields that take images/...); page collections keep theirs beside the page.
    media_folder: 'content/images',
    public_folder: 'images',
    // Slugs as the build wants them: lower-case ASCII words joined by hyphens.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    i18n: { structure: 'multiple_files', locales: [...LANGS], default_locale: DEFAULT_LANG },
    collections: DECLARATIONS.map((d) => collectionOf(d, input.options)),
  };
}

export function decapConfigYaml(input: ConfigInput): string {
  return `# Generated from pipeline/dev/admin/collections.ts and the zod schemas; do not edit.\n${stringify(decapConfig(input), { lineWidth: 0, aliasDuplicateObjects: false })}`;
}
