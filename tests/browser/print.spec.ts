/**
 * The aftercare pages are handed to patients on paper: printed (A4) in every language,
 * each fits on at most two pages, carries the clinic's name, phone and the emergency number,
 * and none of the site's navigation, banners, chat button or footer lists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { test, expect } from './fixtures';
import { LANGS } from '../../model/languages';

const ROOT = process.cwd();
/** Every aftercare page there is (folders of content/recommendations). */
const PAGES = fs
  .readdirSync(path.join(ROOT, 'content/recommendations'))
  .filter((d) => fs.existsSync(path.join(ROOT, 'content/recommendations', d, 'index.pt.md')));
const site = parse(fs.readFileSync(path.join(ROOT, 'content/site.yaml'), 'utf8')) as {
  name: string;
  phones: { landline: string; emergency: string };
};

/** Pages of a PDF: its page objects (not the /Pages tree node). */
const pdfPages = (pdf: Buffer): number => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;

// Skipped before a page is opened for it.
test.skip(({ isMobile }) => isMobile, 'printing does not depend on the screen');

for (const lang of LANGS) {
  for (const slug of PAGES) {
    test(`/${lang}/${slug}/ prints on at most two A4 pages with the clinic's numbers and no navigation`, async ({
      page,
    }) => {
      const url = lang === 'pt' ? `/${slug}/` : `/${lang}/${slug}/`;
      const exists = fs.existsSync(path.join(ROOT, 'content/recommendations', slug, `index.${lang}.md`));
      test.skip(!exists, `no ${lang} version`);
      await page.goto(url);
      await page.emulateMedia({ media: 'print' });
      const header = page.locator('.print-header');
      await expect(header).toBeVisible();
      await expect(header).toContainText(site.name);
      await expect(header).toContainText(site.phones.landline);
      await expect(header).toContainText(site.phones.emergency);
      for (const hidden of [
        '.site-header',
        'nav',
        '.site-footer',
        '.floating-chat',
        '.cookie-banner',
        '.contact-bar',
        '.booking-cta',
      ]) {
        const visible = await page
          .locator(hidden)
          .evaluateAll(
            (els) =>
              els.filter(
                (e) =>
                  (e as HTMLElement).offsetParent !== null ||
                  (getComputedStyle(e).position === 'fixed' && getComputedStyle(e).display !== 'none'),
              ).length,
          );
        expect(visible, `${hidden} is printed`).toBe(0);
      }
      // Every paper page's foot (a page margin box) names the clinic and its phone: a sheet's
      // second page has no header of its own.
      const pageFoot = await page.evaluate(() =>
        [...document.styleSheets]
          .flatMap((sheet) => [...sheet.cssRules])
          .filter((rule) => rule instanceof CSSPageRule && rule.cssText.includes('bottom-center'))
          .map((rule) => rule.cssText)
          .join('\n'),
      );
      expect(pageFoot, 'the foot of every printed page').toContain(site.phones.landline);
      expect(pageFoot).toContain(site.name);
      // The warning signs are printed, in their box.
      await expect(page.locator('.callout').first()).toBeVisible();
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      const pages = pdfPages(pdf);
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages, 'A4 pages').toBeLessThanOrEqual(2);
    });
  }
}
