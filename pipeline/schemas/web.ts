/**
 * Addresses and phone numbers an editor types, checked before any of them reaches a page.
 * A link field accepts https: only (never javascript:, data:, ftp: or plain http:), and each
 * field states the hosts its meaning allows. Phone numbers are read into E.164, the form a
 * tel: link is built from.
 */
import { z } from 'zod';
import { phoneE164 } from '../../model/phone';
import { RULE } from '../catalogue/rules';

/** Hosts a field allows: a list (exact names) or any host, for the clinic's own and partner sites. */
export type Hosts = readonly string[] | 'any';

export const HOSTS = {
  instagram: ['instagram.com', 'www.instagram.com'],
  tiktok: ['tiktok.com', 'www.tiktok.com'],
  /** A place on Google Maps (the profile link, directions). */
  googleMaps: [
    'google.com',
    'www.google.com',
    'maps.google.com',
    'www.google.com.br',
    'maps.google.com.br',
    'maps.app.goo.gl',
    'goo.gl',
    'g.page',
  ],
  waze: ['waze.com', 'www.waze.com', 'ul.waze.com'],
  /** The map provider's embed hosts: the Content-Security-Policy's frame-src is built from the one configured. */
  mapEmbed: ['www.google.com', 'maps.google.com'],
} as const satisfies Record<string, readonly string[]>;

/** Why an address is refused, or undefined when it is fine for `hosts`. */
export function urlProblem(value: string, hosts: Hosts): string | undefined {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return RULE.https;
  }
  if (u.protocol !== 'https:') return RULE.httpsOnly(u.protocol);
  if (u.username || u.password) return RULE.noCredentials;
  if (value !== value.trim() || /\s/.test(value)) return RULE.noSpaces;
  if (hosts !== 'any' && !hosts.includes(u.hostname)) return RULE.hostOnly(hosts, u.hostname);
  return undefined;
}

/** An https address on one of `hosts` (and, with `more`, whatever else the field's meaning asks). */
export function webUrl(hosts: Hosts, more?: (u: URL) => string | undefined) {
  return z.string().superRefine((value, ctx) => {
    const problem = urlProblem(value, hosts) ?? more?.(new URL(value));
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** The map's embed address: a Google Maps page made for a frame. */
export const mapEmbedUrl = webUrl(HOSTS.mapEmbed, (u) =>
  u.pathname.startsWith('/maps/embed') || (u.pathname.startsWith('/maps') && u.searchParams.get('output') === 'embed')
    ? undefined
    : RULE.mapEmbed,
);

/** The origin a frame of this address loads from (the CSP's frame-src). */
export const frameOrigin = (embed: string): string => new URL(embed).origin;

export const phone = z
  .string()
  .refine((s) => phoneE164(s) !== undefined, {
    message: RULE.phone,
  })
  .describe('With the area code, (11) 3000-0340, or the country code too, +55 11 3000-0340.');
