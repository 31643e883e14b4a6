/**
 * Islands and styles, bundled from code alone (no content): one module entry with code
 * splitting, one stylesheet, content-hashed names, and a manifest for render.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import * as esbuild from 'esbuild';
import { ROOT } from './config';
import type { OutputFile } from './images';

export interface AssetManifest {
  /** Public URL of the entry module every page loads. */
  script: string;
  css: string;
  files: OutputFile[];
}

const ENTRY = path.join(ROOT, 'islands/main.ts');
const TARGET = ['es2020', 'chrome100', 'firefox100', 'safari15'];
const STYLES = path.join(ROOT, 'templates/styles/site.css');
const HYDRATE_SOURCE = 'islands/hydrate.tsx';
const NAV_SOURCES = ['islands/header/MobileNav.tsx', 'islands/header/DesktopNav.tsx'];
const PREFETCH_PLACEHOLDER = '__PREFETCH_LIST__';

export async function bundleIslands(): Promise<AssetManifest> {
  const result = await esbuild.build({
    entryPoints: { main: ENTRY, site: STYLES },
    outdir: path.join(ROOT, 'assets-out'),
    outbase: ROOT,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: TARGET,
    minify: true,
    jsx: 'automatic',
    entryNames: '[name].[hash]',
    chunkNames: 'chunks/[name].[hash]',
    assetNames: '[name].[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    // The browser runs the islands on Preact's React compatibility layer: the same components
    // (and Radix and Embla through it) in about a tenth of React's bytes. Pages and the
    // islands' first HTML are still rendered by React on the server.
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
    legalComments: 'none',
    metafile: true,
    write: false,
    absWorkingDir: ROOT,
    logLevel: 'silent',
  });
  const outDir = path.join(ROOT, 'assets-out');
  const toUrl = (abs: string): string => `/assets/${path.relative(outDir, abs).split(path.sep).join('/')}`;
  const entryOut = Object.entries(result.metafile.outputs).find(([, meta]) => meta.entryPoint === 'islands/main.ts')?.[0];
  if (!entryOut) throw new Error('The island bundle has no entry script; check islands/main.ts.');
  let css = '';
  const bySource = new Map<string, string>();
  const outputs = result.metafile.outputs;
  for (const [out, meta] of Object.entries(outputs)) {
    if (out.endsWith('.css') && meta.entryPoint === 'templates/styles/site.css') css = toUrl(path.join(ROOT, out));
    if (meta.entryPoint) bySource.set(meta.entryPoint, out);
  }
  // What every page may hydrate soon: the runtime and the chunks the header's islands import.
  // The islands' own entry chunks are left out: a page hydrates only one of the two navigations.
  const prefetch = new Set<string>();
  const addWithImports = (out: string | undefined, self: boolean): void => {
    if (!out || prefetch.has(toUrl(path.join(ROOT, out)))) return;
    if (self) prefetch.add(toUrl(path.join(ROOT, out)));
    for (const imp of outputs[out]?.imports ?? []) if (imp.kind === 'import-statement') addWithImports(imp.path, true);
  };
  addWithImports(bySource.get(HYDRATE_SOURCE), true);
  for (const src of NAV_SOURCES) addWithImports(bySource.get(src), false);
  const { outputFiles, entry } = await withEntrySelfContained(result.outputFiles, path.join(ROOT, entryOut), result.metafile, [...prefetch].sort());
  const files: OutputFile[] = outputFiles
    .filter((f) => !f.path.endsWith('.map'))
    .map((f) => ({ outputPath: toUrl(f.path).slice(1), bytes: f.contents }));
  const script = toUrl(entry);
  if (!script || !css) throw new Error('The island bundle has no entry script or stylesheet; check islands/main.ts and templates/styles/site.css.');
  files.sort((a, b) => a.outputPath.localeCompare(b.outputPath));
  return { script, css, files };
}

/**
 * The entry module with the shared chunks it imports inlined, and the chunks nothing else
 * needs dropped. Otherwise the browser learns of those chunks only once the entry has
 * arrived: a second round trip before the page's script can run, which Lighthouse's
 * simulated LCP counts (LCP of the home page 1293 -> 1123 ms, /ar/ 1531 -> 1210 ms, measured
 * with the entry inlined by hand). Islands keep sharing their chunks among themselves; the
 * entry has its own copy of the few small modules both use, all stateless but held-events,
 * which keeps its state where both copies find it.
 */
async function withEntrySelfContained(
  outputs: esbuild.OutputFile[],
  entryPath: string,
  metafile: esbuild.Metafile,
  prefetch: string[],
): Promise<{ outputFiles: esbuild.OutputFile[]; entry: string }> {
  const byPath = new Map(outputs.map((f) => [f.path, f]));
  const entry = byPath.get(entryPath)!;
  // The entry's prefetch list (islands/main.ts) gets the chunks' final addresses.
  const source = entry.text.replace(PREFETCH_PLACEHOLDER, prefetch.join(' '));
  if (source === entry.text) throw new Error(`The entry script has no ${PREFETCH_PLACEHOLDER}; check islands/main.ts.`);
  const inlined = await esbuild.build({
    stdin: { contents: source, sourcefile: path.basename(entryPath), resolveDir: path.dirname(entryPath), loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: TARGET,
    minify: true,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'bundled-chunks',
        setup(b) {
          // Islands stay lazy: their import() is left as written, relative to the entry.
          b.onResolve({ filter: /^\.\.?\// }, (a) => (a.kind === 'dynamic-import' ? { path: a.path, external: true } : { path: path.resolve(a.resolveDir, a.path), namespace: 'chunk' }));
          b.onLoad({ filter: /.*/, namespace: 'chunk' }, (a) => {
            const chunk = byPath.get(a.path);
            if (!chunk) throw new Error(`The entry script imports ${a.path}, which the bundle did not produce.`);
            return { contents: chunk.text, loader: 'js', resolveDir: path.dirname(a.path) };
          });
        },
      },
    ],
  });
  const text = inlined.outputFiles[0]!.text;
  const hash = createHash('sha256').update(text).digest('base64url').replace(/[^A-Za-z0-9]/g, '').slice(0, 8).toUpperCase();
  const renamed = entryPath.replace(/\.[^./]+\.js$/, `.${hash}.js`);
  // Chunks still needed: whatever the islands (the entry's dynamic imports) import.
  const rel = (abs: string): string => path.relative(ROOT, abs).split(path.sep).join('/');
  const needed = new Set<string>();
  const visit = (out: string): void => {
    if (needed.has(out)) return;
    needed.add(out);
    for (const imp of metafile.outputs[out]?.imports ?? []) if (!imp.external) visit(imp.path);
  };
  for (const imp of metafile.outputs[rel(entryPath)]?.imports ?? []) if (imp.kind === 'dynamic-import') visit(imp.path);
  const kept = outputs.filter((f) => f.path !== entryPath && (!f.path.endsWith('.js') || needed.has(rel(f.path))));
  return { outputFiles: [...kept, { path: renamed, contents: new TextEncoder().encode(text), hash, text }], entry: renamed };
}
