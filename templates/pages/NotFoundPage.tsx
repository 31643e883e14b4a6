import { usePage } from '../page-context';
import { choiceHref } from '../../islands/lib/language-choice';
import { Shell } from '../document/Shell';
import { LANGS, LANG_NAMES, HTML_LANG, DIR, DEFAULT_LANG, type Lang } from '../../model/languages';
import { ROUTE_ID } from '../../model/route';
import type { PageTemplate } from '../types';
import { htmlAttrs } from '../../islands/shared/html-attrs';
import { navItems } from '../links';
import { URGENT_ANCHOR } from '../ui/UrgentCare';

/**
 * The 404 page of each language (/404.html, /en/404.html, ...). The root one, which hosts
 * serve for any missing address, also says it in every other language, each block marked with
 * data-not-found-lang so a script can put the visitor's language first (islands/lib/not-found-language.ts).
 */
function NotFoundPage() {
  const page = usePage();
  const { t, route, site, pages } = page;
  // The main entries of the menu (a sub-menu by its first page), the blog and urgent care.
  const links = [
    ...navItems(page).map((item) => ({ label: item.label, href: item.children?.[0]?.href ?? item.href })),
    { label: t('blog.title'), href: pages.urlOrOriginal(ROUTE_ID.blog(), route.lang) },
    { label: t('header.urgent'), href: `#${URGENT_ANCHOR}` },
  ];
  // Each language's home page, from the route table.
  const home = (lang: Lang) => pages.urlOrOriginal(ROUTE_ID.home, lang);
  const others = LANGS.filter((l) => l !== route.lang);
  return (
    <Shell languages={LANGS.map((l) => ({ lang: l, href: `${home(l)}404.html` }))}>
      <section className="page-header not-found-head" aria-labelledby="nf-title" data-not-found-lang={route.lang}>
        <div className="container">
          <h1 id="nf-title">{t('notfound.title')}</h1>
          <p className="lead">{t('notfound.text')}</p>
          <p>
            <a className="button button-primary" href={home(route.lang)}>
              {t('notfound.back')}
            </a>
          </p>
        </div>
      </section>
      {/* The content grid of every inner page: search and the message in the other languages in the
          reading column, the main links beside them (under them on a phone). */}
      <div className="container page-body not-found-body">
        {/* A plain form: it opens the blog's search with the words (it runs them there). */}
        {/* biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark, as on the blog's search page */}
        <form
          className="site-search"
          role="search"
          action={pages.urlOrOriginal(ROUTE_ID.search, route.lang)}
          method="get"
          aria-labelledby="nf-search"
        >
          <h2 id="nf-search" className="not-found-subtitle">
            {t('notfound.search_title')}
          </h2>
          <label htmlFor="nf-search-input" className="visually-hidden">
            {t('blog.search_label')}
          </label>
          <input id="nf-search-input" type="search" name="q" placeholder={t('blog.search_placeholder')} />
          <button type="submit" className="button button-primary">
            {t('blog.search')}
          </button>
        </form>
        <nav className="page-aside not-found-links" aria-labelledby="nf-links">
          <h2 id="nf-links" className="not-found-subtitle">
            {t('notfound.links_title')}
          </h2>
          <ul className="pill-list">
            {links.map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section className="not-found-languages" aria-labelledby="nf-languages">
          <h2 id="nf-languages" className="not-found-subtitle">
            {t('notfound.in_language')}
          </h2>
          {route.lang === DEFAULT_LANG ? (
            others.map((l) => {
              const m = site.messages[l];
              return (
                <div key={l} className="not-found-message" lang={HTML_LANG[l]} dir={DIR[l]} data-not-found-lang={l}>
                  <h3>{m['notfound.title']}</h3>
                  <p>{m['notfound.text']}</p>
                  <p>
                    <a href={choiceHref(home(l), l)} {...htmlAttrs({ hreflang: HTML_LANG[l] })}>
                      {m['notfound.back']}
                    </a>
                  </p>
                </div>
              );
            })
          ) : (
            <ul className="inline-list">
              {others.map((l) => (
                <li key={l}>
                  <a href={choiceHref(home(l), l)} {...htmlAttrs({ hreflang: HTML_LANG[l] })} lang={HTML_LANG[l]}>
                    {LANG_NAMES[l]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Shell>
  );
}

export const notFoundPage: PageTemplate = {
  stylesheet: 'pages',
  Body: NotFoundPage,
  meta: ({ t }) => ({ title: t('meta.notfound_title'), description: t('meta.notfound_description') }),
  images: () => [],
};
