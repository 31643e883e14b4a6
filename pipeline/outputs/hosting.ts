/**
 * What a static host needs besides the files: caching and security headers (the _headers
 * format of Netlify and Cloudflare Pages), and pre-compressed copies of text files.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { OutputFile } from '../images/images';

// The policy itself is made where the pages are (they carry it as a meta), and read here for _headers.
export {
  ANALYTICS_SOURCES,
  contentSecurityPolicy,
  FRAME_GUARD,
  metaPolicy,
  policyMeta,
  type PolicyInputs,
} from '../render/policy';
import { contentSecurityPolicy, type PolicyInputs } from '../render/policy';

export function securityHeaders(policy: PolicyInputs): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(policy),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
  };
}

export function headersFile(policy: PolicyInputs): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n');
  return [
    '# Caching and security headers (Netlify / Cloudflare Pages format). See README for nginx and S3.',
    block('/*', { ...securityHeaders(policy), 'Cache-Control': 'public, max-age=0, must-revalidate' }),
    // Content-hashed names never change meaning: cache them for a year.
    block('/assets/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
    block('/pagefind/*', { 'Cache-Control': 'public, max-age=3600' }),
    '',
  ].join('\n\n');
}

/** The security headers a built _headers file gives every page (local servers send the same). */
export function securityHeadersOf(headersText: string): Record<string, string> {
  const out: Record<string, string> = {};
  const block = headersText.split(/\n\s*\n/).find((b) => b.startsWith('/*\n')) ?? '';
  for (const line of block.split('\n').slice(1)) {
    const m = /^\s+([\w-]+): (.*)$/.exec(line);
    if (m && m[1] !== 'Cache-Control') out[m[1]!] = m[2]!;
  }
  return out;
}

/**
 * Netlify's _redirects, from the route table's addresses: a missing address under a 404
 * page's folder (/en/) answers with that page (a rule without "!" never hides a file that
 * exists; the root's 404.html needs no rule). Cloudflare Pages needs no rule: it serves the
 * nearest 404.html up the folder tree.
 */
export function redirectsFile(notFound: readonly string[], moved: readonly (readonly [string, string])[] = []): string {
  const folder = (url: string): string => url.slice(0, url.lastIndexOf('/') + 1);
  return [
    ...(moved.length
      ? [
          '# Pages whose address changed: the old address leads to the new one (Netlify, Cloudflare Pages). See README for nginx.',
          ...moved.map(([from, to]) => `${from}  ${to}  301`),
        ]
      : []),
    '# A missing page under /en/, /es/, ... is answered in that language (Netlify). See README for nginx.',
    ...notFound.filter((url) => folder(url) !== '/').map((url) => `${folder(url)}*  ${url}  404`),
    '',
  ].join('\n');
}

const TEXT = /\.(html|css|js|mjs|json|xml|svg|txt|webmanifest)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const worthCompressing = (f: OutputFile): boolean => TEXT.test(f.outputPath) && f.bytes.byteLength >= 1024;

/**
 * A page whose compressed HTML fits in TCP's first congestion window (10 segments of 1460
 * bytes, headers included) arrives in one round trip; a larger one waits a whole round trip
 * more before the browser has all of it. HTML whose quick brotli is above this is compressed
 * again at brotli's best, which pays for its CPU only on these few large pages (the home
 * pages).
 */
const FIRST_WINDOW_BODY = 12 * 1024;

async function brotliFor(f: OutputFile): Promise<Uint8Array> {
  const quick = await brotli(f.bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: f.bytes.byteLength },
  });
  if (quick.byteLength <= FIRST_WINDOW_BODY || !f.outputPath.endsWith('.html')) return quick;
  const best = await brotli(f.bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: f.bytes.byteLength },
  });
  return best.byteLength < quick.byteLength ? best : quick;
}

/**
 * The .br and .gz copies of one file (none if it is not text or too small). zlib runs in
 * libuv's thread pool, on both cores. Brotli 5 and gzip 5 (gzip only for clients without
 * brotli): about the size of level 6 on these pages, and faster. Nothing is cached on disk: a rebuild from the snapshot compresses
 * only the files that changed, and a full build means new HTML everywhere.
 */
export async function compressOne(f: OutputFile): Promise<OutputFile[]> {
  if (!worthCompressing(f)) return [];
  const [br, gz] = await Promise.all([brotliFor(f), gzip(f.bytes, { level: 5 })]);
  return [
    { outputPath: `${f.outputPath}.br`, bytes: br },
    { outputPath: `${f.outputPath}.gz`, bytes: gz },
  ];
}

export const byPath = (a: OutputFile, b: OutputFile): number =>
  a.outputPath < b.outputPath ? -1 : a.outputPath > b.outputPath ? 1 : 0;

/** Compressed copies of every file worth it, in a stable order. */
export async function precompress(files: readonly OutputFile[]): Promise<OutputFile[]> {
  // A few files at a time: queueing thousands at once holds every result in memory.
  const out: OutputFile[] = [];
  const queue = [...files];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let f = queue.pop(); f; f = queue.pop()) out.push(...(await compressOne(f)));
    }),
  );
  return out.sort(byPath);
}
