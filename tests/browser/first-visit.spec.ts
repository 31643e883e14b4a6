/**
 * A first visit on a phone. With no measurement configured nothing optional runs, so no
 * consent question shows. A browser that prefers another of the five languages is offered it
 * at once, in that language, on every kind of page, without moving the page; once the visitor
 * has chosen a language no page offers another.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';

test.use({ consent: false });

const PAGE_KINDS = ['/', '/clareamento/', '/pos-cirurgia/', '/blog/', '/blog/busca/', '/politica-de-privacidade/'];

test('with no measurement ID the site asks no consent question', async ({ page }) => {
  const measured = await page.goto('/de/').then(() => page.locator('html').getAttribute('data-measurement-id'));
  test.skip(Boolean(measured), 'this build measures visits, so it asks');
  await page.waitForTimeout(2500);
  await expect(page.locator('.cookie-banner')).toHaveCount(0);
  await expect(page.locator('[data-consent-open]')).toHaveCount(0);
});

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  for (const path of PAGE_KINDS) {
    test(`is offered German at once on ${path}, without a layout shift`, async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: number; offerBeforeStart?: boolean };
        w.shifts = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) w.shifts += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // When the offer arrives: before the page's start-up (islands, idle work) or after it.
        new MutationObserver((_m, observer) => {
          if (!document.querySelector('.lang-offer')) return;
          w.offerBeforeStart = performance.getEntriesByName('site:started').length === 0;
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(path);
      const offer = page.locator('.lang-offer');
      await expect(offer).toBeVisible({ timeout: 1000 });
      // Before, it waited for the end of start-up (about 1.2 s after load on a phone).
      expect(await page.evaluate(() => (window as unknown as { offerBeforeStart?: boolean }).offerBeforeStart)).toBe(
        true,
      );
      await expect(offer).toHaveAttribute('lang', 'de');
      await expect(offer.locator('a')).toHaveAttribute('href', /^\/de\//);
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
      // Its text lies inside a landmark (axe "region": it was outside any).
      const region = await new AxeBuilder({ page }).withRules(['region']).analyze();
      expect(region.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
    });
  }
});

test.describe('a Portuguese browser', () => {
  test.use({ locale: 'pt-BR' });

  test('that chose English is never offered Portuguese again', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.lang-offer')).toHaveCount(0);
    await page.locator('.lang-switcher summary').click();
    await page.locator('.lang-list a[data-lang="en"]').click();
    await expect(page).toHaveURL(/\/en\/$/);
    for (const path of ['/en/', '/en/clareamento/', '/en/blog/']) {
      await page.goto(path);
      await page.waitForTimeout(800);
      await expect(page.locator('.lang-offer'), path).toHaveCount(0);
    }
  });

  test('that closes the offer has chosen the page’s language: no page offers it again', async ({ page }) => {
    await page.goto('/de/clareamento/');
    const offer = page.locator('.lang-offer');
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'pt-BR');
    await offer.getByRole('button').click();
    await expect(offer).toHaveCount(0);
    for (const path of ['/de/', '/de/blog/']) {
      await page.goto(path);
      await page.waitForTimeout(800);
      await expect(page.locator('.lang-offer'), path).toHaveCount(0);
    }
  });
});
