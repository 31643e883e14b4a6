/**
 * Islands and styles, bundled from code alone (no content): one module entry with code
 * splitting, one stylesheet per page template's choice (templates/styles/home.css, pages.css),
 * content-hashed names, and a manifest for render.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import type * as esbuild from 'esbuild';
import { ROOT } from '../config';
import type { OutputFile } from '../images/images';
import { fontSubsets } from './font-subset';
import { iconStyles } from './icon-css';
import { STYLE_SHEETS, type StyleSheet } from '../../templates/types';

export interface AssetManifest {
  /** Public URL of the entry module every page loads. */
  script: string;
  /** Public URL of each stylesheet; a page links the one its template names. */
  css: Record<StyleSheet, string>;
  /** The web fonts the stylesheet names, for <link rel="preload">. */
  fonts?: string[];
  files: OutputFile[];
  /** The packages the browser code is built from (e.g. react-dom, @radix-ui/react-accordion). */
  packages?: string[];
  /** The script written into the page after the language offers (run before the first paint), and its policy hash. */
  offerScript: InlineScript;
}

export interface InlineScript {
  code: string;
  /** The Content-Security-Policy source that allows exactly this code ('sha256-…'). */
  hash: string;
}

const ENTRY = path.join(ROOT, 'islands/main.ts');
/** The language offer's decision, inline in the page: a file would hold back the first paint. */
const OFFER_NOW = path.join(ROOT, 'islands/language-offer-now.ts');
/** The start-up module the entry fetches after the first paint (islands/start.ts). */
const START = 'islands/start.ts';
const TARGET = ['es2020', 'chrome100', 'firefox100', 'safari15'];
const sheetEntry = (sheet: StyleSheet): string => `templates/styles/${sheet}.css`;
const FONT_FACES = path.join(ROOT, 'templates/styles/fonts.css');

// esbuild is loaded only when the islands are bundled: a build that keeps the last bundle never starts it.
const loadEsbuild = (): Promise<typeof esbuild> => import('esbuild');

/** A classic script (no module: it runs where it stands, while the page is read), minified, and its hash. */
async function inlineScript(entry: string): Promise<InlineScript> {
  const built = await (await loadEsbuild()).build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: TARGET,
    minify: true,
    legalComments: 'none',
    write: false,
    absWorkingDir: ROOT,
    logLevel: 'silent',
  });
  const code = built.outputFiles[0]!.text.trim();
  return { code, hash: `'sha256-${createHash('sha256').update(code).digest('base64')}'` };
}

export async function bundleIslands(): Promise<AssetManifest> {
  const offerScript = inlineScript(OFFER_NOW);
  // Awaited at the end; a failure there must not go unhandled while the main bundle fails first.
  offerScript.catch(() => undefined);
  const result = await (await loadEsbuild()).build({
    entryPoints: { main: ENTRY, ...Object.fromEntries(STYLE_SHEETS.map((s) => [s, path.join(ROOT, sheetEntry(s))])) },
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
    plugins: [fontSubsets(FONT_FACES), iconStyles()],
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
  const outputs = Object.entries(result.metafile.outputs);
  const sheetUrl = (sheet: StyleSheet): string => {
    const out = outputs.find(([o, meta]) => o.endsWith('.css') && meta.entryPoint === sheetEntry(sheet))?.[0];
    if (!out) throw new Error(`The bundle has no stylesheet for ${sheetEntry(sheet)}.`);
    return toUrl(path.join(ROOT, out));
  };
  const css = Object.fromEntries(STYLE_SHEETS.map((s) => [s, sheetUrl(s)])) as Record<StyleSheet, string>;
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
  if (!script) throw new Error('The island bundle has no entry script; check islands/main.ts.');
  files.sort((a, b) => a.outputPath.localeCompare(b.outputPath));
  const packages = new Set(
    Object.keys(result.metafile.inputs).flatMap((input) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? []),
  );
  return { script, css, fonts: fonts.sort(), files, packages: [...packages].sort(), offerScript: await offerScript };
}

/** A module's text with the shared chunks it imports inlined; its dynamic imports stay as written. */
async function inlineStaticImports(
  text: string,
  file: string,
  byPath: Map<string, esbuild.OutputFile>,
): Promise<string> {
  const inlined = await (await loadEsbuild()).build({
    stdin: { contents: text, sourcefile: path.basename(file), resolveDir: path.dirname(file), loader: 'js' },
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
          // Islands stay lazy: their import() is left as written, relative to the module.
          b.onResolve({ filter: /^\.\.?\// }, (a) =>
            a.kind === 'dynamic-import'
              ? { path: a.path, external: true }
              : { path: path.resolve(a.resolveDir, a.path), namespace: 'chunk' },
          );
          b.onLoad({ filter: /.*/, namespace: 'chunk' }, (a) => {
            const chunk = byPath.get(a.path);
            if (!chunk) throw new Error(`${path.basename(file)} imports ${a.path}, which the bundle did not produce.`);
            return { contents: chunk.text, loader: 'js', resolveDir: path.dirname(a.path) };
          });
        },
      },
    ],
  });
  return inlined.outputFiles[0]!.text;
}

