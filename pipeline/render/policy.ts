/**
 * The site's Content-Security-Policy, one for every host: sent as a header where the host
 * reads _headers (outputs/hosting.ts), and carried by every page as a <meta http-equiv> for
 * the hosts that do not (pages.tsx).
 */
import type { Site } from '../../model/site';
import { frameOrigin } from '../schemas/web';

/**
 * What Google Analytics 4 (gtag.js, loaded only after consent) needs, per Google's guide
 * "Use Tag Manager with a Content Security Policy" (GA4 section): the tag from
 * googletagmanager.com, and measurement hits sent by fetch/beacon or as pixels. Nothing is
 * added when content/site.yaml sets no measurement ID.
 */
export const ANALYTICS_SOURCES = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
} as const;

/**
 * No inline script but the ones named by their hash (the language offer's decision, which
 * must run before the first paint); 'wasm-unsafe-eval' lets the blog search compile its
 * WebAssembly (it allows no JavaScript eval). The map frame loads only on request, from the
 * origin of the configured embed address (site.yaml maps.embed, whose hosts the schema
 * limits to the map provider's), so the policy and the setting cannot disagree.
 */
/** What the policy depends on: the map's embed origin and, when set, the analytics ID. */
export interface PolicyInputs {
  /** The origin of the map's embed address (frameOrigin(site.facts.maps.embed)). */
  frameSrc: string;
  /** content/site.yaml's analytics ID: its hosts are allowed only when set. */
  measurementId?: string;
  /** The hashes of the scripts written into the pages (the language offer's decision). */
  scriptHashes?: readonly string[];
}

/** What the site's policy allows, the same for every page and for the host's headers. */
export function policyInputs(site: Site, assets: { offerScript: { hash: string } }): PolicyInputs {
  return {
    frameSrc: frameOrigin(site.facts.maps.embed),
    measurementId: site.facts.analytics.measurement_id,
    scriptHashes: [assets.offerScript.hash],
  };
}

export function contentSecurityPolicy({ frameSrc, measurementId = '', scriptHashes = [] }: PolicyInputs): string {
  const extra = (directive: keyof typeof ANALYTICS_SOURCES): string =>
    measurementId ? ` ${ANALYTICS_SOURCES[directive].join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval'${scriptHashes.map((h) => ` ${h}`).join('')}${extra('script-src')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${extra('img-src')}`,
    `frame-src ${frameSrc}`,
    `connect-src 'self'${extra('connect-src')}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The same policy for a <meta http-equiv> in every page, for hosts that send no headers
 * (GitHub Pages ignores _headers). A meta cannot carry frame-ancestors (browsers ignore it
 * there), so it is left out.
 */
export function metaPolicy(policy: string): string {
  return policy
    .split('; ')
    .filter((d) => !/^(frame-ancestors|report-uri|report-to|sandbox)\b/.test(d))
    .join('; ');
}

/** A <meta http-equiv> element carrying `policy` (for the start of <head>, before anything it governs). */
export function policyMeta(policy: string): string {
  const attr = metaPolicy(policy).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<meta http-equiv="Content-Security-Policy" content="${attr}"/>`;
}

/** A page that must never be framed (the editor, which holds a Git host token), on a host that sends no frame-ancestors: shown only as the top window. */
export const FRAME_GUARD = `if (window.top === window.self) document.getElementById('frame-guard')?.remove();
else window.top.location.href = window.self.location.href;
`;
