/**
 * Decap's editorial workflow behind the local proxy (the actions of decap-server's git mode,
 * answered from drafts.ts instead of branches of the working repository): "Salvar" keeps a
 * draft out of content/, the "Fluxo de trabalho" board lists drafts by status, and publishing
 * writes a draft into content/ only when the build's checks accept it as the site is now.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { isBlank } from './keep-format';
import { keepFormatAt } from './sibling';
import { markTranslations, translationsChanged } from '../../pipeline/dev/translations';
import {
  contentKey,
  DraftStore,
  isDraftStatus,
  parseContentKey,
  unpublishedEntry,
  withSiteChanges,
  type Draft,
  type DraftAsset,
  type DraftFile,
} from './drafts';
import type { RefusedField } from './refusal';
import { picturesDropped, picturesNamed, removeUnusedPictures } from './unused-pictures';
import type { DraftPicture } from './preview';
import { recordOf } from './json-shapes';
import { WORKFLOW_WORDS } from '../../pipeline/catalogue/editor-server-words';

/** The actions only the workflow uses (persistEntry joins them when it carries useWorkflow). */
export const WORKFLOW_ACTIONS: ReadonlySet<string> = new Set([
  'unpublishedEntries',
  'unpublishedEntry',
  'unpublishedEntryDataFile',
  'unpublishedEntryMediaFile',
  'deleteUnpublishedEntry',
  'updateUnpublishedEntryStatus',
  'publishUnpublishedEntry',
  'getDeployPreview',
]);

/** An answer with a status other than 200: what the editor shows (Decap puts `error` in its message). */
export class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: RefusedField[],
  ) {
    super(message);
  }
}

export interface WorkflowDeps {
  root: string;
  /** The build's checks on would-be files: the refusal (worded for `done`), or undefined. */
  refusal(
    files: { path: string; raw: string }[],
    done: 'salvo' | 'publicado',
    pictures: DraftPicture[],
  ): Promise<{ message: string; fields: RefusedField[] } | undefined>;
  /** Fields the editor copies into every language (a new language's file of them alone is blank). */
  sameInEveryLanguage: readonly string[];
  /** Where a draft's page is shown whole (the editor's "Ver pré-visualização"). */
  draftPageUrl(key: string): string;
  /** The files a publication wrote into content/ (root-relative), for the site to rebuild at once. */
  wrote?(files: readonly string[]): void;
  /** Whether the editor may write a file or picture there (write-rules.ts): a draft kept from before is checked again. */
  writable?(file: string, picture: boolean): boolean;
  /** The build's checks with these pages gone: the refusal naming the pages that link to them, or undefined. */
  removalRefusal?(pages: readonly string[]): Promise<string | undefined>;
}

const normal = (p: string): string => path.posix.normalize(p.replace(/\\/g, '/'));
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const PICTURE_FILE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

/** What every step of the workflow reads: the server's dependencies and the drafts kept under .cache/. */
interface Workflow {
  readonly deps: WorkflowDeps;
  readonly drafts: DraftStore;
}

/** A file of the site as it is now (undefined when it does not exist). */
const onSite = (w: Workflow, p: string): Promise<string | undefined> =>
  fs.readFile(path.join(w.deps.root, normal(p)), 'utf8').catch(() => undefined);

/** A draft's pictures as the build's checks and its page take them: where each will be, and its file now. */
const picturesOf = (w: Workflow, assets: readonly DraftAsset[]): Promise<DraftPicture[]> =>
  Promise.all(assets.map(async (a) => ({ file: normal(a.path), at: await w.drafts.pictureOf(a) })));

/** The draft a request names: by collection and slug, or by its key (`id`, unpublishedEntry only: elsewhere `id` names a file). */
async function draftOf(w: Workflow, params: Record<string, unknown>, byId = false): Promise<Draft> {
  const { collection, slug } =
    byId && params.id
      ? parseContentKey(str(params.id))
      : { collection: str(params.collection), slug: str(params.slug) };
  const draft = await w.drafts.get(collection, slug);
  // 404: Decap then opens the entry as published (not under the workflow).
  if (!draft) throw new Refused(404, WORKFLOW_WORDS.noDraft);
  return draft;
}

