/**
 * The YAML content files their schema alone checks (part of stage 2), each as content-files.ts
 * declares it: one file, one per language, or the files of a folder. Their data is the site's
 * `data`, under each kind's name; a file with a mistake has none.
 */
import type { z } from 'zod';
import type { Lang } from '../../model/languages';
import type { ContentIssue } from '../errors';
import { makeIssue } from '../error-catalog';
import { checkSchema } from '../load/check-schema';
import { similarImage, type RawSite, type SourceFile } from '../load/load';
import { walkStrings } from '../load/walk-data';
import { FILE_KINDS, FILE_TYPES, type FileKind } from '../content-types';
import { checkedFile, type Verdicts } from './verdicts';

type Types = typeof FILE_TYPES;
/** The kinds no rule of validate/ checks beyond their schema. */
type PlainKind = { [K in FileKind]: Types[K] extends { checkedBy: string } ? never : K }[FileKind];
type CheckedOf<T> = T extends { schema: infer S extends z.ZodType }
  ? T extends { file: `${string}{lang}${string}` }
    ? Partial<Record<Lang, z.output<S>>>
    : T extends { file: `${string}*${string}` }
      ? z.output<S>[]
      : T extends { optional: true }
        ? z.output<S> | undefined
        : z.output<S>
  : never;
/** Each plainly checked kind's data, as its schema outputs it. */
export type SiteData = { [K in PlainKind]: CheckedOf<Types[K]> };

/** The data of every file of the plain kinds, or undefined when a required one is missing or wrong. */
export function checkFiles(raw: RawSite, issues: ContentIssue[], verdicts: Verdicts): Partial<SiteData> {
  const out: Record<string, unknown> = {};
  for (const kind of FILE_KINDS) {
    const type = FILE_TYPES[kind];
    if ('checkedBy' in type) continue;
    const loaded: SourceFile | SourceFile[] | Partial<Record<Lang, SourceFile>> | undefined = raw[kind];
    const one = (src: SourceFile): unknown => {
      const parsed = src.parsed;
      if (!parsed) return undefined;
      checkImages(src, raw.images, issues);
      const r = checkedFile(verdicts, kind, src, () => checkSchema(type.schema, parsed, src.file));
      issues.push(...r.issues);
      return r.data;
    };
    if (!loaded) continue;
    if (Array.isArray(loaded)) out[kind] = loaded.flatMap((src) => one(src) ?? []);
    else if (isSource(loaded)) out[kind] = one(loaded);
    else
      out[kind] = Object.fromEntries(
        Object.entries(loaded).flatMap(([lang, src]) => {
          const data = src && one(src);
          return data === undefined ? [] : [[lang, data]];
        }),
      );
  }
  // Filled kind by kind from the declarations above, each by its own schema.
  return out as Partial<SiteData>;
}

/** Whether every file a plain kind requires was read and checked. */
export function complete(data: Partial<SiteData>): data is SiteData {
  const found = new Map<string, unknown>(Object.entries(data));
  return FILE_KINDS.every((kind) => {
    const type = FILE_TYPES[kind];
    return 'checkedBy' in type || 'optional' in type || found.get(kind) !== undefined;
  });
}

const isSource = (v: object): v is SourceFile => 'file' in v && typeof v.file === 'string';

/** Every `images/...` value in a parsed file must name a file under content/images/. */
function checkImages(src: SourceFile, images: RawSite['images'], issues: ContentIssue[]): void {
  if (!src.parsed) return;
  const parsed = src.parsed;
  walkStrings(parsed.data, (value, path) => {
    if (/^images\//.test(value) && !images.has(value))
      issues.push(
        makeIssue(
          'IMAGE_MISSING',
          { image: value, suggestion: similarImage(value, images) },
          src.file,
          parsed.locate(path),
          parsed.source,
        ),
      );
  });
}
