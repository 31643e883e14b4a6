import { test, expect, hydrated, reactRoots } from './fixtures';
import { checkLayout } from '../support/layout-check';

test('the switcher goes to the same page in another language and remembers the choice', async ({ page, context }) => {
  await page.goto('/');
  await page.locator('.lang-switcher summary').click();
  await hydrated(page, 'language-switcher');
  expect(await reactRoots(page, '[data-island="language-switcher"]')).toEqual([true]);
  // The visible code is part of the button's name, and each language shows its flag.
  await expect(page.locator('.lang-switcher summary')).toHaveAccessibleName(/PT/);
  await expect(page.locator('.lang-list img.lang-flag')).toHaveCount(5);
  expect(
    await page
      .locator('.lang-list img.lang-flag')
      .evaluateAll((imgs) =>
        imgs.every((i) => (i as HTMLImageElement).alt === '' && (i as HTMLImageElement).naturalWidth > 0),
      ),
  ).toBe(true);
  await expect(page.locator('.lang-list a[hreflang="de"]')).toHaveAccessibleName(/Deutsch/);
  // Escape closes the list and gives the focus back to its button.
  await page.keyboard.press('Escape');
  await expect(page.locator('.lang-list')).toBeHidden();
  await expect(page.locator('.lang-switcher summary')).toBeFocused();
  await page.locator('.lang-switcher summary').click();
  const english = page.locator('.lang-list a[hreflang="en"]');
  await expect(english).toHaveAttribute('href', '/en/?lng=en');
  await english.click();
  await expect(page).toHaveURL(/\/en\/$/);
  expect((await context.cookies()).find((c) => c.name === 'i18next')?.value).toBe('en');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
  // Coming back to the Portuguese address, the stored choice sends the visitor to English.
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/$/);
});

// Where the language comes from (a held-back script, the address, cookies, storage) is the same
// on every screen: one project proves it; the switcher's own test above runs on both.
test.describe('the language chosen', () => {
  test.skip(({ isMobile }) => isMobile, 'the same on every screen');

  test("a language chosen before the page's script ran is remembered on arrival, and the address is left clean", async ({
    page,
    context,
  }) => {
    // The script is held back on the first page: the visitor is faster than it.
    let hold = true;
    await page.route(/\/assets\/main\.[^/]+\.js$/, (route) => (hold ? route.abort() : route.continue()));
    await page.goto('/en/implantodontia/');
    await page.locator('.lang-switcher summary').click();
    hold = false;
    await page.locator('.lang-list a[hreflang="pt-BR"]').click();
    await expect(page).toHaveURL(/\/implantodontia\/$/);
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'i18next')?.value).toBe('pt');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('pt');
    // A later visit to the English address is sent back to Portuguese.
    await page.goto('/en/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });

  test('?lng= chooses the language of the same route, the query is dropped, and the choice is remembered', async ({
    page,
    context,
  }) => {
    await page.goto('/?lng=de');
    await expect(page).toHaveURL(/\/de\/$/);
    expect((await context.cookies()).find((c) => c.name === 'i18next')?.value).toBe('de');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.goto('/de/?lng=ar#contato');
    await expect(page).toHaveURL(/\/ar\/#contato$/);
  });

  test('a cookie choice redirects; local and session storage are read in that order after it', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'i18next', value: 'es', url: baseURL! }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/es\/$/);
    await context.clearCookies({ name: 'i18next' });
    await page.evaluate(() => sessionStorage.setItem('i18nextLng', 'de'));
    await page.goto('/');
    await expect(page).toHaveURL(/\/de\/$/);
  });

  test('values that look like script are ignored', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto('/?lng=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    await expect(page).toHaveURL(/\/\?lng=/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await page.goto('/en/?lng=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(dialogs).toEqual([]);
  });
});

test.describe('browser language', () => {
  test.use({ locale: 'de-DE' });
  test('never redirects; it only offers a link to that version, in that language', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the same on every screen: the next test shows the offer on a phone');
    await page.goto('/clareamento/');
    const offer = page.locator('.lang-offer:not([hidden])');
    await expect(offer).toBeVisible();
    await expect(page).toHaveURL(/\/clareamento\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(offer).toHaveAttribute('lang', 'de');
    await expect(offer.locator('a')).toHaveAttribute('href', '/de/clareamento/?lng=de');
    await offer.getByRole('button').click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await page.waitForTimeout(1500);
    await expect(page.locator('.lang-offer:not([hidden])')).toHaveCount(0);
  });

  test('the offer hides neither the breadcrumbs nor the title, and the end of the page scrolls clear of it', async ({
    page,
    isMobile,
  }) => {
    // A phone's width, where the offer has least room: the desktop project would run the same width again.
    test.skip(!isMobile, 'a phone screen');
    await page.setViewportSize({ width: 390, height: 844 });
    for (const url of ['/implantodontia/', '/ar/implantodontia/']) {
      await page.goto(url);
      const offer = page.locator('.lang-offer:not([hidden])');
      await expect(offer).toBeVisible();
      const box = (await offer.boundingBox())!;
      for (const sel of ['.site-header', '.breadcrumbs', 'main h1', '.page-header .lead']) {
        const r = await page.locator(sel).first().boundingBox();
        const overlaps =
          !!r && r.x < box.x + box.width && box.x < r.x + r.width && r.y < box.y + box.height && box.y < r.y + r.height;
        expect(overlaps, `${url}: the offer over ${sel}`).toBe(false);
      }
      expect(await checkLayout(page), url).toEqual([]);
    }
  });
});
