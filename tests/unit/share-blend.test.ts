/**
 * The share image's title is laid over its frame by the build's own blend, which must give the
 * bytes sharp's composite gives (the pictures stay the same from one build to the next whichever
 * way they were drawn): every alpha, white and coloured text, a box partly outside the frame.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { Blends, withTitle, type Frame, type Layer } from '../../pipeline/share/share-images';

/** A reproducible byte sequence (no Math.random: the test is the same on every run). */
function bytes(n: number, seed: number): Buffer {
  const out = Buffer.alloc(n);
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out[i] = x >>> 16;
  }
  return out;
}

const W = 300;
const H = 200;
const frame: Frame = { pixels: bytes(W * H * 3, 7), info: { width: W, height: H, channels: 3 } };

function layer(width: number, height: number, colour: (i: number) => [number, number, number]): Layer {
  const input = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const [r, g, b] = colour(i);
    input[i * 4] = r;
    input[i * 4 + 1] = g;
    input[i * 4 + 2] = b;
    input[i * 4 + 3] = i % 256; // every alpha, 0 to 255
  }
  return { input, raw: { width, height, channels: 4 }, width, height };
}

const bySharp = (l: Layer, left: number, top: number) =>
  sharp(frame.pixels, { raw: frame.info })
    .composite([{ input: l.input, raw: l.raw, left, top }])
    .removeAlpha()
    .raw()
    .toBuffer();

describe('the title laid over the share frame', () => {
  const white = layer(160, 64, () => [255, 255, 255]);
  const mixed = layer(160, 64, (i) => [(i * 7) % 256, (i * 13) % 256, (i * 29) % 256]);
  for (const [name, l] of [
    ['white text', white],
    ['coloured text', mixed],
  ] as const)
    for (const [left, top] of [
      [40, 30],
      [-20, -10],
      [W - 100, H - 30],
    ] as const)
      it(`${name} at ${left},${top}: the same bytes as sharp's composite`, async () => {
        const ours = await withTitle(sharp, frame, l, left, top, new Blends());
        expect(ours.equals(await bySharp(l, left, top))).toBe(true);
      });
});
