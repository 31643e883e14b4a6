/**
 * The build, as a table of contents: open dist/ (bundle ∥ the stages every caller shares,
 * stages.ts: load → validate → routes → check → content → images → render → share) → outputs
 * → write. Every build takes this one path from a previous state (what dist/ holds, and the
 * caches: state.ts). From an empty state it renders and writes everything; from the last
 * build's, only the pages the changed files feed and the bytes that changed. Whether it can go
 * on from that state is settled before any page is chosen (wholeSite), never by building again.
 * Callers differ in data only (BuildOptions): where the state is kept between builds (a store),
 * where the files go (a target), and watch mode's order (open pages, then the search and the rest).
 * Each stage logs one line with a count and a time.
 */
import { performance } from 'node:perf_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { resolvePaths, type Paths } from './config';
import { BuildFailed, formatIssues } from './errors';
import { emptyDist, type BuildState, type DistState, type StateStore } from './state';
import type { Site } from '../model/site';
import type { StandIn } from './launch/stand-ins';
import { standInSummary } from './launch/launch';
import { routesToRender, type PicturesShown, type Route } from './routes/routes';
import { frontMatterUnchanged, frontTextUnchanged } from './routes/reuse';
import type { RenderedContent } from './content/content';
import { bundleIslands, type AssetManifest } from './render/bundle';
import type { LatePictures, OutputFile, Processed } from './images/images';
import { renderMore, runStages, type StageInput, type Staged } from './stages';
import { sharePath } from './render/share-request';
import {
  buildSearchIndex,
  planSearch,
  searchDocuments,
  searchPart,
  warmSearch,
  type WarmSearch,
} from './outputs/search-index';
import { madeByBuild, siteFiles } from './outputs/site-files';
import { publicPart, writeChanges, type OutputPart, type Written, type WrittenDist } from './outputs/write';
import { swapped, type OutputTarget, type Staging } from './outputs/targets';
import { markdownOnDisk } from './cache/stores';
import { servesCopies } from './schemas/site';
import { STYLE_SHEETS } from '../templates/types';

export { newState, inMemory, type BuildState, type StateStore } from './state';
export { swapped, inPlace, type OutputTarget } from './outputs/targets';
export { markdownOnDisk, snapshotStore } from './cache/stores';

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

export async function runBuild(options: BuildOptions = {}): Promise<BuildResult> {
  const run = begin(options);
  const opened = await run.store.open(options.from?.state, options.from?.changed);
  const { state } = opened;
  const start = openDist(run, state, opened.changed);
  let late: LatePictures | undefined;
  try {
    await run.store.loadCaches(state);
    const chosen: Chosen = {};
    const input = stageInput(run, state, start, chosen);
    const staged = await runStages(input, { until: 'share' });
    const { validate: site, routes, content, images, render: pages, share: shared } = staged;
    const copies = start.staging.copies && servesCopies(site.facts.static_host);
    const assets = await start.assets;
    const made = await outputs(run, state, start.previous, start.changed, {
      routes,
      site,
      pages,
      images,
      shared,
      assets,
      search: chosen.search?.part,
    });
    // A written page may be asked for a picture still to be encoded before the encoding starts:
    // the request waits for it instead of missing it.
    if (images?.later) late = state.pictures = images.later;
    const written = await write(run, start.staging, { ...start.previous, copies }, made.parts);
    state.dist = {
      hashes: start.previous.hashes,
      routes,
      public: made.copied,
      search: chosen.search?.keys ?? start.previous.search,
      assets,
      site,
      copies,
    };
    await chosen.cachesSaved;
    // The stand-in count is printed again, with the warnings, by a build that finds nothing changed.
    await run.store.saveDist(state, [...run.warnings, standInSummary(site.standIns, site.preview)]);
    const pictured = images?.later ? picturesAfterPages(run, state, images.later) : Promise.resolve();
    const searching = run.watch ? indexAfterPages(run, state, routes, site, content) : Promise.resolve();
    // The other pages once the open ones' pictures and the search are in.
    const others = Promise.all([pictured, searching]).then(() =>
      chosen.rest?.size ? writeOthers(run, state, input, { ...staged, assets }, chosen.rest) : undefined,
    );
    return result(run, state, pages.length, written, others);
  } catch (error) {
    // A failed build leaves dist/ as it was, and no staging copy beside it.
    if (late && state.pictures === late) state.pictures = undefined;
    await start.warm?.release();
    await start.staging.abandon();
    throw error;
  }
}

