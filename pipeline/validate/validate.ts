/**
 * Stage validate, after load (stages.ts): schemas, then cross-checks (images exist, every language has every key).
 * Collects every problem before failing, so an editor sees them all at once.
 */
import { placeholdersInTexts } from './placeholders';
import { LANGS, DEFAULT_LANG, isLang, type Lang } from '../../model/languages';
import type { AnyPages } from '../content-types';
import { BuildFailed, type ContentIssue } from '../errors';
import type { Site } from '../../model/site';
import { makeIssue } from '../error-catalog';
import { checkSchema } from '../load/check-schema';
import type { RawSite, SourceFile } from '../load/load';
import { localeSchema, checkClinicText, checkLocaleParity, checkPluralForms, type Messages } from '../schemas/locale';
import type { DataPath } from '../load/read-yaml';
import { validateLanding, validatePages, type CheckedFront, type Landing, type Pages } from './pages';
import { didYouMean } from '../error-catalog';
import { authorsOf, checkPosts } from './blog';
import { checkFiles, complete } from './files';
import { checkGlossaries } from './glossary';
import { checkGlossaryNames } from '../rules/glossary-names';
import { checkHealthChannels } from '../rules/health-channels';
import { checkClaims, type AdvertisingFinding } from './claims';
import { analyticsKeys, checkStorageKeys, readBrowserCode, storageKeysIn, type StorageKey } from './storage-keys';
import { ROOT } from '../config';
import { validateTexts, withPageCards } from './texts';
import { checkTreatments } from './treatments';
import { checkCallouts } from './callouts';
import { checkCredentials } from './credentials';
import { findStandIns } from '../launch/stand-ins';
import { marksOf, translationWarnings } from './translations';
import {
  beginVerdicts,
  checkedFile,
  newVerdicts,
  pruneVerdicts,
  remembered,
  verdictKey,
  type Verdicts,
} from './verdicts';

export type { Site } from '../../model/site';

/** One file checked by its schema alone (the interface words of one language). */
function check<T>(
  schema: Parameters<typeof checkSchema>[0],
  name: string,
  src: SourceFile,
  issues: ContentIssue[],
  verdicts: Verdicts,
): T | undefined {
  const parsed = src.parsed;
  if (!parsed) return undefined;
  const r = checkedFile(verdicts, name, src, () => checkSchema(schema, parsed, src.file));
  issues.push(...r.issues);
  return r.data as T | undefined;
}

export interface ValidateOptions {
  /** Draft posts are built only in watch mode. */
  drafts?: boolean;
  /** The cookies and storage keys the browser code writes (default: read from the project's islands/ and model/). */
  storageKeys?: readonly StorageKey[];
}

/** validate's caches, kept in the build state between builds. */
export interface ValidateCaches {
  /** zod's verdict on a front matter object, while the parsed object is the same. */
  fronts: WeakMap<object, CheckedFront>;
  /** The advertising findings of a Markdown page (payment terms, superlatives, specialists named), while its parse is the same object. */
  paymentTerms: WeakMap<object, AdvertisingFinding[]>;
  /** The per-file rules' verdicts by what they read (verdicts.ts); `npm run build` keeps them between processes. */
  verdicts: Verdicts;
}

export const newValidateCaches = (): ValidateCaches => ({
  fronts: new WeakMap(),
  paymentTerms: new WeakMap(),
  verdicts: newVerdicts(),
});

