/**
 * The one sequence of stages: load → validate → routes → check → content → images → render → share. The
 * build (index.ts), `npm run check` (dev/check.ts), the editor's preview (editor/server/preview.ts)
 * and its launch checklist (editor/server/launch-checklist.ts) all run it, each as far as it needs
 * (`until`); the order of the stages is written here only. Each stage's function carries the
 * name its log line prints.
 */
import path from 'node:path';
import type { Paths } from './config';
import { BuildFailed, type ContentIssue } from './errors';
import { refusal } from './launch/launch';
import {
  loadSources,
  newLoadCaches,
  type LoadCaches,
  type Overrides,
  type PictureOverrides,
  type RawSite,
} from './load/load';
import { newValidateCaches, SiteRefused, validateSite, type Site, type ValidateCaches } from './validate/validate';
import { buildRoutes, isSitePicture, type PicturesShown, type Route } from './routes/routes';
import { checkPages, newCheckCaches, type CheckCaches, type CheckedContent } from './check/content';
import { newContentCaches, renderContent, type ContentCaches, type RenderedContent } from './content/content';
import { newImageCaches, processImages, type ImageCaches, type OutputFile, type Processed } from './images/images';
import { encodeEarly, listedShareImage, type EarlyEncoding } from './images/early';
import { createTranslator } from './render/i18n';
import { startShareImages, type ShareDrawing } from './share/share-images';
import type { AssetManifest } from './render/bundle';
import { parseAhead, type ParsingAhead } from './markdown-pool';

export const STAGES = ['load', 'validate', 'routes', 'check', 'content', 'images', 'render', 'share'] as const;
export type StageName = (typeof STAGES)[number];

/** What each stage hands on. images, render and share run only when some page is to be rendered. */
export interface StageOutputs {
  load: RawSite;
  validate: Site;
  routes: Route[];
  check: CheckedContent;
  content: RenderedContent;
  images: Processed | undefined;
  render: OutputFile[];
  /** The rendered pages' share images. */
  share: OutputFile[] | undefined;
}

/** The stages up to and including U, in order. */
type UpTo<U extends StageName, T extends readonly StageName[] = typeof STAGES> = T extends readonly [
  infer H extends StageName,
  ...infer R extends readonly StageName[],
]
  ? H extends U
    ? H
    : H | UpTo<U, R>
  : never;

/** The outputs of the stages run, by stage name. */
export type Staged<U extends StageName> = Pick<StageOutputs, UpTo<U>>;

/** The caches the stages read and fill (the build state keeps them between builds). */
export type StageCaches = LoadCaches & ValidateCaches & CheckCaches & ContentCaches & ImageCaches;

// images' `imageSizes` replaces load's: one map for both.
export const newStageCaches = (): StageCaches => ({
  ...newLoadCaches(),
  ...newValidateCaches(),
  ...newCheckCaches(),
  ...newContentCaches(),
  ...newImageCaches(),
});

/**
 * Runs one stage, or the wait for the pictures encoded beside rendering ('pictures'): the
 * build times and logs it; check and preview run it as it is.
 */
export type StageRunner = <T>(
  name: StageName | 'pictures',
  fn: () => T | Promise<T>,
  describe: (value: T) => string,
) => Promise<T>;

export const runPlainly: StageRunner = async (_name, fn) => fn();

