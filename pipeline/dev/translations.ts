/**
 * The translation marks on disk (content/translations.yaml): read, written, and the status they
 * give. Used by `npm run translations`, by the editor's proxy when a translation is saved, and
 * by the editor's status view. The status itself is validate/translations.ts, as the build's
 * warnings are.
 *
 * The marks live in one file beside the content rather than in each page: the pages stay what
 * the clinic wrote (no hash in the fields a person reads or in the editor's forms), and the
 * schemas and the editor's generated forms need no field nobody may edit.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { DEFAULT_LANG, LANGS, isLang, type Lang } from '../../model/languages';
import { PAGE_FILE, listDocs } from '../load/page-files';
import { readMarkdown } from '../load/read-markdown';
import { readYaml } from '../load/read-yaml';
import type { RawSite, SourceFile } from '../load/load';
import { FILE_TYPES, fileOf } from '../content-types';
import { resolvePaths } from '../config';
import {
  MARKS_FILE,
  PER_LANGUAGE_KINDS,
  SIDE_BY_SIDE_KINDS,
  langMarkKey,
  markedFile,
  sideBySide,
  type TextsRaw,
  markKey,
  marksFor,
  statusOf,
  textsOf,
  translatedTexts,
  translationFile,
  type Marks,
  type TranslationStatus,
} from '../validate/translations';

const HEADER = `# The Portuguese text each translation was made from: per translated file and field, a short
# hash of the Portuguese. When the Portuguese changes, the translation shows "to review".
# Written by the editor when a translation is saved and by npm run translations -- --mark <file>.
`;

/**
 * Parses kept by a long-lived caller (the editor's server, which reads the texts at every save
 * and status request): a file is parsed again only when its size or time changed.
 */
export type TextCache = Map<string, { stamp: string; parsed: unknown }>;

/** `parse` of the file at `abs`, from `cache` while the file's size and time are the same. */
function parsedOnce<T>(abs: string, cache: TextCache | undefined, parse: (text: string) => T): T {
  if (!cache) return parse(readFileSync(abs, 'utf8'));
  const st = statSync(abs);
  const stamp = `${st.size}:${st.mtimeMs}`;
  const hit = cache.get(abs);
  if (hit?.stamp === stamp) return hit.parsed as T;
  const parsed = parse(readFileSync(abs, 'utf8'));
  cache.set(abs, { stamp, parsed });
  return parsed;
}

/** The Markdown pages and the YAML files holding translated texts, read from disk (no pictures, no other checks). */
export function readTexts(root: string, cache?: TextCache): TextsRaw {
  const paths = resolvePaths(root);
  const docs: RawSite['docs'] = listDocs(paths).docs.map(({ kind, slug, name, abs }) => ({
    kind,
    slug,
    lang: PAGE_FILE.exec(name)?.[1] ?? name,
    doc: parsedOnce(abs, cache, (text) => readMarkdown(text, path.relative(root, abs).split(path.sep).join('/')).doc),
  }));
  const read = (file: string): SourceFile | undefined => {
    const abs = path.join(root, file);
    return existsSync(abs) ? { file, parsed: parsedOnce(abs, cache, (t) => readYaml(t, file).parsed) } : undefined;
  };
  const out: TextsRaw = { docs };
  for (const kind of PER_LANGUAGE_KINDS) {
    const byLang: Partial<Record<Lang, SourceFile>> = {};
    for (const lang of LANGS) {
      const src = read(fileOf(FILE_TYPES[kind], lang));
      if (src) byLang[lang] = src;
    }
    out[kind] = byLang;
  }
  for (const kind of SIDE_BY_SIDE_KINDS) {
    const src = read(fileOf(FILE_TYPES[kind], DEFAULT_LANG));
    if (src) out[kind] = src;
  }
  return out;
}

/** Where each file holding every language side by side is (root-relative). */
const SIDE_BY_SIDE_FILES: ReadonlySet<string> = new Set(
  SIDE_BY_SIDE_KINDS.map((kind) => fileOf(FILE_TYPES[kind], DEFAULT_LANG)),
);

/** Is `file` (root-relative) one of the files holding every language side by side? */
export const isMultilingual = (file: string): boolean => SIDE_BY_SIDE_FILES.has(file);

export function readMarks(root: string): Marks {
  const abs = path.join(root, 'content', MARKS_FILE);
  if (!existsSync(abs)) return {};
  const data = parse(readFileSync(abs, 'utf8')) as unknown;
  return data && typeof data === 'object' ? (data as Marks) : {};
}

/** Sorted, and without files that no longer exist (a page deleted takes its marks with it). */
export async function writeMarks(root: string, marks: Marks): Promise<void> {
  const kept = Object.keys(marks)
    .filter((k) => existsSync(path.join(root, 'content', markedFile(k))) && Object.keys(marks[k]!).length)
    .sort();
  const sorted = Object.fromEntries(kept.map((k) => [k, Object.fromEntries(Object.entries(marks[k]!).sort())]));
  const text = `${HEADER}${kept.length ? stringify(sorted, { lineWidth: 0 }) : ''}`;
  const abs = path.join(root, 'content', MARKS_FILE);
  const before = existsSync(abs) ? readFileSync(abs, 'utf8') : undefined;
  if (before !== text) await fs.writeFile(abs, text);
}

