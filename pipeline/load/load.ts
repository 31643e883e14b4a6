/**
 * Stage load, the first (stages.ts): read content/ and locales/ from disk, syntax-checked only.
 * Unchanged files come from the cache (watch mode re-reads only what changed).
 */
import fs from 'node:fs/promises';
import { existsSync, lstatSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Paths } from '../config';
import { DEFAULT_LANG, LANGS, type Lang } from '../../model/languages';
import { relativeFile, type ContentIssue } from '../errors';
import { readYaml, type SourceFile } from './read-yaml';
import { readMarkdown, type MarkdownSource } from './read-markdown';
import {
  IMAGE_EXTENSIONS,
  PAGE_FILE,
  checkLayout,
  ignored,
  gone,
  isPlainFile,
  listDocs,
  type ListedDoc,
  type Listing,
} from './page-files';
import type { LoadCache } from './stored-sources';
import { inputFolderOf, isSpecial, linkTarget, listFiles, SPECIAL_EXPECTED } from './walk';
import { decodeText, NotUtf8 } from './text';
import { ImageProblem, imageIssue, imageSize, type ImageSizes } from './image-size';
import { didYouMean, makeIssue } from '../error-catalog';
import {
  FILE_KINDS,
  FILE_TYPES,
  PAGE_KINDS,
  PAGE_TYPES,
  fileOf,
  type FileKind,
  type FileKindDeclaration,
  type PageKind,
} from '../content-types';

export type { SourceFile } from './read-yaml';

/** One Markdown page: content/<kind>/<slug>/index.<lang>.md (the layout Decap CMS's multiple_files i18n writes). */
export interface RawDoc {
  kind: PageKind;
  slug: string;
  lang: string;
  doc: MarkdownSource;
  /** sha1 of the file's text, or of the preview's text in its place (rules keep their verdicts by it: validate/verdicts.ts). */
  hash?: string;
}

/** Each declared YAML content file as read: one file, one per language, or the files of a folder (content-files.ts). */
type LoadedOf<T> = T extends { file: `${string}{lang}${string}` }
  ? Partial<Record<Lang, SourceFile>>
  : T extends { file: `${string}*${string}` }
    ? SourceFile[]
    : T extends { optional: true }
      ? SourceFile | undefined
      : SourceFile;
export type LoadedFiles = { [K in FileKind]: LoadedOf<(typeof FILE_TYPES)[K]> };

/**
 * Every YAML content file read, kind by kind as content-files.ts declares them (a file per
 * language in LANGS order): what checks every file (placeholders, stand-ins) walks, so a kind
 * declared there is checked with no list to extend.
 */
export function loadedYamlFiles(raw: LoadedFiles): SourceFile[] {
  return FILE_KINDS.flatMap((kind): SourceFile[] => {
    const loaded: LoadedFiles[FileKind] = raw[kind];
    if (!loaded) return [];
    if (Array.isArray(loaded)) return loaded;
    if ('file' in loaded) return [loaded];
    return LANGS.flatMap((lang) => loaded[lang] ?? []);
  });
}

/**
 * A YAML file holding texts in a language: `under` is that language when the file holds every
 * language side by side (its texts are those under the language's key), none when it is wholly
 * in it.
 */
export interface TextsFile {
  /** Its declared kind; `locales` for the interface words (locales/<lang>.json). */
  kind: FileKind | 'locales';
  src: SourceFile;
  under: Lang | undefined;
}

/**
 * Every YAML content file holding texts in `lang`, kind by kind as content-files.ts declares
 * them (`texts`): the rules that read every text a patient reads (claims, the glossary, health
 * details by message) walk these, so a kind declared there is read by them with no list to extend.
 */
export function yamlTextsIn(raw: LoadedFiles, lang: Lang): TextsFile[] {
  return FILE_KINDS.flatMap((kind): TextsFile[] => {
    const type: FileKindDeclaration = FILE_TYPES[kind];
    const loaded: LoadedFiles[FileKind] = raw[kind];
    if (!loaded || type.texts === 'none' || (type.texts === 'pt' && lang !== DEFAULT_LANG)) return [];
    const under = type.texts === 'side-by-side' ? lang : undefined;
    if (Array.isArray(loaded)) return loaded.map((src) => ({ kind, src, under }));
    const src = 'file' in loaded ? loaded : loaded[lang];
    return src ? [{ kind, src, under }] : [];
  });
}

