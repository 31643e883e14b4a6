/**
 * The browser-language offer. A visitor whose browser prefers another language that this page
 * exists in is offered a link to it (never redirected). Every version's offer is in the page's
 * markup, hidden, in its own language, above the header; `showOffer` shows the one the browser
 * asks for before the first paint (it runs inline, language-offer-now.ts), so the offer takes
 * its room in the page's flow without moving or covering anything. `handleOffer` (the entry
 * script) makes its choices last: the link and the close button each store a language, and
 * once one is stored no page offers another.
 */
import { readCookie } from './cookies';
import { rememberLanguage, safeGet, type BrowserStores } from './storage';
import {
  explicitChoice,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  LANGUAGE_STORAGE_KEY,
  normalizeLanguage,
  offerFor,
  type Lang,
} from './language-choice';

/** The attribute on <html> naming the offered language: while it is set the header sits below the offer. */
export const OFFER_ATTRIBUTE = 'data-offer';
/** The offer's height, for what sits below it: the scroll padding of in-page links, the preview mark. */
const OFFER_ROOM = '--lang-offer-room';

const measure = (root: HTMLElement, offer: HTMLElement): void =>
  root.style.setProperty(OFFER_ROOM, `${offer.getBoundingClientRect().height}px`);

/** Whether the visitor has chosen a language: the address, the cookie, either storage. */
function hasChosen(stores: BrowserStores, search: string): boolean {
  return Boolean(
    explicitChoice({
      query: new URLSearchParams(search).get(LANGUAGE_QUERY),
      cookie: readCookie(stores.getCookies(), LANGUAGE_COOKIE),
      local: safeGet(stores.local, LANGUAGE_STORAGE_KEY),
      session: safeGet(stores.session, LANGUAGE_STORAGE_KEY),
    }),
  );
}

/** Shows the offer the browser's languages ask for, if any; returns its language. */
export function showOffer(
  doc: Document,
  languages: readonly string[],
  stores: BrowserStores,
  search: string,
): Lang | undefined {
  const root = doc.documentElement;
  const current = normalizeLanguage(root.lang);
  if (!current || hasChosen(stores, search)) return undefined;
  const offers = [...doc.querySelectorAll<HTMLElement>('.lang-offer[data-lang]')];
  const available: Partial<Record<Lang, string>> = {};
  for (const o of offers) {
    const lang = normalizeLanguage(o.dataset.lang);
    if (lang) available[lang] = lang;
  }
  const lang = offerFor(current, languages, available);
  const offer = offers.find((o) => o.dataset.lang === lang);
  if (!lang || !offer) return undefined;
  offer.hidden = false;
  root.setAttribute(OFFER_ATTRIBUTE, lang);
  // The stylesheet has loaded (a script waits for the sheets before it): the height is the painted
  // one. From here on it follows the offer (the web font swapped in, a turned phone, a larger
  // text), before the page's script loads too: a link followed early lands below the header.
  measure(root, offer);
  if (typeof ResizeObserver === 'function')
    new ResizeObserver(() => {
      if (offer.isConnected) measure(root, offer);
    }).observe(offer);
  return lang;
}

/** The shown offer's link and close button: each stores a choice, so no page offers again. */
export function handleOffer(doc: Document, stores: BrowserStores): void {
  const root = doc.documentElement;
  const offer = doc.querySelector<HTMLElement>('.lang-offer[data-lang]:not([hidden])');
  const lang = normalizeLanguage(offer?.dataset.lang);
  const current = normalizeLanguage(root.lang);
  if (!offer || !lang || !current) return;
  offer.querySelector('a')?.addEventListener('click', () => rememberLanguage(stores, lang));
  offer.querySelector('button')?.addEventListener('click', () => {
    // Closing is a choice of the page's language.
    rememberLanguage(stores, current);
    const next = doc.querySelector<HTMLElement>('.site-header a[href]');
    offer.remove();
    root.removeAttribute(OFFER_ATTRIBUTE);
    root.style.removeProperty(OFFER_ROOM);
    // Focus would fall to the start of the document: it goes to what followed the offer.
    next?.focus({ preventScroll: true });
  });
}
