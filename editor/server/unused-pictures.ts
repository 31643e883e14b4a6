/**
 * A save that replaces or removes a picture takes its file out of content/ too, once no content
 * file (nor another draft waiting to be published) names it any more: content/images/ holds only
 * pictures the site shows, and an editor never has to clean it by hand.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

const PICTURE = /(?<![\w./-])((?:\.{0,2}\/)?[\w./-]*\w\.(?:svg|png|jpe?g|webp|avif|gif))(?![\w.-])/gi;
/** The text files that may name a picture. */
const TEXT = /\.(md|ya?ml|json)$/i;
/** The media folder, as files name its pictures ("images/hero.svg"); anything else is beside the page. */
const MEDIA = 'images/';

const normal = (p: string): string => path.posix.normalize(p.replace(/\\/g, '/'));

/** The pictures a content file's text names, root-relative ("content/images/hero.svg"). */
export function picturesNamed(file: string, text: string): Set<string> {
  const named = new Set<string>();
  for (const [, ref = ''] of text.matchAll(PICTURE)) {
    const plain = ref.replace(/^\//, '');
    const at = plain.startsWith(MEDIA)
      ? path.posix.join('content', plain)
      : path.posix.join(path.posix.dirname(normal(file)), plain);
    if (at.startsWith('content/')) named.add(at);
  }
  return named;
}

/** The pictures the old texts named and the new ones no longer do (candidates to remove once written). */
export function picturesDropped(files: readonly { path: string; raw: string; before?: string }[]): string[] {
  const dropped = new Set<string>();
  for (const f of files) {
    if (f.before === undefined) continue;
    const now = picturesNamed(f.path, f.raw);
    for (const p of picturesNamed(f.path, f.before)) if (!now.has(p)) dropped.add(p);
  }
  return [...dropped].sort();
}

async function textFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile() && TEXT.test(e.name)).map((e) => path.join(e.parentPath, e.name));
}

/** The content files (root-relative) naming each of `pictures` that some file names. */
export async function filesNaming(root: string, pictures: readonly string[]): Promise<Map<string, string[]>> {
  const asked = new Set(pictures.map(normal));
  const naming = new Map<string, string[]>();
  if (asked.size === 0) return naming;
  for (const abs of (await textFiles(path.join(root, 'content'))).sort()) {
    const file = path.relative(root, abs).split(path.sep).join('/');
    for (const p of picturesNamed(file, await fs.readFile(abs, 'utf8')))
      if (asked.has(p)) naming.set(p, [...(naming.get(p) ?? []), file]);
  }
  return naming;
}

/** A waiting draft as far as its pictures go: its texts, and the pictures it carries itself. */
interface DraftTexts {
  readonly files: readonly { path: string; raw: string }[];
  readonly assets: readonly { path: string }[];
}

/**
 * The drafts whose texts name one of `pictures` without carrying it themselves: publishing one
 * would need the site's file.
 */
export function draftsNaming<D extends DraftTexts>(drafts: readonly D[], pictures: readonly string[]): D[] {
  const asked = new Set(pictures.map(normal));
  return drafts.filter((d) => {
    const carried = new Set(d.assets.map((a) => normal(a.path)));
    return d.files.some((f) => [...picturesNamed(f.path, f.raw)].some((p) => asked.has(p) && !carried.has(p)));
  });
}

/**
 * Removes each of `candidates` (root-relative) that no file under content/ and no text of
 * `drafts` names; returns the ones removed.
 */
export async function removeUnusedPictures(
  root: string,
  candidates: readonly string[],
  drafts: readonly { path: string; raw: string }[] = [],
): Promise<string[]> {
  if (candidates.length === 0) return [];
  const used = new Set<string>();
  for (const abs of await textFiles(path.join(root, 'content'))) {
    const file = path.relative(root, abs).split(path.sep).join('/');
    for (const p of picturesNamed(file, await fs.readFile(abs, 'utf8'))) used.add(p);
  }
  for (const d of drafts) for (const p of picturesNamed(d.path, d.raw)) used.add(p);
  const removed = candidates.filter((p) => !used.has(p));
  await Promise.all(removed.map((p) => fs.rm(path.join(root, p), { force: true })));
  return removed;
}