export function validateSite(
  raw: RawSite,
  opts: ValidateOptions = {},
  caches: ValidateCaches = newValidateCaches(),
): Site {
  const verdicts = caches.verdicts;
  beginVerdicts(verdicts);
  const issues: ContentIssue[] = [...raw.issues];
  const data = checkFiles(raw, issues, verdicts);
  const { site: facts, home, team } = data;
  const texts = validateTexts(raw, home, issues, verdicts);
  checkClaims(raw, facts, home, team, issues, caches.paymentTerms, verdicts);

  const messages: Partial<Record<Lang, Messages>> = {};
  // A locale file's own rules (plural forms, no clinic text) pass or fail with its text alone.
  const clean = (found: ContentIssue[]): boolean => found.length === 0;
  for (const lang of LANGS) {
    const src = raw.locales[lang];
    if (!src) continue;
    const m = check<Messages>(localeSchema, 'locale', src, issues, verdicts);
    if (m) messages[lang] = m;
    if (m)
      issues.push(
        ...remembered(
          verdicts,
          verdictKey('locale-rules', lang, src.file, src.hash),
          () => [...checkPluralForms(m, lang, src), ...checkClinicText(m, lang, src)],
          clean,
        ),
      );
  }
  const reference = raw.locales[DEFAULT_LANG];
  const refMessages = messages[DEFAULT_LANG];
  if (reference && refMessages) {
    for (const lang of LANGS) {
      const src = raw.locales[lang];
      const m = messages[lang];
      if (lang === DEFAULT_LANG || !src || !m) continue;
      issues.push(
        ...remembered(
          verdicts,
          verdictKey('locale-parity', src.file, src.hash, reference.hash),
          () => checkLocaleParity(refMessages, reference.file, m, src),
          clean,
        ),
      );
    }
  }
  const linked = home
    ? {
        treatments: home.treatments.flatMap((tr) => (tr.route ? [tr.route] : [])),
        recommendations: [...home.recommendations, ...Object.values(home.faq_pages)],
      }
    : {};
  const pages = validatePages(raw, { owners: team?.owners.map((o) => o.profile), linked }, issues, caches.fronts);
  const everyPage = everyPageKept(raw, pages);
  const landing = validateLanding(raw, issues, verdicts);
  checkTreatmentReferences(raw, pages, landing, issues);
  checkTreatments(pages, team, raw, issues);
  checkCallouts(pages, raw, issues);
  checkCredentials(raw, issues);
  const categories = data.categories ?? [];
  const authors = team ? authorsOf(team) : [];
  // Without a valid team or category list, each post would repeat that one mistake.
  checkPosts(pages, categories, team ? authors : undefined, raw, opts.drafts ?? false, issues);
  checkGlossaries(raw, issues, verdicts);
  issues.push(...checkGlossaryNames(raw), ...checkHealthChannels(raw, verdicts));
  issues.push(...translationWarnings(raw, marksOf(raw.translations, issues, verdicts), verdicts));
  issues.push(...placeholdersInTexts(raw));
  const written = opts.storageKeys ?? storageKeysIn(readBrowserCode(ROOT));
  checkStorageKeys(raw, [...written, ...analyticsKeys(facts?.analytics.measurement_id ?? '')], issues);
  const launch = findStandIns(raw, home);
  issues.push(...launch.issues);
  if (!complete(data) || !landing || !texts) throw new BuildFailed(issues);
  const site: Site = {
    data,
    facts: data.site,
    home: data.home,
    team: data.team,
    messages: messages as Record<Lang, Messages>,
    homeText: withPageCards(texts.home, data.home.treatments, pages.treatments),
    siteText: texts.site,
    landingIndex: data.landingIndex,
    images: raw.images,
    version: raw.version,
    pages,
    landing,
    categories: data.categories,
    authors,
    warnings: issues.filter((i) => i.severity === 'warning'),
    standIns: launch.standIns,
    preview: !data.site.live || launch.standIns.length > 0,
  };
  if (issues.some((i) => i.severity === 'error'))
    throw everyPage ? new SiteRefused(issues, site) : new BuildFailed(issues);
  pruneVerdicts(verdicts);
  return site;
}

/**
 * Validation refused the content, yet every file made it in: the later checks (links, anchors,
 * orphans) can still run on it, so one save lists every reason (stages.ts). Never rendered.
 */
export class SiteRefused extends BuildFailed {
  readonly site: Site;
  constructor(issues: ContentIssue[], site: Site) {
    super(issues);
    this.site = site;
  }
}

/** Every page file read is in the page list: none was left out for a mistake of its own (its links would then look broken). */
function everyPageKept(raw: RawSite, pages: Pages): boolean {
  const kept: AnyPages = pages;
  return raw.docs.every((rd) => isLang(rd.lang) && kept[rd.kind][rd.slug]?.[rd.lang] !== undefined);
}

/**
 * Treatments are folders, not a fixed list: each name that refers to one (a page's `related`,
 * a local service's treatment and related ones) must be a folder under content/treatments/.
 */
function checkTreatmentReferences(
  raw: RawSite,
  pages: Pages,
  landing: Landing | undefined,
  issues: ContentIssue[],
): void {
  const known = Object.keys(pages.treatments);
  // Without any valid treatment page every reference would be reported: the pages' own errors say enough.
  if (known.length === 0) return;
  const unknown = (value: string) => ({
    kind: 'treatment page in content/treatments/',
    value,
    allowed: known,
    suggestion: didYouMean(value, known),
  });
  const docsByFile = new Map(raw.docs.map((d) => [d.doc.file, d.doc]));
  for (const byLang of Object.values(pages.treatments)) {
    for (const doc of Object.values(byLang)) {
      if (!doc) continue;
      doc.front.related.forEach((slug, i) => {
        if (pages.treatments[slug]) return;
        const front = docsByFile.get(doc.file)?.front;
        issues.push(makeIssue('UNKNOWN_KEY', unknown(slug), doc.file, front?.locate(['related', i]), front?.source, 1));
      });
    }
  }
  const services = raw.services;
  landing?.services.forEach((service, i) => {
    const refs: [string, (string | number)[]][] = [
      [service.treatment, [i, 'treatment']],
      ...service.related.map((r, j): [string, (string | number)[]] => [r, [i, 'related', j]]),
    ];
    for (const [slug, at] of refs) {
      if (!pages.treatments[slug])
        issues.push(
          makeIssue(
            'UNKNOWN_KEY',
            unknown(slug),
            services.file,
            services.parsed?.locate(at as DataPath),
            services.parsed?.source,
          ),
        );
    }
  });
}
