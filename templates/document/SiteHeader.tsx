/** The fixed header: brand, navigation island, language switcher island (hidden on local landing pages). */
import { usePage } from '../page-context';
import { Island } from '../ui/Island';
import SiteNav from '../../islands/header/SiteNav';
import LanguageSwitcher from '../../islands/language-switcher/LanguageSwitcher';
import { CONSTANTS, LANG_NAMES, type Lang } from '../../pipeline/config';
import { localizedPath } from '../../pipeline/urls';
import { bookingLink, navItems } from '../links';
import { Brand } from './Brand';

function offerText(site: ReturnType<typeof usePage>['site'], lang: Lang) {
  const m = site.messages[lang];
  return { text: m['language.offer'] ?? '', link: m['language.offer_link'] ?? '', dismiss: m['language.dismiss'] ?? '' };
}

export function SiteHeader({ solid = false, showLanguages = true }: { solid?: boolean; showLanguages?: boolean }) {
  const { t, site, route, routes } = usePage();
  const lang = route.lang;
  return (
    <header className="site-header" data-site-header="" {...(solid ? { 'data-solid': '' } : {})}>
      <div className="container header-bar">
        <a className="brand-link" href={localizedPath(lang)} aria-label={`${site.facts.name} – ${t('a11y.home_link')}`}>
          <Brand name={site.facts.name} />
        </a>
        <Island
          name="site-nav"
          component={SiteNav}
          load="load"
          className="header-nav"
          props={{
            items: navItems(site, routes, lang, t),
            book: { label: t('header.book'), href: bookingLink(site, lang) },
            dir: route.dir,
            scrollThreshold: CONSTANTS.headerScrollThresholdPx,
            labels: {
              mainNav: t('a11y.main_nav'),
              openMenu: t('a11y.open_menu'),
              closeMenu: t('a11y.close_menu'),
              menu: t('header.menu'),
              newTab: t('a11y.new_tab'),
            },
          }}
        />
        {showLanguages && route.alternates.length > 1 && (
          <Island
            name="language-switcher"
            component={LanguageSwitcher}
            load="idle"
            className="header-lang"
            props={{
              current: lang,
              label: t('language.label'),
              currentLabel: LANG_NAMES[lang],
              options: route.alternates.map((a) => ({
                lang: a.lang,
                name: LANG_NAMES[a.lang],
                hreflang: a.hreflang,
                href: new URL(a.url).pathname,
                offer: offerText(site, a.lang),
              })),
            }}
          />
        )}
      </div>
    </header>
  );
}
