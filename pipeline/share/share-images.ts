/**
 * Each page's share image (Open Graph and Twitter, 1200x630): the page's title in its language
 * on the clinic's colours, with its mark, name and address. Text is set by Pango through sharp
 * (HarfBuzz shapes Arabic, FriBiDi orders it right to left) from the font files in
 * node_modules only: Figtree for Latin, Noto Sans Arabic for Arabic, the site's type pair.
 * A picture is kept in .cache/share by a hash of what it shows, so a rebuild draws only the
 * pages whose title changed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { writeFileAtomically } from '../write-file';
import type { OutputFile } from '../images/images';
import { SHARE_SIZE, type ShareRequest } from '../render/share-request';

/** Bumped when the drawing changes: every picture is drawn again. */
const RECIPE = 6;

const require = createRequire(import.meta.url);
/** The font files, resolved from their packages (no system font is ever used). */
function fonts() {
  const file = (pkg: string, rel: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), rel);
  return {
    // leading: line height as a factor of the font's own (Noto Sans Arabic's is tall already).
    latinBold: {
      file: file('@expo-google-fonts/figtree', '700Bold/Figtree_700Bold.ttf'),
      family: 'Figtree Bold',
      leading: 1.18,
    },
    latin: {
      file: file('@expo-google-fonts/figtree', '500Medium/Figtree_500Medium.ttf'),
      family: 'Figtree Medium',
      leading: 1.18,
    },
    arabicBold: {
      file: file('@expo-google-fonts/noto-sans-arabic', '700Bold/NotoSansArabic_700Bold.ttf'),
      family: 'Noto Sans Arabic Bold',
      leading: 0.8,
    },
  };
}

const escapeMarkup = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const TOOTH =
  'M10.5 8c-2.6 0-4 2.1-3.6 5 .4 2.7 1.6 4.3 2.2 7.2.5 2.6 1.1 4.3 2.2 4.3 1.4 0 1.5-2.4 2.1-4.6.4-1.4 1-2.1 2.6-2.1s2.2.7 2.6 2.1c.6 2.2.7 4.6 2.1 4.6 1.1 0 1.7-1.7 2.2-4.3.6-2.9 1.8-4.5 2.2-7.2.4-2.9-1-5-3.6-5-2 0-3.3 1.2-5.5 1.2S12.5 8 10.5 8Z';

const MARGIN = 80;

