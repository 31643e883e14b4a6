import { usePage, type PageData } from '../page-context';
import { Shell } from '../document/Shell';
import { PageHeader } from '../ui/PageHeader';
import { CalloutProse } from '../ui/CalloutProse';
import { telHref } from '../links';
import { CallCta } from '../ui/CallCta';
import { UrgentCare } from '../ui/UrgentCare';
import { trail } from '../ui/crumbs';
import { breadcrumbJsonLd } from '../structured-data';
import type { PageTemplate } from '../types';
import { pageTitle } from '../document/head';

const recDoc = (page: Pick<PageData, 'doc'>) => page.doc('recommendations');

const crumbs = (page: Pick<PageData, 'site' | 'route' | 't' | 'pages' | 'doc'>) =>
  trail(page, { label: recDoc(page).front.title, href: page.route.url });

/** Only on paper: who the sheet is from and the two numbers to call. */
function PrintHeader() {
  const { t, site } = usePage();
  const { name, phones } = site.facts;
  return (
    <div className="print-header">
      <p className="print-clinic">{name}</p>
      <p>
        {t('print.clinic_phone')}:{' '}
        <a href={telHref(phones.landline)} dir="ltr">
          {phones.landline}
        </a>
        {' · '}
        <strong>
          {t('print.emergency')} <span dir="ltr">{phones.emergency}</span>
        </strong>
      </p>
    </div>
  );
}

function RecommendationPage() {
  const page = usePage();
  const doc = recDoc(page);
  const html = page.content.docs.get(doc.file);
  return (
    <Shell>
      <article className="printable">
        <PrintHeader />
        <PageHeader crumbs={crumbs(page)} title={doc.front.title} lead={doc.front.summary}>
          <p className="print-hint">
            {/* The button needs the script (it is hidden without); the hint says how otherwise. */}
            <button type="button" className="button button-ghost print-button" data-print="">
              {page.t('page.print')}
            </button>
            <span className="print-hint-text">{page.t('page.print_hint')}</span>
          </p>
        </PageHeader>
        <div className="container page-body">
          <UrgentCare id="urgent-title" />
          <CalloutProse html={html?.html ?? ''} headings={html?.headings ?? []} callouts={doc.front.callouts} />
        </div>
        <div className="container">
          <CallCta />
        </div>
      </article>
    </Shell>
  );
}

export const recommendationPage: PageTemplate = {
  stylesheet: 'pages',
  Body: RecommendationPage,
  greeting: (page) => page.t('page.care_greeting', { topic: recDoc(page).front.title }),
  meta: (page) => {
    const doc = recDoc(page);
    return {
      title: pageTitle(doc.front.title, page.site.facts.name),
      description: doc.front.description,
      jsonLd: [breadcrumbJsonLd(page.pages.absolute, crumbs(page))],
      // A sheet's second page has no header of its own: every page's foot names the clinic and its phone.
      printFoot: `${page.site.facts.name} · ${page.t('print.clinic_phone')}: ${page.site.facts.phones.landline}`,
    };
  },
  images: () => [],
};
