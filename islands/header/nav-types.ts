/** The header's menu, shared by the desktop and the phone navigation islands. */
export interface NavLink {
  label: string;
  href: string;
}
export interface NavItem extends NavLink {
  children?: NavLink[];
}

/** The props both navigation islands read back from the page rather than from their JSON. */
export const NAV_FROM_MARKUP = ['items'] as const;
/** The phone menu also takes its booking address from the page's floating chat button. */
export const MOBILE_NAV_FROM_MARKUP = ['items', 'book.href'] as const;

const link = (a: Element | null): NavLink => ({ label: a?.textContent ?? '', href: a?.getAttribute('href') ?? '' });

/**
 * The menu as the desktop navigation's server HTML lists it (every page has it, even where
 * the phone layout hides it). Reading it back instead of shipping it as JSON in both islands'
 * props keeps the menu out of every page's HTML a second and third time. A sub-menu's own href is never
 * shown: it is taken as its first entry's.
 */
export function navItemsFromMarkup(nav: Element | null): NavItem[] {
  const list = nav?.querySelector('ul');
  if (!list) return [];
  return [...list.children].map((li) => {
    const button = li.querySelector('button');
    if (!button) return link(li.querySelector('a'));
    const children = [...(li.querySelector('ul')?.children ?? [])].map((sub) => link(sub.querySelector('a')));
    return { label: button.textContent ?? '', href: children[0]?.href ?? '', children };
  });
}
