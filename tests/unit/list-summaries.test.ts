/**
 * Every list of the editor names its folded items as a clinic editor knows them. Every list
 * of the configuration generated for the fixture clinic is walked over that clinic's files,
 * through the summary the editor shows (client/list-summary.ts): no item is named by an
 * internal id (a choice's stored value, an id content names, a key or slug), by a group of
 * fields as code, by the list's own name, by nothing, or by Decap's English "No …".
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { decapConfig, LIST_FIELD, LIST_FORMAT } from '../../editor/server/decap-config';
import { readContentOptions } from '../../editor/server/content-options';
import { itemSummary } from '../../editor/browser/list-summary';
import type { DecapField } from '../../editor/server/zod-fields';
import { CLINIC } from '../support/fixture';

const options = readContentOptions(path.join(CLINIC, 'content'));
const config = decapConfig({
  options,
  backend: { name: 'git-gateway' },
  localBackend: 'http://localhost:3000/admin/api/v1',
});
interface Collection {
  name: string;
  label: string;
  format?: string;
  folder?: string;
  extension?: string;
  fields?: DecapField[];
  files?: { name: string; file: string; fields: DecapField[] }[];
}
const collections = config.collections as Collection[];

/** Every list field of the configuration, with where it is. */
function lists(): { at: string; list: DecapField }[] {
  const out: { at: string; list: DecapField }[] = [];
  const walk = (fields: DecapField[], at: string): void => {
    for (const f of fields) {
      if (f.widget === 'list') out.push({ at: `${at}.${f.name}`, list: f });
      walk([...(f.fields ?? []), ...(f.field ? [f.field] : [])], `${at}.${f.name}`);
    }
  };
  for (const c of collections) {
    if (c.fields) walk(c.fields, c.name);
    for (const f of c.files ?? []) walk(f.fields, `${c.name}/${f.name}`);
  }
  return out;
}

/** The data of a content file as the editor reads it. */
function dataOf(file: string, format?: string): Record<string, unknown> {
  const text = fs.readFileSync(file, 'utf8');
  if (file.endsWith('.md')) return parse(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') as Record<string, unknown>;
  const data: unknown = parse(text);
  return format === LIST_FORMAT && Array.isArray(data) ? { [LIST_FIELD]: data } : (data as Record<string, unknown>);
}

/** The fixture clinic's files, each with the editor fields it is edited with. */
function entries(): { file: string; fields: DecapField[]; data: Record<string, unknown> }[] {
  const out: { file: string; fields: DecapField[]; data: Record<string, unknown> }[] = [];
  for (const c of collections) {
    for (const f of c.files ?? []) {
      const file = path.join(CLINIC, f.file.replace(/(\.\/)+/, ''));
      out.push({ file, fields: f.fields, data: dataOf(file, c.format) });
    }
    if (!c.folder || !c.fields) continue;
    const dir = path.join(CLINIC, c.folder);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir, { recursive: true }) as string[])
      if (name.endsWith(`.${c.extension ?? 'md'}`))
        out.push({ file: path.join(dir, name), fields: c.fields, data: dataOf(path.join(dir, name), c.format) });
  }
  return out;
}

/** The values of an item that are ids: what a summary must not show. */
function idsOf(list: DecapField, item: unknown): string[] {
  const ids = (f: DecapField, v: unknown): string[] =>
    (Array.isArray(v) ? v : [v]).flatMap((x) => {
      if (typeof x !== 'string' || !x) return [];
      const option = f.options?.find((o) => (typeof o === 'string' ? o : o.value) === x);
      // A choice whose label is its value ("3:2") shows what it is; any other stored choice is an id.
      const named = option && typeof option !== 'string' && option.label !== x;
      return named || f.value_labels || /^(key|slug|id)$/.test(f.name) ? [x] : [];
    });
  if (list.field) return ids(list.field, item);
  const values = (item ?? {}) as Record<string, unknown>;
  return (list.fields ?? []).flatMap((f) => ids(f, values[f.name]));
}

