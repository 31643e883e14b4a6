/**
 * The clinic's texts per language (part of stage 2): content/home/index.<lang>.yaml and
 * content/site/index.<lang>.yaml. Each file is checked against its schema; every language has
 * exactly the texts Portuguese has (a missing one is named at its place, a misspelt block
 * name gets a suggestion), and every item content/home.yaml shows has its text.
 */
import type { z } from 'zod';
import { DEFAULT_LANG, LANGS, type Lang } from '../../model/languages';
import { fromKeys } from '../../model/records';
import type { Pages } from '../content-types';
import type { ContentIssue } from '../errors';
import { didYouMean } from '../error-catalog';
import { checkSchema } from '../load/check-schema';
import { checkedFile, type Verdicts } from './verdicts';
import { makeIssue } from '../error-catalog';
import type { RawSite, SourceFile } from '../load/load';
import type { DataPath, ParsedYaml } from '../load/read-yaml';
import type { HomeContent } from '../schemas/home';
import { homeTextsSchema, type HomeTexts } from '../schemas/home-texts';
import { siteTextsSchema, type SiteTexts } from '../schemas/site-texts';

type Tree = Record<string, unknown>;
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Texts of `other` compared with the reference, block by block: what is missing (reported once,
 * at the highest missing block) and what the reference does not have. Returns the issues and
 * the data to check against the schema: missing texts taken from the reference and extra ones
 * dropped, so each mistake is reported once, by this comparison.
 */
export function compareTexts(
  ref: SourceFile & { parsed: ParsedYaml },
  other: SourceFile & { parsed: ParsedYaml },
): { issues: ContentIssue[]; data: unknown } {
  const issues: ContentIssue[] = [];
  const reference = ref.file;
  const walk = (a: unknown, b: unknown, path: string[]): unknown => {
    if (!isTree(a) || !isTree(b)) return b;
    const out: Tree = {};
    const missing = Object.keys(a).filter((k) => !(k in b));
    const renamed = new Set<string>();
    for (const key of Object.keys(b)) {
      if (key in a) {
        out[key] = walk(a[key], b[key], [...path, key]);
        continue;
      }
      const suggestion = didYouMean(key, missing);
      if (suggestion) renamed.add(suggestion);
      const at = [...path, key].join('.');
      issues.push(
        makeIssue(
          'TEXT_EXTRA',
          { path: at, reference, suggestion },
          other.file,
          other.parsed.locateKey([...path, key]),
          other.parsed.source,
        ),
      );
    }
    for (const key of missing) {
      out[key] = a[key];
      // A misspelt name is one mistake: said by TEXT_EXTRA with the right spelling.
      if (renamed.has(key)) continue;
      const line = ref.parsed.locate([...path, key]).line;
      const pos = path.length ? other.parsed.locateKey(path) : { line: 1, col: 1 };
      issues.push(
        makeIssue(
          'TEXT_MISSING',
          { path: [...path, key].join('.'), reference, line },
          other.file,
          pos,
          other.parsed.source,
        ),
      );
    }
    return out;
  };
  const data = walk(ref.parsed.data, other.parsed.data, []);
  return { issues, data };
}

/** One kind of text file in every language, checked; undefined if any language has a mistake. */
function validateKind<T>(
  schema: z.ZodType<T>,
  name: string,
  files: Partial<Record<Lang, SourceFile>>,
  issues: ContentIssue[],
  verdicts: Verdicts | undefined,
): Record<Lang, T> | undefined {
  const out: Partial<Record<Lang, T>> = {};
  const ref = files[DEFAULT_LANG];
  const refParsed = ref?.parsed;
  const refChecked =
    ref && refParsed ? checkedFile(verdicts, name, ref, () => checkSchema(schema, refParsed, ref.file)) : undefined;
  if (refChecked) issues.push(...refChecked.issues);
  if (refChecked?.data) out[DEFAULT_LANG] = refChecked.data;
  let complete = Boolean(refChecked?.data);
  for (const lang of LANGS) {
    if (lang === DEFAULT_LANG) continue;
    const src = files[lang];
    if (!src?.parsed) {
      complete = false;
      continue;
    }
    const own = src.parsed;
    // With a valid reference, a missing text is named as such rather than as a missing field:
    // the verdict reads the reference too.
    const r = checkedFile(
      verdicts,
      name,
      src,
      () => {
        if (!refParsed || !refChecked?.data) return checkSchema(schema, own, src.file);
        const compared = compareTexts({ ...ref, parsed: refParsed }, { ...src, parsed: own });
        const checked = checkSchema(schema, { ...own, data: compared.data }, src.file);
        return {
          data: compared.issues.length ? undefined : checked.data,
          issues: [...compared.issues, ...checked.issues],
        };
      },
      refChecked?.data ? ref?.hash : '',
    );
    issues.push(...r.issues);
    if (r.data) out[lang] = r.data;
    else complete = false;
  }
  return complete ? (out as Record<Lang, T>) : undefined;
}

