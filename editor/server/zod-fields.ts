/**
 * The editor's fields, read from the zod schemas the build validates with: one source of truth.
 * Each schema field becomes a Decap CMS widget with its label and hint, its required flag
 * (optional, nullable or defaulted fields are not required),
 * and select options for enumerations and for names of things kept in content (authors,
 * categories, ...). A schema shape the editor cannot show throws, so a new kind of field is
 * noticed by the unit test rather than silently left out.
 */
import { z } from 'zod';
import { RULE } from '../../pipeline/catalogue/rules';

/** Lists of names read from content when the editor starts (see content-options.ts). */
export type OptionSource =
  | 'authors'
  | 'categories'
  | 'services'
  | 'neighbourhoods'
  | 'owners'
  | 'treatments'
  | 'recommendations';
export interface Option {
  label: string;
  value: string;
  /** An author's option: the blog categories (slugs) whose posts the author may sign. */
  categories?: string[];
}
export type ContentOptions = Record<OptionSource, Option[]> & {
  /** The ids a `.meta({ keysFrom })` names ("content/home.yaml treatments[].key"), read from content. */
  keysFrom?: (spec: string) => string[];
  /** What people call the ids of an enumeration (a FAQ id by its question, a specialty by its name), read from content. */
  keyLabels?: (values: readonly string[]) => Record<string, string> | undefined;
};

/** What a schema may say about a field for editors (zod `.meta({...})`). */
export interface EditorMeta {
  /** The label (else the field name in words). */
  title?: string;
  /** The hint under the field (`.describe()` sets it). */
  description?: string;
  /** The value names one of these (a select with the names found in content). */
  ref?: OptionSource;
  /** A record keyed by these names (one sub-field each). */
  keys?: OptionSource;
  /** A record keyed by ids kept in a content file: "content/home.yaml treatments[].key". */
  keysFrom?: string;
  /** Where pictures of this field are kept, under content/ ("images/team"). */
  folder?: string;
  /** A long text (a text area), when the length limits do not tell. */
  multiline?: boolean;
  /** With `ref: 'authors'`: the field of the same entry holding the category; only authors of its field are offered. */
  categoryField?: string;
  /** A date a new entry starts with: today, in the clinic's time zone. */
  defaultToday?: boolean;
  /** A group shown open: optional, but its fields are wanted (a person's name in Arabic letters). */
  open?: boolean;
}

export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  /** 'duplicate': asked once, in Portuguese, copied into every language. */
  i18n?: boolean | 'duplicate';
  default?: string | number | boolean;
  fields?: DecapField[];
  field?: DecapField;
  options?: (string | Option)[];
  min?: number;
  max?: number;
  pattern?: [string, string];
  value_type?: 'int' | 'float';
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
  collapsed?: boolean;
  summary?: string;
  allow_add?: boolean;
  allow_remove?: boolean;
  /** A list's one item ("Foto"), for its "Adicionar …" button. */
  label_singular?: string;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  /** The `literal_or_object` widget: the word stored instead of the object ("closed"). */
  literal?: string;
  /** What the literal is called on screen ("Fechado"). */
  literal_label?: string;
  /** What people call the ids a text field holds, for its list's summary (../browser/list-summary.ts). */
  value_labels?: Record<string, string>;
  /** The `author` widget: the field of the entry whose category the authors offered must fit. */
  category_field?: string;
  /** The `date_br` widget: a new entry starts with today's date (the clinic's). */
  default_today?: boolean;
  modes?: string[];
  media_library?: { config: { max_file_size: number } };
}

/** The largest picture the editor uploads (bytes): its message says so before sending; the proxy refuses bigger ones too. */
export const MAX_PICTURE_BYTES = 10 * 1000 * 1000;

/** A zod schema the generator does not know how to show. */
export class UnsupportedField extends Error {}

const words = (name: string): string => {
  const s = name.replace(/[_-]+/g, ' ').trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
};

/** A wrapped schema taken apart: the core type, and what the wrappers and metadata add. */
interface Unwrapped {
  core: z.ZodType;
  required: boolean;
  meta: EditorMeta;
  fallback?: unknown;
  /** The output side of a pipe (its string limits apply too). */
  also?: z.ZodType;
}

function metaOf(schema: z.ZodType): EditorMeta {
  const m = schema.meta() as EditorMeta | undefined;
  return m ?? {};
}

