import { usePage, type PageData } from '../page-context';
import { Shell } from '../document/Shell';
import { PageHeader } from '../ui/PageHeader';
import { BookingCta } from '../ui/BookingCta';
import { trail } from '../ui/crumbs';
import { Faq } from '../sections/Faq';
import { Icon } from '../../islands/shared/Icon';
import { AddressText, OpeningHours, useOpeningRows } from '../ui/ContactDetails';
import { telHref, treatmentHref } from '../links';
import { ROUTE_ID } from '../../model/route';
import { DEFAULT_LANG } from '../../model/languages';
import { breadcrumbJsonLd, clinicId, faqJsonLd, procedureJsonLd } from '../structured-data';
import type { PageTemplate } from '../types';
import { PictureSlot } from '../ui/PictureSlot';
import { ClinicMap } from '../ui/ClinicMap';
import { TestimonialProof } from '../ui/TestimonialProof';
import type { Site } from '../../model/site';

function landing({ content, route }: Pick<PageData, 'content' | 'route'>) {
  const data = content.landing.get(`${route.props.service}-${route.props.place}`);
  if (!data) throw new Error(`No landing data for ${route.url}`);
  return data;
}

const crumbs = (page: Pick<PageData, 'content' | 'route' | 't' | 'pages'>) =>
  trail(
    page,
    { label: page.t('landing.index_short'), href: page.pages.urlOrOriginal(ROUTE_ID.landingIndex, DEFAULT_LANG) },
    { label: landing(page).h1, href: page.route.url },
  );

/** A section of the page; `own` when it is the page's own text (not a block shared with other pages). */
function Block({
  id,
  title,
  paragraphs,
  own = false,
  children,
}: {
  id: string;
  title: string;
  paragraphs: string[];
  own?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <section className="landing-block" aria-labelledby={id} {...(own ? { 'data-own-text': '' } : {})}>
      <h2 id={id}>{title}</h2>
      {paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {children}
    </section>
  );
}

/** Where an urgency page says the clinic's hours (content/landing/services.yaml `urgent`). */
const URGENT_HOURS = '{horario}';

/**
 * Urgent care, in the first lines: the service's sentence with the clinic's hours in words
 * ("segunda a sexta, 9h às 18h; …") and a number to tap.
 */
function UrgentContact({ sentence }: { sentence: string }) {
  const { t, site } = usePage();
  const phone = site.facts.phones.landline;
  const hours = useOpeningRows()
    .map(([day, times]) => `${day.toLocaleLowerCase('pt-BR')}, ${times.toLocaleLowerCase('pt-BR')}`)
    .join('; ');
  return (
    <div className="landing-urgent">
      <p>{sentence.replace(URGENT_HOURS, hours)}</p>
      <a className="button button-primary" href={telHref(phone)}>
        <Icon name="phone" />
        {t('landing.call')}: <span dir="ltr">{phone}</span>
      </a>
    </div>
  );
}

/** "da Lapa", "do Limão", "de Perdizes": the neighbourhood after "do centro". */
const OF: Record<'na' | 'no' | 'em', string> = { na: 'da', no: 'do', em: 'de' };

/**
 * Under the heading, on the first screen of a phone: where the clinic is and how far, in a
 * straight line, from the neighbourhood's centre (computed by the build from the coordinates).
 */
function LandingWhere({ data }: { data: ReturnType<typeof landing> }) {
  const { site } = usePage();
  const a = site.facts.address;
  return (
    <p className="landing-where">
      <Icon name="pin" />
      <span>
        {a.street} – {a.district} · a {data.distance} do centro {OF[data.place.preposition]} {data.place.name}, em linha
        reta.{' '}
        <a className="text-link" href={`#${TRAVEL_ID}`}>
          {data.travelHeading}
        </a>
      </span>
    </p>
  );
}

/** The section on getting to the clinic, which the aside links to. */
const TRAVEL_ID = 'chegar';

/**
 * Beside the reading column on wide screens, in view while it scrolls: where the clinic is,
 * how to reach it and when it is open, the first things a neighbour looking for a dentist
 * asks. Phones have the contact bar and the map in the text instead.
 */
function LandingVisit({ travel }: { travel: string }) {
  const { t, site } = usePage();
  return (
    <aside className="page-aside landing-visit" aria-labelledby="visita-title">
      <h2 id="visita-title">{t('contact.address_label')}</h2>
      <address>
        <AddressText a={site.facts.address} />
      </address>
      <p>
        <a className="text-link" href={`#${TRAVEL_ID}`}>
          {travel}
          <Icon name="arrow" size={16} className="flip-next" />
        </a>
      </p>
      <OpeningHours />
    </aside>
  );
}

/** The picture of a local page: its service's treatment's first picture (in the page's language, Portuguese). */
function servicePicture(docIn: PageData['docIn'], treatment: string) {
  return docIn('treatments', treatment)?.front.pictures[0];
}

/** Six-letter stems of a text's longer words ("implantes", "implante" -> "implan"). */
const stems = (text: string): Set<string> =>
  new Set(
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 6)
      .map((w) => w.slice(0, 6)),
  );

/**
 * One of the home page's testimonials: the one that speaks of the page's treatment (its page's
 * title: "implante" on the implant pages), else one that speaks of no treatment; the same on every build.
 */
