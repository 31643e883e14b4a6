/**
 * The one adapter around sharp: every source image becomes AVIF and WebP at the widths the
 * layout needs, named by content hash, with its intrinsic size (no layout shift).
 * Encoded files are cached by source hash in .cache/images, so a rebuild encodes nothing.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';

export interface ImageVariant {
  src: string;
  width: number;
}
export interface ImageSet {
  avif: ImageVariant[];
  webp: ImageVariant[];
  /** The <img src> for browsers without srcset support. */
  fallback: string;
  width: number;
  height: number;
}
export type ImageMap = Record<string, ImageSet>;
export interface OutputFile {
  outputPath: string;
  bytes: Uint8Array;
}

/** Widths per kind of picture, from the layout's breakpoints. */
export function widthsFor(key: string): number[] {
  if (key.startsWith('images/team/')) return [160, 320];
  if (key.startsWith('images/partners/')) return [200, 400];
  if (key.startsWith('images/gallery/')) return [400, 800, 1200];
  if (key.startsWith('images/results/')) return [400, 800];
  if (key.startsWith('images/blog/')) return [400, 800, 1200];
  if (key === 'images/hero.svg' || key.startsWith('images/hero')) return [640, 960, 1280, 1600];
  return [600, 1200];
}

const FORMATS = ['avif', 'webp'] as const;
type Format = (typeof FORMATS)[number] | 'jpeg';
// Bump when encoder settings change, so cached files are not reused.
const RECIPE_VERSION = '3';

// sharp is loaded only when something must be encoded or measured: a rebuild from the cache
// never needs it.
const loadSharp = async () => (await import('sharp')).default;

