/** The blog search: indexed beside rendering, or in watch mode once the pages are written. */
import type { BuildState } from './state';
import type { Site } from '../model/site';
import type { Route } from './routes/routes';
import type { RenderedContent } from './content/content';
import type { OutputFile } from './images/images';
import { buildSearchIndex, planSearch, searchDocuments, searchPart, type WarmSearch } from './outputs/search-index';
import { writeChanges, type OutputPart } from './outputs/write';
import { later, type Run } from './build-run';

/**
 * The search index, built by Pagefind's own process while this one renders, for the shards
 * whose posts changed since `before` (all of them from an empty state); none to build, no part.
 */
export function search(
  run: Run,
  state: BuildState,
  before: Record<string, string>,
  routes: Route[],
  site: Site,
  content: RenderedContent,
  warm?: WarmSearch,
): { keys: Record<string, string>; part?: Promise<OutputPart> } {
  const plan = planSearch(searchDocuments(routes, site, content), before, run.mode.searchShardPosts);
  if (!plan.owners.size) {
    void warm?.release();
    return { keys: plan.keys };
  }
  const describe = (f: OutputFile[]): string =>
    `${plan.redo.reduce((n, s) => n + s.docs.length, 0)} posts indexed in ${plan.redo.length} of ${plan.shards.length} shards, ${f.length} files`;
  // A warm start is this build's own turn at Pagefind (state.indexing waits for it).
  const files = (warm ? Promise.resolve() : state.indexing).then(() =>
    run.stage('search', () => buildSearchIndex(plan.shards, plan.redo, warm), describe),
  );
  state.indexing = files.catch(() => undefined);
  return { keys: plan.keys, part: later(files.then((f) => searchPart(plan, f))) };
}

/** The caller's choice for watch mode: the search index once the pages are written (the tab reloads first), in a write of its own. */
export async function indexAfterPages(
  run: Run,
  state: BuildState,
  routes: Route[],
  site: Site,
  content: RenderedContent,
): Promise<void> {
  // Even its fingerprint is taken only now, so it does not compete with the pages.
  await new Promise<void>((resolve) => setImmediate(resolve));
  const indexed = search(run, state, state.dist.search, routes, site, content);
  if (!indexed.part) return;
  const written = await writeChanges(run.target.open(false), state.dist, [await indexed.part]);
  state.dist.search = indexed.keys;
  await run.store.saveDist(state, run.warnings);
  await written.cleanup();
}
