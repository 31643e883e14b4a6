/**
 * "On this page": links to the page's sections. In the browser it marks the section being
 * read (aria-current="location"): the last one whose heading has passed the upper third of
 * the window. The links work without it.
 */
import { useEffect, useState } from 'react';

export interface TocProps {
  label: string;
  headings: { id: string; text: string }[];
  className?: string;
  ordered?: boolean;
}

export const TOC_FROM_MARKUP = ['headings'] as const;

/** The links are in the server HTML: read them back instead of carrying them twice. */
export function propsFromMarkup(host: HTMLElement, props: Omit<TocProps, 'headings'>): TocProps {
  const headings = [...host.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].map((a) => ({
    id: a.hash.slice(1),
    text: a.textContent ?? '',
  }));
  return { ...props, headings };
}

export default function Toc({ label, headings, className = 'toc', ordered = false }: TocProps) {
  const [current, setCurrent] = useState('');
  useEffect(() => {
    const targets = headings.flatMap((h) => document.getElementById(h.id) ?? []);
    if (!targets.length) return;
    const update = (): void => {
      const line = window.innerHeight / 3;
      let id = '';
      for (const el of targets) if (el.getBoundingClientRect().top <= line) id = el.id;
      setCurrent(id);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [headings]);
  const List = ordered ? 'ol' : 'ul';
  return (
    <nav className={className} aria-label={label} data-pagefind-ignore="">
      <h2 className="toc-title">{label}</h2>
      <List>
        {headings.map((h) => (
          <li key={h.id}>
            <a href={`#${h.id}`} {...(current === h.id ? { 'aria-current': 'location' as const } : {})}>
              {h.text}
            </a>
          </li>
        ))}
      </List>
    </nav>
  );
}