/** The language of a translation file (index.de.md -> de), or undefined for Portuguese and other files. */
export function translationLang(file: string): Lang | undefined {
  const lang = /\/index\.(\w+)\.(md|yaml)$/.exec(file)?.[1];
  return lang && isLang(lang) && lang !== DEFAULT_LANG ? lang : undefined;
}

/** The texts of one file on disk (front matter and body, or the YAML), undefined if it does not exist. */
export function textsOfFile(root: string, file: string, text?: string): Map<string, string> | undefined {
  const abs = path.join(root, file);
  const raw = text ?? (existsSync(abs) ? readFileSync(abs, 'utf8') : undefined);
  if (raw === undefined) return undefined;
  if (file.endsWith('.md')) {
    const doc = readMarkdown(raw, file).doc;
    return textsOf(doc.front?.data, doc.body);
  }
  return textsOf(readYaml(raw, file).parsed?.data);
}

/**
 * One translation's texts beside their Portuguese, and its marks' key: a translation file
 * (index.de.md beside index.pt.md), or one language of a multilingual file (`lang` given).
 */
function translationPair(
  root: string,
  file: string,
  lang?: Lang,
): { key: string; source: Map<string, string>; translation: Map<string, string> } | undefined {
  if (translationLang(file)) {
    const source = textsOfFile(root, file.replace(/index\.\w+\.(md|yaml)$/, `index.${DEFAULT_LANG}.$1`));
    const translation = textsOfFile(root, file);
    return source && translation ? { key: markKey(file), source, translation } : undefined;
  }
  const abs = path.join(root, file);
  if (!lang || lang === DEFAULT_LANG || !isMultilingual(file) || !existsSync(abs)) return undefined;
  const texts = sideBySide(readYaml(readFileSync(abs, 'utf8'), file).parsed?.data);
  return {
    key: langMarkKey(file, lang),
    source: new Map([...texts].map(([at, v]) => [at, v[DEFAULT_LANG] ?? ''] as const)),
    translation: new Map([...texts].flatMap(([at, v]) => (v[lang]?.trim() ? [[at, v[lang]!] as const] : []))),
  };
}

/**
 * Records that a translation (root-relative `file`, with `lang` for a multilingual file) was
 * made from the Portuguese beside it as it is now: every field, or only `fields` (those a
 * save changed; the others keep their marks). Answers the keys it marked.
 */
export async function markTranslations(
  root: string,
  files: readonly { file: string; lang?: Lang; fields?: ReadonlySet<string> }[],
): Promise<string[]> {
  const marks = readMarks(root);
  const marked: string[] = [];
  // A multilingual file named alone: each of its languages.
  const each = files.flatMap((f) =>
    f.lang || !isMultilingual(f.file) ? [f] : LANGS.filter((l) => l !== DEFAULT_LANG).map((lang) => ({ ...f, lang })),
  );
  for (const { file, lang, fields } of each) {
    const pair = translationPair(root, file, lang);
    if (!pair) continue;
    const now = marksFor(pair.source, pair.translation);
    const kept = Object.fromEntries(Object.entries(marks[pair.key] ?? {}).filter(([f]) => fields && !fields.has(f)));
    const fresh = Object.fromEntries(Object.entries(now).filter(([f]) => !fields || fields.has(f)));
    marks[pair.key] = { ...kept, ...fresh };
    marked.push(lang && !translationLang(file) ? `${file}#${lang}` : file);
  }
  await writeMarks(root, marks);
  return marked;
}

/**
 * The translations a save of `file` changed, and which of their fields: a translation file's
 * changed fields, or per language those of a multilingual file whose value changed.
 */
export function translationsChanged(
  root: string,
  file: string,
  before: string | undefined,
  after: string,
): { file: string; lang?: Lang; fields: Set<string> }[] {
  if (translationLang(file)) return [{ file, fields: changedFields(root, file, before, after) }];
  if (!isMultilingual(file)) return [];
  const a = before === undefined ? new Map() : sideBySide(readYaml(before, file).parsed?.data);
  const b = sideBySide(readYaml(after, file).parsed?.data);
  return LANGS.filter((l) => l !== DEFAULT_LANG).flatMap((lang) => {
    const fields = new Set(
      [...b].filter(([at, v]) => v[lang]?.trim() && a.get(at)?.[lang] !== v[lang]).map(([at]) => at),
    );
    return fields.size ? [{ file, lang, fields }] : [];
  });
}

/** Every translation that exists, marked as made from today's Portuguese (the first marks of a site). */
export async function markAll(root: string): Promise<string[]> {
  const files = translatedTexts(readTexts(root)).flatMap((t) =>
    Object.entries(t.translations).flatMap(([lang, x]) =>
      x ? [{ file: x.file, ...(isMultilingual(x.file) && isLang(lang) ? { lang } : {}) }] : [],
    ),
  );
  return markTranslations(root, files);
}

/** The fields whose text differs between two versions of a file (a new file: all of them). */
export function changedFields(root: string, file: string, before: string | undefined, after: string): Set<string> {
  const a = before === undefined ? new Map<string, string>() : (textsOfFile(root, file, before) ?? new Map());
  const b = textsOfFile(root, file, after) ?? new Map<string, string>();
  return new Set([...b].filter(([k, v]) => a.get(k) !== v).map(([k]) => k));
}

/** The status of every translated text on disk, language by language. */
export function translationStatus(root: string, cache?: TextCache): TranslationStatus[] {
  const marks = readMarks(root);
  return translatedTexts(readTexts(root, cache)).flatMap((t) => statusOf(t, marks));
}

export { translationFile };
