/**
 * The editor's configuration and the schemas agree: every schema field is a field of the
 * editor (nothing more), enumerations are selects with the schema's values, optional fields
 * are not required, names of things kept in content are selects of what content holds, and
 * every file the configuration names exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROOT } from '../../pipeline/config';
import { DECLARATIONS } from '../../editor/server/collections';
import { decapConfig, LIST_FIELD, SAME_IN_EVERY_LANGUAGE } from '../../editor/server/decap-config';
import { readContentOptions } from '../../editor/server/content-options';
import {
  fieldFor,
  UnsupportedField,
  type ContentOptions,
  type DecapField,
  type EditorMeta,
  type Option,
} from '../../editor/server/zod-fields';
import { LANGS } from '../../model/languages';
import { isPortuguese } from '../../pipeline/catalogue/labels';
import { DECAP_PT } from '../../editor/browser/decap-pt';
import { clinicToday } from '../../editor/browser/clinic-date';
import { authorsOf } from '../../pipeline/validate/blog';
import { teamSchema, type TeamContent } from '../../pipeline/schemas/team';
import type { Category } from '../../pipeline/schemas/blog';
import { parse } from 'yaml';
import { withoutStandInMarks } from '../../pipeline/load/check-schema';

const options = readContentOptions(path.join(ROOT, 'content'));
const config = decapConfig({
  options,
  backend: { name: 'git-gateway' },
  localBackend: 'http://localhost:3000/admin/api/v1',
});
type Collection = {
  name: string;
  fields?: DecapField[];
  files?: { name: string; file: string; fields: DecapField[] }[];
  folder?: string;
  i18n?: boolean;
};
const collections = config.collections as Collection[];

/** What a schema says about one field, read here independently of the generator. */
interface Expected {
  required: boolean;
  enum?: string[];
  ref?: string;
  children?: Record<string, Expected>;
  /** The item of a list. */
  item?: Expected;
}

function expected(schema: z.ZodType, ctx: ContentOptions, inOptional = false): Expected {
  let s = schema;
  // Inside an optional group nothing is required (Decap would refuse the empty group); the save check refuses a half-filled one.
  let required = !inOptional;
  let meta: EditorMeta = {};
  for (;;) {
    meta = { ...((s.meta() as EditorMeta | undefined) ?? {}), ...meta };
    if (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault) {
      required = false;
      s = s.unwrap() as z.ZodType;
    } else if (s instanceof z.ZodPipe && !(s.def.in instanceof z.ZodUnion)) s = s.def.in as z.ZodType;
    else break;
  }
  if (s instanceof z.ZodEnum) return { required, enum: s.options.map(String) };
  // A pattern that takes an empty value is not required.
  const pattern =
    s instanceof z.ZodString ? (s.def.checks ?? []).find((c) => c instanceof z.core.$ZodCheckRegex) : undefined;
  if (pattern instanceof z.core.$ZodCheckRegex && !pattern._zod.def.pattern.flags && pattern._zod.def.pattern.test(''))
    required = false;
  if (s instanceof z.ZodObject)
    return {
      required,
      children: Object.fromEntries(
        Object.entries(s.shape as Record<string, z.ZodType>).map(([k, v]) => [k, expected(v, ctx, !required)]),
      ),
    };
  if (s instanceof z.ZodArray) return { required, item: expected(s.element as z.ZodType, ctx, inOptional) };
  if (s instanceof z.ZodRecord) {
    const keyType = s.def.keyType as z.ZodType;
    const keys =
      keyType instanceof z.ZodEnum
        ? keyType.options.map(String)
        : meta.keys
          ? ctx[meta.keys].map((o) => o.value)
          : ctx.keysFrom!(meta.keysFrom!);
    const optional = Boolean(s.def.partial) || Boolean(meta.keys ?? meta.keysFrom);
    return {
      required,
      children: Object.fromEntries(
        keys.map((k) => [
          k,
          { ...expected(s.def.valueType as z.ZodType, ctx, !required || optional), required: required && !optional },
        ]),
      ),
    };
  }
  return { required, ...(meta.ref ? { ref: meta.ref } : {}) };
}

