import { usePage } from '../page-context';
import { Shell } from '../document/Shell';
import { PageHeader } from '../ui/PageHeader';
import { BookingCta } from '../ui/BookingCta';
import { trail } from '../ui/crumbs';
import { ROUTE_ID } from '../../model/route';
import { DEFAULT_LANG } from '../../model/languages';
import { breadcrumbJsonLd } from '../structured-data';
import type { PageTemplate } from '../types';

function LandingIndexPage() {
  const page = usePage();
  const { t, site, route, pages, content } = page;
  const crumbs = trail(page, { label: t('landing.index_short'), href: route.url });
  return (
    <Shell showLanguages={false} contactBar>
      <PageHeader crumbs={crumbs} title={site.landingIndex.title} lead={site.landingIndex.intro} />
      <div className="container page-body landing-index">
        {site.landing.services.map((s) => (
          <section key={s.slug} aria-labelledby={`svc-${s.slug}`}>
            <h2 id={`svc-${s.slug}`}>{s.heading}</h2>
            <ul className="pill-list">
              {site.landing.neighbourhoods.map((n) => (
                <li key={n.slug}>
                  <a href={pages.urlOrOriginal(ROUTE_ID.landing(s.slug, n.slug), DEFAULT_LANG)}>{content.landing.get(`${s.slug}-${n.slug}`)?.h1}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <BookingCta />
      </div>
    </Shell>
  );
}

export const landingIndexPage: PageTemplate = {
  Body: LandingIndexPage,
  meta: (page) => ({
    title: `${page.site.landingIndex.title} | ${page.site.facts.name}`,
    description: page.site.landingIndex.intro,
    jsonLd: [breadcrumbJsonLd(page.site.facts.url, trail(page, { label: page.t('landing.index_short'), href: page.route.url }))],
  }),
  images: () => [],
};
