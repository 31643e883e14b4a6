import type { ReactNode } from 'react';
import { usePage, type PageData } from '../page-context';
import { Shell } from '../document/Shell';
import { PageHeader } from '../ui/PageHeader';
import { Prose } from '../ui/Prose';
import { Toc } from '../ui/Toc';
import { RelatedSection } from '../ui/RelatedSection';
import { BookingCta } from '../ui/BookingCta';
import { trail, treatmentsCrumb } from '../ui/crumbs';
import { Faq } from '../sections/Faq';
import { Icon } from '../../islands/shared/Icon';
import { ownerHref, treatmentHref } from '../links';
import { PictureSlot } from '../ui/PictureSlot';
import { nameIn } from '../../model/people';
import { breadcrumbJsonLd, clinicId, faqJsonLd, procedureJsonLd } from '../structured-data';
import type { PageTemplate } from '../types';
import { pageTitle } from '../document/head';
import type { Doc, TreatmentFront } from '../../model/site';
import { placeIn } from '../../model/place';

const treatmentDoc = (page: Pick<PageData, 'doc'>): Doc<TreatmentFront> => page.doc('treatments');

/** "Implantes Dentários na Lapa, São Paulo": a treatment's title names the place. */
export function treatmentTitle(page: Pick<PageData, 'site' | 'route' | 't' | 'pages' | 'doc'>): string {
  const { address, name } = page.site.facts;
  return pageTitle(
    page.t('meta.treatment_title', { treatment: treatmentDoc(page).front.title, ...placeIn(address, page.route.lang) }),
    name,
  );
}

function crumbs(page: Pick<PageData, 'site' | 'route' | 't' | 'pages' | 'doc'>) {
  const doc = treatmentDoc(page);
  return trail(page, treatmentsCrumb(page), { label: doc.front.title, href: page.route.url });
}

/** Who treats: the team members holding the page's specialties, with their registration (CFO). */
function TreatedBy({ doc }: { doc: Doc<TreatmentFront> }) {
  const { site, route, pages } = usePage();
  return (
    <ul className="treated-by">
      {doc.front.treated_by.map((s) => (
        <li key={s}>
          <span className="treated-by-field">{site.team.specialty_names[s][route.lang]}</span>
          <ul>
            {site.authors
              .filter((a) => a.specialties.includes(s))
              .map((a) => (
                <li key={a.slug}>
                  {a.profile ? (
                    <a href={ownerHref(pages, route.lang, a.profile)}>{nameIn(a, route.lang)}</a>
                  ) : (
                    nameIn(a, route.lang)
                  )}{' '}
                  <span className="treated-by-cro" dir="ltr">
                    {a.cro}
                  </span>
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** The summary card at the top: duration, anaesthesia, recovery, who treats, and the booking action. */
function TreatmentSummary({ doc }: { doc: Doc<TreatmentFront> }) {
  const { t, chat } = usePage();
  const rows: [string, ReactNode][] = [
    [t('page.duration'), doc.front.duration],
    [t('page.anaesthesia'), doc.front.anaesthesia],
    [t('page.recovery'), doc.front.recovery],
    // biome-ignore lint/correctness/useJsxKeyInIterable: a cell's content, not a list item (rows.map keys each row)
    [t('page.treated_by'), <TreatedBy doc={doc} />],
  ];
  return (
    <section className="treatment-summary" aria-labelledby="summary-title">
      <h2 id="summary-title">{t('page.summary_label')}</h2>
      <dl>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <a className="button button-primary" href={chat.page} target="_blank" rel="noopener noreferrer">
        <Icon name="whatsapp" />
        {t('header.book')}
        <span className="visually-hidden"> ({t('a11y.new_tab')})</span>
      </a>
    </section>
  );
}

function TreatmentPage() {
  const page = usePage();
  const { t, route, content, copy } = page;
  const doc = treatmentDoc(page);
  const html = content.docs.get(doc.file);
  const pictures = doc.front.pictures.flatMap((p) =>
    page.images[p.src] ? [{ ...p, image: page.images[p.src]! }] : [],
  );
  const [first, ...more] = pictures;
  const related = doc.front.related.flatMap((slug) => {
    const other = page.docIn('treatments', slug);
    return other ? [{ slug, title: other.front.title, summary: other.front.summary }] : [];
  });
  return (
    <Shell>
      <article>
        <PageHeader crumbs={crumbs(page)} title={doc.front.title} lead={doc.front.summary}>
          <TreatmentSummary doc={doc} />
        </PageHeader>
        <div className="container page-body">
          {html && (
            <Toc
              label={t('page.on_this_page')}
              headings={[
                ...html.headings,
                ...(doc.front.risks.length > 0 ? [{ id: 'riscos', text: t('page.risks_title') }] : []),
                ...(doc.front.faq.length > 0
                  ? [{ id: 'faq', text: t('page.faq_title', { topic: doc.front.title }) }]
                  : []),
              ]}
            />
          )}
          <div className="page-main treatment-article">
            {first && (
              <PictureSlot
                image={first.image}
                src={first.src}
                alt={first.alt}
                slot={first}
                sizes="(min-width: 800px) 720px, 100vw"
                className="treatment-picture"
              />
            )}
            <Prose html={html?.html ?? ''} />
            {more.map((p) => (
              <PictureSlot
                key={p.src}
                image={p.image}
                src={p.src}
                alt={p.alt}
                slot={p}
                sizes="(min-width: 800px) 720px, 100vw"
                className="treatment-figure"
              />
            ))}
            {doc.front.risks.length > 0 && (
              <section id="riscos" className="risks" aria-labelledby="risks-title">
                <h2 id="risks-title">{t('page.risks_title')}</h2>
                <p>{copy.site.treatment_page.risks_intro}</p>
                <ul className="styled-list">
                  {doc.front.risks.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              </section>
            )}
            {doc.front.faq.length > 0 && (
              <Faq
                title={t('page.faq_title', { topic: doc.front.title })}
                items={doc.front.faq.map((f, i) => ({ id: `q${i + 1}`, question: f.question, answer: f.answer }))}
              />
            )}
          </div>
        </div>
        {related.length > 0 && (
          <RelatedSection id="related-title" title={t('page.related')}>
            {related.map((r) => (
              <li key={r.slug} className="card">
                <h3>
                  <a href={treatmentHref(page.pages, route.lang, r.slug)}>{r.title}</a>
                </h3>
                <p>{r.summary}</p>
              </li>
            ))}
          </RelatedSection>
        )}
        <div className="container">
          <BookingCta />
        </div>
      </article>
    </Shell>
  );
}

export const treatmentPage: PageTemplate = {
  stylesheet: 'pages',
  Body: TreatmentPage,
  greeting: (page) => page.t('page.treatment_greeting', { treatment: treatmentDoc(page).front.title }),
  meta: (page) => {
    const doc = treatmentDoc(page);
    const absolute = page.pages.absolute;
    return {
      title: treatmentTitle(page),
      description: doc.front.description,
      jsonLd: [
        procedureJsonLd(absolute, page.route.url, doc.front.title, doc.front.description, clinicId(absolute)),
        faqJsonLd(doc.front.faq),
        breadcrumbJsonLd(absolute, crumbs(page)),
      ],
    };
  },
  images: (site) =>
    Object.values(site.pages.treatments).flatMap((byLang) =>
      Object.values(byLang).flatMap((d) => d!.front.pictures.map((p) => p.src)),
    ),
};
