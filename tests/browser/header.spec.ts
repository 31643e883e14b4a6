import { test, expect, hydrated, isPhone, navIsland, started } from './fixtures';

test('the header is transparent at the top and white with a shadow past 50 px', async ({ page }) => {
  await page.goto('/');
  await started(page);
  const header = page.locator('[data-site-header]');
  const bg = () => header.evaluate((h) => getComputedStyle(h).backgroundColor);
  await expect(header).not.toHaveAttribute('data-scrolled', '');
  expect(await bg()).toBe('rgba(0, 0, 0, 0)');
  await page.evaluate(() => window.scrollTo(0, 50));
  await page.waitForTimeout(150);
  await expect(header).not.toHaveAttribute('data-scrolled', '');
  await page.evaluate(() => window.scrollTo(0, 52));
  await expect(header).toHaveAttribute('data-scrolled', '');
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect.poll(bg).toBe('rgb(255, 255, 255)');
  expect(await header.evaluate((h) => getComputedStyle(h).boxShadow)).not.toBe('none');
  const position = await header.evaluate((h) => getComputedStyle(h).position);
  expect(position).toBe('fixed');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveAttribute('data-scrolled', '');
});

test('desktop: Treatments and Recommendations open as dropdowns', async ({ page }) => {
  test.skip(isPhone(page), 'desktop navigation');
  await page.goto('/');
  const nav = page.locator('.nav-desktop');
  await expect(nav.locator(':scope > ul > li')).toHaveCount(9);
  const treatments = nav.getByRole('button', { name: 'Tratamentos' });
  await treatments.click();
  await expect(treatments).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Implantes dentários' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(treatments).toHaveAttribute('aria-expanded', 'false');
  await nav.getByRole('button', { name: 'Recomendações' }).click();
  await expect(nav.getByRole('link', { name: 'Pós-clareamento' })).toHaveAttribute('href', '/pos-clareamento/');
});

test('phone: the drawer opens over an overlay, locks scrolling, has single-open accordions and closes on a click', async ({
  page,
}) => {
  test.skip(!isPhone(page), 'mobile navigation');
  await page.goto('/ar/');
  const toggle = page.locator('.nav-toggle');
  await expect(toggle).toBeVisible();
  await toggle.click();
  const drawer = page.locator('#mobile-drawer');
  await expect(drawer).toHaveAttribute('data-state', 'open');
  await expect(page.locator('.drawer-overlay')).toHaveAttribute('data-state', 'open');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  const triggers = drawer.locator('.drawer-trigger');
  await expect(triggers).toHaveCount(2);
  await triggers.nth(0).click();
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await triggers.nth(1).click();
  await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await triggers.nth(1).click();
  await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'false');
  // Eight entries plus the Recommendations menu.
  await expect(drawer.locator('.drawer-item')).toHaveCount(9);
  await drawer.getByRole('link', { name: /الفريق/ }).click();
  await expect(drawer).toHaveAttribute('data-state', 'closed');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  await expect(page).toHaveURL(/\/ar\/#equipe$/);
  // The overlay closes it too, and Escape.
  await toggle.click();
  // Arabic: the drawer is on the left, so the overlay shows on the right.
  await page.locator('.drawer-overlay').click({ position: { x: page.viewportSize()!.width - 20, y: 400 } });
  await expect(drawer).toHaveAttribute('data-state', 'closed');
  await toggle.click();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveAttribute('data-state', 'closed');
  await expect(toggle).toBeFocused();
});

test('the Arabic drawer slides in from the left', async ({ page }) => {
  test.skip(!isPhone(page), 'mobile navigation');
  await page.goto('/ar/');
  await page.locator('.nav-toggle').click();
  const box = (await page.locator('#mobile-drawer').boundingBox())!;
  await expect.poll(async () => (await page.locator('#mobile-drawer').boundingBox())!.x).toBeLessThan(5);
  expect(box.width).toBeGreaterThan(200);
});

test('the navigation runs no code until the visitor reaches for it, and the first press still opens it', async ({
  page,
}) => {
  await page.goto('/');
  await started(page);
  await page.waitForTimeout(300);
  await expect(page.locator('[data-island^="nav-"][data-hydrated]')).toHaveCount(0);
  if (isPhone(page)) {
    await page.locator('.nav-toggle').tap();
    await expect(page.locator('#mobile-drawer')).toHaveAttribute('data-state', 'open');
  } else {
    const treatments = page.locator('.nav-desktop').getByRole('button', { name: 'Tratamentos' });
    await treatments.click();
    await expect(treatments).toHaveAttribute('aria-expanded', 'true');
  }
  await hydrated(page, navIsland(page));
  // The other layout's navigation cannot be reached, so it never runs.
  await expect(page.locator('[data-island^="nav-"][data-hydrated]')).toHaveCount(1);
});

test('desktop: the keyboard reaches the menu before it has run, and Enter opens it', async ({ page }) => {
  test.skip(isPhone(page), 'desktop navigation');
  await page.goto('/');
  await started(page);
  const treatments = page.locator('.nav-desktop').getByRole('button', { name: 'Tratamentos' });
  await treatments.focus();
  await page.keyboard.press('Enter');
  await expect(treatments).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.nav-desktop').getByRole('link', { name: 'Implantes dentários' })).toBeVisible();
});
