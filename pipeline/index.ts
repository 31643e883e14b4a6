/**
 * The build, as a table of contents: (bundle ∥ load) → validate → routes → content →
 * images → render → write. Each stage logs one line with a count and a time.
 * Watch mode calls the same function with the changed files and the previous state:
 * it re-renders only the pages those files feed and writes only bytes that changed.
 */
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import fs from 'node:fs/promises';
import { DEFAULT_LANG, LANGS, resolvePaths, type Paths } from './config';
import { loadSources, persistLoadCache, restoreLoadCache, type LoadCache } from './load';
import { validateSite, type Site } from './validate';
import { buildRoutes, routesToRender, type Route } from './routes';
import { createTranslator } from './i18n';
import { processImages, type OutputFile } from './images';
import { bundleIslands, type AssetManifest } from './bundle';
import { robotsTxt, sitemapXml } from './seo-files';
import { hashBytes, writeChanged, writeOutput } from './write';
import { markdownCache, renderContent } from './render-content';
import { formatIssues } from './errors';
import { feedFiles } from './feeds';
import { buildSearchIndex, searchDocuments, searchShards, shardOf } from './search-index';
import { headersFile, precompress, redirectsFile } from './hosting';
import { frameOrigin } from './schemas/web';
import { buildOptions, changedInputs, checkSnapshot, dropSnapshot, writeSnapshot, type SnapshotCheck } from './snapshot';

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
  /** Leave the removal of the replaced dist/ to a process that outlives this one (`npm run build`). */
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
      state = { cache: new Map(), assets: { ...snap.assets, files: [] }, hashes: new Map(Object.entries(snap.hashes)), routes: snap.routes, search: snap.search };
      changedFiles = changedInputs(snap.inputs, stamps);
      log(`[snapshot] ${changedFiles.length} input files changed since the last build`);
    }
  }
  const incremental = Boolean(changedFiles && state.routes.length);
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
  const render = !only || only.size > 0 ? await import('./render') : undefined;
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
  const files: OutputFile[] = [
    ...pages,
    { outputPath: 'sitemap.xml', bytes: encoder.encode(sitemapXml(routes)) },
    { outputPath: 'robots.txt', bytes: encoder.encode(robotsTxt(site.facts.url)) },
    ...feedFiles(site),
    ...imgs.files,
    ...assets.files,
    ...(incremental ? await publicFiles(paths, changed) : []),
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
  let written: string[];
  let removed: string[] = [];
  let bytes = 0;
  let cleanup = (): Promise<void> => Promise.resolve();
  let searching: Promise<void> = Promise.resolve();
  if (incremental) {
    const current = new Set(routes.map((r) => r.outputPath));
    const gone = state.routes.map((r) => r.outputPath).filter((p) => !current.has(p));
    if (indexing && planNow) gone.push(...staleIndexFiles(state.hashes, files, planNow.owners));
    if (opts.persist) await dropSnapshot(paths);
    const derive = compress ? (changedOut: OutputFile[]) => precompress(changedOut) : undefined;
    const result = await stage('write', () => writeChanged(paths.dist, files, state.hashes, gone, derive), (w) => `${w.written.length} files changed, ${w.removed.length} removed`);
    written = result.written;
    removed = result.removed;
    if (searchLater) {
      searching = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        const plan = searchPlan();
        if (!plan.reindex) return;
        const index = await startIndex(plan);
        await writeChanged(paths.dist, index, state.hashes, staleIndexFiles(state.hashes, index, plan.owners));
        state.search = plan.keys;
      });
    }
  } else {
    if (opts.persist) await dropSnapshot(paths);
    const result = await stage('write', () => writeOutput(paths.dist, paths.public, [...files, ...compressed], opts.removeOldInBackground), (w) => `${w.files} files, ${Math.round(w.bytes / 1024)} KiB`);
    cleanup = result.cleanup;
    bytes = result.bytes;
    written = files.map((f) => f.outputPath);
    state.hashes = new Map(files.map((f) => [f.outputPath, hashBytes(f.bytes)]));
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

/** Files of the re-indexed (or removed) shards' older index that the new one no longer has (their names are hashed). */
function staleIndexFiles(hashes: Map<string, string>, files: readonly OutputFile[], owners: ReadonlySet<string>): string[] {
  const now = new Set(files.map((f) => f.outputPath));
  return [...hashes.keys()].filter((k) => owners.has(shardOf(k) ?? '') && !now.has(k));
}

/** Watch mode: files under public/ that changed, copied as they are. */
async function publicFiles(paths: Paths, changed: string[]): Promise<OutputFile[]> {
  const out: OutputFile[] = [];
  for (const rel of changed.filter((f) => f.startsWith('public/'))) {
    const bytes = await fs.readFile(path.join(paths.root, rel)).catch(() => undefined);
    if (bytes) out.push({ outputPath: rel.slice('public/'.length), bytes });
  }
  return out;
}
