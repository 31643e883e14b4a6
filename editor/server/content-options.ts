/**
 * The names the editor offers in selects (authors, categories, services, ...), read from
 * content when the configuration is made. Read leniently: a file with a mistake gives the
 * names it still has, and the build reports the mistake.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { ContentOptions, Option } from './zod-fields';
import { PAGE_TYPES } from '../../pipeline/content-types';
import { authorFits } from '../../pipeline/schemas/blog';
import { DEFAULT_LANG } from '../../model/languages';
import { recordOf } from './json-shapes';

const read = (file: string): unknown => {
  try {
    return parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};
const list = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => Boolean(x) && typeof x === 'object') : [];
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const options = (
  items: Record<string, unknown>[],
  value: string,
  label: (x: Record<string, unknown>) => unknown,
): Option[] =>
  items.flatMap((x) => {
    const v = text(x[value]);
    return v ? [{ value: v, label: text(label(x)) ?? v }] : [];
  });

/** The pages of a kind: folder names, labelled with their Portuguese title. */
function pages(dir: string): Option[] {
  let names: string[];
  try {
    names = readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !d.name.startsWith('.'))
      .map((d) => d.name)
      .sort();
  } catch {
    return [];
  }
  return names.map((value) => {
    let label = value;
    try {
      const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(path.join(dir, value, 'index.pt.md'), 'utf8'))?.[1];
      label = text(recordOf(parse(front ?? ''))?.title) ?? value;
    } catch {
      /* the folder's name will do */
    }
    return { value, label };
  });
}

/**
 * The ids at "<file> <list>[].<field>" (a `.meta({ keysFrom })` of a schema), e.g.
 * "content/home.yaml treatments[].key": the keys of the home page's treatment cards.
 */
function keysFrom(contentDir: string, spec: string): string[] {
  const m = /^content\/(\S+) (\w+)\[\]\.(\w+)$/.exec(spec);
  if (!m) return [];
  const [, file = '', key = '', field = ''] = m;
  return list(recordOf(read(path.join(contentDir, file)))?.[key]).flatMap((x) => {
    const id = x[field];
    return typeof id === 'string' ? [id] : [];
  });
}

const record = (v: unknown): Record<string, unknown> => recordOf(v) ?? {};

/**
 * A treatment card with a page and no card text of its own shows its page's title and summary
 * (validate/texts.ts withPageCards): the editor names it by that title too, not by its id.
 */
function pageTitles(contentDir: string, treatments: readonly Option[]): Record<string, string> {
  const titles = new Map(treatments.map((o) => [o.value, o.label]));
  return Object.fromEntries(
    list(record(read(path.join(contentDir, 'home.yaml'))).treatments).flatMap((t) => {
      const title = typeof t.route === 'string' ? titles.get(t.route) : undefined;
      return typeof t.key === 'string' && title && title !== t.route ? [[t.key, title]] : [];
    }),
  );
}

/**
 * What people call the ids the schemas enumerate, from the Portuguese texts: a FAQ id by its
 * question, a testimonial by the patient, a photo by its caption, a specialty by its name.
 */
function keyNames(
  contentDir: string,
  team: Record<string, unknown>,
  treatments: readonly Option[],
): (values: readonly string[]) => Record<string, string> | undefined {
  const home = record(read(path.join(contentDir, 'home/index.pt.yaml')));
  const pick = (items: unknown, field?: string): Record<string, string> =>
    Object.fromEntries(
      Object.entries(record(items)).flatMap(([k, v]) => {
        const t = text(field ? record(v)[field] : v);
        return t ? [[k, t]] : [];
      }),
    );
  const sources = [
    pick(record(home.faq).items, 'question'),
    pick(record(home.testimonials).items, 'name'),
    pick(record(home.gallery).captions),
    pick(record(home.results).items, 'title'),
    pick(record(home.differentials).items, 'title'),
    pick(record(home.differentials).stats),
    { ...pageTitles(contentDir, treatments), ...pick(record(home.treatments).cards, 'title') },
    pick(team.specialty_names, DEFAULT_LANG),
  ];
  return (values) => sources.find((names) => values.length > 0 && values.every((v) => v in names));
}

export function readContentOptions(contentDir: string): ContentOptions {
  const team = read(path.join(contentDir, 'team.yaml')) as
    | { owners?: unknown; members?: unknown; specialty_names?: unknown }
    | undefined;
  const specialty = (key: unknown): string | undefined => text(record(record(team?.specialty_names)[String(key)]).pt);
  // An author is recognised by name and field ("Dr. Gustavo Lima — Implantodontia").
  const withField = (x: Record<string, unknown>): string | undefined => {
    const fields = (Array.isArray(x.specialties) ? x.specialties : [x.specialty]).map(specialty).filter(Boolean);
    return fields.length ? `${String(x.name)} — ${fields.join(', ')}` : text(x.name);
  };
  const owners = options(list(team?.owners), 'profile', (x) => x.name);
  const treatments = pages(path.join(contentDir, PAGE_TYPES.treatments.folder));
  const categories = list(read(path.join(contentDir, 'blog/categories.yaml')));
  const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s) => typeof s === 'string') : []);
  // The categories each author may sign, as the build decides it (AUTHOR_FIELD): the editor offers no other.
  const signs = (x: Record<string, unknown>): string[] => {
    const author = { specialties: Array.isArray(x.specialties) ? strings(x.specialties) : strings([x.specialty]) };
    return categories.flatMap((c) =>
      typeof c.slug === 'string' && authorFits(author, { specialties: strings(c.specialties) }) ? [c.slug] : [],
    );
  };
  const authors = (people: unknown, value: string): Option[] => {
    const items = list(people);
    return options(items, value, withField).map((o) => ({
      ...o,
      categories: signs(items.find((x) => x[value] === o.value) ?? {}),
    }));
  };
  return {
    authors: [...authors(team?.owners, 'profile'), ...authors(team?.members, 'slug')],
    keyLabels: keyNames(contentDir, record(team), treatments),
    owners,
    categories: options(categories, 'slug', (x) => recordOf(x.name)?.pt),
    services: options(list(read(path.join(contentDir, 'landing/services.yaml'))), 'slug', (x) => x.heading),
    neighbourhoods: options(list(read(path.join(contentDir, 'landing/neighbourhoods.yaml'))), 'slug', (x) => x.name),
    treatments,
    recommendations: pages(path.join(contentDir, PAGE_TYPES.recommendations.folder)),
    keysFrom: (spec) => keysFrom(contentDir, spec),
  };
}