/** "Salvar": the entry's files as the editor sends them, kept as a draft if the build would take them. */
async function save(w: Workflow, params: Record<string, unknown>): Promise<unknown> {
  const { deps, drafts } = w;
  const options = recordOf(params.options) ?? {};
  const sent = (Array.isArray(params.dataFiles) ? params.dataFiles : []) as {
    path: string;
    raw: string;
    slug?: string;
  }[];
  const collection = str(options.collectionName);
  const slug = str(sent[0]?.slug);
  if (!collection || !slug) throw new Refused(400, WORKFLOW_WORDS.noEntry);
  const before = await drafts.get(collection, slug);
  const files: DraftFile[] = [...(before?.files ?? [])];
  const same = new Set(deps.sameInEveryLanguage);
  for (const f of sent) {
    const live = await onSite(w, f.path);
    const at = files.findIndex((x) => normal(x.path) === normal(f.path));
    const prior = at >= 0 ? files.splice(at, 1)[0] : undefined;
    const raw = await keepFormatAt(deps.root, f.path, prior ? prior.raw : live, f.raw);
    // A file as the site has it is no part of the draft; nor a language nobody wrote in.
    if (raw === live || (live === undefined && f.path.endsWith('.md') && isBlank(raw, same))) continue;
    files.push({ path: f.path, raw, base: prior ? prior.base : (live ?? null) });
  }
  const sentAssets = (Array.isArray(params.assets) ? params.assets : []) as { path: string; content: string }[];
  const kept = [
    ...(before?.assets ?? []).filter((a) => !sentAssets.some((s) => normal(s.path) === normal(a.path))),
    ...(await Promise.all(sentAssets.map((a) => drafts.keepPicture(a.path, a.content)))),
  ];
  const assets = [...kept, ...(await restoredPictures(w, files, kept))];
  const refused = await deps.refusal(files, 'salvo', await picturesOf(w, assets));
  if (refused) throw new Refused(422, refused.message, refused.fields);
  await drafts.put({
    collection,
    slug,
    status: before?.status ?? (isDraftStatus(options.status) ? options.status : 'draft'),
    updatedAt: new Date().toISOString(),
    files,
    assets,
  });
  return { message: 'entry persisted' };
}

/** Whether a file is in content/ now. */
const isOnSite = (w: Workflow, p: string): Promise<boolean> =>
  fs.access(path.join(w.deps.root, normal(p))).then(
    () => true,
    () => false,
  );

/**
 * The pictures a new draft's text names that the site lost with its entry ("Despublicar"
 * deletes the entry, then saves it again as a draft): kept at the deletion, they are the
 * draft's again, so its page and its publication find them.
 */
async function restoredPictures(w: Workflow, files: readonly DraftFile[], assets: readonly DraftAsset[]) {
  const have = new Set(assets.map((a) => normal(a.path)));
  const named = new Set(files.flatMap((f) => (f.base === null ? [...picturesNamed(normal(f.path), f.raw)] : [])));
  const out: DraftAsset[] = [];
  for (const p of named) {
    if (have.has(p) || (await isOnSite(w, p))) continue;
    const restored = await w.drafts.savedPicture(p);
    if (restored) out.push(restored);
  }
  return out;
}

/**
 * "Excluir entrada publicada" (and the first step of "Despublicar"), which Decap sends as a
 * deletion of the entry's files in every mode: checked as a publication is (refused, naming
 * the pages that link to the entry, before anything changes), then the files go, and with
 * them the pictures they named that no other page nor waiting draft names.
 */
