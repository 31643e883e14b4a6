/**
 * The build, as a table of contents: (bundle ∥ load) → validate → routes → content →
 * images → render → write. Each stage logs one line with a count and a time.
 * Watch mode calls the same function with the changed files and the previous state:
 * it re-renders only the pages those files feed and writes only bytes that changed.
 */
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { resolvePaths, type Paths } from './config';
import { DEFAULT_LANG, LANGS } from '../model/languages';
import { loadSources, persistLoadCache, restoreLoadCache, type LoadCache } from './source/load';
import { validateSite, type Site } from './validate/validate';
import { buildRoutes, pageMap, routesToRender, type Route } from './routes/routes';
import { createTranslator } from './render/i18n';
import { processImages, type OutputFile } from './render/images';
import { bundleIslands, type AssetManifest } from './render/bundle';
import { robotsTxt, sitemapXml } from './outputs/seo-files';
import { hashBytes, listTree, readTree, stageIncremental, writeInPlace, writeOutput, type Staging } from './outputs/write';
import { markdownCache, renderContent } from './render/content';
import { formatIssues } from './errors';
import { feedFiles } from './outputs/feeds';
import { buildSearchIndex, searchDocuments, searchShards, shardOf } from './outputs/search-index';
import { headersFile, precompress, redirectsFile } from './outputs/hosting';
import { frameOrigin } from './schemas/web';
import { buildOptions, changedInputs, checkSnapshot, dropSnapshot, writeSnapshot, type SnapshotCheck } from './cache/snapshot';

export interface BuildOptions {
  paths?: Paths;
  log?: (line: string) => void;
  /** Build draft posts too (watch mode). */
  drafts?: boolean;
  /** Receives content warnings (they do not stop the build). */
  warn?: (text: string) => void;
  /** Watch mode: the state of the last good build, and what changed since (root-relative paths). */
  state?: BuildState;
  changed?: string[];
  /** Posts per search shard (tests make it small to exercise shards; see search-index.ts). */
  searchShardPosts?: number;
  /**
   * `npm run build`: leave a snapshot in the cache folder and start from the last one, so a
   * rebuild renders and writes only what changed (see snapshot.ts).
   */
  persist?: boolean;
  /** Leave the removal of the replaced dist/ to a process that outlives this one (`npm run build`, watch mode). */
  removeOldInBackground?: boolean;
  /** With `persist`: the snapshot check `npm run build` already made (saves walking the folders twice). */
  checked?: SnapshotCheck;
}

/** What a watch session keeps between builds. */
export interface BuildState {
  cache: LoadCache;
  assets?: AssetManifest;
  /** outputPath -> hash of the bytes in dist/. */
  hashes: Map<string, string>;
  routes: Route[];
  /** Per shard of the search index in dist/, the fingerprint of the documents it was built from. */
  search?: Record<string, string>;
  /** The validated content the routes were built from (watch mode). */
  site?: Site;
  /** The files of dist/ copied from public/ (dist/-relative). */
  public?: string[];
}

export interface BuildResult {
  pages: number;
  /** Pages rendered this time (all of them in a full build). */
  rendered: number;
  files: number;
  bytes: number;
  ms: number;
  timings: Record<string, number>;
  /** Files written (watch mode: only those whose bytes changed) and removed. */
  written: string[];
  removed: string[];
  state: BuildState;
  /** Resolves when the replaced dist/ has been removed. */
  cleanup: Promise<void>;
}

export function newState(): BuildState {
  return { cache: new Map(), hashes: new Map(), routes: [] };
}

const needsBundle = (changed?: string[]): boolean => !changed || changed.some((f) => f.startsWith('islands/') || f.startsWith('templates/styles/'));

export async function runBuild(opts: BuildOptions = {}): Promise<BuildResult> {
  const staged: { staging?: Staging } = {};
  try {
    return await build(opts, staged);
  } catch (error) {
    // A failed incremental build leaves dist/ as it was, and no staging copy beside it.
    await staged.staging?.abandon();
    throw error;
  }
}