/** `dir/name.OLDHASH.js` named by the hash of its new text. */
function renamedFor(file: string, text: string): { path: string; hash: string } {
  const hash = createHash('sha256')
    .update(text)
    .digest('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .toUpperCase();
  return { path: file.replace(/\.[^./]+\.js$/, `.${hash}.js`), hash };
}

/**
 * The entry module, and the start-up module it fetches after the first paint, each with the
 * shared chunks it imports inlined, and the chunks nothing else needs dropped. Otherwise the
 * browser learns of those chunks only once the module has arrived: a second round trip before
 * it can run, and for the entry one Lighthouse's simulated LCP counts; and each small file
 * costs its own request and headers. Islands keep sharing their chunks among themselves; the
 * two modules have their own copy of the few small modules they use, all stateless but
 * held-events, which keeps its state where every copy finds it.
 */
async function withEntrySelfContained(
  outputs: esbuild.OutputFile[],
  entryPath: string,
  metafile: esbuild.Metafile,
): Promise<{ outputFiles: esbuild.OutputFile[]; entry: string }> {
  const byPath = new Map(outputs.map((f) => [f.path, f]));
  const rel = (abs: string): string => path.relative(ROOT, abs).split(path.sep).join('/');
  const entryOut = metafile.outputs[rel(entryPath)];
  const startRel = Object.entries(metafile.outputs).find(([, meta]) => meta.entryPoint === START)?.[0];
  if (!startRel) throw new Error(`The island bundle has no start-up chunk; check ${START}.`);
  const startPath = path.join(ROOT, startRel);
  // The start-up module first: the entry's import() then names its new file.
  const startText = await inlineStaticImports(byPath.get(startPath)!.text, startPath, byPath);
  const start = renamedFor(startPath, startText);
  const oldName = path.basename(startPath);
  const entrySource = byPath.get(entryPath)!.text;
  if (!entrySource.includes(oldName)) throw new Error(`The entry script does not import ${oldName}.`);
  const text = await inlineStaticImports(entrySource.replaceAll(oldName, path.basename(start.path)), entryPath, byPath);
  const entry = renamedFor(entryPath, text);
  // Chunks still needed: whatever the islands (the two modules' other dynamic imports) import.
  const needed = new Set<string>();
  const visit = (out: string): void => {
    if (needed.has(out)) return;
    needed.add(out);
    for (const imp of metafile.outputs[out]?.imports ?? []) if (!imp.external) visit(imp.path);
  };
  for (const imp of [...(entryOut?.imports ?? []), ...(metafile.outputs[startRel]?.imports ?? [])])
    if (imp.kind === 'dynamic-import' && imp.path !== startRel) visit(imp.path);
  const kept = outputs.filter(
    (f) => f.path !== entryPath && f.path !== startPath && (!f.path.endsWith('.js') || needed.has(rel(f.path))),
  );
  const file = (at: { path: string; hash: string }, t: string): esbuild.OutputFile => ({
    path: at.path,
    contents: new TextEncoder().encode(t),
    hash: at.hash,
    text: t,
  });
  return { outputFiles: [...kept, file(start, startText), file(entry, text)], entry: entry.path };
}
