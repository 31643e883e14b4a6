/**
 * The build, as a table of contents: (bundle ∥ load) → validate → routes → content →
 * images → render → write. Each stage logs one line with a count and a time.
 * Watch mode calls the same function with the changed files and the previous state:
 * it re-renders only the pages those files feed and writes only bytes that changed.
 */
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import fs from 'node:fs/promises';
import { resolvePaths, type Paths } from './config';
import { loadSources, type LoadCache } from './load';
import { validateSite } from './validate';
import { buildRoutes, routesToRender, type Route } from './routes';
import { createTranslator } from './i18n';
import { processImages, type OutputFile } from './images';
import { imagesNeeded, renderPages } from './render';
import { bundleIslands, type AssetManifest } from './bundle';
import { robotsTxt, sitemapXml } from './seo-files';
import { hashBytes, writeChanged, writeOutput } from './write';
import { markdownCache, renderContent } from './render-content';
import { formatIssues } from './errors';
import { feedFiles } from './feeds';
import { indexSearch } from './search-index';
import { headersFile, precompress } from './hosting';

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
}

/** What a watch session keeps between builds. */
export interface BuildState {
  cache: LoadCache;
  assets?: AssetManifest;
  /** outputPath -> hash of the bytes in dist/. */
  hashes: Map<string, string>;
  routes: Route[];
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
  const state = opts.state ?? newState();
  const incremental = Boolean(opts.state && opts.changed && state.routes.length);
  const timings: Record<string, number> = {};
  const t0 = performance.now();
  const stage = async <T,>(name: string, fn: () => T | Promise<T>, describe: (v: T) => string): Promise<T> => {
    const start = performance.now();
    const value = await fn();
    timings[name] = performance.now() - start;
    log(`[${name}] ${describe(value)}, ${Math.round(timings[name])} ms`);
    return value;
  };

  const [assets, raw] = await Promise.all([
    state.assets && !needsBundle(incremental ? opts.changed : undefined) ? state.assets : stage('bundle', bundleIslands, (a) => `${a.files.length} files`),
    stage('load', () => loadSources(paths, state.cache), (r) => `${Object.keys(r.locales).length} languages, ${r.images.size} images`),
  ]);
  const site = await stage('validate', () => validateSite(raw, { drafts: opts.drafts }), (s) => `content is valid${s.warnings.length ? `, ${s.warnings.length} warnings` : ''}`);
  if (site.warnings.length) opts.warn?.(formatIssues(site.warnings));
  const routes = await stage('routes', () => buildRoutes(site), (r) => `${r.length} pages`);
  const mdCache = markdownCache(paths.cache);
  await mdCache.load();
  const content = await stage('content', () => renderContent(site, routes), (c) => `${c.docs.size} Markdown pages, ${c.landing.size} landing pages`);
  const cacheSaved = mdCache.save();
  if (content.warnings.length) opts.warn?.(formatIssues(content.warnings));
  const imgs = await stage(
    'images',
    () => processImages(site.images, imagesNeeded(routes, site), path.join(paths.cache, 'images'), site.facts.share_image),
    (r) => `${Object.keys(r.images).length} images, ${r.stats.encoded} encoded, ${r.stats.reused} from cache`,
  );
  const translator = createTranslator(site.messages);
  const changed = opts.changed ?? [];
  const only = incremental ? (assets !== state.assets ? new Set(routes.map((r) => r.id)) : routesToRender(state.routes, routes, changed)) : undefined;
  const pages = await stage('render', () => renderPages(routes, site, translator, imgs.images, content, assets, only ? (r) => only.has(r.id) : undefined), (p) => `${p.length} pages`);
  const encoder = new TextEncoder();
  const files: OutputFile[] = [
    ...pages.map((p) => ({ outputPath: p.route.outputPath, bytes: encoder.encode(p.html) })),
    { outputPath: 'sitemap.xml', bytes: encoder.encode(sitemapXml(routes)) },
    { outputPath: 'robots.txt', bytes: encoder.encode(robotsTxt(site.facts.url)) },
    ...feedFiles(site),
    ...imgs.files,
    ...assets.files,
    ...(incremental ? await publicFiles(paths, changed) : []),
    { outputPath: '_headers', bytes: encoder.encode(headersFile()) },
  ];
  // Watch mode serves plain files: compressed copies are for hosts, in full builds.
  if (!incremental) files.push(...(await stage('compress', () => precompress(files, paths.cache), (c) => `${c.length} files`)));
  const hasPosts = Object.keys(site.pages.posts).length > 0;
  const search = async (dir: string): Promise<void> => {
    if (!hasPosts) return;
    const start = performance.now();
    const report = await indexSearch(dir);
    timings.search = performance.now() - start;
    log(`[search] ${report.pages} posts indexed, ${Math.round(timings.search)} ms`);
  };

  let written: string[];
  let removed: string[] = [];
  let bytes = 0;
  let cleanup: Promise<void> = Promise.resolve();
  let searching: Promise<void> = Promise.resolve();
  if (incremental) {
    const current = new Set(routes.map((r) => r.outputPath));
    const gone = state.routes.map((r) => r.outputPath).filter((p) => !current.has(p));
    const result = await stage('write', () => writeChanged(paths.dist, files, state.hashes, gone), (w) => `${w.written.length} files changed, ${w.removed.length} removed`);
    written = result.written;
    removed = result.removed;
    // Re-indexing the blog takes seconds on a large blog: it runs after the pages are
    // written (the tab reloads at once; search catches up a moment later).
    if (written.some((f) => f.includes('blog/')) || removed.some((f) => f.includes('blog/'))) searching = search(paths.dist);
  } else {
    const result = await stage('write', () => writeOutput(paths.dist, paths.public, files, search), (w) => `${w.files} files, ${Math.round(w.bytes / 1024)} KiB`);
    cleanup = result.cleanup;
    bytes = result.bytes;
    written = files.map((f) => f.outputPath);
    state.hashes = new Map(files.map((f) => [f.outputPath, hashBytes(f.bytes)]));
  }
  await cacheSaved;
  state.assets = assets;
  state.routes = routes;
  return {
    pages: routes.length,
    rendered: pages.length,
    files: files.length,
    bytes,
    ms: performance.now() - t0,
    timings,
    written,
    removed,
    state,
    cleanup: Promise.all([cleanup, searching]).then(() => undefined),
  };
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
