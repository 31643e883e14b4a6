/**
 * Stage 1: read content/ and locales/ from disk, syntax-checked only.
 * Unchanged files come from the cache (watch mode re-reads only what changed).
 */
import fs from 'node:fs/promises';
import { existsSync, lstatSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { type Paths } from '../config';
import { DEFAULT_LANG, LANGS, type Lang } from '../../model/languages';
import { relativeFile, type ContentIssue } from '../errors';
import { parsedYaml, readYaml, type ParsedYaml, type ReadResult } from './read-yaml';
import { readMarkdown, type MarkdownSource } from './read-markdown';
import { linkTarget, listFiles } from './walk';
import { ImageProblem, imageIssue, imageSize, type ImageSizes } from './image-size';
import { didYouMean, makeIssue } from '../error-catalog';
import { PAGE_KINDS, PAGE_TYPES, type PageKind } from '../content-types';
import { newCaches, type BuildCaches } from '../state';

export interface SourceFile {
  /** Relative to the project root, forward slashes: what editors see in messages. */
  file: string;
  parsed?: ParsedYaml;
}

/** One Markdown page: content/<kind>/<slug>/index.<lang>.md (the layout Decap CMS's multiple_files i18n writes). */
export interface RawDoc {
  kind: PageKind;
  slug: string;
  lang: string;
  doc: MarkdownSource;
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
  /** Every file under content/images/, relative to content/ ("images/hero.svg"), with its hash. */
  images: Map<string, { abs: string; hash: string }>;
  version: string;
  issues: ContentIssue[];
}

export type LoadCache = Map<string, { hash: string; result: unknown; stamp?: string }>;

/** A Markdown file's parse as stored between builds (its positions are found again on demand). */
interface StoredDoc {
  abs: string;
  stamp: string;
  hash: string;
  file: string;
  body: string;
  bodyLine: number;
  front?: { source: string; data: unknown };
}

/** A YAML or JSON file's parse as stored between builds, found again by its content hash. */
interface StoredData {
  abs: string;
  hash: string;
  source: string;
  data: unknown;
}

const STORE = 'sources-v2.json';

/**
 * The parsed files of the last good build, read back by a new build process: Markdown files
 * whose size and time did not change are neither read nor parsed again, and YAML and JSON
 * files whose text did not change are not parsed again. Files with mistakes are never
 * stored, so their messages are always fresh.
 */
export async function restoreLoadCache(cacheDir: string): Promise<LoadCache> {
  const cache: LoadCache = new Map();
  let stored: { docs: StoredDoc[]; data: StoredData[] };
  try {
    stored = JSON.parse(await fs.readFile(path.join(cacheDir, STORE), 'utf8')) as typeof stored;
  } catch {
    return cache;
  }
  for (const d of stored.docs) {
    const doc: MarkdownSource = { file: d.file, body: d.body, bodyLine: d.bodyLine, front: d.front ? parsedYaml(d.front.source, d.front.data, 1) : undefined };
    cache.set(d.abs, { hash: d.hash, stamp: d.stamp, result: { doc, issues: [] } satisfies ReturnType<typeof readMarkdown> });
  }
  for (const d of stored.data) cache.set(d.abs, { hash: d.hash, result: { parsed: parsedYaml(d.source, d.data), issues: [] } satisfies ReadResult });
  return cache;
}

export async function persistLoadCache(cacheDir: string, cache: LoadCache): Promise<void> {
  const docs: StoredDoc[] = [];
  const data: StoredData[] = [];
  for (const [abs, entry] of cache) {
    // Markdown entries carry a stamp (size and time); data files are read and hashed each time.
    if (!entry.stamp) {
      const { parsed, issues } = entry.result as ReadResult;
      if (parsed && !issues.length) data.push({ abs, hash: entry.hash, source: parsed.source, data: parsed.data });
      continue;
    }
    const { doc, issues } = entry.result as ReturnType<typeof readMarkdown>;
    if (issues.length) continue;
    docs.push({ abs, stamp: entry.stamp, hash: entry.hash, file: doc.file, body: doc.body, bodyLine: doc.bodyLine, front: doc.front ? { source: doc.front.source, data: doc.front.data } : undefined });
  }
  await fs.mkdir(cacheDir, { recursive: true });
  const tmp = path.join(cacheDir, `${STORE}.${process.pid}`);
  await fs.writeFile(tmp, JSON.stringify({ docs, data }));
  await fs.rename(tmp, path.join(cacheDir, STORE));
}

/** Texts to read instead of files (absolute path -> text): the editor's preview of an unsaved entry. */
export type Overrides = ReadonlyMap<string, string>;

async function readParsedFile(abs: string, paths: Paths, cache: LoadCache, json = false, overrides?: Overrides): Promise<{ file: SourceFile; issues: ContentIssue[] }> {
  const file = relativeFile(paths.root, abs);
  let text: string;
  try {
    text = overrides?.get(abs) ?? (await fs.readFile(abs, 'utf8'));
  } catch {
    return { file: { file }, issues: [makeIssue('FILE_MISSING', { file }, file)] };
  }
  const hash = createHash('sha1').update(text).digest('hex');
  const hit = cache.get(abs);
  const result = hit && hit.hash === hash ? (hit.result as ReturnType<typeof readYaml>) : readYaml(text, file, { json });
  cache.set(abs, { hash, result });
  return { file: { file, parsed: result.parsed }, issues: result.issues };
}



interface ListedDoc {
  kind: PageKind;
  slug: string;
  name: string;
  abs: string;
}

/** The page files found, and the pictures saved beside them (absolute paths), and the mistakes in how they are laid out. */
export interface Listing {
  docs: ListedDoc[];
  pictures: string[];
  issues: ContentIssue[];
}

/** What loading reads from the build's caches. */
export type LoadCaches = Pick<BuildCaches, 'files' | 'listings' | 'imageSizes'>;

const ignored = (name: string): boolean => name.startsWith('.');

/** A page's file in one language: index.<lang>.md. */
const PAGE_FILE = /^index\.([a-z]+)\.md$/;
export const pageFileName = (lang: string): string => `index.${lang}.md`;

function isPlainFile(abs: string): boolean {
  try {
    return lstatSync(abs).isFile();
  } catch {
    return false;
  }
}

function listDocs(paths: Paths): Listing {
  const out: ListedDoc[] = [];
  const pictures: string[] = [];
  const issues: ContentIssue[] = [];
  const rel = (abs: string) => relativeFile(paths.root, abs);
  /** Entries of a folder; a symbolic link counts as what it leads to, if that is inside the project. */
  const entries = (dir: string): { name: string; abs: string; dir: boolean }[] => {
    const list: { name: string; abs: string; dir: boolean }[] = [];
    for (const d of readdirSync(dir, { withFileTypes: true })) {
      if (ignored(d.name)) continue;
      const abs = path.join(dir, d.name);
      if (d.isSymbolicLink()) {
        const link = linkTarget(abs, paths.root);
        if (!link.inside) {
          issues.push(makeIssue('SYMLINK_OUTSIDE', { target: link.target }, rel(abs)));
          continue;
        }
        list.push({ name: d.name, abs, dir: statSync(abs).isDirectory() });
      } else list.push({ name: d.name, abs, dir: d.isDirectory() });
    }
    return list.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  };
  for (const kind of PAGE_KINDS) {
    const base = path.join(paths.content, PAGE_TYPES[kind].folder);
    let slugs: { name: string; abs: string; dir: boolean }[];
    try {
      slugs = entries(base);
    } catch {
      continue;
    }
    for (const slug of slugs) {
      if (!slug.dir) {
        issues.push(makeIssue('UNKNOWN_FILE', { name: slug.name, expected: `one folder per page, each with index.<language>.md files (content/${PAGE_TYPES[kind].folder}/<page>/index.pt.md)` }, rel(slug.abs)));
        continue;
      }
      for (const f of entries(slug.abs)) {
        // index.xx.md with an unknown language is reported by validate (UNKNOWN_LANGUAGE).
        if (!f.dir && PAGE_FILE.test(f.name)) {
          out.push({ kind, slug: slug.name, name: f.name, abs: f.abs });
          continue;
        }
        // Pictures beside a page (uploaded with the editor) are listed with the images.
        if (!f.dir && IMAGE_EXTENSIONS.test(f.name)) {
          pictures.push(f.abs);
          continue;
        }
        const lower = f.name.toLowerCase();
        const lang = LANGS.find((l) => [`${l}.md`, `index.${l}.md`, `index.${l}.markdown`, `${l}.markdown`, l].includes(lower) || lower.startsWith(`index.${l}.md.`) || lower.startsWith(`${l}.md.`));
        const names = LANGS.map(pageFileName);
        issues.push(makeIssue('UNKNOWN_FILE', { name: f.name, expected: `${names.join(', ')} (or pictures)`, suggestion: lang ? pageFileName(lang) : didYouMean(f.name, names) }, rel(f.abs)));
      }
    }
  }
  return { docs: out, pictures, issues };
}

/** Files and folders content/ holds besides the page folders; anything else is a mistake, not ignored. */
const PAGE_FOLDERS = [...new Set(PAGE_KINDS.map((k) => `${PAGE_TYPES[k].folder.split('/')[0]}/`))];
const LAYOUT: Record<string, readonly string[]> = {
  '': ['site.yaml', 'home.yaml', 'team.yaml', 'home/', 'site/', ...PAGE_FOLDERS, 'landing/', 'glossary/', 'images/'],
  home: LANGS.map((l) => `index.${l}.yaml`),
  site: LANGS.map((l) => `index.${l}.yaml`),
  blog: ['categories.yaml', 'posts/'],
  landing: ['neighbourhoods.yaml', 'services.yaml', 'index.yaml', 'pages/'],
  glossary: LANGS.map((l) => `${l}.yaml`),
};

function checkLayout(paths: Paths): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const [folder, known] of Object.entries(LAYOUT)) {
    const dir = path.join(paths.content, folder);
    let list: import('node:fs').Dirent[];
    try {
      list = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const d of list) {
      if (ignored(d.name)) continue;
      const abs = path.join(dir, d.name);
      if (d.isSymbolicLink() && !linkTarget(abs, paths.root).inside) {
        issues.push(makeIssue('SYMLINK_OUTSIDE', { target: linkTarget(abs, paths.root).target }, relativeFile(paths.root, abs)));
        continue;
      }
      const name = d.isDirectory() || (d.isSymbolicLink() && statSync(abs).isDirectory()) ? `${d.name}/` : d.name;
      if (known.includes(name)) continue;
      issues.push(makeIssue('UNKNOWN_FILE', { name, expected: known.join(', '), suggestion: didYouMean(name, known) }, relativeFile(paths.root, abs)));
    }
  }
  return issues;
}