/**
 * Every file of `lang`'s texts outside the Markdown pages: its interface words and the YAML
 * files wholly in it, then the files holding it under its own key (`yamlTextsIn`).
 */
export function textsIn(raw: RawSite, lang: Lang): TextsFile[] {
  const locale = raw.locales[lang];
  const files = yamlTextsIn(raw, lang);
  return [
    ...(locale ? [{ kind: 'locales' as const, src: locale, under: undefined }] : []),
    ...files.filter((f) => !f.under),
    ...files.filter((f) => f.under),
  ];
}

export type RawSite = LoadedFiles & {
  locales: Partial<Record<Lang, SourceFile>>;
  docs: RawDoc[];
  /** Every file under content/images/, relative to content/ ("images/hero.svg"), with its hash. */
  images: Map<string, { abs: string; hash: string }>;
  version: string;
  issues: ContentIssue[];
};

/**
 * Texts to read instead of files (absolute path -> text): the editor's preview of an unsaved
 * entry; null: the file as if deleted (the check of a deletion).
 */
export type Overrides = ReadonlyMap<string, string | null>;

/**
 * Pictures a draft adds, not yet in content/ (where each will be, absolute -> the file holding
 * its bytes, outside content/): its page is shown and checked with them.
 */
export type PictureOverrides = ReadonlyMap<string, string>;

async function readParsedFile(
  abs: string,
  paths: Paths,
  cache: LoadCache,
  json = false,
  overrides?: Overrides,
): Promise<{ file: SourceFile; issues: ContentIssue[] }> {
  const file = relativeFile(paths.root, abs);
  // A link out of its folder is not read: its lines would reach the messages.
  const outside = overrides?.has(abs) ? undefined : linkOutside(abs, paths);
  if (outside) return { file: { file }, issues: [outside] };
  if (!overrides?.has(abs) && isSpecial(abs))
    return {
      file: { file },
      issues: [makeIssue('UNKNOWN_FILE', { name: path.basename(abs), expected: SPECIAL_EXPECTED }, file)],
    };
  let text: string;
  try {
    const override = overrides?.get(abs);
    if (override === null) return { file: { file }, issues: [makeIssue('FILE_MISSING', { file }, file)] };
    text = decodeText(override ?? (await fs.readFile(abs)));
  } catch (error) {
    if (error instanceof NotUtf8)
      return { file: { file }, issues: [makeIssue('NOT_UTF8', { encoding: error.encoding }, file)] };
    return { file: { file }, issues: [makeIssue('FILE_MISSING', { file }, file)] };
  }
  const hash = createHash('sha1').update(text).digest('hex');
  const hit = cache.get(abs);
  const result = hit && hit.hash === hash && !('doc' in hit.result) ? hit.result : readYaml(text, file, { json });
  cache.set(abs, { hash, result });
  return { file: { file, parsed: result.parsed, hash }, issues: result.issues };
}

/** A page's text, or what it is instead of UTF-8. */
function readPageText(abs: string): string | NotUtf8 {
  try {
    return decodeText(readFileSync(abs));
  } catch (error) {
    if (error instanceof NotUtf8) return error;
    throw error;
  }
}

function notUtf8Page(file: string, error: NotUtf8): ReturnType<typeof readMarkdown> {
  return { doc: { file, body: '', bodyLine: 1 }, issues: [makeIssue('NOT_UTF8', { encoding: error.encoding }, file)] };
}

/** SYMLINK_OUTSIDE for a symbolic link that leads out of its input folder (content/ or locales/). */
function linkOutside(abs: string, paths: Paths): ContentIssue | undefined {
  let isLink = false;
  try {
    isLink = lstatSync(abs).isSymbolicLink();
  } catch {
    return undefined;
  }
  if (!isLink) return undefined;
  const folder = inputFolderOf(abs, [paths.content, paths.locales]) ?? paths.root;
  const link = linkTarget(abs, folder);
  return link.inside
    ? undefined
    : makeIssue(
        'SYMLINK_OUTSIDE',
        { target: link.target, folder: `${relativeFile(paths.root, folder)}/` },
        relativeFile(paths.root, abs),
      );
}

