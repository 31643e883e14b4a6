/** content/site.yaml: every fact of the clinic. */
import { z } from 'zod';
import { LANGS } from '../../model/languages';
import { fromKeys } from '../../model/records';
import { HOSTS, mapEmbedUrl, phone, webUrl } from './web';
import { STAT_LABELS } from './home';
import { RULE } from '../catalogue/rules';

/**
 * The static hosts the README has recipes for. Netlify, Cloudflare Pages and GitHub Pages
 * compress each response themselves and never read pre-compressed copies; nginx
 * (gzip_static, brotli_static) and an S3 bucket behind a CDN set up for them do.
 */
export const STATIC_HOSTS = ['netlify', 'cloudflare-pages', 'github-pages', 'nginx', 's3'] as const;
export type StaticHost = (typeof STATIC_HOSTS)[number];
/** Whether a host serves the .br and .gz copies a build can write beside each text file. */
export const servesCopies = (host: StaticHost): boolean => host === 'nginx' || host === 's3';

const place = z.strictObject({ district: z.string().min(1).optional(), city: z.string().min(1).optional() });

/** The clinic's own sites (and its public address): https on any host. */
const url = webUrl('any');
const time = z.string().regex(/^\d{2}:\d{2}$/, RULE.time);
const openHours = z.strictObject({ open: time, close: time });

export const siteSchema = z.strictObject({
  live: z.boolean().default(false).meta({
    title: 'Site live',
    description:
      'false: published as a preview (hidden from search engines). true: the clinic declares the site live; the build then refuses while any stand-in remains (docs/LANCAMENTO.md).',
  }),
  name: z.string().min(1).describe('The name visitors see, in the header and titles.'),
  legal_name: z.string().min(1).describe('The registered company name (footer, privacy policy).'),
  url: url.meta({
    title: 'Site address',
    description: 'The published address, https://... (canonical links, sitemap).',
  }),
  cnpj: z
    .string()
    .regex(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/, RULE.looksLike('12.345.678/0001-95'))
    .meta({ title: 'CNPJ' }),
  share_image: z
    .string()
    .regex(/^images\/.+\.(svg|png|jpe?g)$/i, RULE.imagePath('images/og.jpg'))
    .describe('The picture shown when a page is shared (cut to 1200×630).'),
  address: z.strictObject({
    street: z.string().min(1),
    district: z.string().min(1),
    city: z.string().min(1),
    region: z.string().length(2),
    postal_code: z.string().regex(/^\d{5}-\d{3}$/, RULE.looksLike('05050-090')),
    country: z.string().length(2),
    /** District and city where a language writes them otherwise (Arabic script), for the titles that name the place. */
    place_names: z
      .strictObject({ en: place.optional(), es: place.optional(), de: place.optional(), ar: place.optional() })
      .optional(),
  }),
  geo: z.strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  phones: z.strictObject({
    landline: phone,
    mobile: phone,
    /** Printed on the care sheets beside the clinic's phone. */
    emergency: z
      .string()
      .regex(/^\d{3}$/, RULE.emergencyNumber)
      .describe('The public emergency number printed on the care sheets (192, SAMU).'),
  }),
  email: z.email({ message: RULE.email }).meta({ title: 'E-mail' }),
  dpo_email: z.email({ message: RULE.email }).meta({ title: 'Data protection officer: e-mail' }),
  dpo_name: z.string().min(3).meta({ title: 'Data protection officer: name' }),
  hosting: z.string().min(3).meta({
    title: 'Hosting provider',
    description: 'The company that hosts the site, named in the privacy policy ({{site.hosting}}).',
  }),
  messaging: z
    .strictObject({
      number: z
        .string()
        .regex(/^\d{10,15}$/, RULE.phoneDigits)
        .describe('Digits only, with country and area code.'),
      greeting: z
        .strictObject(fromKeys(LANGS, () => z.string().min(1)))
        .describe('The message a WhatsApp chat opens with, per language.'),
    })
    .meta({ title: 'WhatsApp' }),
  hours: z.strictObject({
    weekdays: openHours,
    saturday: z.union([openHours, z.literal('closed')]),
    sunday: z.union([openHours, z.literal('closed')]),
  }),
  social: z.strictObject({
    instagram: webUrl(HOSTS.instagram),
    google: webUrl(HOSTS.googleMaps),
    tiktok: webUrl(HOSTS.tiktok),
  }),
  maps: z.strictObject({ google: webUrl(HOSTS.googleMaps), waze: webUrl(HOSTS.waze), embed: mapEmbedUrl }),
  external: z.strictObject({ aligner: url, referral: url }),
  legal: z.strictObject({ technical_director: z.string().min(1), registrations: z.array(z.string().min(1)).min(1) }),
  clinic_registration: z
    .string()
    .regex(/^CRO-[A-Z]{2} .+$/, RULE.looksLike('CRO-SP 012345'))
    .describe("The clinic's registration at the dental council (CRO-SP 012345)."),
  /** The source of each home-page figure, per language: a figure without one is not published. */
  statistics: z
    .partialRecord(z.enum(STAT_LABELS), z.strictObject(fromKeys(LANGS, () => z.string().min(5))))
    .describe('The source of each home-page figure, per language: a figure without one is not published.'),
  static_host: z.enum(STATIC_HOSTS).default('netlify').meta({
    title: 'Static host',
    description:
      'Where dist/ is published. nginx and s3 serve the .br/.gz copies the build then writes beside each text file; the others compress on the fly.',
  }),
  analytics: z.strictObject({
    measurement_id: z
      .string()
      .regex(/^(G-[A-Z0-9]+)?$/, RULE.measurementId)
      .describe('Google Analytics (G-ABC123), or empty for none.'),
  }),
});

export type SiteFacts = z.output<typeof siteSchema>;
