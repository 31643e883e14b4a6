/**
 * The type pair: the fallbacks in fonts.css carry the metrics @capsizecss computes for each
 * web font over Arial (so text does not move when the font arrives), every @font-face swaps,
 * the files it names exist, and the pages preload the Latin file everywhere and the Arabic
 * ones on Arabic pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFontStack } from '@capsizecss/core';
import figtree from '@capsizecss/metrics/figtree';
import notoSansArabic from '@capsizecss/metrics/notoSansArabic';
import arial from '@capsizecss/metrics/arial';
import { ROOT } from '../../pipeline/config';
import { preloadFonts } from '../../pipeline/render/pages';
import { LANGS } from '../../model/languages';

const STYLES = path.join(ROOT, 'templates/styles');
const css = fs.readFileSync(path.join(STYLES, 'fonts.css'), 'utf8');
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]!);
const prop = (face: string, name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(face)?.[1]?.trim();

describe('fonts.css', () => {
  for (const [metrics, family] of [
    [figtree, 'Figtree Fallback'],
    [notoSansArabic, 'Noto Sans Arabic Fallback'],
  ] as const) {
    it(`"${family}" has the overrides computed from the font's metrics`, () => {
      const expected = createFontStack([metrics, arial]).fontFaces;
      const face = faces.find((f) => prop(f, 'font-family')?.replace(/['"]/g, '') === family);
      expect(face, family).toBeDefined();
      for (const name of ['ascent-override', 'descent-override', 'line-gap-override', 'size-adjust']) {
        expect(prop(face!, name), name).toBe(prop(expected, name));
      }
    });
  }

  it('every web font swaps in and names a file that exists', () => {
    const web = faces.filter((f) => /url\(/.test(f));
    expect(web.length).toBeGreaterThan(0);
    for (const f of web) {
      expect(prop(f, 'font-display')).toBe('swap');
      const url = /url\(['"]([^'"]+)['"]\)/.exec(f)![1]!;
      expect(fs.existsSync(path.join(STYLES, url)), url).toBe(true);
    }
  });

  it('the fonts are used through the tokens', () => {
    const tokens = fs.readFileSync(path.join(STYLES, 'tokens.css'), 'utf8');
    expect(tokens).toMatch(/--font:\s*Figtree, ['"]Figtree Fallback['"]/);
    expect(tokens).toMatch(/--font-ar:\s*['"]Noto Sans Arabic['"]/);
  });
});

describe('preloadFonts', () => {
  const files = [
    '/assets/figtree-latin-wght-normal.AB.woff2',
    '/assets/noto-sans-arabic-arabic-400-normal.CD.woff2',
    '/assets/noto-sans-arabic-arabic-700-normal.EF.woff2',
  ];
  it('preloads the Latin file on every page and the Arabic files on Arabic pages only', () => {
    for (const lang of LANGS.filter((l) => l !== 'ar')) expect(preloadFonts(files, lang), lang).toEqual([files[0]]);
    expect(preloadFonts(files, 'ar')).toEqual(files);
  });
});