/** locales/ holds one <lang>.json per language and nothing else: another file (fr.json, en.json.bak) would be ignored silently. */
function unknownLocaleFiles(paths: Paths): ContentIssue[] {
  let names: string[];
  try {
    names = readdirSync(paths.locales);
  } catch {
    return [];
  }
  const known = LANGS.map((l) => `${l}.json`);
  return names
    .filter((name) => !ignored(name) && !known.includes(name))
    .sort()
    .map((name) =>
      makeIssue(
        'UNKNOWN_FILE',
        { name, expected: known.join(', '), suggestion: didYouMean(name, known), folder: 'locales/' },
        relativeFile(paths.root, path.join(paths.locales, name)),
      ),
    );
}

/** load's caches, kept in the build state between builds. */
export interface LoadCaches {
  /** Each parsed source file by absolute path, reused while its hash (or size and time) is the same. */
  files: LoadCache;
  /** The Markdown files last found per content folder; an edit of known files lists nothing. */
  listings: Map<string, Listing>;
  /** Each picture's width and height by content hash (shared with images; also on disk, beside the encoded files). */
  imageSizes: ImageSizes;
}

export const newLoadCaches = (): LoadCaches => ({ files: new Map(), listings: new Map(), imageSizes: new Map() });

/**
 * Thousands of small files: synchronous calls are faster here than a promise
 * per stat and read (the time went to waiting between them, not to parsing).
 * Given the files that changed since the last load (watch mode), and when those are Markdown
 * files that existed then and still do, the folders are not listed and the other files are
 * not looked at again: a one-post edit reads one file, not 4000 directory entries and stats.
 */
function readDocs(
  paths: Paths,
  cache: LoadCache,
  listings: Map<string, Listing>,
  changed?: readonly string[],
  overrides?: Overrides,
): { docs: RawDoc[]; pictures: string[]; issues: ContentIssue[] } {
  if (overrides) return readDocsWith(paths, cache, overrides);
  const previous = listings.get(paths.content);
  const changedAbs = changed?.map((f) => path.resolve(paths.root, f));
  const known = previous && changedAbs ? new Set(previous.docs.map((d) => d.abs)) : undefined;
  // A file replaced by a symbolic link is listed again (and checked), not read through the link.
  const reuse = Boolean(known && changedAbs!.every((abs) => abs.endsWith('.md') && known.has(abs) && isPlainFile(abs)));
  const listing = reuse ? previous! : listDocs(paths);
  listings.set(paths.content, listing);
  const listed = listing.docs;
  const recheck = reuse ? new Set(changedAbs) : undefined;
  const docs: RawDoc[] = [];
  const issues: ContentIssue[] = [...listing.issues];
  if (!reuse) issues.push(...checkLayout(paths));
  for (const { kind, slug, name, abs } of listed) {
    const hit = cache.get(abs);
    const kept = hit && 'doc' in hit.result ? hit.result : undefined;
    let result: ReturnType<typeof readMarkdown>;
    if (recheck && hit && kept && !recheck.has(abs)) result = kept;
    else {
      // A file whose size and time did not change is not read again.
      const st = gone(() => statSync(abs));
      // Deleted since it was listed: left out, as the next build (of its deletion) will.
      if (!st) continue;
      const stamp = `${st.size}:${st.mtimeMs}`;
      if (hit && kept && hit.stamp === stamp) result = kept;
      else {
        const text = gone(() => readPageText(abs));
        if (text === undefined) continue;
        const hash = createHash('sha1')
          .update(typeof text === 'string' ? text : '\0not utf-8')
          .digest('hex');
        result =
          typeof text !== 'string'
            ? notUtf8Page(relativeFile(paths.root, abs), text)
            : hit && kept && hit.hash === hash
              ? kept
              : readMarkdown(text, relativeFile(paths.root, abs));
        cache.set(abs, { hash, result, stamp });
      }
    }
    issues.push(...result.issues);
    docs.push({ kind, slug, lang: PAGE_FILE.exec(name)?.[1] ?? name, doc: result.doc, hash: cache.get(abs)?.hash });
  }
  return { docs, pictures: listing.pictures, issues };
}

/**
 * The pages as they would be with `overrides` (a preview): listed afresh, an overridden page
 * read from its text (it may not exist yet), and nothing kept for later builds.
 */