function unwrap(schema: z.ZodType): Unwrapped {
  let core = schema;
  let required = true;
  let fallback: unknown;
  let also: z.ZodType | undefined;
  // Metadata on an outer wrapper wins over the inner schema's.
  let meta: EditorMeta = {};
  for (;;) {
    meta = { ...metaOf(core), ...meta };
    if (core instanceof z.ZodOptional || core instanceof z.ZodNullable) {
      required = false;
      core = core.unwrap() as z.ZodType;
    } else if (core instanceof z.ZodDefault) {
      required = false;
      fallback = core.def.defaultValue;
      core = core.unwrap() as z.ZodType;
    } else if (core instanceof z.ZodPipe && !isDate(core)) {
      // What the file holds is the input side; a refined copy's limits are on the output side.
      also = core.def.out as z.ZodType;
      core = core.def.in as z.ZodType;
    } else return { core, required, meta, fallback, also };
  }
}

/** A date as the build reads it: a YAML date or an ISO string, transformed to YYYY-MM-DD. */
function isDate(schema: z.ZodType): boolean {
  if (schema instanceof z.ZodDate) return true;
  if (schema instanceof z.ZodStringFormat && schema.format === 'date') return true;
  if (schema instanceof z.ZodPipe) return isDate(schema.def.in as z.ZodType);
  if (schema instanceof z.ZodUnion)
    return (
      (schema.options as z.ZodType[]).some(isDate) &&
      (schema.options as z.ZodType[]).every((o) => isDate(o) || o instanceof z.ZodString)
    );
  return false;
}

interface StringLimits {
  min?: number;
  max?: number;
  regex?: { source: string; flags: string; message?: string };
  format?: string;
}

const messageOf = (error: unknown): string | undefined => {
  if (typeof error !== 'function') return undefined;
  const text: unknown = error({});
  return typeof text === 'string' ? text : undefined;
};

function stringLimits(...schemas: (z.ZodType | undefined)[]): StringLimits {
  const out: StringLimits = {};
  for (const schema of schemas) {
    if (!schema) continue;
    if (schema instanceof z.ZodStringFormat && schema.format) out.format = schema.format;
    for (const check of schema.def.checks ?? []) {
      if (check instanceof z.core.$ZodCheckMinLength) out.min = Math.max(out.min ?? 0, check._zod.def.minimum);
      else if (check instanceof z.core.$ZodCheckMaxLength)
        out.max = Math.min(out.max ?? Infinity, check._zod.def.maximum);
      else if (check instanceof z.core.$ZodCheckLengthEquals) out.min = out.max = check._zod.def.length;
      else if (check instanceof z.core.$ZodCheckRegex) {
        const { pattern, error } = check._zod.def;
        out.regex ??= { source: pattern.source, flags: pattern.flags, message: messageOf(error) };
      }
    }
    if (schema instanceof z.ZodPipe)
      Object.assign(out, stringLimits(schema.def.in as z.ZodType, schema.def.out as z.ZodType), out);
  }
  return out;
}

function arrayLimits(schema: z.ZodArray): { min?: number; max?: number } {
  const out: { min?: number; max?: number } = {};
  for (const check of schema.def.checks ?? []) {
    if (check instanceof z.core.$ZodCheckMinLength) out.min = check._zod.def.minimum;
    else if (check instanceof z.core.$ZodCheckMaxLength) out.max = check._zod.def.maximum;
    else if (check instanceof z.core.$ZodCheckLengthEquals) out.min = out.max = check._zod.def.length;
  }
  return out;
}

/** A picture path: the schema's pattern names image file extensions. */
const isPicture = (limits: StringLimits): boolean => Boolean(limits.regex && /svg\|png/.test(limits.regex.source));
/** Texts longer than a line get a text area. */
const isLong = (limits: StringLimits, meta: EditorMeta): boolean =>
  meta.multiline ?? ((limits.min ?? 0) >= 20 || (limits.max ?? 0) > 100);

