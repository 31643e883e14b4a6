// `npm run build`: runs build.ts without a TypeScript loader in the way. The generator's own
// modules are bundled by esbuild into one file in the cache folder (packages stay in
// node_modules), re-bundled only when one of its sources is newer: a loader resolving each
// of hundreds of imports at every build's start costs more than reading one bundled file.
// Plain JavaScript because it is what starts the TypeScript.
import { statSync, readFileSync, writeFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The bundle sits one folder below the root, so pipeline/config's ROOT (its parent) is right.
const out = path.join(root, '.cache', 'build.mjs');
const inputsFile = path.join(root, '.cache', 'build.inputs.json');
// React picks its production build when it is first loaded.
process.env.NODE_ENV ??= 'production';

// The worker threads are bundled beside the build, so they start without a TypeScript loader
// (pipeline/start-worker.ts finds them there by name).
const workers = {
  'markdown-worker': 'pipeline/markdown-worker.ts',
  'pictures-worker': 'pipeline/images/pictures-worker.ts',
  'font-worker': 'pipeline/render/font-worker.ts',
};

/** The bundle's inputs: this script's own options count too, and so do the bundled packages' versions. */
const inputsOf = (files) => [...files, 'scripts/build.mjs', 'package-lock.json'];
/** What the inputs hold: a new checkout (the deploy's, its cache restored) has new times but the same text. */
const textOf = (files) => {
  const hash = createHash('sha1');
  for (const f of inputsOf(files))
    hash
      .update(f)
      .update('\0')
      .update(readFileSync(path.join(root, f)))
      .update('\0');
  return hash.digest('hex');
};

function fresh() {
  try {
    const built = Math.min(
      ...['build.mjs', ...Object.keys(workers).map((w) => `${w}.mjs`)].map(
        (f) => statSync(path.join(path.dirname(out), f)).mtimeMs,
      ),
    );
    const { files, text } = JSON.parse(readFileSync(inputsFile, 'utf8'));
    return inputsOf(files).every((f) => statSync(path.join(root, f)).mtimeMs <= built) || textOf(files) === text;
  } catch {
    return false;
  }
}

if (!fresh()) {
  const { build } = await import('esbuild');
  mkdirSync(path.dirname(out), { recursive: true });
  // Chunks of an older bundle go first (their names are hashed).
  for (const f of readdirSync(path.dirname(out))) if (f.startsWith('chunk-')) rmSync(path.join(path.dirname(out), f));
  const result = await build({
    absWorkingDir: root,
    entryPoints: { build: 'build.ts', ...workers },
    outdir: path.dirname(out),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Dynamic imports stay dynamic: a build that renders nothing never loads React or the templates.
    splitting: true,
    // Chunks sit beside the entries, so import.meta.url-relative paths mean the same in both.
    chunkNames: 'chunk-[hash]',
    // Pure-JavaScript packages are bundled in, rather than hundreds of small modules resolved
    // and loaded one by one at each build's start. Packages with native code, WebAssembly
    // they locate from their own folder, a binary or their own workers stay outside.
    external: ['sharp', 'pagefind', 'esbuild', 'chokidar', 'subset-font'],
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    // React's production build, chosen at bundle time (the branch for development is left out).
    define: { 'process.env.NODE_ENV': '"production"' },
    // Without comments and indentation: a quarter fewer bytes for V8 to scan at each build's
    // start (names and syntax stay as written; the map finds the TypeScript line).
    minifyWhitespace: true,
    // Beside the bundle, not inside it: Node reads a map only with --enable-source-maps.
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'error',
  });
  const files = Object.keys(result.metafile.inputs).filter((f) => !f.includes('node_modules'));
  writeFileSync(inputsFile, JSON.stringify({ files, text: textOf(files) }));
}
await import(pathToFileURL(out).href);
