/**
 * Translation status. Each translation records, per text, a short hash of the Portuguese it was
 * translated from (content/translations.yaml, written by the editor when a translation is saved
 * and by `npm run translations -- --mark`). When the Portuguese of a text changes, its hash no
 * longer matches and the translation of that text is "to review"; a text the Portuguese has and
 * a translation lacks is "missing". Warnings only: a translation to review never stops the build.
 */
import { STAND_IN_KEY } from '../../model/stand-in';
import { createHash } from 'node:crypto';
import { DEFAULT_LANG, LANGS, type Lang } from '../../model/languages';
import type { ContentIssue } from '../errors';
import { makeIssue } from '../error-catalog';
import { z } from 'zod';
import type { RawSite, SourceFile } from '../load/load';
import { walkStrings } from '../load/walk-data';
import { remembered, verdictKey, type Verdicts } from './verdicts';
import { ENTRY_NAMES } from '../catalogue/pipeline-words';
import { label } from '../catalogue/labels';
import { FILE_KINDS, FILE_TYPES, editorPlace, type FileKind, type FileKindDeclaration } from '../content-types';

/** The marks file, under content/. */
export const MARKS_FILE = 'translations.yaml';

/** Content-relative translation file ("treatments/clareamento/index.de.md") -> field -> hash of its Portuguese. */
export type Marks = Record<string, Record<string, string>>;

/** Eight hex digits of SHA-256: enough to tell two versions of one text apart, short enough to read. */
export function textHash(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n/g, '\n').trim()).digest('hex').slice(0, 8);
}

/**
 * Values that are the same in every language or are not words (people, dates, categories,
 * pictures, links to other pages, layout): a change there is not a translation to redo.
 */
const NOT_TEXT: ReadonlySet<string> = new Set([
  // The mark of a stand-in (launch/stand-ins.ts): a fact, never a translated text.
  STAND_IN_KEY,
  'author',
  'date',
  'updated',
  'category',
  'cover',
  'draft',
  'related',
  'treated_by',
  'src',
  'ratio',
  'focus',
  'image',
  'slug',
  'route',
  'key',
  'href',
  'url',
  'icon',
]);

/** The texts of a file by dotted path ("faq.0.answer"); a Markdown page's text is "body". */
export function textsOf(data: unknown, body?: string): Map<string, string> {
  const out = new Map<string, string>();
  walkStrings(
    data,
    (value, at) => {
      if (value.trim()) out.set(at.join('.'), value);
    },
    { skip: (key) => NOT_TEXT.has(key) },
  );
  if (body?.trim()) out.set('body', body);
  return out;
}

/** A text in five languages: its Portuguese file and each translation's (undefined: not written). */
export interface TranslatedText {
  /** What the status view calls it (the Portuguese title, or the file). */
  name: string;
  /** Root-relative, "content/treatments/clareamento/index.pt.md". */
  source: string;
  texts: Map<string, string>;
  translations: Partial<Record<Lang, { file: string; texts: Map<string, string>; key?: string } | undefined>>;
  /** The editor's collection and entry ("treatments", "clareamento/index"), for links. */
  entry?: { collection: string; slug: string };
}

export type TextState = 'missing' | 'review';

export interface TranslationStatus {
  text: TranslatedText;
  lang: Lang;
  /** Root-relative translation file (where it would be, when missing). */
  file: string;
  /** Its marks' key in content/translations.yaml ("team.yaml#de" for a language of a multilingual file). */
  key: string;
  /** 'missing': no file in this language; 'review': some texts to review or missing; 'ok': up to date. */
  state: 'missing' | 'review' | 'ok';
  fields: { field: string; state: TextState }[];
}

