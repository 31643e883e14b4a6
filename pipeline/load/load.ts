/**
 * Stage 1: read content/ and locales/ from disk, syntax-checked only.
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
import { PAGE_KINDS, PAGE_TYPES, type PageKind } from '../content-types';

export type { SourceFile } from './read-yaml';

/** One Markdown page: content/<kind>/<slug>/index.<lang>.md (the layout Decap CMS's multiple_files i18n writes). */
export interface RawDoc {
  kind: PageKind;
  slug: string;
  lang: string;
  doc: MarkdownSource;
  /** sha1 of the file's text (rules keep their verdicts by it: validate/verdicts.ts); none in a preview. */
  hash?: string;
}

export interface RawSite {
  site: SourceFile;
  home: SourceFile;
  team: SourceFile;
  locales: Partial<Record<Lang, SourceFile>>;
  /** The clinic's texts per language: content/home/index.<lang>.yaml and content/site/index.<lang>.yaml. */
  texts: { home: Partial<Record<Lang, SourceFile>>; site: Partial<Record<Lang, SourceFile>> };
  docs: RawDoc[];
  /** texts: content/landing/pages/*.yaml, each neighbourhood's page texts; index: the list page's texts. */
  landing: { neighbourhoods: SourceFile; services: SourceFile; texts: SourceFile[]; index: SourceFile };
  categories: SourceFile;
  /** content/glossary/<lang>.yaml, for the languages that have one. */
  glossaries: Partial<Record<Lang, SourceFile>>;
  /** content/translations.yaml: the Portuguese each translation was made from (validate/translations.ts), when it exists. */
  translations?: SourceFile;
  /** Every file under content/images/, relative to content/ ("images/hero.svg"), with its hash. */
  images: Map<string, { abs: string; hash: string }>;
  version: string;
  issues: ContentIssue[];
}

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
    const result =
      text !== undefined
        ? readMarkdown(decodeText(text), relativeFile(paths.root, abs))
        : hit && 'doc' in hit.result
          ? hit.result
          : onDisk();
    issues.push(...result.issues);
    docs.push({ kind, slug, lang: PAGE_FILE.exec(name)?.[1] ?? name, doc: result.doc });
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
  const [site, home, team] = await Promise.all(
    ['site.yaml', 'home.yaml', 'team.yaml'].map((f) => readParsed(path.join(paths.content, f))),
  );
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
  const texts: RawSite['texts'] = { home: {}, site: {} };
  for (const kind of ['home', 'site'] as const) {
    const read = await Promise.all(
      LANGS.map((lang) => readParsed(path.join(paths.content, kind, `index.${lang}.yaml`))),
    );
    LANGS.forEach((lang, i) => {
      const r = read[i]!;
      // Every page shows these texts: a language without its file has no pages at all.
      if (r.issues.some((x) => x.code === 'FILE_MISSING'))
        issues.push(
          makeIssue(
            'TEXT_FILE_MISSING',
            { file: r.file.file, reference: `content/${kind}/index.${DEFAULT_LANG}.yaml` },
            r.file.file,
          ),
        );
      else texts[kind][lang] = take(r);
    });
  }
  const docs = readDocs(paths, cache, caches.listings, changed, overrides);
  issues.push(...docs.issues);
  const [neighbourhoods, services, landingIndex] = await Promise.all(
    ['neighbourhoods.yaml', 'services.yaml', 'index.yaml'].map((f) =>
      readParsed(path.join(paths.content, 'landing', f)),
    ),
  );
  const textFiles = (await listFiles(path.join(paths.content, 'landing', 'pages'))).filter((f) => f.endsWith('.yaml'));
  const landingTexts = await Promise.all(textFiles.map((f) => readParsed(f)));
  const categories = await readParsed(path.join(paths.content, 'blog', 'categories.yaml'));
  const glossaries: Partial<Record<Lang, SourceFile>> = {};
  for (const lang of LANGS) {
    const abs = path.join(paths.content, 'glossary', `${lang}.yaml`);
    // A language without a glossary file has nothing to check.
    if (existsSync(abs)) glossaries[lang] = take(await readParsed(abs));
  }
  const marksAbs = path.join(paths.content, 'translations.yaml');
  const translations = existsSync(marksAbs) || overrides?.has(marksAbs) ? take(await readParsed(marksAbs)) : undefined;
  const pkg = JSON.parse(await fs.readFile(path.join(paths.root, 'package.json'), 'utf8')) as { version?: string };
  return {
    site: take(site!),
    home: take(home!),
    team: take(team!),
    locales,
    texts,
    docs: docs.docs,
    landing: {
      neighbourhoods: take(neighbourhoods!),
      services: take(services!),
      texts: landingTexts.map(take),
      index: take(landingIndex!),
    },
    categories: take(categories),
    glossaries,
    ...(translations ? { translations } : {}),
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
