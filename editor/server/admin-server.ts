/**
 * /admin/ in watch mode: the editor's page and files, its config (generated per request, so
 * a new category or author shows at the next load), the local backend behind a checked
 * proxy, and the preview renderer.
 *
 * The proxy is the only way to decap-server (a socket only it knows): a request must come to
 * localhost by its own name (a page elsewhere cannot reach it, even by DNS rebinding), may
 * touch files under content/ only (no symlink out of it), takes no more than decap-server
 * does, and a save keeps the file's formatting (keep-format.ts) and is checked by the build's
 * own checks before anything is written (refused in Portuguese, refusal.ts).
 */
import type http from 'node:http';
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_LANG, isLang } from '../../model/languages';
import { adminPage, adminScript, decapFile } from './admin-files';
import { FRAME_GUARD } from '../../pipeline/outputs/hosting';
import {
  configYaml,
  decapConfig,
  fieldsOfFile,
  labelOfFile,
  SAME_IN_EVERY_LANGUAGE,
  type BackendBlock,
  type DecapConfig,
} from './decap-config';
import { REFUSAL, WRITE_REFUSAL } from '../../pipeline/catalogue/refusals';
import { BACKEND_BODY_LIMIT } from './decap-server';
import { problemLines, refusalMessage, refusedFields, type RefusalContext, type RefusedField } from './refusal';
import { MAX_PICTURE_BYTES } from './zod-fields';
import { readContentOptions } from './content-options';
import { isBlank } from './keep-format';
import { keepFormatAt } from './sibling';
import { previewSource, templatesOf, type PreviewEntry } from './preview-source';
import type { DraftPicture, PreviewReply, PreviewRequest } from './preview';
import {
  isMultilingual,
  markTranslations,
  translationLang,
  translationsChanged,
  translationStatus,
} from '../../pipeline/dev/translations';
import { entryStatus, statusPage } from './translation-view';
import { checklistPage, currentStandIns } from './launch-checklist';
import { resolvePaths } from '../../pipeline/config';
import { searchTexts } from './text-search';
import { pageLinks } from './page-links';
import { readTexts, type TextCache } from '../../pipeline/dev/translations';
import { editorialWorkflow, Refused, WORKFLOW_ACTIONS } from './workflow';
import { parseContentKey, pictureName } from './drafts';
import { checkWrite, plainPath, writeRules } from './write-rules';
import { draftName, linksInto, pageName, removalMessage } from './removal';
import { orphanNotice } from './orphan-notice';
import { draftsNaming, filesNaming, picturesDropped, removeUnusedPictures } from './unused-pictures';
import { entryStates } from './entry-states';
import { isRecord, recordOf, recordsOf, stringAt } from './json-shapes';
import { PROXY_WORDS } from '../../pipeline/catalogue/editor-server-words';

/** The actions that delete files: a picture of the media library, or an entry's pages (the workflow's). */
const DELETIONS: ReadonlySet<string> = new Set(['deleteFile', 'deleteFiles']);

/** A page's front matter with Rascunho on. */
const DRAFT_ON = /^draft:\s*true\s*$/m;

/** A save's notice (it went through, with something to do next), in a header the editor page shows. */
const NOTICE_HEADER = 'x-aviso';
const noticeOn =
  (res: http.ServerResponse) =>
  (text: string): void => {
    res.setHeader(NOTICE_HEADER, encodeURIComponent(text));
  };

const send = (res: http.ServerResponse, status: number, type: string, text: string | Buffer): void => {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(text);
};

/** Files of draft pictures held for their pages (a page names up to a dozen). */
const DRAFT_PICTURES_KEPT = 200;
/** Unsaved pictures of live previews kept on disk (the last few uploads). */
const PREVIEW_PICTURES_KEPT = 12;

const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The panel of the preview pane's message, in the editor's light colours, for reading, not debugging. */
const PROBLEM_STYLE =
  'body{margin:0;padding:1.5rem;background:#f6f8fa;color:#1e293b;font:15px/1.55 system-ui,sans-serif}' +
  '.problem{max-width:42rem;padding:1rem 1.25rem;border:1px solid #e8d7a8;border-inline-start:6px solid #c9a24a;border-radius:10px;background:#fffdf6}' +
  '.problem h1{margin:0 0 .5rem;font-size:1.05rem;color:#0b4a50}.problem ul{margin:0;padding-inline-start:1.2rem}' +
  '.problem li,.problem p{margin:.5rem 0 0;white-space:pre-wrap;overflow-wrap:anywhere}';

/**
 * The preview pane's page when the entry cannot be shown: what the build would say. Its first
 * paragraph is the heading; the points after it (one per blank-line-separated paragraph) a list.
 */
const problemPage = (text: string): string => {
  const [head = '', ...points] = text.split(/\n{2,}/).map((p) => escapeHtml(p.trim()));
  const rest =
    points.length > 1
      ? // The points' own "• " gives way to the list's bullets.
        `<ul>${points.map((p) => `<li>${p.replace(/^•\s*/, '')}</li>`).join('')}</ul>`
      : points.map((p) => `<p>${p}</p>`).join('');
  return `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><style>${PROBLEM_STYLE}</style></head><body><div class="problem" role="status"><h1>${head}</h1>${rest}</div></body></html>`;
};

