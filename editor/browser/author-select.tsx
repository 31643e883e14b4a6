/**
 * A post's author: Decap's select, offering only the people who may sign the category chosen
 * in the same entry (with none chosen, everyone who may sign some category), as the build
 * decides it (AUTHOR_FIELD). An author already chosen who does not fit stays shown, marked, so
 * nothing disappears from the form without a word.
 */
import * as React from 'react';
import { AUTHOR_NOTE } from '../../pipeline/catalogue/editor-page-words';
import { isRecord, recordsOf, stringAt } from '../server/json-shapes';
import {
  type ControlProps,
  type Immutable,
  type ImmutableList,
  type ImmutableRecord,
  plain,
  plainString,
  useEntryValue,
} from './decap';

/** The categories an author option (content-options.ts) may sign. */
const signs = (option: ImmutableRecord): string[] => {
  const o = plain(option);
  const categories = isRecord(o) ? o.categories : undefined;
  return Array.isArray(categories) ? categories.filter((c) => typeof c === 'string') : [];
};
/** Decap's options of a select: an Immutable List of Maps. */
const isOptionList = (v: unknown): v is ImmutableList<ImmutableRecord> =>
  isRecord(v) && typeof v.filter === 'function' && typeof v.find === 'function';

/** What the categories are called (the entry's category select), by slug. */
function categoryNames(collection: Immutable | undefined, name: string): Record<string, string> {
  const field = recordsOf(plain(collection?.get('fields'))).find((f) => f.name === name);
  const options: unknown[] = Array.isArray(field?.options) ? field.options : [];
  return Object.fromEntries(
    options.flatMap((o) =>
      typeof o === 'string' ? [[o, o]] : isRecord(o) ? [[stringAt(o, 'value') ?? '', stringAt(o, 'label') ?? '']] : [],
    ),
  );
}

/** The note under the select, and the option kept for a chosen author who does not fit. */
function misfit(
  field: ImmutableRecord,
  current: string,
  chosen: ImmutableRecord | undefined,
  category: string,
  categoryName: string,
): { marked: ImmutableRecord; note: string } {
  const why = !chosen
    ? AUTHOR_NOTE.notInTeam
    : category
      ? AUTHOR_NOTE.outsideCategory(categoryName)
      : AUTHOR_NOTE.doesNotSign;
  const person = chosen ? String(chosen.get('label')).split(' — ')[0] : current;
  // Decap's own Immutable Map, emptied, for a name the team no longer has.
  const marked = (chosen ?? field.clear().set('value', current)).set(
    'label',
    `${chosen ? String(chosen.get('label')) : current} (${why})`,
  );
  const note = !chosen
    ? AUTHOR_NOTE.chooseNotInTeam(person ?? '')
    : category
      ? AUTHOR_NOTE.chooseOutside(person ?? '', categoryName)
      : AUTHOR_NOTE.chooseNotSigning(person ?? '');
  return { marked, note };
}

export function authorSelect(Select: React.ComponentType<ControlProps>): React.ComponentType<ControlProps> {
  return function AuthorSelect(props: ControlProps) {
    const { field, value, collection, isFieldDuplicate } = props;
    const categoryField = String(field.get('category_field') ?? 'category');
    const category = useEntryValue(categoryField);
    const names = React.useMemo(() => categoryNames(collection, categoryField), [collection, categoryField]);
    const all = field.get('options');
    if (!isOptionList(all)) return <Select {...props} />;
    const fits = (o: ImmutableRecord): boolean => (category ? signs(o).includes(category) : signs(o).length > 0);
    let offered = all.filter(fits);
    const current = plainString(value);
    const chosen = current ? all.find((o) => o.get('value') === current) : undefined;
    let note: string | undefined;
    if (current && !(chosen && fits(chosen))) {
      const found = misfit(field, current, chosen, category, `«${names[category] ?? category}»`);
      offered = offered.push(found.marked);
      note = found.note;
    } else if (category && offered.size === 0) note = AUTHOR_NOTE.nobody(names[category] ?? category);
    return (
      <>
        <Select {...props} field={field.set('options', offered)} />
        {/* Said where the author is chosen (Portuguese), not again in each language copying it. */}
        {note && !isFieldDuplicate?.(field) && (
          <p
            role="status"
            className="author-note"
            style={{ margin: '6px 0 0', color: '#b00020', font: '600 13px/1.4 system-ui, sans-serif' }}
          >
            {note}
          </p>
        )}
      </>
    );
  };
}
