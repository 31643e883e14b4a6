/**
 * Header navigation: desktop dropdowns, the mobile drawer (overlay, scroll lock, single-open
 * collapsible accordions, closes on item click) and the header's scrolled state.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import * as Accordion from '@radix-ui/react-accordion';
import { Icon } from '../shared/Icon';

export interface NavLink {
  label: string;
  href: string;
}
export interface NavItem extends NavLink {
  children?: NavLink[];
}

export interface SiteNavProps {
  items: NavItem[];
  book: NavLink;
  dir: 'ltr' | 'rtl';
  scrollThreshold: number;
  labels: { mainNav: string; openMenu: string; closeMenu: string; menu: string; newTab: string };
}

function useScrolledHeader(threshold: number): void {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('[data-site-header]');
    if (!header) return;
    const update = () => header.toggleAttribute('data-scrolled', window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
}

function DesktopNav({ items, label }: { items: NavItem[]; label: string }) {
  const [open, setOpen] = useState<string | null>(null);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(null);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(null);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <nav ref={ref} className="nav-desktop" aria-label={label}>
      <ul className="nav-list">
        {items.map((item, i) =>
          item.children ? (
            <li key={item.label} className="nav-menu" data-state={open === item.label ? 'open' : 'closed'}>
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

export default function SiteNav({ items, book, dir, labels, scrollThreshold }: SiteNavProps) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useScrolledHeader(scrollThreshold);

  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    const root = document.documentElement;
    if (!open) return;
    root.setAttribute('data-scroll-locked', '');
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      root.removeAttribute('data-scroll-locked');
      document.removeEventListener('keydown', onKey);
      toggleRef.current?.focus();
    };
  }, [open]);

  return (
    <div className="site-nav">
      <DesktopNav items={items} label={labels.mainNav} />
      <button
        ref={toggleRef}
        type="button"
        className="nav-toggle"
        aria-expanded={open}
        aria-controls="mobile-drawer"
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" size={24} />
        <span className="visually-hidden">{labels.openMenu}</span>
      </button>
      <div className="drawer-overlay" data-state={open ? 'open' : 'closed'} onClick={close} aria-hidden="true" />
      <div
        id="mobile-drawer"
        className="drawer"
        role="dialog"
        aria-modal="true"
        aria-label={labels.menu}
        data-state={open ? 'open' : 'closed'}
        inert={!open}
      >
        <div className="drawer-head">
          <span className="drawer-title">{labels.menu}</span>
          <button ref={closeRef} type="button" className="icon-button" onClick={close}>
            <Icon name="close" size={24} />
            <span className="visually-hidden">{labels.closeMenu}</span>
          </button>
        </div>
        <nav aria-label={labels.menu}>
          <Accordion.Root type="single" collapsible dir={dir} className="drawer-list">
            {items.map((item) =>
              item.children ? (
                <Accordion.Item key={item.label} value={item.label} className="drawer-item">
                  <Accordion.Header asChild>
                    <div>
                      <Accordion.Trigger className="drawer-link drawer-trigger">
                        {item.label}
                        <Icon name="chevron" size={18} />
                      </Accordion.Trigger>
                    </div>
                  </Accordion.Header>
                  <Accordion.Content className="drawer-sub">
                    <ul>
                      {item.children.map((c) => (
                        <li key={c.href}>
                          <a href={c.href} onClick={close}>
                            {c.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </Accordion.Content>
                </Accordion.Item>
              ) : (
                <div key={item.label} className="drawer-item">
                  <a className="drawer-link" href={item.href} onClick={close}>
                    {item.label}
                  </a>
                </div>
              ),
            )}
          </Accordion.Root>
        </nav>
        <a className="button button-primary drawer-book" href={book.href} target="_blank" rel="noopener noreferrer" onClick={close}>
          <Icon name="whatsapp" />
          {book.label}
          <span className="visually-hidden"> ({labels.newTab})</span>
        </a>
      </div>
    </div>
  );
}
