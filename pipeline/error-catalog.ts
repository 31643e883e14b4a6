/**
 * Every mistake an editor can make, in one place.
 * Style: say what happened and why in plain words, then what to do. No jokes, no "Error:"
 * prefix, no jargon an editor would not know; name the field, key or file exactly.
 */
export interface CatalogEntry<A> {
  title: string;
  message: (args: A) => string;
  hint: (args: A) => string;
}

function entry<A>(e: CatalogEntry<A>): CatalogEntry<A> {
  return e;
}

const suggestion = (s?: string): string => (s ? ` Did you mean "${s}"?` : '');

export const CATALOG = {
  YAML_SYNTAX: entry<{ detail: string }>({
    title: 'The file cannot be read (YAML syntax)',
    message: ({ detail }) => `The text is not valid YAML: ${detail}`,
    hint: () =>
      'Check indentation (spaces, not tabs, aligned with the line above), a missing ":" after a field name, or a value with ":" or "#" that needs quotes.',
  }),
  JSON_SYNTAX: entry<{ detail: string }>({
    title: 'The translation file cannot be read (JSON syntax)',
    message: ({ detail }) => `The text is not valid JSON: ${detail}`,
    hint: () => 'Each line is "key": "text", separated by commas, with no comma after the last one. Quotes inside a text need a backslash: \\".',
  }),
  FIELD_MISSING: entry<{ field: string }>({
    title: 'A required field is missing',
    message: ({ field }) => `The field "${field}" is required here but was not found.`,
    hint: ({ field }) => `Add a line "${field}: ..." at this place, like the other entries of this file.`,
  }),
  FIELD_INVALID: entry<{ field: string; detail: string }>({
    title: 'A field has a value of the wrong kind',
    message: ({ field, detail }) => `The field "${field}" is not valid: ${detail}.`,
    hint: () => 'Compare with another entry of the same file and use the same kind of value (text, number, list or date).',
  }),
  VALUE_NOT_ALLOWED: entry<{ field: string; value: string; allowed: string[]; suggestion?: string }>({
    title: 'A value is not one of the allowed ones',
    message: ({ field, value, allowed }) => `"${value}" is not allowed for "${field}". Allowed: ${allowed.join(', ')}.`,
    hint: ({ suggestion: s }) => `Use one of the allowed values exactly as written.${suggestion(s)}`,
  }),
  UNKNOWN_FIELD: entry<{ field: string; allowed: string[]; suggestion?: string }>({
    title: 'Unknown field',
    message: ({ field, allowed }) => `"${field}" is not a field this file understands. Known fields: ${allowed.join(', ')}.`,
    hint: ({ suggestion: s }) => `Fix the spelling or remove the line.${suggestion(s)}`,
  }),
  UNKNOWN_KEY: entry<{ kind: string; value: string; allowed: string[]; suggestion?: string }>({
    title: 'Reference to something that does not exist',
    message: ({ kind, value, allowed }) => `There is no ${kind} called "${value}". Known: ${allowed.join(', ')}.`,
    hint: ({ suggestion: s }) => `Use one of the known names exactly as written.${suggestion(s)}`,
  }),
  IMAGE_MISSING: entry<{ image: string }>({
    title: 'Image not found',
    message: ({ image }) => `The image "${image}" does not exist under content/.`,
    hint: () => 'Check the spelling and the folder, or add the image file under content/images/.',
  }),
  LOCALE_KEY_MISSING: entry<{ key: string; reference: string }>({
    title: 'A translation is missing',
    message: ({ key, reference }) => `The key "${key}" exists in ${reference} but not in this file.`,
    hint: ({ key }) => `Add "${key}": "..." with the text in this file's language.`,
  }),
  LOCALE_KEY_EXTRA: entry<{ key: string; reference: string }>({
    title: 'A translation has no counterpart',
    message: ({ key, reference }) => `The key "${key}" is in this file but not in ${reference}, the reference language.`,
    hint: ({ reference }) => `Fix its spelling, or add it to ${reference} too.`,
  }),
  LOCALE_FILE_MISSING: entry<{ lang: string }>({
    title: 'A language file is missing',
    message: ({ lang }) => `There is no translation file for "${lang}".`,
    hint: ({ lang }) => `Copy locales/pt.json to locales/${lang}.json and translate its texts.`,
  }),
  PLACEHOLDER_MISMATCH: entry<{ key: string; name: string }>({
    title: 'A placeholder is missing in a translation',
    message: ({ key, name }) => `The text of "${key}" must contain {{${name}}}, as the Portuguese text does.`,
    hint: ({ name }) => `Keep {{${name}}} exactly as written; it is replaced when the page is built.`,
  }),
  DUPLICATE_URL: entry<{ url: string; other: string }>({
    title: 'Two pages would have the same address',
    message: ({ url, other }) => `Both this file and ${other} produce ${url}.`,
    hint: () => 'Rename one of the two (its folder or file name decides its address).',
  }),
  LANDING_TEXT_MISSING: entry<{ service: string; place: string }>({
    title: 'A local page has no text of its own',
    message: ({ service, place }) => `The page for "${service}" in ${place} has no entry in this file, so it would only repeat shared text.`,
    hint: ({ service }) => `Add an entry "${service}:" with intro, heading, local (two paragraphs or more) and faq (two questions or more), like the other entries of this file.`,
  }),
  LANDING_FILE_UNUSED: entry<{ slug: string; allowed: string[]; suggestion?: string }>({
    title: 'A local page file names no neighbourhood',
    message: ({ slug, allowed }) => `"${slug}" is not a neighbourhood of content/landing/neighbourhoods.yaml (${allowed.join(', ')}).`,
    hint: ({ suggestion: s }) => `Name the file after a neighbourhood's slug, or add the neighbourhood to neighbourhoods.yaml.${suggestion(s)}`,
  }),
  LANDING_TOO_LONG: entry<{ field: string; text: string; length: number; limit: number }>({
    title: 'A local page title or description is too long',
    message: ({ field, text, length, limit }) => `The ${field} "${text}" has ${length} characters once the neighbourhood is filled in; the limit is ${limit}.`,
    hint: ({ field }) => `Shorten the ${field} so it fits with the longest neighbourhood name.`,
  }),
} as const;

export type IssueCode = keyof typeof CATALOG;
export type CatalogArgs<C extends IssueCode> = Parameters<(typeof CATALOG)[C]['message']>[0];

/** Closest candidate within a small edit distance, for "did you mean". */
export function didYouMean(value: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = editDistance(value.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) {
      bestDistance = d;
      best = c;
    }
  }
  const limit = Math.max(2, Math.floor(value.length / 3));
  return bestDistance <= limit ? best : undefined;
}

export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur[j] = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
    }
    prev = cur;
  }
  return prev[b.length] ?? 0;
}
