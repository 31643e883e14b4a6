/**
 * A share image's title stays on the card: a word too long for a line is broken inside it (it
 * ran off the right edge), and a character the fonts lack (an emoji) is left out (it was drawn
 * as a box).
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawableTitle, drawShareImage } from '../../pipeline/share/share-images';
import type { ShareRequest } from '../../pipeline/render/share-request';

const card = (title: string, dir: 'ltr' | 'rtl' = 'ltr'): ShareRequest => ({
  outputPath: 'og/x.jpg',
  title,
  dir,
  brand: 'Clínica Odontológica Roma',
  address: 'Rua Roma, 340 · Lapa · São Paulo',
});

/** Pixels of white text in a column band of the card (the title is white; the background never is). */
async function whiteIn(jpeg: Uint8Array, fromX: number, toX: number): Promise<number> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  let n = 0;
  for (let y = 170; y < 500; y++)
    for (let x = fromX; x < toX; x++) {
      const i = (y * info.width + x) * info.channels;
      if (data[i]! > 235 && data[i + 1]! > 235 && data[i + 2]! > 235) n++;
    }
  return n;
}

describe('share image titles', () => {
  it('break a word too long for a line instead of running off the card', { timeout: 30_000 }, async () => {
    const word = 'Ortodontia'.repeat(8);
    const jpeg = await drawShareImage(card(`Guia: ${word}`));
    // The right margin (80 px) holds no letter; the text area does.
    expect(await whiteIn(jpeg, 1125, 1200)).toBe(0);
    expect(await whiteIn(jpeg, 80, 600)).toBeGreaterThan(1000);
  });

  it('leave out a character the fonts lack: the card is the one without it', { timeout: 30_000 }, async () => {
    const plain = await drawShareImage(card('Sorriso saudável'));
    const withEmoji = await drawShareImage(card('Sorriso 😁 saudável ✨'));
    expect(Buffer.from(withEmoji).equals(Buffer.from(plain))).toBe(true);
  });

  it('keep every letter the fonts have, Latin and Arabic alike', () => {
    const covered = (cp: number) => cp < 0x2000 || (cp >= 0x600 && cp <= 0x6ff);
    expect(drawableTitle('Sorriso \u{1F468}\u200D\u{1F469}\u200D\u{1F467} saudável \u263A\uFE0F', covered)).toBe(
      'Sorriso saudável',
    );
    expect(drawableTitle('زراعة الأسنان ✨ في لابا', covered)).toBe('زراعة الأسنان في لابا');
    expect(drawableTitle('Implantes na Lapa', covered)).toBe('Implantes na Lapa');
  });
});
