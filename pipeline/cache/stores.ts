/**
 * Where a build's state is kept between processes (see StateStore in state.ts). The default
 * keeps the rendered Markdown in the cache folder; `npm run build` keeps everything there: the
 * snapshot of dist/, the parsed sources and the rendered Markdown.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Paths } from '../config';
import type { Route } from '../routes/routes';
import type { LoadCache, OnDisk } from '../load/stored-sources';
import type { MarkdownSource } from '../load/read-markdown';
import { newState, type BuildState, type StateStore } from '../state';
import type { ImageMap } from '../images/images';
import { loadMarkdown, saveMarkdown } from '../content/content';
import { persistLoadCache, restoreLoadCache } from '../load/stored-sources';
import { persistVerdicts, restoreVerdicts } from '../validate/verdicts';
import type { Listing } from '../load/page-files';
import {
  buildOptions,
  changedInputs,
  checkSnapshot,
  readListing,
  readRoutes,
  writeSnapshot,
  type SnapshotCheck,
} from './snapshot';

/** Rendered Markdown in the cache folder: a new process renders only bodies it has not seen. */
export function markdownOnDisk(cacheDir: string): StateStore {
  return {
    open: async (given, changed) => ({ state: given ?? newState(), changed }),
    loadCaches: (state) => loadMarkdown(cacheDir, state.caches.markdown),
    saveCaches: (state) => saveMarkdown(cacheDir, state.caches.markdown),
    saveDist: async () => undefined,
  };
}

/**
 * `npm run build`: starts from the snapshot the last build left (if it describes this code and
 * this dist/; otherwise from an empty state) with the inputs changed since, and leaves one.
 * `checked`: the check build.ts already made before loading the pipeline.
 */
export function snapshotStore(
  paths: Paths,
  { checked, drafts = false }: { checked?: SnapshotCheck; drafts?: boolean } = {},
): StateStore {
  let check = checked;
  // The route table read back, and the changes since its build: a build that keeps the table leaves it on disk as it is.
  let read: { routes: Route[]; id: string; changed: readonly string[] } | undefined;
  // The id of the stored parses, as read or as written by this build.
  let sourcesId: string | undefined;
  let onDisk: OnDisk | undefined;
  // The listing of page files read back with its id: kept on disk as it is while the build keeps it.
  let listed: { id: string; listing: Listing } | undefined;
  return {
    async open(given, changed) {
      check ??= await checkSnapshot(paths, buildOptions(drafts));
      if (given) return { state: given, changed };
      const state = newState();
      const snap = check.snap;
      const routes = snap && (await readRoutes(paths, snap));
      if (!snap || !routes) return { state, changed: undefined };
      state.dist = {
        hashes: new Map(Object.entries(snap.hashes)),
        routes,
        public: snap.public ?? [],
        search: snap.search,
        assets: { ...snap.assets, files: [] },
        copies: snap.copies,
      };
      read = { routes, id: snap.routesId, changed: changedInputs(snap.inputs, check.stamps) };
      // content/ listed as the last build left it: loading walks it again only if a file was added or removed.
      const listing = await readListing(paths, snap);
      if (listing && snap.listing) {
        listed = { id: snap.listing, listing };
        state.caches.listings.set(paths.content, listing);
      }
      // Its files are in dist/: the same set of pictures is neither read nor written again.
      if (snap.images)
        state.caches.processed.set(snap.images.key, {
          images: snap.images.images,
          files: [],
          stats: { encoded: 0, reused: 0 },
          inDist: true,
        });
      return { state, changed: read.changed };
    },
    // A new process starts from the parsed Markdown and the rendered bodies the last build stored.
    async loadCaches(state) {
      if (!state.caches.files.size) {
        // Verdicts on unchanged pages hold for the same code: a page is not checked again.
        const sink = check && {
          code: check.key,
          checked: (front: object, data: unknown) => state.caches.fronts.set(front, { checked: { data, issues: [] } }),
          clean: (doc: object) => state.caches.paymentTerms.set(doc, []),
        };
        const [files] = await Promise.all([
          restoreLoadCache(paths.cache, sink),
          check && restoreVerdicts(paths.cache, check.key, state.caches.verdicts),
        ]);
        state.caches.files = files;
        sourcesId = files.id;
        onDisk = files.disk;
        // The front matter of the changed pages as the route table was built from it (when the
        // stored parses are that build's): an edit that leaves it as it was keeps the table.
        if (read && state.dist.routes === read.routes && files.id && files.id === check?.snap?.sources)
          state.dist.fronts = frontTexts(files, paths.root, read.changed);
      }
      await loadMarkdown(paths.cache, state.caches.markdown);
    },
    async saveCaches(state, changed) {
      // One after the other: on a large blog each is a large string while it is written.
      await saveMarkdown(paths.cache, state.caches.markdown);
      if (check) await persistVerdicts(paths.cache, check.key, state.caches.verdicts);
      // The parsed sources change only with a Markdown file (large on a large blog: not written for nothing).
      if (!changed || changed.some((f) => f.endsWith('.md'))) {
        sourcesId = randomUUID();
        const { fronts, paymentTerms } = state.caches;
        const verdicts = check && {
          code: check.key,
          checked: (front: object) => {
            const hit = fronts.get(front);
            return hit && !hit.checked.issues.length ? hit.checked.data : undefined;
          },
          clean: (doc: object) => paymentTerms.get(doc)?.length === 0,
        };
        await persistLoadCache(paths.cache, state.caches.files, sourcesId, verdicts, onDisk);
      }
    },
    async saveDist(state, warnings) {
      const { dist } = state;
      if (!check || !dist.assets) return;
      const kept = read && dist.routes === read.routes ? read.id : undefined;
      await writeSnapshot(
        paths,
        {
          key: check.key,
          inputs: check.stamps,
          routes: dist.routes,
          hashes: Object.fromEntries(dist.hashes),
          assets: {
            script: dist.assets.script,
            css: dist.assets.css,
            offerScript: dist.assets.offerScript,
            ...(dist.assets.fonts ? { fonts: dist.assets.fonts } : {}),
          },
          search: dist.search,
          public: dist.public,
          warnings: [...warnings],
          copies: dist.copies,
          sources: sourcesId,
          images: imagesInDist(state),
        },
        kept,
        listingOf(state, paths, listed),
      );
    },
  };
}

/** The listing of page files to record: the one read back (by its id alone), or a new one. */
function listingOf(
  state: BuildState,
  paths: Paths,
  listed: { id: string; listing: Listing } | undefined,
): { id: string; value?: Listing } | undefined {
  const now = state.caches.listings.get(paths.content);
  if (!now) return undefined;
  return listed?.listing === now ? { id: listed.id } : { id: randomUUID(), value: now };
}

/** Root-relative Markdown file -> its front matter's text, for the given files the cache holds. */
function frontTexts(cache: LoadCache, root: string, files: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of files) {
    if (!f.endsWith('.md')) continue;
    const doc = (cache.get(path.join(root, f))?.result as { doc?: MarkdownSource } | undefined)?.doc;
    if (doc?.front) out.set(f, doc.front.source);
  }
  return out;
}

/** The answer for the set of pictures this build left in dist/ (the images stage keeps one). */
function imagesInDist(state: BuildState): { key: string; images: ImageMap } | undefined {
  const [entry] = state.caches.processed;
  return entry && { key: entry[0], images: entry[1].images };
}
