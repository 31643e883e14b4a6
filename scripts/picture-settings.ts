/**
 * What each encoder effort costs on the site's own pictures: the CPU time and the bytes of every
 * AVIF and WebP file the build makes of them (their widths as images.ts plans them), quality
 * and colour as encode.ts has them, one libvips thread as the build runs it. Each width is
 * drawn once, outside the timing. An effort is worth taking when it saves CPU time without
 * adding more than a few percent of bytes: patients download the files on every visit.
 * Usage: tsx scripts/picture-settings.ts [--avif 0,1,2,3,4] [--webp 0,1,2,3]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { ROOT } from '../pipeline/config';
import { ENCODE, encode, loadSharp, rasterize, type Pixels } from '../pipeline/images/encode';
import { planPicture } from '../pipeline/images/images';
import { imageSize } from '../pipeline/load/image-size';

const arg = (name: string, fallback: string): number[] => {
  const i = process.argv.indexOf(`--${name}`);
  return (i > 0 ? (process.argv[i + 1] ?? fallback) : fallback).split(',').map(Number);
};
const EFFORTS = { avif: arg('avif', '0,1,2,3,4'), webp: arg('webp', '0,1,2,3') };
const PICTURE = /\.(svg|png|jpe?g|webp|avif)$/i;

const sharp = await loadSharp();
sharp.concurrency(1);
const content = path.join(ROOT, 'content');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'picture-settings-'));
const widths = new Map<string, Promise<Pixels>>();
for (const rel of fs.readdirSync(content, { recursive: true, encoding: 'utf8' }).sort()) {
  if (!PICTURE.test(rel)) continue;
  const key = rel.split(path.sep).join('/');
  const abs = path.join(content, rel);
  const src = { abs, hash: createHash('sha1').update(fs.readFileSync(abs)).digest('hex') };
  for (const job of planPicture(key, src, await imageSize(src, scratch), 'page').jobs)
    if ('width' in job.recipe && !widths.has(job.cacheKey.replace(/\.\w+$/, '')))
      widths.set(job.cacheKey.replace(/\.\w+$/, ''), rasterize(abs, job.recipe.width));
}
const pixels = await Promise.all(widths.values());
fs.rmSync(scratch, { recursive: true, force: true });

const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
console.log(
  `${pixels.length} widths of the pictures in content/, each as AVIF and WebP (load ${os.loadavg()[0]!.toFixed(1)})`,
);
for (const format of ['avif', 'webp'] as const)
  for (const effort of EFFORTS[format]) {
    const start = cpuMs();
    let bytes = 0;
    for (const p of pixels) bytes += (await encode(p, format, { effort })).length;
    const today = effort === ENCODE[format].effort ? '  (the build’s)' : '';
    console.log(
      `${format} effort ${effort}: cpu ${Math.round(cpuMs() - start)} ms, ${(bytes / 1024).toFixed(0)} KB${today}`,
    );
  }
