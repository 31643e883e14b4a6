/**
 * The reader's view of a text is made in one pass over its code units, and where each character
 * came from only when a rule quotes a match. It must read exactly as the plain definition below
 * (the view as first written: a regular expression per character, composed one cluster at a
 * time): same text, same source of every slice, same source index of every character, on random
 * strings of what editors paste (accents decomposed, Hangul jamo, invisible characters, every
 * kind of space, Arabic with harakat, emoji joined by ZWJ).
 */
import { describe, expect, it } from 'vitest';
import { readerText, type ReaderText } from '../../pipeline/rules/reader-text';
import { mulberry32 as random } from '../../pipeline/rules/landing';

const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;

/** The reference: the definition of the reader's view, character by character. */
function referenceReaderText(written: string): ReaderText {
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  for (const m of written.matchAll(/\P{M}\p{M}*|\p{M}+/gsu)) {
    const start = m.index;
    const end = start + m[0].length;
    if (INVISIBLE.test(m[0][0]!)) continue;
    if (/^\s/u.test(m[0])) {
      if (text.endsWith(' ')) to[to.length - 1] = end;
      else {
        text += ' ';
        from.push(start);
        to.push(end);
      }
      continue;
    }
    const read = m[0].normalize('NFC');
    for (let i = 0; i < read.length; i++) {
      from.push(start);
      to.push(end);
    }
    text += read;
  }
  return {
    text,
    source: (start, end) => (end > start ? written.slice(from[start], to[end - 1]) : ''),
    sourceIndex: (index) => from[index] ?? written.length,
  };
}

// Pieces editors type or paste, in every language of the site, and what tends to come with them.
const PIECES = [
  'a',
  'Z',
  '1',
  '.',
  ' ',
  '  ',
  '\t',
  '\n',
  '\r\n',
  '\u000b',
  '\u00a0',
  '\u202f',
  '\u2009',
  '\u3000',
  '\u1680',
  '\u2028',
  '\u0085',
  'ç',
  'ã',
  'é',
  'e\u0301',
  'a\u0303',
  'c\u0327',
  'o\u0302\u0301',
  '\u0301',
  '\u0308\u0301',
  'x\u0301',
  'ı\u0301',
  '\u00ad',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u2066',
  '\u2060',
  '\ufeff',
  '\u180e',
  '\u00ad\u0301',
  ' \u0301',
  '\u1100',
  '\u1161',
  '\u11a8',
  '한',
  'ß',
  'Å',
  '\u212b',
  '\u2126',
  '\uf900',
  '\ufb2a',
  '\u0958',
  'ع',
  'يَ',
  'ب\u0651\u064e',
  'ة',
  '١',
  '👨',
  '👩‍👧',
  '❤\ufe0f',
  '👍\u{1f3fd}',
  '\u{1d165}\u{1d16e}',
  '𝔸',
  '\u{e0100}',
  '\ud800',
  '\udc00',
  'R$',
  'número',
  'clínica',
  'Kinderzahnärzte',
];

function randomString(next: () => number): string {
  let out = '';
  const length = Math.floor(next() * 24);
  for (let i = 0; i < length; i++) out += PIECES[Math.floor(next() * PIECES.length)]!;
  return out;
}

/** Everything a rule can ask of a view: its text, every character's source index, every slice's source. */
function answers(view: ReaderText): string[] {
  const n = view.text.length;
  const out = [view.text];
  for (let i = -1; i <= n + 1; i++) out.push(`sourceIndex(${i}) ${view.sourceIndex(i)}`);
  for (let a = 0; a <= n; a++) for (let b = a - 1; b <= n + 1; b++) out.push(`source(${a}, ${b}) ${view.source(a, b)}`);
  return out;
}

function expectSameView(written: string): void {
  expect(answers(readerText(written)), JSON.stringify(written)).toEqual(answers(referenceReaderText(written)));
}

describe('the reader view in one pass', () => {
  it('reads every random text as the plain definition does', () => {
    const next = random(61);
    for (let i = 0; i < 2000; i++) expectSameView(randomString(next));
  });

  it('reads the edge cases the same: empty, only spaces, marks first, a lone surrogate last', () => {
    for (const written of [
      '',
      ' ',
      '   ',
      '\u0301abc',
      '\u00ad',
      'a\ud83d',
      '\ud83d\ude00\u0301',
      'a \u200b b',
      ' a ',
      'ab\u0301',
    ])
      expectSameView(written);
  });

  it('gives back plain text as it is', () => {
    const written = 'Uma frase simples, sem nada a compor: clínica, número 1.';
    expect(readerText(written).text).toBe(written);
  });
});
