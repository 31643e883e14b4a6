/**
 * Advertising cross-checks (part of stage 2), each reported at its file and line, in every text
 * but those their schema says are read otherwise (rules/advertising-roles.ts):
 * payment terms outside the FAQ answer about payment, superlatives and guarantees, a specialist
 * no member of the team is, a technician titled "Dr.", a home-page figure without a source, a
 * registration that differs between the team list and a page.
 */
import type { z } from 'zod';
import { fieldOf } from '../../model/records';
import { LANGS, isLang, type Lang } from '../../model/languages';
import type { ContentIssue } from '../errors';
import { makeIssue } from '../error-catalog';
import { textsIn, type RawSite, type SourceFile, type TextsFile } from '../load/load';
import { walkStrings } from '../load/walk-data';
import type { SiteFacts } from '../schemas/site';
import type { HomeContent } from '../schemas/home';
import type { TeamContent } from '../schemas/team';
import { findAdvertisingClaim, findPaymentTerm, findSpecialtyClaims, titledDoctor } from './advertising-rules';
import { paragraphs, readerText, type ReaderText } from '../rules/reader-text';
import { advertisingRoleAt, rulesFor } from '../rules/advertising-roles';
import { FILE_TYPES, PAGE_TYPES, type PageKind } from '../content-types';
import { remembered, verdictKey, type Verdicts } from './verdicts';

/** Whether a kind of Markdown page advertises the clinic: every kind but a legal text (its schema says so). */
const advertises = (kind: PageKind): boolean => advertisingRoleAt(PAGE_TYPES[kind].schema, []) !== 'legal';

/**
 * An advertising mistake found in a text; a specialist named is a mistake only while no member
 * holds `held`. Its message is made only when reported: placing it may parse the file again
 * for positions, and most specialists named are held.
 */
export interface AdvertisingFinding {
  issue: () => ContentIssue;
  held?: string;
}

/** Where a word found in a text is: its file, line and column, and the text to quote around it. */
type Place = (found: string) => {
  file: string;
  pos: { line: number; col: number };
  source?: string;
  lineOffset?: number;
};

/** Superlatives, guarantees and specialists named in one text (its reader view, shared by the rules). */
function claimsIn(lang: Lang, text: ReaderText, where: string, place: Place): AdvertisingFinding[] {
  const out: AdvertisingFinding[] = [];
  const claim = findAdvertisingClaim(lang, text);
  if (claim) {
    out.push({
      issue: () => {
        const p = place(claim.found);
        return makeIssue(
          'ADVERTISING_CLAIM',
          { found: claim.found, kind: claim.kind, where },
          p.file,
          p.pos,
          p.source,
          p.lineOffset,
        );
      },
    });
  }
  for (const { found, claim: c } of findSpecialtyClaims(lang, text)) {
    out.push({
      issue: () => {
        const p = place(found);
        return makeIssue(
          'SPECIALTY_NOT_HELD',
          { found, specialty: c.name, held: c.held, where },
          p.file,
          p.pos,
          p.source,
          p.lineOffset,
        );
      },
      held: c.held,
    });
  }
  return out;
}

/** 1-based line and column of `offset` in `text`. */
function positionOf(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, col: (before[before.length - 1]?.length ?? 0) + 1 };
}

/** The place of `found` in a YAML file: searched from the start of the value that holds it. */
function placeInData(src: SourceFile, path: readonly (string | number)[]): Place {
  return (found) => {
    const parsed = src.parsed!;
    const at = parsed.locate(path);
    const lines = parsed.source.split('\n');
    const start = lines.slice(0, at.line - 1).reduce((n, l) => n + l.length + 1, 0) + at.col - 1;
    const index = parsed.source.indexOf(found, start);
    return { file: src.file, pos: index >= 0 ? positionOf(parsed.source, index) : at, source: parsed.source };
  };
}

