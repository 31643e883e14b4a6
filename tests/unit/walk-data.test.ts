/** walkStrings: the one walk over parsed YAML the checks share (placeholders, glossary, claims, images, control characters, translations). */
import { describe, expect, it } from 'vitest';
import { walkStrings, type WalkStringsOptions } from '../../pipeline/load/walk-data';

const DATA = {
  title: 'Clínica',
  faq: [{ question: 'Dói?', answer: { pt: 'Não', en: 'No' } }, ['a', 7, null, 'b']],
  job: { pt: 'Dentista', en: 'Dentist', notes: [{ text: 'deep' }] },
  count: 3,
  draft: true,
  date: new Date(0),
  author: 'Ana',
};

const leaves = (value: unknown, options?: WalkStringsOptions) => {
  const out: [string, readonly (string | number)[]][] = [];
  walkStrings(value, (text, path) => out.push([text, path]), options);
  return out;
};

describe('walkStrings', () => {
  it('visits every string, depth first in document order, with keys and array indices as its path', () => {
    expect(leaves(DATA)).toEqual([
      ['Clínica', ['title']],
      ['Dói?', ['faq', 0, 'question']],
      ['Não', ['faq', 0, 'answer', 'pt']],
      ['No', ['faq', 0, 'answer', 'en']],
      ['a', ['faq', 1, 0]],
      ['b', ['faq', 1, 3]],
      ['Dentista', ['job', 'pt']],
      ['Dentist', ['job', 'en']],
      ['deep', ['job', 'notes', 0, 'text']],
      ['Ana', ['author']],
    ]);
  });

  it('with `under`, only the strings somewhere below a key of that name', () => {
    expect(leaves(DATA, { under: 'en' })).toEqual([
      ['No', ['faq', 0, 'answer', 'en']],
      ['Dentist', ['job', 'en']],
    ]);
    expect(leaves({ en: [{ a: 'x' }, 'y'], pt: 'z' }, { under: 'en' })).toEqual([
      ['x', ['en', 0, 'a']],
      ['y', ['en', 1]],
    ]);
  });

  it('with `skip`, passes over the whole value of a key it names', () => {
    const skipped = new Set(['faq', 'author', 'pt']);
    expect(leaves(DATA, { skip: (k) => skipped.has(k) })).toEqual([
      ['Clínica', ['title']],
      ['Dentist', ['job', 'en']],
      ['deep', ['job', 'notes', 0, 'text']],
    ]);
  });

  it('a string at the root has the empty path; other leaves give nothing', () => {
    expect(leaves('alone')).toEqual([['alone', []]]);
    for (const v of [undefined, null, 0, false, new Date(0)]) expect(leaves(v)).toEqual([]);
  });

  it('gives each string a path of its own (callers keep them to place messages later)', () => {
    const paths = leaves({ a: ['x', 'y'] }).map(([, p]) => p);
    expect(paths).toEqual([
      ['a', 0],
      ['a', 1],
    ]);
    expect(paths[0]).not.toBe(paths[1]);
  });
});
