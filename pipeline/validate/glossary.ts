/**
 * The glossary check (part of stage 2): every text of a language (its Markdown pages, its
 * values in content/*.yaml, its content/home/index.<lang>.yaml and content/site/index.<lang>.yaml and its
 * locale file) is searched for the terms that language's
 * glossary (content/glossary/<lang>.yaml) says to avoid. A hit stops the build at the
 * exact line and column, with the form to write instead.
 */
import { LANGS, type Lang } from '../../model/languages';
import type { ContentIssue } from '../errors';
import { didYouMean, makeIssue } from '../error-catalog';
import { checkSchema } from '../load/check-schema';
import { textsIn, type RawSite, type SourceFile } from '../load/load';
import type { MarkdownSource } from '../load/read-markdown';
import { walkStrings } from '../load/walk-data';
import { glossarySchema, type GlossaryTerm } from '../schemas/glossary';
import { checkedFile, remembered, verdictKey, type Verdicts } from './verdicts';

interface Matcher {
  file: string;
  regex: RegExp;
  /** Lower-case avoided term -> its entry. */
  byTerm: Map<string, GlossaryTerm>;
}

interface Hit {
  /** Offset in the scanned text. */
  index: number;
  found: string;
  term: GlossaryTerm;
}

const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function matcherOf(terms: readonly GlossaryTerm[], file: string): Matcher | undefined {
  const byTerm = new Map<string, GlossaryTerm>();
  for (const t of terms) for (const a of t.avoid) byTerm.set(a.toLowerCase(), t);
  if (byTerm.size === 0) return undefined;
  // Longest first, so "lentes de contacto dental" wins over a shorter term inside it.
  const alternatives = [...byTerm.keys()].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  return { file, regex: new RegExp(alternatives.map(escapeRegex).join('|'), 'g'), byTerm };
}

/**
 * Avoided terms in `text`. An avoided word that is part of the `use` form written in full is
 * fine: a glossary may say `use: "chimarrão (a hot herbal tea)"`, `avoid: ["chimarrão"]`.
 */
export function findAvoided(text: string, m: Pick<Matcher, 'regex' | 'byTerm'>): Hit[] {
  const hits: Hit[] = [];
  // Searching the lower-cased text with a case-sensitive pattern is faster than a
  // case-insensitive pattern; offsets stay the same unless
  // lower-casing changed the length (a rare letter such as İ), then the text is searched as it is.
  const lower = text.toLowerCase();
  const same = lower.length === text.length;
  const regex = same ? m.regex : new RegExp(m.regex.source, 'gi');
  const haystack = same ? lower : text;
  regex.lastIndex = 0;
  for (let r = regex.exec(haystack); r; r = regex.exec(haystack)) {
    const found = text.slice(r.index, r.index + r[0].length);
    const term = m.byTerm.get(r[0].toLowerCase());
    if (!term) continue;
    const use = term.use.toLowerCase();
    const end = r.index + found.length;
    let inUse = false;
    for (let p = Math.max(0, end - use.length); p <= r.index && !inUse; p++) inUse = lower.startsWith(use, p);
    if (!inUse) hits.push({ index: r.index, found, term });
  }
  return hits;
}

/** 1-based line and column of `offset` in `text`. */
function positionOf(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, col: (before[before.length - 1]?.length ?? 0) + 1 };
}

function issueFor(
  hit: Hit,
  m: Matcher,
  file: string,
  pos: { line: number; col: number },
  source?: string,
  lineOffset = 0,
): ContentIssue {
  // A treatment's other name is the same thing named two ways: said so, with the one name to write.
  if (hit.term.treatment)
    return makeIssue(
      'TREATMENT_NAMED_TWO_WAYS',
      { found: hit.found, use: hit.term.use, treatment: hit.term.treatment, glossary: m.file },
      file,
      pos,
      source,
      lineOffset,
    );
  return makeIssue(
    'GLOSSARY_AVOID',
    { found: hit.found, use: hit.term.use, note: hit.term.note, glossary: m.file },
    file,
    pos,
    source,
    lineOffset,
  );
}

/**
 * A treatment's name in the glossary is the one its page uses: the page of that treatment in
 * the glossary's language must say it (its title, fields or text), so a renamed treatment is
 * renamed in the glossary too, and the avoided forms keep every other page on the same name.
 */
