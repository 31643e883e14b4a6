/**
 * The local landing pages (Portuguese only), one per service and neighbourhood. Most of a
 * page is its own text (content/landing/pages/<neighbourhood>.yaml); around it come two
 * sentences about the service and the way from the neighbourhood, shared with the pages of
 * the same service or neighbourhood, and the straight-line distance from the neighbourhood's
 * centre to the clinic. Which service sentences a page shows follows the neighbourhood's place
 * in neighbourhoods.yaml, so every build writes the same bytes.
 */
import type { Landing, LandingText, Neighbourhood, Service } from '../schemas/landing';
import { measureOverlap, type OverlapReport } from './landing-overlap';

/** mulberry32: a small seeded generator, stable across platforms (the tests' random source). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fills {prep} and {bairro}: "Implante dentário {prep} {bairro}" → "Implante dentário no Limão". */
export function fillPlace(text: string, place: Pick<Neighbourhood, 'preposition' | 'name'>): string {
  return text.replace(/\{prep\}/g, place.preposition).replace(/\{bairro\}/g, place.name);
}

/** A point on the map, as content/site.yaml and neighbourhoods.yaml write it. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Straight-line (great-circle) distance in kilometres. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * The distance as a page says it: to the half kilometre (a neighbourhood's centre is no
 * doorstep), "1,5 km"; under 1 km, "menos de 1 km".
 */
export function distanceText(km: number): string {
  if (km < 1) return 'menos de 1 km';
  const half = Math.round(km * 2) / 2;
  return `${String(half).replace('.', ',')} km`;
}

export interface LandingPageData {
  slug: string;
  service: Service;
  place: Neighbourhood;
  /** Straight line from the neighbourhood's centre to the clinic, as the page says it ("2,5 km"). */
  distance: string;
  title: string;
  description: string;
  h1: string;
  /** The page's own opening paragraph. */
  intro: string;
  /** The page's own block: heading and paragraphs. */
  localHeading: string;
  local: string[];
  treatmentHeading: string;
  treatment: string[];
  travelHeading: string;
  travel: string[];
  /** The page's own questions. */
  faq: { question: string; answer: string }[];
  closing: string;
}

export function landingSlug(service: Service, place: Neighbourhood): string {
  return `${service.slug}-${place.slug}`;
}

/**
 * Every pair of `n` items, ordered in rounds of pairs that share no item (the circle method of
 * a round-robin): consecutive pages of a service then share at most one detail, and no detail
 * is shown much more often than another.
 */
export function pairsInRounds(n: number): [number, number][] {
  const ids = Array.from({ length: n % 2 ? n + 1 : n }, (_, i) => i);
  const out: [number, number][] = [];
  for (let round = 0; round < ids.length - 1; round++) {
    for (let i = 0; i < ids.length / 2; i++) {
      const [a, b] = [ids[i]!, ids[ids.length - 1 - i]!];
      if (a < n && b < n) out.push(a < b ? [a, b] : [b, a]);
    }
    ids.splice(1, 0, ids.pop()!);
  }
  return out;
}

/**
 * The two service details the `index`-th page of a service shows: a different pair on each
 * page, so no two pages of a service repeat the same two paragraphs (up to the number of pairs).
 */
export function detailsFor<T>(details: readonly T[], index: number): T[] {
  const pairs = pairsInRounds(details.length);
  const [a, b] = pairs[index % pairs.length]!;
  return [details[a]!, details[b]!];
}

export function composeLanding(
  service: Service,
  place: Neighbourhood,
  text: LandingText,
  clinic: GeoPoint,
  index = 0,
): LandingPageData {
  const slug = landingSlug(service, place);
  return {
    slug,
    service,
    place,
    distance: distanceText(distanceKm(place.centre, clinic)),
    title: fillPlace(service.title, place),
    description: fillPlace(service.description, place),
    h1: fillPlace(service.h1, place),
    intro: text.intro,
    localHeading: text.heading,
    local: text.local,
    treatmentHeading: service.care_heading,
    // Urgent care advice is never sampled: every page gives all of it.
    treatment: service.urgent ? service.details : detailsFor(service.details, index),
    travelHeading: place.travel_heading,
    travel: place.travel,
    faq: text.faq,
    closing: service.closings[index % service.closings.length]!,
  };
}

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+(?=[A-ZÀ-Ú"“(])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The page's own text, as the template marks it (data-own-text): every paragraph, question
 * and answer of its main content except the blocks shared with other pages (the way there,
 * and an urgency page's advice, the same on each of its pages).
 */
export function landingBlocks(page: LandingPageData): string[] {
  return [
    page.intro,
    ...page.local,
    ...(page.service.urgent ? [] : page.treatment),
    ...page.faq.flatMap((f) => [f.question, f.answer]),
    page.closing,
  ];
}

/** Every sentence of the page's own text. */
export function landingSentences(page: LandingPageData): string[] {
  return landingBlocks(page).flatMap(splitSentences);
}

/** Names masked before pages are compared: the neighbourhoods and the services. */
export function landingNames(landing: Pick<Landing, 'services' | 'neighbourhoods'>): string[] {
  return [...landing.neighbourhoods.map((n) => n.name), ...landing.services.flatMap((s) => [s.phrase, s.heading])];
}

/** The doorway-page measure over every landing page (see landing-overlap.ts). */
export function landingOverlap(landing: Landing, pages: readonly LandingPageData[]): OverlapReport {
  return measureOverlap(
    pages.map((p) => ({ slug: p.slug, text: landingBlocks(p) })),
    landingNames(landing),
  );
}

/**
 * The home page stands for the clinic in general (a `general` service) in the clinic's own
 * neighbourhood, the district of its address: a local page there would compete with it.
 */
export function homeStandsFor(
  service: Pick<Service, 'general'>,
  place: Pick<Neighbourhood, 'name'>,
  district: unknown,
): boolean {
  return service.general === true && place.name === district;
}

/** Where the clinic is, as content/site.yaml gives it: its position and its address's district. */
export interface ClinicPlace {
  geo: GeoPoint;
  district: string;
}

/** Every local page. */
export function expandLanding(landing: Landing, clinic: ClinicPlace): LandingPageData[] {
  return landing.services.flatMap((s) =>
    landing.neighbourhoods.flatMap((n, i) => {
      const text = landing.texts[n.slug]?.[s.slug];
      return text && !homeStandsFor(s, n, clinic.district) ? [composeLanding(s, n, text, clinic.geo, i)] : [];
    }),
  );
}
