/**
 * The files the editor's backend may write or delete, from the editor's own configuration: a
 * collection's data files (its file list, or its folder's pattern) and pictures in the media
 * folder or beside a page. Any other path, and any path with a ".." in it, is refused before
 * anything reaches the disk; so a draft cannot name content/blog/posts/../../package.json, nor
 * an upload land on a YAML file.
 */
import path from 'node:path';
import { LANGS } from '../../model/languages';
import { Refused } from './workflow';
import { WRITE_REFUSAL } from '../../pipeline/catalogue/refusals';
import { recordOf } from './json-shapes';

const PICTURE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;
const LANG = `(${LANGS.join('|')})`;
/** One folder or file name: not empty, not "." or "..", no separator. */
const SEGMENT = '[^/]+';

interface Collection {
  folder?: string;
  path?: string;
  extension?: string;
  i18n?: unknown;
  media_folder?: string;
  delete?: boolean;
  files?: { file: string }[];
}

export interface WriteRules {
  /** A data file of a collection (a page's language file, a YAML file of the editor). */
  dataFile(p: string): boolean;
  /** A picture in the media folder or in a page's own folder. */
  picture(p: string): boolean;
  /** A data file whose collection lets the editor delete entries. */
  deletable(p: string): boolean;
}

const literal = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The path as the disk will see it, or undefined when it climbs ("..") or is not a plain relative path. */
export function plainPath(p: string): string | undefined {
  if (p.includes('\\') || p.includes('\0') || p.startsWith('/')) return undefined;
  if (p.split('/').includes('..')) return undefined;
  const n = path.posix.normalize(p);
  return n.startsWith('content/') ? n : undefined;
}

export function writeRules(config: { readonly collections: readonly Collection[]; media_folder?: string }): WriteRules {
  const { collections } = config;
  const mediaFolder = config.media_folder ?? 'content/images';
  const files = new Set(collections.flatMap((c) => (c.files ?? []).map((f) => path.posix.normalize(f.file))));
  /** Each folder collection's data file pattern, and whether its pages keep pictures beside them. */
  const folders = collections
    .filter((c) => c.folder)
    .map((c) => {
      const name = (c.path ?? '{{slug}}').split('/').map((part) => (part.includes('{{') ? SEGMENT : literal(part)));
      const file = `${literal(c.folder!)}/${name.join('/')}${c.i18n ? `\\.${LANG}` : ''}\\.${literal(c.extension ?? 'md')}`;
      return {
        data: new RegExp(`^${file}$`),
        beside:
          c.media_folder === '' && name.length > 1
            ? new RegExp(`^${literal(c.folder!)}/${SEGMENT}/${SEGMENT}$`)
            : undefined,
        deletable: c.delete !== false,
      };
    });
  const dataFile = (p: string): boolean => {
    const n = plainPath(p);
    return n !== undefined && (files.has(n) || folders.some((f) => f.data.test(n)));
  };
  return {
    dataFile,
    picture: (p) => {
      const n = plainPath(p);
      if (n === undefined || !PICTURE.test(n)) return false;
      return n.startsWith(`${mediaFolder}/`) || folders.some((f) => f.beside?.test(n));
    },
    deletable: (p) => {
      const n = plainPath(p);
      return n !== undefined && folders.some((f) => f.deletable && f.data.test(n));
    },
  };
}

/** Actions that change content/ besides the workflow's (which names drafts, not files). */
const WRITES: ReadonlySet<string> = new Set(['persistEntry', 'persistMedia', 'deleteFile', 'deleteFiles']);
/** Workflow steps that name a draft by collection and slug: its files were checked when it was saved (and are at publication). */
const DRAFT_STEPS: ReadonlySet<string> = new Set([
  'deleteUnpublishedEntry',
  'updateUnpublishedEntryStatus',
  'publishUnpublishedEntry',
]);

/**
 * Refuses (400, 403) a request that would write or delete anything but the editor's files:
 * the one gate every save, upload, deletion and workflow step passes before it is answered.
 * `reads`: the actions that only read.
 */
export function checkWrite(
  action: string,
  params: Record<string, unknown>,
  rules: WriteRules,
  reads: ReadonlySet<string>,
): void {
  if (reads.has(action) || DRAFT_STEPS.has(action)) return;
  if (!WRITES.has(action)) throw new Refused(400, WRITE_REFUSAL.unknownAction(action));
  const str = (v: unknown): string => (typeof v === 'string' ? v : '');
  const list = (v: unknown): Record<string, unknown>[] =>
    Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => !!x && typeof x === 'object') : [];
  const refuse = (p: string, what: string): never => {
    throw new Refused(403, WRITE_REFUSAL.notWritable(p, what));
  };
  const picture = (p: string): void => {
    if (!rules.picture(p)) refuse(p, WRITE_REFUSAL.picture);
  };
  switch (action) {
    case 'persistEntry': {
      // decap-server also takes one `entry` in place of the list: a path the save check would not see.
      if (params.entry !== undefined) throw new Refused(400, WRITE_REFUSAL.oldFormat);
      if (!Array.isArray(params.dataFiles) || !params.dataFiles.length)
        throw new Refused(400, WRITE_REFUSAL.nothingToSave);
      for (const f of list(params.dataFiles))
        for (const p of [str(f.path), ...(f.newPath === undefined ? [] : [str(f.newPath)])])
          if (!rules.dataFile(p)) refuse(p, WRITE_REFUSAL.dataFile);
      for (const a of list(params.assets)) picture(str(a.path));
      return;
    }
    case 'persistMedia':
      picture(str(recordOf(params.asset)?.path));
      return;
    case 'deleteFile':
    case 'deleteFiles': {
      const paths =
        action === 'deleteFile' ? [str(params.path)] : (Array.isArray(params.paths) ? params.paths : []).map(str);
      if (!paths.length) throw new Refused(400, WRITE_REFUSAL.nothingToDelete);
      for (const p of paths) if (!rules.picture(p) && !rules.deletable(p)) refuse(p, WRITE_REFUSAL.deletable);
      return;
    }
  }
}
