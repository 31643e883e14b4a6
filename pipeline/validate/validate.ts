/**
 * Stage 2: schemas, then cross-checks (images exist, every language has every key).
 * Collects every problem before failing, so an editor sees them all at once.
 */
import { LANGS, DEFAULT_LANG, type Lang } from '../config';
import { BuildFailed, type ContentIssue } from '../errors';
import { checkSchema, makeIssue } from '../source/check-schema';
import { similarImage, type RawSite, type SourceFile } from '../source/load';
import { siteSchema, type SiteFacts } from '../schemas/site';
import { homeSchema, type HomeContent } from '../schemas/home';
import { teamSchema, type TeamContent } from '../schemas/team';
import { localeSchema, checkLocaleParity, checkPluralForms, type Messages } from '../schemas/locale';
import type { DataPath } from '../source/read-yaml';
import { validateLanding, validatePages, type Landing, type Pages } from './pages';
import { authorsOf, checkPosts, validateCategories, type Author } from './blog';
import type { Category } from '../schemas/blog';
import { checkGlossaries } from './glossary';
import { checkClaims } from './claims';
import { newCaches, type BuildCaches } from '../state';

export interface Site {
  facts: SiteFacts;
  home: HomeContent;
  team: TeamContent;
  messages: Record<Lang, Messages>;
  images: RawSite['images'];
  version: string;
  pages: Pages;
  landing: Landing;
  categories: Category[];
  authors: Author[];
  /** Problems that do not stop the build (e.g. a title too long for search results). */
  warnings: ContentIssue[];
}

function check<T>(schema: Parameters<typeof checkSchema>[0], src: SourceFile, issues: ContentIssue[]): T | undefined {
  if (!src.parsed) return undefined;
  const r = checkSchema(schema, src.parsed, src.file);
  issues.push(...r.issues);
  return r.data as T | undefined;
}

/** Every `images/...` value in a parsed file must name a file under content/images/. */
function checkImages(src: SourceFile, images: RawSite['images'], issues: ContentIssue[]): void {
  if (!src.parsed) return;
  const visit = (value: unknown, path: (string | number)[]): void => {
    if (typeof value === 'string' && /^images\//.test(value)) {
      if (!images.has(value)) {
        const pos = src.parsed!.locate(path as DataPath);
        issues.push(makeIssue('IMAGE_MISSING', { image: value, suggestion: similarImage(value, images) }, src.file, pos, src.parsed!.source));
      }
    } else if (Array.isArray(value)) value.forEach((v, i) => visit(v, [...path, i]));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, [...path, k]);
  };
  visit(src.parsed.data, []);
}

export interface ValidateOptions {
  /** Draft posts are built only in watch mode. */
  drafts?: boolean;
}

export function validateSite(raw: RawSite, opts: ValidateOptions = {}, caches: Pick<BuildCaches, 'fronts'> = newCaches()): Site {
  const issues: ContentIssue[] = [...raw.issues];
  const facts = check<SiteFacts>(siteSchema, raw.site, issues);
  const home = check<HomeContent>(homeSchema, raw.home, issues);
  const team = check<TeamContent>(teamSchema, raw.team, issues);
  for (const src of [raw.site, raw.home, raw.team]) checkImages(src, raw.images, issues);
  checkClaims(raw, facts, home, team, issues);

  const messages: Partial<Record<Lang, Messages>> = {};
  for (const lang of LANGS) {
    const src = raw.locales[lang];
    if (!src) continue;
    const m = check<Messages>(localeSchema, src, issues);
    if (m) messages[lang] = m;
    if (m) issues.push(...checkPluralForms(m, lang, src));
  }
  const reference = raw.locales[DEFAULT_LANG];
  const refMessages = messages[DEFAULT_LANG];
  if (reference && refMessages) {
    for (const lang of LANGS) {
      const src = raw.locales[lang];
      const m = messages[lang];
      if (lang === DEFAULT_LANG || !src || !m) continue;
      issues.push(...checkLocaleParity(refMessages, reference.file, m, src));
    }
  }
  const pages = validatePages(raw, team?.owners.map((o) => o.profile), issues, caches.fronts);
  const landing = validateLanding(raw, issues);
  const categories = validateCategories(raw, issues);
  const authors = team ? authorsOf(team) : [];
  // Without a valid team or category list, each post would repeat that one mistake.
  checkPosts(pages, categories, team ? authors : undefined, raw, opts.drafts ?? false, issues);
  checkGlossaries(raw, issues);
  if (issues.some((i) => i.severity === 'error') || !facts || !home || !team || !landing) throw new BuildFailed(issues);
  return {
    facts,
    home,
    team,
    messages: messages as Record<Lang, Messages>,
    images: raw.images,
    version: raw.version,
    pages,
    landing,
    categories,
    authors,
    warnings: issues.filter((i) => i.severity === 'warning'),
  };
}
