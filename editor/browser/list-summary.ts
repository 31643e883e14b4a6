/**
 * What a folded list item is called in the editor. Decap prints the summary's stored value,
 * so a photo of the gallery read "reception" and a result "whitening"; here a choice shows
 * its option's label (the caption, the treatment's name), an id content names shows that
 * name (`value_labels`), a text in five languages its Portuguese, and an empty item says so
 * in Portuguese (Decap: "No key"). The editor's script uses it for every list
 * (group-labels.ts); the unit test walks every list of the configuration through it.
 */
import { DEFAULT_LANG } from '../../model/languages';
import { isRecord } from '../server/json-shapes';

export interface SummaryField {
  name: string;
  label: string;
  widget: string;
  summary?: string;
  options?: (string | { label: string; value: string })[];
  /** What people call the stored values of a text field that holds ids ("orthodontics" → "Ortodontia"). */
  value_labels?: Record<string, string>;
  fields?: SummaryField[];
  field?: SummaryField;
}

/** Longest summary shown; a paragraph is recognised by its start. */
const MAX = 90;

/** One value as a person reads it. */
function shown(field: SummaryField | undefined, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value))
    return value
      .map((v) => shown(field?.field ?? field, v))
      .filter(Boolean)
      .join(', ');
  if (typeof value === 'object') {
    // A text in every language ({ pt: ..., en: ... }): its Portuguese.
    const own = isRecord(value) ? value[DEFAULT_LANG] : undefined;
    return typeof own === 'string' ? own : '';
  }
  const text = String(value);
  const option = field?.options?.find((o) => (typeof o === 'string' ? o : o.value) === text);
  if (option && typeof option !== 'string') return option.label;
  return field?.value_labels?.[text] ?? text;
}

/** The field a summary names first ("{{fields.key}}" → the key field), for the empty item's words. */
function named(list: SummaryField, name: string): SummaryField | undefined {
  if (list.field) return list.field.name === name ? list.field : undefined;
  return list.fields?.find((f) => f.name === name);
}

/** The template of the list's summary; without one, the item itself (one value) or its first field. */
export function summaryTemplate(list: SummaryField): string {
  if (list.summary) return list.summary;
  const first = list.field ?? list.fields?.[0];
  return first ? `{{fields.${first.name}}}` : '';
}

/** The words a folded item of `list` shows for `item` (as stored: one value, or an object of fields). */
export function itemSummary(list: SummaryField, item: unknown): string {
  const template = summaryTemplate(list);
  const names: string[] = [];
  const text = template
    .replace(/\{\{\s*fields\.([\w-]+)\s*(?:\|[^}]*)?\}\}/g, (_all, name: string) => {
      names.push(name);
      const value = list.field ? item : isRecord(item) ? item[name] : undefined;
      return shown(named(list, name), value);
    })
    .replace(/\s+/g, ' ')
    .trim();
  if (text?.replace(/[\s|·,;:—-]/g, '')) return text.length > MAX ? `${text.slice(0, MAX - 1).trimEnd()}…` : text;
  const first = names.map((n) => named(list, n)).find(Boolean) ?? list.field ?? list.fields?.[0];
  return first ? `Item ainda vazio: preencha «${first.label}»` : 'Item ainda vazio';
}
