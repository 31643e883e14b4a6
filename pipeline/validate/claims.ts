/**
 * Advertising cross-checks (part of stage 2), each reported at its file and line:
 * payment terms outside the FAQ answer about payment, a technician titled "Dr.", a home-page
 * figure without a source, a registration that differs between the team list and a page.
 */
import { DEFAULT_LANG, LANGS, isLang, type Lang } from '../../model/languages';
import type { ContentIssue } from '../errors';
import { makeIssue } from '../error-catalog';
import type { RawSite, SourceFile } from '../source/load';
import type { SiteFacts } from '../schemas/site';
import type { HomeContent } from '../schemas/home';
import type { TeamContent } from '../schemas/team';
import { DOCTOR_TITLE, PAYMENT_ANSWER_PATH, findPaymentTerm } from './advertising-rules';

/** Markdown kinds that advertise the clinic (the privacy policy is a legal text, not advertising). */
const ADVERTISING_KINDS: ReadonlySet<string> = new Set(['treatments', 'recommendations', 'owners', 'posts']);

/** Every text of a parsed file with its path; with `lang`, only the values under a key of that language. */
function eachText(data: unknown, visit: (path: (string | number)[], text: string) => void, lang?: Lang): void {
  const walk = (value: unknown, path: (string | number)[], inLang: boolean): void => {
    if (typeof value === 'string') {
      if (inLang) visit(path, value);
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i], inLang));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, [...path, k], inLang || k === lang);
  };
  walk(data, [], lang === undefined);
}

function checkPaymentTerms(raw: RawSite, issues: ContentIssue[], cache: WeakMap<object, ContentIssue[]>): void {
  const answer = PAYMENT_ANSWER_PATH.join('.');
  for (const lang of LANGS) {
    // The interface words, the clinic's texts in this language, and its words in team.yaml.
    const files: [SourceFile | undefined, Lang | undefined][] = [
      [raw.locales[lang], undefined],
      [raw.texts.home[lang], undefined],
      [raw.texts.site[lang], undefined],
      [raw.team, lang],
      ...(lang === DEFAULT_LANG ? [[raw.landing.index, undefined] as [SourceFile, undefined]] : []),
    ];
    for (const [src, only] of files) {
      const parsed = src?.parsed;
      if (!src || !parsed) continue;
      eachText(
        parsed.data,
        (path, text) => {
          if (src === raw.texts.home[lang] && path.join('.') === answer) return;
          const found = findPaymentTerm(lang, text);
          if (found) issues.push(makeIssue('PAYMENT_TERMS', { found, where: `"${path.join('.')}"` }, src.file, parsed.locate(path), parsed.source));
        },
        only,
      );
    }
  }
  for (const { kind, lang, doc } of raw.docs) {
    if (!ADVERTISING_KINDS.has(kind) || !isLang(lang)) continue;
    // An unchanged file is the same parsed object build after build (watch mode): scanned once.
    let found = cache.get(doc);
    if (!found) cache.set(doc, (found = paymentTermsInPage(lang, doc)));
    issues.push(...found);
  }
}

/** Payment terms in a Markdown page's fields and text, each at its line. */
function paymentTermsInPage(lang: Lang, doc: RawSite['docs'][number]['doc']): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const front = doc.front;
  const visit = (value: unknown, path: (string | number)[]): void => {
    if (typeof value === 'string') {
      const found = findPaymentTerm(lang, value);
      if (found && front) issues.push(makeIssue('PAYMENT_TERMS', { found, where: `the field "${path.join('.')}"` }, doc.file, front.locate(path), front.source, 1));
    } else if (Array.isArray(value)) value.forEach((v, i) => visit(v, [...path, i]));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, [...path, k]);
  };
  if (front) visit(front.data, []);
  doc.body.split('\n').forEach((line, i) => {
    const found = findPaymentTerm(lang, line);
    if (found) {
      const col = line.indexOf(found) + 1;
      issues.push(makeIssue('PAYMENT_TERMS', { found, where: 'the page text' }, doc.file, { line: doc.bodyLine + i, col }, undefined));
    }
  });
  return issues;
}

function checkTeam(raw: RawSite, team: TeamContent, issues: ContentIssue[]): void {
  const src = raw.team.parsed;
  team.members.forEach((m, i) => {
    if (m.role === 'tsb' && DOCTOR_TITLE.test(m.name)) {
      issues.push(makeIssue('TECHNICIAN_TITLED_DOCTOR', { name: m.name }, raw.team.file, src?.locate(['members', i, 'name']), src?.source));
    }
  });
  // An owner's page lists the same registration as the team list (every language).
  for (const { kind, slug, doc } of raw.docs) {
    if (kind !== 'owners') continue;
    const owner = team.owners.find((o) => o.profile === slug);
    const regs = (doc.front?.data as { registrations?: unknown } | undefined)?.registrations;
    if (!owner || !Array.isArray(regs) || regs.includes(owner.cro)) continue;
    issues.push(makeIssue('REGISTRATION_MISMATCH', { name: owner.name, cro: owner.cro, where: 'the "registrations" of this page' }, doc.file, doc.front?.locate(['registrations']), doc.front?.source, 1));
  }
}

function checkTechnicalDirector(raw: RawSite, facts: SiteFacts, team: TeamContent, issues: ContentIssue[]): void {
  const person = [...team.owners, ...team.members].find((p) => p.name === facts.legal.technical_director);
  if (person && !facts.legal.registrations.includes(person.cro)) {
    const src = raw.site.parsed;
    issues.push(makeIssue('REGISTRATION_MISMATCH', { name: person.name, cro: person.cro, where: '"legal.registrations" of content/site.yaml' }, raw.site.file, src?.locate(['legal', 'registrations']), src?.source));
  }
}

function checkStatistics(raw: RawSite, facts: SiteFacts, home: HomeContent, issues: ContentIssue[]): void {
  const src = raw.home.parsed;
  home.stats.forEach((s, i) => {
    if (!facts.statistics[s.label]) issues.push(makeIssue('STAT_SOURCE_MISSING', { label: s.label }, raw.home.file, src?.locate(['stats', i, 'label']), src?.source));
  });
}

export function checkClaims(raw: RawSite, facts: SiteFacts | undefined, home: HomeContent | undefined, team: TeamContent | undefined, issues: ContentIssue[], cache: WeakMap<object, ContentIssue[]>): void {
  checkPaymentTerms(raw, issues, cache);
  if (team) checkTeam(raw, team, issues);
  if (facts && team) checkTechnicalDirector(raw, facts, team, issues);
  if (facts && home) checkStatistics(raw, facts, home, issues);
}
