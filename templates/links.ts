/** Links every template shares, all taken from the route table's page map. */
import type { Lang } from '../model/languages';
import type { Site, HomeTexts } from '../model/site';
import type { PageData } from './page-context';
import { phoneE164 } from '../model/phone';
import { ROUTE_ID, type PageMap } from '../model/route';
import type { NavItem } from '../islands/header/nav-types';

/** A section of the home page, from any page of the language: '/en/#contato'. */
export function sectionHref(pages: PageMap, lang: Lang, anchor: string): string {
  return `${pages.urlOrOriginal(ROUTE_ID.home, lang)}#${anchor}`;
}

/** A treatment, recommendation or owner page in this language, or its Portuguese original. */
export const treatmentHref = (pages: PageMap, lang: Lang, slug: string): string =>
  pages.urlOrOriginal(ROUTE_ID.treatment(slug), lang);
export const ownerHref = (pages: PageMap, lang: Lang, slug: string): string =>
  pages.urlOrOriginal(ROUTE_ID.owner(slug), lang);

/** The treatments that have a page, with their card titles, in the home grid's order. */
export function treatmentLinks(
  site: Site,
  cards: HomeTexts['treatments']['cards'],
  pages: PageMap,
  lang: Lang,
): { label: string; href: string }[] {
  return site.home.treatments.flatMap((tr) => {
    // No card in this language (its page not written in it yet): no menu entry either.
    const card = cards[tr.key];
    return tr.route && card ? [{ label: card.title, href: treatmentHref(pages, lang, tr.route) }] : [];
  });
}

/** The Recommendations menu: home.yaml's order, each page named by its `menu` field. */
function recommendationLinks(
  { site, pages, docIn }: Pick<PageData, 'site' | 'pages' | 'docIn'>,
  lang: Lang,
): { label: string; href: string }[] {
  return site.home.recommendations.map((slug) => {
    const doc = docIn('recommendations', slug, 'original');
    return { label: doc?.front.menu ?? slug, href: pages.urlOrOriginal(ROUTE_ID.recommendation(slug), lang) };
  });
}

/** The header's eight entries, plus the Recommendations dropdown after Treatments (shared: do not change it). */
export function navItems({
  site,
  pages,
  route,
  t,
  copy,
  docIn,
}: Pick<PageData, 'site' | 'pages' | 'route' | 't' | 'copy' | 'docIn'>): NavItem[] {
  const lang = route.lang;
  const s = (anchor: string) => sectionHref(pages, lang, anchor);
  const recommendations = recommendationLinks({ site, pages, docIn }, lang);
  return [
    { label: t('header.home'), href: s('inicio') },
    { label: t('header.about'), href: s('sobre') },
    {
      label: t('header.treatments'),
      href: s('tratamentos'),
      children: [
        ...treatmentLinks(site, copy.home.treatments.cards, pages, lang),
        { label: t('header.all_treatments'), href: s('tratamentos') },
      ],
    },
    { label: t('header.recommendations'), href: recommendations[0]?.href ?? s('inicio'), children: recommendations },
    { label: t('header.structure'), href: s('clinica') },
    { label: t('header.team'), href: s('equipe') },
    { label: t('header.testimonials'), href: s('depoimentos') },
    { label: t('header.partnerships'), href: s('parcerias') },
    { label: t('header.contact'), href: s('contato') },
  ];
}

/**
 * A route to the clinic from wherever the visitor is (Google Maps directions), built from the
 * address in content/site.yaml; the map listing itself is `social.google`.
 */
export function directionsHref(site: Pick<Site, 'facts'>): string {
  const a = site.facts.address;
  const destination = `${a.street}, ${a.district}, ${a.city} - ${a.region}, ${a.postal_code}, ${a.country}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** A tel: link from a number the schema validated (E.164 or the Brazilian format). */
export function telHref(phone: string): string {
  const e164 = phoneE164(phone);
  if (!e164)
    throw new Error(
      `"${phone}" is not a validated phone number: content/site.yaml is checked before pages are rendered`,
    );
  return `tel:${e164}`;
}