/** One build's surroundings: its folders, its choices, its log and timings. */
interface Run {
  paths: Paths;
  mode: BuildMode;
  watch?: BuildWatch;
  store: StateStore;
  target: OutputTarget;
  t0: number;
  timings: Record<string, number>;
  warnings: string[];
  log: (line: string) => void;
  warn: (text: string) => void;
  stage: <T>(name: string, fn: () => T | Promise<T>, summarize: (value: T) => string) => Promise<T>;
}

function begin({ paths = resolvePaths(), report = {}, mode = {}, from = {}, watch }: BuildOptions): Run {
  const log = report.log ?? (() => undefined);
  const timings: Record<string, number> = {};
  const warnings: string[] = [];
  return {
    paths,
    mode,
    watch,
    store: from.store ?? markdownOnDisk(paths.cache),
    target: from.target ?? swapped(paths.dist),
    t0: performance.now(),
    timings,
    warnings,
    log,
    warn: (text) => {
      warnings.push(text);
      report.warn?.(text);
    },
    async stage(name, fn, summarize) {
      const start = performance.now();
      const cpu = process.cpuUsage();
      const value = await fn();
      timings[name] = performance.now() - start;
      // CPU of every thread of this process (workers, libuv, libvips) over the stage: with two
      // cores, a stage whose CPU is near twice its wall time is using both.
      const used = process.cpuUsage(cpu);
      log(
        `[${name}] ${summarize(value)}, ${Math.round(timings[name])} ms, cpu ${Math.round((used.user + used.system) / 1000)} ms`,
      );
      return value;
    },
  };
}

/**
 * What the build goes on from: the dist/ it updates (its state, and the staging the new files
 * go into) and the inputs changed since. A build of the whole site has an empty one and no
 * changes known; `wholeSite` may turn a build into one before any page is chosen.
 */
interface Start {
  previous: DistState;
  changed?: readonly string[];
  staging: Staging;
  assets: AssetManifest | Promise<AssetManifest>;
  /** Pagefind, started while the content loads (not in watch mode: the pages come first). */
  warm?: WarmSearch;
}

/** What the build chose once the content was rendered, and started beside rendering. */
interface Chosen {
  site?: Site;
  content?: RenderedContent;
  cachesSaved?: Promise<void>;
  search?: ReturnType<typeof search>;
  /** The pages left for after the open ones (watch mode). */
  rest?: Set<string>;
}

