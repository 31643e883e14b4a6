/**
 * Desktop navigation: one dropdown open at a time, closed by a click elsewhere, Escape (focus
 * back on the button that opened it), focus moving out of the navigation, or a choice.
 * Hydrated only where the desktop layout shows it (data-load="media").
 */
import { useRef, useState, type FocusEvent } from 'react';
import { Icon } from '../shared/Icon';
import { useDismiss } from '../shared/use-dismiss';
import { navItemsFromMarkup, type NavItem } from './nav-types';

export interface DesktopNavProps {
  items: readonly NavItem[];
  label: string;
}

/** The browser gets the items from the server HTML it hydrates (see nav-types.ts). */
export function propsFromMarkup(host: HTMLElement, props: Omit<DesktopNavProps, 'items'>): DesktopNavProps {
  return { ...props, items: navItemsFromMarkup(host.querySelector('.nav-desktop')) };
}

export default function DesktopNav({ items, label }: DesktopNavProps) {
  const [open, setOpen] = useState<string | null>(null);
  const ref = useRef<HTMLElement>(null);
  useDismiss(
    ref,
    () => setOpen(null),
    () => {
      // Focus inside the closing list would fall to <body>: it goes back to the list's button.
      const button = ref.current?.querySelector<HTMLButtonElement>('button[aria-expanded="true"]');
      if (button && ref.current?.contains(document.activeElement)) button.focus();
      setOpen(null);
    },
  );
  // A list closes when focus moves out of it (to the next entry or out of the header).
  const closeWhenFocusLeaves = (e: FocusEvent<HTMLElement>): void => {
    if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) setOpen(null);
  };
  return (
    <nav ref={ref} className="nav-desktop" aria-label={label}>
      <ul className="nav-list">
        {items.map((item, i) =>
          item.children ? (
            <li
              key={item.label}
              className="nav-menu"
              data-state={open === item.label ? 'open' : 'closed'}
              onBlur={closeWhenFocusLeaves}
            >
              <button
                type="button"
                className="nav-link"
                aria-expanded={open === item.label}
                aria-controls={`nav-menu-${i}`}
                onClick={() => setOpen(open === item.label ? null : item.label)}
              >
                {item.label}
                <Icon name="chevron" size={16} />
              </button>
              <ul id={`nav-menu-${i}`} className="nav-dropdown">
                {item.children.map((c) => (
                  <li key={c.href}>
                    <a href={c.href} onClick={() => setOpen(null)}>
                      {c.label}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={item.label}>
              <a className="nav-link" href={item.href}>
                {item.label}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
