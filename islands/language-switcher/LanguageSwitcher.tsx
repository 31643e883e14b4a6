/**
 * A disclosure listing every language version of this page. Plain links work without
 * JavaScript; once hydrated, a choice is remembered (cookie + local storage) and the list
 * closes on Escape or a click outside.
 */
import { useEffect, useRef } from 'react';
import { rememberLanguage, browserStores } from '../lib/storage';
import type { LanguageCode } from '../lib/language-choice';
import { Icon } from '../shared/Icon';

export interface LanguageOption {
  lang: LanguageCode;
  name: string;
  hreflang: string;
  href: string;
}

export interface LanguageSwitcherProps {
  current: LanguageCode;
  label: string;
  currentLabel: string;
  options: LanguageOption[];
}

export default function LanguageSwitcher({ current, label, currentLabel, options }: LanguageSwitcherProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onDown = (e: PointerEvent) => {
      if (details.open && !details.contains(e.target as Node)) details.open = false;
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && details.open) {
        details.open = false;
        details.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, []);
  return (
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
              hrefLang={o.hreflang}
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
  );
}
