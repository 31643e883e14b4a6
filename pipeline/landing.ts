/**
 * The local landing pages (Portuguese only), composed from the matrix of services and
 * neighbourhoods. Choices between alternative sentences are made by a generator seeded
 * from the page's slug, so every build writes the same bytes, and no two pages of the same
 * service read alike: most of each page is about its neighbourhood.
 */
import type { Landing, } from './validate-pages';
import type { Neighbourhood, Service } from './schemas/landing';

/** FNV-1a hash into mulberry32: small, fast, stable across platforms. */
export function seededRandom(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `n` distinct items in their original order. */
export function pickSome<T>(rng: () => number, list: readonly T[], n: number): T[] {
  const idx = list.map((_, i) => i);
  for (let i = idx.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [idx[i], idx[j]] = [idx[j]!, idx[i]!];
  }
  return idx.slice(0, Math.min(n, list.length)).sort((a, b) => a - b).map((i) => list[i]!);
}

export function pickOne<T>(rng: () => number, list: readonly T[]): T {
  return list[Math.floor(rng() * list.length)]!;
}

const FROM: Record<Neighbourhood['preposition'], string> = { na: 'da', no: 'do', em: 'de' };
const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export interface LandingPageData {
  slug: string;
  service: Service;
  place: Neighbourhood;
  title: string;
  description: string;
  h1: string;
  intro: string[];
  travelHeading: string;
  travel: string[];
  treatmentHeading: string;
  treatment: string[];
  placeHeading: string;
  place_text: string[];
  faq: { question: string; answer: string }[];
  closing: string;
}

export function landingSlug(service: Service, place: Neighbourhood): string {
  return `${service.slug}-${place.slug}`;
}

export function composeLanding(service: Service, place: Neighbourhood): LandingPageData {
  const slug = landingSlug(service, place);
  const rng = seededRandom(slug);
  const where = `${place.preposition} ${place.name}`;
  const from = `${FROM[place.preposition]} ${place.name}`;
  const fill = (s: string) => s.replace(/\{prep\}/g, place.preposition).replace(/\{bairro\}/g, place.name);
  const details = pickSome(rng, service.details, 3);
  const faq = pickSome(rng, service.faq, 2);
  const landmarks = place.landmarks.length > 1 ? `${place.landmarks.slice(0, -1).join(', ')} e ${place.landmarks.at(-1)}` : place.landmarks[0] ?? '';
  const h1 = `${service.heading} ${where}`;
  const description = `${capitalize(service.phrase)} para quem está ${where}: clínica na Rua Roma, 340, Lapa, a ${place.distance}. Agende sua avaliação pelo WhatsApp.`;
  return {
    slug,
    service,
    place,
    title: `${h1} | Rua Roma, 340 – Lapa`,
    description: description.length > 160 ? `${description.slice(0, 157).replace(/\s+\S*$/, '')}…` : description,
    h1,
    intro: [fill(pickOne(rng, service.intros)), details[0]!],
    travelHeading: `Como chegar saindo ${from}`,
    travel: [`A clínica fica na Rua Roma, 340, na Lapa, a ${place.distance} ${from}.`, ...splitSentences(place.travel), `Boas referências para se orientar ${where}: ${landmarks}.`],
    treatmentHeading: `Como é o atendimento de ${service.phrase}`,
    treatment: details.slice(1),
    placeHeading: `Cuidado com o sorriso ${where}`,
    place_text: [...splitSentences(place.about), place.tip],
    faq: [
      ...faq,
      {
        question: `Qual é a distância ${from} até a clínica?`,
        answer: `A clínica fica a ${place.distance}, na Rua Roma, 340. ${splitSentences(place.travel)[0] ?? ''}`.trim(),
      },
    ],
    closing: pickOne(rng, service.closings),
  };
}

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+(?=[A-ZÀ-Ú"“(])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Every sentence a visitor reads in the page's main content (for the doorway-page measure). */
export function landingSentences(page: LandingPageData): string[] {
  const blocks = [...page.intro, ...page.travel, ...page.treatment, ...page.place_text, ...page.faq.flatMap((f) => [f.question, f.answer]), page.closing];
  return blocks.flatMap(splitSentences);
}

export function expandLanding(landing: Landing): LandingPageData[] {
  return landing.services.flatMap((s) => landing.neighbourhoods.map((n) => composeLanding(s, n)));
}

export const FOOTER_CALLS = ['Agende sua consulta', 'Consulte-nos', 'Fale conosco', 'Saiba mais'] as const;

/** Footer link title: two treatments plus one call to action, chosen by the slug's seed. */
export function footerTitle(slug: string, treatmentNames: readonly string[]): string {
  const rng = seededRandom(`footer:${slug}`);
  const [a, b] = pickSome(rng, treatmentNames, 2);
  return `${a}, ${b} – ${pickOne(rng, FOOTER_CALLS)}`;
}
