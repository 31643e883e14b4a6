/**
 * Markdown pages and the landing matrix: front matter schemas, known slugs and languages,
 * and references between pages. Part of stage 2 (validate).
 */
import { fieldOf } from '../../model/records';
import type { z } from 'zod';
import { DEFAULT_LANG, LANGS, isLang } from '../../model/languages';
import type { ContentIssue } from '../errors';
import { didYouMean, makeIssue } from '../error-catalog';
import { checkSchema } from '../load/check-schema';
import { checkedFile, type Verdicts } from './verdicts';
import type { RawDoc, RawSite } from '../load/load';
import {
  emptyPages,
  PAGE_KINDS,
  PAGE_TYPES,
  pageFile,
  type ByLang,
  type KindContext,
  type MarkdownKindDeclaration,
  type PageKind,
  type Pages,
} from '../content-types';
import {
  landingTextsSchema,
  neighbourhoodsSchema,
  servicesSchema,
  type Landing,
  type LandingText,
} from '../schemas/landing';
import { fillPlace, homeStandsFor } from '../rules/landing';

export type { ByLang, Doc, Pages } from '../content-types';

export type { Landing } from '../schemas/landing';

/** Longest a local page's title and description may be once the neighbourhood is filled in. */
export const LANDING_LIMITS = { title: 60, description: 160 } as const;

/** Where an urgency page's first sentence says the clinic's opening hours (filled from content/site.yaml). */
export const URGENT_HOURS = '{horario}';

const LIMITS = { title: 65, description: 160 };

/** Slugs a kind of page may have; undefined means any well-formed slug. */
function allowedSlugs(kind: PageKind, owners: readonly string[]): readonly string[] | undefined {
  const rule = PAGE_TYPES[kind].slugs;
  return rule === 'any' ? undefined : rule === 'owners' ? owners : rule;
}

function lengthWarnings(raw: RawDoc, front: unknown): ContentIssue[] {
  const out: ContentIssue[] = [];
  for (const field of ['title', 'description'] as const) {
    const value = fieldOf(front, field);
    if (typeof value === 'string' && value.length > LIMITS[field]) {
      out.push(
        makeIssue(
          'TOO_LONG',
          { field, length: value.length, limit: LIMITS[field] },
          raw.doc.file,
          raw.doc.front?.locate([field]),
        ),
      );
    }
  }
  return out;
}

/**
 * zod's verdict on one parsed front matter (see ValidateCaches.fronts). No schema: a passing
 * verdict read back from a build of the same code, for the schema of the file's kind.
 */
export interface CheckedFront {
  schema?: z.ZodType;
  checked: ReturnType<typeof checkSchema>;
}

// An unchanged file keeps its parsed front matter object between builds of one process: its
// check result is reused rather than run through zod again (thousands of posts).
function checkFront(
  schema: z.ZodType,
  front: NonNullable<RawDoc['doc']['front']>,
  file: string,
  fronts: WeakMap<object, CheckedFront>,
): ReturnType<typeof checkSchema> {
  const hit = fronts.get(front);
  if (hit && (hit.schema === schema || !hit.schema)) return hit.checked;
  const checked = checkSchema(schema, front, file, 1);
  fronts.set(front, { schema, checked });
  return checked;
}

export function validatePages(
  raw: RawSite,
  ctx: KindContext,
  issues: ContentIssue[],
  fronts: WeakMap<object, CheckedFront>,
): Pages {
  const ownerProfiles = ctx.owners;
  const pages: Pages = emptyPages();
  // Files that exist, valid or not: a page with a mistake is not also reported as missing.
  const present = new Set(raw.docs.map((d) => `${d.kind}/${d.slug}/${d.lang}`));
  for (const rd of raw.docs) {
    const file = rd.doc.file;
    if (!isLang(rd.lang)) {
      issues.push(
        makeIssue('UNKNOWN_LANGUAGE', { lang: rd.lang, known: LANGS, suggestion: didYouMean(rd.lang, LANGS) }, file),
      );
      continue;
    }
    const type: MarkdownKindDeclaration = PAGE_TYPES[rd.kind];
    const reserved = type.reserved ?? [];
    if (reserved.includes(rd.slug)) {
      issues.push(makeIssue('RESERVED_SLUG', { slug: rd.slug, reserved }, file));
      continue;
    }
    // Without a valid team there is no list of owners to check against (reported already).
    if (rd.kind === 'owners' && !ownerProfiles) continue;
    const allowed = allowedSlugs(rd.kind, ownerProfiles ?? []);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(rd.slug)) {
      issues.push(makeIssue('BAD_SLUG', { slug: rd.slug }, file));
      continue;
    }
    if (allowed && !allowed.includes(rd.slug)) {
      issues.push(
        makeIssue(
          'UNKNOWN_KEY',
          {
            kind: `page folder in content/${rd.kind}/`,
            value: rd.slug,
            allowed: [...allowed],
            suggestion: didYouMean(rd.slug, allowed),
          },
          file,
        ),
      );
      continue;
    }
    if (!rd.doc.front) continue;
    const checked = checkFront(PAGE_TYPES[rd.kind].schema, rd.doc.front, file, fronts);
    issues.push(...checked.issues);
    if (!checked.data) continue;
    issues.push(...lengthWarnings(rd, checked.data));
    const target = pages[rd.kind] as Record<string, ByLang<unknown>>;
    (target[rd.slug] ??= {})[rd.lang] = { file, front: checked.data, body: rd.doc.body, bodyLine: rd.doc.bodyLine };
  }
  // Every page the menus link to must exist in Portuguese, the reference language.
  for (const kind of PAGE_KINDS) {
    for (const slug of PAGE_TYPES[kind].required(ctx)) {
      const file = pageFile(kind, slug, DEFAULT_LANG);
      if (!present.has(`${kind}/${slug}/pt`)) {
        issues.push(makeIssue('PAGE_MISSING', { file }, file));
      }
    }
  }
  return pages;
}