function stringField(base: DecapField, u: Unwrapped, ctx: ContentOptions): DecapField {
  const limits = stringLimits(u.core, u.also);
  if (u.meta.ref) {
    const options = ctx[u.meta.ref];
    // An author is chosen among those who may sign the category chosen beside it (../browser/author-select.tsx).
    if (u.meta.categoryField) return { ...base, widget: 'author', options, category_field: u.meta.categoryField };
    return { ...base, widget: 'select', options };
  }
  if (limits.format === 'date') return dateField(base, u.meta);
  if (isPicture(limits)) {
    const shared = limits.regex!.source.startsWith('^images\\/');
    const folder = u.meta.folder ?? 'images';
    // A field that only takes content/images/ pictures uploads there; a cover may sit beside its post.
    const image: DecapField = {
      ...base,
      widget: 'image',
      choose_url: false,
      media_library: { config: { max_file_size: MAX_PICTURE_BYTES } },
    };
    return shared ? { ...image, media_folder: `/content/${folder}`, public_folder: folder } : image;
  }
  const field: DecapField = { ...base, widget: isLong(limits, u.meta) ? 'text' : 'string' };
  // A pattern that takes an empty value ("G-ABC123, or empty for none") is not required.
  if (limits.regex && !limits.regex.flags && new RegExp(limits.regex.source).test('')) field.required = false;
  if (limits.format === 'email') field.pattern = ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', RULE.email];
  else if (limits.regex && !limits.regex.flags)
    field.pattern = [limits.regex.source, limits.regex.message ?? RULE.wrongForm];
  else if ((limits.min ?? 0) > 1 || limits.max !== undefined) {
    const min = limits.min ?? 0;
    const rule =
      limits.max === undefined
        ? `at least ${min} characters`
        : min > 1
          ? `${min} to ${limits.max} characters`
          : `at most ${limits.max} characters`;
    field.pattern = [`^[\\s\\S]{${min},${limits.max ?? ''}}$`, rule];
  }
  return field;
}

function dateField(base: DecapField, meta: EditorMeta): DecapField {
  // Typed as 14/03/2026 and stored as the build expects it (2026-03-14), without a time or a time zone (../browser/fields.tsx).
  return { ...base, widget: 'date_br', ...(meta.defaultToday ? { default_today: true } : {}) };
}

const literals = (schema: z.ZodType): string[] | undefined => {
  if (schema instanceof z.ZodLiteral) return [...schema.values].map(String);
  if (schema instanceof z.ZodEnum) return schema.options.map(String);
  return undefined;
};

/** One schema field as an editor widget. */
/**
 * Label and hint: `.meta({ title })` is the label; a description that is a sentence (it ends
 * with a full stop) is the hint under the field, a short one without is the label itself
 * (`.describe('Headline')`). Without either, the field's name in words.
 */
function labelAndHint(name: string, meta: EditorMeta): { label: string; hint?: string } {
  const d = meta.description?.trim();
  const sentence = d !== undefined && /[.!?)]$/.test(d);
  if (meta.title) return { label: meta.title, ...(d ? { hint: d } : {}) };
  if (d && !sentence) return { label: d };
  return { label: words(name), ...(d ? { hint: d } : {}) };
}

