/**
 * Each web font cut to the characters its @font-face declares (`unicode-range` in fonts.css),
 * and a variable one to its declared weights (`font-weight: 400 700`):
 * the files from @fontsource cover every language of their script (Arabic's covers Persian,
 * Urdu and more), the site writes fewer. The range in the stylesheet is the one declaration;
 * the file follows it, shaping rules included (HarfBuzz keeps the joined Arabic forms the kept
 * letters need). Cut once per source file and range, kept in .cache/fonts. Of the OpenType
 * features, only those a browser applies by itself are kept: the others (stylistic sets,
 * fractions, superscripts, small figures) need a CSS setting the site never makes, and their
 * glyphs were an eighth of the Latin file.
 */
import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import type { Worker } from 'node:worker_threads';
import { ROOT } from '../config';
import { startWorker } from '../start-worker';

const CACHE = path.join(ROOT, '.cache/fonts');

/** `U+060C, U+0621-063A` as the characters it names. */
export function rangeText(range: string): string {
  let text = '';
  for (const part of range.split(',')) {
    const m = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!m) throw new Error(`fonts.css: "${part.trim()}" is not a unicode-range such as U+0600-06FF.`);
    const from = Number.parseInt(m[1]!, 16);
    const to = m[2] ? Number.parseInt(m[2], 16) : from;
    for (let c = from; c <= to; c++) text += String.fromCodePoint(c);
  }
  return text;
}

/** What an @font-face rule asks of its file: the characters, and a variable file's weights. */
export interface FaceCut {
  range: string;
  /** `font-weight: 400 700` of a variable file (named …-wght-…): its weight axis is cut to it. */
  weights?: { min: number; max: number };
}

/** Each font file a stylesheet's @font-face rules name (absolute path), with what to cut it to. */
export function declaredRanges(css: string, cssFile: string): Map<string, FaceCut> {
  const ranges = new Map<string, FaceCut>();
  for (const [, face] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const url = /url\(\s*['"]?([^'")]+\.woff2)['"]?\s*\)/.exec(face!)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(face!)?.[1];
    const weight = /font-weight:\s*(\d+)\s+(\d+)\s*;/.exec(face!);
    if (!url || !range) continue;
    const cut: FaceCut = { range: range.replace(/\s+/g, ' ').trim() };
    if (weight && /-wght-/.test(url)) cut.weights = { min: Number(weight[1]), max: Number(weight[2]) };
    // By its real path, as esbuild names what it loads (node_modules may be a link).
    ranges.set(realpathSync(path.resolve(path.dirname(cssFile), url)), cut);
  }
  return ranges;
}

/**
 * The features browsers turn on without being asked (CSS Fonts 4, "font feature resolution"),
 * for Latin and for Arabic's joining and marks; `rvrn` picks a variable font's glyphs by weight.
 */
export const BROWSER_FEATURES = [
  ...['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rclt', 'rvrn', 'curs', 'dist'],
  ...['isol', 'init', 'medi', 'fina', 'med2', 'fin2', 'fin3', 'stch', 'mset'],
];

/** What subset-font is asked for a face's file (besides its characters and output format). */
export const cutOptions = ({ weights }: FaceCut) => ({
  keepFeatures: BROWSER_FEATURES,
  ...(weights ? { variationAxes: { wght: weights } } : {}),
});

/** One cut asked of the font worker (font-worker.ts), and its answer. */
export interface CutRequest {
  id: number;
  source: Uint8Array;
  text: string;
  options: ReturnType<typeof cutOptions>;
}
export type CutAnswer = { id: number; bytes: Uint8Array } | { id: number; error: string };

/**
 * The font worker of one bundle, started on the first file not found cut already (a build
 * that finds its fonts in the cache never starts it) and stopped when the bundle ends.
 */
function fontCutter(): { cut(source: Uint8Array, face: FaceCut): Promise<Uint8Array>; stop(): void } {
  let worker: Worker | undefined;
  let next = 0;
  const waiting = new Map<number, { resolve(b: Uint8Array): void; reject(e: Error): void }>();
  const failAll = (error: Error): void => {
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  };
  const start = (): Worker => {
    const w = startWorker('font-worker', 'pipeline/render/font-worker.ts', undefined);
    w.on('message', (answer: CutAnswer) => {
      const asked = waiting.get(answer.id);
      waiting.delete(answer.id);
      if ('bytes' in answer) asked?.resolve(answer.bytes);
      else asked?.reject(new Error(answer.error));
    });
    w.on('error', failAll);
    w.on('exit', () => failAll(new Error('The font worker stopped before it answered.')));
    return w;
  };
  return {
    cut(source, face) {
      worker ??= start();
      const id = next++;
      const request: CutRequest = { id, source, text: rangeText(face.range), options: cutOptions(face) };
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker?.postMessage(request);
      });
    },
    stop() {
      void worker?.terminate();
      worker = undefined;
    },
  };
}

async function cut(file: string, face: FaceCut, cutter: ReturnType<typeof fontCutter>): Promise<Uint8Array> {
  const source = await fs.readFile(file);
  const key = createHash('sha256')
    .update(source)
    .update(JSON.stringify({ range: face.range, ...cutOptions(face) }))
    .digest('hex')
    .slice(0, 24);
  const cached = path.join(CACHE, `${key}.woff2`);
  try {
    return await fs.readFile(cached);
  } catch {
    const bytes = await cutter.cut(source, face);
    await fs.mkdir(CACHE, { recursive: true });
    // Written aside and renamed: two builds at once never read half a file.
    const tmp = `${cached}.${process.pid}.tmp`;
    await fs.writeFile(tmp, bytes);
    await fs.rename(tmp, cached);
    return bytes;
  }
}

/** An esbuild plugin: the font files named by `stylesheet`'s @font-face rules, cut to their ranges. */
export function fontSubsets(stylesheet: string): esbuild.Plugin {
  return {
    name: 'font-subsets',
    setup(build) {
      let ranges: Promise<Map<string, FaceCut>> | undefined;
      const cutter = fontCutter();
      build.onLoad({ filter: /\.woff2$/ }, async (args) => {
        ranges ??= fs.readFile(stylesheet, 'utf8').then((css) => declaredRanges(css, stylesheet));
        const face = (await ranges).get(args.path);
        if (!face) return undefined;
        return { contents: await cut(args.path, face, cutter), loader: 'file' };
      });
      build.onEnd(() => cutter.stop());
    },
  };
}