async function encode(abs: string, width: number, format: Format, opts: { height?: number; opaque?: boolean } = {}): Promise<Uint8Array> {
  const sharp = await loadSharp();
  let img = sharp(abs, { density: 144 }).resize({ width, height: opts.height, fit: 'cover' });
  if (opts.opaque) img = img.removeAlpha();
  // Effort 1 encodes 2.5x faster than 2 for files about a fifth larger (still well under WebP).
  if (format === 'avif') return img.avif({ quality: 55, effort: 1 }).toBuffer();
  if (format === 'webp') return img.webp({ quality: 80, effort: 4 }).toBuffer();
  return img.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

export interface ImageStats {
  encoded: number;
  reused: number;
}

async function cached(cacheDir: string, key: string, make: () => Promise<Uint8Array>, stats: ImageStats): Promise<Uint8Array> {
  const file = path.join(cacheDir, key);
  try {
    const bytes = await fs.readFile(file);
    stats.reused++;
    return bytes;
  } catch {
    const bytes = await make();
    await fs.mkdir(cacheDir, { recursive: true });
    await fs.writeFile(file, bytes);
    stats.encoded++;
    return bytes;
  }
}

const short = (s: string): string => createHash('sha1').update(s).digest('hex').slice(0, 10);

/** The picture sets (known before any encoding), and the encoded files when they are ready. */
export interface ImagePlan {
  images: ImageMap;
  /** Resolves once every file is encoded or read from the cache; render does not wait for it. */
  files: Promise<{ files: OutputFile[]; stats: ImageStats }>;
}

// A long-lived process (watch mode) asks for the same set after every edit: answer from memory.
let last: { key: string; plan: ImagePlan } | undefined;

/**
 * Plans every picture and starts encoding in the background. A picture's file names depend
 * only on its source's hash and the recipe, and its size is read from the source, so pages can
 * be rendered while libvips encodes on the other core.
 * @param sources image key ("images/hero.svg") -> absolute path and source hash
 * @param share the key of the share image, rendered as a 1200x630 JPEG for social networks
 */
export async function planImages(
  sources: Map<string, { abs: string; hash: string }>,
  keys: string[],
  cacheDir: string,
  share?: string,
): Promise<ImagePlan> {
  const key = JSON.stringify([cacheDir, share ?? '', [...new Set(keys)].sort().map((k) => [k, sources.get(k)?.hash ?? ''])]);
  if (last?.key === key) {
    const files = last.plan.files.then((r) => ({ files: r.files, stats: { encoded: 0, reused: r.files.length } }));
    return { images: last.plan.images, files };
  }
  const plan = await planAll(sources, keys, cacheDir, share);
  plan.files.catch(() => undefined); // awaited by the caller; not an unhandled rejection meanwhile
  last = { key, plan };
  // A failed encoding must not be remembered as the answer for the next build.
  plan.files.catch(() => {
    if (last?.plan === plan) last = undefined;
  });
  return plan;
}

/** Plans and waits for every file (tests, and callers with nothing to do meanwhile). */
export async function processImages(...args: Parameters<typeof planImages>): Promise<{ images: ImageMap; files: OutputFile[]; stats: ImageStats }> {
  const plan = await planImages(...args);
  return { images: plan.images, ...(await plan.files) };
}

/** Forgets the in-memory answer (tests of the disk cache). */
export function forgetProcessedImages(): void {
  last = undefined;
}

interface EncodeJob {
  cacheKey: string;
  outputPath: string;
  make: () => Promise<Uint8Array>;
}

async function planAll(
  sources: Map<string, { abs: string; hash: string }>,
  keys: string[],
  cacheDir: string,
  share?: string,
): Promise<ImagePlan> {
  const images: ImageMap = {};
  const jobs: EncodeJob[] = [];
  const work = [...new Set(keys)].sort();
  const sizes = await Promise.all(
    work.map(async (key) => {
      const src = sources.get(key);
      if (!src) return undefined;
      const id = short(`${src.hash}:${RECIPE_VERSION}`);
      const bytes = await cached(cacheDir, `${id}-size.json`, async () => {
        const sharp = await loadSharp();
        const meta = await sharp(src.abs).metadata();
        // An opaque picture is encoded without an alpha plane: AVIF encodes a second image for it.
        const { isOpaque } = await sharp(src.abs, { density: 144 }).stats();
        return new TextEncoder().encode(JSON.stringify([meta.width ?? 1200, meta.height ?? 800, isOpaque]));
      }, { encoded: 0, reused: 0 });
      return { src, id, size: JSON.parse(new TextDecoder().decode(bytes)) as [number, number, boolean?] };
    }),
  );
  work.forEach((key, i) => {
    const found = sizes[i];
    if (!found) return;
    const { src, id, size } = found;
    const [iw, ih, opaque = false] = size;
    const base = path.basename(key).replace(/\.[^.]+$/, '');
    if (key === share) {
      const outputPath = `assets/img/${base}-1200x630.${id}.jpg`;
      jobs.push({ cacheKey: `${id}-share.jpg`, outputPath, make: () => encode(src.abs, 1200, 'jpeg', { height: 630 }) });
      images[key] = { avif: [], webp: [], fallback: `/${outputPath}`, width: 1200, height: 630 };
      return;
    }
    const widths = widthsFor(key).filter((w) => w <= Math.max(iw, 160));
    const set: ImageSet = { avif: [], webp: [], fallback: '', width: iw, height: ih };
    for (const format of FORMATS) {
      for (const w of widths) {
        const outputPath = `assets/img/${base}-${w}.${id}.${format}`;
        jobs.push({ cacheKey: `${id}-${w}.${format}`, outputPath, make: () => encode(src.abs, w, format, { opaque }) });
        set[format].push({ src: `/${outputPath}`, width: w });
      }
    }
    const mid = set.webp[Math.floor((set.webp.length - 1) / 2)] ?? set.webp[0];
    set.fallback = mid?.src ?? '';
    images[key] = set;
  });
  return { images, files: encodeAll(jobs, cacheDir) };
}

/** libvips already spreads one encoding over both cores: two at a time keeps them busy. */
async function encodeAll(jobs: EncodeJob[], cacheDir: string): Promise<{ files: OutputFile[]; stats: ImageStats }> {
  const stats: ImageStats = { encoded: 0, reused: 0 };
  const files: OutputFile[] = [];
  const queue = [...jobs];
  const worker = async (): Promise<void> => {
    for (let job = queue.shift(); job; job = queue.shift()) files.push({ outputPath: job.outputPath, bytes: await cached(cacheDir, job.cacheKey, job.make, stats) });
  };
  await Promise.all([worker(), worker()]);
  files.sort((a, b) => a.outputPath.localeCompare(b.outputPath));
  return { files, stats };
}
