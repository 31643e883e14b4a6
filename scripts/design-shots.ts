/**
 * The component screenshots of docs/DESIGN.md: one element of a built page each, at a phone or
 * desktop width, written as small palette PNGs to docs/images/design/components/.
 * Usage: npm run build && tsx scripts/design-shots.ts
 */
import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs/promises';
import handler from 'serve-handler';
import sharp from 'sharp';
import { chromium } from '@playwright/test';
import { findChromium, OFFLINE_ARGS } from '../tests/support/browser';
import { ROOT } from '../pipeline/config';
import { portOf } from './server-port';

interface Shot {
  name: string;
  url: string;
  selector: string;
  width: 390 | 1280;
  /** The cookie banner shows only to a visitor who has not answered it. */
  banner?: boolean;
  /** At most this many pixels from the element's top (a long footer). */
  maxHeight?: number;
}

const SHOTS: Shot[] = [
  { name: 'header-1280', url: '/', selector: '.site-header', width: 1280 },
  { name: 'header-390', url: '/', selector: '.site-header', width: 390 },
  { name: 'hero-390', url: '/', selector: '#inicio', width: 390 },
  { name: 'buttons-390', url: '/', selector: '.hero-actions', width: 390 },
  { name: 'figures-390', url: '/', selector: '#diferenciais .stats', width: 390 },
  { name: 'cards-390', url: '/', selector: '#tratamentos', width: 390 },
  { name: 'result-cards-1280', url: '/', selector: '#resultados', width: 1280 },
  { name: 'gallery-390', url: '/', selector: '#clinica', width: 390 },
  { name: 'team-390', url: '/', selector: '#equipe', width: 390 },
  { name: 'faq-390', url: '/', selector: '#faq', width: 390 },
  { name: 'partners-390', url: '/', selector: '#parcerias', width: 390 },
  { name: 'contact-map-390', url: '/', selector: '#contato .map-facade', width: 390 },
  { name: 'cookie-banner-390', url: '/', selector: '.cookie-banner', width: 390, banner: true },
  { name: 'cookie-banner-ar-390', url: '/ar/', selector: '.cookie-banner', width: 390, banner: true },
  { name: 'footer-1280', url: '/', selector: '.site-footer', width: 1280 },
  { name: 'footer-de-390', url: '/de/', selector: '.site-footer', width: 390, maxHeight: 900 },
  { name: 'summary-card-1280', url: '/implantodontia/', selector: '.treatment-summary', width: 1280 },
  { name: 'toc-1280', url: '/implantodontia/', selector: 'nav.toc, .toc', width: 1280 },
  { name: 'booking-cta-390', url: '/implantodontia/', selector: '.booking-cta', width: 390 },
  { name: 'callouts-390', url: '/pos-cirurgia/', selector: '.callout', width: 390 },
  { name: 'callouts-ar-390', url: '/ar/pos-cirurgia/', selector: '.callout', width: 390 },
  { name: 'finder-1280', url: '/informacoes/', selector: '.landing-finder', width: 1280, maxHeight: 700 },
];

const out = path.join(ROOT, 'docs/images/design/components');
await fs.mkdir(out, { recursive: true });
const server = http.createServer((req, res) =>
  handler(req, res, { public: path.join(ROOT, 'dist'), trailingSlash: true }),
);
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${portOf(server)}`;
const executablePath = findChromium();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: OFFLINE_ARGS });
for (const shot of SHOTS) {
  const context = await browser.newContext({
    viewport: { width: shot.width, height: shot.width < 700 ? 844 : 900 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    // A Portuguese-speaking visitor: no offer of another language over the header.
    locale: 'pt-BR',
  });
  if (!shot.banner) await context.addCookies([{ name: 'user_cookie_consent', value: 'granted', url: origin }]);
  const page = await context.newPage();
  await page.goto(`${origin}${shot.url}`);
  // Every section laid out and every picture loaded, as a visitor scrolling to it would see it.
  await page.addStyleTag({ content: 'main > section { content-visibility: visible !important; }' });
  // The fixed header, chat button and language hint stay out of the other components' pictures.
  if (!shot.selector.includes('header'))
    await page.addStyleTag({
      content:
        '.site-header { position: absolute !important; } .floating-chat, .toast-viewport, .lang-offer { display: none !important; }',
    });
  await page.evaluate(async () => {
    for (const img of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) img.loading = 'eager';
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  const element = page.locator(shot.selector).first();
  if (shot.banner) await element.waitFor({ state: 'visible' });
  else await element.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  const box = await element.boundingBox();
  if (!box) throw new Error(`${shot.name}: ${shot.selector} is not on ${shot.url}`);
  const top = box.y + (await page.evaluate(() => scrollY));
  const height = Math.min(box.height, shot.maxHeight ?? box.height);
  const png = shot.banner
    ? await page.screenshot({ clip: { x: 0, y: box.y, width: shot.width, height } })
    : await page.screenshot({ fullPage: true, clip: { x: 0, y: top, width: shot.width, height } });
  const file = path.join(out, `${shot.name}.png`);
  await fs.writeFile(file, await sharp(png).png({ palette: true, quality: 80, compressionLevel: 9 }).toBuffer());
  console.log(path.relative(ROOT, file));
  await context.close();
}
await browser.close();
server.close();
