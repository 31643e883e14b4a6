/**
 * Consent mode: when a measurement ID is configured, every category starts denied and the
 * tag script loads only after the visitor accepts. Without an ID nothing runs at all.
 */
export const CONSENT_CATEGORIES = ['analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'] as const;

type ConsentState = Record<(typeof CONSENT_CATEGORIES)[number], 'granted' | 'denied'>;
type DataLayerCommand = ['consent', 'default' | 'update', ConsentState] | ['js', Date] | ['config', string];

export function consentState(value: 'granted' | 'denied'): ConsentState {
  return Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, value])) as ConsentState;
}

interface ConsentWindow {
  dataLayer?: unknown[];
}

function push(w: ConsentWindow, ...command: DataLayerCommand): void {
  (w.dataLayer ??= []).push(command);
}

/** Called once per page, before anything else could measure. */
export function initConsent(w: ConsentWindow, measurementId: string, granted: boolean, loadScript: (src: string) => void): void {
  if (!measurementId) return;
  push(w, 'consent', 'default', consentState('denied'));
  if (granted) grantConsent(w, measurementId, loadScript);
}

/** On accept: update the four categories, then load the tag (never before). */
export function grantConsent(w: ConsentWindow, measurementId: string, loadScript: (src: string) => void): void {
  if (!measurementId) return;
  push(w, 'consent', 'update', consentState('granted'));
  push(w, 'js', new Date());
  push(w, 'config', measurementId);
  loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`);
}
