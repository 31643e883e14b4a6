/**
 * The editor's search in the pages' text: Decap searches titles only (its search reads the
 * fields of the list's summary), so /admin/search?q= looks through every field and the body of
 * each page and text file, in every language, accents and capitals aside, and the editor shows
 * what it finds beside Decap's own results (../browser/text-search.ts).
 */
import { DEFAULT_LANG } from '../../model/languages';
import { translatedTexts, type TextsRaw } from '../../pipeline/validate/translations';
import { labelPath } from './decap-config';
import type { DecapField } from './zod-fields';
import { LANG_NAMES } from './translation-view';

export interface SearchHit {
  collection: string;
  slug: string;
  /** The Portuguese title (or the file). */
  name: string;
  /** Where the words are: language, field label, and the words around them. */
  found: { lang: string; language: string; field: string; text: string }[];
}

/** Lower case, without accents: "Sensibilidade" finds "sensibilidade" and "sensíveis" does not need the accent. */
const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The words around a match, on one line. */
function around(text: string, at: number, length: number): string {
  const flat = text.replace(/\s+/g, ' ');
  const start = Math.max(0, at - 60);
  const end = Math.min(flat.length, at + length + 60);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`;
}

export function searchTexts(
  raw: TextsRaw,
  query: string,
  fieldsOf: (file: string) => readonly DecapField[] | undefined,
  limit = 30,
): SearchHit[] {
  const q = fold(query.trim());
  if (q.length < 3) return [];
  const hits: SearchHit[] = [];
  for (const text of translatedTexts(raw)) {
    const found: SearchHit['found'] = [];
    const files = [
      { lang: DEFAULT_LANG, texts: text.texts },
      ...Object.entries(text.translations).flatMap(([lang, t]) => (t ? [{ lang, texts: t.texts }] : [])),
    ];
    const fields = fieldsOf(text.source) ?? [];
    for (const { lang, texts } of files)
      for (const [field, value] of texts) {
        const flat = value.replace(/\s+/g, ' ');
        const at = fold(flat).indexOf(q);
        if (at < 0) continue;
        found.push({
          lang,
          language: LANG_NAMES[lang] ?? lang,
          field: labelPath(fields, field.split('.')) ?? field,
          text: around(flat, at, q.length),
        });
      }
    if (found.length && text.entry) hits.push({ ...text.entry, name: text.name, found });
  }
  // Pages found in Portuguese first, then by how often the words occur.
  return hits
    .sort(
      (a, b) =>
        Number(b.found.some((f) => f.lang === DEFAULT_LANG)) - Number(a.found.some((f) => f.lang === DEFAULT_LANG)) ||
        b.found.length - a.found.length,
    )
    .slice(0, limit);
}
