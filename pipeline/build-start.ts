/**
 * What a build starts from: cold (an empty state: every page, picture and file written into a
 * new tree), a snapshot of an earlier process (its dist/ state and caches, from the store), or
 * the last build of this process (watch mode). Whether it can go on from that state is settled
 * once the content is validated and before any page is chosen (goOnOrStartOver), never by
 * building again.
 */
import { existsSync } from 'node:fs';
import { emptyDist, type BuildState, type DistState } from './state';
import type { Site } from '../model/site';
import { bundleIslands, type AssetManifest } from './render/bundle';
import { warmSearch, type WarmSearch } from './outputs/search-index';
import type { Staging } from './outputs/targets';
import { servesCopies } from './schemas/site';
import type { Run } from './build-run';

/**
 * What the build goes on from: the dist/ it updates (its state, and the staging the new files
 * go into) and the inputs changed since. A build of the whole site has an empty one and no
 * changes known; `wholeSite` may turn a build into one before any page is chosen.
 */
export interface Start {
  previous: DistState;
  changed?: readonly string[];
  staging: Staging;
  assets: AssetManifest | Promise<AssetManifest>;
  /** Pagefind, started while the content loads (not in watch mode: the pages come first). */
  warm?: WarmSearch;
}

/** Opens dist/: what it holds (nothing known once it is gone: written again in full), and its staging. */
export function openDist(run: Run, state: BuildState, changed: readonly string[] | undefined): Start {
  if (state.dist.hashes.size && !existsSync(run.paths.dist)) state.dist = emptyDist();
  forgetPicturesInDist(state);
  if (state.dist.hashes.size && changed) run.log(`[state] ${changed.length} input files changed since the last build`);
  const previous = state.dist;
  const staging = run.target.open(previous.hashes.size === 0);
  // Pagefind starts while the content loads; a later build of this process waits until it is closed.
  const warm = run.watch ? undefined : warmSearch(state.indexing);
  if (warm) state.indexing = warm.settled;
  return { previous, changed, staging, assets: bundle(run, previous, changed), warm };
}

/** A new tree holds none of the pictures a snapshot recorded as in dist/: they are produced again. */
function forgetPicturesInDist(state: BuildState): void {
  if (!state.dist.hashes.size)
    for (const [key, p] of state.caches.processed) if (p.inDist) state.caches.processed.delete(key);
}

/**
 * Why the build must write the whole site as from an empty state, if it must: dist/ lacks
 * files its snapshot lists (deleted by hand; a copy of dist/ knows once linked), or the host
 * changed between serving compressed copies and not (every text file gains or loses its copies).
 */
async function wholeSite(start: Start, site: Site): Promise<string | undefined> {
  const { previous, staging } = start;
  if (!previous.hashes.size) return undefined;
  if (previous.copies !== (staging.copies && servesCopies(site.facts.static_host))) return 'static host changed';
  const lacking = staging.lacks ? await staging.lacks(previous.hashes.keys()) : [];
  if (lacking.length)
    return `dist/ lacks ${lacking.length} of the files its snapshot lists (${lacking.slice(0, 3).join(', ')})`;
  return undefined;
}

/** The build goes on from an empty state: a new tree, every page, picture, shard and file of public/. */
async function startOver(run: Run, state: BuildState, start: Start, reason: string): Promise<void> {
  run.log(`[state] ${reason}: building the whole site`);
  await start.staging.abandon();
  state.dist = start.previous = emptyDist();
  start.changed = undefined;
  forgetPicturesInDist(state);
  start.staging = run.target.open(true);
  // A bundle reused from a snapshot has no files to write into a new tree.
  if (!(await start.assets).files.length) start.assets = bundle(run, start.previous, undefined);
}

/** Goes on from the state the build opened, or, when wholeSite says why not, from an empty one. */
export async function goOnOrStartOver(run: Run, state: BuildState, start: Start, site: Site): Promise<void> {
  const reason = await wholeSite(start, site);
  if (reason) await startOver(run, state, start, reason);
}

/** Inputs of the island bundle; every other input feeds pages. */
const BUNDLED = ['islands/', 'templates/styles/'] as const;

function bundle(
  run: Run,
  previous: DistState,
  changed: readonly string[] | undefined,
): AssetManifest | Promise<AssetManifest> {
  if (previous.assets && changed && !changed.some((f) => BUNDLED.some((d) => f.startsWith(d)))) return previous.assets;
  return run.stage('bundle', bundleIslands, (a) => `${a.files.length} files`);
}
