/**
 * Markdown pages and the landing matrix: front matter schemas, known slugs and languages,
 * and references between pages. Part of stage 2 (validate).
 */
import type { z } from 'zod';
import { LANGS, isLang, type Lang } from '../config';
import type { ContentIssue } from '../errors';
import { didYouMean } from '../error-catalog';
import { checkSchema, makeIssue } from '../source/check-schema';
import type { RawDoc, RawSite } from '../source/load';
import { PAGE_KINDS, type PageKind, type TreatmentFront, type RecommendationFront, type OwnerFront, type PrivacyFront } from '../schemas/pages';
import type { PostFront } from '../schemas/blog';
import { RECOMMENDATION_ROUTES, TREATMENT_ROUTES } from '../schemas/home';
import { landingTextsSchema, neighbourhoodsSchema, servicesSchema, type LandingText, type Neighbourhood, type Service } from '../schemas/landing';
import { fillPlace } from '../rules/landing';

export interface Doc<T> {
  file: string;
  front: T;
  body: string;
  bodyLine: number;
}
export type ByLang<T> = Partial<Record<Lang, Doc<T>>>;

export interface Pages {
  treatments: Record<string, ByLang<TreatmentFront>>;
  recommendations: Record<string, ByLang<RecommendationFront>>;
  owners: Record<string, ByLang<OwnerFront>>;
  legal: Record<string, ByLang<PrivacyFront>>;
  posts: Record<string, ByLang<PostFront>>;
}

export interface Landing {
  neighbourhoods: Neighbourhood[];
  services: Service[];
  /** Each page's own text, by neighbourhood slug, then service slug. */
  texts: Record<string, Record<string, LandingText>>;
}

/** Longest a local page's title and description may be once the neighbourhood is filled in. */
export const LANDING_LIMITS = { title: 60, description: 160 } as const;

const LIMITS = { title: 65, description: 160 };

/** Slugs a kind of page may have; undefined means any well-formed slug (blog posts). */
function allowedSlugs(kind: PageKind, owners: string[]): readonly string[] | undefined {
  if (kind === 'posts') return undefined;
  if (kind === 'treatments') return TREATMENT_ROUTES;
  if (kind === 'recommendations') return RECOMMENDATION_ROUTES;
  if (kind === 'owners') return owners;
  return ['privacy'];
}

function lengthWarnings(raw: RawDoc, front: { title?: string; description?: string }): ContentIssue[] {
  const out: ContentIssue[] = [];
  for (const field of ['title', 'description'] as const) {
    const value = front[field];
    if (value && value.length > LIMITS[field]) {
      out.push({
        code: 'TOO_LONG',
        severity: 'warning',
        file: raw.doc.file,
        ...raw.doc.front?.locate([field]),
        title: `The ${field} is long for search results`,
        message: `It has ${value.length} characters; search engines show about ${LIMITS[field]}.`,
        hint: `Shorten the ${field}, keeping the most important words first.`,
      });
    }
  }
  return out;
}

/** zod's verdict on one parsed front matter (see BuildCaches.fronts). */
export interface CheckedFront {
  schema: z.ZodType;
  checked: ReturnType<typeof checkSchema>;
}

// An unchanged file keeps its parsed front matter object between builds of one process: its
// check result is reused rather than run through zod again (thousands of posts).
function checkFront(schema: z.ZodType, front: NonNullable<RawDoc['doc']['front']>, file: string, fronts: WeakMap<object, CheckedFront>): ReturnType<typeof checkSchema> {
  const hit = fronts.get(front);
  if (hit && hit.schema === schema) return hit.checked;
  const checked = checkSchema(schema, front, file, 1);
  fronts.set(front, { schema, checked });
  return checked;
}

/** Addresses the blog itself uses: a post folder cannot take them. */
const RESERVED_POST_SLUGS = ['busca', 'categoria', 'pagina', 'feed'];

