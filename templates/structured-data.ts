/** schema.org data for pages below home, typed with schema-dts. */
import type { BreadcrumbList, FAQPage, MedicalProcedure, Person, WithContext } from 'schema-dts';
import type { PageMap } from '../model/route';

/** The route table's absolute address of a site path (structured data names pages by full address). */
export type Absolute = PageMap['absolute'];

export interface Crumb {
  label: string;
  href: string;
}

export function breadcrumbJsonLd(absolute: Absolute, crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: absolute(c.href),
    })),
  };
}

export function faqJsonLd(items: { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  };
}

export function procedureJsonLd(
  absolute: Absolute,
  url: string,
  name: string,
  description: string,
  clinicId: string,
): WithContext<MedicalProcedure> {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalProcedure',
    name,
    description,
    url: absolute(url),
    provider: { '@id': clinicId },
  } as WithContext<MedicalProcedure>;
}

export function personJsonLd(
  absolute: Absolute,
  url: string,
  p: { name: string; job: string; description: string; image: string; registrations: string[] },
  clinicId: string,
): WithContext<Person> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: p.name,
    jobTitle: p.job,
    description: p.description,
    image: absolute(p.image),
    url: absolute(url),
    identifier: p.registrations,
    worksFor: { '@id': clinicId },
  };
}

/** The clinic's one schema.org identity: the Dentist on every page's head, which other data points at. */
export const clinicId = (absolute: Absolute): string => `${absolute('/')}#clinic`;
