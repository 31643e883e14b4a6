/**
 * The editor's preview: the page an entry feeds, rendered by the real pipeline with the
 * entry's unsaved text in place of its file, and returned as HTML (nothing is written).
 * Runs in the watch worker, which holds the last build's parsed files and bundle.
 */
import { knownCaches } from './known-caches';
import path from 'node:path';
import type { Paths } from '../../pipeline/config';
import type { Lang } from '../../model/languages';
import { BuildFailed, formatIssues, type ContentIssue } from '../../pipeline/errors';
import type { Route, TemplateName } from '../../pipeline/routes/routes';
import type { BuildState } from '../../pipeline/state';
import { runStages, type Staged, type StageRunner } from '../../pipeline/stages';
import { markArtwork } from './artwork-marker';
import { encodeIntoCache } from '../../pipeline/images/images';
import { PREVIEW_REFUSAL } from '../../pipeline/catalogue/refusals';
import { recordOf } from './json-shapes';
import { loadedYamlFiles, type RawSite } from '../../pipeline/load/load';

export interface PreviewRequest {
  /** Root-relative file the entry is saved to ("content/treatments/dtm/index.pt.md"). */
  file: string;
  text: string;
  lang: Lang;
  /** Templates that show this kind of entry, best first (a shared file shows on many pages). */
  templates: TemplateName[];
  /** Other files of the same save (the other languages), in place of theirs on disk. */
  also?: { file: string; text: string }[];
  /** Files of content/ to check as deleted (root-relative): a deletion's check. */
  removed?: string[];
  /** Only the build's checks, as a save would face them (nothing rendered). */
  checkOnly?: boolean;
  /** Pictures of a draft, not yet in content/. */
  pictures?: DraftPicture[];
}

/** A draft's picture: the root-relative file where it will be once published, and the file holding it now. */
export interface DraftPicture {
  file: string;
  at: string;
}

/** A file of dist/ the page names that the site does not have yet (a draft's picture, encoded), its bytes in base64. */
export interface DraftFileOut {
  path: string;
  content: string;
}

export type PreviewReply =
  | { ok: true; html: string; url: string; files?: DraftFileOut[]; warnings?: ContentIssue[] }
  | { ok: false; error: string; issues?: ContentIssue[] };

/**
 * The page to show: one the file feeds, in the entry's language, of the best template. A
 * page lists its own files before those of pages it links to (related treatments, posts),
 * so the page naming the file first is the entry's own.
 */
export function previewRoute(
  routes: readonly Route[],
  req: Pick<PreviewRequest, 'file' | 'lang' | 'templates'>,
): Route | undefined {
  const inLang = routes.filter((r) => r.lang === req.lang);
  const own = (list: Route[]): Route | undefined =>
    list
      .filter((r) => r.sources.includes(req.file))
      .sort((a, b) => a.sources.indexOf(req.file) - b.sources.indexOf(req.file))[0];
  for (const template of req.templates) {
    const of = inLang.filter((r) => r.template === template);
    const page = own(of) ?? of[0];
    if (page) return page;
  }
  return own(inLang);
}

/** A post's front matter data with `draft: true` (Rascunho on). */
const isDraft = (data: unknown): boolean => recordOf(data)?.draft === true;

/**
 * Whether the site as published (drafts left out) can fail where watch mode's passed: some
 * draft is on the site after the save, and the save touches one (a post switched to Rascunho)
 * or some other page or file names a draft's slug (a link or a related post leading to it). A
 * slug named nowhere else cannot be linked to, so that pass is spared.
 */
function publishedSiteDiffers(raw: RawSite, saved: readonly string[]): boolean {
  const drafts = raw.docs.filter((d) => isDraft(d.doc.front?.data));
  if (!drafts.length) return false;
  const draftFiles = new Set(drafts.map((d) => d.doc.file));
  if (saved.some((f) => draftFiles.has(f))) return true;
  const slugs = [...new Set(drafts.map((d) => d.slug))];
  const texts = [
    ...raw.docs.filter((d) => !draftFiles.has(d.doc.file)).flatMap((d) => [d.doc.front?.source ?? '', d.doc.body]),
    ...loadedYamlFiles(raw).map((f) => f.parsed?.source ?? ''),
  ];
  return texts.some((text) => slugs.some((slug) => text.includes(slug)));
}