export interface StageInput {
  paths: Paths;
  caches?: StageCaches;
  /** Root-relative input files changed since the caches were filled (undefined: unknown). */
  changed?: readonly string[];
  /** Texts to read instead of files (the editor's unsaved entry). */
  overrides?: Overrides;
  /** Pictures a draft adds, read from outside content/ (the draft's page). */
  pictures?: PictureOverrides;
  /** Build draft posts too (watch mode and the preview). */
  drafts?: boolean;
  /** A release build (`npm run build`): a site declared live is refused while a stand-in remains. */
  release?: boolean;
  /** The script and stylesheet pages link to; loading waits for it, as the bundle is made beside it. */
  assets?: AssetManifest | Promise<AssetManifest>;
  run?: StageRunner;
  /** Content problems that do not stop the build, as each stage finds them. */
  warn?: (issues: ContentIssue[]) => void;
  /**
   * The site and route table a save's check made from inputs of the same content as these
   * (watch mode: dev/checked-save.ts): validate and routes are not run again.
   */
  validated?: (raw: RawSite) => Pick<StageOutputs, 'validate' | 'routes'> | undefined;
  /** The last route table, when it still holds for this site (the build's watch mode): routes is skipped. */
  reuseRoutes?: (site: Site) => Route[] | undefined;
  /** Called once the Markdown is rendered (the build starts the search index there, beside rendering). */
  afterContent?: (made: Staged<'content'>) => void;
  /** Pictures the image cache does not hold are encoded after the pages are written (watch mode; see images.ts). */
  latePictures?: boolean;
  /**
   * Which pages to render (default: all); none, and images and render are skipped. The build
   * decides there what it starts from (see index.ts), so it may take its time.
   */
  select?: (routes: Route[], assets: AssetManifest, shows?: PicturesShown) => PageFilter | Promise<PageFilter>;
}

/** The pages to render; undefined: none. */
export type PageFilter = ((route: Route) => boolean) | undefined;

export async function runStages<U extends StageName>(input: StageInput, { until }: { until: U }): Promise<Staged<U>> {
  const last = STAGES.indexOf(until);
  const run = input.run ?? runPlainly;
  const caches = input.caches ?? newStageCaches();
  // A cold build's pictures are encoded from the moment they are listed, beside everything
  // else; once the pages say which they show, the images stage takes over (or nothing is rendered).
  let early: EarlyEncoding | undefined;
  let over = false;
  const listed = load(run, input, caches).then((raw) => {
    if (!over && last >= STAGES.indexOf('images') && !input.latePictures && caches.processed.size === 0)
      early = encodeEarly(raw.images, path.join(input.paths.cache, 'images'), caches, listedShareImage(raw.site));
    return raw;
  });
  try {
    const [assets, raw] = await Promise.all([input.assets, listed]);
    return await afterLoad(input, until, caches, raw, assets, run, () => early?.stop());
  } finally {
    over = true;
    early?.stop();
  }
}

async function afterLoad<U extends StageName>(
  input: StageInput,
  until: U,
  caches: StageCaches,
  raw: RawSite,
  assets: AssetManifest | undefined,
  run: StageRunner,
  takeOverPictures: () => void,
): Promise<Staged<U>> {
  const last = STAGES.indexOf(until);
  const made: Partial<StageOutputs> = { load: raw };
  // With nothing rendered yet (a cold build), a large blog's bodies are parsed on the second
  // core while this one validates: check hands that worker their jobs.
  const ahead =
    last >= STAGES.indexOf('check') && caches.markdown.entries.size === 0
      ? parseAhead(raw.docs.map((d) => d.doc))
      : undefined;
  if (last < STAGES.indexOf('validate')) return made as Staged<U>;
  let site: Site;
  let table: Route[];
  try {
    const known = input.validated?.(raw);
    site = known ? validated(input, known.validate) : await validate(run, input, caches, raw);
    made.validate = site;
    if (last < STAGES.indexOf('routes')) return made as Staged<U>;
    table = input.reuseRoutes?.(site) ?? known?.routes ?? (await routes(run, site));
    made.routes = table;
  } catch (error) {
    ahead?.dispose();
    throw error;
  }
  if (last < STAGES.indexOf('check')) return made as Staged<U>;
  const checked = await check(run, input, caches, site, table, ahead);
  made.check = checked;
  if (last < STAGES.indexOf('content')) {
    checked.batch?.dispose();
    return made as Staged<U>;
  }
  made.content = await content(run, caches, site, table, checked);
  input.afterContent?.({ load: raw, validate: site, routes: table, check: checked, content: made.content });
  // The pages' own set of pictures from here on: what the early lane has not started, images plans again.
  takeOverPictures();
  if (last >= STAGES.indexOf('images')) await renderStages(run, input, caches, made as StageOutputs, assets, last);
  return made as Staged<U>;
}