export function validateLanding(raw: RawSite, issues: ContentIssue[], verdicts?: Verdicts): Landing | undefined {
  const { neighbourhoods, services } = raw;
  const [np, sp] = [neighbourhoods.parsed, services.parsed];
  if (!np || !sp) return undefined;
  const n = checkedFile(verdicts, 'neighbourhoods', neighbourhoods, () =>
    checkSchema(neighbourhoodsSchema, np, neighbourhoods.file),
  );
  const s = checkedFile(verdicts, 'services', services, () => checkSchema(servicesSchema, sp, services.file));
  issues.push(...n.issues, ...s.issues);
  if (!n.data || !s.data) return undefined;
  for (const [list, src] of [
    [n.data, neighbourhoods],
    [s.data, services],
  ] as const) {
    const seen = new Set<string>();
    list.forEach((item, i) => {
      if (seen.has(item.slug))
        issues.push(makeIssue('DUPLICATE_SLUG', { slug: item.slug }, src.file, src.parsed?.locate([i, 'slug'])));
      seen.add(item.slug);
    });
  }
  s.data.forEach((service, i) => {
    // An urgency page opens with the clinic's hours: a patient must know at once whether it is open.
    const urgentByName = /urg[êe]ncia|emerg[êe]ncia|pronto.atendimento/i.test(`${service.phrase} ${service.h1}`);
    if ((service.urgent !== undefined || urgentByName) && !service.urgent?.includes(URGENT_HOURS)) {
      issues.push(
        makeIssue(
          'LANDING_URGENT_HOURS',
          { service: service.slug, placeholder: URGENT_HOURS },
          services.file,
          services.parsed?.locate(service.urgent === undefined ? [i, 'slug'] : [i, 'urgent']),
          services.parsed?.source,
        ),
      );
    }
    for (const field of ['title', 'description'] as const) {
      const longest =
        n.data!.map((place) => fillPlace(service[field], place)).sort((a, b) => b.length - a.length)[0] ?? '';
      if (longest.length > LANDING_LIMITS[field]) {
        issues.push(
          makeIssue(
            'LANDING_TOO_LONG',
            { field, text: longest, length: longest.length, limit: LANDING_LIMITS[field] },
            services.file,
            services.parsed?.locate([i, field]),
            services.parsed?.source,
          ),
        );
      }
    }
  });
  const placeSlugs = n.data.map((p) => p.slug);
  const serviceSlugs = s.data.map((x) => x.slug);
  const texts: Record<string, Record<string, LandingText>> = {};
  let complete = true;
  for (const src of raw.landingTexts) {
    const placeSlug = src.file.replace(/^.*\//, '').replace(/\.yaml$/, '');
    if (!placeSlugs.includes(placeSlug)) {
      issues.push(
        makeIssue(
          'LANDING_FILE_UNUSED',
          { slug: placeSlug, allowed: placeSlugs, suggestion: didYouMean(placeSlug, placeSlugs) },
          src.file,
        ),
      );
      continue;
    }
    const parsed = src.parsed;
    if (!parsed) {
      complete = false;
      continue;
    }
    const t = checkedFile(verdicts, 'landing-texts', src, () => checkSchema(landingTextsSchema, parsed, src.file));
    issues.push(...t.issues);
    if (!t.data) {
      complete = false;
      continue;
    }
    for (const key of Object.keys(t.data)) {
      if (!serviceSlugs.includes(key)) {
        issues.push(
          makeIssue(
            'UNKNOWN_KEY',
            {
              kind: 'service in content/landing/services.yaml',
              value: key,
              allowed: serviceSlugs,
              suggestion: didYouMean(key, serviceSlugs),
            },
            src.file,
            parsed.locateKey([key]),
            parsed.source,
          ),
        );
      }
    }
    texts[placeSlug] = t.data;
  }
  // The clinic's district (content/site.yaml), checked by its own schema: there the home page is the general page.
  const district = fieldOf(fieldOf(raw.site.parsed?.data, 'address'), 'district');
  for (const place of n.data) {
    const file = `content/landing/pages/${place.slug}.yaml`;
    const own = texts[place.slug];
    if (!own) {
      if (!raw.landingTexts.some((f) => f.file === file))
        issues.push(makeIssue('LANDING_FILE_MISSING', { place: place.name, file }, file));
      complete = false;
      continue;
    }
    for (const service of s.data) {
      if (!own[service.slug] && !homeStandsFor(service, place, district))
        issues.push(makeIssue('LANDING_TEXT_MISSING', { service: service.slug, place: place.name }, file));
    }
  }
  if (!complete) return undefined;
  return { neighbourhoods: n.data, services: s.data, texts };
}
