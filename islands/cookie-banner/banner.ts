/**
 * Cookie consent: the banner appears 1500 ms after load when no consent cookie exists;
 * accepting stores user_cookie_consent=granted for 365 days, grants the four consent-mode
 * categories, hides the banner and says so in a toast.
 */
import { browserStores, hasConsent, storeConsent } from '../lib/storage';
import { grantConsent, initConsent } from '../lib/consent';
import { showToast } from '../lib/toast-bus';
import type { CookieBannerMountProps } from './CookieBanner';

function loadScript(src: string): void {
  const s = document.createElement('script');
  s.async = true;
  s.src = src;
  document.head.append(s);
}

/** Runs `fn` `delayMs` after the page's load event, however late this is called. */
function afterLoad(delayMs: number, fn: () => void): void {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (document.readyState === 'complete' && nav && nav.loadEventEnd > 0) {
    window.setTimeout(fn, Math.max(0, delayMs - (performance.now() - nav.loadEventEnd)));
    return;
  }
  window.addEventListener('load', () => window.setTimeout(fn, delayMs), { once: true });
}

export function mount(host: HTMLElement, { delayMs, measurementId, saved }: CookieBannerMountProps): void {
  const banner = host.querySelector<HTMLElement>('.cookie-banner');
  const accept = banner?.querySelector('button');
  if (!banner || !accept) return;
  const dataLayerWindow = window as unknown as { dataLayer?: unknown[] };
  const stores = browserStores();
  const granted = hasConsent(stores);
  initConsent(dataLayerWindow, measurementId, granted, loadScript);
  if (granted) return;
  const setOpen = (open: boolean): void => {
    banner.hidden = !open;
    banner.dataset.state = open ? 'open' : 'closed';
  };
  afterLoad(delayMs, () => {
    // Accepted meanwhile, in another tab of this site: nothing to ask.
    if (!hasConsent(stores)) setOpen(true);
  });
  accept.addEventListener('click', () => {
    storeConsent(stores);
    grantConsent(dataLayerWindow, measurementId, loadScript);
    setOpen(false);
    showToast(saved);
  });
}
