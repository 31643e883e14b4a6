/**
 * Cookie consent. The start-up script (lib/consent-startup.ts) shows this server HTML 1500 ms
 * after load to a visitor who has not answered, and again when the footer's "cookie
 * preferences" link asks; the buttons are this island's. Accepting stores
 * user_cookie_consent=granted for 365 days and grants measurement (analytics_storage) only;
 * refusing stores the refusal for as long, and nothing is measured. Either way the banner
 * closes and a toast confirms.
 */
import { useEffect, useState } from 'react';
import { browserStores, storeConsent, type ConsentChoice } from '../lib/storage';
import { CONSENT_OPEN_EVENT, denyConsent, grantConsent, loadScript } from '../lib/consent';
import { showToast } from '../lib/toast-bus';

export interface CookieBannerProps {
  labels: { title: string; text: string; accept: string; refuse: string; policy: string };
  policyHref: string;
  delayMs: number;
  measurementId: string;
  /** The toast once the choice is stored. */
  saved: string;
  /** Whether the banner is showing when the island starts (read from the page). */
  open?: boolean;
}

/** Its words and the policy's address are the banner's own server HTML. */
export const BANNER_FROM_MARKUP = ['labels', 'policyHref'] as const;

export function propsFromMarkup(
  host: HTMLElement,
  props: Omit<CookieBannerProps, 'labels' | 'policyHref'>,
): CookieBannerProps {
  const banner = host.querySelector<HTMLElement>('.cookie-banner');
  const text = (selector: string): string => banner?.querySelector(selector)?.textContent ?? '';
  const link = banner?.querySelector('a');
  return {
    ...props,
    labels: {
      title: text('h2'),
      text: text('.cookie-text'),
      accept: text('button.button-primary'),
      refuse: text('button.button-ghost'),
      policy: link?.textContent ?? '',
    },
    policyHref: link?.getAttribute('href') ?? '',
    open: banner?.hidden === false,
  };
}

const dataLayerWindow = (): { dataLayer?: unknown[] } => window;

export default function CookieBanner({
  labels,
  policyHref,
  measurementId,
  saved,
  open: initiallyOpen = false,
}: CookieBannerProps) {
  const [open, setOpen] = useState(initiallyOpen);
  useEffect(() => {
    const onOpen = (): void => setOpen(true);
    window.addEventListener(CONSENT_OPEN_EVENT, onOpen);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, onOpen);
  }, []);
  const choose = (choice: ConsentChoice): void => {
    storeConsent(browserStores(), choice);
    if (choice === 'granted') grantConsent(dataLayerWindow(), measurementId, loadScript);
    else denyConsent(dataLayerWindow(), measurementId);
    setOpen(false);
    showToast(saved);
  };
  return (
    <section
      className="cookie-banner"
      aria-labelledby="cookie-title"
      hidden={!open}
      data-state={open ? 'open' : 'closed'}
    >
      <h2 id="cookie-title" className="cookie-title">
        {labels.title}
      </h2>
      {/* The policy link ends the text (beside the title it wrapped to two lines in German). */}
      <p>
        <span className="cookie-text">{labels.text}</span> <a href={policyHref}>{labels.policy}</a>
      </p>
      <div className="cookie-actions">
        <button type="button" className="button button-primary" onClick={() => choose('granted')}>
          {labels.accept}
        </button>
        <button type="button" className="button button-ghost" onClick={() => choose('denied')}>
          {labels.refuse}
        </button>
      </div>
    </section>
  );
}
