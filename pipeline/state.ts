/**
 * Everything one build hands the next, in one object the build owns and passes to its
 * stages: what dist/ holds (the previous state every build starts from; empty for a cold
 * build) and the caches that spare work. Nothing else in pipeline/ keeps state between
 * builds (tests/unit/module-state.test.ts). Watch mode keeps one state in memory; `npm run
 * build` reads one back from the cache folder and leaves one there (cache/stores.ts).
 */
import type { Route } from './routes/routes';
import type { Site } from '../model/site';
import type { AssetManifest } from './render/bundle';
import type { LatePictures } from './images/images';
import { newStageCaches, type StageCaches } from './stages';
import { newOutputCaches, type OutputCaches } from './outputs/site-files';
import type { WrittenDist } from './outputs/write';

/** What dist/ holds, as the build that wrote it left it. */
export interface DistState extends WrittenDist {
  /** The route table its pages were rendered from. */
  routes: Route[];
  /** Per search shard, the fingerprint of the posts it indexes. */
  search: Record<string, string>;
  /** The script and stylesheet its pages link to (with their files when bundled in this process). */
  assets?: AssetManifest;
  /** The validated content its routes were built from (in memory only). */
  site?: Site;
  /**
   * The front matter text, as its route table was built from it, of the Markdown files changed
   * since (a new process has no `site` to compare with; see routes/reuse.ts).
   */
  fronts?: ReadonlyMap<string, string>;
  /** Whether its text files have .br and .gz copies beside them (a host that serves them; see site.yaml's hosting). */
  copies?: boolean;
}

/**
 * The caches of every stage, each declared by the stage that reads it (LoadCaches in
 * load/load.ts, and so on); this file only puts them together. `imageSizes` is one map
 * shared by load and images.
 */
export type BuildCaches = StageCaches & OutputCaches;

export interface BuildState {
  dist: DistState;
  caches: BuildCaches;
  /** Pagefind runs one service per process, stopped by close(): each index waits for the last. */
  indexing: Promise<unknown>;
  /** Pictures the last build's pages name that are still being encoded (watch mode): a browser's request can hurry one. */
  pictures?: LatePictures;
}

export const emptyDist = (): DistState => ({ hashes: new Map(), routes: [], public: [], search: {} });

/** The one cache factory: the stages' caches (stages.ts) and the outputs'. */
export const newCaches = (): BuildCaches => ({
  ...newStageCaches(),
  ...newOutputCaches(),
});

/** The state of a cold build: nothing known of dist/, nothing cached. */
export const newState = (): BuildState => ({ dist: emptyDist(), caches: newCaches(), indexing: Promise.resolve() });

/**
 * Where a state is kept between builds. The build asks it for the previous state, then (once
 * the output target is open: linking a copy of dist/ starts first) for the caches it keeps,
 * and gives it back the caches (once the Markdown is rendered) and what dist/ holds (once
 * written).
 */
export interface StateStore {
  /** The previous state (the caller's, or one read back), and the inputs changed since (undefined: unknown). */
  open(
    state: BuildState | undefined,
    changed: readonly string[] | undefined,
  ): Promise<{ state: BuildState; changed?: readonly string[] }>;
  loadCaches(state: BuildState): Promise<void>;
  saveCaches(state: BuildState, changed: readonly string[] | undefined): Promise<void>;
  saveDist(state: BuildState, warnings: readonly string[]): Promise<void>;
}

/** A state that lives as long as its process (watch mode after its first build). */
export const inMemory: StateStore = {
  open: async (state, changed) => ({ state: state ?? newState(), changed }),
  loadCaches: async () => undefined,
  saveCaches: async () => undefined,
  saveDist: async () => undefined,
};