/** The drawing without text: colours, the mark, a rule; mirrored for right-to-left. */
function background(dir: 'ltr' | 'rtl'): string {
  const { width: W, height: H } = SHARE_SIZE;
  const x = (v: number, w = 0) => (dir === 'rtl' ? W - v - w : v);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b4a50"/><stop offset="1" stop-color="#1f8a8f"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#g)"/>
  <circle cx="${x(1080)}" cy="560" r="260" fill="#ffffff" opacity="0.06"/>
  <circle cx="${x(1080)}" cy="560" r="170" fill="#ffffff" opacity="0.06"/>
  <path transform="translate(${x(1110)} 110)" d="M0 -26l8 18 18 8-18 8-8 18-8-18-18-8 18-8z" fill="#c9a24a"/>
  <g transform="translate(${x(MARGIN, 64)} 64) scale(2)"><rect width="32" height="32" rx="8" fill="#ffffff"/><path d="${TOOTH}" fill="#0f5f66"/></g>
  <rect x="${x(MARGIN, 96)}" y="516" width="96" height="5" rx="2.5" fill="#c9a24a"/>
</svg>`;
}

type Sharp = typeof import('sharp').default;

export interface Layer {
  input: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
  width: number;
  height: number;
}

/** One line or paragraph of text as a transparent picture, at most `width` wide. */
async function text(
  sharp: Sharp,
  value: string,
  font: { file: string; family: string; leading: number },
  size: number,
  colour: string,
  width: number,
): Promise<Layer> {
  const input = await sharp({
    text: {
      text: `<span foreground="${colour}" line_height="${font.leading}">${escapeMarkup(value)}</span>`,
      font: `${font.family} ${size}`,
      fontfile: font.file,
      width,
      dpi: 72,
      rgba: true,
      // Between words, and inside a word too long for a line (a URL, a long compound) rather than past the edge.
      wrap: 'word-char',
    },
  })
    // Raw pixels, not a PNG: the composite reads them as they are (the same pixels, no encoding and decoding).
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h, channels } = input.info;
  return { input: input.data, raw: { width: w, height: h, channels }, width: w, height: h };
}

/** Letters, digits, punctuation and spaces of the scripts the fonts cover: a title of only these needs no look at the fonts. */
const PLAIN = /^[\p{Script=Latin}\p{Script=Arabic}\p{Script=Common}\p{Script=Inherited}]*$/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;

/**
 * The title as the fonts can draw it: a character neither font has (an emoji, a symbol) is
 * left out with its joiners and variation selectors, instead of being drawn as a box.
 * `covered`: the code points of the fonts.
 */
export function drawableTitle(title: string, covered: (codePoint: number) => boolean): string {
  if (PLAIN.test(title) && !PICTOGRAPH.test(title)) return title;
  const out: string[] = [];
  // Drawn without a glyph of their own: spaces, joiners, variation selectors.
  const unseen = (ch: string): boolean => /^\s$/u.test(ch) || ['\u200c', '\u200d', '\ufe0e', '\ufe0f'].includes(ch);
  for (const { segment } of new Intl.Segmenter('und', { granularity: 'grapheme' }).segment(title)) {
    const drawn = [...segment].every((ch) => unseen(ch) || covered(ch.codePointAt(0)!));
    if (drawn && !PICTOGRAPH.test(segment)) out.push(segment);
  }
  return out.join('').replace(/\s+/g, ' ').trim();
}

/** The code points the title fonts hold (read from their files only when a title needs it). */
async function coverage(f: ReturnType<typeof fonts>): Promise<(codePoint: number) => boolean> {
  const hb = await import('harfbuzzjs');
  const sets = await Promise.all(
    [f.latinBold.file, f.arabicBold.file].map(async (file) => {
      const face = new hb.Face(new hb.Blob(await fs.readFile(file)));
      return new Set(face.collectUnicodes());
    }),
  );
  return (cp) => sets.some((s) => s.has(cp));
}

/** The title, as large as fits in four lines of the space between the brand and the rule. */
async function titleText(sharp: Sharp, req: ShareRequest, f: ReturnType<typeof fonts>) {
  const font = req.dir === 'rtl' ? f.arabicBold : f.latinBold;
  const width = SHARE_SIZE.width - 2 * MARGIN - 40;
  const title =
    PLAIN.test(req.title) && !PICTOGRAPH.test(req.title) ? req.title : drawableTitle(req.title, await coverage(f));
  let last: Awaited<ReturnType<typeof text>> | undefined;
  for (const size of [68, 60, 52, 46, 40]) {
    last = await text(sharp, title, font, size, '#ffffff', width);
    if (last.height <= 300 && last.width <= width) return last;
  }
  return last!;
}

/** Everything but the title, for one direction and brand: drawn once per build, as raw pixels. */
export interface Frame {
  pixels: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

async function drawFrame(sharp: Sharp, req: ShareRequest, f: ReturnType<typeof fonts>): Promise<Frame> {
  const at = (left: number, w: number) => (req.dir === 'rtl' ? SHARE_SIZE.width - left - w : left);
  const brand = await text(sharp, req.brand, f.latinBold, 34, '#ffffff', 800);
  const address = await text(sharp, req.address, f.latin, 26, '#d8f0ee', 900);
  const { data, info } = await sharp(Buffer.from(background(req.dir)))
    .composite([
      {
        input: brand.input,
        raw: brand.raw,
        left: at(MARGIN + 84, brand.width),
        top: 96 - Math.round(brand.height / 2),
      },
      { input: address.input, raw: address.raw, left: at(MARGIN, address.width), top: 540 },
    ])
    // The background is opaque: its alpha channel carries nothing the JPEG keeps.
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, info: { width: info.width, height: info.height, channels: info.channels } };
}

/**
 * One page's picture. `scratch`: a copy of the frame's pixels to draw in, handed back as it was
 * (a fresh full-frame copy per picture costs more than the blend, and keeps the collector busy).
 */
export async function drawShareImage(
  req: ShareRequest,
  frame?: Frame,
  blends = new Blends(),
  scratch?: Buffer,
): Promise<Uint8Array> {
  const sharp = (await import('sharp')).default;
  const f = fonts();
  const base = frame ?? (await drawFrame(sharp, req, f));
  const at = (left: number, w: number) => (req.dir === 'rtl' ? SHARE_SIZE.width - left - w : left);
  const title = await titleText(sharp, req, f);
  const titleTop = 180 + Math.round((300 - Math.min(title.height, 300)) / 2);
  const left = at(MARGIN, title.width);
  const pixels = await withTitle(sharp, base, title, left, titleTop, blends, scratch);
  const bytes = await sharp(pixels, { raw: base.info })
    // JPEG: fewer bytes than a 256-colour PNG of the same picture, text edges still clean.
    // No mozjpeg trellis and the standard Huffman tables: the same pixels, somewhat more bytes,
    // much less encoding time (a crawler fetches each picture once).
    .jpeg({ quality: 78, quantisationTable: 3, optimiseCoding: false })
    .toBuffer();
  if (pixels === scratch) {
    // The title's rows back as the frame has them (rows are contiguous: one copy).
    const row = base.info.width * base.info.channels;
    const from = Math.max(0, titleTop) * row;
    const to = Math.min(base.info.height, titleTop + title.height) * row;
    if (to > from) base.pixels.copy(scratch, from, from, to);
  }
  return bytes;
}

/**
 * libvips' "over" blend of an 8-bit RGBA layer on an opaque 8-bit RGB pixel, one channel, as
 * its vector path computes it (single precision, the result truncated): the same bytes as
 * sharp's composite, without handing two whole pictures to libvips for every page.
 */
function over(fg: number, alpha: number, bg: number): number {
  const f = Math.fround;
  const aA = f(alpha / 255);
  const aR = f(aA + f(1 - aA));
  const v = f(f(f(f(fg / 255) * aA) + f(f(1 - aA) * f(bg / 255))) / aR);
  return Math.trunc(Math.min(255, Math.max(0, f(v * 255))));
}

/** The blend's results by layer colour, alpha and background byte, made once per colour for a run. */
export class Blends {
  private readonly tables = new Map<number, Uint8Array>();
  table(fg: number): Uint8Array {
    let t = this.tables.get(fg);
    if (!t) {
      t = new Uint8Array(256 * 256);
      for (let a = 0; a < 256; a++) for (let bg = 0; bg < 256; bg++) t[(a << 8) | bg] = over(fg, a, bg);
      this.tables.set(fg, t);
    }
    return t;
  }
}

/** The frame's pixels with the title laid over them, blended where the title's box falls inside the picture. */
export async function withTitle(
  sharp: Sharp,
  base: Frame,
  title: Layer,
  left: number,
  top: number,
  blends: Blends,
  into?: Buffer,
): Promise<Buffer> {
  const { width: W, height: H, channels } = base.info;
  if (channels !== 3 || title.raw.channels !== 4)
    return sharp(base.pixels, { raw: base.info })
      .composite([{ input: title.input, raw: title.raw, left, top }])
      .removeAlpha()
      .raw()
      .toBuffer();
  const pixels = into ?? Buffer.from(base.pixels);
  const layer = title.input;
  const white = blends.table(255);
  const x0 = Math.max(0, -left);
  const x1 = Math.min(title.width, W - left);
  const y0 = Math.max(0, -top);
  const y1 = Math.min(title.height, H - top);
  for (let y = y0; y < y1; y++) {
    let i = (y * title.width + x0) * 4;
    let o = ((top + y) * W + left + x0) * 3;
    for (let x = x0; x < x1; x++, i += 4, o += 3) {
      const a = layer[i + 3]!;
      // Fully transparent: the blend gives the background back (its round trip through
      // single precision is exact for every byte), so the copy already holds it.
      if (a === 0) continue;
      const at = a << 8;
      if (layer[i] === 255 && layer[i + 1] === 255 && layer[i + 2] === 255) {
        pixels[o] = white[at | pixels[o]!]!;
        pixels[o + 1] = white[at | pixels[o + 1]!]!;
        pixels[o + 2] = white[at | pixels[o + 2]!]!;
      } else for (let c = 0; c < 3; c++) pixels[o + c] = blends.table(layer[i + c]!)[at | pixels[o + c]!]!;
    }
  }
  return pixels;
}

export interface ShareStats {
  drawn: number;
  reused: number;
}

/** Share images being drawn while the pages that name them are still being rendered. */
export interface ShareDrawing {
  /** Queues one page's picture: a free lane takes it at once. */
  add(req: ShareRequest): void;
  /** No more pictures to come: resolves with all of them, by path. */
  finish(): Promise<{ files: OutputFile[]; stats: ShareStats }>;
}

/**
 * Lanes drawing at once. sharp runs each drawing's steps on libuv's threads, and a lane's own
 * blend runs on the main thread between them: with more lanes than cores, a core never waits
 * for a lane to come back through the main thread.
 */
const LANES = 4;

/**
 * Draws the pictures handed to it, from the cache or anew, beside whatever the main thread is
 * doing meanwhile (rendering the pages that name them).
 */
export function startShareImages(cacheDir: string): ShareDrawing {
  const stats: ShareStats = { drawn: 0, reused: 0 };
  const files: OutputFile[] = [];
  const queue: ShareRequest[] = [];
  let next = 0;
  let ended = false;
  let wake: (() => void) | undefined;
  let more = new Promise<void>((resolve) => {
    wake = resolve;
  });
  const signal = () => {
    wake?.();
    more = new Promise<void>((resolve) => {
      wake = resolve;
    });
  };
  // The frame (mark, name, address) is the same for every page of a direction: drawn once.
  const frames = new Map<string, Promise<Frame>>();
  const blends = new Blends();
  const frameFor = async (req: ShareRequest): Promise<Frame> => {
    const key = JSON.stringify([req.dir, req.brand, req.address]);
    let frame = frames.get(key);
    if (!frame) frames.set(key, (frame = import('sharp').then((m) => drawFrame(m.default, req, fonts()))));
    return frame;
  };
  let made = false;
  const one = async (req: ShareRequest, scratchFor: (frame: Frame) => Buffer): Promise<void> => {
    const { outputPath, ...shown } = req;
    const key = createHash('sha1')
      .update(JSON.stringify([RECIPE, shown]))
      .digest('hex')
      .slice(0, 16);
    const file = path.join(cacheDir, `${key}.jpg`);
    let bytes: Uint8Array;
    try {
      bytes = await fs.readFile(file);
      stats.reused++;
    } catch {
      const frame = await frameFor(req);
      bytes = await drawShareImage(req, frame, blends, scratchFor(frame));
      if (!made) await fs.mkdir(cacheDir, { recursive: true });
      made = true;
      await writeFileAtomically(file, bytes);
      stats.drawn++;
    }
    files.push({ outputPath, bytes });
  };
  const lane = async (): Promise<void> => {
    // Each lane draws in its own copy of each frame.
    const scratch = new Map<Frame, Buffer>();
    const scratchFor = (frame: Frame): Buffer => {
      let pixels = scratch.get(frame);
      if (!pixels) scratch.set(frame, (pixels = Buffer.from(frame.pixels)));
      return pixels;
    };
    for (;;) {
      if (next < queue.length) await one(queue[next++]!, scratchFor);
      else if (ended) return;
      else await more;
    }
  };
  const lanes = Promise.all(Array.from({ length: LANES }, lane));
  // A failed build may never finish the drawing: its failure is reported by finish() alone.
  lanes.catch(() => undefined);
  return {
    add(req) {
      queue.push(req);
      signal();
    },
    async finish() {
      ended = true;
      signal();
      await lanes;
      files.sort((a, b) => (a.outputPath < b.outputPath ? -1 : 1));
      return { files, stats };
    },
  };
}

/** The share images of the rendered pages: from the cache, or drawn. */
export function shareImages(
  requests: readonly ShareRequest[],
  cacheDir: string,
): Promise<{ files: OutputFile[]; stats: ShareStats }> {
  const drawing = startShareImages(cacheDir);
  for (const req of requests) drawing.add(req);
  return drawing.finish();
}
