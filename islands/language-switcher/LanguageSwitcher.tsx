/**
 * A disclosure listing every language version of this page, each with its code, its flag and
 * its name: plain links that work without JavaScript. As an island it closes on Escape (the
 * focus back on its button) or on a press outside, and remembers a choice in a cookie and
 * local storage. The browser-language offer is start-up code (lib/language-offer.ts).
 */
import { useRef, useState } from 'react';
import { browserStores, rememberLanguage } from '../lib/storage';
import { DEFAULT_LANG, LANGUAGE_FLAG, isLang, type Lang } from '../../model/languages';
import { Icon } from '../shared/Icon';
import { htmlAttrs } from '../shared/html-attrs';
import { useDismiss } from '../shared/use-dismiss';

export interface LanguageOption {
  lang: Lang;
  name: string;
  hreflang: string;
  href: string;
}

export interface LanguageSwitcherProps {
  current: Lang;
  /** "Language", said before the visible code ("Language: PT, Português"). */
  label: string;
  options: LanguageOption[];
  /** Open when the island starts: the list may have been opened before it ran. */
  open?: boolean;
}

export const SWITCHER_FROM_MARKUP = ['options', 'current'] as const;

/** The page's language and each version's address, read from the list's links. */
export function propsFromMarkup(
  host: HTMLElement,
  props: Omit<LanguageSwitcherProps, 'options' | 'current'>,
): LanguageSwitcherProps {
  const options = [...host.querySelectorAll<HTMLAnchorElement>('.lang-list a[hreflang]')].flatMap((a) => {
    const lang = a.dataset.lang;
    return isLang(lang)
      ? [
          {
            lang,
            name: a.querySelector('.lang-name')?.textContent ?? '',
            hreflang: a.getAttribute('hreflang') ?? '',
            href: a.getAttribute('href') ?? '',
          },
        ]
      : [];
  });
  const marked = host.querySelector<HTMLAnchorElement>('.lang-list a[aria-current]')?.dataset.lang;
  const current = isLang(marked) ? marked : DEFAULT_LANG;
  return { ...props, options, current, open: host.querySelector('details')?.open ?? false };
}

export default function LanguageSwitcher({
  current,
  label,
  options,
  open: initiallyOpen = false,
}: LanguageSwitcherProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const ref = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  useDismiss(
    ref,
    () => setOpen(false),
    () => {
      if (!ref.current?.open) return;
      setOpen(false);
      summary.current?.focus();
    },
  );
  const currentName = options.find((o) => o.lang === current)?.name ?? '';
  return (
    <details ref={ref} className="lang-switcher" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      {/* The visible code is part of the accessible name (label in name). */}
      <summary ref={summary}>
        <span className="visually-hidden">{label}: </span>
        {current.toUpperCase()}
        <span className="visually-hidden">, {currentName}</span>
        <Icon name="chevron" size={16} />
      </summary>
      <ul className="lang-list">
        {options.map((o) => (
          <li key={o.lang}>
            <a
              href={o.href}
              {...htmlAttrs({ hreflang: o.hreflang })}
              lang={o.hreflang}
              data-lang={o.lang}
              aria-current={o.lang === current ? 'page' : undefined}
              onClick={() => rememberLanguage(browserStores(), o.lang)}
            >
              <img
                className="lang-flag"
                src={LANGUAGE_FLAG[o.lang]}
                alt=""
                width={21}
                height={14}
                loading="lazy"
                decoding="async"
              />
              <span className="lang-code" aria-hidden="true">
                {o.lang.toUpperCase()}
              </span>
              <span className="lang-name">{o.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
