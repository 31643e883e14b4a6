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
const RECIPE = 4;

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

interface Layer {
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
      wrap: 'word',
    },
  })
    // Raw pixels, not a PNG: the composite reads them as they are (the same pixels, no encoding and decoding).
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h, channels } = input.info;
  return { input: input.data, raw: { width: w, height: h, channels }, width: w, height: h };
}

/** The title, as large as fits in four lines of the space between the brand and the rule. */
async function titleText(sharp: Sharp, req: ShareRequest, f: ReturnType<typeof fonts>) {
  const font = req.dir === 'rtl' ? f.arabicBold : f.latinBold;
  const width = SHARE_SIZE.width - 2 * MARGIN - 40;
  let last: Awaited<ReturnType<typeof text>> | undefined;
  for (const size of [68, 60, 52, 46, 40]) {
    last = await text(sharp, req.title, font, size, '#ffffff', width);
    if (last.height <= 300) return last;
  }
  return last!;
}

/** Everything but the title, for one direction and brand: drawn once per build, as raw pixels. */
interface Frame {
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

export async function drawShareImage(req: ShareRequest, frame?: Frame): Promise<Uint8Array> {
  const sharp = (await import('sharp')).default;
  const f = fonts();
  const base = frame ?? (await drawFrame(sharp, req, f));
  const at = (left: number, w: number) => (req.dir === 'rtl' ? SHARE_SIZE.width - left - w : left);
  const title = await titleText(sharp, req, f);
  const titleTop = 180 + Math.round((300 - Math.min(title.height, 300)) / 2);
  const left = at(MARGIN, title.width);
  return (
    sharp(await withTitle(sharp, base, title, left, titleTop), { raw: base.info })
      // JPEG: about 60% of the bytes of a 256-colour PNG of the same picture, text edges still
      // clean. mozjpeg's trellis would save a fifth more for about ten times the encoding time.
      .jpeg({ quality: 78, quantisationTable: 3 })
      .toBuffer()
  );
}

/**
 * The frame's pixels with the title laid over them. Only the title's box is composited (the
 * blend is per pixel, so the box alone gives the same pixels as the whole picture) and copied
 * into a copy of the frame: compositing the whole picture cost more than the title itself.
 */
async function withTitle(sharp: Sharp, base: Frame, title: Layer, left: number, top: number): Promise<Buffer> {
  const { width: W, height: H, channels } = base.info;
  const raw = { raw: base.info };
  const inside = left >= 0 && top >= 0 && left + title.width <= W && top + title.height <= H;
  if (!inside)
    return sharp(base.pixels, raw)
      .composite([{ input: title.input, raw: title.raw, left, top }])
      .removeAlpha()
      .raw()
      .toBuffer();
  const box = await sharp(base.pixels, raw)
    .extract({ left, top, width: title.width, height: title.height })
    .composite([{ input: title.input, raw: title.raw, left: 0, top: 0 }])
    .removeAlpha()
    .raw()
    .toBuffer();
  const pixels = Buffer.from(base.pixels);
  const row = title.width * channels;
  for (let y = 0; y < title.height; y++) box.copy(pixels, ((top + y) * W + left) * channels, y * row, (y + 1) * row);
  return pixels;
}

export interface ShareStats {
  drawn: number;
  reused: number;
}

/** The share images of the rendered pages: from the cache, or drawn (two at a time, one per core). */
export async function shareImages(
  requests: readonly ShareRequest[],
  cacheDir: string,
): Promise<{ files: OutputFile[]; stats: ShareStats }> {
  const stats: ShareStats = { drawn: 0, reused: 0 };
  const files: OutputFile[] = [];
  const queue = [...requests];
  // The frame (mark, name, address) is the same for every page of a direction: drawn once.
  const frames = new Map<string, Promise<Frame>>();
  const frameFor = async (req: ShareRequest): Promise<Frame> => {
    const key = JSON.stringify([req.dir, req.brand, req.address]);
    let frame = frames.get(key);
    if (!frame) frames.set(key, (frame = import('sharp').then((m) => drawFrame(m.default, req, fonts()))));
    return frame;
  };
  const lane = async () => {
    for (let req = queue.shift(); req; req = queue.shift()) {
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
        bytes = await drawShareImage(req, await frameFor(req));
        await fs.mkdir(cacheDir, { recursive: true });
        await writeFileAtomically(file, bytes);
        stats.drawn++;
      }
      files.push({ outputPath, bytes });
    }
  };
  await Promise.all([lane(), lane()]);
  files.sort((a, b) => (a.outputPath < b.outputPath ? -1 : 1));
  return { files, stats };
}
