import { usePage, useImage, type PageData } from '../page-context';
import { Shell } from '../document/Shell';
import { spokenLanguages } from '../ui/spoken-languages';
import { PageHeader } from '../ui/PageHeader';
import { Prose } from '../ui/Prose';
import { BookingCta } from '../ui/BookingCta';
import { trail } from '../ui/crumbs';
import { Picture } from '../../islands/shared/Picture';
import { sectionHref } from '../links';
import { breadcrumbJsonLd, clinicId, personJsonLd } from '../structured-data';
import type { PageTemplate } from '../types';

function owner({ site, route, doc: docOf }: Pick<PageData, 'site' | 'route' | 'doc'>) {
  const slug = route.props.slug ?? '';
  const doc = docOf('owners');
  const member = site.team.owners.find((o) => o.profile === slug);
  if (!member) throw new Error(`No owner profile for ${route.url}`);
  return { doc, member };
}

const crumbs = (page: Pick<PageData, 'site' | 'route' | 't' | 'pages' | 'doc'>) =>
  trail(
    page,
    { label: page.t('page.team_label'), href: sectionHref(page.pages, page.route.lang, 'equipe') },
    { label: owner(page).doc.front.name, href: page.route.url },
  );

/** A degree as the page lists it: its title, then the institution and year when known. */
const credentialText = (c: { title: string; institution?: string; year?: number }): string =>
  [c.title, [c.institution, c.year].filter(Boolean).join(', ')].filter(Boolean).join(' — ');

function List({ title, items }: { title: string; items: string[] }) {
  return (
    <section className="profile-list">
      <h2>{title}</h2>
      <ul>
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </section>
  );
}

function OwnerPage() {
  const page = usePage();
  const { t } = page;
  const { doc, member } = owner(page);
  const photo = useImage(member.image);
  const html = page.content.docs.get(doc.file);
  return (
    <Shell>
      <article>
        <PageHeader
          crumbs={crumbs(page)}
          title={doc.front.name}
          lead={
            <>
              {doc.front.job} · {/* The registration stays whole: "CRO-SP 000001", never "CRO-SP" / "000001". */}
              <span className="nowrap">{member.cro}</span>
            </>
          }
        />
        <div className="container profile">
          <div className="profile-side">
            <Picture image={photo} alt={doc.front.name} sizes="240px" priority className="owner-photo" />
            <List title={t('page.registrations')} items={doc.front.registrations} />
            {member.languages && (
              <p className="profile-languages">
                {t('team.languages', { languages: spokenLanguages(member.languages, page.route.htmlLang) })}
              </p>
            )}
          </div>
          <div>
            <Prose html={html?.html ?? ''} />
            <div className="profile-columns">
              <List title={t('page.education')} items={doc.front.education.map(credentialText)} />
              <List title={t('page.specialties')} items={doc.front.specialties} />
            </div>
          </div>
        </div>
        <div className="container">
          <BookingCta />
        </div>
      </article>
    </Shell>
  );
}

export const ownerPage: PageTemplate = {
  stylesheet: 'pages',
  Body: OwnerPage,
  greeting: (page) => page.t('page.owner_greeting', { name: owner(page).doc.front.name }),
  meta: (page) => {
    const { doc, member } = owner(page);
    const absolute = page.pages.absolute;
    const image = page.images[member.image]?.fallback ?? '/favicon.svg';
    return {
      title: `${doc.front.name} – ${doc.front.job}`,
      description: doc.front.description,
      jsonLd: [
        personJsonLd(
          absolute,
          page.route.url,
          {
            name: doc.front.name,
            job: doc.front.job,
            description: doc.front.description,
            image,
            registrations: doc.front.registrations,
          },
          clinicId(absolute),
        ),
        breadcrumbJsonLd(absolute, crumbs(page)),
      ],
    };
  },
  images: (site) => site.team.owners.map((o) => o.image),
};
