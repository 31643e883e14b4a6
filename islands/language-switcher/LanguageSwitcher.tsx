/**
 * A disclosure listing every language version of this page. Plain links work without
 * JavaScript; once hydrated, a choice is remembered (cookie + local storage) and the list
 * closes on Escape or a click outside.
 */
import { useEffect, useRef, useState } from 'react';
import { rememberLanguage, browserStores, safeGet, safeSet } from '../lib/storage';
import { offerFor, type LanguageCode } from '../lib/language-choice';
import { Icon } from '../shared/Icon';
import { useDismiss } from '../shared/use-dismiss';
import { htmlAttrs } from '../shared/html-attrs';

export interface LanguageOption {
  lang: LanguageCode;
  name: string;
  hreflang: string;
  href: string;
  /** Shown, in this option's own language, to visitors whose browser prefers it. */
  offer: { text: string; link: string; dismiss: string };
}

const OFFER_DISMISSED = 'language_offer_dismissed';

/** The browser's language never redirects; it may only offer a link to that version. */
function LanguageOffer({ current, options }: { current: LanguageCode; options: LanguageOption[] }) {
  const [option, setOption] = useState<LanguageOption | null>(null);
  useEffect(() => {
    if (safeGet(browserStores().session, OFFER_DISMISSED)) return;
    const available = Object.fromEntries(options.map((o) => [o.lang, o.href]));
    const lang = offerFor(current, navigator.languages ?? [navigator.language], available);
    setOption(options.find((o) => o.lang === lang) ?? null);
  }, [current, options]);
  if (!option) return null;
  const dismiss = () => {
    safeSet(browserStores().session, OFFER_DISMISSED, '1');
    setOption(null);
  };
  return (
    <div className="lang-offer" lang={option.hreflang} dir={option.lang === 'ar' ? 'rtl' : 'ltr'} role="note">
      <span>{option.offer.text}</span>
      <a href={option.href} {...htmlAttrs({ hreflang: option.hreflang })} onClick={() => rememberLanguage(browserStores(), option.lang)}>
        {option.offer.link}
      </a>
      <button type="button" className="icon-button" onClick={dismiss} aria-label={option.offer.dismiss}>
        ×
      </button>
    </div>
  );
}

export interface LanguageSwitcherProps {
  current: LanguageCode;
  label: string;
  currentLabel: string;
  options: LanguageOption[];
}

export default function LanguageSwitcher({ current, label, currentLabel, options }: LanguageSwitcherProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDismiss(
    ref,
    () => {
      if (ref.current?.open) ref.current.open = false;
    },
    () => {
      if (!ref.current?.open) return;
      ref.current.open = false;
      ref.current.querySelector('summary')?.focus();
    },
  );
  return (
    <>
    <LanguageOffer current={current} options={options} />
    <details ref={ref} className="lang-switcher">
      <summary aria-label={`${label}: ${currentLabel}`}>
        <span aria-hidden="true">{current.toUpperCase()}</span>
        <Icon name="chevron" size={16} />
      </summary>
      <ul className="lang-list">
        {options.map((o) => (
          <li key={o.lang}>
            <a
              href={o.href}
              {...htmlAttrs({ hreflang: o.hreflang })}
              lang={o.hreflang}
              aria-current={o.lang === current ? 'page' : undefined}
              onClick={() => rememberLanguage(browserStores(), o.lang)}
            >
              <span className="lang-code" aria-hidden="true">
                {o.lang.toUpperCase()}
              </span>
              {o.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
    </>
  );
}
