/**
 * A disclosure listing every language version of this page: plain links that work without
 * JavaScript. Its island (./switcher.ts) remembers a choice, closes the list on Escape or a
 * press outside, and may offer the browser's language.
 */
import type { LanguageCode } from '../lib/language-choice';
import { Icon } from '../shared/Icon';
import { htmlAttrs } from '../shared/html-attrs';

export interface LanguageOption {
  lang: LanguageCode;
  name: string;
  hreflang: string;
  href: string;
}

/** The offer's words, in its own language, for a visitor whose browser prefers it. */
export interface OfferWords {
  text: string;
  link: string;
  dismiss: string;
}

/** An offer as the island shows it: the words plus the link the list already has. */
export interface LanguageOffer extends OfferWords {
  lang: LanguageCode;
  hreflang: string;
  href: string;
}

/**
 * The island's props: only the words. The page's language and each version's address are
 * read from the list's links (aria-current, hreflang, href), which already say them.
 */
export interface LanguageSwitcherMountProps {
  offers: Partial<Record<LanguageCode, OfferWords>>;
}

export interface LanguageSwitcherProps {
  current: LanguageCode;
  label: string;
  currentLabel: string;
  options: LanguageOption[];
}

export default function LanguageSwitcher({ current, label, currentLabel, options }: LanguageSwitcherProps) {
  return (
    <details className="lang-switcher">
      <summary aria-label={`${label}: ${currentLabel}`}>
        <span aria-hidden="true">{current.toUpperCase()}</span>
        <Icon name="chevron" size={16} />
      </summary>
      <ul className="lang-list">
        {options.map((o) => (
          <li key={o.lang}>
            <a href={o.href} {...htmlAttrs({ hreflang: o.hreflang })} lang={o.hreflang} aria-current={o.lang === current ? 'page' : undefined}>
              <span className="lang-code" aria-hidden="true">
                {o.lang.toUpperCase()}
              </span>
              {o.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