/** Which text block each list of content/home.yaml needs, per shown id. */
function homeLists(home: HomeContent): { list: string; ids: string[]; where: DataPath }[] {
  return [
    { list: 'differentials', ids: home.differentials, where: ['differentials', 'items'] },
    { list: 'stats', ids: home.stats.map((s) => s.label), where: ['differentials', 'stats'] },
    // A treatment with a page may have no card texts yet: its card shows the page's (withPageCards).
    {
      list: 'treatments',
      ids: home.treatments.flatMap((t) => (t.route ? [] : [t.key])),
      where: ['treatments', 'cards'],
    },
    { list: 'results', ids: home.results.map((r) => r.key), where: ['results', 'items'] },
    { list: 'gallery', ids: home.gallery.map((g) => g.key), where: ['gallery', 'captions'] },
    { list: 'testimonials', ids: home.testimonials.map((t) => t.key), where: ['testimonials', 'items'] },
    { list: 'faq', ids: home.faq, where: ['faq', 'items'] },
  ];
}

/** Every item content/home.yaml shows has its text in the reference (the comparison does the rest). */
function checkHomeItems(
  home: HomeContent,
  src: SourceFile | undefined,
  texts: HomeTexts | undefined,
  issues: ContentIssue[],
): boolean {
  if (!src?.parsed || !texts) return false;
  let ok = true;
  for (const { list, ids, where } of homeLists(home)) {
    let block: unknown = texts;
    for (const p of where) block = isTree(block) ? block[p as string] : undefined;
    for (const id of ids) {
      if (isTree(block) && block[id] !== undefined) continue;
      ok = false;
      issues.push(
        makeIssue(
          'ITEM_TEXT_MISSING',
          { list, id, where: where.join('.') },
          src.file,
          src.parsed.locateKey(where),
          src.parsed.source,
        ),
      );
    }
  }
  return ok;
}

/**
 * The home grid's cards, each language's, with a card that has no texts of its own showing its
 * page's title and summary in that language: a treatment placed in the home list reaches the
 * grid and the menu before anyone writes its card (the editor's texts form offers its fields
 * only once the list names it), in each language its page is written in.
 */
export function withPageCards(
  texts: Record<Lang, HomeTexts>,
  list: HomeContent['treatments'],
  treatments: Pages['treatments'],
): Record<Lang, HomeTexts> {
  return fromKeys(LANGS, (lang) => {
    const own = texts[lang];
    const cards = { ...own.treatments.cards };
    for (const { key, route } of list) {
      // A page not written in this language yet has no card in it (and no menu entry): a
      // visitor reading it is not shown Portuguese words, nor sent to a page in Portuguese.
      const front = route ? treatments[route]?.[lang]?.front : undefined;
      if (!cards[key] && front) cards[key] = { title: front.title, text: front.summary };
    }
    return { ...own, treatments: { ...own.treatments, cards } };
  });
}

export interface Texts {
  home: Record<Lang, HomeTexts>;
  site: Record<Lang, SiteTexts>;
}

export function validateTexts(
  raw: RawSite,
  home: HomeContent | undefined,
  issues: ContentIssue[],
  verdicts?: Verdicts,
): Texts | undefined {
  const homeTexts = validateKind(homeTextsSchema, 'home-texts', raw.homeTexts, issues, verdicts);
  const siteTexts = validateKind(siteTextsSchema, 'site-texts', raw.siteTexts, issues, verdicts);
  const items = home ? checkHomeItems(home, raw.homeTexts[DEFAULT_LANG], homeTexts?.[DEFAULT_LANG], issues) : false;
  return homeTexts && siteTexts && items ? { home: homeTexts, site: siteTexts } : undefined;
}
