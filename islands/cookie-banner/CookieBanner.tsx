/**
 * Cookie consent, as the server writes it: hidden until its island (./banner.ts) shows it
 * 1500 ms after load to a visitor without the consent cookie.
 */
export interface CookieBannerProps {
  labels: { title: string; text: string; accept: string; policy: string };
  policyHref: string;
}

/** What the banner's island needs in the browser. */
export interface CookieBannerMountProps {
  delayMs: number;
  measurementId: string;
  /** The toast once consent is stored. */
  saved: string;
}

export default function CookieBanner({ labels, policyHref }: CookieBannerProps) {
  return (
    <section className="cookie-banner" aria-labelledby="cookie-title" hidden data-state="closed">
      <h2 id="cookie-title" className="cookie-title">
        {labels.title}
      </h2>
      <p>{labels.text}</p>
      <div className="cookie-actions">
        <button type="button" className="button button-primary">
          {labels.accept}
        </button>
        <a href={policyHref}>{labels.policy}</a>
      </div>
    </section>
  );
}