/**
 * Thousands of small files: synchronous calls are several times faster here than a promise
 * per stat and read (the time went to waiting between them, not to parsing).
 * Given the files that changed since the last load (watch mode), and when those are Markdown
 * files that existed then and still do, the folders are not listed and the other files are
 * not looked at again: a one-post edit reads one file, not 4000 directory entries and stats.
 */
function readDocs(paths: Paths, cache: LoadCache, listings: Map<string, Listing>, changed?: readonly string[], overrides?: Overrides): { docs: RawDoc[]; pictures: string[]; issues: ContentIssue[] } {
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
    let result: ReturnType<typeof readMarkdown>;
    if (recheck && hit && !recheck.has(abs)) result = hit.result as ReturnType<typeof readMarkdown>;
    else {
      // A file whose size and time did not change is not read again.
      const st = statSync(abs);
      const stamp = `${st.size}:${st.mtimeMs}`;
      if (hit && hit.stamp === stamp) result = hit.result as ReturnType<typeof readMarkdown>;
      else {
        const text = readFileSync(abs, 'utf8');
        const hash = createHash('sha1').update(text).digest('hex');
        result = hit && hit.hash === hash ? (hit.result as ReturnType<typeof readMarkdown>) : readMarkdown(text, relativeFile(paths.root, abs));
        cache.set(abs, { hash, result, stamp });
      }
    }
    issues.push(...result.issues);
    docs.push({ kind, slug, lang: PAGE_FILE.exec(name)?.[1] ?? name, doc: result.doc });
  }
  return { docs, pictures: listing.pictures, issues };
}