function readDocsWith(
  paths: Paths,
  cache: LoadCache,
  overrides: Overrides,
): { docs: RawDoc[]; pictures: string[]; issues: ContentIssue[] } {
  const listing = listDocs(paths);
  const listed = new Set(listing.docs.map((d) => d.abs));
  const extra = [...overrides.keys()].flatMap((abs): ListedDoc[] => {
    const rel = path.relative(paths.content, abs).split(path.sep);
    const kind = PAGE_KINDS.find((k) => PAGE_TYPES[k].folder === rel.slice(0, -2).join('/'));
    const [slug, name] = rel.slice(-2);
    return kind && slug && name && PAGE_FILE.test(name) && !listed.has(abs) && overrides.get(abs) !== null
      ? [{ kind, slug, name, abs }]
      : [];
  });
  const docs: RawDoc[] = [];
  const issues: ContentIssue[] = [...listing.issues, ...checkLayout(paths)];
  for (const { kind, slug, name, abs } of [...listing.docs, ...extra]) {
    const text = overrides.get(abs);
    if (text === null) continue;
    const hit = cache.get(abs);
    const onDisk = (): ReturnType<typeof readMarkdown> => {
      const read = readPageText(abs);
      return typeof read !== 'string'
        ? notUtf8Page(relativeFile(paths.root, abs), read)
        : readMarkdown(read, relativeFile(paths.root, abs));
    };
    const decoded = text === undefined ? undefined : decodeText(text);
    const result =
      decoded !== undefined
        ? readMarkdown(decoded, relativeFile(paths.root, abs))
        : hit && 'doc' in hit.result
          ? hit.result
          : onDisk();
    // Hashed as the build hashes a file (the rules keep their verdicts by it): the unchanged pages' are the build's.
    const hash =
      decoded !== undefined
        ? createHash('sha1').update(decoded).digest('hex')
        : hit && 'doc' in hit.result
          ? hit.hash
          : undefined;
    issues.push(...result.issues);
    docs.push({ kind, slug, lang: PAGE_FILE.exec(name)?.[1] ?? name, doc: result.doc, ...(hash ? { hash } : {}) });
  }
  return { docs, pictures: listing.pictures, issues };
}

/** The existing image an editor most likely meant: the same name in other capitals, or a close spelling. */
export function similarImage(value: string, images: RawSite['images']): string | undefined {
  const keys = [...images.keys()];
  return keys.find((k) => k.toLowerCase() === value.toLowerCase()) ?? didYouMean(value, keys);
}