function problems(at: string, list: DecapField, item: unknown): string[] {
  const shown = itemSummary(list, item);
  const out: string[] = [];
  if (!shown.trim()) out.push(`${at}: an item with no name`);
  if (idsOf(list, item).includes(shown)) out.push(`${at}: "${shown}" is an internal id`);
  if (/^[{[]/.test(shown)) out.push(`${at}: "${shown}" is code`);
  if (/^No [a-z_]+$/.test(shown)) out.push(`${at}: "${shown}" is Decap's English`);
  if (shown === list.label) out.push(`${at}: every item would read "${shown}", the list's name`);
  return out;
}

describe('the items of every list in the editor', () => {
  it("are named by what content says, never by an id, in the fixture clinic's files", () => {
    const found: string[] = [];
    let items = 0;
    const walk = (fields: DecapField[], data: unknown, at: string): void => {
      if (!data || typeof data !== 'object') return;
      for (const f of fields) {
        const value = (data as Record<string, unknown>)[f.name];
        if (f.widget === 'list' && Array.isArray(value))
          value.forEach((item, i) => {
            items++;
            found.push(...problems(`${at}.${f.name}[${i}]`, f, item));
            if (f.fields) walk(f.fields, item, `${at}.${f.name}[${i}]`);
          });
        else if (f.fields) walk(f.fields, value, `${at}.${f.name}`);
      }
    };
    for (const e of entries()) walk(e.fields, e.data, path.relative(CLINIC, e.file));
    expect(items).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });

  it('name a choice by its label, for every option of every list summarised by a choice', () => {
    let checked = 0;
    for (const { at, list } of lists()) {
      const by = /^\{\{fields\.(\w+)\}\}$/.exec(list.summary ?? '')?.[1];
      const field = list.field ?? list.fields?.find((f) => f.name === by);
      if (!field) continue;
      const names: [string, string][] = [
        ...(field.options ?? []).flatMap((o): [string, string][] =>
          typeof o === 'string' ? [] : [[o.value, o.label]],
        ),
        ...Object.entries(field.value_labels ?? {}),
      ];
      for (const [value, label] of names) {
        checked++;
        expect(itemSummary(list, list.field ? value : { [field.name]: value }), `${at} ${value}`).toBe(label);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('say in Portuguese that a new item is still empty, in every list', () => {
    for (const { at, list } of lists()) {
      const shown = itemSummary(list, list.field ? null : {});
      expect(shown, at).toMatch(/^Item ainda vazio/);
      expect(problems(at, list, list.field ? null : {}), at).toEqual([]);
    }
  });

  it('have a name for one item, for the button that adds one ("Adicionar foto", not "Adicionar galeria")', () => {
    const missing = lists()
      .filter(({ list }) => !list.label_singular || list.label_singular === list.label)
      .map(({ at, list }) => `${at} (${list.label})`);
    expect(missing).toEqual([]);
  });

  it("of a fixed length (the gallery's six photos) can be replaced and reordered, not added or removed", () => {
    const fixed = lists().filter(({ list }) => list.min !== undefined && list.min === list.max);
    expect(fixed.map(({ at }) => at)).toContain('home/gallery.gallery');
    for (const { at, list } of fixed)
      expect({ at, add: list.allow_add, remove: list.allow_remove }).toEqual({ at, add: false, remove: false });
    for (const { at, list } of lists().filter(({ list }) => list.min !== list.max))
      expect({ at, add: list.allow_add }).toEqual({ at, add: undefined });
  });

  it('read the items of a file whose root is a list (its collection has the list format)', () => {
    for (const c of collections)
      for (const f of c.files ?? [])
        if (f.fields.length === 1 && f.fields[0]!.name === LIST_FIELD && f.fields[0]!.widget === 'list')
          expect(c.format, `${c.name}/${f.name}`).toBe(LIST_FORMAT);
  });
});