function testimonialFor(
  { site, docIn }: Pick<PageData, 'site' | 'docIn'>,
  text: PageData['copy']['home']['testimonials'],
  service: Site['landing']['services'][number],
) {
  const items = site.home.testimonials.flatMap(({ key, ...proof }) =>
    text.items[key] ? [{ ...text.items[key]!, proof }] : [],
  );
  const topic = (slug: string) => stems(docIn('treatments', slug)?.front.title ?? '');
  const overlap = (item: { text: string }, slug: string) =>
    [...topic(slug)].filter((w) => stems(item.text).has(w)).length;
  const specific = items.map((item) => overlap(item, service.treatment));
  const best = Math.max(0, ...specific);
  const general = items.filter((item) => Object.keys(site.pages.treatments).every((slug) => overlap(item, slug) === 0));
  const item = best > 0 ? items[specific.indexOf(best)] : (general[0] ?? items[0]);
  return item && { ...item, notice: text.notice, title: text.title };
}

function LandingTestimonial({ service }: { service: Site['landing']['services'][number] }) {
  const page = usePage();
  const quote = testimonialFor(page, page.copy.home.testimonials, service);
  if (!quote) return null;
  return (
    <section className="landing-testimonial" aria-labelledby="depoimento">
      <h2 id="depoimento">{quote.title}</h2>
      <figure className="card testimonial">
        <blockquote>
          <p>{quote.text}</p>
        </blockquote>
        <figcaption>{quote.name}</figcaption>
      </figure>
      <TestimonialProof {...quote.proof} />
      <p className="section-note">{quote.notice}</p>
    </section>
  );
}

function LandingPage() {
  const page = usePage();
  const { t, images, copy, docIn } = page;
  const data = landing(page);
  const picture = servicePicture(docIn, data.service.treatment);
  const pictureSet = picture && images[picture.src];
  const treatment = docIn('treatments', data.service.treatment);
  const related = data.service.related.flatMap((slug) => {
    const doc = docIn('treatments', slug);
    return doc && slug !== data.service.treatment ? [{ slug, title: doc.front.title }] : [];
  });
  const local = <Block key="perto" id="perto" title={data.localHeading} paragraphs={data.local} own />;
  // An urgency page's routes by severity are the same advice on every page: shared, and first.
  const care = (
    <Block
      key="atendimento"
      id="atendimento"
      title={data.treatmentHeading}
      paragraphs={data.treatment}
      own={!data.service.urgent}
    >
      {treatment && (
        <p data-shared="">
          <a className="text-link" href={treatmentHref(page.pages, DEFAULT_LANG, data.service.treatment)}>
            {t('landing.see_treatment')}: {treatment.front.title}
            <Icon name="arrow" size={16} className="flip-next" />
          </a>
        </p>
      )}
    </Block>
  );
  // Shared blocks (address, distance, hours, the urgent-care routes, map, testimonial, booking)
  // stay outside the page's own text, marked data-own-text (tests/output/landing-own-text.test.ts).
  return (
    <Shell showLanguages={false} contactBar>
      <article>
        <PageHeader crumbs={crumbs(page)} title={data.h1}>
          <LandingWhere data={data} />
          {data.service.urgent && <UrgentContact sentence={data.service.urgent} />}
          <p className="lead" data-own-text="">
            {data.intro}
          </p>
        </PageHeader>
        <div className="container page-body landing-body">
          {picture && pictureSet && (
            <PictureSlot
              image={pictureSet}
              src={picture.src}
              alt={picture.alt}
              slot={picture}
              sizes="(min-width: 800px) 720px, 100vw"
              className="landing-picture"
            />
          )}
          {data.service.urgent ? [care, local] : [local, care]}
          <Block id={TRAVEL_ID} title={data.travelHeading} paragraphs={data.travel}>
            <ClinicMap alt={copy.home.contact.map_alt} className="contact-map landing-map" />
          </Block>
          <LandingTestimonial service={data.service} />
          <LandingVisit travel={data.travelHeading} />
        </div>
        <div data-own-text="">
          <Faq
            title={copy.home.faq.title}
            items={data.faq.map((f, i) => ({ id: `q${i + 1}`, question: f.question, answer: f.answer }))}
          />
        </div>
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
          <p className="closing" data-own-text="">
            {data.closing}
          </p>
          <BookingCta />
        </div>
      </article>
    </Shell>
  );
}

export const landingPage: PageTemplate = {
  stylesheet: 'pages',
  Body: LandingPage,
  greeting: (page) => page.t('page.treatment_greeting', { treatment: landing(page).service.topic }),
  meta: (page) => {
    const data = landing(page);
    const absolute = page.pages.absolute;
    return {
      title: data.title,
      description: data.description,
      jsonLd: [
        ...(data.service.guide
          ? []
          : [procedureJsonLd(absolute, page.route.url, data.h1, data.description, clinicId(absolute))]),
        faqJsonLd(data.faq),
        breadcrumbJsonLd(absolute, crumbs(page)),
      ],
    };
  },
  // The first picture of each service's treatment, as the local pages show it.
  images: (site) => {
    const served = new Set(site.landing.services.map((s) => s.treatment));
    return [
      site.home.images.map,
      ...Object.entries(site.pages.treatments).flatMap(([slug, byLang]) =>
        served.has(slug) ? Object.values(byLang).flatMap((d) => d?.front.pictures[0]?.src ?? []) : [],
      ),
    ];
  },
};
