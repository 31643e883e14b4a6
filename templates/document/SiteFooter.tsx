/** Footer: brand, about, contact, navigation, social links, privacy link and the regulatory notices. */
import { Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageProvider, usePage } from '../page-context';
import { ExternalLink } from '../ui/ExternalLink';
import { ContactDetails } from '../ui/ContactDetails';
import { URGENT_ANCHOR, UrgentCare } from '../ui/UrgentCare';
import { Icon } from '../../islands/shared/Icon';
import { htmlAttrs } from '../../islands/shared/html-attrs';
import { ROUTE_ID } from '../../model/route';
import { DEFAULT_LANG, HTML_LANG } from '../../model/languages';
import { teamNameIn, titledAsWoman } from '../../model/people';
import { navItems } from '../links';
import { Brand } from './Brand';

/**
 * Every local landing page, each link named by its page's heading (no hover title). The local
 * pages are Portuguese only: another language's footer has one link to their Portuguese list.
 */
function LandingLinks() {
  const { t, content, route, pages, site } = usePage();
  // The list page's language (Portuguese): the same for the local pages it lists.
  const listLang = HTML_LANG[DEFAULT_LANG];
  if (!pages.url(ROUTE_ID.landingIndex, route.lang)) {
    return (
      <nav aria-labelledby="footer-info-title" className="footer-info">
        <h2 id="footer-info-title" className="footer-title">
          {t('footer.info_title')}
        </h2>
        <p>
          <a href={pages.urlOrOriginal(ROUTE_ID.landingIndex, route.lang)} {...htmlAttrs({ hreflang: listLang })}>
            <span lang={listLang}>{site.landingIndex.title}</span> ({t('footer.info_in_portuguese')})
          </a>
        </p>
      </nav>
    );
  }
  return (
    <nav aria-labelledby="footer-info-title" className="footer-info">
      <h2 id="footer-info-title" className="footer-title">
        {t('footer.info_title')}
      </h2>
      {/* The local pages, their names and titles are Portuguese: said once for the list. */}
      <ul className="footer-info-list" tabIndex={0} lang={listLang}>
        {content.footerLinks.map((l) => (
          <li key={l.href}>
            <a href={l.href}>{l.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer is the same on every page of a language (the home page's apart): render it once per build. */
export function SiteFooter() {
  const page = usePage();
  const key = `footer:${page.route.lang}:${page.route.id === ROUTE_ID.home ? 'home' : 'page'}`;
  let html = page.shared.get(key);
  if (html === undefined) {
    html = renderToStaticMarkup(
      <PageProvider value={page}>
        <FooterContent />
      </PageProvider>,
    );
    page.shared.set(key, html);
  }
  return <footer className="site-footer" dangerouslySetInnerHTML={{ __html: html }} />;
}

function FooterContent() {
  const { copy, t, site, route, pages, docIn } = usePage();
  const f = site.facts;
  // The home page ends with its contact section, the same address, phones and e-mail just above.
  const onHome = route.id === ROUTE_ID.home;
  const social = [
    { key: 'instagram', href: f.social.instagram, icon: 'instagram' as const },
    { key: 'google', href: f.social.google, icon: 'google' as const },
    { key: 'tiktok', href: f.social.tiktok, icon: 'tiktok' as const },
  ];
  return (
    <>
      <div className={onHome ? 'container footer-grid footer-grid-home' : 'container footer-grid'}>
        <div className="footer-brand">
          <Brand name={f.name} />
          <p>{copy.site.footer.about}</p>
          <h2 className="footer-title">{t('footer.social_title')}</h2>
          <ul className="social">
            {social.map((s) => (
              <li key={s.key}>
                <ExternalLink href={s.href} className="social-link">
                  <Icon name={s.icon} size={22} />
                  <span>{t(`footer.${s.key}`)}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        {!onHome && (
          <div>
            <h2 className="footer-title">{t('footer.contact_title')}</h2>
            <ContactDetails />
          </div>
        )}
        {/* A part of its own, so on a wide footer it spans the columns under brand and contact. */}
        <div className="footer-urgent">
          <UrgentCare id="footer-urgent-title" headingClass="footer-title" landmark={false} anchor={URGENT_ANCHOR} />
        </div>
        <nav aria-label={t('a11y.footer_nav')} className="footer-nav">
          <h2 className="footer-title">{t('footer.nav_title')}</h2>
          <ul className="footer-links">
            {navItems({ site, pages, route, t, copy, docIn })
              .flatMap((item) => (item.children ? item.children.filter((c) => !c.href.includes('#')) : [item]))
              .map((item) => (
                <li key={item.href}>
                  <a href={item.href}>{item.label}</a>
                </li>
              ))}
            <li>
              <a href={pages.urlOrOriginal(ROUTE_ID.blog(), route.lang)}>{t('blog.title')}</a>
            </li>
            <li>
              <a href={pages.urlOrOriginal(ROUTE_ID.privacy, route.lang)}>{t('footer.privacy')}</a>
            </li>
            {site.facts.analytics.measurement_id && (
              <li>
                {/* With JavaScript it opens the consent banner again; without, the policy explains cookies. */}
                <a href={pages.urlOrOriginal(ROUTE_ID.privacy, route.lang)} data-consent-open="">
                  {t('cookies.preferences')}
                </a>
              </li>
            )}
          </ul>
        </nav>
        <LandingLinks />
      </div>
      <div className="container footer-legal">
        <p>{copy.site.footer.notice}</p>
        <p>
          {f.legal_name} · {t('footer.cnpj')} {f.cnpj} · {t('footer.clinic_registration')}:{' '}
          <span className="nowrap">{f.clinic_registration}</span>
        </p>
        <p>
          {t('footer.tech_director', { context: titledAsWoman(f.legal.technical_director) ? 'woman' : 'man' })}:{' '}
          {teamNameIn(site.team.owners, f.legal.technical_director, route.lang)} (
          {f.legal.registrations.map((r, i) => (
            <Fragment key={r}>
              {i > 0 && ', '}
              {/* A registration stays whole: "CRO-SP 000001", never "CRO-SP" / "000001". */}
              <span className="nowrap">{r}</span>
            </Fragment>
          ))}
          )
        </p>
        <p>
          © {f.name}. {t('footer.rights')}
        </p>
      </div>
    </>
  );
}