async function build(opts: BuildOptions, staged: { staging?: Staging }): Promise<BuildResult> {
  const paths = opts.paths ?? resolvePaths();
  const log = opts.log ?? (() => undefined);
  let state = opts.state ?? newState();
  let changedFiles = opts.changed;
  const timings: Record<string, number> = {};
  const warnings: string[] = [];
  const warn = (text: string): void => {
    warnings.push(text);
    opts.warn?.(text);
  };
  const t0 = performance.now();
  let key = '';
  let stamps: Record<string, string> = {};
  if (opts.persist) {
    const check = opts.checked ?? (await checkSnapshot(paths, buildOptions(opts.drafts)));
    key = check.key;
    stamps = check.stamps;
    const snap = opts.state ? undefined : check.snap;
    if (snap) {
      state = { cache: new Map(), assets: { ...snap.assets, files: [] }, hashes: new Map(Object.entries(snap.hashes)), routes: snap.routes, search: snap.search, public: snap.public };
      changedFiles = changedInputs(snap.inputs, stamps);
      log(`[snapshot] ${changedFiles.length} input files changed since the last build`);
    }
  }
  // (A dist/ deleted under watch mode is written again in full.)
  const incremental = Boolean(changedFiles && state.routes.length) && existsSync(paths.dist);
  // An incremental `npm run build` writes into a copy of dist/ made of hard links, started now
  // so the linking runs beside the build, and swaps it in once complete; watch mode writes
  // its preview in place (see write.ts).
  const stagingFor = (): Staging => (opts.persist ? stageIncremental(paths.dist, Boolean(opts.removeOldInBackground)) : writeInPlace(paths.dist));
  if (incremental) staged.staging = stagingFor();
  // A new process starts from the parsed Markdown the last build stored.
  if (opts.persist && state.cache.size === 0) state.cache = await restoreLoadCache(paths.cache);
  const stage = async <T,>(name: string, fn: () => T | Promise<T>, describe: (v: T) => string): Promise<T> => {
    const start = performance.now();
    const cpu = process.cpuUsage();
    const value = await fn();
    timings[name] = performance.now() - start;
    // CPU of every thread of this process (workers, libuv, libvips) over the stage: with two
    // cores, a stage whose CPU is near twice its wall time is using both.
    const used = process.cpuUsage(cpu);
    log(`[${name}] ${describe(value)}, ${Math.round(timings[name])} ms, cpu ${Math.round((used.user + used.system) / 1000)} ms`);
    return value;
  };

  const [assets, raw] = await Promise.all([
    state.assets && !needsBundle(incremental ? changedFiles : undefined) ? state.assets : stage('bundle', bundleIslands, (a) => `${a.files.length} files`),
    stage('load', () => loadSources(paths, state.cache, incremental ? changedFiles : undefined), (r) => `${Object.keys(r.locales).length} languages, ${r.images.size} images`),
  ]);
  const site = await stage('validate', () => validateSite(raw, { drafts: opts.drafts }), (s) => `content is valid${s.warnings.length ? `, ${s.warnings.length} warnings` : ''}`);
  if (site.warnings.length) warn(formatIssues(site.warnings));
  // An edit that leaves every changed page's front matter as it was cannot move a page, a
  // list or a link: the route table of the last build stands.
  const sameRoutes = incremental && state.site !== undefined && frontMatterUnchanged(state.site, site, changedFiles ?? []);
  const routes = sameRoutes ? state.routes : await stage('routes', () => buildRoutes(site), (r) => `${r.length} pages`);
  const mdCache = markdownCache(paths.cache);
  await mdCache.load();
  const content = await stage('content', () => renderContent(site, routes), (c) => `${c.docs.size} Markdown pages, ${c.landing.size} landing pages`);
  // Watch mode keeps its Markdown in memory; writing the whole cache after each edit is not worth it.
  const cacheSaved = incremental && !opts.persist ? Promise.resolve() : mdCache.save();
  if (content.warnings.length) warn(formatIssues(content.warnings));
  // The search index is built by Pagefind's own process while this one renders.
  // Watch mode reloads the tab as soon as the pages are written; search catches up after
  // (even its fingerprint is taken only then, so it does not compete with the pages).
  const searchLater = incremental && !opts.persist;
  // Only the shards whose posts changed are indexed again (all of them in a full build).
  const searchPlan = () => {
    const shards = searchShards(searchDocuments(routes, site, content), opts.searchShardPosts);
    const before = incremental ? (state.search ?? {}) : {};
    const redo = shards.filter((s) => before[s.name] !== s.key);
    const gone = Object.keys(before).filter((name) => !shards.some((s) => s.name === name));
    const keys = Object.fromEntries(shards.map((s) => [s.name, s.key]));
    // The shards whose files in dist/ are replaced (or, gone, removed).
    const owners = new Set([...redo.map((s) => s.name), ...gone]);
    return { shards, redo, keys, owners, reindex: owners.size > 0 };
  };
  const startIndex = (plan: ReturnType<typeof searchPlan>) =>
    stage(
      'search',
      () => buildSearchIndex(plan.shards, plan.redo),
      (f) => `${plan.redo.reduce((n, s) => n + s.docs.length, 0)} posts indexed in ${plan.redo.length} of ${plan.shards.length} shards, ${f.length} files`,
    );
  const planNow = searchLater ? undefined : searchPlan();
  const indexing = planNow?.reindex ? startIndex(planNow) : undefined;
  indexing?.catch(() => undefined); // awaited below; avoid an unhandled rejection meanwhile
  const changed = changedFiles ?? [];
  const only = incremental ? (assets !== state.assets ? new Set(routes.map((r) => r.id)) : routesToRender(state.routes, routes, changed)) : undefined;
  // React, the templates and sharp are loaded only when some page has to be rendered.
  const render = !only || only.size > 0 ? await import('./render/pages') : undefined;
  // The parsed sources are stored while libvips encodes and the main thread is idle (after the
  // write, those 8 MB took 1.3 s at N=4000).
  const loadCacheSaved = opts.persist && (!incremental || changed.some((f) => f.endsWith('.md'))) ? persistLoadCache(paths.cache, state.cache) : Promise.resolve();
  loadCacheSaved.catch(() => undefined); // awaited below; avoid an unhandled rejection meanwhile
  // A stage of its own: encoding beside Markdown or page rendering was measured slower, as the
  // build's threads, libvips' and Pagefind's then compete for two cores.
  const imgs = render
    ? await stage(
        'images',
        () => processImages(site.images, render.imagesNeeded(routes, site, content), path.join(paths.cache, 'images'), site.facts.share_image),
        (r) => `${Object.keys(r.images).length} images, ${r.stats.encoded} encoded, ${r.stats.reused} from cache`,
      )
    : { images: {}, files: [] };
  const translator = createTranslator(site.messages);
  // Compressed copies are for hosts (full and persisted builds); watch mode serves plain files.
  const compress = !incremental || Boolean(opts.persist);
  const encoder = new TextEncoder();
  const pages = render
    ? await stage('render', () => render.renderPages(routes, site, translator, imgs.images, content, assets, only ? (r) => only.has(r.id) : undefined), (p) => `${p.length} pages`)
    : [];
  // public/ is copied as it is: it is never compressed, and a generated file of the same name wins.
  const pub = await publicFiles(paths, incremental ? { changed, hashes: state.hashes } : undefined);
  const files: OutputFile[] = [
    ...pages,
    { outputPath: 'sitemap.xml', bytes: encoder.encode(sitemapXml(routes)) },
    { outputPath: 'robots.txt', bytes: encoder.encode(robotsTxt(site.facts.url)) },
    ...feedFiles(site, pageMap(routes)),
    ...imgs.files,
    ...assets.files,
    { outputPath: '_headers', bytes: encoder.encode(headersFile({ frameSrc: frameOrigin(site.facts.maps.embed), measurementId: site.facts.analytics.measurement_id })) },
    { outputPath: '_redirects', bytes: encoder.encode(redirectsFile(LANGS.filter((l) => l !== DEFAULT_LANG))) },
  ];
  if (indexing) files.push(...(await indexing));
  const compressed =
    incremental || !compress
      ? []
      : await stage(
          'compress',
          () => precompress(files),
          (c) => `${c.length} files`,
        );
  const generated = new Set(files.map((f) => f.outputPath));
  let written: string[];
  let removed: string[] = [];
  let bytes = 0;
  let cleanup = (): Promise<void> => Promise.resolve();
  let searching: Promise<void> = Promise.resolve();
  if (incremental) {
    const before: Before = { hashes: state.hashes, routes: new Set(state.routes.map((r) => r.outputPath)), public: new Set(state.public ?? []) };
    const made: Made = {
      routes: new Set(routes.map((r) => r.outputPath)),
      public: new Set(pub.all),
      images: Boolean(render),
      bundle: assets !== state.assets,
      search: indexing && planNow ? planNow.owners : undefined,
      others: true,
    };
    const produced = [...pub.files.filter((f) => !generated.has(f.outputPath)), ...files];
    const derive = compress ? (out: OutputFile[]) => precompress(out.filter((f) => !made.public.has(f.outputPath) || generated.has(f.outputPath))) : undefined;
    const staging = staged.staging!;
    staged.staging = undefined;
    const result = await stage('write', () => commitChanges(staging, produced, before, made, derive), (w) => `${w.written.length} files changed, ${w.removed.length} removed`);
    written = result.written;
    removed = result.removed;
    cleanup = result.cleanup;
    state.public = pub.all;
    if (searchLater) {
      searching = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        const plan = searchPlan();
        if (!plan.reindex) return;
        const index = await startIndex(plan);
        const later = stagingFor();
        const pass = { ...made, images: false, bundle: false, others: false, search: plan.owners };
        const r = await commitChanges(later, index, { ...before, routes: made.routes, public: made.public }, pass);
        state.search = plan.keys;
        await r.cleanup();
      });
    }
  } else {
    if (opts.persist) await dropSnapshot(paths);
    const all = [...pub.files.filter((f) => !generated.has(f.outputPath)), ...files];
    const result = await stage('write', () => writeOutput(paths.dist, [...all, ...compressed], opts.removeOldInBackground), (w) => `${w.files} files, ${Math.round(w.bytes / 1024)} KiB`);
    cleanup = result.cleanup;
    bytes = result.bytes;
    written = all.map((f) => f.outputPath);
    state.hashes = new Map(all.map((f) => [f.outputPath, hashBytes(f.bytes)]));
    state.public = pub.all;
  }
  if (planNow?.reindex) state.search = planNow.keys;
  if (opts.persist) {
    await loadCacheSaved;
    await writeSnapshot(paths, {
      key,
      inputs: stamps,
      routes,
      hashes: Object.fromEntries(state.hashes),
      assets: { script: assets.script, css: assets.css },
      search: state.search ?? {},
      public: state.public ?? [],
      warnings,
    });
  }
  state.assets = assets;
  state.routes = routes;
  state.site = site;
  return {
    pages: routes.length,
    rendered: pages.length,
    files: files.length + compressed.length,
    bytes,
    ms: performance.now() - t0,
    timings,
    written,
    removed,
    state,
    cleanup: Promise.all([cleanup(), searching, cacheSaved]).then(() => undefined),
  };
}

