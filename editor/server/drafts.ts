/**
 * The editorial workflow's drafts in watch mode ("Salvar" saves a draft, "Publicar" writes it
 * into content/). They live outside content/, in .cache/drafts/, one JSON file per entry, so
 * the site the dev server builds never shows a draft and no branch is ever checked out under
 * the editor. Each file of a draft keeps the text it was made from (`base`): a file that
 * changed on the site meanwhile is merged line by line at publishing (git merge-file), and a
 * clash is refused rather than either side lost. A draft's pictures are files of their own
 * beside it (drafts/pictures/, named by their content's hash): the build's checks read them
 * where they are, and a publication copies them, instead of a photo's megabytes going through
 * JSON at every step.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeFileAtomically } from '../../pipeline/write-file';
import { picturesNamed } from './unused-pictures';

/** Decap's three columns: Rascunhos, Em revisão, Prontos. */
export const DRAFT_STATUSES = ['draft', 'pending_review', 'pending_publish'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];
export const isDraftStatus = (s: unknown): s is DraftStatus => DRAFT_STATUSES.some((d) => d === s);

export interface DraftFile {
  /** As the editor names it ("content/./home.yaml" for the second entry of home.yaml). */
  path: string;
  raw: string;
  /** The file on the site when the draft was started; null for a new file. */
  base: string | null;
}

export interface DraftAsset {
  path: string;
  /** The file's name in the drafts' pictures folder (DraftStore.pictureFile). */
  stored?: string;
  /** The bytes in base64: how drafts saved before the pictures folder held them. */
  content?: string;
}

export interface Draft {
  collection: string;
  slug: string;
  status: DraftStatus;
  updatedAt: string;
  files: DraftFile[];
  assets: DraftAsset[];
}

/** Decap's name for an entry under the workflow ("collection/slug"). */
export const contentKey = (collection: string, slug: string): string => `${collection}/${slug}`;

export function parseContentKey(key: string): { collection: string; slug: string } {
  const at = key.indexOf('/');
  return { collection: key.slice(0, at), slug: key.slice(at + 1) };
}

/** A kept picture's file name: its content's hash, with the extension of the file it is for. */
export const pictureName = (file: string, bytes: Uint8Array): string =>
  `${createHash('sha1').update(bytes).digest('hex')}${path.extname(file).toLowerCase()}`;

export class DraftStore {
  readonly dir: string;
  constructor(root: string) {
    this.dir = path.join(root, '.cache', 'drafts');
  }

  /** One flat file name per entry: the key encoded, so no slug can name a path. */
  private fileOf(collection: string, slug: string): string {
    return path.join(this.dir, `${encodeURIComponent(contentKey(collection, slug))}.json`);
  }

  /** Where a draft's picture is kept (see DraftAsset.stored). */
  pictureFile(stored: string): string {
    return path.join(this.dir, 'pictures', path.basename(stored));
  }

  /** Keeps a picture the editor sent (base64) for a draft at `file`: the asset that names it. */
  async keepPicture(file: string, base64: string): Promise<DraftAsset & { stored: string }> {
    const bytes = Buffer.from(base64, 'base64');
    const stored = pictureName(file, bytes);
    const at = this.pictureFile(stored);
    await fs.mkdir(path.dirname(at), { recursive: true });
    // Same name, same bytes: a picture kept already is not written again.
    const size = await fs.stat(at).then(
      (s) => s.size,
      () => -1,
    );
    if (size !== bytes.length) await writeFileAtomically(at, bytes);
    return { path: file, stored };
  }

  /** A picture's file on disk (a draft of the older form has its bytes written out first). */
  async pictureOf(asset: DraftAsset): Promise<string> {
    if (asset.stored) return this.pictureFile(asset.stored);
    return this.pictureFile((await this.keepPicture(asset.path, asset.content ?? '')).stored);
  }

  /** Where the pictures of a deleted entry are kept, by the path they had (flat: the path encoded). */
  private removedFile(file: string): string {
    return path.join(this.dir, 'removed', encodeURIComponent(path.posix.normalize(file)));
  }

  /**
   * Keeps a picture a deleted entry took with it: Decap's "Despublicar" deletes the entry, then
   * saves its text again as a draft, whose page must find its pictures (savedPicture).
   */
  async keepRemoved(file: string, bytes: Uint8Array): Promise<void> {
    await fs.mkdir(path.join(this.dir, 'removed'), { recursive: true });
    await writeFileAtomically(this.removedFile(file), bytes);
  }