/** Compares one editor field with what its schema says; returns the differences found. */
function compare(field: DecapField, want: Expected, at: string, out: string[]): void {
  if ((field.required ?? true) !== want.required)
    out.push(`${at}: required is ${field.required ?? true}, the schema says ${want.required}`);
  if (want.enum) {
    const values = (field.options ?? []).map((o) => (typeof o === 'string' ? o : o.value));
    if (field.widget !== 'select' || JSON.stringify(values) !== JSON.stringify(want.enum))
      out.push(`${at}: an enumeration must be a select of ${want.enum.join(', ')}`);
  }
  if (want.ref) {
    const values = (field.options ?? []).map((o) => (typeof o === 'string' ? o : o.value));
    // An author is a select of its own, narrowed to the authors of the entry's category (client/admin.tsx).
    if (!['select', 'author'].includes(field.widget) || !values.length)
      out.push(`${at}: a name of ${want.ref} must be a select of the names in content`);
  }
  if (want.children) {
    const names = (field.fields ?? []).map((f) => f.name);
    const keys = Object.keys(want.children);
    if (JSON.stringify(names) !== JSON.stringify(keys))
      out.push(`${at}: fields ${names.join(', ')} but the schema has ${keys.join(', ')}`);
    for (const f of field.fields ?? [])
      if (want.children[f.name]) compare(f, want.children[f.name]!, `${at}.${f.name}`, out);
  }
  if (want.item) {
    if (field.widget !== 'list') out.push(`${at}: an array must be a list`);
    const item = field.field ?? (field.fields ? { ...field, widget: 'object', required: true } : undefined);
    if (!item) out.push(`${at}: a list without its item`);
    else
      compare({ ...item, required: want.item.required ? (item.required ?? true) : false }, want.item, `${at}[]`, out);
  }
  if (!want.children && !want.item && (field.fields || field.field) && field.widget !== 'literal_or_object')
    out.push(`${at}: has sub-fields the schema does not`);
}

/** The editor fields of a declaration, by collection or file. */
function editorFields(): {
  name: string;
  fields: DecapField[];
  schema: z.ZodType;
  pick?: readonly string[];
}[] {
  return DECLARATIONS.flatMap((d) => {
    const c = collections.find((x) => x.name === d.name)!;
    if (d.kind === 'files')
      return d.files.map((f) => ({
        name: `${d.name}/${f.name}`,
        fields: c.files!.find((x) => x.name === f.name)!.fields,
        schema: f.schema,
        pick: f.pick,
      }));
    if (d.kind === 'pages')
      return [{ name: d.name, fields: c.fields!.filter((f) => f.name !== 'body'), schema: d.schema }];
    if (d.kind === 'texts') return [{ name: d.name, fields: c.fields!, schema: d.schema }];
    return [{ name: d.name, fields: c.fields!, schema: d.schema }];
  });
}