/** Whether every changed file is a Markdown page in both builds, with the same front matter. */
function frontMatterUnchanged(before: Site, after: Site, changed: readonly string[]): boolean {
  if (!changed.length || !changed.every((f) => f.endsWith('.md'))) return false;
  const wanted = new Set(changed);
  const fronts = (site: Site): Map<string, string> => {
    const out = new Map<string, string>();
    for (const kind of Object.values(site.pages) as Record<string, Partial<Record<string, { file: string; front: unknown }>>>[]) {
      for (const byLang of Object.values(kind)) {
        for (const doc of Object.values(byLang)) if (doc && wanted.has(doc.file)) out.set(doc.file, JSON.stringify(doc.front));
      }
    }
    return out;
  };
  const a = fronts(before);
  const b = fronts(after);
  return changed.every((f) => a.has(f) && a.get(f) === b.get(f));
}

/** What dist/ held before an incremental build. */
interface Before {
  /** dist/-relative path -> hash of every file (compressed copies aside). */
  hashes: Map<string, string>;
  /** Output paths of the pages, and of the files copied from public/. */
  routes: Set<string>;
  public: Set<string>;
}

/** What this build makes: the pages and public/ files of the new site, and which producers ran. */
interface Made {
  routes: Set<string>;
  public: Set<string>;
  /** Images were processed (all the site needs), the islands bundled again. */
  images: boolean;
  bundle: boolean;
  /** The search shards indexed again or gone (the index ran), if it ran. */
  search?: ReadonlySet<string>;
  /** The files every build makes (sitemap.xml, robots.txt, _headers, feeds) are among those produced. */
  others: boolean;
}

