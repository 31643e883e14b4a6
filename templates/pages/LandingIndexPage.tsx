import { usePage } from '../page-context';
import { Shell } from '../document/Shell';
import { PageHeader } from '../ui/PageHeader';
import { BookingCta } from '../ui/BookingCta';
import { trail } from '../ui/crumbs';
import { localizedPath } from '../../model/urls';
import { LANDING_INDEX_SLUG } from '../../pipeline/routes/routes';
import { fillPlace, landingSlug } from '../../pipeline/rules/landing';
import { breadcrumbJsonLd } from '../structured-data';
import type { PageTemplate } from '../types';

function LandingIndexPage() {
  const { t, site, route } = usePage();
  const crumbs = trail(route.lang, t, { label: t('landing.index_short'), href: route.url });
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
                  <a href={localizedPath('pt', `${LANDING_INDEX_SLUG}/${landingSlug(s, n)}`)}>
                    {fillPlace(s.h1, n)}
                  </a>
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
  meta: ({ t, site, route }) => ({
    title: `${site.landingIndex.title} | ${site.facts.name}`,
    description: site.landingIndex.intro,
    jsonLd: [breadcrumbJsonLd(site.facts.url, trail(route.lang, t, { label: t('landing.index_short'), href: route.url }))],
  }),
  images: () => [],
};