describe('the editor configuration', () => {
  it('maps every schema field, and nothing that is not in a schema', () => {
    const problems: string[] = [];
    for (const { name, fields, schema, pick } of editorFields()) {
      const want = expected(schema, options);
      if (want.item) {
        // A file whose root is a list: one list field holds it.
        expect(
          fields.map((f) => f.name),
          name,
        ).toEqual([LIST_FIELD]);
        compare(fields[0]!, want, name, problems);
        continue;
      }
      const children = pick ? Object.fromEntries(pick.map((k) => [k, want.children![k]!])) : want.children!;
      for (const k of pick ?? []) expect(want.children, `${name} picks "${k}"`).toHaveProperty(k);
      compare({ name, label: name, widget: 'object', fields }, { required: true, children }, name, problems);
    }
    expect(problems).toEqual([]);
  });

  it('gives every Markdown page its text, in every language side by side (Portuguese first)', () => {
    expect(config.i18n).toEqual({ structure: 'multiple_files', locales: [...LANGS], default_locale: 'pt' });
    for (const d of DECLARATIONS.filter((x) => x.kind === 'pages' || x.kind === 'texts')) {
      const c = collections.find((x) => x.name === d.name) as Collection & Record<string, unknown>;
      if (d.kind === 'pages') {
        expect(c).toMatchObject({
          folder: `content/${d.folder}`,
          path: '{{slug}}/index',
          extension: 'md',
          i18n: true,
          media_folder: '',
        });
        expect(c.fields!.at(-1)).toMatchObject({ name: 'body', widget: 'markdown' });
      } else {
        // content/<folder>/index.<lang>.yaml; the folder holds nothing else (Decap lists all of it).
        expect(c).toMatchObject({ folder: `content/${d.folder}`, path: 'index', extension: 'yaml', i18n: true });
        expect(fs.readdirSync(path.join(ROOT, 'content', d.folder)).sort()).toEqual(
          LANGS.map((l) => `index.${l}.yaml`).sort(),
        );
      }
      // Every field is translated and none has a default (Decap would write untouched languages).
      const all = (fs: DecapField[]): DecapField[] =>
        fs.flatMap((f) => [f, ...all(f.fields ?? []), ...(f.field ? all([f.field]) : [])]);
      // Fields the same in every language (author, date, related pages) are asked once and copied.
      for (const f of all(c.fields!)) {
        expect(f.i18n, `${d.name}.${f.name}`).toBe(
          SAME_IN_EVERY_LANGUAGE.includes(f.name) && c.fields!.includes(f) ? 'duplicate' : true,
        );
        expect(f.default, `${d.name}.${f.name}`).toBeUndefined();
      }
    }
  });

  it('offers the names content holds for authors, categories and pages', () => {
    const post = collections.find((c) => c.name === 'posts')!;
    const values = (name: string) =>
      (post.fields!.find((f) => f.name === name)!.options ?? []).map((o) => (typeof o === 'string' ? o : o.value));
    expect(values('author')).toContain('camila-ferraz');
    expect(values('author')).toContain('dra-helena-marques');
    expect(values('category')).toEqual(['clareamento', 'implantes', 'ortodontia', 'prevencao', 'saude-bucal-infantil']);
    expect(options.treatments.map((o) => o.value)).toContain('clareamento');
    expect(options.treatments.find((o) => o.value === 'clareamento')?.label).toMatch(/Clareamento/);
  });

  it('names files and folders that exist', () => {
    for (const c of collections) {
      if (c.folder) expect(fs.existsSync(path.join(ROOT, c.folder)), c.folder).toBe(true);
      for (const f of c.files ?? []) expect(fs.existsSync(path.join(ROOT, f.file)), f.file).toBe(true);
    }
  });

  it('refuses a schema shape it has no widget for, rather than leaving the field out', () => {
    const ctx = options;
    expect(() =>
      fieldFor('x', z.union([z.strictObject({ a: z.string() }), z.strictObject({ b: z.string() })]), ctx),
    ).toThrow(UnsupportedField);
    expect(() => fieldFor('x', z.record(z.string(), z.string()), ctx)).toThrow(UnsupportedField);
    expect(() => fieldFor('x', z.map(z.string(), z.string()), ctx)).toThrow(UnsupportedField);
  });

  it('turns each kind of schema field into the widget its values need', () => {
    const ctx = options;
    expect(fieldFor('d', z.union([z.date(), z.iso.date()]).transform(String), ctx)).toMatchObject({
      widget: 'date_br',
    });
    expect(fieldFor('n', z.number().min(-90).max(90), ctx)).toMatchObject({
      widget: 'number',
      value_type: 'float',
      min: -90,
      max: 90,
    });
    expect(fieldFor('s', z.string().regex(/^\d{5}-\d{3}$/, 'must look like 05050-090'), ctx)).toMatchObject({
      widget: 'string',
      pattern: ['^\\d{5}-\\d{3}$', 'must look like 05050-090'],
    });
    expect(fieldFor('t', z.string().min(50).max(200), ctx)).toMatchObject({
      widget: 'text',
      pattern: ['^[\\s\\S]{50,200}$', '50 to 200 characters'],
    });
    expect(fieldFor('o', z.enum(['a', 'b']).nullable(), ctx)).toMatchObject({
      widget: 'select',
      options: ['a', 'b'],
      required: false,
    });
    expect(fieldFor('l', z.array(z.enum(['a', 'b'])).length(2), ctx)).toMatchObject({
      widget: 'list',
      min: 2,
      max: 2,
      field: { widget: 'select' },
    });
    expect(fieldFor('h', z.union([z.strictObject({ open: z.string() }), z.literal('closed')]), ctx)).toMatchObject({
      widget: 'literal_or_object',
      literal: 'closed',
    });
    expect(fieldFor('b', z.boolean().default(false), ctx)).toMatchObject({
      widget: 'boolean',
      required: false,
      default: false,
    });
    expect(
      fieldFor(
        'p',
        z
          .string()
          .regex(/^images\/.+\.(svg|png)$/i)
          .meta({ folder: 'images/team' }),
        ctx,
      ),
    ).toMatchObject({ widget: 'image', media_folder: '/content/images/team', public_folder: 'images/team' });
    expect(fieldFor('x', z.string().min(2).meta({ title: 'Label', description: 'Hint' }), ctx)).toMatchObject({
      label: 'Label',
      hint: 'Hint',
    });
  });
});

