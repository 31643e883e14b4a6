/**
 * Shared browser-test setup: no request may leave the machine, and the consent cookie is
 * set unless a test is about the banner itself (so the banner does not cover what a test clicks).
 */
import { test as base, expect, type Page } from '@playwright/test';

export interface Options {
  consent: boolean;
}

export const test = base.extend<Options & { leaks: string[] }>({
  consent: [true, { option: true }],
  leaks: [
    async ({ context, consent, baseURL }, use) => {
      const leaks: string[] = [];
      const cspViolations: string[] = [];
      context.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
      });
      await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])/, (route) => {
        leaks.push(route.request().url());
        return route.abort();
      });
      if (consent) await context.addCookies([{ name: 'user_cookie_consent', value: 'granted', url: baseURL! }]);
      await use(leaks);
      expect(leaks, 'requests that tried to leave the machine').toEqual([]);
      expect(cspViolations, "violations of script-src 'self'").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the islands of the page that hydrate at once are interactive. */
export async function hydrated(page: Page, island: string): Promise<void> {
  await expect(page.locator(`[data-island="${island}"][data-hydrated]`).first()).toBeAttached({ timeout: 10_000 });
}

/** Start-up is done: the script's first tasks and its idle work have run (no island needs to have). */
export async function started(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('site:started').length), { timeout: 10_000 })
    .toBe(1);
}

/** Whether React has hydrated this element: hydrateRoot marks its container. */
export const reactRoots = (page: Page, selector: string): Promise<boolean[]> =>
  page
    .locator(selector)
    .evaluateAll((els) => els.map((el) => Object.keys(el).some((k) => k.startsWith('__reactContainer$'))));

export const isPhone = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) < 700;

/** The header navigation island this viewport's layout shows (the other one is never hydrated). */
export const navIsland = (page: Page): string => (isPhone(page) ? 'nav-mobile' : 'nav-desktop');
