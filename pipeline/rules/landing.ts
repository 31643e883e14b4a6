/**
 * The local landing pages (Portuguese only), one per service and neighbourhood. Most of a
 * page is its own text (content/landing/pages/<neighbourhood>.yaml); around it come two
 * sentences about the service and the way from the neighbourhood, shared with the pages of
 * the same service or neighbourhood. Which service sentences and question a page shows is
 * chosen by a generator seeded from its slug, so every build writes the same bytes.
 */
import type { Landing, LandingText, Neighbourhood, Service } from '../schemas/landing';
import { measureOverlap, type OverlapReport } from './landing-overlap';

/** mulberry32: a small seeded generator, stable across platforms (also the tests' random source). */
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

/** FNV-1a hash of a string into mulberry32. */
export function seededRandom(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return mulberry32(h);
}

/** `n` distinct items in their original order. */
export function pickSome<T>(rng: () => number, list: readonly T[], n: number): T[] {
  const idx = list.map((_, i) => i);
  for (let i = idx.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [idx[i], idx[j]] = [idx[j]!, idx[i]!];
  }
  return idx
    .slice(0, Math.min(n, list.length))
    .sort((a, b) => a - b)
    .map((i) => list[i]!);
}

export function pickOne<T>(rng: () => number, list: readonly T[]): T {
  return list[Math.floor(rng() * list.length)]!;
}

/** Fills {prep} and {bairro}: "Implante dentário {prep} {bairro}" → "Implante dentário no Limão". */
export function fillPlace(text: string, place: Pick<Neighbourhood, 'preposition' | 'name'>): string {
  return text.replace(/\{prep\}/g, place.preposition).replace(/\{bairro\}/g, place.name);
}

export interface LandingPageData {
  slug: string;
  service: Service;
  place: Neighbourhood;
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

export function composeLanding(service: Service, place: Neighbourhood, text: LandingText): LandingPageData {
  const slug = landingSlug(service, place);
  const rng = seededRandom(slug);
  return {
    slug,
    service,
    place,
    title: fillPlace(service.title, place),
    description: fillPlace(service.description, place),
    h1: fillPlace(service.h1, place),
    intro: text.intro,
    localHeading: text.heading,
    local: text.local,
    treatmentHeading: service.care_heading,
    treatment: pickSome(rng, service.details, 2),
    travelHeading: place.travel_heading,
    travel: place.travel,
    faq: text.faq,
    closing: pickOne(rng, service.closings),
  };
}

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+(?=[A-ZÀ-Ú"“(])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Every paragraph, question and answer a visitor reads in the page's main content. */
export function landingBlocks(page: LandingPageData): string[] {
  return [
    page.intro,
    ...page.local,
    ...page.treatment,
    ...page.travel,
    ...page.faq.flatMap((f) => [f.question, f.answer]),
    page.closing,
  ];
}

/** Every sentence of the page's main content. */
export function landingSentences(page: LandingPageData): string[] {
  return landingBlocks(page).flatMap(splitSentences);
}

/** Names masked before pages are compared: the neighbourhoods and the services. */
export function landingNames(landing: Pick<Landing, 'services' | 'neighbourhoods'>): string[] {
  return [...landing.neighbourhoods.map((n) => n.name), ...landing.services.flatMap((s) => [s.phrase, s.heading])];
}

/** The doorway-page measure over every landing page (see landing-overlap.ts). */
export function landingOverlap(
  landing: Landing,
  pages: readonly LandingPageData[] = expandLanding(landing),
): OverlapReport {
  return measureOverlap(
    pages.map((p) => ({ slug: p.slug, text: landingBlocks(p) })),
    landingNames(landing),
  );
}

export function expandLanding(landing: Landing): LandingPageData[] {
  return landing.services.flatMap((s) =>
    landing.neighbourhoods.flatMap((n) => {
      const text = landing.texts[n.slug]?.[s.slug];
      return text ? [composeLanding(s, n, text)] : [];
    }),
  );
}

export const FOOTER_CALLS = ['Agende sua consulta', 'Consulte-nos', 'Fale conosco', 'Saiba mais'] as const;

/** Footer link title: two treatments plus one call to action, chosen by the slug's seed. */
export function footerTitle(slug: string, treatmentNames: readonly string[]): string {
  const rng = seededRandom(`footer:${slug}`);
  const [a, b] = pickSome(rng, treatmentNames, 2);
  return `${a}, ${b} – ${pickOne(rng, FOOTER_CALLS)}`;
}
