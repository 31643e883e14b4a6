import AxeBuilder from '@axe-core/playwright';
import { test, expect, isPhone, started } from './fixtures';
import { clinicContent } from '../support/clinic-content';

// The home page in both layouts (the desktop menu, the phone's drawer); its English and Arabic
// copies, which differ in words and direction but not in layout, on the phone only.
for (const url of ['/', '/en/', '/ar/', '/nao-existe/']) {
  test(`no serious or critical axe violations on ${url}`, async ({ page }, info) => {
    test.skip(
      info.project.name === 'desktop' && (url === '/en/' || url === '/ar/'),
      'one layout suffices for a translation',
    );
    // axe's experimental rules make a run of the long home page take several seconds.
    test.setTimeout(90_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(url);
    // Reveal everything and let the islands hydrate, so axe sees the interactive state: after
    // start-up, which is what makes the header solid once the page has scrolled.
    await started(page);
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 30));
      }
    });
    await page.waitForTimeout(300);
    await expect(page.locator('[data-site-header][data-scrolled]')).toBeAttached();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'experimental'])
      .analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      );
    expect(serious).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('every text of the home page is readable', async ({ page }) => {
    await page.goto('/');
    const { home, team, homeText } = await clinicContent();
    const last = team.members.at(-1)!;
    for (const text of [
      'Cuidado completo',
      'Sobre a Clínica',
      'Por que nos escolher',
      'Nossos Tratamentos',
      'Indica Aí',
      last.name,
      last.cro,
      'Fale Conosco',
    ]) {
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    }
    // Every FAQ answer is readable under its question, and every team member is visible.
    await expect(page.locator('.faq-trigger')).toHaveCount(home.faq.length);
    // (An answer may be followed by a link to the page that says more: its own paragraph.)
    for (let i = 0; i < home.faq.length; i++)
      await expect(page.locator('.faq-item').nth(i).locator('p').first()).toBeVisible();
    const firstAnswer = homeText.pt.faq.items[home.faq[0]!]?.answer ?? '';
    await expect(page.locator('#faq .faq-item p').first()).toContainText(firstAnswer.slice(0, 40) || 'no answer');
    const members = page.locator('.carousel-slide');
    await expect(members).toHaveCount(team.members.length);
    const lastSlide = members.last();
    await lastSlide.scrollIntoViewIfNeeded();
    await expect(lastSlide).toBeVisible();
    await expect(page.locator('.cookie-banner')).toBeHidden();
    // The map is its picture: no button that could do nothing.
    await expect(page.locator('.map-image')).toBeAttached();
    await expect(page.getByRole('button', { name: 'Mostrar mapa interativo' })).toHaveCount(0);
    // Nor carousel arrows or a menu button that need a script.
    await expect(page.locator('.carousel-controls')).toBeHidden();
    await expect(page.locator('.nav-toggle')).toBeHidden();
  });

  test('desktop: the keyboard opens a menu without the script', async ({ page }) => {
    test.skip(isPhone(page), 'the desktop menu');
    await page.goto('/');
    const trigger = page.locator('.nav-menu > button').first();
    const dropdown = page.locator('.nav-menu > .nav-dropdown').first();
    await expect(dropdown).toBeHidden();
    await trigger.focus();
    await expect(dropdown).toBeVisible();
    await expect(dropdown.getByRole('link', { name: 'Ortodontia' })).toBeVisible();
  });
});

test('keyboard: the skip link is first and jumps to the main content', async ({ page }) => {
  await page.goto('/ar/');
  await page.keyboard.press('Tab');
  const skip = page.locator('.skip-link');
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});