describe('the editor in Portuguese', () => {
  /** Every text the configuration puts on screen: collection and file names, labels, hints, options, messages. */
  function screenTexts(): string[] {
    const out: string[] = [];
    const field = (f: DecapField & { literal_label?: string }): void => {
      out.push(f.label);
      if (f.hint) out.push(f.hint);
      if (f.pattern) out.push(f.pattern[1]);
      if (f.literal_label) out.push(f.literal_label);
      for (const o of f.options ?? []) out.push(typeof o === 'string' ? o : o.label);
      (f.fields ?? []).forEach(field);
      if (f.field) field(f.field);
    };
    for (const c of config.collections as (Collection & {
      label: string;
      label_singular?: string;
      description?: string;
      files?: { label: string; description?: string; fields: DecapField[] }[];
    })[]) {
      out.push(c.label, ...(c.label_singular ? [c.label_singular] : []), ...(c.description ? [c.description] : []));
      (c.fields ?? []).forEach(field);
      for (const f of c.files ?? []) {
        out.push(f.label, ...(f.description ? [f.description] : []));
        f.fields.forEach(field);
      }
    }
    return out;
  }

  it("uses Decap's Portuguese interface", () => {
    expect(config.locale).toBe('pt');
  });

  it('saves drafts that are published after review, in watch mode and on the Git host alike', () => {
    expect(config.publish_mode).toBe('editorial_workflow');
    const onHost = decapConfig({ options, backend: { name: 'github', repo: 'clinic/site', branch: 'main' } });
    expect(onHost.publish_mode).toBe('editorial_workflow');
    expect(onHost.local_backend).toBeUndefined();
  });

  it('leaves no English on screen: every text is Portuguese from pt.ts, or a name content holds', () => {
    const fromContent = new Set<string>();
    for (const list of [
      options.authors,
      options.owners,
      options.categories,
      options.services,
      options.neighbourhoods,
      options.treatments,
      options.recommendations,
    ])
      for (const o of list) fromContent.add(o.label);
    // Ids named by content (a FAQ id by its question, a specialty by its name); keys of content records.
    for (const text of screenTexts())
      if (Object.values(options.keyLabels?.([text]) ?? {}).length) fromContent.add(text);
    const english = [
      ...new Set(screenTexts().filter((t) => !isPortuguese(t) && !fromContent.has(t) && !isContentName(t))),
    ];
    expect(english).toEqual([]);
  });
});

/** A label that content gave (a page's title, a card's key from home.yaml, a question), not code. */
function isContentName(text: string): boolean {
  const home =
    fs.readFileSync(path.join(ROOT, 'content/home/index.pt.yaml'), 'utf8') +
    fs.readFileSync(path.join(ROOT, 'content/team.yaml'), 'utf8');
  // A list item's key in words ("placa_nova" → "Placa nova"): how the editor names a card whose
  // texts are not written yet (a treatment an editor has just placed on the home page).
  const keys = [...fs.readFileSync(path.join(ROOT, 'content/home.yaml'), 'utf8').matchAll(/\bkey: (\w+)/g)].map(
    ([, key = '']) => key.replace(/_+/g, ' ').replace(/^./, (c) => c.toUpperCase()),
  );
  return (
    home.includes(text) ||
    keys.includes(text) ||
    options.treatments.some((o) => o.label === text) ||
    options.recommendations.some((o) => o.label === text)
  );
}