/** Opens dist/: what it holds (nothing known once it is gone: written again in full), and its staging. */
function openDist(run: Run, state: BuildState, changed: readonly string[] | undefined): Start {
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

/** The stages as this build runs them: what it goes on from, and what it chooses on the way. */
function stageInput(run: Run, state: BuildState, start: Start, chosen: Chosen): StageInput {
  const { changed } = start;
  return {
    paths: run.paths,
    caches: state.caches,
    changed,
    drafts: run.mode.drafts,
    release: run.mode.release,
    latePictures: Boolean(run.watch),
    assets: start.assets,
    run: run.stage,
    warn: (issues) => run.warn(formatIssues(issues)),
    // An edit that leaves every changed page's front matter as it was keeps the last table.
    reuseRoutes: (site) => {
      const { previous } = start;
      if (!changed) return undefined;
      // In one process the last build's pages are at hand; a new process has their front matter text.
      if (previous.site && frontMatterUnchanged(previous.site, site, changed)) return previous.routes;
      if (
        previous.fronts &&
        frontTextUnchanged(previous.fronts, site, (f) => frontText(state, run.paths.root, f), changed)
      )
        return previous.routes;
      return undefined;
    },
    afterContent: ({ validate: site, content }) => {
      chosen.site = site;
      chosen.content = content;
    },
    select: async (routes, assets, shows) => {
      const { site, content } = chosen;
      if (!site || !content) throw new Error('The build chose its pages before the content was rendered.');
      const reason = await wholeSite(start, site);
      if (reason) await startOver(run, state, start, reason);
      const { previous } = start;
      chosen.cachesSaved = later(run.store.saveCaches(state, start.changed));
      if (!run.watch) chosen.search = search(run, state, previous.search, routes, site, content, start.warm);
      // Every page carries the preview's noindex and mark: a change between preview and live renders them all.
      const modeChanged = previous.site !== undefined && previous.site.preview !== site.preview;
      const all = pagesToRender(previous, routes, assets, modeChanged ? undefined : start.changed, shows);
      const open = start.changed && run.watch?.open?.length ? openFirst(routes, all, run.watch.open) : undefined;
      if (open) chosen.rest = new Set([...all].filter((id) => !open.has(id)));
      const only = open ?? all;
      return only.size ? (r) => only.has(r.id) : undefined;
    },
  };
}

/** A promise awaited later: its rejection is not reported as unhandled meanwhile. */
function later<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
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

/**
 * The search index, built by Pagefind's own process while this one renders, for the shards
 * whose posts changed since `before` (all of them from an empty state); none to build, no part.
 */
function search(
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

/** A Markdown file's front matter text as loaded by this build. */
function frontText(state: BuildState, root: string, file: string): string | undefined {
  const entry = state.caches.files.get(path.join(root, file))?.result as
    | { doc?: { front?: { source: string } } }
    | undefined;
  return entry?.doc?.front?.source;
}

/** Of the route ids to render, those of the open pages, when there are others too (else undefined). */
function openFirst(
  routes: readonly Route[],
  ids: ReadonlySet<string>,
  open: readonly string[],
): Set<string> | undefined {
  const urls = new Set(open);
  const first = new Set(routes.filter((r) => ids.has(r.id) && urls.has(r.url)).map((r) => r.id));
  return first.size && first.size < ids.size ? first : undefined;
}

/** Route ids to render: those the changes feed; all when the changes are unknown or the pages' script or stylesheet changed. */
function pagesToRender(
  previous: DistState,
  routes: Route[],
  assets: AssetManifest,
  changed: readonly string[] | undefined,
  shows?: PicturesShown,
): Set<string> {
  const sameAssets =
    previous.assets?.script === assets.script &&
    previous.assets.offerScript?.hash === assets.offerScript.hash &&
    STYLE_SHEETS.every((s) => previous.assets?.css[s] === assets.css[s]);
  return changed && sameAssets
    ? routesToRender(previous.routes, routes, changed, shows)
    : new Set(routes.map((r) => r.id));
}

interface Made {
  routes: Route[];
  site: Site;
  pages: OutputFile[];
  images?: Processed;
  /** The share images of the pages rendered this time (undefined: no page was). */
  shared?: OutputFile[];
  assets: AssetManifest;
  search?: Promise<OutputPart>;
}

/** Each producer's part of the new dist/; a producer that did not run is left out, and its files stay. */
async function outputs(
  run: Run,
  state: BuildState,
  previous: DistState,
  changed: readonly string[] | undefined,
  made: Made,
): Promise<{ parts: OutputPart[]; copied: string[] }> {
  const pub = await publicPart(run.paths.public, previous.hashes, changed, madeByBuild(made.routes));
  if (pub.issues.some((i) => i.severity === 'error')) throw new BuildFailed(pub.issues);
  if (pub.issues.length) run.warn(formatIssues(pub.issues));
  const pagePaths = new Set(made.routes.map((r) => r.outputPath));
  const parts: OutputPart[] = [
    // First: a generated file wins over a public/ file of the same name.
    pub,
    { name: 'pages', files: made.pages, keeps: (file) => pagePaths.has(file) },
  ];
  // A kept route table and policy mean only page bodies changed: the sitemap, feeds and host files are as they were.
  if (
    made.routes !== previous.routes ||
    !previous.hashes.size ||
    made.site.preview !== previous.site?.preview ||
    made.assets.offerScript.hash !== previous.assets?.offerScript?.hash
  )
    parts.push(siteFiles(made.routes, made.site, made.assets, state.caches.sitemaps));
  // Pictures dist/ holds already (the snapshot's answer for the same set) are not produced again.
  if (made.images && !made.images.inDist) parts.push({ name: 'images', files: made.images.files });
  if (made.shared) {
    // Posts are shared with their cover (an images file): a card drawn for one before is not kept.
    const { drawsShareCard } = await import('./render/pages');
    const sharePaths = new Set(made.routes.filter(drawsShareCard).map((r) => sharePath(r.outputPath)));
    parts.push({ name: 'share', files: made.shared, keeps: (file) => sharePaths.has(file) });
  }
  if (made.assets !== previous.assets) parts.push({ name: 'bundle', files: made.assets.files });
  if (made.search) parts.push(await made.search);
  return { parts, copied: pub.all };
}

/** The one writer's stage: the produced files whose bytes changed, into `staging`. */
function write(run: Run, staging: Staging, dist: WrittenDist, parts: readonly OutputPart[]): Promise<Written> {
  return run.stage(
    'write',
    () => writeChanges(staging, dist, parts),
    (w) => `${w.written.length} files changed, ${w.removed.length} removed`,
  );
}

/**
 * Watch mode: the pages a change feeds besides the open ones, rendered from the same content
 * once those are written with their pictures and search, and written as the first were.
 */
async function writeOthers(
  run: Run,
  state: BuildState,
  input: StageInput,
  staged: Staged<'share'> & { assets: AssetManifest },
  rest: ReadonlySet<string>,
): Promise<void> {
  const more = await renderMore({ ...input, assets: staged.assets }, staged, (r) => rest.has(r.id));
  const { dist } = state;
  const made = await outputs(run, state, dist, input.changed, {
    routes: staged.routes,
    site: staged.validate,
    pages: more.render,
    images: more.images,
    shared: more.share,
    assets: staged.assets,
  });
  const written = await write(run, run.target.open(false), dist, made.parts);
  await written.cleanup();
  if (more.images?.later) await picturesAfterPages(run, state, more.images.later);
}

/**
 * The caller's choice for watch mode: the pictures the cache did not hold, encoded once the
 * pages naming them are written, each written as soon as it is made (a browser asking for one
 * first gets it first: state.pictures).
 */
async function picturesAfterPages(run: Run, state: BuildState, later: LatePictures): Promise<void> {
  state.pictures = later;
  const start = performance.now();
  const cpu = process.cpuUsage();
  const count = later.waiting.size;
  try {
    await later.run(async (file) => {
      const written = await writeChanges(run.target.open(false), state.dist, [
        { name: 'images', files: [file], keeps: () => true },
      ]);
      await written.cleanup();
    });
  } finally {
    if (state.pictures === later) state.pictures = undefined;
  }
  const used = process.cpuUsage(cpu);
  run.log(
    `[images] ${count} files encoded after the pages, ${Math.round(performance.now() - start)} ms, cpu ${Math.round((used.user + used.system) / 1000)} ms`,
  );
}

/** The caller's choice for watch mode: the search index once the pages are written (the tab reloads first), in a write of its own. */
async function indexAfterPages(
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

function result(
  run: Run,
  state: BuildState,
  rendered: number,
  written: Written,
  searching: Promise<void>,
): BuildResult {
  return {
    pages: state.dist.routes.length,
    rendered,
    files: state.dist.hashes.size,
    bytes: written.bytes,
    ms: performance.now() - run.t0,
    timings: run.timings,
    written: written.written,
    removed: written.removed,
    state,
    standIns: state.dist.site?.standIns ?? [],
    preview: state.dist.site?.preview ?? true,
    cleanup: Promise.all([written.cleanup(), searching]).then(() => undefined),
  };
}