/**
 * Whether a file of the old dist/ that this build did not produce belongs to the new site:
 * a page still in the route table, a file still in public/, or the output of a producer that
 * did not run this time (images, scripts and styles, a search shard). Everything else (a
 * replaced image, an old script, a removed page or public file, a feed of a language
 * without posts) goes: the new dist/ holds what a full build would write, no more.
 */
function stillThere(file: string, before: Before, made: Made): boolean {
  if (before.public.has(file) || made.public.has(file)) return made.public.has(file);
  if (before.routes.has(file) || made.routes.has(file)) return made.routes.has(file);
  if (file.startsWith('assets/img/')) return !made.images;
  if (file.startsWith('assets/')) return !made.bundle;
  if (file.startsWith('pagefind/')) {
    if (!made.search) return true;
    const shard = shardOf(file);
    return shard !== undefined && !made.search.has(shard);
  }
  // sitemap.xml, robots.txt, _headers, feeds: every build makes them.
  return !made.others;
}

const COPIES = ['.br', '.gz'];

/**
 * Incremental builds (watch mode, and a rebuild from the snapshot): the files whose bytes
 * changed, what `derive` makes of them (compressed copies, never hashed), and the removal of
 * the files that no longer belong (with their copies), handed to `staging` (for `npm run
 * build`, a copy of dist/ swapped in at once). Returns what it touched, for the reload and
 * for tests.
 */