function load(run: StageRunner, input: StageInput, caches: LoadCaches): Promise<RawSite> {
  return run(
    'load',
    () => loadSources(input.paths, caches, input.changed, input.overrides, input.pictures),
    (r) => `${Object.keys(r.locales).length} languages, ${r.images.size} images`,
  );
}

async function validate(run: StageRunner, input: StageInput, caches: StageCaches, raw: RawSite): Promise<Site> {
  const site = await run(
    'validate',
    () => validateSite(raw, { drafts: input.drafts }, caches),
    (s) => `content is valid${s.warnings.length ? `, ${s.warnings.length} warnings` : ''}`,
  ).catch(async (error: unknown) => {
    throw error instanceof SiteRefused ? await withLaterReasons(error, caches) : error;
  });
  return validated(input, site);
}

/** A validated site's warnings said, and a release refused while a stand-in remains on a live site. */
function validated(input: StageInput, site: Site): Site {
  if (site.warnings.length) input.warn?.(site.warnings);
  if (input.release && site.facts.live && site.standIns.length) throw new BuildFailed(refusal(site.standIns));
  return site;
}

/**
 * A refused site whose pages all made it in still goes through routes and check, so the
 * reasons they find (broken links, missing sections) come in the same refusal; nothing is rendered.
 */
async function withLaterReasons(refused: SiteRefused, caches: StageCaches): Promise<BuildFailed> {
  try {
    const checked = await checkPages(refused.site, buildRoutes(refused.site), caches, (key) =>
      caches.markdown.entries.get(key),
    );
    checked.batch?.dispose();
    return new BuildFailed([...refused.issues, ...checked.warnings]);
  } catch (later) {
    // Anything but a content refusal comes of checking content known to be wrong: the first reasons stand.
    return later instanceof BuildFailed ? new BuildFailed([...refused.issues, ...later.issues]) : refused;
  }
}

function routes(run: StageRunner, site: Site): Promise<Route[]> {
  return run(
    'routes',
    () => buildRoutes(site),
    (r) => `${r.length} pages`,
  );
}

/** Every Markdown body parsed and checked against the route table, before anything is rendered. */
async function check(
  run: StageRunner,
  input: StageInput,
  caches: CheckCaches & ContentCaches,
  site: Site,
  table: Route[],
  ahead?: ParsingAhead,
): Promise<CheckedContent> {
  const made = await run(
    'check',
    () => checkPages(site, table, caches, (key) => caches.markdown.entries.get(key), ahead),
    (c) => `${c.docs.size} Markdown pages, ${c.batch?.facts.length ?? 0} parsed`,
  );
  if (made.warnings.length) input.warn?.(made.warnings);
  return made;
}

function content(
  run: StageRunner,
  caches: ContentCaches,
  site: Site,
  table: Route[],
  checked: CheckedContent,
): Promise<RenderedContent> {
  return run(
    'content',
    () => renderContent(site, table, checked, caches),
    (c) => `${c.docs.size} Markdown pages, ${c.landing.size} landing pages`,
  );
}

