/** schema.org data for pages below home, typed with schema-dts. */
import type { BreadcrumbList, FAQPage, MedicalProcedure, Person, WithContext } from 'schema-dts';
import { absoluteUrl } from '../model/urls';

export interface Crumb {
  label: string;
  href: string;
}

export function breadcrumbJsonLd(origin: string, crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: absoluteUrl(origin, c.href),
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
  origin: string,
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
    url: absoluteUrl(origin, url),
    provider: { '@id': clinicId },
  } as WithContext<MedicalProcedure>;
}

export function personJsonLd(
  origin: string,
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
    image: absoluteUrl(origin, p.image),
    url: absoluteUrl(origin, url),
    identifier: p.registrations,
    worksFor: { '@id': clinicId },
  };
}

export const clinicId = (origin: string): string => `${absoluteUrl(origin, '/')}#clinic`;
