/**
 * The site's own fields and format: opening hours that may be "closed", a date as Brazilians
 * write it, and YAML files whose root is a list (Decap edits objects only).
 */
import * as React from 'react';
import { parse, stringify } from 'yaml';
import { isRecord, recordOf, recordsOf, stringAt } from '../server/json-shapes';
import { clinicToday } from './clinic-date';
import { type ControlProps, type Formatter, plain, plainString } from './decap';

/**
 * A YAML file whose root is a list, edited as { <listField>: [...] }. Decap takes a format per
 * collection: a file of the same collection whose root is an object is read and written as it is.
 */
export function listFormat(field: string): Formatter {
  return {
    fromFile: (text) => {
      const data: unknown = parse(text);
      return isRecord(data) ? data : { [field]: data ?? [] };
    },
    toFile: (data) => {
      const fields = recordOf(data) ?? {};
      const list = Object.keys(fields).join() === field && Array.isArray(fields[field]);
      return stringify(list ? fields[field] : fields, { lineWidth: 0 });
    },
  };
}

/** Opening hours of a day: a time range, or the word the schema takes for a closed day. */
export function LiteralOrObject({ value, field, forID, classNameWrapper, onChange }: ControlProps) {
  const literal = String(field.get('literal'));
  const literalLabel = String(field.get('literal_label') ?? literal);
  const fields = recordsOf(plain(field.get('fields'))).map((f) => ({
    name: stringAt(f, 'name') ?? '',
    label: stringAt(f, 'label'),
  }));
  const current = plain(value);
  const closed = current === literal;
  const object = recordOf(current) ?? {};
  return (
    <div className={classNameWrapper} id={forID}>
      <label style={{ display: 'block', marginBottom: 8 }}>
        <input
          type="checkbox"
          checked={closed}
          onChange={(e) => onChange(e.target.checked ? literal : Object.fromEntries(fields.map((f) => [f.name, ''])))}
        />{' '}
        {literalLabel}
      </label>
      {!closed &&
        fields.map((f) => (
          <label key={f.name} style={{ display: 'inline-block', marginRight: 16 }}>
            {f.label ?? f.name}{' '}
            <input
              value={stringAt(object, f.name) ?? ''}
              onChange={(e) => onChange({ ...object, [f.name]: e.target.value })}
              style={{ width: '6em' }}
            />
          </label>
        ))}
    </div>
  );
}

/** 2026-03-14 as 14/03/2026, and back (undefined while the date is not complete). */
export const toBrazilian = (iso: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-').reverse().join('/') : iso;
function fromBrazilian(text: string): string | undefined {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!m) return undefined;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  return `${m[3]}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A date typed as Brazilians write it (14/03/2026), saved as the build reads it (2026-03-14); no time, no time zone. */
export function BrazilianDate({
  value,
  field,
  forID,
  classNameWrapper,
  onChange,
  getEntry,
  isFieldDuplicate,
}: ControlProps) {
  const stored = plainString(value);
  const [text, setText] = React.useState(toBrazilian(stored));
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an outside change (another entry, "copy from") replaces what is being typed
  React.useEffect(() => {
    if (fromBrazilian(text) !== stored) setText(toBrazilian(stored));
  }, [stored]);
  // A new entry whose "today" was set when the editor loaded, on an earlier day (a page left
  // open overnight): today's date instead. In Portuguese only; the other languages copy it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the field first shows
  React.useEffect(() => {
    if (!field.get('default_today') || isFieldDuplicate?.(field) || getEntry?.().get('newRecord') !== true) return;
    const today = clinicToday();
    if (stored === field.get('default') && stored !== today) onChange(today);
  }, []);
  return (
    <input
      id={forID}
      className={classNameWrapper}
      inputMode="numeric"
      placeholder="dd/mm/aaaa"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const iso = fromBrazilian(e.target.value);
        if (iso !== undefined) onChange(iso);
        else if (!e.target.value.trim()) onChange('');
      }}
    />
  );
}