async function listImages(
  dir: string,
  paths: Paths,
  sizes: ImageSizes,
  issues: ContentIssue[],
  beside: readonly string[],
  pictures?: PictureOverrides,
): Promise<Map<string, { abs: string; hash: string }>> {
  const base = paths.content;
  const out = new Map<string, { abs: string; hash: string }>();
  const onLink = (abs: string): boolean => {
    const link = linkTarget(abs, paths.content);
    if (!link.inside)
      issues.push(
        makeIssue('SYMLINK_OUTSIDE', { target: link.target, folder: 'content/' }, relativeFile(paths.root, abs)),
      );
    return link.inside;
  };
  const special = (abs: string): void =>
    void issues.push(
      makeIssue(
        'UNKNOWN_FILE',
        { name: path.basename(abs), expected: SPECIAL_EXPECTED },
        relativeFile(paths.root, abs),
      ),
    );
  const listed = [...(await listFiles(dir, onLink, special)), ...beside];
  const extra = [...(pictures?.keys() ?? [])].filter((abs) => !listed.includes(abs));
  for (const at of [...listed, ...extra]) {
    // A draft's picture is read from where the draft keeps it, and named as it will be in content/.
    const abs = pictures?.get(at) ?? at;
    if (ignored(path.basename(at))) continue;
    if (!IMAGE_EXTENSIONS.test(at)) {
      issues.push(
        makeIssue(
          'UNKNOWN_FILE',
          { name: path.basename(at), expected: 'pictures: .svg, .png, .jpg, .jpeg, .webp or .avif' },
          relativeFile(paths.root, at),
        ),
      );
      continue;
    }
    const bytes = await fs.readFile(abs).catch((error: NodeJS.ErrnoException) => {
      // Deleted since it was listed (watch mode): left out, as the build of its deletion will.
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (!bytes) continue;
    const hash = createHash('sha1').update(bytes).digest('hex');
    // A file that is not a picture, or too large to process, is named now (and by npm run check),
    // not by a stack trace when it is encoded. Sizes are cached by content hash.
    try {
      await imageSize({ abs, hash }, path.join(paths.cache, 'images'), sizes);
    } catch (error) {
      if (!(error instanceof ImageProblem)) throw error;
      // Still listed: the pages using it are not also told it is missing.
      issues.push(imageIssue(error, relativeFile(paths.root, at)));
    }
    out.set(path.relative(base, at).split(path.sep).join('/'), { abs, hash });
  }
  return out;
}

/**
 * One kind of YAML content file, read as it is declared: a file, a file per language (a missing
 * one is named, unless the kind is optional), or each file of a folder.
 */
async function readFileKind(
  type: FileKindDeclaration,
  paths: Paths,
  read: (abs: string) => Promise<{ file: SourceFile; issues: ContentIssue[] }>,
  exists: (abs: string) => boolean,
  take: (r: { file: SourceFile; issues: ContentIssue[] }) => SourceFile,
): Promise<SourceFile | SourceFile[] | Partial<Record<Lang, SourceFile>> | undefined> {
  const absOf = (lang: Lang) => path.join(paths.root, fileOf(type, lang));
  if (type.file.includes('*')) {
    const [folder = '', ending = ''] = absOf(DEFAULT_LANG).split('*');
    const found = (await listFiles(path.dirname(`${folder}x`))).filter((f) => f.endsWith(ending)).sort();
    return Promise.all(found.map(async (f) => take(await read(f))));
  }
  if (!type.file.includes('{lang}')) {
    const abs = absOf(DEFAULT_LANG);
    return type.optional && !exists(abs) ? undefined : take(await read(abs));
  }
  const byLang: Partial<Record<Lang, SourceFile>> = {};
  const wanted = LANGS.filter((lang) => !type.optional || exists(absOf(lang)));
  const read_ = await Promise.all(wanted.map((lang) => read(absOf(lang))));
  wanted.forEach((lang, i) => {
    const r = read_[i]!;
    // Every page shows texts of this kind: a language without its file has no pages at all.
    if (r.issues.some((x) => x.code === 'FILE_MISSING'))
      r.issues.splice(
        0,
        r.issues.length,
        makeIssue('TEXT_FILE_MISSING', { file: r.file.file, reference: fileOf(type, DEFAULT_LANG) }, r.file.file),
      );
    const missing = r.issues.some((x) => x.code === 'TEXT_FILE_MISSING');
    const file = take(r);
    if (!missing) byLang[lang] = file;
  });
  return byLang;
}

/** `changed`: root-relative files changed since the last load with these caches (undefined: unknown). */
export async function loadSources(
  paths: Paths,
  caches: LoadCaches = newLoadCaches(),
  changed?: readonly string[],
  overrides?: Overrides,
  pictures?: PictureOverrides,
): Promise<RawSite> {
  const cache = caches.files;
  const readParsed = (abs: string, json = false) => readParsedFile(abs, paths, cache, json, overrides);
  const issues: ContentIssue[] = [];
  const take = (r: { file: SourceFile; issues: ContentIssue[] }): SourceFile => {
    issues.push(...r.issues);
    return r.file;
  };
  const locales: Partial<Record<Lang, SourceFile>> = {};
  for (const lang of LANGS) {
    const abs = path.join(paths.locales, `${lang}.json`);
    const r = await readParsed(abs, true);
    if (r.issues.some((i) => i.code === 'FILE_MISSING')) {
      issues.push(makeIssue('LOCALE_FILE_MISSING', { lang }, relativeFile(paths.root, abs)));
      continue;
    }
    locales[lang] = take(r);
  }
  issues.push(...unknownLocaleFiles(paths));
  const files: Record<string, unknown> = {};
  const exists = (abs: string): boolean => existsSync(abs) || Boolean(overrides?.has(abs));
  for (const kind of FILE_KINDS) files[kind] = await readFileKind(FILE_TYPES[kind], paths, readParsed, exists, take);
  const docs = readDocs(paths, cache, caches.listings, changed, overrides);
  issues.push(...docs.issues);
  const pkg = JSON.parse(await fs.readFile(path.join(paths.root, 'package.json'), 'utf8')) as { version?: string };
  return {
    // Read by the declarations, so shaped as LoadedFiles declares.
    ...(files as LoadedFiles),
    locales,
    docs: docs.docs,
    images: await listImages(
      path.join(paths.content, 'images'),
      paths,
      caches.imageSizes,
      issues,
      docs.pictures,
      pictures,
    ),
    version: pkg.version ?? '0.0.0',
    issues,
  };
}
