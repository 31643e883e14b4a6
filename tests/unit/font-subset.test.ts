/**
 * The web fonts cut to their declared characters: the Arabic files keep every glyph and
 * joining rule Arabic text needs (shaped the same as with the whole font, never a missing-glyph
 * box), and the bundle ships the cut files, smaller than the ones they come from.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { ROOT } from '../../pipeline/config';
import { cutOptions, declaredRanges, rangeText } from '../../pipeline/render/font-subset';
import { bundleIslands } from '../../pipeline/render/bundle';

const FONTS_CSS = path.join(ROOT, 'templates/styles/fonts.css');
const ranges = declaredRanges(fs.readFileSync(FONTS_CSS, 'utf8'), FONTS_CSS);
const arabic = [...ranges].filter(([file]) => /noto-sans-arabic/.test(file));
const latin = [...ranges].filter(([file]) => /figtree/.test(file));
// What @fontsource's "arabic" files cover: the whole script, every language written in it.
const WHOLE_SCRIPT =
  'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC';
// Every letter in its joined forms, the vowel marks, shadda, tatweel and punctuation (the
// pages write Western digits, set in the Latin face).
// Kerning pairs, ligatures, accents and punctuation of the four Latin-script languages.
const LATIN_SAMPLE =
  'AVATAR Tá Wo Yo fi fl ffi «Ação» ¿Cuándo? ¡Olá! Größe Übersicht Zahnärztin 1º 2ª 10:30 1/2 “Te” ‘Ya’ – — … • ©';
const SAMPLE = 'صِفْ خَلْقَ خَوْدٍ كَمِثْلِ الشَّمْسِ إِذْ بَزَغَتْ يَحْظَى الضَّجِيعُ بِهَا نَجْلَاءَ مِعْطَارِ ' + 'ؤ ئ آ أ إ ة ى لا لأ ـ ، ؛ ؟ ءاثذغ';

function shaped(font: Uint8Array, text: string): { glyph: number; advance: number }[] {
  const face = new hb.Face(new hb.Blob(font));
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(new hb.Font(face), buffer);
  const positions = buffer.getGlyphPositions();
  return buffer.getGlyphInfos().map((g, i) => ({ glyph: g.codepoint, advance: positions[i]!.xAdvance }));
}

describe('font subsets', () => {
  it('reads a unicode-range and refuses one it cannot read', () => {
    expect(rangeText('U+0041-0043, U+060C')).toBe('ABC،');
    expect(() => rangeText('U+06ZZ')).toThrow(/fonts\.css/);
  });

  it('every web font of fonts.css declares its characters; Arabic is one variable file for its two weights', () => {
    expect(ranges.size).toBeGreaterThanOrEqual(2);
    expect(arabic.map(([file]) => path.basename(file))).toEqual(['noto-sans-arabic-arabic-wght-normal.woff2']);
    expect(arabic[0]![1].weights).toEqual({ min: 400, max: 700 });
  });

  it("reads a variable file's weights from its font-weight range, and only for a variable file", () => {
    const css = (url: string) => `@font-face{font-weight:400 700;src:url("${url}");unicode-range:U+0041;}`;
    const here = path.join(ROOT, 'templates/styles/x.css');
    const variable = path.join(
      ROOT,
      'node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
    );
    const fixed = path.join(
      ROOT,
      'node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2',
    );
    expect([...declaredRanges(css(variable), here).values()]).toEqual([
      { range: 'U+0041', weights: { min: 400, max: 700 } },
    ]);
    expect([...declaredRanges(css(fixed), here).values()]).toEqual([{ range: 'U+0041' }]);
  });

  for (const [file, face] of latin) {
    it(`${path.basename(file)}, cut as it ships, sets Latin text as the whole font does with a browser's features`, async () => {
      const source = fs.readFileSync(file);
      const cut = await subsetFont(source, rangeText(face.range), { ...cutOptions(face), targetFormat: 'sfnt' });
      // Every character and every feature, at the same weights (the default instance moves with them).
      const { keepFeatures: _, ...axes } = cutOptions(face);
      const whole = await subsetFont(source, rangeText('U+0000-FFFF'), { ...axes, targetFormat: 'sfnt' });
      const a = shaped(cut, LATIN_SAMPLE);
      const b = shaped(whole, LATIN_SAMPLE);
      expect(
        a.filter((g) => g.glyph === 0),
        'glyphs missing from the cut font',
      ).toEqual([]);
      // Same number of glyphs (the same ligatures) and the same widths (the same kerning).
      expect(a.map((g) => g.advance)).toEqual(b.map((g) => g.advance));
      expect(cut.length).toBeLessThan(whole.length);
    });
  }

  for (const [file, face] of arabic) {
    it(`${path.basename(file)}, cut as it ships, shapes Arabic text as the whole font does`, async () => {
      const source = fs.readFileSync(file);
      const cut = await subsetFont(source, rangeText(face.range), { ...cutOptions(face), targetFormat: 'sfnt' });
      const whole = await subsetFont(source, rangeText(WHOLE_SCRIPT), { targetFormat: 'sfnt' });
      // Word by word: the space between words comes from the Latin face, whose range has it.
      const a = SAMPLE.split(' ').flatMap((word) => shaped(cut, word));
      const b = SAMPLE.split(' ').flatMap((word) => shaped(whole, word));
      expect(
        a.filter((g) => g.glyph === 0),
        'glyphs missing from the cut font',
      ).toEqual([]);
      // Glyph ids differ between the two files; the widths, hence the joined forms, must not.
      expect(a.map((g) => g.advance)).toEqual(b.map((g) => g.advance));
      expect(cut.length).toBeLessThan(whole.length / 2);
    });
  }

  it('the bundle ships the cut Arabic file: its weight axis is the declared range', async () => {
    const assets = await bundleIslands();
    for (const [file] of arabic) {
      const name = path.basename(file, '.woff2');
      const out = assets.files.find((f) => path.basename(f.outputPath).startsWith(`${name}.`));
      expect(out, name).toBeDefined();
      expect(out!.bytes.length).toBeLessThan(fs.statSync(file).size / 2);
      const sfnt = await subsetFont(Buffer.from(out!.bytes), 'بب', { targetFormat: 'sfnt' });
      const face = new hb.Face(new hb.Blob(sfnt));
      const wght = face.getAxisInfos().wght;
      expect(wght && { min: wght.min, max: wght.max }).toEqual({ min: 400, max: 700 });
    }
  });
});
