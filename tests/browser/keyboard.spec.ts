/**
 * Keyboard journeys: a menu opened from the keyboard closes on Escape with focus back on its
 * button and closes when focus moves on; the phone drawer keeps focus inside while open; the
 * FAQ opens and closes from the keyboard; the focus ring stands out (3:1) wherever it shows.
 */
import type { Page } from '@playwright/test';
import { test, expect, hydrated, isPhone } from './fixtures';

const focusedText = (page: Page): Promise<string> =>
  page.evaluate(() =>
    (document.activeElement?.closest('[id], nav, header, footer, main')?.tagName ?? 'BODY').toLowerCase(),
  );

test('desktop menu: Escape closes it with focus back on its button; Tab past its last entry closes it', async ({
  page,
}) => {
  test.skip(isPhone(page), 'desktop navigation');
  await page.goto('/');
  const nav = page.locator('.nav-desktop');
  const treatments = nav.getByRole('button', { name: 'Tratamentos' });
  await treatments.focus();
  await page.keyboard.press('Enter');
  await hydrated(page, 'nav-desktop');
  await expect(treatments).toHaveAttribute('aria-expanded', 'true');
  const list = page.locator(`#${await treatments.getAttribute('aria-controls')} a`);
  await page.keyboard.press('Tab');
  await expect(list.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(treatments).toHaveAttribute('aria-expanded', 'false');
  await expect(treatments, 'focus returns to the button that opened the menu').toBeFocused();

  await page.keyboard.press('Enter');
  await expect(treatments).toHaveAttribute('aria-expanded', 'true');
  const entries = await list.count();
  for (let i = 0; i <= entries; i++) await page.keyboard.press('Tab');
  await expect(treatments, 'focus left the menu, so it closed').toHaveAttribute('aria-expanded', 'false');
});

test('phone drawer: Tab and Shift+Tab never leave the open drawer', async ({ page }) => {
  test.skip(!isPhone(page), 'phone navigation');
  await page.goto('/de/');
  const toggle = page.locator('.nav-toggle');
  await toggle.focus();
  await page.keyboard.press('Enter');
  const drawer = page.locator('#mobile-drawer');
  await expect(drawer).toHaveAttribute('data-state', 'open');
  await expect(drawer.locator('.drawer-head button')).toBeFocused();
  const stops = await drawer.locator('a[href], button').count();
  for (let i = 0; i < stops + 3; i++) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((d) => d.contains(document.activeElement)), `Tab ${i + 1} stays in the drawer`).toBe(
      true,
    );
  }
  for (let i = 0; i < stops + 3; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await drawer.evaluate((d) => d.contains(document.activeElement)), `Shift+Tab ${i + 1}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveAttribute('data-state', 'closed');
  await expect(toggle).toBeFocused();
  expect(await focusedText(page)).not.toBe('body');
});

test('FAQ: a question opens and closes with Enter and Space, one open at a time', async ({ page }) => {
  await page.goto('/');
  const triggers = page.locator('#faq .faq-trigger');
  await triggers.nth(0).focus();
  await page.keyboard.press('Enter');
  await hydrated(page, 'faq');
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(triggers.nth(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'false');
  await expect(triggers.nth(1)).toBeFocused();
});

/** Contrast of the focus ring against the surface behind it (the nearest painted ancestor). */
async function ringContrast(page: Page, selector: string): Promise<number> {
  await page.locator(selector).first().focus();
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const rgb = (c: string): number[] => (c.match(/[\d.]+/g) ?? []).map(Number);
      const lum = ([r = 0, g = 0, b = 0]: number[]): number => {
        const f = (v: number): number => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
      };
      let surface: Element | null = el.parentElement;
      let bg = 'rgb(255, 255, 255)';
      while (surface) {
        const s = getComputedStyle(surface);
        const image = s.backgroundImage.match(/rgb\([^)]*\)/g);
        const c = rgb(s.backgroundColor);
        if (image) {
          // A gradient: the colour of it closest to the ring counts (its lightest stop).
          bg = image.sort((a, b) => lum(rgb(b)) - lum(rgb(a)))[0] ?? bg;
          break;
        }
        if (c.length === 3 || (c.length === 4 && c[3] !== 0)) {
          bg = s.backgroundColor;
          break;
        }
        surface = surface.parentElement;
      }
      const style = getComputedStyle(el);
      if (style.outlineStyle === 'none') return 0;
      const [a, b] = [lum(rgb(style.outlineColor)), lum(rgb(bg))];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    });
}

test('the focus ring is at least 3:1 on the light, the tinted and the teal surfaces', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  for (const selector of ['.hero .button', '#faq .faq-trigger', '.site-footer a', '.banner-teal a']) {
    expect(await ringContrast(page, selector), selector).toBeGreaterThanOrEqual(3);
  }
});