export function validatePages(raw: RawSite, ownerProfiles: string[] | undefined, issues: ContentIssue[], fronts: WeakMap<object, CheckedFront>): Pages {
  const pages: Pages = { treatments: {}, recommendations: {}, owners: {}, legal: {}, posts: {} };
  // Files that exist, valid or not: a page with a mistake is not also reported as missing.
  const present = new Set(raw.docs.map((d) => `${d.kind}/${d.slug}/${d.lang}`));
  for (const rd of raw.docs) {
    const file = rd.doc.file;
    if (!isLang(rd.lang)) {
      issues.push({
        code: 'UNKNOWN_LANGUAGE',
        severity: 'error',
        file,
        title: 'Unknown language in a file name',
        message: `"${rd.lang}.md" is not one of the site's languages (${LANGS.join(', ')}).`,
        hint: `Name the file after its language, e.g. pt.md or en.md.${didYouMean(rd.lang, LANGS) ? ` Did you mean "${didYouMean(rd.lang, LANGS)}.md"?` : ''}`,
      });
      continue;
    }
    if (rd.kind === 'posts' && RESERVED_POST_SLUGS.includes(rd.slug)) {
      issues.push({
        code: 'RESERVED_SLUG',
        severity: 'error',
        file,
        title: 'This folder name is taken by the blog itself',
        message: `/blog/${rd.slug}/ is already a page of the blog (${RESERVED_POST_SLUGS.join(', ')} are reserved).`,
        hint: 'Rename the folder of the post, e.g. add a word describing its subject.',
      });
      continue;
    }
    // Without a valid team there is no list of owners to check against (reported already).
    if (rd.kind === 'owners' && !ownerProfiles) continue;
    const allowed = allowedSlugs(rd.kind, ownerProfiles ?? []);
    if (!allowed && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(rd.slug)) {
      issues.push({
        code: 'BAD_SLUG',
        severity: 'error',
        file,
        title: 'A folder name cannot be a web address',
        message: `"${rd.slug}" must be lower-case words without accents, joined by hyphens.`,
        hint: 'Rename the folder, e.g. "como-escovar-os-dentes".',
      });
      continue;
    }
    if (allowed && !allowed.includes(rd.slug)) {
      issues.push(
        makeIssue('UNKNOWN_KEY', { kind: `page folder in content/${rd.kind}/`, value: rd.slug, allowed: [...allowed], suggestion: didYouMean(rd.slug, allowed) }, file),
      );
      continue;
    }
    if (!rd.doc.front) continue;
    const checked = checkFront(PAGE_KINDS[rd.kind] as z.ZodType, rd.doc.front, file, fronts);
    issues.push(...checked.issues);
    if (!checked.data) continue;
    issues.push(...lengthWarnings(rd, checked.data as { title?: string; description?: string }));
    const target = pages[rd.kind] as Record<string, ByLang<unknown>>;
    (target[rd.slug] ??= {})[rd.lang] = { file, front: checked.data, body: rd.doc.body, bodyLine: rd.doc.bodyLine };
  }
  // Every page the menus link to must exist in Portuguese, the reference language.
  const required: [PageKind, readonly string[]][] = [
    ['treatments', TREATMENT_ROUTES],
    ['recommendations', RECOMMENDATION_ROUTES],
    ['owners', ownerProfiles ?? []],
    ['legal', ['privacy']],
  ];
  for (const [kind, slugs] of required) {
    for (const slug of slugs) {
      if (!present.has(`${kind}/${slug}/pt`)) {
        issues.push({
          code: 'PAGE_MISSING',
          severity: 'error',
          file: `content/${kind}/${slug}/pt.md`,
          title: 'A page the menus link to is missing',
          message: `The site links to this page, but content/${kind}/${slug}/pt.md does not exist.`,
          hint: 'Create the file (copy a sibling page and adapt it), or restore it from Git history.',
        });
      }
    }
  }
  return pages;
}

export function validateLanding(raw: RawSite, issues: ContentIssue[]): Landing | undefined {
  const { neighbourhoods, services } = raw.landing;
  if (!neighbourhoods.parsed || !services.parsed) return undefined;
  const n = checkSchema(neighbourhoodsSchema, neighbourhoods.parsed, neighbourhoods.file);
  const s = checkSchema(servicesSchema, services.parsed, services.file);
  issues.push(...n.issues, ...s.issues);
  if (!n.data || !s.data) return undefined;
  for (const [list, src] of [[n.data, neighbourhoods], [s.data, services]] as const) {
    const seen = new Set<string>();
    list.forEach((item, i) => {
      if (seen.has(item.slug)) {
        issues.push({
          code: 'DUPLICATE_SLUG',
          severity: 'error',
          file: src.file,
          ...src.parsed?.locate([i, 'slug']),
          title: 'Two entries have the same slug',
          message: `The slug "${item.slug}" is used twice; each entry needs its own address.`,
          hint: 'Change one of the two slugs.',
        });
      }
      seen.add(item.slug);
    });
  }
  s.data.forEach((service, i) => {
    for (const field of ['title', 'description'] as const) {
      const longest = n.data!.map((place) => fillPlace(service[field], place)).sort((a, b) => b.length - a.length)[0] ?? '';
      if (longest.length > LANDING_LIMITS[field]) {
        issues.push(
          makeIssue('LANDING_TOO_LONG', { field, text: longest, length: longest.length, limit: LANDING_LIMITS[field] }, services.file, services.parsed?.locate([i, field]), services.parsed?.source),
        );
      }
    }
  });
  const placeSlugs = n.data.map((p) => p.slug);
  const serviceSlugs = s.data.map((x) => x.slug);
  const texts: Record<string, Record<string, LandingText>> = {};
  let complete = true;
  for (const src of raw.landing.texts) {
    const placeSlug = src.file.replace(/^.*\//, '').replace(/\.yaml$/, '');
    if (!placeSlugs.includes(placeSlug)) {
      issues.push(makeIssue('LANDING_FILE_UNUSED', { slug: placeSlug, allowed: placeSlugs, suggestion: didYouMean(placeSlug, placeSlugs) }, src.file));
      continue;
    }
    if (!src.parsed) {
      complete = false;
      continue;
    }
    const t = checkSchema(landingTextsSchema, src.parsed, src.file);
    issues.push(...t.issues);
    if (!t.data) {
      complete = false;
      continue;
    }
    for (const key of Object.keys(t.data)) {
      if (!serviceSlugs.includes(key)) {
        issues.push(
          makeIssue('UNKNOWN_KEY', { kind: 'service in content/landing/services.yaml', value: key, allowed: serviceSlugs, suggestion: didYouMean(key, serviceSlugs) }, src.file, src.parsed.locateKey([key]), src.parsed.source),
        );
      }
    }
    texts[placeSlug] = t.data;
  }
  for (const place of n.data) {
    const file = `content/landing/pages/${place.slug}.yaml`;
    const own = texts[place.slug];
    if (!own) {
      if (!raw.landing.texts.some((f) => f.file === file)) {
        issues.push({
          code: 'FILE_MISSING',
          severity: 'error',
          file,
          title: 'A required file is missing',
          message: `${place.name} has no file with its pages' own texts.`,
          hint: `Create ${file} with one entry per service of services.yaml (copy another neighbourhood's file and rewrite every text).`,
        });
      }
      complete = false;
      continue;
    }
    for (const service of s.data) {
      if (!own[service.slug]) issues.push(makeIssue('LANDING_TEXT_MISSING', { service: service.slug, place: place.name }, file));
    }
  }
  if (!complete) return undefined;
  return { neighbourhoods: n.data, services: s.data, texts };
}