export interface AdminOptions {
  /** The site's folder (content/ is read and written there). */
  root: string;
  /** Sends one request to decap-server (decap-server.ts), whose root is content/. */
  decap?: (body: string) => Promise<{ status: number; type: string; body: Buffer }>;
  /** Renders a preview in the watch worker (and runs a save's checks: `checkOnly`). */
  preview?: (req: PreviewRequest) => Promise<PreviewReply>;
  backend?: BackendBlock;
  /**
   * Holds the site's rebuilds while a request that may write content/ is answered; returns the
   * release. A save writes its pictures first (to be checked) and its data files last: one
   * build follows it, not one per file. The release names the files the request wrote, when it
   * knows them (a publication): the rebuild then starts at once instead of waiting to see them.
   */
  hold?: () => (written?: readonly string[]) => void;
  /** Told each step of a request that may write (its arrival, its check, its answer): for timing a publication. */
  mark?: (step: string) => void;
}

/**
 * The backend's actions that only read: content/ and the drafts as they are. Any other action
 * (a save, a publication, a deletion, one this list does not know) holds the rebuild.
 */
const READS: ReadonlySet<string> = new Set([
  'info',
  'entriesByFolder',
  'entriesByFiles',
  'getEntry',
  'getMedia',
  'getMediaFile',
  'unpublishedEntries',
  'unpublishedEntry',
  'unpublishedEntryDataFile',
  'unpublishedEntryMediaFile',
  'getDeployPreview',
]);

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => Promise<boolean>;

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** Only a browser on this machine, on a page of this server, may use the editor's API. */
function fromHere(req: http.IncomingMessage): boolean {
  const host = req.headers.host ?? '';
  const name = host.replace(/:\d+$/, '');
  if (!LOCAL_HOSTS.includes(name)) return false;
  const origin = req.headers.origin;
  return origin === undefined || origin === `http://${host}`;
}

async function body(req: http.IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Read to the end even past the limit, so the browser gets the answer rather than a reset.
  for await (const chunk of req) {
    const part: Buffer = chunk;
    size += part.length;
    if (size <= limit) chunks.push(part);
  }
  if (size > limit)
    throw new Refused(
      413,
      PROXY_WORDS.requestTooLarge(Math.round(limit / 1024 / 1024), MAX_PICTURE_BYTES / 1000 / 1000),
    );
  return Buffer.concat(chunks).toString('utf8');
}

/** Every path a backend request names; each must lie under content/. */
function pathsOf(params: Record<string, unknown>): string[] {
  const out: string[] = [];
  const add = (v: unknown): void => {
    if (typeof v === 'string') out.push(v);
  };
  for (const key of ['path', 'folder', 'mediaFolder', 'newPath']) add(params[key]);
  if (Array.isArray(params.paths)) params.paths.forEach(add);
  for (const key of ['dataFiles', 'assets', 'files'])
    for (const f of recordsOf(params[key])) [f.path, f.newPath].forEach(add);
  for (const key of ['entry', 'asset']) {
    const one = recordOf(params[key]);
    if (one) [one.path, one.newPath].forEach(add);
  }
  return out;
}

const normal = (p: string): string => path.posix.normalize(p.replace(/\\/g, '/'));
const insideContent = (p: string): boolean => {
  const n = normal(p);
  return n.startsWith('content/') && !n.split('/').includes('..');
};

/** decap-server's root is content/: "content/x" is "x" there, and its answers' paths get "content/" back. */
function toBackend(params: Record<string, unknown>): void {
  const strip = (v: unknown): unknown => (typeof v === 'string' ? normal(v).slice('content/'.length) : v);
  for (const key of ['path', 'folder', 'mediaFolder', 'newPath']) if (key in params) params[key] = strip(params[key]);
  if (Array.isArray(params.paths)) params.paths = params.paths.map(strip);
  for (const key of ['dataFiles', 'assets', 'files'])
    if (Array.isArray(params[key]))
      params[key] = params[key].map((f: unknown) =>
        isRecord(f) ? { ...f, path: strip(f.path), ...(f.newPath ? { newPath: strip(f.newPath) } : {}) } : f,
      );
  for (const key of ['entry', 'asset']) {
    const one = recordOf(params[key]);
    if (one) params[key] = { ...one, path: strip(one.path), ...(one.newPath ? { newPath: strip(one.newPath) } : {}) };
  }
}
const PATH_KEY = Buffer.from('"path":"');
const CONTENT = Buffer.from('content/');
/**
 * The media list's answer with content/ put back on each path, as bytes: the list carries
 * every picture of a folder (phone photos of a few MB each), and parsing it again would
 * stop the dev server, and the site's pages it serves, for as long. In compact JSON the
 * key's quotes can only be the key's: a quote inside a string value is escaped.
 */
export function mediaListFromBackend(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(PATH_KEY); at >= 0; at = body.indexOf(PATH_KEY, from)) {
    const value = at + PATH_KEY.length;
    parts.push(body.subarray(from, value), CONTENT);
    from = value;
  }
  parts.push(body.subarray(from));
  return Buffer.concat(parts);
}

function fromBackend(value: unknown, asked: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((v) => fromBackend(v, asked));
  if (!value || typeof value !== 'object') return value;
  // A path goes back as the editor asked for it ("content/./home.yaml" stays that).
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === 'path' && typeof v === 'string' ? (asked.get(v) ?? `content/${v}`) : fromBackend(v, asked),
    ]),
  );
}

/**
 * No symlink leaves content/: a path is followed as far as it exists, and where it leads must
 * still be inside content/ (a link to README.md would let the editor read and overwrite it).
 */
async function staysInside(root: string, p: string): Promise<boolean> {
  const content = await fs.realpath(path.join(root, 'content'));
  let at = path.join(root, normal(p));
  for (;;) {
    const real = await fs.realpath(at).catch(() => undefined);
    if (real !== undefined) return real === content || real.startsWith(content + path.sep);
    const up = path.dirname(at);
    if (up === at) return false;
    at = up;
  }
}