function checkTreatmentNames(
  raw: RawSite,
  lang: Lang,
  terms: readonly GlossaryTerm[],
  glossary: SourceFile,
  issues: ContentIssue[],
): void {
  const pages = new Map(raw.docs.filter((d) => d.kind === 'treatments' && d.lang === lang).map((d) => [d.slug, d.doc]));
  const known = [...new Set(raw.docs.filter((d) => d.kind === 'treatments').map((d) => d.slug))];
  terms.forEach((t, i) => {
    if (!t.treatment) return;
    if (!known.includes(t.treatment)) {
      if (known.length)
        issues.push(
          makeIssue(
            'UNKNOWN_KEY',
            {
              kind: 'treatment page in content/treatments/',
              value: t.treatment,
              allowed: known,
              suggestion: didYouMean(t.treatment, known),
            },
            glossary.file,
            glossary.parsed?.locate(['terms', i, 'treatment']),
            glossary.parsed?.source,
          ),
        );
      return;
    }
    const doc = pages.get(t.treatment);
    if (!doc) return;
    const use = t.use.toLowerCase();
    if ((doc.front?.source ?? '').toLowerCase().includes(use) || doc.body.toLowerCase().includes(use)) return;
    issues.push(
      makeIssue(
        'TREATMENT_NAME_MISSING',
        { use: t.use, glossary: glossary.file },
        doc.file,
        doc.front?.locate(['title']),
        doc.front?.source,
        1,
      ),
    );
  });
}

const blank = (m: string): string => m.replace(/[^\n]/g, ' ');

/** Link addresses are not text: `[carillas](/facetas/)` names the Portuguese route on purpose. */
const maskLinks = (body: string): string =>
  body.replace(/\]\([^)\s]*(\s+"[^"]*")?\)/g, (m) => `](${blank(m.slice(2, -1))})`);

/** Front matter fields that hold addresses, names of files or keys rather than text. */
const NOT_TEXT = /^[ \t]*(- )?(author|category|cover|related|date|updated|draft|treated_by|src|ratio|focus|kind):.*$/gm;
const maskFront = (source: string): string =>
  source.replace(NOT_TEXT, (m) => m.replace(/:.*$/, (v) => `:${blank(v.slice(1))}`));

function checkMarkdown(doc: MarkdownSource, m: Matcher): ContentIssue[] {
  const issues: ContentIssue[] = [];
  if (doc.front) {
    // The front matter starts on the file's second line, after "---".
    // Most pages have no hit at all: the masked copy is made only for those that do.
    const front = doc.front.source;
    for (const h of findAvoided(front, m).length ? findAvoided(maskFront(front), m) : []) {
      const p = positionOf(doc.front.source, h.index);
      issues.push(issueFor(h, m, doc.file, { line: p.line + 1, col: p.col }, doc.front.source, 1));
    }
  }
  const offset = doc.bodyLine - 1;
  for (const h of findAvoided(doc.body, m).length ? findAvoided(maskLinks(doc.body), m) : []) {
    const p = positionOf(doc.body, h.index);
    issues.push(issueFor(h, m, doc.file, { line: p.line + offset, col: p.col }, doc.body, offset));
  }
  return issues;
}

/**
 * String values of a YAML or JSON file that are in `lang`: every value of a locale file, and
 * in content/*.yaml the values under a key named after the language (`en: ...`).
 */
function checkData(src: SourceFile, lang: Lang, m: Matcher, all: boolean): ContentIssue[] {
  const parsed = src.parsed;
  if (!parsed) return [];
  const issues: ContentIssue[] = [];
  const source = parsed.source;
  walkStrings(
    parsed.data,
    (value, path) => {
      for (const h of findAvoided(value, m)) {
        // The value's own position, then the term itself within the file's text.
        const at = parsed.locate(path);
        const lines = source.split('\n');
        const start = lines.slice(0, at.line - 1).reduce((n, l) => n + l.length + 1, 0) + at.col - 1;
        const found = source.toLowerCase().indexOf(h.found.toLowerCase(), start);
        const pos = found >= 0 ? positionOf(source, found) : at;
        issues.push(issueFor(h, m, src.file, pos, source));
      }
    },
    { under: all ? undefined : lang },
  );
  return issues;
}

/** Validates each glossary file and checks the texts of its language against it. */
export function checkGlossaries(raw: RawSite, issues: ContentIssue[], verdicts?: Verdicts): void {
  for (const lang of LANGS) {
    const src = raw.glossaries[lang];
    if (!src?.parsed) continue;
    const parsed = src.parsed;
    const r = checkedFile(verdicts, 'glossary', src, () => checkSchema(glossarySchema, parsed, src.file));
    issues.push(...r.issues);
    if (!r.data) continue;
    checkTreatmentNames(raw, lang, r.data.terms, src, issues);
    const m = matcherOf(r.data.terms, src.file);
    if (!m) continue;
    // A text found clean stays clean while neither it nor the glossary changed; any other verdict is found again.
    const scanned = (key: string | undefined, scan: () => ContentIssue[]): ContentIssue[] => {
      let found: ContentIssue[] | undefined;
      remembered(
        verdicts,
        key,
        () => (found = scan()).length === 0,
        (clean) => clean,
      );
      return found ?? [];
    };
    for (const d of raw.docs)
      if (d.lang === lang)
        issues.push(
          ...scanned(verdictKey('glossary-page', lang, src.hash, d.doc.file, d.hash), () => checkMarkdown(d.doc, m)),
        );
    for (const { src: data, under } of textsIn(raw, lang))
      issues.push(
        ...scanned(verdictKey('glossary-data', lang, !under, src.hash, data.file, data.hash), () =>
          checkData(data, lang, m, !under),
        ),
      );
  }
}
