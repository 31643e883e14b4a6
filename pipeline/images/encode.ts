/**
 * What one cache file of a picture is made from (a recipe: plain data, so the early lane's
 * worker thread can be handed it) and the sharp calls that make it.
 */

/** One width of a picture in one format, or the picture cut to a size (the 1200x630 share JPEG). */
export type Recipe =
  | { abs: string; width: number; format: 'avif' | 'webp' }
  | { abs: string; cut: readonly [number, number] };

// sharp is loaded only when something must be encoded or measured: a rebuild from the cache
// never needs it.
export const loadSharp = async () => (await import('sharp')).default;

/** One width of a picture as raw pixels: its AVIF and its WebP are both made from them. */
export interface Pixels {
  data: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/**
 * Drawn at the width asked: sharp hands librsvg the scale (and a JPEG decoder its shrink), so
 * this costs far less than drawing the whole picture once and resizing that for every width.
 */
export async function rasterize(abs: string, width: number): Promise<Pixels> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(abs, { density: 144 })
    .resize({ width, fit: 'cover' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

/**
 * Each format's settings (scripts/picture-settings.ts measures others on the site's pictures).
 * AVIF effort 1: half the encoding time of effort 2 for a fifth more bytes (still well under
 * WebP); effort 0 saves half again but adds 45%. Colour at half resolution (4:2:0, as photos
 * are): a sixth less encoding time and 5% fewer bytes than sharp's 4:4:4, with no difference
 * to see on the pages. WebP is only for browsers without AVIF (a few visitors): effort 2, as
 * 0 and 1 add a quarter to a half more bytes.
 */
export const ENCODE = {
  avif: { quality: 55, effort: 1, chromaSubsampling: '4:2:0' },
  webp: { quality: 80, effort: 2 },
} as const;

export async function encode(
  pixels: Pixels,
  format: 'avif' | 'webp',
  settings: { effort?: number } = {},
): Promise<Uint8Array> {
  const sharp = await loadSharp();
  const img = sharp(pixels.data, { raw: pixels.raw });
  if (format === 'avif') return img.avif({ ...ENCODE.avif, ...settings }).toBuffer();
  return img.webp({ ...ENCODE.webp, ...settings }).toBuffer();
}

/** The picture cut to width x height (the 1200x630 share JPEG). */
export async function encodeCut(abs: string, width: number, height: number): Promise<Uint8Array> {
  const sharp = await loadSharp();
  return sharp(abs, { density: 144 })
    .resize({ width, height, fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/**
 * Makes recipes one after another, each width's pixels drawn once for its two formats when
 * they come side by side (as a queue ordered by size puts them).
 */
export function recipeMaker(): (recipe: Recipe) => Promise<Uint8Array> {
  let held: { abs: string; width: number; pixels: Promise<Pixels> } | undefined;
  return async (recipe) => {
    if ('cut' in recipe) return encodeCut(recipe.abs, recipe.cut[0], recipe.cut[1]);
    if (held?.abs !== recipe.abs || held.width !== recipe.width)
      held = { abs: recipe.abs, width: recipe.width, pixels: rasterize(recipe.abs, recipe.width) };
    return encode(await held.pixels, recipe.format);
  };
}
