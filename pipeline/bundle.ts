/**
 * Islands and styles, bundled from code alone (no content): one module entry with code
 * splitting, one stylesheet, content-hashed names, and a manifest for render.
 */
import path from 'node:path';
import * as esbuild from 'esbuild';
import { ROOT } from './config';
import type { OutputFile } from './images';

export interface AssetManifest {
  /** Public URL of the entry module every page loads. */
  script: string;
  css: string;
  /** Chunks worth fetching early on every page (the hydration runtime and what the header's islands import). */
  preload: string[];
  files: OutputFile[];
}

const ENTRY = path.join(ROOT, 'islands/main.ts');
const STYLES = path.join(ROOT, 'templates/styles/site.css');
const HYDRATE_SOURCE = 'islands/hydrate.tsx';
const NAV_SOURCES = ['islands/header/MobileNav.tsx', 'islands/header/DesktopNav.tsx'];

export async function bundleIslands(): Promise<AssetManifest> {
  const result = await esbuild.build({
    entryPoints: { main: ENTRY, site: STYLES },
    outdir: path.join(ROOT, 'assets-out'),
    outbase: ROOT,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
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
  const files: OutputFile[] = result.outputFiles
    .filter((f) => !f.path.endsWith('.map'))
    .map((f) => ({ outputPath: toUrl(f.path).slice(1), bytes: f.contents }));
  let script = '';
  let css = '';
  const bySource = new Map<string, string>();
  const outputs = result.metafile.outputs;
  for (const [out, meta] of Object.entries(outputs)) {
    const url = toUrl(path.join(ROOT, out));
    if (meta.entryPoint === 'islands/main.ts') script = url;
    if (out.endsWith('.css') && meta.entryPoint === 'templates/styles/site.css') css = url;
    if (meta.entryPoint) bySource.set(meta.entryPoint, out);
  }
  // What every page hydrates: the runtime and the chunks the header's islands import. The
  // islands' own entry chunks are left out: a page hydrates only one of the two navigations.
  const preload = new Set<string>();
  const addWithImports = (out: string | undefined, self: boolean): void => {
    if (!out || preload.has(toUrl(path.join(ROOT, out)))) return;
    if (self) preload.add(toUrl(path.join(ROOT, out)));
    for (const imp of outputs[out]?.imports ?? []) if (imp.kind === 'import-statement') addWithImports(imp.path, true);
  };
  addWithImports(bySource.get(HYDRATE_SOURCE), true);
  for (const src of NAV_SOURCES) addWithImports(bySource.get(src), false);
  if (!script || !css) throw new Error('The island bundle has no entry script or stylesheet; check islands/main.ts and templates/styles/site.css.');
  files.sort((a, b) => a.outputPath.localeCompare(b.outputPath));
  return { script, css, preload: [...preload].sort(), files };
}