async function removeEntry(w: Workflow, params: Record<string, unknown>): Promise<unknown> {
  const { deps, drafts } = w;
  const listed = Array.isArray(params.paths) ? params.paths.map(str) : [str(params.path)];
  const files = [...new Set(listed.filter(Boolean).map(normal))];
  const refused = await deps.removalRefusal?.(files);
  if (refused) throw new Refused(409, refused);
  const texts = (await Promise.all(files.map(async (f) => ({ path: f, raw: await onSite(w, f) })))).filter(
    (f): f is { path: string; raw: string } => f.raw !== undefined && !PICTURE_FILE.test(f.path),
  );
  const candidates = new Set([
    ...files.filter((f) => PICTURE_FILE.test(f)),
    ...texts.flatMap((f) => [...picturesNamed(f.path, f.raw)]),
  ]);
  for (const p of candidates) {
    const bytes = await fs.readFile(path.join(deps.root, p)).catch(() => undefined);
    if (bytes) await drafts.keepRemoved(p, bytes);
  }
  await Promise.all(texts.map((f) => fs.rm(path.join(deps.root, f.path), { force: true })));
  const waiting = await drafts.list();
  const removed = await removeUnusedPictures(
    deps.root,
    [...candidates],
    waiting.flatMap((d) => d.files),
  );
  // The entry's folder goes once empty (a folder of pages keeps each one's files together).
  for (const dir of new Set(texts.map((f) => path.posix.dirname(f.path))))
    await fs.rmdir(path.join(deps.root, dir)).catch(() => undefined);
  deps.wrote?.([...texts.map((f) => f.path), ...removed]);
  return { message: WORKFLOW_WORDS.entryRemoved };
}

/** Refuses a draft that would write outside the editor's files (one kept from before the rules). */
function refuseStray(w: Workflow, draft: Draft): void {
  const { writable } = w.deps;
  const stray = [
    ...draft.files.filter((f) => writable && !writable(f.path, false)),
    ...draft.assets.filter((a) => writable && !writable(a.path, true)),
  ].map((f) => f.path);
  if (stray.length) throw new Refused(403, WORKFLOW_WORDS.stray(stray.join(', ')));
}

/** The files a draft changes, each laid over the site as it is now; refused where both changed the same lines. */
async function mergedFiles(
  w: Workflow,
  draft: Draft,
): Promise<{ path: string; raw: string; before: string | undefined }[]> {
  const files: { path: string; raw: string; before: string | undefined }[] = [];
  const clashes: string[] = [];
  for (const f of draft.files) {
    const now = await onSite(w, f.path);
    const raw = withSiteChanges(f, now);
    if (raw === undefined) clashes.push(normal(f.path));
    else if (raw !== now) files.push({ path: f.path, raw, before: now });
  }
  if (clashes.length) throw new Refused(409, WORKFLOW_WORDS.clash(clashes.join(', ')));
  return files;
}

/** "Publicar agora": the draft into content/, checked as the site is now; then it is gone. */
async function publish(w: Workflow, draft: Draft): Promise<unknown> {
  const { deps, drafts } = w;
  refuseStray(w, draft);
  const files = await mergedFiles(w, draft);
  const pictures = await picturesOf(w, draft.assets);
  const refused = await deps.refusal(files, 'publicado', pictures);
  if (refused) throw new Refused(422, refused.message, refused.fields);
  // The pictures first: the site's rebuild after the data files finds them in place.
  for (const p of pictures) {
    const abs = path.join(deps.root, p.file);
    await fs.mkdir(path.dirname(abs), { recursive: true });
    await fs.copyFile(p.at, abs);
  }
  // Translations published: the fields they changed are now translated from the Portuguese beside them.
  const translated = files.flatMap((f) => translationsChanged(deps.root, normal(f.path), f.before, f.raw));
  for (const f of files) {
    const abs = path.join(deps.root, normal(f.path));
    await fs.mkdir(path.dirname(abs), { recursive: true });
    await fs.writeFile(abs, f.raw);
  }
  if (translated.length) await markTranslations(deps.root, translated);
  // The pictures this publication stopped showing, once written: a draft still waiting may name one.
  const waiting = (await drafts.list()).filter((d) => d.collection !== draft.collection || d.slug !== draft.slug);
  const removed = await removeUnusedPictures(
    deps.root,
    picturesDropped(files),
    waiting.flatMap((d) => d.files),
  );
  deps.wrote?.([...draft.assets.map((a) => normal(a.path)), ...files.map((f) => normal(f.path)), ...removed]);
  await drafts.remove(draft.collection, draft.slug);
  return { message: `${contentKey(draft.collection, draft.slug)} publicado` };
}

