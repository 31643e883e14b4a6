/**
 * A notice before any visitor action, without React: a visitor whose browser prefers another
 * language that this page exists in is offered a link to it (never redirected). The words
 * come with the language switcher's props, the addresses from its list's links. It shows in
 * the entry script's second task (no wait for idle time), and never again once the visitor
 * has chosen a language: through the switcher, the offer's link, or by closing the offer
 * (a choice of the page's language).
 */
import { readCookie } from './cookies';
import { rememberLanguage, safeGet, type BrowserStores } from './storage';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, normalizeLanguage, offerFor, type Lang } from './language-choice';
import { isRtl } from '../../model/languages';

/** The offer's words, in its own language. */
export interface OfferWords {
  text: string;
  link: string;
  dismiss: string;
}

export interface LanguageOffer extends OfferWords {
  lang: Lang;
  hreflang: string;
  href: string;
}

/** The page's language and the offers, from the list's links and the props' words. */
export function offersFromMarkup(
  host: HTMLElement,
  offers: Partial<Record<Lang, OfferWords>>,
): { current?: Lang; offers: LanguageOffer[] } {
  const links = [...host.querySelectorAll<HTMLAnchorElement>('.lang-list a[hreflang]')];
  const current = normalizeLanguage(
    links.find((a) => a.getAttribute('aria-current') === 'page')?.getAttribute('hreflang'),
  );
  return {
    current,
    offers: links.flatMap((a) => {
      const hreflang = a.getAttribute('hreflang') ?? '';
      const lang = normalizeLanguage(hreflang);
      const words = lang && lang !== current ? offers[lang] : undefined;
      return lang && words ? [{ lang, hreflang, href: a.getAttribute('href') ?? '', ...words }] : [];
    }),
  };
}

function offerElement(option: LanguageOffer, onChoose: () => void, onDismiss: () => void): HTMLElement {
  // A landmark of its own (complementary), named by its sentence: no text outside landmarks.
  const box = document.createElement('aside');
  box.className = 'lang-offer';
  box.lang = option.hreflang;
  box.setAttribute('aria-label', option.text);
  // The words run in their own direction; the box keeps the page's, so it sits on the page's
  // start side, away from the chat button.
  const body = document.createElement('div');
  body.className = 'lang-offer-body';
  body.dir = isRtl(option.lang) ? 'rtl' : 'ltr';
  const text = document.createElement('span');
  text.textContent = option.text;
  const link = document.createElement('a');
  link.href = option.href;
  link.hreflang = option.hreflang;
  link.textContent = option.link;
  link.addEventListener('click', onChoose);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'icon-button';
  close.setAttribute('aria-label', option.dismiss);
  close.textContent = '×';
  close.addEventListener('click', onDismiss);
  body.append(text, link, close);
  box.append(body);
  return box;
}

/** The room the end of the page keeps free while the offer shows, so its last lines scroll clear. */
const OFFER_ROOM = '--lang-offer-room';

/** Whether the visitor has chosen a language already (the cookie or local storage holds it). */
function hasChosen(stores: BrowserStores): boolean {
  return Boolean(
    normalizeLanguage(readCookie(stores.getCookies(), LANGUAGE_COOKIE)) ??
      normalizeLanguage(safeGet(stores.local, LANGUAGE_STORAGE_KEY)),
  );
}

export function offerBrowserLanguage(stores: BrowserStores): void {
  const host = document.querySelector<HTMLElement>('[data-island="language-switcher"]');
  if (!host || hasChosen(stores)) return;
  const { offers: words = {} } = JSON.parse(host.dataset.props ?? '{}') as {
    offers?: Partial<Record<Lang, OfferWords>>;
  };
  const { current, offers } = offersFromMarkup(host, words);
  if (!current) return;
  const available = Object.fromEntries(offers.map((o) => [o.lang, o.href]));
  const lang = offerFor(current, navigator.languages ?? [navigator.language], available);
  const option = offers.find((o) => o.lang === lang);
  if (!option) return;
  const root = document.documentElement;
  const box = offerElement(
    option,
    () => rememberLanguage(stores, option.lang),
    () => {
      rememberLanguage(stores, current);
      box.remove();
      root.style.removeProperty(OFFER_ROOM);
    },
  );
  // Fixed at the foot of the screen, not in the page's flow: inserted there after the first
  // paint it would push the page down (a layout shift); under the header it hid the breadcrumbs.
  document.body.append(box);
  root.style.setProperty(OFFER_ROOM, `${box.offsetHeight}px`);
}
