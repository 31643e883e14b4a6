/**
 * The consent banner's start-up, before any visitor action and without React: measuring
 * starts for a visitor who accepted earlier; a visitor who has not answered sees the
 * banner's server HTML 1500 ms after load; the footer's "cookie preferences" link opens it
 * again. The banner's buttons are the React island's (CookieBanner.tsx).
 */
import { initConsent, loadScript, CONSENT_OPEN_EVENT } from './consent';
import { consentChoice, type BrowserStores } from './storage';

/** Runs `fn` `delayMs` after the page's load event, however late this is called. */
function afterLoad(delayMs: number, fn: () => void): void {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (document.readyState === 'complete' && nav && nav.loadEventEnd > 0) {
    window.setTimeout(fn, Math.max(0, delayMs - (performance.now() - nav.loadEventEnd)));
    return;
  }
  window.addEventListener('load', () => window.setTimeout(fn, delayMs), { once: true });
}

/** Shows the banner: through the island once it runs, by its server HTML before that. */
export function openBanner(host: HTMLElement): void {
  if (host.hasAttribute('data-hydrated')) {
    window.dispatchEvent(new CustomEvent(CONSENT_OPEN_EVENT));
    return;
  }
  const banner = host.querySelector<HTMLElement>('.cookie-banner');
  if (!banner) return;
  banner.hidden = false;
  banner.dataset.state = 'open';
}

export function startConsent(stores: BrowserStores): void {
  const measurementId = document.documentElement.dataset.measurementId ?? '';
  const choice = consentChoice(stores);
  initConsent(window, measurementId, choice === 'granted', loadScript);
  const host = document.querySelector<HTMLElement>('[data-island="cookie-banner"]');
  if (!host) return;
  document.addEventListener('click', (e) => {
    const link = e.target instanceof Element ? e.target.closest('[data-consent-open]') : null;
    if (!link) return;
    e.preventDefault();
    openBanner(host);
    host.querySelector<HTMLElement>('.cookie-banner button')?.focus();
  });
  if (choice) return;
  const { delayMs = 1500 } = JSON.parse(host.dataset.props ?? '{}') as { delayMs?: number };
  afterLoad(delayMs, () => {
    // Answered meanwhile, in another tab of this site: nothing to ask.
    if (!consentChoice(stores)) openBanner(host);
  });
}
