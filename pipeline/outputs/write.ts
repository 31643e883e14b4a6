/**
 * The last stage, the one writer of every build: given what dist/ holds (the previous state's
 * hashes) and the files this build produced, it writes the files whose bytes changed with
 * their compressed copies (for a target that keeps them), and removes the files that no longer
 * belong, into a staging (see targets.ts). From an empty state every file has changed, so a cold build writes and
 * compresses everything; a rebuild, only what changed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { linkTarget, listFiles, SPECIAL_EXPECTED } from '../load/walk';
import { relativeFile, type ContentIssue } from '../errors';
import { makeIssue } from '../error-catalog';
import type { OutputFile } from '../images/images';
import type { Route } from '../routes/routes';
import { precompress } from './hosting';
import type { Staging } from './targets';

export const hashBytes = (bytes: Uint8Array): string => createHash('sha1').update(bytes).digest('hex');

/** What made a file of dist/. */
export type PartName = 'public' | 'pages' | 'images' | 'share' | 'bundle' | 'search' | 'site';

/**
 * One producer's share of the new dist/: the files it made this time, and which of the files
 * it made before stay though it did not make them again (pages not re-rendered, public files
 * not read again, search shards not re-indexed). A producer that did not run this time (no
 * image processed, the bundle reused, the search index left for later) is left out, and its
 * files stay as they are.
 */
export interface OutputPart {
  name: PartName;
  files: readonly OutputFile[];
  keeps?: (file: string) => boolean;
  /** Copied as they are, never compressed (public/). */
  plain?: boolean;
}

/** Which producer made a file of the last build, from what that build recorded. */
function ownerOf(file: string, pages: ReadonlySet<string>, copied: ReadonlySet<string>): PartName {
  if (copied.has(file)) return 'public';
  if (pages.has(file)) return 'pages';
  if (file.startsWith('assets/img/')) return 'images';
  if (file.startsWith('og/')) return 'share';
  if (file.startsWith('assets/')) return 'bundle';
  if (file.startsWith('pagefind/')) return 'search';
  // sitemap.xml, robots.txt, _headers, _redirects, feeds: made in full by every build.
  return 'site';
}

const COPIES = ['.br', '.gz'];

/** What dist/ holds, as far as writing it needs (the build state's DistState is one). */
export interface WrittenDist {
  /** dist/-relative path -> sha1 of the bytes there (compressed copies aside). Empty: nothing is known of dist/. */
  hashes: Map<string, string>;
  /** The route table its pages were rendered from. */
  routes: readonly Route[];
  /** The files copied from public/ (dist/-relative). */
  public: string[];
  /** Whether its text files have .br and .gz copies beside them (a host that serves them; see site.yaml's static_host). */
  copies?: boolean;
}

export interface Written {
  /** dist/-relative paths written (their compressed copies aside) and removed. */
  written: string[];
  removed: string[];
  bytes: number;
  /** Removes the replaced tree; the caller starts it once its own last files are written. */
  cleanup: () => Promise<void>;
}

/**
 * Writes into `staging` the produced files whose bytes differ from `dist`'s hashes, with
 * compressed copies of those (public/ files aside) when `dist.copies`, and removes the files of `dist` that no
 * part keeps, with their copies. Updates `dist.hashes` to what dist/ then holds. Later parts
 * win a path: a generated file over a public/ file of the same name.
 */
