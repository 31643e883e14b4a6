/**
 * The one adapter around sharp: every source image becomes AVIF and WebP at the widths the
 * layout needs, named by content hash, with its intrinsic size (no layout shift).
 * Encoded files are cached by source hash in .cache/images, so a rebuild encodes nothing.
 */
import fs from 'node:fs/promises';
import { writeFileAtomically } from '../write-file';
import path from 'node:path';
import { BuildFailed } from '../errors';
import { ImageProblem, imageIssue, imageSize, pictureId, type ImageSizes } from '../load/image-size';
import { encode, encodeCut, rasterize, type Pixels, type Recipe } from './encode';

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
  /** The picture cut to 1200x630 as a JPEG, when a page is shared with it (a post's cover). */
  share?: string;
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
  if (key.startsWith('images/blog/') || key.startsWith('blog/posts/')) return [400, 800, 1200];
  // 800: a 360-414 px phone at twice the density, the most common screens, gets no more than it shows.
  if (key === 'images/hero.svg' || key.startsWith('images/hero')) return [640, 800, 960, 1280, 1600];
  // About, map: 800 for the same phones (1200 was twice the bytes a 412 px screen uses).
  return [600, 800, 1200];
}

const FORMATS = ['avif', 'webp'] as const;

/**
 * The pixels of one width, made for the first of its `uses` and let go after the last (the
 * queue puts a width's two formats side by side, so they are held briefly).
 */
function sharedPixels(abs: string, width: number, uses: number): () => Promise<Pixels> {
  let made: Promise<Pixels> | undefined;
  let left = uses;
  return () => {
    const pixels = made ?? rasterize(abs, width);
    made = --left > 0 ? pixels : undefined;
    return pixels;
  };
}

/** A file whose header read well but whose pixels do not (a truncated JPEG) names itself. */
async function encodeOrExplain(key: string, make: () => Promise<Uint8Array>): Promise<Uint8Array> {
  try {
    return await make();
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    throw new BuildFailed([
      imageIssue(
        new ImageProblem(/pixel limit/i.test(message) ? 'too-large' : 'unreadable', message),
        `content/${key}`,
      ),
    ]);
  }
}

export interface ImageStats {
  encoded: number;
  reused: number;
}

async function cached(
  cacheDir: string,
  key: string,
  make: () => Promise<Uint8Array>,
  stats: ImageStats,
  underWay: UnderWay,
  early?: ReadonlySet<string>,
): Promise<Uint8Array> {
  const file = path.join(cacheDir, key);
  // What this build's early lane made counts as encoded by this build, not as found in the cache.
  const found = (): void => {
    if (early?.has(file)) stats.encoded++;
    else stats.reused++;
  };
  // Being encoded already (a draft's photo encoded ahead, a cold build's early lane): waited
  // for, not encoded twice.
  const pending = underWay.get(file);
  if (pending) {
    const bytes = await pending;
    found();
    return bytes;
  }
  let made = false;
  // Under way from the look into the cache on: two lanes asking at once encode it once.
  const getting = fs.readFile(file).catch(async () => {
    const bytes = await make();
    made = true;
    await fs.mkdir(cacheDir, { recursive: true });
    // Written beside and renamed: a build killed mid-write must not leave a truncated picture
    // that every later build would copy into dist/.
    await writeFileAtomically(file, bytes);
    return bytes;
  });
  underWay.set(file, getting);
  try {
    const bytes = await getting;
    if (made) stats.encoded++;
    else found();
    return bytes;
  } finally {
    underWay.delete(file);
  }
}

/** Encodes under way in this process, by cache file. */
type UnderWay = Map<string, Promise<Uint8Array>>;

/** A file name that needs no escaping in a URL or a srcset ("foto clínica.jpg" -> "foto-clinica"). */
export function safeName(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'image'
  );
}

/**
 * Names, sizes and files of a set of pictures. `inDist`: an answer read back with the
 * snapshot of dist/, which holds its files already (they are neither read nor written again).
 */
export type Processed = {
  images: ImageMap;
  files: OutputFile[];
  stats: ImageStats;
  inDist?: boolean;
  /** Files named in `images` but made after the pages are written (`late`); joined to `files` as each is made. */
  later?: LatePictures;
  /** Encodes under way beside rendering (`beside`): `files` and `stats` are complete once it resolves. */
  encoding?: Promise<void>;
};