/**
 * `run`: how each stage is run (default: as it is; a test counts what a stage did). `passed`:
 * told what a save's check made once it passes (the rebuild after the save may go on from it).
 */
export async function renderPreview(
  paths: Paths,
  state: BuildState,
  req: PreviewRequest,
  run?: StageRunner,
  passed?: (checked: Staged<'routes'>) => void,
): Promise<PreviewReply> {
  const assets = state.dist.assets;
  if (!assets) return { ok: false, error: PREVIEW_REFUSAL.notBuilt };
  try {
    // The watch process's caches keyed by content: only the entry's own text is judged again.
    const caches = knownCaches(state);
    const files = [{ file: req.file, text: req.text }, ...(req.also ?? [])];
    const overrides = new Map<string, string | null>([
      ...files.map((f): [string, string] => [path.join(paths.root, f.file), f.text]),
      ...(req.removed ?? []).map((f): [string, null] => [path.join(paths.root, f), null]),
    ]);
    // The load stage reads each from where the draft keeps it, as if it were at its place in content/.
    const pictures = new Map(
      (req.pictures ?? []).map((p) => [path.join(paths.root, path.posix.normalize(p.file)), p.at]),
    );
    if (req.checkOnly) {
      // Links and Markdown are checked before anything is rendered (stage check). Drafts too: watch mode
      // builds them, so a draft with a mistake would stop its build.
      // What the site would warn of (a page nothing links to): said to the editor after the save.
      const warnings: ContentIssue[] = [];
      const warn = (issues: ContentIssue[]) => warnings.push(...issues);
      const checked = await runStages(
        { paths, caches, overrides, pictures, drafts: true, assets, warn, run },
        { until: 'check' },
      );
      // The site as published too, once a post is a draft: `npm run check` leaves it out, and a
      // page linking to it would stop that build (a post switched to Rascunho and published).
      // Its page list differs from watch mode's, and so do its Markdown keys: taken as far as
      // content, its bodies are kept by those keys, and the next save's check parses only its own.
      if (publishedSiteDiffers(checked.load, [req.file, ...files.map((f) => f.file), ...(req.removed ?? [])]))
        await runStages({ paths, caches, overrides, pictures, drafts: false, assets, run }, { until: 'content' });
      // A draft's pictures that pass are encoded now, not awaited: when the draft is published,
      // its build finds them made (a failure here is the publishing build's to report).
      if (pictures.size)
        encodeIntoCache(
          checked.load.images,
          [...pictures.keys()].map((abs) => path.relative(paths.content, abs).split(path.sep).join('/')),
          path.join(paths.cache, 'images'),
          state.caches,
        ).catch(() => undefined);
      passed?.(checked);
      return { ok: true, html: '', url: '', warnings };
    }
    let route: Route | undefined;
    const select = (routes: Route[]) => {
      route = previewRoute(routes, req);
      return route && ((r: Route) => r === route);
    };
    const {
      render: [page],
      images,
    } = await runStages({ paths, caches, overrides, pictures, drafts: true, assets, select }, { until: 'render' });
    if (!route)
      return {
        ok: false,
        error: PREVIEW_REFUSAL.noPageInLanguage(req.lang),
      };
    if (!page) return { ok: false, error: PREVIEW_REFUSAL.notAssembled };
    // The encoded files of the draft's own pictures: the site's dist/ does not have them until it is published.
    const own = new Set(
      [...pictures.keys()].flatMap((abs) => {
        const set = images?.images[path.relative(paths.content, abs).split(path.sep).join('/')];
        return set ? [...set.avif, ...set.webp].map((v) => v.src).concat(set.fallback) : [];
      }),
    );
    const made = (images?.files ?? []).filter((f) => own.has(`/${f.outputPath}`));
    return {
      ok: true,
      html: markArtwork(new TextDecoder().decode(page.bytes)),
      url: route.url,
      ...(made.length
        ? { files: made.map((f) => ({ path: f.outputPath, content: Buffer.from(f.bytes).toString('base64') })) }
        : {}),
    };
  } catch (error) {
    if (error instanceof BuildFailed)
      return {
        ok: false,
        error: formatIssues(error.issues),
        issues: error.issues.filter((i) => i.severity === 'error'),
      };
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