  /** A deleted entry's picture that was at `file`, kept as a draft's picture (undefined when none was kept). */
  async savedPicture(file: string): Promise<DraftAsset | undefined> {
    const bytes = await fs.readFile(this.removedFile(file)).catch(() => undefined);
    return bytes && this.keepPicture(file, bytes.toString('base64'));
  }

  async get(collection: string, slug: string): Promise<Draft | undefined> {
    const text = await fs.readFile(this.fileOf(collection, slug), 'utf8').catch(() => undefined);
    return text === undefined ? undefined : (JSON.parse(text) as Draft);
  }

  async list(): Promise<Draft[]> {
    const names = await fs.readdir(this.dir).catch((): string[] => []);
    const drafts = await Promise.all(
      names
        .filter((n) => n.endsWith('.json'))
        .map(async (n) => {
          const text = await fs.readFile(path.join(this.dir, n), 'utf8').catch(() => undefined);
          return text === undefined ? undefined : (JSON.parse(text) as Draft);
        }),
    );
    return drafts.filter((d): d is Draft => Boolean(d)).sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
  }

  async put(draft: Draft): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    await writeFileAtomically(this.fileOf(draft.collection, draft.slug), JSON.stringify(draft, null, 1));
  }

  async remove(collection: string, slug: string): Promise<boolean> {
    const removed = await fs.rm(this.fileOf(collection, slug)).then(
      () => true,
      () => false,
    );
    // Pictures no draft names any more go too (two drafts may share one).
    const kept = await fs.readdir(path.join(this.dir, 'pictures')).catch((): string[] => []);
    if (kept.length) {
      const named = new Set((await this.list()).flatMap((d) => d.assets.flatMap((a) => (a.stored ? [a.stored] : []))));
      await Promise.all(kept.filter((n) => !named.has(n)).map((n) => fs.rm(this.pictureFile(n), { force: true })));
    }
    await this.forgetRemoved();
    return removed;
  }

  /**
   * A deleted entry's picture is kept only for a draft that may bring it back: once no waiting
   * draft's text names it, the kept copy goes (else removed/ would only grow).
   */
  async forgetRemoved(): Promise<void> {
    const kept = await fs.readdir(path.join(this.dir, 'removed')).catch((): string[] => []);
    if (!kept.length) return;
    const named = new Set(
      (await this.list()).flatMap((d) => d.files.flatMap((f) => [...picturesNamed(f.path, f.raw)])),
    );
    const pathOf = (n: string): string => {
      try {
        return path.posix.normalize(decodeURIComponent(n));
      } catch {
        return '';
      }
    };
    const unnamed = kept.filter((n) => !named.has(pathOf(n)));
    await Promise.all(unnamed.map((n) => fs.rm(path.join(this.dir, 'removed', n), { force: true })));
  }
}

/** What Decap reads of a draft (decap-server's "unpublished entry"): its files as a diff against the site. */
export function unpublishedEntry(d: Draft) {
  return {
    collection: d.collection,
    slug: d.slug,
    status: d.status,
    updatedAt: d.updatedAt,
    diffs: [
      ...d.files.map((f) => ({
        path: f.path,
        id: f.path,
        newFile: f.base === null,
        status: f.base === null ? 'added' : 'modified',
        binary: false,
      })),
      ...d.assets.map((a) => ({ path: a.path, id: a.path, newFile: true, status: 'added', binary: true })),
    ],
  };
}

/**
 * The draft's text laid over the site's file as it is now: the draft itself when the site's
 * file is still the one it was made from, else a three-way merge; undefined when both changed
 * the same lines.
 */
export function withSiteChanges(file: DraftFile, now: string | undefined): string | undefined {
  if ((now ?? null) === file.base) return file.raw;
  // Deleted on the site, or created there meanwhile: nothing to merge with.
  if (now === undefined || file.base === null) return undefined;
  return mergeLines(now, file.base, file.raw);
}

function mergeLines(current: string, base: string, other: string): string | undefined {
  const at = mkdtempSync(path.join(os.tmpdir(), 'draft-merge-'));
  try {
    const names = ['site', 'base', 'draft'].map((n) => path.join(at, n));
    [current, base, other].forEach((text, i) => {
      writeFileSync(names[i]!, text);
    });
    const r = spawnSync('git', ['merge-file', '-p', ...names], { encoding: 'utf8' });
    // Exit status: the number of clashes (0: merged cleanly); null or negative: git failed.
    return r.status === 0 ? r.stdout : undefined;
  } finally {
    rmSync(at, { recursive: true, force: true });
  }
}
