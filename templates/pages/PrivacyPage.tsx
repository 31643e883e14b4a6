import { usePage, type PageData } from '../page-context';
import { Shell } from '../document/Shell';
import { PageHeader } from '../ui/PageHeader';
import { Prose } from '../ui/Prose';
import { Toc } from '../ui/Toc';
import { AddressText } from '../ui/ContactDetails';
import { trail } from '../ui/crumbs';
import { HTML_LANG } from '../../model/languages';
import { breadcrumbJsonLd } from '../structured-data';
import type { PageTemplate } from '../types';
import { pageTitle } from '../document/head';
import { htmlAttrs } from '../../islands/shared/html-attrs';

const policy = (page: Pick<PageData, 'doc'>) => page.doc('legal');

const crumbs = (page: Pick<PageData, 'site' | 'route' | 't' | 'pages' | 'doc'>) =>
  trail(page, { label: policy(page).front.title, href: page.route.url });

/** Who answers for the data, from content/site.yaml: the company and its data protection officer. */
function Controller() {
  const { t, site } = usePage();
  const f = site.facts;
  return (
    <section className="card controller" aria-labelledby="controller-title">
      <h2 id="controller-title">{t('privacy_policy.controller_title')}</h2>
      <dl>
        <dt>{t('privacy_policy.controller')}</dt>
        <dd>
          {f.legal_name} · {t('footer.cnpj')} {f.cnpj} · <AddressText a={f.address} />
        </dd>
        <dt>{t('privacy_policy.dpo')}</dt>
        <dd>
          {f.dpo_name} · <a href={`mailto:${f.dpo_email}`}>{f.dpo_email}</a>
        </dd>
      </dl>
    </section>
  );
}

function PrivacyPage() {
  const page = usePage();
  const doc = policy(page);
  const html = page.content.docs.get(doc.file);
  return (
    <Shell>
      <article className="printable">
        <PageHeader crumbs={crumbs(page)} title={doc.front.title}>
          <p className="updated">
            <time {...htmlAttrs({ datetime: doc.front.updated })}>
              {page.t('privacy_policy.last_updated', {
                date: page.formatDate(doc.front.updated, HTML_LANG[page.route.lang]),
              })}
            </time>
          </p>
        </PageHeader>
        <div className="container page-body">
          <Controller />
          {/* The policy's sections beside it on wide screens: the grid's aside, as on a treatment page. */}
          {html && html.headings.length >= 4 && <Toc label={page.t('page.on_this_page')} headings={html.headings} />}
          <Prose html={html?.html ?? ''} />
        </div>
      </article>
    </Shell>
  );
}

export const privacyPage: PageTemplate = {
  stylesheet: 'pages',
  Body: PrivacyPage,
  meta: (page) => ({
    title: pageTitle(policy(page).front.title, page.site.facts.name),
    description: policy(page).front.description,
    jsonLd: [breadcrumbJsonLd(page.pages.absolute, crumbs(page))],
  }),
  images: () => [],
};