describe("Decap's interface in Portuguese", () => {
  it('has every phrase of its English locale in Portuguese (its pt locale, completed by decap-pt.ts)', async () => {
    const load = async (lang: string) =>
      (
        (await import(path.join(ROOT, `node_modules/decap-cms-locales/src/${lang}/index.js`))) as {
          default: Record<string, unknown>;
        }
      ).default;
    const [en, pt] = [await load('en'), await load('pt')];
    const missing: string[] = [];
    const walk = (a: Record<string, unknown>, ...bs: (Record<string, unknown> | undefined)[]): void => {
      for (const [k, v] of Object.entries(a)) {
        const below = bs.map((b) => b?.[k] as Record<string, unknown> | undefined);
        if (v && typeof v === 'object') walk(v as Record<string, unknown>, ...below);
        else if (below.every((b) => b === undefined)) missing.push(k);
      }
    };
    walk(en, pt, DECAP_PT);
    expect(missing).toEqual([]);
  });
});

describe('the forms an editor found misleading', () => {
  const post = collections.find((c) => c.name === 'posts')!;
  const postField = (name: string) => post.fields!.find((f) => f.name === name)!;
  const team = collections.find((c) => c.name === 'team')!.files!.find((f) => f.name === 'team')!;
  const teamList = (name: string) => team.fields.find((f) => f.name === name)!.fields!;

  it("offers as a post's author only who may sign its category, as the build decides (AUTHOR_FIELD)", () => {
    const author = postField('author');
    expect(author).toMatchObject({ widget: 'author', category_field: 'category' });
    expect(author.required ?? true).toBe(true);
    const offered = Object.fromEntries(
      (author.options as Option[]).map((o) => [o.value, [...(o.categories ?? [])].sort()]),
    );
    // Each person with the categories the build lets them sign: the technician none.
    const categories = parse(fs.readFileSync(path.join(ROOT, 'content/blog/categories.yaml'), 'utf8')) as Category[];
    const people = authorsOf(
      // Read as the build reads it: the stand-in marks set aside.
      teamSchema.parse(
        withoutStandInMarks(parse(fs.readFileSync(path.join(ROOT, 'content/team.yaml'), 'utf8'))),
      ) as TeamContent,
    );
    expect(offered).toEqual(
      Object.fromEntries(
        people.map((a) => [
          a.slug,
          categories
            .filter((c) => a.specialties.some((s) => (c.specialties as readonly string[]).includes(s)))
            .map((c) => c.slug)
            .sort(),
        ]),
      ),
    );
    expect(offered['bruno-nakamura']).toEqual([]);
    expect(offered['renata-alves']).toEqual(['clareamento', 'prevencao', 'saude-bucal-infantil']);
    expect(offered['camila-ferraz']).toEqual(['ortodontia']);
  });

  it("starts a new post's publication date as today, in São Paulo", () => {
    expect(postField('date')).toMatchObject({ widget: 'date_br', default_today: true });
    expect(postField('updated').default_today).toBeUndefined();
    // 23:30 in São Paulo is already the next day in UTC.
    expect(clinicToday(new Date('2026-03-15T02:30:00Z'))).toBe('2026-03-14');
    expect(clinicToday(new Date('2026-03-15T03:30:00Z'))).toBe('2026-03-15');
  });

  it("names a specialist's identifier as what it is, not a page's address", () => {
    const slug = teamList('members').find((f) => f.name === 'slug')!;
    expect(slug.label).toBe('Identificador nos posts do blog');
    expect(slug.label).not.toMatch(/Endereço/);
    expect(slug.hint).toMatch(/autor\(a\) dos posts do blog/);
    expect(slug.hint).not.toMatch(/endereço da página/);
  });

  it('asks for the name in other languages, Arabic too, as optional as the group says it is', () => {
    for (const list of ['owners', 'members']) {
      const names = teamList(list).find((f) => f.name === 'names')!;
      // Shown open, as the Arabic letters are wanted; "(opcional)" on the group is true of each field in it.
      expect(names).toMatchObject({ widget: 'object', required: false, collapsed: false });
      expect(names.fields!.map((f) => [f.name, f.required])).toEqual([
        ['en', false],
        ['es', false],
        ['de', false],
        ['ar', false],
      ]);
      expect(names.hint).toMatch(/letras árabes/);
      expect(names.hint).not.toMatch(/sempre/);
    }
  });
});