/** The key of a set of pictures: the same key, the same names, sizes and files. */
function processedKey(
  sources: Map<string, { abs: string; hash: string }>,
  keys: string[],
  cacheDir: string,
  share?: string,
  cuts: readonly string[] = [],
): string {
  return JSON.stringify([
    cacheDir,
    share ?? '',
    [...new Set(cuts)].sort(),
    [...new Set(keys)].sort().map((k) => [k, sources.get(k)?.hash ?? '']),
  ]);
}

/** images' caches, kept in the build state between builds. */
export interface ImageCaches {
  /** Each picture's width and height by content hash (shared with load). */
  imageSizes: ImageSizes;
  /** The last answer (names, sizes, files) for a set of pictures. */
  processed: Map<string, Processed>;
  /** Encodes under way, by cache file: a build needing one waits for it instead of encoding it too. */
  underWay: UnderWay;
  /** Pictures being encoded ahead of their build (encodeIntoCache), from their planning on. */
  ahead: Set<Promise<void>>;
  /** Cache files a cold build's early lane encoded (early.ts): the images stage counts them as its own. */
  early: Set<string>;
}

export const newImageCaches = (): ImageCaches => ({
  imageSizes: new Map(),
  processed: new Map(),
  underWay: new Map(),
  ahead: new Set(),
  early: new Set(),
});

/** Resolves once no encode is under way (those of a draft's photo, encoded ahead, included). */
export async function encodesUnderWay(caches: ImageCaches): Promise<void> {
  while (caches.ahead.size || caches.underWay.size)
    await Promise.allSettled([...caches.ahead, ...caches.underWay.values()]);
}

/**
 * @param sources image key ("images/hero.svg") -> absolute path and source hash
 * @param share the key of the share image, rendered as a 1200x630 JPEG for social networks
 * @param cuts pictures pages are shared with (posts' covers): each also cut to a 1200x630 JPEG (`share`)
 */
export async function processImages(
  sources: Map<string, { abs: string; hash: string }>,
  keys: string[],
  cacheDir: string,
  share?: string,
  caches: ImageCaches = newImageCaches(),
  { late = false, beside = false, cuts = [] }: { late?: boolean; beside?: boolean; cuts?: readonly string[] } = {},
): Promise<Processed> {
  const key = processedKey(sources, keys, cacheDir, share, cuts);
  // A long-lived process (watch mode) asks for the same set after every edit: answer from
  // memory. So does a new one whose snapshot of dist/ recorded the answer for this set.
  const last = caches.processed.get(key);
  if (last)
    return {
      ...last,
      later: undefined,
      encoding: undefined,
      stats: { encoded: 0, reused: last.inDist ? 0 : last.files.length },
    };
  const { images, jobs } = await planAll(sources, keys, cacheDir, caches.imageSizes, share, cuts);
  // `late`: what the cache does not hold yet is encoded once the pages are written (their
  // names and sizes are known already), so a new photo's page is written without waiting for it.
  const missing = late ? await uncached(jobs, cacheDir) : new Set<EncodeJob>();
  const encoded = encodeAll(
    jobs.filter((j) => !missing.has(j)),
    cacheDir,
    caches.underWay,
    caches.early,
  );
  const result: Processed = { images, files: [], stats: { encoded: 0, reused: 0 } };
  caches.processed.clear();
  // `beside`: the pages need only the names and sizes, so the encodes go on while they render.
  if (beside) {
    result.encoding = encoded.then(
      (made) => Object.assign(result, made) && undefined,
      (error: unknown) => {
        // A failed encode leaves no answer behind for the next build.
        if (caches.processed.get(key) === result) caches.processed.delete(key);
        throw error;
      },
    );
    // Awaited by the caller; until then its failure is not reported as unhandled.
    result.encoding.catch(() => undefined);
  } else Object.assign(result, await encoded);
  if (missing.size) result.later = latePictures([...missing], cacheDir, result, caches.underWay);
  caches.processed.set(key, result);
  return result;
}

/** The jobs whose file is not in the cache folder. */
async function uncached(jobs: readonly EncodeJob[], cacheDir: string): Promise<Set<EncodeJob>> {
  const found = await Promise.all(
    jobs.map((j) =>
      fs.access(path.join(cacheDir, j.cacheKey)).then(
        () => true,
        () => false,
      ),
    ),
  );
  return new Set(jobs.filter((_, i) => !found[i]));
}