/** Root-relative -> the marks file's key (content-relative). */
export const markKey = (file: string): string => file.replace(/^content\//, '');

/** The marks' key of one language of a file that holds every language side by side ("team.yaml#de"). */
export const langMarkKey = (file: string, lang: Lang): string => `${markKey(file)}#${lang}`;

/** The file a marks key is about ("team.yaml#de" -> "team.yaml"), content-relative. */
export const markedFile = (key: string): string => key.replace(/#\w+$/, '');

/** The YAML kinds with a file per language holding its texts (content-files.ts `texts: 'file'`): one translated text each. */
export type PerLanguageKind = {
  [K in FileKind]: (typeof FILE_TYPES)[K] extends { texts: 'file' } ? K : never;
}[FileKind];
const perLanguage = (kind: FileKind): kind is PerLanguageKind => FILE_TYPES[kind].texts === 'file';
export const PER_LANGUAGE_KINDS: readonly PerLanguageKind[] = FILE_KINDS.filter(perLanguage);

/**
 * The YAML kinds of one file holding every language side by side (content-files.ts
 * `texts: 'side-by-side'`, `job: { pt: …, en: …, … }`): a translation there is one language's values.
 */
export type SideBySideKind = {
  [K in FileKind]: (typeof FILE_TYPES)[K] extends { texts: 'side-by-side' } ? K : never;
}[FileKind];
const sideBySideKind = (kind: FileKind): kind is SideBySideKind => FILE_TYPES[kind].texts === 'side-by-side';
export const SIDE_BY_SIDE_KINDS: readonly SideBySideKind[] = FILE_KINDS.filter(sideBySideKind);

/** What the status view calls a kind's texts: its entry's Portuguese name, else its editor label in Portuguese. */
const NAMES: Partial<Record<string, string>> = ENTRY_NAMES;
function nameOf(kind: FileKind): string {
  const type: FileKindDeclaration = FILE_TYPES[kind];
  return NAMES[kind] ?? label(type.editor?.label ?? kind);
}

/** The editor's entry of a kind's texts, as content-files.ts places it. */
function entryOf(kind: FileKind): { collection: string; slug: string } {
  const { collection, entry } = editorPlace(kind, FILE_TYPES[kind]);
  return { collection, slug: entry };
}

/** What the status reads: the pages, the per-language texts and, when given, the side-by-side files. */
export type TextsRaw = Pick<RawSite, 'docs'> & Partial<Pick<RawSite, PerLanguageKind | SideBySideKind>>;

/** One file of a kind as loaded, when the kind is a file of its own (not one per language or per thing). */
function oneFile(loaded: RawSite[FileKind] | undefined): SourceFile | undefined {
  return loaded && !Array.isArray(loaded) && 'file' in loaded ? loaded : undefined;
}

/**
 * The texts of a multilingual file by dotted path ("owners.0.job"), each in the languages it
 * has: every object whose keys are languages, one of them Portuguese (a person's `names`, which
 * has no Portuguese, is a name as written elsewhere, not a translation).
 */
export function sideBySide(data: unknown): Map<string, Partial<Record<Lang, string>>> {
  const out = new Map<string, Partial<Record<Lang, string>>>();
  const visit = (value: unknown, at: string[]): void => {
    if (!value || typeof value !== 'object' || value instanceof Date) return;
    const entries = Object.entries(value);
    if (
      !Array.isArray(value) &&
      typeof (value as Record<string, unknown>)[DEFAULT_LANG] === 'string' &&
      entries.every(([k, v]) => LANGS.includes(k as Lang) && typeof v === 'string')
    ) {
      out.set(at.join('.'), value as Partial<Record<Lang, string>>);
      return;
    }
    for (const [k, v] of entries) visit(v, [...at, k]);
  };
  visit(data, []);
  return out;
}

/** Where the translation of `source` in `lang` is (index.pt.md -> index.de.md). */
export const translationFile = (source: string, lang: Lang): string =>
  source.replace(new RegExp(`index\\.${DEFAULT_LANG}\\.(md|yaml)$`), `index.${lang}.$1`);

/** The hashes to record for a translation of `source` made now: every text the translation has. */
export function marksFor(source: Map<string, string>, translation: Map<string, string>): Record<string, string> {
  return Object.fromEntries(
    [...source].filter(([field]) => translation.has(field)).map(([field, text]) => [field, textHash(text)]),
  );
}

/** The status of one text in every language but Portuguese. */
export function statusOf(text: TranslatedText, marks: Marks): TranslationStatus[] {
  return LANGS.filter((l) => l !== DEFAULT_LANG).map((lang) => {
    const t = text.translations[lang];
    const file = t?.file ?? translationFile(text.source, lang);
    const key = t?.key ?? markKey(file);
    if (!t) return { text, lang, file, key, state: 'missing', fields: [] };
    const recorded = marks[key] ?? {};
    const fields: TranslationStatus['fields'] = [];
    for (const [field, pt] of text.texts) {
      if (!t.texts.has(field)) fields.push({ field, state: 'missing' });
      else if (recorded[field] !== textHash(pt)) fields.push({ field, state: 'review' });
    }
    return { text, lang, file, key, state: fields.length ? 'review' : 'ok', fields };
  });
}

/** A text with translations, made only when asked, and the files (with their hashes) it is made from. */
interface TextSource {
  source: string;
  /** Whether any language but Portuguese has it (a text in Portuguese only has nothing to review). */
  translated: boolean;
  files: { file: string; hash?: string }[];
  make: () => TranslatedText;
}

/**
 * Every text with translations that the site holds: Markdown pages, the YAML kinds with a file
 * per language, and those holding every language side by side (content-files.ts `texts`).
 */
export function translatedTexts(raw: TextsRaw): TranslatedText[] {
  return textSources(raw).map((t) => t.make());
}

function textSources(raw: TextsRaw): TextSource[] {
  const out: TextSource[] = [];
  const bySlug = new Map<string, RawSite['docs']>();
  for (const d of raw.docs) {
    const key = `${d.kind}/${d.slug}`;
    const list = bySlug.get(key);
    if (list) list.push(d);
    else bySlug.set(key, [d]);
  }
  for (const docs of bySlug.values()) {
    const pt = docs.find((d) => d.lang === DEFAULT_LANG);
    if (!pt) continue;
    out.push({
      source: pt.doc.file,
      translated: docs.length > 1,
      files: docs.map((d) => ({ file: d.doc.file, hash: d.hash })),
      make: () => {
        const front = pt.doc.front?.data as Record<string, unknown> | undefined;
        return {
          name: typeof front?.title === 'string' ? front.title : typeof front?.name === 'string' ? front.name : pt.slug,
          source: pt.doc.file,
          texts: textsOf(front, pt.doc.body),
          translations: Object.fromEntries(
            docs
              .filter((d) => d.lang !== DEFAULT_LANG)
              .map((d) => [d.lang, { file: d.doc.file, texts: textsOf(d.doc.front?.data, d.doc.body) }]),
          ),
          entry: { collection: pt.kind, slug: `${pt.slug}/index` },
        };
      },
    });
  }
  for (const kind of PER_LANGUAGE_KINDS) {
    // A kind declared after the raw files were read (a reader that names its kinds) has none.
    const byLang: Partial<Record<Lang, SourceFile>> = raw[kind] ?? {};
    const pt = byLang[DEFAULT_LANG];
    const ptParsed = pt?.parsed;
    if (!pt || !ptParsed) continue;
    const name = nameOf(kind);
    const entry = entryOf(kind);
    out.push({
      source: pt.file,
      translated: true,
      files: LANGS.flatMap((l) => {
        const t = byLang[l];
        return t?.parsed ? [{ file: t.file, hash: t.hash }] : [];
      }),
      make: () => ({
        name,
        source: pt.file,
        texts: textsOf(ptParsed.data),
        translations: Object.fromEntries(
          LANGS.filter((l) => l !== DEFAULT_LANG).map((l) => {
            const t = byLang[l];
            return [l, t?.parsed ? { file: t.file, texts: textsOf(t.parsed.data) } : undefined];
          }),
        ),
        entry,
      }),
    });
  }
  for (const kind of SIDE_BY_SIDE_KINDS) {
    const src = oneFile(raw[kind]);
    const parsed = src?.parsed;
    if (!src || !parsed) continue;
    const texts = sideBySide(parsed.data);
    if (!texts.size) continue;
    out.push({
      source: src.file,
      translated: true,
      files: [{ file: src.file, hash: src.hash }],
      make: () => ({
        name: nameOf(kind),
        source: src.file,
        texts: new Map([...texts].map(([at, v]) => [at, v[DEFAULT_LANG]!] as const)),
        // Every language "exists" (the file is shared): a value it lacks is missing.
        translations: Object.fromEntries(
          LANGS.filter((l) => l !== DEFAULT_LANG).map((l) => [
            l,
            {
              file: src.file,
              key: langMarkKey(src.file, l),
              texts: new Map([...texts].flatMap(([at, v]) => (v[l]?.trim() ? [[at, v[l]!] as const] : []))),
            },
          ]),
        ),
        entry: entryOf(kind),
      }),
    });
  }
  return out;
}

/** One text's warnings: one per translation with texts to review, its file, the line of the first, and every field. */
function warningsOf(raw: TextsRaw, text: TranslatedText, marks: Marks): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const s of statusOf(text, marks)) {
    const review = s.fields.filter((f) => f.state === 'review').map((f) => f.field);
    if (!review.length) continue;
    issues.push(
      makeIssue(
        'TRANSLATION_TO_REVIEW',
        { fields: review, source: text.source, lang: s.lang },
        s.file,
        lineOf(raw, s.file, review[0]!, s.lang),
      ),
    );
  }
  return issues;
}

