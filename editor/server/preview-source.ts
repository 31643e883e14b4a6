/**
 * An entry as the editor holds it (its collection, slug, language and values), turned into
 * the file it would be saved as: the path and the text, and the pages that show it.
 */
import { z } from 'zod';
import { stringify } from 'yaml';
import type { Lang } from '../../model/languages';
import type { TemplateName } from '../../pipeline/routes/routes';
import { DECLARATIONS } from './collections';
import { LIST_FIELD } from './decap-config';
import { recordOf } from './json-shapes';

export interface PreviewEntry {
  collection: string;
  /** A files collection's file name. */
  file?: string;
  locale: string;
  /** Decap's slug: "dtm/index" for content/treatments/dtm/index.<lang>.md, empty for a new entry. */
  slug: string;
  path: string;
  data: unknown;
  /** Pictures uploaded and not saved yet: where the save will put each (root-relative), and its bytes in base64. */
  pictures?: { path: string; content: string }[];
}

const yaml = (data: unknown): string => stringify(data ?? {}, { lineWidth: 0 });
/** As Decap makes a slug from a title (config slug: ascii, accents removed). */
const slugOf = (title: string): string =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export function previewSource(
  entry: PreviewEntry & { locale: Lang },
): { file: string; text: string; templates: TemplateName[] } | undefined {
  const d = DECLARATIONS.find((x) => x.name === entry.collection);
  const data = recordOf(entry.data) ?? {};
  if (!d) return undefined;
  if (d.kind === 'pages') {
    const { body, ...front } = data;
    // A new entry has no slug until it is saved: its title gives the one Decap will choose.
    const slug = entry.slug.split('/')[0] || slugOf(String(front.title ?? front.name ?? '')) || 'nova-pagina';
    return {
      file: `content/${d.folder}/${slug}/index.${entry.locale}.md`,
      text: `---\n${yaml(front)}---\n\n${typeof body === 'string' ? body : ''}\n`,
      templates: [d.preview],
    };
  }
  if (d.kind === 'texts')
    return { file: `content/${d.folder}/index.${entry.locale}.yaml`, text: yaml(data), templates: [d.preview] };
  if (d.kind === 'yaml-folder')
    return entry.slug
      ? { file: `content/${d.folder}/${entry.slug}.yaml`, text: yaml(data), templates: [d.preview] }
      : undefined;
  const f = d.files.find((x) => x.name === entry.file);
  if (!f?.preview?.length) return undefined;
  return {
    file: `content/${f.file}`,
    text: yaml(f.schema instanceof z.ZodArray ? data[LIST_FIELD] : data),
    templates: f.preview,
  };
}

/** The pages that show an entry of `collection` (a files collection's entry is named by its file's name). */
export function templatesOf(collection: string, slug: string): TemplateName[] {
  const d = DECLARATIONS.find((x) => x.name === collection);
  if (!d) return [];
  if (d.kind !== 'files') return [d.preview];
  return d.files.find((f) => f.name === slug)?.preview ?? [];
}
