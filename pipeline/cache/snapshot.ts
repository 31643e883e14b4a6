/**
 * What a build leaves for the next one (in the git-ignored cache folder): the stamp of every
 * input file, the route table with each page's sources (in a file of its own, read only when
 * there is something to build), and the hash of every file in dist/.
 * The next `npm run build` compares stamps, and if the code and dist/ are the ones it left,
 * re-renders only the pages whose sources changed and writes only bytes that changed:
 * the same incremental path as watch mode. Anything unexpected means a full build.
 */
import fs from 'node:fs/promises';
import { lstatSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { writeFileAtomically } from '../write-file';
import { ROOT, type Paths } from '../config';
import type { Route } from '../routes/routes';
import type { LinkedPage } from '../../model/route';
import type { AssetManifest } from '../render/bundle';
import type { ImageMap } from '../images/images';
import type { Listing } from '../load/page-files';
import { sweepLeftovers } from '../outputs/targets';
import { asciiJson, readCacheText } from './cache-text';

const FILE = 'build-state.json';
/** The route table, most of the snapshot's bytes: read only when there is something to build. */
const ROUTES_FILE = 'build-routes.json';
/** The listing of content/'s page files the last build made: a new process need not walk content/ again. */
const LISTING_FILE = 'build-listing.json';
/** Folders whose files feed the pages (content) and folders whose files are the generator (code). */
const INPUT_DIRS = ['content', 'locales', 'public'];
const CODE_DIRS = ['model', 'pipeline', 'templates', 'islands'];
const CODE_FILES = ['build.ts', 'package-lock.json', 'tsconfig.json'];

export interface Snapshot {
  /** The generator's code, its options and the output folder: any change means a full build. */
  key: string;
  /** Identity of the dist/ folder this snapshot describes (a full build swaps in a new one). */
  distId: string;
  /** Root-relative input path -> "size:mtime". */
  inputs: Record<string, string>;
  /** Pages in the route table, and the fingerprint of the table stored beside (ROUTES_FILE). */
  pages: number;
  routesId: string;
  /** dist/-relative path -> sha1 of the bytes written there (not the compressed copies). */
  hashes: Record<string, string>;
  assets: Omit<AssetManifest, 'files'>;
  /** Per search shard, the fingerprint of what it was built from. */
  search: Record<string, string>;
  /** The files of dist/ copied from public/ (so one removed from public/ leaves dist/ too). */
  public?: string[];
  /** Content warnings the build printed, to print again when nothing changed. */
  warnings?: string[];
  /** Whether text files have .br and .gz copies beside them (the host serves them). */
  copies?: boolean;
  /** The pictures' answer (names and sizes) for the set of pictures whose files dist/ holds, by its key. */
  images?: { key: string; images: ImageMap };
  /** The id of the stored parses (sources-v3.jsonl) the route table was built from. */
  sources?: string;
  /** The id of the listing of content/'s page files stored beside (LISTING_FILE). */
  listing?: string;
  /**
   * The modification time of every folder of dist/ that holds a listed file, dist/ itself
   * included ("."), and when they were read: a file removed from a folder changes the folder's
   * time, so unchanged times spare walking dist/ to find out that nothing is missing. Taken by
   * the first check that walked dist/ and found it whole, not by the build (its cost stays off
   * every build).
   */
  folders?: { at: number; times: Record<string, number> };
}

/** Files under dir, as paths relative to base with forward slashes (string slicing: path.relative costs 20 µs a file). */
function walkSync(dir: string, base: string): string[] {
  const cut = base.length + 1;
  const posix = (p: string): string => (path.sep === '/' ? p : p.split(path.sep).join('/'));
  try {
    return (
      readdirSync(dir, { recursive: true, withFileTypes: true })
        // A symbolic link is an input too: one added after a build is a change (the build refuses it if it leaves its folder).
        .filter((e) => e.isFile() || e.isSymbolicLink())
        .map((e) => (e.parentPath.length < cut ? e.name : posix(`${e.parentPath.slice(cut)}${path.sep}${e.name}`)))
    );
  } catch {
    return [];
  }
}

/** The build options that change the output, as they enter the generator's fingerprint. */
export const buildOptions = (drafts = false): Record<string, unknown> => ({ drafts });

/** The generator's fingerprint: its source files, lockfile and build options. */
export function codeKey(paths: Paths, options: Record<string, unknown>): string {
  const h = createHash('sha1').update(JSON.stringify({ options, dist: paths.dist, root: paths.root }));
  const files = [...CODE_DIRS.flatMap((d) => walkSync(path.join(ROOT, d), ROOT)), ...CODE_FILES]
    .sort()
    .map((f) => path.join(ROOT, f));
  for (const f of files) {
    h.update(f);
    try {
      h.update(readFileSync(f));
    } catch {
      /* an optional file */
    }
  }
  return h.digest('hex');
}

/** Stamps of every input file, taken before the build reads them. */
export function inputStamps(paths: Paths): Record<string, string> {
  const out: Record<string, string> = {};
  const files = [...INPUT_DIRS.flatMap((d) => walkSync(path.join(paths.root, d), paths.root)), 'package.json'];
  for (const rel of files) {
    try {
      const st = statSync(`${paths.root}/${rel}`);
      out[rel] = `${st.size}:${st.mtimeMs}`;
    } catch {
      try {
        // A link to nothing: its own stamp.
        const st = lstatSync(`${paths.root}/${rel}`);
        out[rel] = `link:${st.size}:${st.mtimeMs}`;
      } catch {
        /* vanished while listing */
      }
    }
  }
  return out;
}

/** Input files that were added, removed or touched since the snapshot. */
export function changedInputs(before: Record<string, string>, now: Record<string, string>): string[] {
  const out = new Set<string>();
  for (const [f, stamp] of Object.entries(now)) if (before[f] !== stamp) out.add(f);
  for (const f of Object.keys(before)) if (!(f in now)) out.add(f);
  return [...out].sort();
}

async function distId(dist: string): Promise<string | undefined> {
  try {
    const st = await fs.stat(dist);
    return `${st.dev}:${st.ino}:${st.birthtimeMs}`;
  } catch {
    return undefined;
  }
}

/** The route table stored with the snapshot; undefined if it is missing or belongs to another snapshot (full build). */
export async function readRoutes(paths: Paths, snap: Snapshot): Promise<Route[] | undefined> {
  try {
    const stored = JSON.parse(await readCacheText(path.join(paths.cache, ROUTES_FILE))) as StoredRoutes;
    if (stored.id !== snap.routesId || !stored.files || !stored.linked) return undefined;
    const { files, linked, lists } = stored;
    // Each route as the build made it (its keys in the same order), each shared value the one object.
    return stored.routes.map((r): Route => {
      const route: Route = { ...r, sources: r.sources.map((i) => files[i]!), items: undefined, pagination: undefined };
      // A key the stored route does not have (JSON leaves out undefined) is not added.
      if (r.items) route.items = r.items.map((i) => linked[i]!);
      else delete route.items;
      if (r.pagination !== undefined)
        route.pagination = typeof r.pagination === 'number' ? lists?.[r.pagination] : r.pagination;
      else delete route.pagination;
      return route;
    });
  } catch {
    return undefined;
  }
}

/**
 * The route table as stored. What many pages repeat is stored once and named by its place:
 * the list of page addresses the pages of one blog list share (`lists`; written out on every
 * page, it grew with the square of the number of list pages), the source files (`files`:
 * every page names the shared ones) and the pages lists show (`linked`: a post is on its
 * blog page, its category page and beside its related posts). Written out, these were two
 * thirds of the table a one-post build reads before anything else.
 */
type StoredRoute = Omit<Route, 'pagination' | 'sources' | 'items'> & {
  pagination?: string[] | number;
  sources: number[];
  items?: number[];
};

interface StoredRoutes {
  id: string;
  routes: StoredRoute[];
  lists?: string[][];
  files?: string[];
  linked?: LinkedPage[];
}

/** Places in a table of distinct values, each value stored once (told apart by `key`). */
function placesIn<T>(key: (value: T) => unknown = (v) => v): { table: T[]; place: (value: T) => number } {
  const table: T[] = [];
  const places = new Map<unknown, number>();
  return {
    table,
    place(value) {
      const k = key(value);
      let at = places.get(k);
      if (at === undefined) {
        at = table.push(value) - 1;
        places.set(k, at);
      }
      return at;
    },
  };
}

function storedRoutes(id: string, routes: readonly Route[]): StoredRoutes {
  const lists = placesIn<string[]>();
  const files = placesIn<string>();
  const linked = placesIn<LinkedPage>((p) => JSON.stringify(p));
  // Each shared value replaced by its place, the route's keys in the same order.
  const stored = routes.map(
    (r): StoredRoute => ({
      ...r,
      sources: r.sources.map(files.place),
      items: r.items?.map(linked.place),
      pagination: r.pagination && lists.place(r.pagination),
    }),
  );
  return { id, routes: stored, lists: lists.table, files: files.table, linked: linked.table };
}

/** The listing of page files stored with the snapshot; undefined if it is missing or another build's. */
export async function readListing(paths: Paths, snap: Snapshot): Promise<Listing | undefined> {
  if (!snap.listing) return undefined;
  try {
    const stored = JSON.parse(await readCacheText(path.join(paths.cache, LISTING_FILE))) as {
      id: string;
      listing: Listing;
    };
    return stored.id === snap.listing ? stored.listing : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The snapshot, if it describes this code and this dist/; otherwise undefined (full build).
 * `complete`: also check that dist/ still holds every file it lists (a walk of dist/); a build
 * that goes on from it checks that from its listing of dist/ instead (outputs/targets.ts).
 */
export async function readSnapshot(paths: Paths, key: string, complete = true): Promise<Snapshot | undefined> {
  let snap: Snapshot;
  try {
    snap = JSON.parse(await readCacheText(path.join(paths.cache, FILE))) as Snapshot;
  } catch {
    return undefined;
  }
  if (snap.key !== key || snap.distId !== (await distId(paths.dist))) return undefined;
  return !complete || (await holdsAll(paths, snap)) ? snap : undefined;
}

/**
 * Whether dist/ holds every file the snapshot lists (one deleted by hand would otherwise stay
 * missing). A walk that finds it whole leaves the folders' times in the snapshot for the next check.
 */
async function holdsAll(paths: Paths, snap: Snapshot): Promise<boolean> {
  const told = foldersTell(paths.dist, snap);
  if (told !== undefined) return told;
  const present = new Set(walkSync(paths.dist, paths.dist));
  if (!Object.keys(snap.hashes).every((f) => present.has(f))) return false;
  const folders = folderTimes(paths.dist, Object.keys(snap.hashes));
  // Written only while dist/ is still the one the snapshot describes (not replaced meanwhile).
  if (folders && snap.distId === (await distId(paths.dist)))
    await writeFileAtomically(path.join(paths.cache, FILE), asciiJson({ ...snap, folders } satisfies Snapshot)).catch(
      () => undefined,
    );
  return true;
}

/** Folders of dist/-relative files, each with every folder above it, dist/ itself as ".". */
function foldersOf(files: Iterable<string>): Set<string> {
  const out = new Set<string>(['.']);
  for (const f of files)
    for (let d = path.posix.dirname(f); d !== '.' && !out.has(d); d = path.posix.dirname(d)) out.add(d);
  return out;
}

/** The modification times of the folders of dist/ that hold the snapshot's files. */
function folderTimes(dist: string, files: Iterable<string>): Snapshot['folders'] {
  // The moment comes before the times: a folder changed up to then is listed by the check, not trusted.
  const at = Date.now();
  const times: Record<string, number> = {};
  try {
    for (const d of foldersOf(files)) times[d] = statSync(path.join(dist, d)).mtimeMs;
  } catch {
    return undefined; // a folder already gone: the next check walks dist/
  }
  return { at, times };
}

/**
 * Whether dist/ still holds every listed file, told from the folders' times: true or false,
 * or undefined when a folder's time moved (a walk of dist/ tells). A folder changed within a
 * clock tick of being timed keeps its time through a removal in that same tick, so such a
 * folder is listed instead. The tick is the kernel's (a few milliseconds) where the file
 * system keeps fractions of a second, and two seconds where every time is a whole second
 * (FAT, old HFS+).
 */
function foldersTell(dist: string, snap: Snapshot): boolean | undefined {
  const { folders } = snap;
  if (!folders) return undefined;
  const times = Object.values(folders.times);
  const tick = times.length && times.every((t) => t % 1000 === 0) ? 2000 : 50;
  const recent: string[] = [];
  for (const [d, time] of Object.entries(folders.times)) {
    let now: number;
    try {
      now = statSync(path.join(dist, d)).mtimeMs;
    } catch {
      return false; // every timed folder holds a listed file, or a folder that does
    }
    if (now !== time) return undefined;
    if (time >= folders.at - tick) recent.push(d);
  }
  if (!recent.length) return true;
  const wanted = new Map<string, string[]>(recent.map((d) => [d, []]));
  for (const f of Object.keys(snap.hashes)) wanted.get(path.posix.dirname(f))?.push(path.posix.basename(f));
  for (const [d, names] of wanted) {
    let present: Set<string>;
    try {
      present = new Set(readdirSync(path.join(dist, d)));
    } catch {
      return undefined;
    }
    if (!names.every((n) => present.has(n))) return false;
  }
  return true;
}

/** What `npm run build` learns before loading the pipeline, handed on so the build does not look again. */
export interface SnapshotCheck {
  key: string;
  stamps: Record<string, string>;
  /** The snapshot, if it describes this code and this dist/. */
  snap?: Snapshot;
  /** Same code, no input added, removed or touched, and dist/ holds every file that build wrote. */
  unchanged: boolean;
}

/** Needs none of the pipeline's libraries, so `npm run build` answers "nothing changed" without loading them. */
export async function checkSnapshot(paths: Paths, options: Record<string, unknown>): Promise<SnapshotCheck> {
  const key = codeKey(paths, options);
  const stamps = inputStamps(paths);
  const snap = await readSnapshot(paths, key, false);
  // Only "nothing to do" needs dist/ walked now: a build checks it while linking dist/.
  const unchanged = Boolean(snap && changedInputs(snap.inputs, stamps).length === 0 && (await holdsAll(paths, snap)));
  // Nothing to build: what an interrupted build left beside dist/ goes all the same.
  if (unchanged) await sweepLeftovers(paths.dist, true);
  return { key, stamps, snap, unchanged };
}

/** The last build's snapshot when a build now has nothing to do; otherwise undefined. */
export async function unchangedSince(paths: Paths, options: Record<string, unknown>): Promise<Snapshot | undefined> {
  const check = await checkSnapshot(paths, options);
  return check.unchanged ? check.snap : undefined;
}

/**
 * Records what the new dist/ holds. A build that swapped in its tree but was killed before
 * this leaves the old snapshot, which no longer matches dist/'s identity: a full build follows.
 */
export async function writeSnapshot(
  paths: Paths,
  snap: Omit<Snapshot, 'distId' | 'pages' | 'routesId' | 'listing'> & { routes: Route[] },
  storedRoutesId?: string,
  listing?: { id: string; value?: Listing },
): Promise<void> {
  const id = await distId(paths.dist);
  if (!id) return;
  await fs.mkdir(paths.cache, { recursive: true });
  // A listing read back and not changed stays on disk as it is.
  if (listing?.value)
    await writeFileAtomically(
      path.join(paths.cache, LISTING_FILE),
      asciiJson({ id: listing.id, listing: listing.value }),
    );
  const { routes, ...rest } = snap;
  // `storedRoutesId`: the build kept the table it read, which stays on disk as it is.
  // Otherwise this build's table is named by a random id (hashing it is a pass over every route).
  const routesId = storedRoutesId ?? randomUUID();
  // The table first: a snapshot is never read beside another build's table.
  if (!storedRoutesId)
    await writeFileAtomically(path.join(paths.cache, ROUTES_FILE), asciiJson(storedRoutes(routesId, routes)));
  await writeFileAtomically(
    path.join(paths.cache, FILE),
    asciiJson({ ...rest, pages: routes.length, routesId, distId: id, listing: listing?.id } satisfies Snapshot),
  );
}
