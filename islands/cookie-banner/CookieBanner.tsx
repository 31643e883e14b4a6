/**
 * Cookie consent: appears 1500 ms after load when no consent cookie exists; accepting stores
 * user_cookie_consent=granted for 365 days and grants the four consent-mode categories.
 */
import { useEffect, useState } from 'react';
import { browserStores, hasConsent, storeConsent } from '../lib/storage';
import { grantConsent, initConsent } from '../lib/consent';
import { showToast } from '../lib/toast-bus';

export interface CookieBannerProps {
  delayMs: number;
  measurementId: string;
  labels: { title: string; text: string; accept: string; policy: string; saved: string };
  policyHref: string;
}

function loadScript(src: string): void {
  const s = document.createElement('script');
  s.async = true;
  s.src = src;
  document.head.append(s);
}

export default function CookieBanner({ delayMs, measurementId, labels, policyHref }: CookieBannerProps) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const stores = browserStores();
    const granted = hasConsent(stores);
    initConsent(window as unknown as { dataLayer?: unknown[] }, measurementId, granted, loadScript);
    if (granted) return;
    const timer = window.setTimeout(() => setVisible(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs, measurementId]);

  const accept = () => {
    storeConsent(browserStores());
    grantConsent(window as unknown as { dataLayer?: unknown[] }, measurementId, loadScript);
    setVisible(false);
    showToast(labels.saved);
  };

  return (
    <section className="cookie-banner" aria-labelledby="cookie-title" hidden={!visible} data-state={visible ? 'open' : 'closed'}>
      <h2 id="cookie-title" className="cookie-title">
        {labels.title}
      </h2>
      <p>{labels.text}</p>
      <div className="cookie-actions">
        <button type="button" className="button button-primary" onClick={accept}>
          {labels.accept}
        </button>
        <a href={policyHref}>{labels.policy}</a>
      </div>
    </section>
  );
}
