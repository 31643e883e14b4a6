/**
 * The build, as a table of contents: open dist/ (bundle ∥ the stages every caller shares,
 * stages.ts: load → validate → routes → check → content → images → render → share) → outputs
 * → write. Every build takes this one path from a previous state (what dist/ holds, and the
 * caches: state.ts). From an empty state it renders and writes everything; from the last
 * build's, only the pages the changed files feed (pages-to-render.ts) and the bytes that
 * changed. Whether it can go on from that state is settled before any page is chosen
 * (build-start.ts), never by building again. Callers differ in data only (build-options.ts):
 * where the state is kept between builds (a store), where the files go (a target), and watch
 * mode's order (open pages, then the search, build-search.ts, and the rest). Each stage logs
 * one line with a count and a time (build-run.ts).
 */
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { BuildFailed, formatIssues } from './errors';
import type { BuildState, DistState } from './state';
import type { Site } from '../model/site';
import { standInSummary } from './launch/launch';
import type { Route } from './routes/routes';
import { frontMatterUnchanged, frontTextUnchanged } from './routes/reuse';
import type { RenderedContent } from './content/content';
import type { AssetManifest } from './render/bundle';
import type { LatePictures, OutputFile, Processed } from './images/images';
import { renderMore, runStages, type StageInput, type Staged } from './stages';
import { sharePath } from './render/share-request';
import { madeByBuild, siteFiles } from './outputs/site-files';
import { publicPart, writeChanges, type OutputPart, type Written, type WrittenDist } from './outputs/write';
import type { Staging } from './outputs/targets';
import { servesCopies } from './schemas/site';
import type { BuildOptions, BuildResult } from './build-options';
import { begin, later, type Run } from './build-run';
import { goOnOrStartOver, openDist, type Start } from './build-start';
import { openFirst, pagesToRender } from './pages-to-render';
import { indexAfterPages, search } from './build-search';

export type { BuildFrom, BuildMode, BuildOptions, BuildReport, BuildResult, BuildWatch } from './build-options';
export { newState, inMemory, type BuildState, type StateStore } from './state';
export { swapped, inPlace, type OutputTarget } from './outputs/targets';
export { markdownOnDisk, snapshotStore } from './cache/stores';

export async function runBuild(options: BuildOptions = {}): Promise<BuildResult> {
  const run = begin(options);
  const opened = await run.store.open(options.from?.state, options.from?.changed);
  const { state } = opened;
  const start = openDist(run, state, opened.changed);
  let late: LatePictures | undefined;
  try {
    await run.store.loadCaches(state);
    const chosen: Chosen = {};
    const input = { ...stageInput(run, state, start, chosen), validated: options.from?.validated };
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

/** What the build chose once the content was rendered, and started beside rendering. */
interface Chosen {
  site?: Site;
  content?: RenderedContent;
  cachesSaved?: Promise<void>;
  search?: ReturnType<typeof search>;
  /** The pages left for after the open ones (watch mode). */
  rest?: Set<string>;
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
      await goOnOrStartOver(run, state, start, site);
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

/** A Markdown file's front matter text as loaded by this build. */
function frontText(state: BuildState, root: string, file: string): string | undefined {
  const entry = state.caches.files.get(path.join(root, file))?.result as
    | { doc?: { front?: { source: string } } }
    | undefined;
  return entry?.doc?.front?.source;
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
