/**
 * The one rule of what stands in for a fact the clinic has not given yet, per kind, read from
 * the content itself (no list kept by hand). The build counts them, the release build refuses
 * them, the editor's checklist lists them: all three call `findStandIns`.
 *
 * - fact: a field named in its object's `stand_in:` map whose value still equals the marked one;
 * - picture: a picture slot holding artwork (an SVG file) instead of a photo;
 * - testimonial: a testimonial without `source` and `consent_date`;
 * - partner: a partner without `agreement_date`;
 * - credential: an owner's degree without `institution` and `year`.
 */
import { STAND_IN_KEY, type StandInKind } from '../../model/stand-in';
import type { ContentIssue } from '../errors';
import { makeIssue } from '../error-catalog';
import { loadedYamlFiles, type RawSite } from '../load/load';
import type { DataPath, ParsedYaml } from '../load/read-yaml';
import { widthsFor } from '../images/images';
import type { HomeContent } from '../schemas/home';
import { STAND_IN_FIX } from '../catalogue/pipeline-words';

export interface StandIn {
  kind: StandInKind;
  /** Relative to the project root: content/site.yaml. */
  file: string;
  line?: number;
  col?: number;
  /** Where the value is in the file's data (the editor's field). */
  path: DataPath;
  /** The field as an editor reads it: phones.landline, testimonials.0. */
  field: string;
  /** The value as it stands in. */
  value: string;
  /** What the clinic supplies instead, in Portuguese. */
  supply: string;
}

export interface StandInReport {
  standIns: StandIn[];
  /** Marks whose field holds the clinic's value already (warnings), and marks of no field (errors). */
  issues: ContentIssue[];
}

interface Source {
  file: string;
  parsed?: ParsedYaml;
  /** Lines of the file before `parsed.source` (front matter). */
  offset?: number;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const fieldName = (path: DataPath): string => path.map(String).join('.');
const shown = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Every content file a stand-in can live in: each declared YAML file and the pages' front matter. */
function sources(raw: RawSite): Source[] {
  return [...loadedYamlFiles(raw), ...raw.docs.map((d) => ({ file: d.doc.file, parsed: d.doc.front, offset: 1 }))];
}

function make(src: Source, kind: StandInKind, path: DataPath, value: string, supply: string): StandIn {
  const pos = src.parsed?.locate(path);
  return {
    kind,
    file: src.file,
    ...(pos ? { line: pos.line, col: pos.col } : {}),
    path,
    field: fieldName(path),
    value,
    supply,
  };
}

/** Facts marked in their object's `stand_in:` map, anywhere in a file. */
function marked(src: Source, found: StandIn[], issues: ContentIssue[]): void {
  const parsed = src.parsed;
  if (!parsed) return;
  // One path, extended and cut back as the walk goes (every page's front matter is walked), copied where a mark is.
  const path: (string | number)[] = [];
  const visit = (v: unknown): void => {
    if (Array.isArray(v))
      for (let i = 0; i < v.length; i++) {
        path.push(i);
        visit(v[i]);
        path.pop();
      }
    if (!isObject(v)) return;
    const mark = v[STAND_IN_KEY];
    if (isObject(mark))
      for (const [key, standing] of Object.entries(mark)) {
        const at = [...path, key];
        if (!(key in v)) {
          const allowed = Object.keys(v).filter((k) => k !== STAND_IN_KEY);
          issues.push(
            makeIssue(
              'STAND_IN_UNKNOWN_FIELD',
              { field: key, allowed },
              src.file,
              parsed.locateKey([...path, STAND_IN_KEY, key]),
              parsed.source,
              src.offset,
            ),
          );
        } else if (same(v[key], standing))
          found.push(make(src, 'fact', at, shown(standing), STAND_IN_FIX.fact(shown(standing))));
        else
          issues.push(
            makeIssue(
              'STAND_IN_STALE',
              { field: key },
              src.file,
              parsed.locateKey([...path, STAND_IN_KEY, key]),
              parsed.source,
              src.offset,
            ),
          );
      }
    for (const k in v)
      if (k !== STAND_IN_KEY && Object.hasOwn(v, k)) {
        path.push(k);
        visit(v[k]);
        path.pop();
      }
  };
  visit(parsed.data);
}

/** Shape and size a photo needs in the slot at `path` (the slot's ratio, the widest picture the page shows). */
function photoFor(image: string, path: DataPath, home?: HomeContent): string {
  const slots = home?.slots;
  const slotName = path[0] === 'owners' || path[0] === 'members' ? 'team' : path[0] === 'images' ? path[1] : path[0];
  const slot =
    slots && typeof slotName === 'string' && slotName in slots ? slots[slotName as keyof typeof slots] : undefined;
  if (path[0] === 'share_image') return STAND_IN_FIX.shareImage;
  return STAND_IN_FIX.photo(image, Math.max(...widthsFor(image)), slot?.ratio);
}

/** Picture slots holding artwork: every SVG a content file names, logos aside (a logo is drawn). */
function pictures(src: Source, found: StandIn[], home?: HomeContent): void {
  const visit = (v: unknown, path: DataPath): void => {
    if (typeof v === 'string') {
      if (/^images\/.+\.svg$/i.test(v) && path.at(-1) !== 'logo')
        found.push(make(src, 'picture', path, v, photoFor(v, path, home)));
    } else if (Array.isArray(v))
      v.forEach((item, i) => {
        visit(item, [...path, i]);
      });
    else if (isObject(v)) for (const [k, item] of Object.entries(v)) if (k !== STAND_IN_KEY) visit(item, [...path, k]);
  };
  visit(src.parsed?.data, []);
}

function proofs(src: Source, home: HomeContent, found: StandIn[]): void {
  home.testimonials.forEach((t, i) => {
    if (t.source && t.consent_date) return;
    found.push(make(src, 'testimonial', ['testimonials', i], t.key, STAND_IN_FIX.testimonial));
  });
  home.partners.forEach((p, i) => {
    if (p.agreement_date) return;
    found.push(make(src, 'partner', ['partners', i], p.name, STAND_IN_FIX.partner));
  });
}

/** Owners' degrees without institution and year (every language's page lists them). */
function credentials(raw: RawSite, found: StandIn[]): void {
  for (const d of raw.docs) {
    if (d.kind !== 'owners' || !d.doc.front) continue;
    const front = d.doc.front.data;
    const education = isObject(front) && Array.isArray(front.education) ? front.education : [];
    education.forEach((c: unknown, i) => {
      if (isObject(c) && c.institution && c.year) return;
      const src = { file: d.doc.file, parsed: d.doc.front, offset: 1 };
      const title = isObject(c) ? shown(c.title) : shown(c);
      found.push(make(src, 'credential', ['education', i], title, STAND_IN_FIX.credential));
    });
  }
}

/** Every stand-in of the site, in file order, and the problems of the marks themselves. */
export function findStandIns(raw: RawSite, home?: HomeContent): StandInReport {
  const found: StandIn[] = [];
  const issues: ContentIssue[] = [];
  for (const src of sources(raw)) marked(src, found, issues);
  for (const src of [raw.site, raw.home, raw.team]) pictures(src, found, home);
  if (home) proofs(raw.home, home, found);
  credentials(raw, found);
  return { standIns: found, issues };
}
