import { usePage } from '../page-context';
import { Shell } from '../document/Shell';
import { PageHeader } from '../ui/PageHeader';
import { BookingCta } from '../ui/BookingCta';
import { trail } from '../ui/crumbs';
import { ROUTE_ID } from '../../model/route';
import { DEFAULT_LANG } from '../../model/languages';
import { breadcrumbJsonLd } from '../structured-data';
import type { PageTemplate } from '../types';

interface FinderGroup {
  key: string;
  label: string;
  links: { key: string; label: string; href: string; title: string }[];
}

/**
 * One way in (by treatment, or by neighbourhood): a short list of names, each opening to its
 * pages. Native disclosure: no script, keyboard and screen reader support from the browser.
 */
function FinderList({ id, title, groups }: { id: string; title: string; groups: FinderGroup[] }) {
  return (
    <section className="finder" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="finder-groups">
        {groups.map((g) => (
          <li key={g.key}>
            <details>
              <summary>{g.label}</summary>
              <ul className="finder-links">
                {g.links.map((l) => (
                  <li key={l.key}>
                    <a href={l.href}>
                      {l.label}
                      <span className="visually-hidden">: {l.title}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LandingIndexPage() {
  const page = usePage();
  const { t, site, route, pages, content } = page;
  const crumbs = trail(page, { label: t('landing.index_short'), href: route.url });
  const link = (service: string, place: string) => ({
    href: pages.urlOrOriginal(ROUTE_ID.landing(service, place), DEFAULT_LANG),
    title: content.landing.get(`${service}-${place}`)?.h1 ?? '',
  });
  return (
    <Shell showLanguages={false} contactBar>
      <PageHeader crumbs={crumbs} title={site.landingIndex.title} lead={site.landingIndex.intro} />
      <div className="container page-body landing-finder">
        <FinderList
          id="por-tratamento"
          title={t('landing.find_by_service')}
          groups={site.landing.services.map((s) => ({
            key: s.slug,
            label: s.heading,
            links: site.landing.neighbourhoods.map((n) => ({ key: n.slug, label: n.name, ...link(s.slug, n.slug) })),
          }))}
        />
        <FinderList
          id="por-bairro"
          title={t('landing.find_by_place')}
          groups={site.landing.neighbourhoods.map((n) => ({
            key: n.slug,
            label: n.name,
            links: site.landing.services.map((s) => ({ key: s.slug, label: s.heading, ...link(s.slug, n.slug) })),
          }))}
        />
      </div>
      <div className="container">
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
    jsonLd: [
      breadcrumbJsonLd(
        page.site.facts.url,
        trail(page, { label: page.t('landing.index_short'), href: page.route.url }),
      ),
    ],
  }),
  images: () => [],
};
