/**
 * Consent mode: when a measurement ID is configured, every category starts denied and the
 * tag script loads only after the visitor accepts. Without an ID nothing runs at all.
 */
import { CONSTANTS } from '../../model/constants';

export const CONSENT_CATEGORIES = CONSTANTS.consentCategories;

type ConsentState = Record<(typeof CONSENT_CATEGORIES)[number], 'granted' | 'denied'>;
type DataLayerCommand = ['consent', 'default' | 'update', ConsentState] | ['js', Date] | ['config', string];

/** The banner asks consent to measure visits only: the advertising categories stay denied whatever the answer. */
export function consentState(value: 'granted' | 'denied'): ConsentState {
  return Object.fromEntries(
    CONSENT_CATEGORIES.map((c) => [c, c === 'analytics_storage' ? value : 'denied']),
  ) as ConsentState;
}

interface ConsentWindow {
  dataLayer?: unknown[];
}

declare global {
  /** gtag.js's data layer, on the page once measuring is configured. */
  interface Window extends ConsentWindow {}
}

/**
 * gtag.js reads a command from the data layer only as an Arguments object (what the standard
 * `function gtag(){dataLayer.push(arguments)}` pushes); an array would be ignored.
 */
function push(w: ConsentWindow, ...command: DataLayerCommand): void {
  const layer = (w.dataLayer ??= []);
  (function gtag(..._command: DataLayerCommand): void {
    // biome-ignore lint/complexity/noArguments: gtag.js reads an Arguments object only (see above).
    layer.push(arguments);
  })(...command);
}

/** Called once per page, before anything else could measure. */
export function initConsent(
  w: ConsentWindow,
  measurementId: string,
  granted: boolean,
  loadScript: (src: string) => void,
): void {
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

/** On refusal after an earlier acceptance in this page: measuring stops at once. */
export function denyConsent(w: ConsentWindow, measurementId: string): void {
  if (!measurementId || !w.dataLayer) return;
  push(w, 'consent', 'update', consentState('denied'));
}

export function loadScript(src: string): void {
  const s = document.createElement('script');
  s.async = true;
  s.src = src;
  document.head.append(s);
}

/** Asks the cookie banner to open (the footer's "cookie preferences" link). */
export const CONSENT_OPEN_EVENT = 'site:consent-open';