/**
 * Pictures encoded after the pages that show them are written (watch mode): the pages name
 * every file at once, and the files follow, smallest first, or the one a browser asks for
 * (`hurry`) before the others.
 */
export interface LatePictures {
  /** dist/-relative paths not made yet. */
  readonly waiting: ReadonlySet<string>;
  /** Makes them, handing each file to `put` as soon as it is made; resolves once every one is put. */
  run(put: (file: OutputFile) => Promise<void>): Promise<void>;
  /** Makes this one now if it is still waiting; resolves once it is put (false: not one of these, or it failed). */
  hurry(outputPath: string): Promise<boolean>;
}

function latePictures(
  jobs: readonly EncodeJob[],
  cacheDir: string,
  result: Processed,
  underWay: UnderWay,
): LatePictures {
  // Smallest first: the narrow widths are what most screens show first, and each is quick.
  const queue = [...jobs].sort((a, b) => a.cost - b.cost || (a.outputPath < b.outputPath ? -1 : 1));
  const waiting = new Set(jobs.map((j) => j.outputPath));
  const put = new Map<string, { promise: Promise<boolean>; resolve: (ok: boolean) => void }>();
  for (const j of jobs) {
    let resolve: (ok: boolean) => void = () => undefined;
    const promise = new Promise<boolean>((r) => {
      resolve = r;
    });
    put.set(j.outputPath, { promise, resolve });
  }
  const started: Promise<void>[] = [];
  let putFile: ((file: OutputFile) => Promise<void>) | undefined;
  const make = (job: EncodeJob): Promise<void> => {
    const made = (async () => {
      try {
        const file = {
          outputPath: job.outputPath,
          bytes: await cached(cacheDir, job.cacheKey, job.make, result.stats, underWay),
        };
        await putFile!(file);
        result.files.push(file);
        waiting.delete(job.outputPath);
        put.get(job.outputPath)!.resolve(true);
      } catch (error) {
        put.get(job.outputPath)!.resolve(false);
        throw error;
      }
    })();
    started.push(made);
    return made;
  };
  return {
    waiting,
    async run(to) {
      putFile = to;
      await Promise.all(
        Array.from({ length: ENCODE_LANES }, async () => {
          for (let job = queue.shift(); job; job = queue.shift()) await make(job);
        }),
      );
      // A hurried one may still be under way.
      await Promise.all(started);
      result.files.sort((a, b) => a.outputPath.localeCompare(b.outputPath));
    },
    hurry(outputPath) {
      const entry = put.get(outputPath);
      if (!entry) return Promise.resolve(false);
      const i = queue.findIndex((j) => j.outputPath === outputPath);
      // Beside the lanes, at once: a browser is waiting for it.
      if (i >= 0 && putFile) make(queue.splice(i, 1)[0]!).catch(() => undefined);
      return entry.promise;
    },
  };
}

/**
 * One file to read from the cache or encode; `cost` orders the queue (pixels to encode).
 * `make` makes it in this thread, `recipe` says what it is made of for another thread.
 */
export interface EncodeJob {
  outputPath: string;
  cacheKey: string;
  cost: number;
  recipe: Recipe;
  make: () => Promise<Uint8Array>;
}

async function planAll(
  sources: Map<string, { abs: string; hash: string }>,
  keys: string[],
  cacheDir: string,
  sizes: ImageSizes,
  share?: string,
  cuts: readonly string[] = [],
): Promise<{ images: ImageMap; jobs: EncodeJob[] }> {
  const images: ImageMap = {};
  const jobs: EncodeJob[] = [];
  const cut = new Set(cuts);
  // First every picture's names and sizes (cheap, and all a page needs), then the encodes.
  for (const key of [...new Set(keys)].sort()) {
    const src = sources.get(key);
    if (!src) continue;
    let size: readonly [number, number];
    try {
      size = await imageSize(src, cacheDir, sizes);
    } catch (error) {
      if (error instanceof ImageProblem) throw new BuildFailed([imageIssue(error, `content/${key}`)]);
      throw error;
    }
    const planned = planPicture(key, src, size, key === share ? 'share' : cut.has(key) ? 'cut' : 'page');
    images[key] = planned.set;
    jobs.push(...planned.jobs);
  }
  return { images, jobs };
}

