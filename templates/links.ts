/** Links every template shares, built only through pipeline/urls. */
import type { Lang } from '../pipeline/config';
import type { Translate } from '../pipeline/render/i18n';
import type { Site } from '../pipeline/validate/validate';
import { chatLink, localizedPath, sectionLink } from '../model/urls';
import type { NavItem } from '../islands/header/nav-types';
import { hasUrl, type Route } from '../pipeline/routes/routes';
import { phoneE164 } from '../model/phone';

/** A page in this language, or its Portuguese original when it has no translation. */
export function pageHref(routes: readonly Route[], lang: Lang, slug: string): string {
  const href = localizedPath(lang, slug);
  return hasUrl(routes, href) ? href : localizedPath('pt', slug);
}

export const RECOMMENDATIONS = [
  { slug: 'pre-cirurgia', key: 'header.rec_pre_surgery' },
  { slug: 'pos-cirurgia', key: 'header.rec_post_surgery' },
  { slug: 'pos-clareamento', key: 'header.rec_post_whitening' },
] as const;

export function bookingLink(site: Site, lang: Lang): string {
  return chatLink(site.facts.messaging.number, site.facts.messaging.greeting[lang]);
}

/** The treatments that have a page, with their card titles, in the home grid's order. */
export function treatmentLinks(site: Site, routes: readonly Route[], lang: Lang): { label: string; href: string }[] {
  const cards = site.homeText[lang].treatments.cards;
  return site.home.treatments.flatMap((tr) => (tr.route ? [{ label: cards[tr.key]?.title ?? tr.key, href: pageHref(routes, lang, tr.route) }] : []));
}

// The same menu for every page of a language: built once per build (site, routes) and language.
const menus = new WeakMap<Site, WeakMap<readonly Route[], Map<Lang, readonly NavItem[]>>>();

/** The header's eight entries, plus the Recommendations dropdown after Treatments (shared: do not change it). */
export function navItems(site: Site, routes: readonly Route[], lang: Lang, t: Translate): readonly NavItem[] {
  let bySite = menus.get(site);
  if (!bySite) menus.set(site, (bySite = new WeakMap()));
  let byLang = bySite.get(routes);
  if (!byLang) bySite.set(routes, (byLang = new Map()));
  let items = byLang.get(lang);
  if (!items) byLang.set(lang, (items = buildNavItems(site, routes, lang, t)));
  return items;
}

function buildNavItems(site: Site, routes: readonly Route[], lang: Lang, t: Translate): NavItem[] {
  const s = (anchor: string) => sectionLink(lang, anchor);
  return [
    { label: t('header.home'), href: s('inicio') },
    { label: t('header.about'), href: s('sobre') },
    {
      label: t('header.treatments'),
      href: s('tratamentos'),
      children: [...treatmentLinks(site, routes, lang), { label: t('header.all_treatments'), href: s('tratamentos') }],
    },
    {
      label: t('header.recommendations'),
      href: pageHref(routes, lang, RECOMMENDATIONS[0].slug),
      children: RECOMMENDATIONS.map((r) => ({ label: t(r.key), href: pageHref(routes, lang, r.slug) })),
    },
    { label: t('header.structure'), href: s('clinica') },
    { label: t('header.team'), href: s('equipe') },
    { label: t('header.testimonials'), href: s('depoimentos') },
    { label: t('header.partnerships'), href: s('parcerias') },
    { label: t('header.contact'), href: s('contato') },
  ];
}

/** A tel: link from a number the schema validated (E.164 or the Brazilian format). */
export function telHref(phone: string): string {
  const e164 = phoneE164(phone);
  if (!e164) throw new Error(`"${phone}" is not a validated phone number: content/site.yaml is checked before pages are rendered`);
  return `tel:${e164}`;
}
