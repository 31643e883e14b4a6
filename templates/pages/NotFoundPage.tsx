import { usePage } from '../page-context';
import { choiceHref } from '../../islands/lib/language-choice';
import { Shell } from '../document/Shell';
import { LANGS, LANG_NAMES, HTML_LANG, DIR, DEFAULT_LANG, type Lang } from '../../model/languages';
import { ROUTE_ID } from '../../model/route';
import type { PageTemplate } from '../types';
import { htmlAttrs } from '../../islands/shared/html-attrs';

/**
 * The 404 page of each language (/404.html, /en/404.html, ...). The root one, which hosts
 * serve for any missing address, also says it in every other language, each block marked with
 * data-not-found-lang so a script can put the visitor's language first (islands/lib/not-found-language.ts).
 */
function NotFoundPage() {
  const { t, route, site, pages } = usePage();
  // Each language's home page, from the route table.
  const home = (lang: Lang) => pages.urlOrOriginal(ROUTE_ID.home, lang);
  const others = LANGS.filter((l) => l !== route.lang);
  return (
    <Shell languages={LANGS.map((l) => ({ lang: l, href: `${home(l)}404.html` }))}>
      <section className="page-header not-found-head" aria-labelledby="nf-title" data-not-found-lang={route.lang}>
        <div className="container narrow">
          <h1 id="nf-title">{t('notfound.title')}</h1>
          <p className="lead">{t('notfound.text')}</p>
          <p>
            <a className="button button-primary" href={home(route.lang)}>
              {t('notfound.back')}
            </a>
          </p>
        </div>
      </section>
      <section className="section not-found-languages" aria-labelledby="nf-languages">
        <div className="container narrow">
          <h2 id="nf-languages">{t('notfound.in_language')}</h2>
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
        </div>
      </section>
    </Shell>
  );
}

export const notFoundPage: PageTemplate = {
  stylesheet: 'pages',
  Body: NotFoundPage,
  meta: ({ t }) => ({ title: t('meta.notfound_title'), description: t('meta.notfound_description') }),
  images: () => [],
};
