/**
 * The cache folder as the last build used it: a picture's encoded files are kept while the
 * site has that picture and dist/ holds their bytes (its measured size while the site has it),
 * share cards while dist/ holds theirs, rendered Markdown while a page has that body (font cuts,
 * made once per range, stay). Everything else (a replaced photo's widths, a retitled page's old
 * card, an edited post's old rendering, a file cut short by a killed build) is removed. The
 * deploy runs it after its build (`npm run build -- --prune-cache`), so the cache it saves does
 * not grow with every edit, and the next build of the same content finds everything it needs.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Paths } from '../config';
import type { BuildState } from '../state';
import { hashBytes } from '../outputs/write';
import { saveMarkdown } from '../content/content';
import { pictureId } from '../load/image-size';

export interface Pruned {
  /** Files removed from the cache folder, and their bytes. */
  files: number;
  bytes: number;
  /** Renderings dropped from the Markdown log. */
  renderings: number;
}

/** A picture's files in .cache/images are named by its id: 0cdc038f-800.avif, 0cdc038f-share.jpg, 0cdc038f-checked.json. */
const PICTURE_FILE = /^([0-9a-f]{8})-(.+)$/;

/**
 * Removes from the cache folder what the build that left `state` (in this process, so its
 * site is at hand) did not use: what dist/ holds, the site's pictures and the bodies of its
 * pages say what stays.
 */
export async function pruneCache(paths: Paths, state: BuildState): Promise<Pruned> {
  const inDist = new Set(state.dist.hashes.values());
  const pictures = new Set([...(state.dist.site?.images.values() ?? [])].map((src) => pictureId(src.hash)));
  const pruned: Pruned = { files: 0, bytes: 0, renderings: 0 };
  const sweep = async (dir: string, keep: (name: string, bytes: Uint8Array) => boolean): Promise<void> => {
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    for (const name of names.sort()) {
      const file = path.join(dir, name);
      const bytes = await fs.readFile(file).catch(() => undefined);
      if (!bytes || keep(name, bytes)) continue;
      await fs.rm(file, { force: true });
      pruned.files++;
      pruned.bytes += bytes.byteLength;
    }
  };
  // A picture the site still has: its measured size stays, and each of its files dist/ holds
  // (a file of a replaced photo may have the same bytes as the new one's: it goes all the same).
  await sweep(path.join(paths.cache, 'images'), (name, bytes) => {
    const [, id, rest] = PICTURE_FILE.exec(name) ?? [];
    return id !== undefined && pictures.has(id) && (rest === 'checked.json' || inDist.has(hashBytes(bytes)));
  });
  await sweep(path.join(paths.cache, 'share'), (_, bytes) => inDist.has(hashBytes(bytes)));
  await pruneMarkdown(paths, state, pruned);
  return pruned;
}

/** The Markdown log rewritten with the renderings of this build's bodies only. */
async function pruneMarkdown(paths: Paths, state: BuildState, pruned: Pruned): Promise<void> {
  const used = new Set([...state.caches.markdownKeys.values()].map((k) => k.key));
  const md = state.caches.markdown;
  for (const key of [...md.entries.keys()])
    if (!used.has(key)) {
      md.entries.delete(key);
      pruned.renderings++;
    }
  if (!pruned.renderings || !md.entries.size) return;
  // Written whole (saveMarkdown writes a new log when nothing is on disk yet).
  md.onDisk = 0;
  await saveMarkdown(paths.cache, md);
}
