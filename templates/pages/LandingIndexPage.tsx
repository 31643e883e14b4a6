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

interface Named {
  slug: string;
  label: string;
}

/** One list of the matrix: each row's name opening to its pages, one per column. */
function groupsOf(
  rows: Named[],
  columns: Named[],
  page: (row: Named, column: Named) => { href: string; title: string },
): FinderGroup[] {
  return rows.map((r) => ({
    key: r.slug,
    label: r.label,
    links: columns.map((c) => ({ key: c.slug, label: c.label, ...page(r, c) })),
  }));
}

function LandingIndexPage() {
  const page = usePage();
  const { t, site, route, pages, content } = page;
  const crumbs = trail(page, { label: t('landing.index_short'), href: route.url });
  // A local page the home page stands for (the clinic in general, in its own neighbourhood) links home.
  const link = (service: string, place: string) => ({
    href: pages.url(ROUTE_ID.landing(service, place), DEFAULT_LANG) ?? pages.urlOrOriginal(ROUTE_ID.home, DEFAULT_LANG),
    title: content.landing.get(`${service}-${place}`)?.h1 ?? site.facts.name,
  });
  const services = site.landing.services.map((s) => ({ slug: s.slug, label: s.heading }));
  const places = site.landing.neighbourhoods.map((n) => ({ slug: n.slug, label: n.name }));
  return (
    <Shell showLanguages={false} contactBar>
      <PageHeader crumbs={crumbs} title={site.landingIndex.title} lead={site.landingIndex.intro} />
      <div className="container page-body landing-finder">
        <FinderList
          id="por-tratamento"
          title={t('landing.find_by_service')}
          groups={groupsOf(services, places, (s, n) => link(s.slug, n.slug))}
        />
        <FinderList
          id="por-bairro"
          title={t('landing.find_by_place')}
          groups={groupsOf(places, services, (n, s) => link(s.slug, n.slug))}
        />
      </div>
      <div className="container">
        <BookingCta />
      </div>
    </Shell>
  );
}

export const landingIndexPage: PageTemplate = {
  stylesheet: 'pages',
  Body: LandingIndexPage,
  meta: (page) => ({
    title: `${page.site.landingIndex.title} | ${page.site.facts.name}`,
    description: page.site.landingIndex.intro,
    jsonLd: [
      breadcrumbJsonLd(
        page.pages.absolute,
        trail(page, { label: page.t('landing.index_short'), href: page.route.url }),
      ),
    ],
  }),
  images: () => [],
};
