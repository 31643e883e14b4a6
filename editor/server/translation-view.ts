/**
 * The translation status as the editor shows it: per page and language, in Portuguese, the
 * fields named by their labels in the editor. As data for the entry's notice (../browser/translation-notice.ts) and
 * as the page /admin/traducoes/ (every page at once, links to each entry).
 */
import type { TranslationStatus } from '../../pipeline/validate/translations';
import type { DecapField } from './zod-fields';
import { LIST_FIELD, labelPath } from './decap-config';
import { LANGUAGE_NAMES } from '../../pipeline/catalogue/refusals';
import { TRANSLATION_PAGE } from '../../pipeline/catalogue/editor-server-words';

/** The languages' names in Portuguese, from the catalogue. */
export const LANG_NAMES: Readonly<Record<string, string>> = LANGUAGE_NAMES;

export interface EntryStatus {
  /** The editor's collection and entry ("treatments", "clareamento/index"). */
  collection: string;
  slug: string;
  name: string;
  source: string;
  langs: {
    lang: string;
    language: string;
    file: string;
    state: TranslationStatus['state'];
    review: string[];
    missing: string[];
  }[];
}

/** The status grouped by entry, each field by its label ("Perguntas frequentes › item 2 › Resposta"). */
export function entryStatus(
  status: readonly TranslationStatus[],
  fieldsOf: (file: string) => readonly DecapField[] | undefined,
): EntryStatus[] {
  const out = new Map<string, EntryStatus>();
  for (const s of status) {
    const key = s.text.source;
    const fields = fieldsOf(s.text.source) ?? [];
    // A file whose root is a list (categories.yaml) is edited as its one list field.
    const label = (f: string): string => {
      const parts = f.split('.');
      return labelPath(fields, /^\d+$/.test(parts[0] ?? '') ? [LIST_FIELD, ...parts] : parts) ?? f;
    };
    const entry = out.get(key) ?? {
      collection: s.text.entry?.collection ?? '',
      slug: s.text.entry?.slug ?? '',
      name: s.text.name,
      source: s.text.source,
      langs: [],
    };
    entry.langs.push({
      lang: s.lang,
      language: LANG_NAMES[s.lang] ?? s.lang,
      file: s.file,
      state: s.state,
      review: s.fields.filter((f) => f.state === 'review').map((f) => label(f.field)),
      missing: s.fields.filter((f) => f.state === 'missing').map((f) => label(f.field)),
    });
    out.set(key, entry);
  }
  return [...out.values()];
}

const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

const fieldList = (labels: readonly string[]): string =>
  labels.length > 4
    ? `${labels
        .slice(0, 4)
        .map((l) => `«${escapeHtml(l)}»`)
        .join(', ')} ${TRANSLATION_PAGE.andMore(labels.length - 4)}`
    : labels.map((l) => `«${escapeHtml(l)}»`).join(', ');

function cell(l: EntryStatus['langs'][number]): string {
  if (l.state === 'ok') return `<td class="ok">${TRANSLATION_PAGE.upToDate}</td>`;
  if (l.state === 'missing') return `<td class="missing">${TRANSLATION_PAGE.notTranslated}</td>`;
  const parts = [
    l.review.length ? `<strong>${TRANSLATION_PAGE.toReview}</strong> ${fieldList(l.review)}` : '',
    l.missing.length ? `<strong>${TRANSLATION_PAGE.missingFields}</strong> ${fieldList(l.missing)}` : '',
  ].filter(Boolean);
  return `<td class="review">${parts.join('<br>')}</td>`;
}

/** /admin/traducoes/: every translated page and its languages. */
export function statusPage(entries: readonly EntryStatus[], collectionLabel: (name: string) => string): string {
  const langs = entries[0]?.langs.map((l) => l) ?? [];
  const count = (state: string): number =>
    entries.reduce((n, e) => n + e.langs.filter((l) => l.state === state).length, 0);
  const groups = new Map<string, EntryStatus[]>();
  for (const e of entries) groups.set(e.collection, [...(groups.get(e.collection) ?? []), e]);
  const rows = [...groups]
    .map(
      ([collection, list]) =>
        `<tr><th colspan="${langs.length + 1}" scope="colgroup" class="group">${escapeHtml(collectionLabel(collection))}</th></tr>\n${list
          .map(
            (e) =>
              `<tr><th scope="row"><a href="/admin/#/collections/${encodeURIComponent(e.collection)}/entries/${e.slug
                .split('/')
                .map(encodeURIComponent)
                .join('/')}">${escapeHtml(e.name)}</a></th>${e.langs.map(cell).join('')}</tr>`,
          )
          .join('\n')}`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TRANSLATION_PAGE.title}</title>
<style>
body { margin: 0; padding: 24px; font: 16px/1.5 system-ui, sans-serif; color: #1e1e28; background: #f5f5f7; }
main { max-width: 1200px; margin: 0 auto; }
h1 { font-size: 1.6rem; margin: 0 0 8px; }
p { margin: 0 0 16px; max-width: 70ch; }
a { color: #0b57d0; }
a:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
table { width: 100%; border-collapse: collapse; background: #fff; }
th, td { text-align: left; vertical-align: top; padding: 8px 12px; border-bottom: 1px solid #dcdce0; }
thead th { background: #1e1e28; color: #fff; position: sticky; top: 0; }
th.group { background: #e8e8ee; font-size: 0.95rem; }
td.ok { color: #1b5e20; }
td.missing { color: #5f5f6b; }
td.review { background: #fff4e0; color: #5c3b00; }
.summary { font-weight: 600; }
</style>
</head>
<body>
<main>
<p><a href="/admin/">${TRANSLATION_PAGE.back}</a></p>
<h1>${TRANSLATION_PAGE.title}</h1>
<p>${TRANSLATION_PAGE.intro}</p>
<p class="summary">${TRANSLATION_PAGE.summary(count('ok'), count('review'), count('missing'))}</p>
<table>
<caption class="summary" style="text-align:left;padding:8px 0">${TRANSLATION_PAGE.caption}</caption>
<thead><tr><th scope="col">${TRANSLATION_PAGE.page}</th>${langs.map((l) => `<th scope="col">${escapeHtml(l.language[0]!.toUpperCase() + l.language.slice(1))}</th>`).join('')}</tr></thead>
<tbody>
${rows}
</tbody>
</table>
</main>
</body>
</html>
`;
}