/** Whether something is at this absolute path (a save's new picture, a page's shared one). */
const existsAt = (abs: string): Promise<boolean> =>
  fs.access(abs).then(
    () => true,
    () => false,
  );

/** The shared pictures (content/images/...) a page's text names. */
const SHARED_PICTURE = /\bimages\/[^\s"'()<>[\]]+\.(?:svg|png|jpe?g|webp|avif)\b/gi;

/**
 * Where on disk a picture is that Decap asks for in a page's folder. A page keeps its own
 * pictures beside it (foto.jpg) and may name shared ones (images/blog/capa.svg); Decap takes
 * every value for a file beside the page and asks for "<page folder>/capa.svg", which does not
 * exist (decap-server's ENOENT, an empty thumbnail). Such a path is the shared picture of that
 * name the page's files name; undefined when the path exists as asked, or the page names none.
 */
async function pagePicture(root: string, asked: string): Promise<string | undefined> {
  const file = normal(asked);
  if (!insideContent(file)) return undefined;
  const exists = (p: string): Promise<boolean> => existsAt(path.join(root, p));
  if (await exists(file)) return undefined;
  const folder = path.posix.dirname(file);
  const name = path.posix.basename(file);
  const texts = await fs
    .readdir(path.join(root, folder))
    .then((names) => names.filter((n) => /^index\.\w+\.md$/.test(n)))
    .catch(() => []);
  for (const t of texts.sort()) {
    const text = await fs.readFile(path.join(root, folder, t), 'utf8').catch(() => '');
    for (const [named] of text.matchAll(SHARED_PICTURE)) {
      const shared = `content/${named}`;
      if (path.posix.basename(shared) === name && insideContent(shared) && (await exists(shared))) return shared;
    }
  }
  return undefined;
}

/** A picture's size once decoded (base64 takes 4 characters per 3 bytes). */
const decodedSize = (a: { content?: unknown }): number =>
  typeof a.content === 'string' ? Math.floor((a.content.length * 3) / 4) : 0;

/** A data file a save sends: its path, its text, and its new path when renamed; refused when it lacks one. */
function dataFile(f: Record<string, unknown>): { path: string; raw: string; newPath?: string } {
  const { path: at, raw, newPath } = f;
  if (typeof at !== 'string' || typeof raw !== 'string') throw new Refused(400, WRITE_REFUSAL.fileWithoutText);
  return { ...f, path: at, raw, ...(typeof newPath === 'string' ? { newPath } : {}) };
}

/** A picture a request carries: its path and its bytes (`encoding` when it names none); undefined when it lacks either. */
function picture(a: Record<string, unknown>, encoding: BufferEncoding): { path: string; bytes: Buffer } | undefined {
  const { path: at, content, encoding: own } = a;
  if (typeof at !== 'string' || typeof content !== 'string') return undefined;
  return { path: at, bytes: Buffer.from(content, typeof own === 'string' && Buffer.isEncoding(own) ? own : encoding) };
}

/** Refuses a request naming a path outside content/ (or through a link out of it), or a picture too large. */
async function guardRequest(root: string, params: Record<string, unknown>, paths: string[]): Promise<void> {
  const outside = paths.filter((p) => !insideContent(p));
  if (outside.length) throw new Refused(403, PROXY_WORDS.outsideContent(outside.join(', ')));
  for (const p of paths) if (!(await staysInside(root, p))) throw new Refused(403, PROXY_WORDS.throughLink(p));
  const pictures = [...recordsOf(params.assets), ...recordsOf([params.asset])];
  if (pictures.some((a) => decodedSize(a) > MAX_PICTURE_BYTES))
    throw new Refused(413, PROXY_WORDS.pictureTooLarge(MAX_PICTURE_BYTES / 1000 / 1000));
}

/** What the editor's answers share: its options, and what it keeps from one request to the next. */
interface Editor {
  readonly opts: AdminOptions;
  readonly backend: BackendBlock;
  /**
   * The pages and texts parsed for the status and the search, kept while their files are unchanged:
   * the status is asked for after every save, and parsing every page again held up the server.
   */
  readonly texts: TextCache;
  /** The encoded files of the draft pages' pictures shown last, by file name (named by content hash). */
  readonly draftPictures: Map<string, Buffer>;
  /** The files of unsaved pictures the last previews showed, oldest first. */
  readonly previewPictureFiles: Set<string>;
  /** The editor page's script, bundled at its first request. */
  script?: Promise<string>;
  /**
   * The configuration as one request found it, by host: its rules, checks and notices ask for it
   * several times, and working it out reads and parses every page's Portuguese front matter.
   */
  readonly asked: AsyncLocalStorage<Map<string, DecapConfig>>;
}

/** The editor's configuration for a page served at `host` (worked out per request: content may change its choices). */
function configOf(ed: Editor, host: string): DecapConfig {
  const known = ed.asked.getStore();
  const config =
    known?.get(host) ??
    decapConfig({
      options: readContentOptions(path.join(ed.opts.root, 'content')),
      backend: ed.backend,
      localBackend: `http://${host}/admin/api/v1`,
      siteUrl: `http://${host}`,
    });
  known?.set(host, config);
  return config;
}

/**
 * What a refusal needs to name pages and fields as the editor shows them: the save's texts
 * (`saved`, when a save is checked), else the files as they are.
 */
function refusalContext(ed: Editor, host: string, saved?: ReadonlyMap<string, string>): RefusalContext {
  const config = configOf(ed, host);
  return {
    fieldsOf: fieldsOfFile(config),
    labelOf: labelOfFile(config),
    textOf: (file) => {
      const own = saved?.get(file);
      if (own !== undefined) return own;
      if (!insideContent(file)) return undefined;
      try {
        return readFileSync(path.join(ed.opts.root, file), 'utf8');
      } catch {
        return undefined;
      }
    },
    ...(saved ? { saved: new Set(saved.keys()) } : {}),
  };
}

/** The build's own checks on the files a save would write; the refusal in Portuguese and its fields, or undefined. */
async function refusal(
  ed: Editor,
  files: { path: string; raw: string }[],
  host: string,
  done: 'salvo' | 'publicado' = 'salvo',
  pictures: DraftPicture[] = [],
  removed: string[] = [],
  notice?: (text: string) => void,
): Promise<{ message: string; fields: RefusedField[] } | undefined> {
  const [first, ...rest] = files;
  if (!ed.opts.preview || !first) return undefined;
  ed.opts.mark?.('check asked');
  const reply = await ed.opts.preview({
    file: normal(first.path),
    text: first.raw,
    also: rest.map((f) => ({ file: normal(f.path), text: f.raw })),
    lang: DEFAULT_LANG,
    templates: [],
    checkOnly: true,
    pictures,
    removed,
  });
  ed.opts.mark?.('check answered');
  if (reply.ok) {
    const text = await orphanNotice(reply.warnings ?? [], ed.opts.root, configOf(ed, host));
    if (text) notice?.(text);
    return undefined;
  }
  if (!reply.issues?.length) return { message: REFUSAL.unchecked(done, reply.error ?? ''), fields: [] };
  const texts = new Map(files.map((f) => [normal(f.path), f.raw]));
  // Rascunho switched on: the entry leaves the site, and the pages linking to it are what to fix.
  const links = linksInto(reply.issues, new Set(texts.keys()));
  if (links && files.some((f) => DRAFT_ON.test(f.raw)))
    return { message: await removalMessage(links, ed.opts.root, configOf(ed, host), 'rascunho', done), fields: [] };
  const ctx = refusalContext(ed, host, texts);
  return { message: refusalMessage(reply.issues, ctx, done), fields: refusedFields(reply.issues, ctx) };
}

/** The build's checks with an uploaded picture in place (held outside content/ meanwhile): the refusal, or undefined. */
async function uploadRefusal(
  ed: Editor,
  asset: Record<string, unknown> | undefined,
  host: string,
): Promise<{ message: string; fields: RefusedField[] } | undefined> {
  const sent = asset && picture(asset, 'base64');
  if (!ed.opts.preview || !sent) return undefined;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'upload-'));
  try {
    const at = path.join(dir, path.posix.basename(sent.path));
    await fs.writeFile(at, sent.bytes);
    const file = normal(sent.path);
    const reply = await ed.opts.preview({
      file,
      text: '',
      lang: DEFAULT_LANG,
      templates: [],
      checkOnly: true,
      pictures: [{ file, at }],
    });
    const own = reply.ok ? [] : (reply.issues ?? []).filter((i) => i.file === file);
    if (!own.length) return undefined;
    const ctx = refusalContext(ed, host, new Map([[file, '']]));
    return { message: refusalMessage(own, ctx), fields: [] };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/**
 * The build's checks with pages deleted: the refusal naming the pages that need them (their
 * links would lead nowhere), or undefined when nothing needs them.
 */
async function deletionRefusal(ed: Editor, pages: string[], host: string): Promise<string | undefined> {
  if (!ed.opts.preview || !pages.length) return undefined;
  const reply = await ed.opts.preview({
    file: pages[0]!,
    text: '',
    removed: pages,
    lang: DEFAULT_LANG,
    templates: [],
    checkOnly: true,
  });
  if (reply.ok) return undefined;
  if (!reply.issues?.length) return PROXY_WORDS.deletionUnchecked(reply.error);
  const links = linksInto(reply.issues, new Set(pages));
  if (links) return removalMessage(links, ed.opts.root, configOf(ed, host), 'exclusão');
  // Anything else the site would lack: said as a save's refusal is, field by field.
  const ctx = { fieldsOf: fieldsOfFile(configOf(ed, host)), saved: new Set(pages) };
  return refusalMessage(reply.issues, ctx).replace(/^Nada foi salvo/, PROXY_WORDS.nothingDeleted);
}

const workflowOf = (
  ed: Editor,
  host: string,
  wrote?: (files: readonly string[]) => void,
  notice?: (text: string) => void,
) =>
  editorialWorkflow({
    root: ed.opts.root,
    refusal: (files, done, pictures) => refusal(ed, files, host, done, pictures, [], notice),
    sameInEveryLanguage: SAME_IN_EVERY_LANGUAGE,
    draftPageUrl: (key) => `http://${host}/admin/rascunho/${encodeURIComponent(key)}/`,
    writable: (file, picture) => {
      const rules = writeRules(configOf(ed, host));
      return picture ? rules.picture(file) : rules.dataFile(file);
    },
    removalRefusal: (files) => {
      const rules = writeRules(configOf(ed, host));
      return deletionRefusal(
        ed,
        files.filter((p) => rules.deletable(p)).map((p) => plainPath(p) ?? p),
        host,
      );
    },
    ...(wrote ? { wrote } : {}),
  });

/** A draft's page whole, as the site will show it once published ("Ver pré-visualização"). */
async function draftPage(ed: Editor, res: http.ServerResponse, key: string, host: string): Promise<void> {
  const page = (status: number, text: string) => send(res, status, 'text/html; charset=utf-8', problemPage(text));
  const draft = await workflowOf(ed, host).pageFiles(key);
  if (!draft) return page(404, PROXY_WORDS.draftGone);
  const [first, ...rest] = draft.files;
  if (!first || !ed.opts.preview) return page(200, PROXY_WORDS.draftUnchanged);
  const { collection, slug } = parseContentKey(key);
  const lang = translationLang(first.path) ?? DEFAULT_LANG;
  const reply = await ed.opts.preview({
    file: first.path,
    text: first.raw,
    also: rest.map((f) => ({ file: f.path, text: f.raw })),
    lang,
    templates: templatesOf(collection, slug),
    pictures: draft.pictures,
  });
  if (!reply.ok)
    return page(
      200,
      reply.issues?.length
        ? `${REFUSAL.draftRefused}\n\n${problemLines(reply.issues, refusalContext(ed, host)).join('\n\n')}`
        : reply.error,
    );
  // The draft's own pictures are not in dist/ yet: the page names them under this draft's address.
  const html = withDraftPictures(ed, reply);
  send(res, 200, 'text/html; charset=utf-8', html.replace('<head>', `<head><base href="http://${host}${reply.url}">`));
}

async function api(ed: Editor, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const text = await body(req, BACKEND_BODY_LIMIT);
  let request: unknown;
  try {
    request = JSON.parse(text);
  } catch {
    throw new Refused(400, PROXY_WORDS.malformedJson);
  }
  if (!isRecord(request)) throw new Refused(400, PROXY_WORDS.invalidRequest);
  // The editor reads after every save (the media list, the entry): a read never holds the
  // rebuild the save's files wait for.
  const reads = READS.has(String(request.action));
  const release = reads ? undefined : ed.opts.hold?.();
  if (!reads) ed.opts.mark?.(`${String(request.action)} arrived`);
  const written: string[] = [];
  try {
    await answerApi(ed, request, req, res, (files) => written.push(...files));
  } finally {
    if (!reads) ed.opts.mark?.(`${String(request.action)} answered`);
    release?.(written);
  }
}

async function answerApi(
  ed: Editor,
  request: Record<string, unknown>,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  wrote: (files: readonly string[]) => void,
): Promise<void> {
  const decap = ed.opts.decap;
  if (!decap) throw new Refused(503, PROXY_WORDS.backendDown);
  const params = recordOf(request.params) ?? {};
  const paths = pathsOf(params);
  await guardRequest(ed.opts.root, params, paths);
  const host = req.headers.host ?? 'localhost';
  if (typeof request.action !== 'string') throw new Refused(400, PROXY_WORDS.noAction);
  await checkBeforeWrite(ed, request.action, params, host);
  // Decap asks which publish modes the local backend has: both, the drafts being ours (workflow.ts).
  if (request.action === 'info')
    return send(
      res,
      200,
      'application/json; charset=utf-8',
      JSON.stringify({ repo: 'content', publish_modes: ['simple', 'editorial_workflow'], type: 'local_fs' }),
    );
  const useWorkflow = Boolean(recordOf(params.options)?.useWorkflow);
  // An entry's deletion is the workflow's too: Decap sends it as plain file deletions in every mode.
  const removesEntry = DELETIONS.has(request.action) && paths.some((p) => writeRules(configOf(ed, host)).deletable(p));
  if (WORKFLOW_ACTIONS.has(request.action) || (request.action === 'persistEntry' && useWorkflow) || removesEntry) {
    const answer = await workflowOf(ed, host, wrote, noticeOn(res)).answer(request.action, params);
    return send(res, 200, 'application/json; charset=utf-8', JSON.stringify(answer));
  }
  const saved =
    request.action === 'persistEntry' && Array.isArray(params.dataFiles)
      ? await checkedSave(ed, params, host, res)
      : { translated: [], dropped: [] };
  const answer = await forward(ed, decap, { ...request, params }, paths);
  if (request.action === 'persistEntry' && answer.status === 200) {
    if (saved.translated.length) await markTranslations(ed.opts.root, saved.translated);
    // The pictures the save stopped showing, once written (a draft waiting to be published may still name one).
    const waiting = saved.dropped.length ? await workflowOf(ed, host).drafts.list() : [];
    wrote(
      await removeUnusedPictures(
        ed.opts.root,
        saved.dropped,
        waiting.flatMap((d) => d.files),
      ),
    );
  }
  send(res, answer.status, answer.type, answer.body);
}

/**
 * One way to write: every save, upload, deletion and workflow step passes the same rules.
 * Only what may write is checked: the editor's configuration is not worked out again for
 * each of the dozens of reads that open a form (its pictures' thumbnails). An upload alone
 * passes the build's checks too, as a save does (an entry's deletion, in the workflow).
 */
async function checkBeforeWrite(
  ed: Editor,
  action: string,
  params: Record<string, unknown>,
  host: string,
): Promise<void> {
  const rules = READS.has(action) ? undefined : writeRules(configOf(ed, host));
  if (rules) checkWrite(action, params, rules, READS);
  if (action === 'persistMedia') {
    const refused = await uploadRefusal(ed, recordOf(params.asset), host);
    if (refused) throw new Refused(422, refused.message, refused.fields);
  }
  if (DELETIONS.has(action)) await refusePictureInUse(ed, params, host);
}

/**
 * A picture deleted from the media library while a page still shows it, or a draft waiting to
 * be published names it, would leave that page without it (and the site unbuildable, now or at
 * the draft's publication): refused, naming those pages and drafts by their titles.
 */
async function refusePictureInUse(ed: Editor, params: Record<string, unknown>, host: string): Promise<void> {
  const listed = Array.isArray(params.paths) ? params.paths : [params.path];
  const pictures = listed.flatMap((p) => (typeof p === 'string' ? (plainPath(normal(p)) ?? []) : []));
  if (!pictures.length) return;
  const naming = [...(await filesNaming(ed.opts.root, pictures)).values()].flat();
  const waiting = draftsNaming(await workflowOf(ed, host).drafts.list(), pictures);
  if (!naming.length && !waiting.length) return;
  const config = configOf(ed, host);
  const sorted = (names: readonly string[]) => [...new Set(names)].sort((a, b) => a.localeCompare(b, 'pt'));
  const pages = sorted(await Promise.all(naming.map((f) => pageName(ed.opts.root, f, config))));
  const drafts = sorted(await Promise.all(waiting.map((d) => draftName(ed.opts.root, d.files, config))));
  throw new Refused(409, PROXY_WORDS.pictureInUse(pages, drafts));
}

/**
 * A save without the workflow: only the files it changes, each checked by the build's checks
 * before anything is written (its new pictures are put in place for that, and removed again
 * if it is refused). Returns the translations it marks once written, and the pictures the
 * old texts named and the new ones do not (removed once written, if nothing else names them).
 */
async function checkedSave(
  ed: Editor,
  params: Record<string, unknown>,
  host: string,
  res: http.ServerResponse,
): Promise<{ translated: ReturnType<typeof translationsChanged>; dropped: string[] }> {
  const translated: ReturnType<typeof translationsChanged> = [];
  const files: { path: string; raw: string; newPath?: string }[] = [];
  const changes: { path: string; raw: string; before?: string }[] = [];
  const same = new Set(SAME_IN_EVERY_LANGUAGE);
  for (const f of recordsOf(params.dataFiles).map(dataFile)) {
    const before = await fs.readFile(path.join(ed.opts.root, normal(f.path)), 'utf8').catch(() => undefined);
    const raw = await keepFormatAt(ed.opts.root, f.path, before, f.raw);
    // Decap sends every language; one left as it was is not written (nor rebuilt), and
    // a language nobody wrote in gets no file (no page), whatever defaults it holds.
    if (raw !== before && !(before === undefined && f.path.endsWith('.md') && isBlank(raw, same))) {
      files.push({ ...f, raw });
      changes.push({ path: normal(f.path), raw, ...(before === undefined ? {} : { before }) });
      // A translation saved: the fields it changed are now translated from the Portuguese beside it.
      translated.push(...translationsChanged(ed.opts.root, normal(f.path), before, raw));
    }
  }
  params.dataFiles = files;
  const added: string[] = [];
  for (const a of recordsOf(params.assets).flatMap((x) => picture(x, 'utf8') ?? [])) {
    const abs = path.join(ed.opts.root, normal(a.path));
    if (!(await existsAt(abs))) {
      await fs.mkdir(path.dirname(abs), { recursive: true });
      await fs.writeFile(abs, a.bytes);
      added.push(abs);
    }
  }
  // A renamed file (newPath) is checked at its new place, and its old one as deleted.
  const refused = await refusal(
    ed,
    files.map((f) => (f.newPath ? { path: f.newPath, raw: f.raw } : f)),
    host,
    'salvo',
    [],
    files.flatMap((f) => (f.newPath ? [normal(f.path)] : [])),
    noticeOn(res),
  );
  if (refused) {
    await Promise.all(added.map((f) => fs.rm(f, { force: true })));
    throw new Refused(422, refused.message, refused.fields);
  }
  return { translated, dropped: picturesDropped(changes) };
}

/** The request to decap-server (its root is content/), and its answer with the paths as the editor asked them. */
async function forward(
  ed: Editor,
  decap: NonNullable<AdminOptions['decap']>,
  request: Record<string, unknown> & { params: Record<string, unknown> },
  paths: string[],
): Promise<{ status: number; type: string; body: Buffer }> {
  const params = request.params;
  const asked = new Map(paths.map((p) => [normal(p).slice('content/'.length), p]));
  if (request.action === 'getMediaFile' && typeof params.path === 'string') {
    const shared = await pagePicture(ed.opts.root, params.path);
    if (shared && (await staysInside(ed.opts.root, shared))) {
      // Answered as asked: Decap keeps the thumbnail under the path it asked by.
      asked.set(shared.slice('content/'.length), params.path);
      params.path = shared;
    }
  }
  // Several of the editor's paths may name one file ("content/./home.yaml"): a list of files
  // is answered in the order asked, so each answer gets back the path it was asked by.
  const listed = Array.isArray(params.files) ? params.files.map((f: unknown) => recordOf(f)?.path) : undefined;
  toBackend(params);
  const answer = await decap(JSON.stringify(request));
  let out: Buffer = answer.body;
  if (request.action === 'getMedia' && answer.status === 200 && answer.body[0] === 0x5b /* [ */)
    out = mediaListFromBackend(answer.body);
  else if (answer.type.includes('json')) {
    try {
      const data = fromBackend(JSON.parse(answer.body.toString('utf8')), asked);
      if (listed && Array.isArray(data))
        data.forEach((d: { file?: { path?: unknown } }, i) => {
          if (d?.file && typeof listed[i] === 'string') d.file.path = listed[i];
        });
      out = Buffer.from(JSON.stringify(data));
    } catch {
      /* passed on as it came */
    }
  }
  return { ...answer, body: out };
}

async function preview(ed: Editor, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  if (!ed.opts.preview) return send(res, 503, 'text/html; charset=utf-8', problemPage(PROXY_WORDS.previewNeedsDev));
  // Room for the unsaved pictures it carries, as a save has.
  const text = await body(req, BACKEND_BODY_LIMIT);
  let entry: PreviewEntry;
  try {
    entry = JSON.parse(text) as PreviewEntry;
  } catch {
    throw new Refused(400, PROXY_WORDS.malformedJson);
  }
  const lang = isLang(entry.locale) ? entry.locale : DEFAULT_LANG;
  const source = previewSource({ ...entry, locale: lang });
  if (!source) return send(res, 200, 'text/html; charset=utf-8', problemPage(PROXY_WORDS.noOwnPage));
  const pictures = await previewPictures(ed, entry.pictures, source.file);
  const reply = await ed.opts.preview({ ...source, lang, pictures });
  // In Portuguese, naming the fields as the editor shows them; a new entry's empty fields in one line.
  if (!reply.ok)
    return send(
      res,
      200,
      'text/html; charset=utf-8',
      problemPage(
        reply.issues?.length
          ? `${REFUSAL.previewWaits}\n\n${problemLines(reply.issues, refusalContext(ed, req.headers.host ?? 'localhost')).join('\n\n')}`
          : reply.error,
      ),
    );
  // Addresses in the page are the site's: they resolve against the dev server.
  const html = withDraftPictures(ed, reply).replace(
    '<head>',
    `<head><base href="http://${req.headers.host ?? 'localhost'}${reply.url}">`,
  );
  send(res, 200, 'text/html; charset=utf-8', html);
}

/**
 * Pictures uploaded in the editor and not saved yet (Decap keeps them in the page until a
 * save), kept under .cache/ by their content's hash so the preview's checks and page see
 * them where the save will put them. Anything outside content/, or too large, is left out.
 */
async function previewPictures(ed: Editor, sent: unknown, page: string): Promise<DraftPicture[]> {
  if (!Array.isArray(sent)) return [];
  const out: DraftPicture[] = [];
  for (const p of recordsOf(sent)) {
    if (typeof p.path !== 'string' || typeof p.content !== 'string') continue;
    if (!insideContent(p.path) || decodedSize(p) > MAX_PICTURE_BYTES) continue;
    const bytes = Buffer.from(p.content, 'base64');
    const at = path.join(ed.opts.root, '.cache', 'preview-pictures', pictureName(p.path, bytes));
    if (!ed.previewPictureFiles.has(at)) {
      await fs.mkdir(path.dirname(at), { recursive: true });
      await fs.writeFile(at, bytes);
    }
    ed.previewPictureFiles.delete(at);
    ed.previewPictureFiles.add(at);
    out.push({ file: normal(p.path), at });
    // A new page has no folder yet: Decap puts its uploads in the collection's folder and
    // moves them beside the page on save, where the page names them.
    const folder = path.posix.dirname(page);
    if (path.posix.dirname(folder) === path.posix.dirname(normal(p.path)))
      out.push({ file: path.posix.join(folder, path.posix.basename(p.path)), at });
  }
  // The pictures of the last few previews stay (all of this one's); older ones go.
  const mine = new Set(out.map((p) => p.at));
  const older = [...ed.previewPictureFiles].filter((f) => !mine.has(f));
  for (const old of older.slice(0, Math.max(0, older.length + mine.size - PREVIEW_PICTURES_KEPT))) {
    ed.previewPictureFiles.delete(old);
    await fs.rm(old, { force: true });
  }
  return out;
}

/** A page that names pictures the site does not have yet, naming them at the addresses that serve them. */
function withDraftPictures(ed: Editor, reply: { html: string; files?: { path: string; content: string }[] }): string {
  let html = reply.html;
  for (const f of reply.files ?? []) {
    const name = path.posix.basename(f.path);
    ed.draftPictures.set(name, Buffer.from(f.content, 'base64'));
    html = html.split(`/${f.path}`).join(`/admin/rascunho-imagem/${name}`);
  }
  for (const name of [...ed.draftPictures.keys()].slice(0, Math.max(0, ed.draftPictures.size - DRAFT_PICTURES_KEPT)))
    ed.draftPictures.delete(name);
  return html;
}

/** POST /admin/api/v1 and /admin/preview: a refusal is answered as JSON, in Portuguese. */
async function answerPost(
  ed: Editor,
  name: string,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  try {
    if (name === 'api/v1') await api(ed, req, res);
    else await preview(ed, req, res);
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    send(
      res,
      error.status,
      'application/json; charset=utf-8',
      JSON.stringify({ error: error.message, ...(error.fields ? { fields: error.fields } : {}) }),
    );
  }
}

/**
 * "Marcar como revisada": a translation checked against today's Portuguese, unchanged. One
 * language of a multilingual file (team.yaml) is named by the file and its `lang`.
 */
async function markReviewed(ed: Editor, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  let file = '';
  let lang: string | undefined;
  try {
    const asked = recordOf(JSON.parse(await body(req, 4096)));
    file = normal(String(asked?.file ?? ''));
    lang = stringAt(asked, 'lang');
  } catch {
    /* answered below */
  }
  const multilingual = isMultilingual(file) && lang !== undefined && isLang(lang) && lang !== DEFAULT_LANG;
  if (!(translationLang(file) || multilingual) || !insideContent(file) || !(await staysInside(ed.opts.root, file)))
    return send(res, 400, 'application/json; charset=utf-8', JSON.stringify({ error: PROXY_WORDS.notTranslation }));
  const marked = await markTranslations(ed.opts.root, [
    { file, ...(multilingual && lang !== undefined && isLang(lang) ? { lang } : {}) },
  ]);
  send(res, marked.length ? 200 : 404, 'application/json; charset=utf-8', JSON.stringify({ marked }));
}

/** The data the editor page reads (GET): translations, entry states, text search; undefined for another name. */
async function editorData(ed: Editor, name: string, host: string, url: URL): Promise<unknown> {
  if (name === 'pages.json') return pageLinks(ed.opts.root);
  if (!['translations.json', 'status.json', 'search'].includes(name)) return undefined;
  const config = configOf(ed, host);
  if (name === 'translations.json') return entryStatus(translationStatus(ed.opts.root, ed.texts), fieldsOfFile(config));
  if (name === 'status.json') return entryStates(ed.opts.root, config, await workflowOf(ed, host).drafts.list());
  if (name === 'search')
    return searchTexts(readTexts(ed.opts.root, ed.texts), url.searchParams.get('q') ?? '', fieldsOfFile(config)).map(
      (h) => ({
        ...h,
        collectionLabel: config.collections.find((c) => c.name === h.collection)?.label ?? h.collection,
      }),
    );
  return undefined;
}

/** The editor's own pages and files, by their name under /admin/; false when there is none of that name. */
async function editorFile(ed: Editor, name: string, host: string, res: http.ServerResponse): Promise<boolean> {
  const page = (type: string, text: string | Buffer): true => {
    send(res, 200, type, text);
    return true;
  };
  if (name === 'lancamento' || name === 'lancamento/') {
    const config = configOf(ed, host);
    const found = await currentStandIns(resolvePaths(ed.opts.root));
    return page('text/html; charset=utf-8', checklistPage(found, config.collections));
  }
  if (name === 'traducoes' || name === 'traducoes/') {
    const config = configOf(ed, host);
    const labels = new Map(config.collections.map((c) => [c.name, c.label] as const));
    const status = entryStatus(translationStatus(ed.opts.root, ed.texts), fieldsOfFile(config));
    return page(
      'text/html; charset=utf-8',
      statusPage(status, (n) => labels.get(n) ?? n),
    );
  }
  if (name === '' || name === 'index.html')
    return page('text/html; charset=utf-8', adminPage({ previewUrl: '/admin/preview' }));
  if (name === 'config.yml') return page('text/yaml; charset=utf-8', configYaml(configOf(ed, host)));
  if (name === 'frame-guard.js') return page('text/javascript; charset=utf-8', FRAME_GUARD);
  if (name === 'admin.js') {
    ed.script ??= adminScript();
    return page('text/javascript; charset=utf-8', await ed.script);
  }
  if (name.startsWith('decap/')) {
    const file = await decapFile(name.slice('decap/'.length));
    if (file) return page(name.endsWith('.wasm') ? 'application/wasm' : 'text/javascript; charset=utf-8', file);
  }
  return false;
}

/** A draft's page (GET /admin/rascunho/<key>/...) or one of its pictures (/admin/rascunho-imagem/<name>). */
async function draftAddress(ed: Editor, name: string, host: string, res: http.ServerResponse): Promise<void> {
  if (name.startsWith('rascunho/'))
    // The draft's key is the address's first part; Decap adds the page's own address after it.
    return draftPage(ed, res, decodeURIComponent(name.slice('rascunho/'.length).split('/')[0] ?? ''), host);
  const file = ed.draftPictures.get(name.slice('rascunho-imagem/'.length));
  const type = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }[name.split('.').pop() ?? ''];
  if (file && type) send(res, 200, type, file);
  else send(res, 404, 'text/plain; charset=utf-8', PROXY_WORDS.draftPictureGone);
}

