/**
 * Every island by name, with a lazy import so each becomes its own chunk and a page loads
 * only the islands whose markup it has. Each is a React component, server-rendered with
 * renderToString and hydrated in the browser with react-dom/client's hydrateRoot.
 */
import type { ComponentType } from 'react';

export interface IslandModule {
  default: ComponentType<never>;
  /** Props the server left out of data-props because its HTML already says them. */
  propsFromMarkup?: (host: HTMLElement, props: never) => object;
}

export const ISLANDS = {
  'nav-desktop': () => import('./header/DesktopNav'),
  'nav-mobile': () => import('./header/MobileNav'),
  'language-switcher': () => import('./language-switcher/LanguageSwitcher'),
  'team-carousel': () => import('./team-carousel/TeamCarousel'),
  faq: () => import('./faq/FaqAccordion'),
  'cookie-banner': () => import('./cookie-banner/CookieBanner'),
  toasts: () => import('./toast/Toasts'),
  'map-facade': () => import('./map/MapFacade'),
  'blog-search': () => import('./blog-search/BlogSearch'),
  toc: () => import('./toc/Toc'),
} as const satisfies Record<string, () => Promise<IslandModule>>;

export type IslandName = keyof typeof ISLANDS;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name);
}
