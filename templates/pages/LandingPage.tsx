import { usePage, type PageData } from '../page-context';
import { Shell } from '../document/Shell';
import { PageHeader } from '../ui/PageHeader';
import { BookingCta } from '../ui/BookingCta';
import { trail } from '../ui/crumbs';
import { Faq } from '../sections/Faq';
import { Icon } from '../../islands/shared/Icon';
import { OpeningHours } from '../ui/ContactDetails';
import { telHref, treatmentHref } from '../links';
import { ROUTE_ID } from '../../model/route';
import { DEFAULT_LANG } from '../../model/languages';
import { breadcrumbJsonLd, clinicId, faqJsonLd, procedureJsonLd } from '../structured-data';
import type { PageTemplate } from '../types';

function landing({ content, route }: Pick<PageData, 'content' | 'route'>) {
  const data = content.landing.get(`${route.props.service}-${route.props.place}`);
  if (!data) throw new Error(`No landing data for ${route.url}`);
  return data;
}

const crumbs = (page: Pick<PageData, 'content' | 'route' | 't' | 'pages'>) =>
  trail(page, { label: page.t('landing.index_short'), href: page.pages.urlOrOriginal(ROUTE_ID.landingIndex, DEFAULT_LANG) }, { label: landing(page).h1, href: page.route.url });

function Block({ id, title, paragraphs, children }: { id: string; title: string; paragraphs: string[]; children?: React.ReactNode }) {
  return (
    <section className="landing-block" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {children}
    </section>
  );
}

/** Urgent care: when the clinic answers and a number to tap, before anything else. */
function UrgentContact() {
  const { t, site } = usePage();
  const phone = site.facts.phones.landline;
  return (
    <div className="landing-urgent">
      <a className="button button-primary" href={telHref(phone)}>
        <Icon name="phone" />
        {t('landing.call')}: <span dir="ltr">{phone}</span>
      </a>
      <OpeningHours />
    </div>
  );
}

function LandingPage() {
  const page = usePage();
  const { t, site } = page;
  const data = landing(page);
  const treatment = site.pages.treatments[data.service.treatment]?.pt;
  const related = data.service.related.flatMap((slug) => {
    const doc = site.pages.treatments[slug]?.pt;
    return doc && slug !== data.service.treatment ? [{ slug, title: doc.front.title }] : [];
  });
  return (
    <Shell showLanguages={false} contactBar>
      <article>
        <PageHeader crumbs={crumbs(page)} title={data.h1} lead={data.intro} />
        <div className="container page-body landing-body">
          {data.service.urgent && <UrgentContact />}
          <Block id="perto" title={data.localHeading} paragraphs={data.local} />
          <Block id="atendimento" title={data.treatmentHeading} paragraphs={data.treatment}>
            {treatment && (
              <p>
                <a className="text-link" href={treatmentHref(page.pages, DEFAULT_LANG, data.service.treatment)}>
                  {t('landing.see_treatment')}: {treatment.front.title}
                  <Icon name="arrow" size={16} className="flip-next" />
                </a>
              </p>
            )}
          </Block>
          <Block id="chegar" title={data.travelHeading} paragraphs={data.travel} />
        </div>
        <Faq title={site.homeText.pt.faq.title} items={data.faq.map((f, i) => ({ id: `q${i + 1}`, question: f.question, answer: f.answer }))} />
        <div className="container">
          {related.length > 0 && (
            <nav className="related-links" aria-label={t('page.related')}>
              <h2>{t('page.related')}</h2>
              <ul className="inline-list">
                {related.map((r) => (
                  <li key={r.slug}>
                    <a href={treatmentHref(page.pages, DEFAULT_LANG, r.slug)}>{r.title}</a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <p className="closing">{data.closing}</p>
          <BookingCta greeting={t('page.treatment_greeting', { treatment: data.service.topic })} />
        </div>
      </article>
    </Shell>
  );
}

export const landingPage: PageTemplate = {
  Body: LandingPage,
  meta: (page) => {
    const data = landing(page);
    const origin = page.site.facts.url;
    return {
      title: data.title,
      description: data.description,
      jsonLd: [
        ...(data.service.guide ? [] : [procedureJsonLd(origin, page.route.url, data.h1, data.description, clinicId(origin))]),
        faqJsonLd(data.faq),
        breadcrumbJsonLd(origin, crumbs(page)),
      ],
    };
  },
  images: () => [],
};