/**
 * The pages as they would be with `overrides` (a preview): listed afresh, an overridden page
 * read from its text (it may not exist yet), and nothing kept for later builds.
 */
function readDocsWith(paths: Paths, cache: LoadCache, overrides: Overrides): { docs: RawDoc[]; pictures: string[]; issues: ContentIssue[] } {
  const listing = listDocs(paths);
  const listed = new Set(listing.docs.map((d) => d.abs));
  const extra = [...overrides.keys()].flatMap((abs): ListedDoc[] => {
    const rel = path.relative(paths.content, abs).split(path.sep);
    const kind = PAGE_KINDS.find((k) => PAGE_TYPES[k].folder === rel.slice(0, -2).join('/'));
    const [slug, name] = rel.slice(-2);
    return kind && slug && name && PAGE_FILE.test(name) && !listed.has(abs) ? [{ kind, slug, name, abs }] : [];
  });
  const docs: RawDoc[] = [];
  const issues: ContentIssue[] = [...listing.issues, ...checkLayout(paths)];
  for (const { kind, slug, name, abs } of [...listing.docs, ...extra]) {
    const text = overrides.get(abs);
    const hit = cache.get(abs);
    const result = text !== undefined ? readMarkdown(text, relativeFile(paths.root, abs)) : hit ? (hit.result as ReturnType<typeof readMarkdown>) : readMarkdown(readFileSync(abs, 'utf8'), relativeFile(paths.root, abs));
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

export const IMAGE_EXTENSIONS = /\.(svg|png|jpe?g|webp|avif)$/i;

async function listImages(dir: string, paths: Paths, sizes: ImageSizes, issues: ContentIssue[], beside: readonly string[]): Promise<Map<string, { abs: string; hash: string }>> {
  const base = paths.content;
  const out = new Map<string, { abs: string; hash: string }>();
  const onLink = (abs: string): boolean => {
    const link = linkTarget(abs, paths.root);
    if (!link.inside) issues.push(makeIssue('SYMLINK_OUTSIDE', { target: link.target }, relativeFile(paths.root, abs)));
    return link.inside;
  };
  for (const abs of [...(await listFiles(dir, onLink)), ...beside]) {
    if (ignored(path.basename(abs))) continue;
    if (!IMAGE_EXTENSIONS.test(abs)) {
      issues.push(makeIssue('UNKNOWN_FILE', { name: path.basename(abs), expected: 'pictures: .svg, .png, .jpg, .jpeg, .webp or .avif' }, relativeFile(paths.root, abs)));
      continue;
    }
    const hash = createHash('sha1').update(await fs.readFile(abs)).digest('hex');
    // A file that is not a picture, or too large to process, is named now (and by npm run check),
    // not by a stack trace when it is encoded. Sizes are cached by content hash.
    try {
      await imageSize({ abs, hash }, path.join(paths.cache, 'images'), sizes);
    } catch (error) {
      if (!(error instanceof ImageProblem)) throw error;
      // Still listed: the pages using it are not also told it is missing.
      issues.push(imageIssue(error, relativeFile(paths.root, abs)));
    }
    out.set(path.relative(base, abs).split(path.sep).join('/'), { abs, hash });
  }
  return out;
}

/** `changed`: root-relative files changed since the last load with these caches (undefined: unknown). */
export async function loadSources(paths: Paths, caches: LoadCaches = newCaches(), changed?: readonly string[], overrides?: Overrides): Promise<RawSite> {
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
  const texts: RawSite['texts'] = { home: {}, site: {} };
  for (const kind of ['home', 'site'] as const) {
    const read = await Promise.all(LANGS.map((lang) => readParsed(path.join(paths.content, kind, `index.${lang}.yaml`))));
    LANGS.forEach((lang, i) => {
      const r = read[i]!;
      // Every page shows these texts: a language without its file has no pages at all.
      if (r.issues.some((x) => x.code === 'FILE_MISSING')) issues.push(makeIssue('TEXT_FILE_MISSING', { file: r.file.file, reference: `content/${kind}/index.${DEFAULT_LANG}.yaml` }, r.file.file));
      else texts[kind][lang] = take(r);
    });
  }
  const docs = readDocs(paths, cache, caches.listings, changed, overrides);
  issues.push(...docs.issues);
  const [neighbourhoods, services, landingIndex] = await Promise.all(
    ['neighbourhoods.yaml', 'services.yaml', 'index.yaml'].map((f) => readParsed(path.join(paths.content, 'landing', f))),
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
  const pkg = JSON.parse(await fs.readFile(path.join(paths.root, 'package.json'), 'utf8')) as { version?: string };
  return {
    site: take(site!),
    home: take(home!),
    team: take(team!),
    locales,
    texts,
    docs: docs.docs,
    landing: { neighbourhoods: take(neighbourhoods!), services: take(services!), texts: landingTexts.map(take), index: take(landingIndex!) },
    categories: take(categories),
    glossaries,
    images: await listImages(path.join(paths.content, 'images'), paths, caches.imageSizes, issues, docs.pictures),
    version: pkg.version ?? '0.0.0',
    issues,
  };
}