export async function writeChanges(
  staging: Staging,
  dist: WrittenDist,
  parts: readonly OutputPart[],
): Promise<Written> {
  const produced = new Map<string, { file: OutputFile; part: OutputPart }>();
  for (const part of parts) for (const file of part.files) produced.set(file.outputPath, { file, part });
  const ran = new Set(parts.map((p) => p.name));
  const pages = new Set(dist.routes.map((r) => r.outputPath));
  const copied = new Set(dist.public);
  const stays = (file: string): boolean =>
    produced.has(file) || !ran.has(ownerOf(file, pages, copied)) || parts.some((p) => p.keeps?.(file));
  const changed = [...produced.values()]
    .map((c) => ({ ...c, hash: hashBytes(c.file.bytes) }))
    .filter((c) => dist.hashes.get(c.file.outputPath) !== c.hash);
  const gone = [...dist.hashes.keys()].filter((file) => !stays(file)).sort();
  if (!changed.length && !gone.length) {
    await staging.abandon();
    return { written: [], removed: [], bytes: 0, cleanup: async () => undefined };
  }
  const copies = dist.copies ? await precompress(changed.filter((c) => !c.part.plain).map((c) => c.file)) : [];
  const compressed = new Set(copies.map((f) => f.outputPath));
  // A changed file that is no longer compressed (or is too small now) loses its old copies.
  const stale = changed.flatMap((c) => COPIES.map((x) => c.file.outputPath + x)).filter((x) => !compressed.has(x));
  const write = [...changed.map((c) => c.file), ...copies];
  const { cleanup } = await staging.commit(write, [
    ...gone.flatMap((file) => ['', ...COPIES].map((x) => file + x)),
    ...stale,
  ]);
  for (const c of changed) dist.hashes.set(c.file.outputPath, c.hash);
  for (const file of gone) dist.hashes.delete(file);
  return {
    written: changed.map((c) => c.file.outputPath).sort(),
    removed: gone,
    bytes: write.reduce((n, f) => n + f.bytes.byteLength, 0),
    cleanup,
  };
}

/**
 * public/, copied as it is: the bytes of the files that changed or are new to dist/ (all of
 * them from an empty state, or when the changes are unknown), and the list of all.
 */
export async function publicPart(
  dir: string,
  hashes: ReadonlyMap<string, string>,
  changed?: readonly string[],
  madeByBuild: (file: string) => boolean = () => false,
): Promise<OutputPart & { all: string[]; issues: ContentIssue[] }> {
  const issues: ContentIssue[] = [];
  const root = path.dirname(dir);
  // The one rule of every input folder: a link is followed only while it stays inside it.
  const onLink = (abs: string): boolean => {
    const link = linkTarget(abs, dir);
    if (!link.inside)
      issues.push(makeIssue('SYMLINK_OUTSIDE', { target: link.target, folder: 'public/' }, relativeFile(root, abs)));
    return link.inside;
  };
  // A named pipe would hold the copy forever: named, never read.
  const onSpecial = (abs: string): void =>
    void issues.push(
      makeIssue(
        'UNKNOWN_FILE',
        { name: path.basename(abs), expected: SPECIAL_EXPECTED, folder: 'public/' },
        relativeFile(root, abs),
      ),
    );
  const listed = (await listFiles(dir, onLink, onSpecial)).map((abs) =>
    path.relative(dir, abs).split(path.sep).join('/'),
  );
  // .env, .git, .DS_Store: settings or secrets, never published.
  const hidden = (f: string): boolean => f.split('/').some((part) => part.startsWith('.'));
  for (const f of listed.filter(hidden)) issues.push(makeIssue('PUBLIC_HIDDEN_FILE', { name: f }, `public/${f}`));
  const all = listed.filter((f) => !hidden(f));
  // The generated file wins (it is the later part): said, not silently dropped.
  for (const f of all.filter(madeByBuild)) issues.push(makeIssue('PUBLIC_COLLISION', { name: f }, `public/${f}`));
  const touched =
    changed && new Set(changed.filter((f) => f.startsWith('public/')).map((f) => f.slice('public/'.length)));
  const read = all.filter((f) => !touched || touched.has(f) || !hashes.has(f));
  const files = await Promise.all(
    read.map(async (f) => ({ outputPath: f, bytes: await fs.readFile(path.join(dir, f)) })),
  );
  const owned = new Set(all);
  return { name: 'public', files, keeps: (file) => owned.has(file), plain: true, all, issues };
}