/** One language of a draft: Decap reads every language of an entry, and those the draft leaves alone come from the site. */
async function draftDataFile(w: Workflow, params: Record<string, unknown>): Promise<unknown> {
  const draft = await draftOf(w, params);
  const own = draft.files.find((f) => normal(f.path) === normal(str(params.path)));
  const data = own?.raw ?? (await onSite(w, str(params.path)));
  if (data === undefined) throw new Refused(404, WORKFLOW_WORDS.noLanguageText);
  return { data };
}

/** One picture of a draft (its own, else the site's), as decap-server answers a media file. */
async function draftMediaFile(w: Workflow, params: Record<string, unknown>): Promise<unknown> {
  const draft = await draftOf(w, params);
  const p = str(params.path);
  const own = draft.assets.find((a) => normal(a.path) === normal(p));
  const content = await fs.readFile(own ? await w.drafts.pictureOf(own) : path.join(w.deps.root, normal(p))).then(
    (b) => b.toString('base64'),
    () => undefined,
  );
  if (content === undefined) throw new Refused(404, WORKFLOW_WORDS.noPicture);
  return { id: p, content, encoding: 'base64', path: p, name: path.posix.basename(p) };
}

/** A draft moved to another column of the board. */
async function changeStatus(w: Workflow, params: Record<string, unknown>): Promise<unknown> {
  const draft = await draftOf(w, params);
  if (!isDraftStatus(params.newStatus)) throw new Refused(400, WORKFLOW_WORDS.unknownStatus);
  await w.drafts.put({ ...draft, status: params.newStatus, updatedAt: new Date().toISOString() });
  return { message: WORKFLOW_WORDS.statusChanged(params.newStatus) };
}

/** The answer to one workflow action (the proxy has checked every path it names). */
async function answer(w: Workflow, action: string, params: Record<string, unknown>): Promise<unknown> {
  const { drafts } = w;
  switch (action) {
    case 'persistEntry':
      return save(w, params);
    case 'unpublishedEntries':
      return (await drafts.list()).map((d) => contentKey(d.collection, d.slug));
    case 'unpublishedEntry':
      return unpublishedEntry(await draftOf(w, params, true));
    case 'unpublishedEntryDataFile':
      return draftDataFile(w, params);
    case 'unpublishedEntryMediaFile':
      return draftMediaFile(w, params);
    case 'deleteUnpublishedEntry': {
      const draft = await draftOf(w, params);
      await drafts.remove(draft.collection, draft.slug);
      return { message: WORKFLOW_WORDS.draftDeleted };
    }
    case 'updateUnpublishedEntryStatus':
      return changeStatus(w, params);
    case 'publishUnpublishedEntry':
      return publish(w, await draftOf(w, params));
    case 'deleteFile':
    case 'deleteFiles':
      return removeEntry(w, params);
    case 'getDeployPreview': {
      const draft = await drafts.get(str(params.collection), str(params.slug));
      return draft ? { url: w.deps.draftPageUrl(contentKey(draft.collection, draft.slug)), status: 'SUCCESS' } : null;
    }
    default:
      throw new Refused(422, WORKFLOW_WORDS.unknownAction(action));
  }
}

/** A draft's files for showing its page (the Portuguese first, each laid over the site as it is now) and its pictures. */
async function pageFiles(
  w: Workflow,
  key: string,
): Promise<{ files: { path: string; raw: string }[]; pictures: DraftPicture[] } | undefined> {
  const { collection, slug } = parseContentKey(key);
  const draft = await w.drafts.get(collection, slug);
  if (!draft) return undefined;
  const files = await Promise.all(
    draft.files.map(async (f) => ({ path: normal(f.path), raw: withSiteChanges(f, await onSite(w, f.path)) ?? f.raw })),
  );
  return {
    files: files.sort((a, b) => Number(/\.pt\.\w+$/.test(b.path)) - Number(/\.pt\.\w+$/.test(a.path))),
    pictures: await picturesOf(w, draft.assets),
  };
}

/** The workflow over one request's dependencies: its answers, a draft's page files, and the drafts. */
export function editorialWorkflow(deps: WorkflowDeps) {
  const w: Workflow = { deps, drafts: new DraftStore(deps.root) };
  return {
    answer: (action: string, params: Record<string, unknown>) => answer(w, action, params),
    pageFiles: (key: string) => pageFiles(w, key),
    drafts: w.drafts,
  };
}