/** What scanning one data file in one language finds, with the message of each finding. */
function findingsInData(
  lang: Lang,
  { kind, src, under }: TextsFile,
  parsed: NonNullable<SourceFile['parsed']>,
): AdvertisingFinding[] {
  // What its schema says a field is, where it is no ordinary text (rules/advertising-roles.ts); the interface words have no schema.
  const schema = kind === 'locales' ? undefined : FILE_TYPES[kind].schema;
  const out: AdvertisingFinding[] = [];
  walkStrings(
    parsed.data,
    (text, path) => {
      const where = `"${path.join('.')}"`;
      const read = readerText(text);
      const rules = rulesFor(schema && advertisingRoleAt(schema, path));
      const found = rules.payment ? findPaymentTerm(lang, read) : undefined;
      if (found)
        out.push({
          issue: () => makeIssue('PAYMENT_TERMS', { found, where }, src.file, parsed.locate(path), parsed.source),
        });
      if (rules.claims) out.push(...claimsIn(lang, read, where, placeInData(src, path)));
    },
    { under },
  );
  return out;
}

/**
 * A file's findings as kept between builds: for each, the specialty that makes it no mistake
 * while a member holds it (null: a mistake whoever is on the team).
 */
type HeldList = (string | null)[];
const heldList = (found: readonly AdvertisingFinding[]): HeldList => found.map((f) => f.held ?? null);

function checkTexts(
  raw: RawSite,
  held: Set<string> | undefined,
  issues: ContentIssue[],
  cache: WeakMap<object, AdvertisingFinding[]>,
  verdicts: Verdicts | undefined,
): void {
  const keep = (f: { held?: string }): boolean => !f.held || (held !== undefined && !held.has(f.held));
  for (const lang of LANGS) {
    for (const file of textsIn(raw, lang)) {
      const { src, under } = file;
      const parsed = src.parsed;
      if (!parsed) continue;
      const scan = () => findingsInData(lang, file, parsed);
      // What the file holds is kept by its text and what decides which rules apply to it; who is on the team is not in the key.
      const key = verdictKey('claims-data', lang, under ?? '', file.kind, src.file, src.hash);
      // Scanned once: for the verdict, and to report when one finding is a mistake.
      let scanned: AdvertisingFinding[] | undefined;
      const list = remembered(verdicts, key, () => heldList((scanned = scan())));
      if (list.some((h) => keep({ held: h ?? undefined })))
        for (const f of scanned ?? scan()) if (keep(f)) issues.push(f.issue());
    }
  }
  for (const { kind, lang, doc, hash } of raw.docs) {
    if (!advertises(kind) || !isLang(lang)) continue;
    // An unchanged file is the same parsed object build after build (watch mode): scanned once.
    let found = cache.get(doc);
    if (!found) {
      // A new process: the verdict kept for the file's text, scanned again only to report.
      let scanned: AdvertisingFinding[] | undefined;
      const list = remembered(verdicts, verdictKey('claims-page', lang, doc.file, hash), () =>
        heldList((scanned = findingsInPage(lang, kind, doc))),
      );
      if (!scanned && !list.some((h) => keep({ held: h ?? undefined }))) continue;
      cache.set(doc, (found = scanned ?? findingsInPage(lang, kind, doc)));
    }
    for (const f of found) if (keep(f)) issues.push(f.issue());
  }
}

/** Payment terms, superlatives, guarantees and specialists in a Markdown page's fields and text, each at its line. */
function findingsInPage(lang: Lang, kind: PageKind, doc: RawSite['docs'][number]['doc']): AdvertisingFinding[] {
  const out: AdvertisingFinding[] = [];
  const front = doc.front;
  const schema: z.ZodType = PAGE_TYPES[kind].schema;
  if (front)
    walkStrings(front.data, (value, path) => {
      const where = `the field "${path.join('.')}"`;
      const read = readerText(value);
      const rules = rulesFor(advertisingRoleAt(schema, path));
      const found = rules.payment ? findPaymentTerm(lang, read) : undefined;
      if (found)
        out.push({
          issue: () => makeIssue('PAYMENT_TERMS', { found, where }, doc.file, front.locate(path), front.source, 1),
        });
      const place: Place = (word) => {
        const at = front.locate(path);
        const lines = front.source.split('\n');
        const start = lines.slice(0, at.line - 2).reduce((n, l) => n + l.length + 1, 0);
        const index = front.source.indexOf(word, start);
        const p = index >= 0 ? positionOf(front.source, index) : { line: at.line - 1, col: at.col };
        return { file: doc.file, pos: { line: p.line + 1, col: p.col }, source: front.source, lineOffset: 1 };
      };
      if (rules.claims) out.push(...claimsIn(lang, read, where, place));
    });
  const offset = doc.bodyLine - 1;
  // Paragraph by paragraph: a line break inside one is a space to a reader, and no rule stops there.
  for (const { text, start } of paragraphs(doc.body)) {
    const at = (index: number) => {
      const p = positionOf(doc.body, start + Math.max(index, 0));
      return { line: offset + p.line, col: p.col };
    };
    const read = readerText(text);
    const found = findPaymentTerm(lang, read);
    if (found) {
      const pos = at(text.indexOf(found));
      out.push({
        issue: () => makeIssue('PAYMENT_TERMS', { found, where: 'the page text' }, doc.file, pos, undefined),
      });
    }
    const place: Place = (word) => ({
      file: doc.file,
      pos: at(text.indexOf(word)),
      source: doc.body,
      lineOffset: offset,
    });
    out.push(...claimsIn(lang, read, 'the page text', place));
  }
  return out;
}

