/**
 * The build, as a table of contents: (bundle ∥ load) → validate → routes → images →
 * render → write. Each stage logs one line with a count and a time.
 */
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { resolvePaths, type Paths } from './config';
import { loadSources, type LoadCache } from './load';
import { validateSite } from './validate';
import { buildRoutes } from './routes';
import { createTranslator } from './i18n';
import { processImages, type OutputFile } from './images';
import { imagesNeeded, renderPages } from './render';
import { bundleIslands } from './bundle';
import { robotsTxt, sitemapXml } from './seo-files';
import { writeOutput } from './write';
import { renderContent } from './render-content';
import { formatIssues } from './errors';
import { feedFiles } from './feeds';
import { indexSearch } from './search-index';

export interface BuildOptions {
  paths?: Paths;
  cache?: LoadCache;
  log?: (line: string) => void;
  /** Build draft posts too (watch mode). */
  drafts?: boolean;
  /** Receives content warnings (they do not stop the build). */
  warn?: (text: string) => void;
}

export interface BuildResult {
  pages: number;
  files: number;
  bytes: number;
  ms: number;
  timings: Record<string, number>;
  /** Resolves when the replaced dist/ has been removed. */
  cleanup: Promise<void>;
}

export async function runBuild(opts: BuildOptions = {}): Promise<BuildResult> {
  const paths = opts.paths ?? resolvePaths();
  const log = opts.log ?? (() => undefined);
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
    stage('bundle', bundleIslands, (a) => `${a.files.length} files`),
    stage('load', () => loadSources(paths, opts.cache), (r) => `${Object.keys(r.locales).length} languages, ${r.images.size} images`),
  ]);
  const site = await stage('validate', () => validateSite(raw, { drafts: opts.drafts }), (s) => `content is valid${s.warnings.length ? `, ${s.warnings.length} warnings` : ''}`);
  if (site.warnings.length) opts.warn?.(formatIssues(site.warnings));
  const routes = await stage('routes', () => buildRoutes(site), (r) => `${r.length} pages`);
  const content = await stage('content', () => renderContent(site, routes), (c) => `${c.docs.size} Markdown pages, ${c.landing.size} landing pages`);
  const imgs = await stage(
    'images',
    () => processImages(site.images, imagesNeeded(routes, site), path.join(paths.cache, 'images'), site.facts.share_image),
    (r) => `${Object.keys(r.images).length} images, ${r.stats.encoded} encoded, ${r.stats.reused} from cache`,
  );
  const translator = createTranslator(site.messages);
  const pages = await stage('render', () => renderPages(routes, site, translator, imgs.images, content, assets), (p) => `${p.length} pages`);
  const encoder = new TextEncoder();
  const files: OutputFile[] = [
    ...pages.map((p) => ({ outputPath: p.route.outputPath, bytes: encoder.encode(p.html) })),
    { outputPath: 'sitemap.xml', bytes: encoder.encode(sitemapXml(routes)) },
    { outputPath: 'robots.txt', bytes: encoder.encode(robotsTxt(site.facts.url)) },
    ...feedFiles(site),
    ...imgs.files,
    ...assets.files,
  ];
  const hasPosts = Object.keys(site.pages.posts).length > 0;
  const written = await stage(
    'write',
    () =>
      writeOutput(paths.dist, paths.public, files, async (staging) => {
        if (!hasPosts) return;
        const start = performance.now();
        const report = await indexSearch(staging);
        timings.search = performance.now() - start;
        log(`[search] ${report.pages} posts indexed, ${Math.round(timings.search)} ms`);
      }),
    (w) => `${w.files} files, ${Math.round(w.bytes / 1024)} KiB`,
  );
  return { pages: pages.length, files: written.files, bytes: written.bytes, ms: performance.now() - t0, timings, cleanup: written.cleanup };
}
