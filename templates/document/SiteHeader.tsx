/**
 * The fixed header: a slim row of shortcuts (urgent care, blog), then brand, navigation island,
 * the clinic's phone and the booking button, and the language switcher island (hidden on
 * local landing pages). The desktop navigation shows
 * only from the width where it fits on one row in the page's language (base.css); below it
 * the drawer serves.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { choiceHref } from '../../islands/lib/language-choice';
import { PageProvider, usePage, type PageData } from '../page-context';
import { Island } from '../ui/Island';
import DesktopNav from '../../islands/header/DesktopNav';
import { MOBILE_NAV_FROM_MARKUP, NAV_FROM_MARKUP } from '../../islands/header/nav-types';
import MobileNav from '../../islands/header/MobileNav';
import LanguageSwitcher, { SWITCHER_FROM_MARKUP } from '../../islands/language-switcher/LanguageSwitcher';
import { HTML_LANG, LANG_NAMES, type Lang } from '../../model/languages';
import { CONSTANTS } from '../../model/constants';
import { ROUTE_ID } from '../../model/route';
import { navItems, sectionHref, telHref } from '../links';

/** The home FAQ's question about children (q8 in the specification's list): one answer for the whole site. */
const CHILDREN_QUESTION = 'q8';
import { Icon } from '../../islands/shared/Icon';
import { Brand } from './Brand';
import { languageChoices } from './LanguageOffers';
import { ExternalLink } from '../ui/ExternalLink';
import { URGENT_ANCHOR } from '../ui/UrgentCare';

export function SiteHeader({
  solid = false,
  showLanguages = true,
  languages,
}: {
  solid?: boolean;
  showLanguages?: boolean;
  languages?: { lang: Lang; href: string }[];
}) {
  const page = usePage();
  const { t, site, route, pages, chat } = page;
  const lang = route.lang;
  const choices = languageChoices(route, languages);
  return (
    <header
      className="site-header"
      data-site-header=""
      data-scroll-threshold={CONSTANTS.headerScrollThresholdPx}
      {...(solid ? { 'data-solid': '' } : {})}
    >
      {/* What patients look for first, on every page and width: urgent care (the footer's
          block: what to do now, when to call, the phone, after hours, 192), children (the
          home FAQ's answer) and the blog. */}
      <nav className="header-utility" aria-label={t('header.utility_nav')}>
        <div className="container header-utility-bar">
          <a className="utility-link utility-urgent" href={`#${URGENT_ANCHOR}`}>
            {t('header.urgent')}
          </a>
          {site.home.faq.includes(CHILDREN_QUESTION) && (
            <a className="utility-link" href={sectionHref(pages, lang, `faq-${CHILDREN_QUESTION}`)}>
              {t('header.children')}
            </a>
          )}
          <a className="utility-link" href={pages.urlOrOriginal(ROUTE_ID.blog(), lang)}>
            {t('blog.title')}
          </a>
        </div>
      </nav>
      <div className="container header-bar">
        <a
          className="brand-link"
          href={pages.urlOrOriginal(ROUTE_ID.home, lang)}
          aria-label={`${site.facts.name} – ${t('a11y.home_link')}`}
        >
          <Brand name={site.facts.name} />
        </a>
        <div className="site-nav" dangerouslySetInnerHTML={{ __html: siteNav(page) }} />
        <a
          className="header-phone"
          href={telHref(site.facts.phones.landline)}
          aria-label={`${t('urgent.call')}: ${site.facts.phones.landline}`}
        >
          <Icon name="phone" size={18} />
          <span className="header-phone-number" dir="ltr">
            {site.facts.phones.landline}
          </span>
        </a>
        <ExternalLink className="button button-primary header-book" href={chat.booking}>
          {t('header.book')}
        </ExternalLink>
        {showLanguages && choices.length > 1 && (
          <Island
            name="language-switcher"
            component={LanguageSwitcher}
            load="interaction"
            className="header-lang"
            fromMarkup={SWITCHER_FROM_MARKUP}
            props={{
              current: lang,
              label: t('language.label'),
              options: choices.map((c) => ({
                lang: c.lang,
                name: LANG_NAMES[c.lang],
                hreflang: HTML_LANG[c.lang],
                href: choiceHref(c.href, c.lang),
              })),
            }}
          />
        )}
      </div>
    </header>
  );
}

/** The desktop navigation and the phone drawer: the items, the drawer's labels and booking link. */
function NavIslands() {
  const page = usePage();
  const { t, chat } = page;
  const items = navItems(page);
  return (
    <>
      <Island
        name="nav-desktop"
        component={DesktopNav}
        load="interaction"
        props={{ items, label: t('a11y.main_nav') }}
        fromMarkup={NAV_FROM_MARKUP}
      />
      <Island
        name="nav-mobile"
        component={MobileNav}
        load="interaction"
        fromMarkup={MOBILE_NAV_FROM_MARKUP}
        props={{
          items,
          book: { label: t('header.book'), href: chat.booking },
          labels: {
            openMenu: t('a11y.open_menu'),
            closeMenu: t('a11y.close_menu'),
            menu: t('header.menu'),
            newTab: t('a11y.new_tab'),
          },
        }}
      />
    </>
  );
}

interface SharedNav {
  html: string;
  /** How many island prefixes it took, and the islands it holds. */
  prefixes: number;
  used: readonly string[];
}

/**
 * The navigation islands are the same on every page of a language (which item is current is
 * found in the browser): rendered once per language, booking address and first island prefix,
 * all their HTML depends on. A page that reuses them takes their prefixes and records their islands.
 */
function siteNav(page: PageData): string {
  const { islands, shared, route, chat } = page;
  // Kept in the build's `shared` store (as the footer is), which holds text: the HTML as it is,
  // what else a page takes from it as JSON (small, so reading it back is cheap on every page).
  const key = `nav\0${route.lang}\0${islands.peekPrefix()}\0${chat.booking}`;
  const stored = shared.get(`${key}\0html`);
  const about = shared.get(`${key}\0about`);
  let part: SharedNav | undefined =
    stored === undefined || about === undefined
      ? undefined
      : { html: stored, ...(JSON.parse(about) as Omit<SharedNav, 'html'>) };
  if (part === undefined) {
    let prefixes = 0;
    const used = new Set<string>();
    const recording: PageData = {
      ...page,
      islands: {
        used,
        nextPrefix: () => {
          prefixes++;
          return islands.nextPrefix();
        },
        peekPrefix: islands.peekPrefix,
      },
    };
    const html = renderToStaticMarkup(
      <PageProvider value={recording}>
        <NavIslands />
      </PageProvider>,
    );
    part = { html, prefixes, used: [...used] };
    shared.set(`${key}\0html`, html);
    shared.set(`${key}\0about`, JSON.stringify({ prefixes, used: part.used }));
  } else for (let i = 0; i < part.prefixes; i++) islands.nextPrefix();
  for (const name of part.used) islands.used.add(name);
  return part.html;
}