/**
 * One picture's names, size and files, from its width and height: the site's share image
 * (only its 1200x630 JPEG), a page picture, or a page picture pages are also shared with (`cut`).
 */
export function planPicture(
  key: string,
  src: { abs: string; hash: string },
  [iw, ih]: readonly [number, number],
  as: 'share' | 'page' | 'cut',
): { set: ImageSet; jobs: EncodeJob[] } {
  const jobs: EncodeJob[] = [];
  const base = safeName(path.basename(key).replace(/\.[^.]+$/, ''));
  const id = pictureId(src.hash);
  // The 1200x630 JPEG social networks show: named and cached by content like every other file.
  const shareCut = (): string => {
    const outputPath = `assets/img/${base}-1200x630.${id}.jpg`;
    jobs.push({
      outputPath,
      cacheKey: `${id}-share.jpg`,
      cost: 1200 * 630,
      recipe: { abs: src.abs, cut: [1200, 630] },
      make: () => encodeOrExplain(key, () => encodeCut(src.abs, 1200, 630)),
    });
    return `/${outputPath}`;
  };
  if (as === 'share') {
    const cut = shareCut();
    return { set: { avif: [], webp: [], fallback: cut, width: 1200, height: 630, share: cut }, jobs };
  }
  const widths = widthsFor(key).filter((w) => w <= Math.max(iw, 160));
  const set: ImageSet = { avif: [], webp: [], fallback: '', width: iw, height: ih };
  for (const w of widths) {
    const pixels = sharedPixels(src.abs, w, FORMATS.length);
    for (const format of FORMATS) {
      const outputPath = `assets/img/${base}-${w}.${id}.${format}`;
      // Both formats of a width cost the same here: side by side in the queue, they share its pixels.
      jobs.push({
        outputPath,
        cacheKey: `${id}-${w}.${format}`,
        cost: w * Math.round((w * ih) / iw),
        recipe: { abs: src.abs, width: w, format },
        make: () => encodeOrExplain(key, async () => encode(await pixels(), format)),
      });
      set[format].push({ src: `/${outputPath}`, width: w });
    }
  }
  const mid = set.webp[Math.floor((set.webp.length - 1) / 2)] ?? set.webp[0];
  set.fallback = mid?.src ?? '';
  if (as === 'cut') set.share = shareCut();
  return { set, jobs };
}

/**
 * Every file of these pictures made into the cache folder, nothing returned: a draft's new
 * photo is encoded while the editor still reviews it, so the build that publishes it finds
 * every width ready and its page shows the photo at once.
 */
export function encodeIntoCache(
  sources: Map<string, { abs: string; hash: string }>,
  keys: string[],
  cacheDir: string,
  caches: ImageCaches,
): Promise<void> {
  const done = (async () => {
    const { jobs } = await planAll(sources, keys, cacheDir, caches.imageSizes);
    await encodeAll(jobs, cacheDir, caches.underWay);
  })();
  caches.ahead.add(done);
  return done.finally(() => caches.ahead.delete(done));
}

export const largestFirst = (a: EncodeJob, b: EncodeJob): number =>
  b.cost - a.cost || (a.outputPath < b.outputPath ? -1 : 1);

async function encodeAll(
  jobs: readonly EncodeJob[],
  cacheDir: string,
  underWay: UnderWay,
  early?: ReadonlySet<string>,
): Promise<{ files: OutputFile[]; stats: ImageStats }> {
  const files: OutputFile[] = [];
  const stats: ImageStats = { encoded: 0, reused: 0 };
  // The largest encodes first, ENCODE_LANES at a time: each is single-threaded here, and a
  // lane that finishes early takes the next one (no lane waits for a slower partner).
  const queue = [...jobs].sort(largestFirst);
  await Promise.all(
    Array.from({ length: ENCODE_LANES }, async () => {
      for (let job = queue.shift(); job; job = queue.shift())
        files.push({
          outputPath: job.outputPath,
          bytes: await cached(cacheDir, job.cacheKey, job.make, stats, underWay, early),
        });
    }),
  );
  files.sort((a, b) => a.outputPath.localeCompare(b.outputPath));
  return { files, stats };
}

/**
 * sharp runs libvips single-threaded on glibc Linux (its default there, against memory
 * fragmentation), so two encodes at a time use both cores. Two free lanes beat pictures
 * encoded in lockstep pairs, and beat libvips at two threads per encode.
 */
const ENCODE_LANES = 2;
