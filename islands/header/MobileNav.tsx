/**
 * Phone and tablet navigation: the menu button and its drawer (overlay, scroll lock, focus on
 * open and back on close, single-open collapsible sub-menus, closes on a choice). Hydrated
 * only where that layout shows the button (data-load="media").
 * The sub-menus are the same Radix accordion as the FAQ's.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import * as Accordion from '@radix-ui/react-accordion';
import { Icon } from '../shared/Icon';
import { navItemsFromMarkup, type NavItem, type NavLink } from './nav-types';

export interface MobileNavProps {
  items: readonly NavItem[];
  book: NavLink;
  labels: { openMenu: string; closeMenu: string; menu: string; newTab: string };
}

/** Single-open, collapsible sub-menus (a Radix accordion): opening one closes the other. */
function DrawerList({ items, onNavigate }: { items: readonly NavItem[]; onNavigate: () => void }) {
  return (
    <Accordion.Root type="single" collapsible className="drawer-list">
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
            <Accordion.Content>
              <ul className="drawer-sub">
                {item.children.map((c) => (
                  <li key={c.href}>
                    <a href={c.href} onClick={onNavigate}>
                      {c.label}
                    </a>
                  </li>
                ))}
              </ul>
            </Accordion.Content>
          </Accordion.Item>
        ) : (
          <div key={item.label} className="drawer-item">
            <a className="drawer-link" href={item.href} onClick={onNavigate}>
              {item.label}
            </a>
          </div>
        ),
      )}
    </Accordion.Root>
  );
}

/** The drawer lists what the desktop navigation's server HTML lists (see nav-types.ts). */
export function propsFromMarkup(
  host: HTMLElement,
  props: Omit<MobileNavProps, 'items' | 'book'> & { book: Omit<NavLink, 'href'> },
): MobileNavProps {
  const doc = host.ownerDocument;
  // The booking address is the floating chat button's, on every page.
  const href = doc.querySelector<HTMLAnchorElement>('a.floating-chat')?.getAttribute('href') ?? '';
  return { ...props, book: { ...props.book, href }, items: navItemsFromMarkup(doc.querySelector('.nav-desktop')) };
}

export default function MobileNav({ items, book, labels }: MobileNavProps) {
  // The drawer is built on the first press of the menu button, not in the page's HTML: the
  // button does nothing without JavaScript (the footer carries every link), and hydrating a
  // second copy of the whole menu on every page load cost more than building it on demand.
  const [built, setBuilt] = useState(false);
  const [open, setOpen] = useState(false);
  const openOnBuild = useRef(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);

  const close = useCallback(() => setOpen(false), []);
  const openMenu = (): void => {
    if (built) {
      setOpen(true);
      return;
    }
    openOnBuild.current = true;
    setBuilt(true);
  };
  // Opened once the closed drawer is on screen, so it slides in rather than appearing.
  useEffect(() => {
    if (!built || !openOnBuild.current) return;
    openOnBuild.current = false;
    requestAnimationFrame(() => setOpen(true));
  }, [built]);
  // Escape is heard from mount, not from the effect that runs a frame after opening: a key
  // pressed right after the button would otherwise find no listener.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      openOnBuild.current = false;
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  useEffect(() => {
    const root = document.documentElement;
    if (!open) return;
    root.setAttribute('data-scroll-locked', '');
    closeRef.current?.focus();
    const drawer = drawerRef.current;
    // A modal drawer keeps focus: Tab past its last control comes back to its first, and
    // focus reaching the page behind (a screen reader's jump, a click) returns to it.
    const focusables = (): HTMLElement[] =>
      drawer ? [...drawer.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')] : [];
    const onKey = (e: KeyboardEvent): void => {
      if (e.key !== 'Tab' || !drawer) return;
      const list = focusables();
      const first = list[0];
      const last = list[list.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    };
    const onFocusIn = (e: FocusEvent): void => {
      if (drawer && !(e.target instanceof Node && drawer.contains(e.target))) closeRef.current?.focus();
    };
    // Widened to where the desktop navigation shows, the menu button goes: the drawer closes.
    const onResize = (): void => {
      if (toggleRef.current && !toggleRef.current.getClientRects().length) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('resize', onResize);
      root.removeAttribute('data-scroll-locked');
      // Back on the menu button, or, when it is gone at this width, on the page's main content.
      const toggle = toggleRef.current;
      if (toggle?.getClientRects().length) toggle.focus();
      else document.getElementById('main')?.focus();
    };
  }, [open]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="nav-toggle"
        aria-expanded={open}
        aria-controls={built ? 'mobile-drawer' : undefined}
        onClick={openMenu}
      >
        <Icon name="menu" size={24} />
        <span className="visually-hidden">{labels.openMenu}</span>
      </button>
      {built && (
        <>
          <div className="drawer-overlay" data-state={open ? 'open' : 'closed'} onClick={close} aria-hidden="true" />
          <div
            ref={drawerRef}
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
              <DrawerList items={items} onNavigate={close} />
            </nav>
            <a
              className="button button-primary drawer-book"
              href={book.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={close}
            >
              <Icon name="whatsapp" />
              {book.label}
              <span className="visually-hidden"> ({labels.newTab})</span>
            </a>
          </div>
        </>
      )}
    </>
  );
}
