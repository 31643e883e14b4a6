/** Numbers and names fixed by the specification (section 9), for the templates and the islands. */
export const CONSTANTS = {
  consentCookie: 'user_cookie_consent',
  consentValue: 'granted',
  consentDays: 365,
  cookieBannerDelayMs: 1500,
  headerScrollThresholdPx: 50,
  revealThreshold: 0.1,
  // Slower than the old app's 2000 ms: a card is read before it moves on (with a pause button, WCAG 2.2.2).
  carouselAutoplayMs: 6000,
  toastDurationMs: 5000,
  toastSwipeThresholdPx: 50,
  consentCategories: ['analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'],
  /** The home FAQ's question about payment: the one text that may name payment terms, and never in structured data. */
  paymentFaqId: 'q2',
} as const;
