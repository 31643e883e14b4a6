/**
 * A source image's width and height, read from its header by sharp and cached by content
 * hash (in memory and in .cache/images, shared with the encoder). Part of loading: a file
 * that is not a picture, or too large to process, is named before anything is built (and by
 * npm run check), not by a stack trace when it is encoded.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { ContentIssue } from '../errors';
import { makeIssue } from '../error-catalog';

// Bump when encoder settings change, so cached files are not reused.
export const RECIPE_VERSION = '4';

/**
 * A picture's id, from its content and the recipe: it names its files in dist/ and in
 * .cache/images. 8 hex digits: unique enough among a site's pictures, and every picture URL on
 * a page is shorter.
 */
export const pictureId = (hash: string): string =>
  createHash('sha1').update(`${hash}:${RECIPE_VERSION}`).digest('hex').slice(0, 8);

// sharp is loaded only when a size is not cached yet.
const loadSharp = async () => (await import('sharp')).default;

/** Largest side, in pixels as rendered (an SVG at the density it is drawn at), a picture may have. */
export const MAX_SIDE = 12000;
const SVG_SCALE = 2; // density 144 over SVG's 72

/** An image file the build cannot use, with what an editor should be told. */
export class ImageProblem extends Error {
  constructor(
    readonly kind: 'unreadable' | 'too-large',
    readonly detail: string,
  ) {
    super(detail);
  }
}

/** Width and height by content hash (see BuildCaches). */
export type ImageSizes = Map<string, [number, number]>;

/**
 * Width and height of a source image, cached by content hash (`sizes`, then .cache/images).
 * Throws ImageProblem for a file that is not a picture or too large to process.
 */
export async function imageSize(
  src: { abs: string; hash: string },
  cacheDir: string,
  sizes: ImageSizes = new Map(),
): Promise<[number, number]> {
  const id = pictureId(src.hash);
  const hit = sizes.get(id);
  if (hit) return hit;
  // "-checked": the whole file was decoded once, not only its header (see below).
  const file = path.join(cacheDir, `${id}-checked.json`);
  const bytes = await fs.readFile(file).catch(async () => {
    let meta: { width?: number; height?: number; format?: string };
    try {
      meta = await (await loadSharp())(src.abs).metadata();
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
      if (/pixel limit/i.test(message)) {
        const svg = /\.svg$/i.test(src.abs) ? await fs.readFile(src.abs, 'utf8').catch(() => '') : '';
        const w = /<svg[^>]*\swidth="([\d.]+)/.exec(svg)?.[1];
        const h = /<svg[^>]*\sheight="([\d.]+)/.exec(svg)?.[1];
        throw new ImageProblem('too-large', w && h ? `${w} × ${h}` : '');
      }
      throw new ImageProblem('unreadable', message.replace(/^Input (file|buffer) /, 'it ').replace(/\.$/, ''));
    }
    if (!meta.width || !meta.height) throw new ImageProblem('unreadable', 'it has no width and height');
    const scale = meta.format === 'svg' ? SVG_SCALE : 1;
    if (Math.max(meta.width, meta.height) * scale > MAX_SIDE)
      throw new ImageProblem('too-large', `${meta.width} × ${meta.height}`);
    // A header can be whole while the rest is cut off (an upload that stopped): decode every
    // pixel once, to a small size, so npm run check refuses what the encoder would. An SVG's
    // header is its whole document, parsed above: a cut-off one is refused there already.
    if (meta.format !== 'svg')
      try {
        await (await loadSharp())(src.abs).resize(32, 32, { fit: 'inside' }).raw().toBuffer();
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
        throw new ImageProblem('unreadable', `it is cut off or damaged (${message.replace(/\.$/, '')})`);
      }
    const made = new TextEncoder().encode(JSON.stringify([meta.width, meta.height]));
    await fs.mkdir(cacheDir, { recursive: true });
    await fs.writeFile(file, made);
    return made;
  });
  const size = JSON.parse(new TextDecoder().decode(bytes)) as [number, number];
  sizes.set(id, size);
  return size;
}

/** An ImageProblem as the message for the file's editor. */
export function imageIssue(problem: ImageProblem, file: string): ContentIssue {
  return problem.kind === 'too-large'
    ? makeIssue('IMAGE_TOO_LARGE', { size: problem.detail || undefined, max: MAX_SIDE }, file)
    : makeIssue('IMAGE_UNREADABLE', { detail: problem.detail }, file);
}
