/**
 * What a caller of runBuild (index.ts) says, and what it gets back: where the state is kept and
 * the files go, which site is built, what it goes on from, and watch mode's order. Callers
 * differ in these data only.
 */
import type { Paths } from './config';
import type { BuildState, StateStore } from './state';
import type { OutputTarget } from './outputs/targets';
import type { StandIn } from './launch/stand-ins';
import type { StageInput } from './stages';

/** Where the build's stage lines and content warnings go (default: nowhere). */
export interface BuildReport {
  log?: (line: string) => void;
  /** Receives content warnings (they do not stop the build). */
  warn?: (text: string) => void;
}

/** What site is built. */
export interface BuildMode {
  /** Draft posts too (watch mode). */
  drafts?: boolean;
  /** A release (`npm run build`): a site declared live is refused while a stand-in remains. */
  release?: boolean;
  /** Posts per search shard (tests make it small to exercise shards; see search-index.ts). */
  searchShardPosts?: number;
}

/** What the build goes on from, and where it leaves what it made. */
export interface BuildFrom {
  /** The previous state (default: the store's, else an empty one). */
  state?: BuildState;
  /** Root-relative input files changed since that state (default: unknown, so all are read again). */
  changed?: readonly string[];
  /** Where the state is kept between builds (default: rendered Markdown in the cache folder). */
  store?: StateStore;
  /** Where the files go (default: a new tree, or a linked copy of dist/, swapped in). */
  target?: OutputTarget;
  /** The site a save's check validated and routed, taken when the inputs loaded are of the same content (dev/checked-save.ts). */
  validated?: StageInput['validated'];
}

/**
 * Watch mode after its first build: of the pages a change feeds, those open in a browser
 * (`open`, their addresses) are rendered and written first, the others follow (in `cleanup`);
 * the blog search is indexed, and new pictures encoded, once the pages are written.
 */
export interface BuildWatch {
  open?: readonly string[];
}

export interface BuildOptions {
  paths?: Paths;
  report?: BuildReport;
  mode?: BuildMode;
  from?: BuildFrom;
  watch?: BuildWatch;
}

export interface BuildResult {
  pages: number;
  /** Pages rendered this time (all of them from an empty state). */
  rendered: number;
  /** Files in dist/ (compressed copies aside), and bytes written this time. */
  files: number;
  bytes: number;
  ms: number;
  timings: Record<string, number>;
  /** Files written (only those whose bytes changed) and removed. */
  written: string[];
  removed: string[];
  state: BuildState;
  /** What still stands in for the clinic's facts, and whether the site was built as a preview. */
  standIns: StandIn[];
  preview: boolean;
  /** Resolves when the replaced dist/ has been removed (and, if it waited, the search index and the other pages written). */
  cleanup: Promise<void>;
}
