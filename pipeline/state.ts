/**
 * Everything one build hands the next, in one object the build owns and passes to its
 * stages: what dist/ holds (the previous state every build starts from; empty for a cold
 * build) and the caches that spare work. Nothing else in pipeline/ keeps state between
 * builds (tests/unit/module-state.test.ts). Watch mode keeps one state in memory; `npm run
 * build` reads one back from the cache folder and leaves one there (cache/stores.ts).
 */
import type { Route } from './routes/routes';
import type { Site } from './validate/validate';
import type { AssetManifest } from './render/bundle';
import type { LoadCache } from './source/stored-sources';
import type { Listing } from './source/page-files';
import type { ImageSizes } from './source/image-size';
import type { CheckedFront } from './validate/pages';
import type { AdvertisingFinding } from './validate/claims';
import type { RenderedMarkdown } from './render/markdown';
import type { PageList } from './render/content';
import type { Processed } from './render/images';

/** What dist/ holds, as the build that wrote it left it. */
export interface DistState {
  /** dist/-relative path -> sha1 of the bytes there (compressed copies aside). Empty: nothing is known of dist/. */
  hashes: Map<string, string>;
  /** The route table its pages were rendered from. */
  routes: Route[];
  /** The files copied from public/ (dist/-relative). */
  public: string[];
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

/** The caches, by the stage that reads them. Each is measured in the closing note of the redesign. */
export interface BuildCaches {
  /** load: each parsed source file by absolute path, reused while its hash (or size and time) is the same. */
  files: LoadCache;
  /** load: the Markdown files last found per content folder; an edit of known files lists nothing. */
  listings: Map<string, Listing>;
  /** load and images: each picture's width and height by content hash (also on disk, beside the encoded files). */
  imageSizes: ImageSizes;
  /** validate: zod's verdict on a front matter object, while the parsed object is the same. */
  fronts: WeakMap<object, CheckedFront>;
  /** validate: the advertising findings of a Markdown page (payment terms, superlatives, specialists named), while its parse is the same object. */
  paymentTerms: WeakMap<object, AdvertisingFinding[]>;
  /** content: rendered Markdown by input key (also on disk, markdown-v*.json). */
  markdown: MarkdownCache;
  /** content: per document, the key of its last body, so an unchanged body is not hashed again. */
  markdownKeys: Map<string, { body: string; bodyLine: number; context: string; key: string }>;
  /** content: per route table, each language's page list and its hash (links are checked against it). */
  pageLists: WeakMap<readonly Route[], PageList>;
  /** images: the last answer (names, sizes, files) for a set of pictures. */
  processed: Map<string, Processed>;
  /** outputs: the sitemap of a route table. */
  sitemaps: WeakMap<readonly Route[], string>;
}

export interface MarkdownCache {
  entries: Map<string, RenderedMarkdown>;
  /** How many entries the copy on disk has (saved again only when it grew). */
  onDisk: number;
}

export interface BuildState {
  dist: DistState;
  caches: BuildCaches;
  /** Pagefind runs one service per process, stopped by close(): each index waits for the last. */
  indexing: Promise<unknown>;
}

export const emptyDist = (): DistState => ({ hashes: new Map(), routes: [], public: [], search: {} });

export const newCaches = (): BuildCaches => ({
  files: new Map(),
  listings: new Map(),
  imageSizes: new Map(),
  fronts: new WeakMap(),
  paymentTerms: new WeakMap(),
  markdown: { entries: new Map(), onDisk: 0 },
  markdownKeys: new Map(),
  pageLists: new WeakMap(),
  processed: new Map(),
  sitemaps: new WeakMap(),
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
  open(state: BuildState | undefined, changed: readonly string[] | undefined): Promise<{ state: BuildState; changed?: readonly string[] }>;
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