/** images, then render, for the selected pages; React, the templates and sharp are loaded only when some page is. */
async function renderStages(
  run: StageRunner,
  input: StageInput,
  caches: ImageCaches,
  made: StageOutputs,
  assets: AssetManifest | undefined,
  last: number,
): Promise<void> {
  made.images = undefined;
  made.render = [];
  made.share = undefined;
  if (!assets) throw new Error('Rendering needs the bundle: give runStages its assets.');
  // Which pages show a changed picture is the templates' to say: loaded first only then.
  const shows = input.changed?.some(isSitePicture)
    ? (await import('./render/pages')).picturesShown(made.validate, made.content)
    : undefined;
  const only = input.select ? await input.select(made.routes, assets, shows) : () => true;
  if (!only) return;
  const pages = await import('./render/pages');
  const pictures = await images(
    run,
    input,
    caches,
    made.validate,
    pages.imagesNeeded(made.routes, made.validate, made.content),
    pages.shareCuts(made.routes, made.validate),
  );
  made.images = pictures;
  if (last >= STAGES.indexOf('render')) {
    // Each page's share image is drawn as soon as the page is rendered, beside the next pages.
    const drawing =
      last >= STAGES.indexOf('share') ? startShareImages(path.join(input.paths.cache, 'share')) : undefined;
    made.render = await render(run, pages, made, pictures, assets, only, drawing);
    if (drawing) made.share = await share(run, drawing);
  }
  // The pictures were encoded beside rendering: their files are all in once this resolves.
  if (pictures.encoding)
    await run(
      'pictures',
      () => pictures.encoding,
      () =>
        `${Object.keys(pictures.images).length} images, ${pictures.stats.encoded} encoded, ${pictures.stats.reused} from cache (beside rendering; this is the wait after it)`,
    );
}

/**
 * images, render and share again, over other pages of a run that went as far as share (watch
 * mode renders the pages open in a browser first, then these).
 */
export async function renderMore(
  input: StageInput,
  made: Staged<'share'>,
  only: (route: Route) => boolean,
): Promise<Pick<StageOutputs, 'images' | 'render' | 'share'>> {
  const more: StageOutputs = { ...made };
  const caches = input.caches ?? newStageCaches();
  await renderStages(
    input.run ?? runPlainly,
    { ...input, changed: undefined, select: () => only },
    caches,
    more,
    await input.assets,
    STAGES.indexOf('share'),
  );
  return { images: more.images, render: more.render, share: more.share };
}

/** A stage of its own: encoding beside Markdown or page rendering competes with them for the same cores. */
function images(
  run: StageRunner,
  input: StageInput,
  caches: ImageCaches,
  site: Site,
  needed: string[],
  cuts: string[],
): Promise<Processed> {
  const describe = (r: Processed): string =>
    `${Object.keys(r.images).length} images, ${r.inDist ? 'as dist/ holds them' : r.encoding ? 'encoding beside rendering' : `${r.stats.encoded} encoded, ${r.stats.reused} from cache`}${r.later ? `, ${r.later.waiting.size} to encode after the pages` : ''}`;
  return run(
    'images',
    () =>
      processImages(site.images, needed, path.join(input.paths.cache, 'images'), site.facts.share_image, caches, {
        late: input.latePictures,
        beside: !input.latePictures,
        cuts,
      }),
    describe,
  );
}

function render(
  run: StageRunner,
  pages: typeof import('./render/pages'),
  made: StageOutputs,
  images: Processed,
  assets: AssetManifest,
  only: (route: Route) => boolean,
  drawing: ShareDrawing | undefined,
): Promise<OutputFile[]> {
  const translator = createTranslator(made.validate.messages);
  return run(
    'render',
    () =>
      pages.renderPages(made.routes, made.validate, translator, images.images, made.content, assets, only, (req) =>
        drawing?.add(req),
      ),
    (p) => `${p.length} pages`,
  );
}

/** The rendered pages' share images: drawn only when what one shows changed, the others from .cache/share. */
async function share(run: StageRunner, drawing: ShareDrawing): Promise<OutputFile[]> {
  const describe = (r: Awaited<ReturnType<ShareDrawing['finish']>>): string =>
    `${r.files.length} share images, ${r.stats.drawn} drawn, ${r.stats.reused} from cache (beside rendering; this is the wait after it)`;
  return (await run('share', () => drawing.finish(), describe)).files;
}