/**
 * One warning per translation with texts to review. A text's warnings are kept by its files'
 * hashes and the marks its translations are compared with.
 */
export function translationWarnings(raw: TextsRaw, marks: Marks, verdicts?: Verdicts): ContentIssue[] {
  return textSources(raw).flatMap((t) => {
    if (!t.translated) return [];
    const recorded = LANGS.filter((l) => l !== DEFAULT_LANG).flatMap((l) => [
      marks[markKey(translationFile(t.source, l))],
      marks[langMarkKey(t.source, l)],
    ]);
    const key = verdictKey(
      'translations',
      t.source,
      JSON.stringify(recorded),
      ...t.files.flatMap((f) => [f.file, f.hash]),
    );
    return remembered(verdicts, key, () => warningsOf(raw, t.make(), marks));
  });
}

/** The line of a field in a translation file (its text's first line, for a page's body). */
function lineOf(raw: TextsRaw, file: string, field: string, lang: Lang): { line: number; col: number } | undefined {
  const doc = raw.docs.find((d) => d.doc.file === file)?.doc;
  const parts = field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  if (doc) {
    if (field === 'body') return { line: doc.bodyLine, col: 1 };
    return doc.front?.locate(parts);
  }
  // A file holding every language: the language's own value.
  const shared = SIDE_BY_SIDE_KINDS.map((kind) => oneFile(raw[kind])).find((f) => f?.file === file);
  if (shared) return shared.parsed?.locate([...parts, lang]);
  const yaml = PER_LANGUAGE_KINDS.flatMap((kind) => Object.values(raw[kind] ?? {})).find((f) => f?.file === file);
  return yaml?.parsed?.locate(field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)));
}

const marksSchema = z.record(z.string(), z.record(z.string(), z.string()));

/** The marks of content/translations.yaml (none when it does not exist; a warning when it cannot be read). */
export function marksOf(src: SourceFile | undefined, issues: ContentIssue[], verdicts?: Verdicts): Marks {
  const parsed = src?.parsed;
  if (!src || !parsed) return {};
  const r = remembered(
    verdicts,
    verdictKey('schema:marks', src.file, src.hash),
    () => marksSchema.safeParse(parsed.data ?? {}),
    (v) => v.success,
  );
  if (r.success) return r.data;
  issues.push(makeIssue('MARKS_INVALID', { detail: r.error.issues[0]?.message ?? 'not a list of files' }, src.file));
  return {};
}
