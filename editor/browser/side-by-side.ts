/**
 * The five languages of the entry open in the editor side by side, to read: one row per field
 * (a list's items and a group's parts each their own row), one column per language, as the form
 * holds them now (saved or not). Decap shows two languages at a time; this shows all five.
 */
import { DEFAULT_LANG, HTML_LANG, LANGS, isRtl } from '../../model/languages';
import { LANG_NAMES } from './language-names';
import { SIDE_BY_SIDE } from '../../pipeline/catalogue/editor-page';
import { isRecord } from '../server/json-shapes';

/** A field of the configuration, as Decap keeps it (plain here). */
interface FieldConfig {
  name: string;
  label?: string;
  widget?: string;
  options?: (string | { value: string; label: string })[];
  fields?: FieldConfig[];
  field?: FieldConfig;
}
/** A field of the configuration as Decap hands it over (plain): named, at least. */
export const isFieldConfig = (v: unknown): v is FieldConfig => isRecord(v) && typeof v.name === 'string';
/** The entry being edited and its collection's fields, in plain values. */
export interface OpenEntry {
  fields: FieldConfig[];
  /** Each language's data (Portuguese: the entry's own). */
  data: Partial<Record<string, Record<string, unknown>>>;
}

interface Row {
  label: string;
  values: string[];
}

/** A value as the form shows it: a choice by its label, a date as 14/03/2026. */
const show = (v: unknown, field?: FieldConfig): string => {
  const option = field?.options?.find((o) => typeof o === 'object' && o.value === v);
  if (option && typeof option === 'object') return option.label;
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return v.split('-').reverse().join('/');
  return plainText(v);
};
const plainText = (v: unknown): string =>
  v === undefined || v === null
    ? ''
    : typeof v === 'boolean'
      ? v
        ? 'sim'
        : 'não'
      : typeof v === 'object'
        ? ''
        : String(v);

/** The rows of `fields` under `label`, each language's value read at the same place. */
function rows(fields: FieldConfig[], values: unknown[], prefix: string): Row[] {
  const out: Row[] = [];
  const at = (v: unknown, key: string | number): unknown =>
    Array.isArray(v) ? v[Number(key)] : isRecord(v) ? v[key] : undefined;
  for (const f of fields) {
    if (f.widget === 'hidden') continue;
    const label = `${prefix}${f.label ?? f.name}`;
    const here = values.map((v) => at(v, f.name));
    if (f.widget === 'list') {
      const longest = Math.max(0, ...here.map((v) => (Array.isArray(v) ? v.length : 0)));
      for (let i = 0; i < longest; i++) {
        const items = here.map((v) => at(v, i));
        if (f.fields) out.push(...rows(f.fields, items, `${label} › ${i + 1} › `));
        else out.push({ label: `${label} › ${i + 1}`, values: items.map((v) => show(v, f.field)) });
      }
    } else if (f.fields) out.push(...rows(f.fields, here, `${label} › `));
    else out.push({ label, values: here.map((v) => show(v, f)) });
  }
  return out.filter((r) => r.values.some((v) => v.trim()));
}

/** The dialog with the entry's languages side by side; closed with Esc or its button. */
export function openSideBySide(entry: OpenEntry): void {
  document.getElementById('side-by-side')?.remove();
  const dialog = document.createElement('dialog');
  dialog.id = 'side-by-side';
  dialog.setAttribute('aria-labelledby', 'side-by-side-title');
  dialog.style.cssText =
    'width:min(1600px,96vw);max-height:92vh;padding:0;border:0;border-radius:8px;font:14px/1.5 system-ui,sans-serif;color:#1e1e28;box-shadow:0 8px 32px rgb(0 0 0 / 0.3)';
  const head = document.createElement('div');
  head.style.cssText =
    'position:sticky;top:0;display:flex;gap:12px;align-items:center;justify-content:space-between;padding:12px 16px;background:#fff;border-bottom:1px solid #dcdce0;z-index:1';
  const title = document.createElement('h2');
  title.id = 'side-by-side-title';
  title.textContent = SIDE_BY_SIDE.title;
  title.style.cssText = 'margin:0;font-size:18px';
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = SIDE_BY_SIDE.close;
  close.style.cssText =
    'min-height:32px;padding:0 12px;border:1px solid #8a8a96;border-radius:4px;background:#fff;cursor:pointer;font:inherit';
  close.onclick = () => dialog.close();
  head.append(title, close);

  const table = document.createElement('table');
  table.style.cssText = 'width:100%;border-collapse:collapse;table-layout:fixed';
  const caption = document.createElement('caption');
  caption.textContent = SIDE_BY_SIDE.caption;
  caption.style.cssText = 'text-align:start;padding:8px 16px;color:#5f5f6b';
  const thead = document.createElement('thead');
  const headRow = document.createElement('tr');
  for (const name of ['Campo', ...LANGS.map((l) => LANG_NAMES[l] ?? l)]) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = name[0]!.toUpperCase() + name.slice(1);
    th.style.cssText = 'text-align:start;padding:8px;background:#f3f3f6;border-bottom:1px solid #dcdce0';
    headRow.append(th);
  }
  thead.append(headRow);
  const tbody = document.createElement('tbody');
  const data = LANGS.map((l) => entry.data[l] ?? {});
  for (const row of rows(entry.fields, data, '')) {
    const tr = document.createElement('tr');
    const th = document.createElement('th');
    th.scope = 'row';
    th.textContent = row.label;
    th.style.cssText =
      'text-align:start;vertical-align:top;padding:8px;font-weight:600;border-bottom:1px solid #ececf0;word-break:break-word';
    tr.append(th);
    row.values.forEach((value, i) => {
      const lang = LANGS[i]!;
      const td = document.createElement('td');
      td.lang = HTML_LANG[lang];
      td.dir = isRtl(lang) ? 'rtl' : 'ltr';
      td.textContent = value || (lang === DEFAULT_LANG ? '' : SIDE_BY_SIDE.untranslated);
      td.style.cssText = `vertical-align:top;padding:8px;border-bottom:1px solid #ececf0;white-space:pre-wrap;word-break:break-word;max-height:none${value ? '' : ';color:#8a5300;font-style:italic'}`;
      tr.append(td);
    });
    tbody.append(tr);
  }
  table.append(caption, thead, tbody);
  dialog.append(head, table);
  document.body.append(dialog);
  dialog.addEventListener('close', () => dialog.remove());
  dialog.showModal();
}
