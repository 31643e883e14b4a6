/**
 * Where a build's state is kept between processes (see StateStore in state.ts). The default
 * keeps the rendered Markdown in the cache folder; `npm run build` keeps everything there: the
 * snapshot of dist/, the parsed sources and the rendered Markdown.
 */
import type { Paths } from '../config';
import { newState, type StateStore } from '../state';
import { loadMarkdown, saveMarkdown } from '../render/content';
import { persistLoadCache, restoreLoadCache } from '../source/stored-sources';
import { buildOptions, changedInputs, checkSnapshot, readRoutes, writeSnapshot, type SnapshotCheck } from './snapshot';

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
export function snapshotStore(paths: Paths, { checked, drafts = false }: { checked?: SnapshotCheck; drafts?: boolean } = {}): StateStore {
  let check = checked;
  return {
    async open(given, changed) {
      check ??= await checkSnapshot(paths, buildOptions(drafts));
      if (given) return { state: given, changed };
      const state = newState();
      const snap = check.snap;
      const routes = snap && (await readRoutes(paths, snap));
      if (!snap || !routes) return { state, changed: undefined };
      state.dist = { hashes: new Map(Object.entries(snap.hashes)), routes, public: snap.public ?? [], search: snap.search, assets: { ...snap.assets, files: [] } };
      return { state, changed: changedInputs(snap.inputs, check.stamps) };
    },
    // A new process starts from the parsed Markdown and the rendered bodies the last build stored.
    async loadCaches(state) {
      if (!state.caches.files.size) state.caches.files = await restoreLoadCache(paths.cache);
      await loadMarkdown(paths.cache, state.caches.markdown);
    },
    async saveCaches(state, changed) {
      // One after the other: each is a string of tens of MB at N=4000 while it is written.
      await saveMarkdown(paths.cache, state.caches.markdown);
      // The parsed sources change only with a Markdown file (8 MB at N=4000: not written for nothing).
      if (!changed || changed.some((f) => f.endsWith('.md'))) await persistLoadCache(paths.cache, state.caches.files);
    },
    async saveDist(state, warnings) {
      const { dist } = state;
      if (!check || !dist.assets) return;
      await writeSnapshot(paths, {
        key: check.key,
        inputs: check.stamps,
        routes: dist.routes,
        hashes: Object.fromEntries(dist.hashes),
        assets: { script: dist.assets.script, css: dist.assets.css, ...(dist.assets.fonts ? { fonts: dist.assets.fonts } : {}) },
        search: dist.search,
        public: dist.public,
        warnings: [...warnings],
      });
    },
  };
}
