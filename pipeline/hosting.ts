/**
 * What a static host needs besides the files: caching and security headers (the _headers
 * format of Netlify and Cloudflare Pages), and pre-compressed copies of text files.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import type { OutputFile } from './images';

/**
 * No inline script anywhere; 'wasm-unsafe-eval' lets the blog search compile its
 * WebAssembly (it allows no JavaScript eval). The map frame loads only on request.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  'frame-src https://www.google.com',
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
};

export function headersFile(): string {
  const block = (pattern: string, headers: Record<string, string>) => [pattern, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n');
  return [
    '# Caching and security headers (Netlify / Cloudflare Pages format). See README for nginx and S3.',
    block('/*', { ...SECURITY_HEADERS, 'Cache-Control': 'public, max-age=0, must-revalidate' }),
    // Content-hashed names never change meaning: cache them for a year.
    block('/assets/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
    block('/pagefind/*', { 'Cache-Control': 'public, max-age=3600' }),
    '',
  ].join('\n\n');
}

const TEXT = /\.(html|css|js|mjs|json|xml|svg|txt|webmanifest)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * .br and .gz beside every text file worth compressing, cached by content hash so a
 * rebuild compresses only what changed. Brotli 6 / gzip 6: within a few percent of the
 * maximum levels, several times faster on thousands of pages.
 */
export async function precompress(files: readonly OutputFile[], cacheDir: string): Promise<OutputFile[]> {
  const dir = path.join(cacheDir, 'compressed');
  await fs.mkdir(dir, { recursive: true });
  const out: OutputFile[] = [];
  const one = async (f: OutputFile): Promise<void> => {
    if (!TEXT.test(f.outputPath) || f.bytes.byteLength < 1024) return;
    const hash = createHash('sha1').update(f.bytes).digest('hex');
    for (const [ext, make] of [
      ['br', () => brotli(f.bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })],
      ['gz', () => gzip(f.bytes, { level: 6 })],
    ] as const) {
      const cached = path.join(dir, `${hash}.${ext}`);
      let bytes: Uint8Array;
      try {
        bytes = await fs.readFile(cached);
      } catch {
        bytes = await make();
        await fs.writeFile(cached, bytes);
      }
      out.push({ outputPath: `${f.outputPath}.${ext}`, bytes });
    }
  };
  const queue = [...files];
  await Promise.all(Array.from({ length: 8 }, async () => {
    for (let f = queue.pop(); f; f = queue.pop()) await one(f);
  }));
  return out.sort((a, b) => (a.outputPath < b.outputPath ? -1 : a.outputPath > b.outputPath ? 1 : 0));
}