async function commitChanges(
  staging: Staging,
  produced: readonly OutputFile[],
  before: Before,
  made: Made,
  derive: (changed: OutputFile[]) => Promise<OutputFile[]> = async () => [],
): Promise<{ written: string[]; removed: string[]; cleanup: () => Promise<void> }> {
  const { hashes } = before;
  const now = new Set(produced.map((f) => f.outputPath));
  const fresh = produced.map((f) => ({ f, hash: hashBytes(f.bytes) })).filter(({ f, hash }) => hashes.get(f.outputPath) !== hash);
  const changed = fresh.map(({ f }) => f);
  const gone = [...hashes.keys()].filter((k) => !now.has(k) && !stillThere(k, before, made)).sort();
  if (!changed.length && !gone.length) {
    await staging.abandon();
    return { written: [], removed: [], cleanup: async () => undefined };
  }
  const copies = await derive(changed);
  const copied = new Set(copies.map((f) => f.outputPath));
  // A changed file that is no longer compressed (or is not here) loses its old copies.
  const stale = changed.flatMap((f) => COPIES.map((c) => f.outputPath + c)).filter((c) => !copied.has(c));
  const remove = [...gone.flatMap((r) => ['', ...COPIES].map((c) => r + c)), ...stale];
  const { cleanup } = await staging.commit([...changed, ...copies], remove);
  for (const { f, hash } of fresh) hashes.set(f.outputPath, hash);
  for (const r of gone) hashes.delete(r);
  return { written: changed.map((f) => f.outputPath).sort(), removed: gone, cleanup };
}

/**
 * The files of public/: all of them in a full build; in an incremental one, the list of all
 * and the bytes of those that changed or are new to dist/.
 */
async function publicFiles(paths: Paths, since?: { changed: readonly string[]; hashes: Map<string, string> }): Promise<{ files: OutputFile[]; all: string[] }> {
  if (!since) {
    const files = await readTree(paths.public);
    return { files, all: files.map((f) => f.outputPath) };
  }
  const all = await listTree(paths.public);
  const touched = new Set(since.changed.filter((f) => f.startsWith('public/')).map((f) => f.slice('public/'.length)));
  const read = all.filter((f) => touched.has(f) || !since.hashes.has(f));
  const files = await Promise.all(read.map(async (f) => ({ outputPath: f, bytes: await fs.readFile(path.join(paths.public, f)) })));
  return { files, all };
}
