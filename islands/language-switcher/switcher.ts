/**
 * The language switcher's behaviour, on its server HTML: a choice is remembered (cookie +
 * local storage), the list closes on Escape or a press outside, and a visitor whose browser
 * prefers another available language is offered a link to it (never redirected).
 */
import { browserStores, rememberLanguage, safeGet, safeSet } from '../lib/storage';
import { normalizeLanguage, offerFor, type LanguageCode } from '../lib/language-choice';
import { listenForDismiss } from '../lib/dismiss';
import type { LanguageOffer, LanguageSwitcherMountProps } from './LanguageSwitcher';

const OFFER_DISMISSED = 'language_offer_dismissed';

function rememberOnFollow(root: HTMLElement): void {
  root.addEventListener('click', (e) => {
    const link = (e.target as Element).closest<HTMLAnchorElement>('a[hreflang]');
    const lang = link && normalizeLanguage(link.hreflang);
    if (lang) rememberLanguage(browserStores(), lang);
  });
}

function offerElement(option: LanguageOffer, onDismiss: () => void): HTMLElement {
  const box = document.createElement('div');
  box.className = 'lang-offer';
  box.lang = option.hreflang;
  box.dir = option.lang === 'ar' ? 'rtl' : 'ltr';
  box.setAttribute('role', 'note');
  const text = document.createElement('span');
  text.textContent = option.text;
  const link = document.createElement('a');
  link.href = option.href;
  link.hreflang = option.hreflang;
  link.textContent = option.link;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'icon-button';
  close.setAttribute('aria-label', option.dismiss);
  close.textContent = '×';
  close.addEventListener('click', onDismiss);
  box.append(text, link, close);
  return box;
}

/** The page's language and the offers, from the list's links and the props' words. */
export function offersFromMarkup(host: HTMLElement, { offers }: LanguageSwitcherMountProps): { current?: LanguageCode; offers: LanguageOffer[] } {
  const links = [...host.querySelectorAll<HTMLAnchorElement>('.lang-list a[hreflang]')];
  const current = normalizeLanguage(links.find((a) => a.getAttribute('aria-current') === 'page')?.getAttribute('hreflang'));
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

function offerBrowserLanguage(host: HTMLElement, props: LanguageSwitcherMountProps): void {
  const stores = browserStores();
  if (safeGet(stores.session, OFFER_DISMISSED)) return;
  const { current, offers } = offersFromMarkup(host, props);
  if (!current) return;
  const available = Object.fromEntries(offers.map((o) => [o.lang, o.href]));
  const lang = offerFor(current, navigator.languages ?? [navigator.language], available);
  const option = offers.find((o) => o.lang === lang);
  if (!option) return;
  const box = offerElement(option, () => {
    safeSet(stores.session, OFFER_DISMISSED, '1');
    box.remove();
  });
  host.prepend(box);
}

export function mount(host: HTMLElement, props: LanguageSwitcherMountProps): void {
  const details = host.querySelector('details');
  if (!details) return;
  rememberOnFollow(host);
  listenForDismiss(
    () => details,
    () => {
      if (details.open) details.open = false;
    },
    () => {
      if (!details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    },
  );
  offerBrowserLanguage(host, props);
}
