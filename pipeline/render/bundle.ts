/**
 * Islands and styles, bundled from code alone (no content): one module entry with code
 * splitting, one stylesheet, content-hashed names, and a manifest for render.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import type * as esbuild from 'esbuild';
import { ROOT } from '../config';
import type { OutputFile } from '../images/images';
import { fontSubsets } from './font-subset';

export interface AssetManifest {
  /** Public URL of the entry module every page loads. */
  script: string;
  css: string;
  /** The web fonts the stylesheet names, for <link rel="preload">. */
  fonts?: string[];
  files: OutputFile[];
  /** The packages the browser code is built from (e.g. react-dom, @radix-ui/react-accordion). */
  packages?: string[];
}

const ENTRY = path.join(ROOT, 'islands/main.ts');
const TARGET = ['es2020', 'chrome100', 'firefox100', 'safari15'];
const STYLES = path.join(ROOT, 'templates/styles/site.css');
const FONT_FACES = path.join(ROOT, 'templates/styles/fonts.css');

// esbuild is loaded only when the islands are bundled: a build that keeps the last bundle never starts it.
const loadEsbuild = (): Promise<typeof esbuild> => import('esbuild');

export async function bundleIslands(): Promise<AssetManifest> {
  const result = await (await loadEsbuild()).build({
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
    // The type pair's files, from @fontsource, cut to their declared characters and copied
    // beside the stylesheet under hashed names.
    loader: { '.woff2': 'file' },
    plugins: [fontSubsets(FONT_FACES)],
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    metafile: true,
    write: false,
    absWorkingDir: ROOT,
    logLevel: 'silent',
  });
  const outDir = path.join(ROOT, 'assets-out');
  const toUrl = (abs: string): string => `/assets/${path.relative(outDir, abs).split(path.sep).join('/')}`;
  const entryOut = Object.entries(result.metafile.outputs).find(
    ([, meta]) => meta.entryPoint === 'islands/main.ts',
  )?.[0];
  if (!entryOut) throw new Error('The island bundle has no entry script; check islands/main.ts.');
  let css = '';
  const outputs = result.metafile.outputs;
  for (const [out, meta] of Object.entries(outputs)) {
    if (out.endsWith('.css') && meta.entryPoint === 'templates/styles/site.css') css = toUrl(path.join(ROOT, out));
  }
  const { outputFiles, entry } = await withEntrySelfContained(
    result.outputFiles,
    path.join(ROOT, entryOut),
    result.metafile,
  );
  const files: OutputFile[] = outputFiles
    .filter((f) => !f.path.endsWith('.map'))
    .map((f) => ({ outputPath: toUrl(f.path).slice(1), bytes: f.contents }));
  const script = toUrl(entry);
  const fonts = files.filter((f) => f.outputPath.endsWith('.woff2')).map((f) => `/${f.outputPath}`);
  if (!script || !css)
    throw new Error(
      'The island bundle has no entry script or stylesheet; check islands/main.ts and templates/styles/site.css.',
    );
  files.sort((a, b) => a.outputPath.localeCompare(b.outputPath));
  const packages = new Set(
    Object.keys(result.metafile.inputs).flatMap((input) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? []),
  );
  return { script, css, fonts: fonts.sort(), files, packages: [...packages].sort() };
}

/**
 * The entry module with the shared chunks it imports inlined, and the chunks nothing else
 * needs dropped. Otherwise the browser learns of those chunks only once the entry has
 * arrived: a second round trip before the page's script can run, which Lighthouse's
 * simulated LCP counts. Islands keep sharing their chunks among themselves; the
 * entry has its own copy of the few small modules both use, all stateless but held-events,
 * which keeps its state where both copies find it.
 */
async function withEntrySelfContained(
  outputs: esbuild.OutputFile[],
  entryPath: string,
  metafile: esbuild.Metafile,
): Promise<{ outputFiles: esbuild.OutputFile[]; entry: string }> {
  const byPath = new Map(outputs.map((f) => [f.path, f]));
  const entry = byPath.get(entryPath)!;
  const source = entry.text;
  const inlined = await (await loadEsbuild()).build({
    stdin: {
      contents: source,
      sourcefile: path.basename(entryPath),
      resolveDir: path.dirname(entryPath),
      loader: 'js',
    },
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
          b.onResolve({ filter: /^\.\.?\// }, (a) =>
            a.kind === 'dynamic-import'
              ? { path: a.path, external: true }
              : { path: path.resolve(a.resolveDir, a.path), namespace: 'chunk' },
          );
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
  const hash = createHash('sha256')
    .update(text)
    .digest('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .toUpperCase();
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
  return {
    outputFiles: [...kept, { path: renamed, contents: new TextEncoder().encode(text), hash, text }],
    entry: renamed,
  };
}