/** /admin/ and what is under it: true when the request was answered here. */
async function route(ed: Editor, req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<boolean> {
  if (url.pathname === '/admin') {
    res.writeHead(301, { location: '/admin/' }).end();
    return true;
  }
  if (!url.pathname.startsWith('/admin/')) return false;
  const name = url.pathname.slice('/admin/'.length);
  const host = req.headers.host ?? 'localhost';
  if (!fromHere(req)) {
    send(res, 403, 'text/plain; charset=utf-8', PROXY_WORDS.localOnly);
    return true;
  }
  const get = req.method === 'GET';
  if (req.method === 'POST' && (name === 'api/v1' || name === 'preview')) await answerPost(ed, name, req, res);
  else if (req.method === 'POST' && name === 'translations/mark') await markReviewed(ed, req, res);
  else if (get && (name.startsWith('rascunho/') || name.startsWith('rascunho-imagem/')))
    await draftAddress(ed, name, host, res);
  else {
    const data = get ? await editorData(ed, name, host, url) : undefined;
    if (data !== undefined) send(res, 200, 'application/json; charset=utf-8', JSON.stringify(data));
    else if (!(await editorFile(ed, name, host, res))) send(res, 404, 'text/plain; charset=utf-8', 'Not found');
  }
  return true;
}

export function adminHandler(opts: AdminOptions): Handler {
  const ed: Editor = {
    opts,
    backend: opts.backend ?? { name: 'git-gateway', branch: 'main' },
    texts: new Map(),
    draftPictures: new Map(),
    previewPictureFiles: new Set(),
    asked: new AsyncLocalStorage(),
  };
  // Each request works the configuration out once, as the content is when it asks.
  return (req, res, url) => ed.asked.run(new Map(), () => route(ed, req, res, url));
}