function checkTeam(raw: RawSite, team: TeamContent, issues: ContentIssue[]): void {
  const src = raw.team.parsed;
  team.members.forEach((m, i) => {
    if (m.role === 'tsb' && titledDoctor(m.name)) {
      issues.push(
        makeIssue(
          'TECHNICIAN_TITLED_DOCTOR',
          { name: m.name },
          raw.team.file,
          src?.locate(['members', i, 'name']),
          src?.source,
        ),
      );
    }
  });
  // An owner's page lists the same registration as the team list (every language).
  for (const { kind, slug, doc } of raw.docs) {
    if (kind !== 'owners') continue;
    const owner = team.owners.find((o) => o.profile === slug);
    const regs = fieldOf(doc.front?.data, 'registrations');
    if (!owner || !Array.isArray(regs) || regs.includes(owner.cro)) continue;
    issues.push(
      makeIssue(
        'REGISTRATION_MISMATCH',
        { name: owner.name, cro: owner.cro, where: 'the "registrations" of this page' },
        doc.file,
        doc.front?.locate(['registrations']),
        doc.front?.source,
        1,
      ),
    );
  }
}

function checkTechnicalDirector(raw: RawSite, facts: SiteFacts, team: TeamContent, issues: ContentIssue[]): void {
  const person = [...team.owners, ...team.members].find((p) => p.name === facts.legal.technical_director);
  if (person && !facts.legal.registrations.includes(person.cro)) {
    const src = raw.site.parsed;
    issues.push(
      makeIssue(
        'REGISTRATION_MISMATCH',
        { name: person.name, cro: person.cro, where: '"legal.registrations" of content/site.yaml' },
        raw.site.file,
        src?.locate(['legal', 'registrations']),
        src?.source,
      ),
    );
  }
}

function checkStatistics(raw: RawSite, facts: SiteFacts, home: HomeContent, issues: ContentIssue[]): void {
  const src = raw.home.parsed;
  home.stats.forEach((s, i) => {
    if (!facts.statistics[s.label])
      issues.push(
        makeIssue(
          'STAT_SOURCE_MISSING',
          { label: s.label },
          raw.home.file,
          src?.locate(['stats', i, 'label']),
          src?.source,
        ),
      );
  });
}

/** The specialties the team holds: the owners' and the dentists' (a technician holds none). */
function heldSpecialties(team: TeamContent): Set<string> {
  return new Set<string>([
    ...team.owners.flatMap((o) => o.specialties),
    ...team.members.filter((m) => m.role !== 'tsb').map((m) => m.specialty),
  ]);
}

export function checkClaims(
  raw: RawSite,
  facts: SiteFacts | undefined,
  home: HomeContent | undefined,
  team: TeamContent | undefined,
  issues: ContentIssue[],
  cache: WeakMap<object, AdvertisingFinding[]>,
  verdicts?: Verdicts,
): void {
  // Without a valid team, a specialist named cannot be judged: only the other rules run.
  checkTexts(raw, team ? heldSpecialties(team) : undefined, issues, cache, verdicts);
  if (team) checkTeam(raw, team, issues);
  if (facts && team) checkTechnicalDirector(raw, facts, team, issues);
  if (facts && home) checkStatistics(raw, facts, home, issues);
}
