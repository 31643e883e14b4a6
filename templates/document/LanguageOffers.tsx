/**
 * The browser-language offer: one notice per other version of the page, in that version's
 * language, all hidden. The script written after them (the bundle's offerScript) shows the one
 * the visitor's browser asks for while the page is still being read, so it takes its room above
 * the header before the first paint and moves nothing (islands/lib/language-offer.ts). With
 * scripts off none shows: the language switcher serves.
 */
import { usePage } from '../page-context';
import type { Route } from '../../model/route';
import { HTML_LANG, textDirection, type Lang } from '../../model/languages';
import { choiceHref } from '../../islands/lib/language-choice';
import { htmlAttrs } from '../../islands/shared/html-attrs';

export interface LanguageChoice {
  lang: Lang;
  href: string;
}

/** The versions of a page: its alternates, or the ones given (the 404 pages have none of their own). */
export function languageChoices(route: Route, languages?: LanguageChoice[]): LanguageChoice[] {
  return languages ?? route.alternates.map((a) => ({ lang: a.lang, href: new URL(a.url).pathname }));
}

export function LanguageOffers({ choices }: { choices: LanguageChoice[] }) {
  const { site, route, offerScript } = usePage();
  const others = choices.filter((c) => c.lang !== route.lang);
  if (!others.length) return null;
  return (
    <>
      {others.map((c) => {
        const words = site.messages[c.lang];
        const text = words['language.offer'] ?? '';
        return (
          // A landmark of its own, named by its sentence: no text outside landmarks.
          <aside
            key={c.lang}
            className="lang-offer"
            hidden
            lang={HTML_LANG[c.lang]}
            dir={textDirection(c.lang)}
            data-lang={c.lang}
            aria-label={text}
          >
            <div className="container lang-offer-body">
              {/* The link follows the sentence, wrapping with it: two short lines on a phone. */}
              <p className="lang-offer-text">
                {text}{' '}
                <a href={choiceHref(c.href, c.lang)} {...htmlAttrs({ hreflang: HTML_LANG[c.lang] })}>
                  {words['language.offer_link']}
                </a>
              </p>
              <button type="button" className="icon-button" aria-label={words['language.dismiss']}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
          </aside>
        );
      })}
      <script dangerouslySetInnerHTML={{ __html: offerScript }} />
    </>
  );
}
