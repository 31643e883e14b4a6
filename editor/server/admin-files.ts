/**
 * The files of /admin/: the page, its script (bundled here with esbuild), Decap CMS's
 * prebuilt bundle from node_modules (never a CDN) and the generated config.yml. Watch mode
 * serves them; `npm run build:admin` copies them into dist/admin/ for a production editor.
 */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../../pipeline/config';
import { DECLARATIONS } from './collections';
import { LIST_FIELD, LIST_FORMAT } from './decap-config';

const require = createRequire(import.meta.url);
/** Decap's prebuilt bundle and the chunks it loads from its own folder. */
export const DECAP_DIST = path.dirname(require.resolve('decap-cms-app/dist/decap-cms-app.js'));

/** Which preview each collection (or file of a files collection) registers. */
export function previewTemplates(): { template: string; collection: string; file?: string }[] {
  return DECLARATIONS.flatMap((d) =>
    d.kind === 'files'
      ? d.files.filter((f) => f.preview?.length).map((f) => ({ template: f.name, collection: d.name, file: f.name }))
      : [{ template: d.name, collection: d.name }],
  );
}

/**
 * The workflow board's cards without their last paragraph: Decap fills it with the start of the
 * raw Markdown body ("## O que é…", WorkflowList passes `data.body`, which no setting changes);
 * the card keeps the section, the page's title and the date of the change.
 */
const BOARD_STYLE = 'a[href$="?ref=workflow"] > p { display: none }';

/**
 * Decap's editor is built for wide screens (its toolbar and panes have a minimum width of 800 px).
 * On a desktop the toolbar drops the site's address (the collections' header and "Ver a página
 * no site" lead there), so a draft's buttons and its preview link fit on one row. On a phone the
 * page no longer scrolls sideways: one language at a time (the "Escrevendo em" menu switches
 * it), and the toolbar's buttons wrap onto a second row that pushes the form down: a toolbar
 * that scrolled sideways cut its own menus ("Publicar agora") to a sliver. The page text is Markdown as
 * written (raw mode only): Decap still draws its formatting buttons there, every one disabled,
 * so that bar is hidden (page-text.tsx draws one that works), and the text box below it, which Decap pulls up under the bar (a 100 px negative margin) and draws
 * without a top edge (#dfdfe3 is its field border), stays below its label with a whole frame.
 * Its lines are numbered, as refusals cite them, and a line a refusal cites is marked.
 * Decap's class names carry the name of the component they style after a generated prefix,
 * hence the [class*=] selectors; `:root` puts these rules above Decap's own, which its script
 * adds later.
 */
const EDITOR_STYLE = `
:root [class*="-ToolbarSectionMeta"] [class*="-AppHeaderSiteLink"] { display: none }
:root .cms-editor-raw [class*="-EditorControlBar"]:not(:has(button:enabled)) { display: none }
:root .cms-editor-raw [class*="-EditorControlBar"]:not(:has(button:enabled)) + * { margin-top: 0; border-top: 2px solid #dfdfe3; border-radius: 5px }
:root [class*="-PreviewLink"] { white-space: nowrap }
:root .page-text-tools + .cms-editor-raw [data-slate-editor] { border-top-left-radius: 0; border-top-right-radius: 0 }
:root .cms-editor-raw [data-slate-editor] { counter-reset: line; padding-inline-start: 3.4em }
:root .cms-editor-raw [data-slate-editor] > [data-slate-node="element"] { counter-increment: line; position: relative }
:root .cms-editor-raw [data-slate-editor] > [data-before-text] { counter-increment: none }
:root .cms-editor-raw [data-slate-editor] > :not([data-before-text])::before { content: counter(line) / ""; position: absolute; inset-inline-start: -3.2em; width: 2.4em; text-align: end; color: #6b6b76; user-select: none; pointer-events: none }
:root .cms-editor-raw [data-refused-line] { background: #fde7e9; box-shadow: -6px 0 0 #b00020 }
@media (max-width: 799px) {
  :root [class*="-EditorContainer"], :root [class*="-ToolbarContainer"] { min-width: 0 }
  :root [class*="-EditorContainer"] { display: flex; flex-direction: column; padding-top: 0 }
  :root [class*="-EditorContainer"] > [class*="-ToolbarContainer"] { position: relative; flex: none; height: auto; min-height: 66px; flex-wrap: wrap }
  :root [class*="-EditorContainer"] > :not([class*="-ToolbarContainer"]) { flex: 1 1 auto; min-height: 0; width: 100% }
  :root [class*="-ToolbarSectionMeta"] { order: 1; margin-left: auto; height: 66px }
  :root [class*="-ToolbarSectionBackLink"] { height: 66px }
  :root [class*="-ToolbarSectionMain"] { order: 2; flex: 1 1 100%; height: auto; flex-wrap: wrap; gap: 8px; padding-block: 8px; border-top: 1px solid #dfdfe3 }
  :root [class*="-ToolbarSectionMain"] > * { flex-wrap: wrap; row-gap: 8px }
  :root [class*="-ToolbarSectionBackLink"] { flex: none; padding-inline: 12px }
  :root [class*="-BackCollection"] { display: none }
  :root .SplitPane > .Pane1 { width: 100% !important; flex: 1 1 auto !important }
  :root .SplitPane > .Pane2, :root .SplitPane > .Resizer, :root [class*="-ViewControls"] { display: none !important }
}`;

/**
 * @param previewUrl watch mode's preview renderer (the site itself in the preview pane)
 * @param previewStyle without it (production), the site's stylesheet for Decap's own preview
 */
export function adminPage(opts: { previewUrl?: string; previewStyle?: string; title?: string }): string {
  const setup = {
    previews: previewTemplates(),
    listField: LIST_FIELD,
    listFormat: LIST_FORMAT,
    previewUrl: opts.previewUrl,
    previewStyle: opts.previewStyle,
  };
  // The setup is JSON in a script element: "<" is escaped so no text can close it.
  const json = JSON.stringify(setup).replace(/</g, '\\u003c');
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<style id="frame-guard">html{display:none !important}</style>
<script src="frame-guard.js"></script>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${opts.title ?? 'Editor do site'}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="cms-config-url" type="text/yaml" href="config.yml">
<style>${BOARD_STYLE}${EDITOR_STYLE}</style>
<script id="admin-setup" type="application/json">${json}</script>
<script src="admin.js"></script>
</head>
<body></body>
</html>
`;
}

/** The page's script: React 19.2 for Decap's bundle, the custom format, widget and previews. */
export async function adminScript(): Promise<string> {
  const esbuild = await import('esbuild');
  const out = await esbuild.build({
    entryPoints: [path.join(ROOT, 'editor/browser/admin.tsx')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    jsx: 'automatic',
    // The React Decap's bundle was built with: its react-dom throws on any other version, so
    // package.json pins decap-react(-dom) and decap-cms-app exactly, to be upgraded together.
    alias: { react: 'decap-react', 'react-dom': 'decap-react-dom' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return out.outputFiles[0]?.text ?? '';
}

/** A file of Decap's bundle by name (undefined for anything else: no path leaves the folder). */
export async function decapFile(name: string): Promise<Buffer | undefined> {
  if (!/^[\w.-]+\.(js|wasm|txt)$/.test(name)) return undefined;
  return fs.readFile(path.join(DECAP_DIST, name)).catch(() => undefined);
}

/** Every file of Decap's bundle that a browser may load (source maps left out). */
export async function decapFiles(): Promise<string[]> {
  return (await fs.readdir(DECAP_DIST)).filter((f) => /\.(js|wasm)$/.test(f)).sort();
}
