/**
 * Every island by name, with a lazy import so each becomes its own chunk and a page loads
 * only the islands whose markup it has.
 * Two kinds: `component` islands are hydrated with Preact (state, effects, libraries);
 * `dom` islands are a small function given the server HTML (show a banner, remember a
 * choice, drive a carousel) and never load Preact, so a page whose only islands are of this kind runs no
 * framework code until the visitor touches something.
 */
import type { ComponentType } from 'react';

export interface ComponentIsland {
  kind: 'component';
  load: () => Promise<{ default: ComponentType<never> }>;
}
export interface DomIsland {
  kind: 'dom';
  load: () => Promise<{ mount: (host: HTMLElement, props: never) => void }>;
}

export const ISLANDS = {
  'nav-desktop': { kind: 'component', load: () => import('./header/DesktopNav') },
  'nav-mobile': { kind: 'component', load: () => import('./header/MobileNav') },
  'language-switcher': { kind: 'dom', load: () => import('./language-switcher/switcher') },
  'team-carousel': { kind: 'dom', load: () => import('./team-carousel/carousel') },
  'cookie-banner': { kind: 'dom', load: () => import('./cookie-banner/banner') },
  toasts: { kind: 'component', load: () => import('./toast/Toasts') },
  'map-facade': { kind: 'dom', load: () => import('./map/map') },
  'blog-search': { kind: 'component', load: () => import('./blog-search/BlogSearch') },
} as const satisfies Record<string, ComponentIsland | DomIsland>;

export type IslandName = keyof typeof ISLANDS;

export function isIslandName(name: string): name is IslandName {
  return Object.prototype.hasOwnProperty.call(ISLANDS, name);
}