export function fieldFor(name: string, schema: z.ZodType, ctx: ContentOptions): DecapField {
  const u = unwrap(schema);
  const { label, hint } = labelAndHint(name, u.meta);
  const base: DecapField = { name, label, widget: 'string' };
  if (hint) base.hint = hint;
  if (!u.required) base.required = false;
  if (typeof u.fallback === 'string' || typeof u.fallback === 'number' || typeof u.fallback === 'boolean')
    base.default = u.fallback;
  const core = u.core;
  if (isDate(core)) return dateField(base, u.meta);
  if (core instanceof z.ZodString || core instanceof z.ZodStringFormat) return stringField(base, u, ctx);
  if (core instanceof z.ZodNumber) {
    const f: DecapField = { ...base, widget: 'number', value_type: core.isInt ? 'int' : 'float' };
    if (core.minValue !== null && Number.isFinite(core.minValue)) f.min = core.minValue;
    if (core.maxValue !== null && Number.isFinite(core.maxValue)) f.max = core.maxValue;
    return f;
  }
  if (core instanceof z.ZodBoolean) return { ...base, widget: 'boolean' };
  const options = literals(core);
  if (options) return { ...base, widget: 'select', options: labelled(options, ctx) };
  if (core instanceof z.ZodUnion) {
    const parts = core.options as z.ZodType[];
    const words = parts.map(literals);
    if (words.every((w) => w)) return { ...base, widget: 'select', options: labelled(words.flat() as string[], ctx) };
    const object = parts.find((p) => p instanceof z.ZodObject);
    const word = words.find((w) => w?.length === 1)?.[0];
    if (object instanceof z.ZodObject && word && parts.length === 2)
      return { ...base, widget: 'literal_or_object', literal: word, fields: fieldsOf(object, ctx) };
    throw new UnsupportedField(`${name}: a union of ${parts.map((p) => p.def.type).join(', ')} has no editor widget`);
  }
  if (core instanceof z.ZodArray) {
    const item = fieldFor(name, core.element as z.ZodType, ctx);
    const { min, max } = arrayLimits(core);
    const list: DecapField = { ...base, widget: 'list', collapsed: true };
    if (min !== undefined && min > 0) list.min = min;
    if (max !== undefined) list.max = max;
    // A list of a fixed length (the gallery's six photos): its items are replaced and reordered, never added or removed.
    if (min !== undefined && min === max) Object.assign(list, { allow_add: false, allow_remove: false });
    if (item.widget === 'object' && item.fields) {
      list.fields = item.fields;
      // Items are listed by what people recognise them by: a name, a question, a title.
      const first =
        SUMMARY_FIELDS.map((n) => item.fields!.find((f) => f.name === n)).find(Boolean) ??
        item.fields.find((f) => f.widget === 'string' || f.widget === 'select');
      if (first) list.summary = `{{fields.${first.name}}}`;
    } else {
      list.field = { ...item, label: base.label, required: true };
      // A folded item shows its text, or its choice's label (../browser/list-summary.ts).
      list.summary = `{{fields.${name}}}`;
      // An item that is one choice shows it open: its select shows the question.
      if (item.widget === 'select') list.collapsed = false;
    }
    return list;
  }
  if (core instanceof z.ZodObject) {
    // An object keyed by ids content names (FAQ ids, specialties): each part under that name.
    const names = ctx.keyLabels?.(Object.keys(core.shape));
    const fields = fieldsOf(core, ctx).map((f) => (names?.[f.name] ? ownWords({ ...f, label: names[f.name]! }) : f));
    return group({ ...base, widget: 'object', collapsed: !u.meta.open, fields }, u.required);
  }
  if (core instanceof z.ZodRecord) {
    const keyType = core.def.keyType as z.ZodType;
    const keys =
      literals(keyType) ??
      (u.meta.keys
        ? ctx[u.meta.keys].map((o) => o.value)
        : u.meta.keysFrom
          ? ctx.keysFrom?.(u.meta.keysFrom)
          : undefined);
    if (!keys)
      throw new UnsupportedField(
        `${name}: a record needs enumerated keys, or .meta({ keys }) / .meta({ keysFrom }) naming where they come from`,
      );
    // A partial record (or one keyed by names from content) may leave any key out.
    const partial = core.def.partial === true || Boolean(u.meta.keys ?? u.meta.keysFrom);
    const value = core.def.valueType as z.ZodType;
    const names = ctx.keyLabels?.(keys);
    const fields = keys.map((k) =>
      ownWords({
        ...fieldFor(k, partial ? value.optional() : value, ctx),
        label: names?.[k] ?? labelOf(k, u.meta.keys, ctx),
      }),
    );
    return group({ ...base, widget: 'object', collapsed: true, fields }, u.required);
  }
  throw new UnsupportedField(`${name}: ${core.def.type} has no editor widget`);
}

/**
 * A part named after content (a home page question, labelled with its Portuguese words) folded
 * under its own words, so each language's pane shows its own (the English question in English).
 */
function ownWords(part: DecapField): DecapField {
  const own = SUMMARY_FIELDS.find((n) => part.fields?.some((f) => f.name === n && f.widget === 'string'));
  return own ? { ...part, summary: `{{fields.${own}}}` } : part;
}

/** Fields that name a list's item, best first. */
const SUMMARY_FIELDS = ['name', 'question', 'heading', 'title', 'label', 'key'];

/** Enumerated values as options, with what people call them where content names them. */
function labelled(values: string[], ctx: ContentOptions): (string | Option)[] {
  const names = ctx.keyLabels?.(values);
  return names ? values.map((v) => ({ value: v, label: names[v] ?? v })) : values;
}

/**
 * An optional group's fields are not required in the editor either: Decap checks required
 * fields inside an empty optional group (and refuses the save). A half-filled group is
 * refused at save time by the build's own checks (admin-server.ts).
 */
function group(field: DecapField, required: boolean): DecapField {
  if (required) return field;
  const relax = (f: DecapField): DecapField => ({
    ...f,
    required: false,
    ...(f.fields ? { fields: f.fields.map(relax) } : {}),
    ...(f.field ? { field: relax(f.field) } : {}),
  });
  return { ...field, fields: field.fields?.map(relax) };
}

const labelOf = (key: string, source: OptionSource | undefined, ctx: ContentOptions): string =>
  (source ? ctx[source].find((o) => o.value === key)?.label : undefined) ?? words(key);

/** Every field of an object schema, in the schema's order (the order files are written in). */
export function fieldsOf(schema: z.ZodObject, ctx: ContentOptions): DecapField[] {
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, s]) => fieldFor(name, s, ctx));
}
