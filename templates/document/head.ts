/**
 * Head tags as data, before rendering: title, description, canonical, hreflang alternates
 * with x-default, Open Graph, and the clinic's structured data (schema.org Dentist).
 */
import type { Dentist, WithContext, DayOfWeek } from 'schema-dts';
import { DEFAULT_LANG, OG_LOCALE } from '../../model/languages';
import type { Route } from '../../model/route';
import type { Site } from '../../model/site';
import { clinicId, type Absolute } from '../structured-data';

export interface HeadData {
  title: string;
  description: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  robots?: string;
  og: {
    type: string;
    siteName: string;
    locale: string;
    image: string;
    imageWidth: number;
    imageHeight: number;
    url: string;
  };
  /** The structured data, each object as the text of its <script type="application/ld+json"> (scriptJson). */
  jsonLd: string[];
  /** Extra <link>s, such as the blog's feed. */
  links: { rel: string; type: string; href: string; title: string }[];
  /** Printed at the foot of every paper page (the care sheets: the clinic's name and phone). */
  printFoot?: string;
}

export interface PageMeta {
  title: string;
  description: string;
  jsonLd?: object[];
  links?: HeadData['links'];
  ogType?: string;
  printFoot?: string;
}

const DAY_GROUPS = ['weekdays', 'saturday', 'sunday'] as const;
const DAYS: Record<(typeof DAY_GROUPS)[number], DayOfWeek[]> = {
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  saturday: ['Saturday'],
  sunday: ['Sunday'],
};

/** The clinic as schema.org Dentist, built only from content/site.yaml. */
export function dentistJsonLd(site: Site, imageUrl: string, absolute: Absolute): WithContext<Dentist> {
  const f = site.facts;
  const hours = DAY_GROUPS.flatMap((k) => {
    const v = f.hours[k];
    return v === 'closed'
      ? []
      : [{ '@type': 'OpeningHoursSpecification' as const, dayOfWeek: DAYS[k], opens: v.open, closes: v.close }];
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Dentist',
    '@id': clinicId(absolute),
    name: f.name,
    image: imageUrl,
    url: absolute('/'),
    telephone: f.phones.landline,
    email: f.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: f.address.street,
      addressLocality: f.address.city,
      addressRegion: f.address.region,
      postalCode: f.address.postal_code,
      addressCountry: f.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: f.geo.latitude, longitude: f.geo.longitude },
    openingHoursSpecification: hours,
    sameAs: [f.social.instagram, f.social.google, f.social.tiktok],
  };
}

/** JSON inside <script type="application/ld+json"> must not be able to close the tag. */
export const scriptJson = (value: object): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The clinic's structured data as script text. Only its picture differs from page to page:
 * the rest is serialized once per build (kept in `shared`, the build's store of repeated text)
 * and the page's picture written into it, the same text JSON.stringify gives.
 */
export function dentistScript(
  site: Site,
  imageUrl: string,
  absolute: Absolute,
  shared: Map<string, string> = new Map(),
): string {
  let before = shared.get(DENTIST_BEFORE);
  let after = shared.get(DENTIST_AFTER);
  if (before === undefined || after === undefined) {
    const marker = scriptJson([IMAGE_MARKER]).slice(1, -1);
    const whole = scriptJson(dentistJsonLd(site, IMAGE_MARKER, absolute));
    const at = whole.indexOf(marker);
    before = whole.slice(0, at);
    after = whole.slice(at + marker.length);
    shared.set(DENTIST_BEFORE, before);
    shared.set(DENTIST_AFTER, after);
  }
  return `${before}${scriptJson([imageUrl]).slice(1, -1)}${after}`;
}
const IMAGE_MARKER = '\u0000share-image\u0000';
const DENTIST_BEFORE = 'dentist-json-ld\0before';
const DENTIST_AFTER = 'dentist-json-ld\0after';

/**
 * A paper page's foot as a CSS page margin box: the text is a CSS string (JSON's escaping is
 * CSS's for quotes and backslashes), with "<" escaped so it can never close the style element.
 */
export function printFootCss(text: string): string {
  const quoted = JSON.stringify(text).replace(/</g, '\\3c ');
  return `@page{@bottom-center{content:${quoted};font:9pt sans-serif;color:#0f5f66}}`;
}

/** Search results show about 60 characters of a title. */
export const TITLE_MAX = 60;

/** A page's title followed by the clinic's name, when both fit in a search result. */
export function pageTitle(title: string, siteName: string): string {
  const full = `${title} | ${siteName}`;
  return full.length <= TITLE_MAX ? full : title;
}

export function buildHead(
  route: Route,
  site: Site,
  meta: PageMeta,
  shareImage: { src: string; width: number; height: number },
  absolute: Absolute,
  /** The build's store of text many pages repeat. */
  shared?: Map<string, string>,
): HeadData {
  const image = absolute(shareImage.src);
  const alternates = route.alternates.map((a) => ({ hreflang: a.hreflang, href: a.url }));
  const xDefault = route.alternates.find((a) => a.lang === DEFAULT_LANG);
  if (xDefault) alternates.push({ hreflang: 'x-default', href: xDefault.url });
  return {
    title: meta.title,
    description: meta.description,
    canonical: route.canonical,
    alternates,
    // A preview (not declared live, or a stand-in remains) keeps every page out of search results.
    ...(route.indexable && !site.preview ? {} : { robots: 'noindex' }),
    og: {
      type: meta.ogType ?? 'website',
      siteName: site.facts.name,
      locale: OG_LOCALE[route.lang],
      image,
      imageWidth: shareImage.width,
      imageHeight: shareImage.height,
      url: route.canonical,
    },
    jsonLd: [dentistScript(site, image, absolute, shared), ...(meta.jsonLd ?? []).map(scriptJson)],
    links: meta.links ?? [],
    ...(meta.printFoot ? { printFoot: meta.printFoot } : {}),
  };
}
