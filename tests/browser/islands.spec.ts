import type { Page } from '@playwright/test';
import { test, expect, hydrated, isPhone, reactRoots, started } from './fixtures';
import { useMeasuredSite } from './measured-site';
import { clinicContent } from '../support/clinic-content';

test.describe('team carousel', () => {
  test('shows 1, 2 or 3 professionals per view by width, loops with previous/next', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.locator('#equipe').scrollIntoViewIfNeeded();
    await hydrated(page, 'team-carousel');
    expect(await reactRoots(page, '[data-island="team-carousel"]')).toEqual([true]);
    const viewport = page.locator('.carousel-viewport');
    const slides = page.locator('.carousel-slide');
    const vw = (await viewport.boundingBox())!.width;
    const sw = (await slides.first().boundingBox())!.width;
    expect(Math.round(vw / sw)).toBe(isPhone(page) ? 1 : 3);
    const first = page.locator('.carousel-slide').first();
    const x0 = (await first.boundingBox())!.x;
    await page.getByRole('button', { name: 'Próximo profissional' }).click();
    await expect.poll(async () => Math.round((await first.boundingBox())!.x)).toBeLessThan(Math.round(x0 - sw / 2));
    await page.getByRole('button', { name: 'Profissional anterior' }).click();
    await page.getByRole('button', { name: 'Profissional anterior' }).click();
    // Looping: going back from the first slide is possible.
    await expect(page.getByRole('button', { name: 'Profissional anterior' })).toBeEnabled();
  });

  // Timing, not layout: one project proves it. The page's clock is run on by hand (its timers fire
  // as they would), so the 10 s of the carousel's own time take no 10 s of the test's.
  test('autoplays slowly, with a pause button, and stops for good on interaction', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the timing is the same on every screen');
    await page.clock.install();
    await page.goto('/');
    await page.locator('#equipe').scrollIntoViewIfNeeded();
    await hydrated(page, 'team-carousel');
    const carousel = page.locator('.carousel');
    const selected = () => carousel.getAttribute('data-selected');
    await expect(carousel).toHaveAttribute('data-autoplay', 'on');
    const start = await selected();
    // A card stays long enough to be read (it moved every 2 s), and moves on within 10 s.
    await page.clock.runFor(4000);
    expect(await selected()).toBe(start);
    await page.clock.runFor(6000);
    await expect.poll(selected).not.toBe(start);
    // The pause button stops it and starts it again (WCAG 2.2.2), and says which it will do.
    const pause = page.getByRole('button', { name: 'Pausar a apresentação da equipe' });
    await pause.click();
    await expect(carousel).toHaveAttribute('data-autoplay', 'off');
    await page.getByRole('button', { name: 'Retomar a apresentação da equipe' }).click();
    await expect(carousel).toHaveAttribute('data-autoplay', 'on');
    // Interaction stops it for good.
    await page.getByRole('button', { name: 'Próximo profissional' }).click();
    await expect(carousel).toHaveAttribute('data-autoplay', 'off');
    const stoppedAt = await selected();
    await page.clock.runFor(6500);
    expect(await selected()).toBe(stoppedAt);
  });

  test('runs right to left in Arabic', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/ar/');
    await page.locator('#equipe').scrollIntoViewIfNeeded();
    await hydrated(page, 'team-carousel');
    const slides = page.locator('.carousel-slide');
    const a = (await slides.nth(0).boundingBox())!;
    const b = (await slides.nth(1).boundingBox())!;
    expect(b.x).toBeLessThan(a.x);
  });
});

test.describe('FAQ accordion', () => {
  test('opens one answer at a time and can close it again, by mouse and keyboard, on React', async ({ page }) => {
    await page.goto('/');
    await page.locator('#faq').scrollIntoViewIfNeeded();
    const triggers = page.locator('.faq-trigger');
    const items = page.locator('.faq-item');
    await expect(triggers).toHaveCount((await clinicContent()).home.faq.length);
    await expect(page.locator('.faq-answer:visible')).toHaveCount(0);
    // The first press wakes the island and is not lost.
    await triggers.nth(0).click();
    await expect(page.locator('.faq-answer:visible')).toHaveCount(1);
    // The first answer's opening words, as the content writes them.
    const { home, homeText } = await clinicContent();
    const answer = homeText.pt.faq.items[home.faq[0]!]?.answer ?? '';
    await expect(page.locator('.faq-answer:visible')).toContainText(answer.split(/\s+/).slice(0, 4).join(' '));
    expect(await reactRoots(page, '[data-island="faq"]')).toEqual([true]);
    await triggers.nth(4).click();
    await expect(items.nth(0)).toHaveAttribute('data-state', 'closed');
    await expect(triggers.nth(4)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.faq-answer:visible')).toHaveCount(1);
    await triggers.nth(4).click();
    await expect(page.locator('.faq-answer:visible')).toHaveCount(0);
    // Each question is a tab stop; Enter opens it, Space closes it, arrows move between them.
    await triggers.nth(1).focus();
    await page.keyboard.press('Tab');
    await expect(triggers.nth(2)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(items.nth(2)).toHaveAttribute('data-state', 'open');
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator method; the name is the heading as rendered
    await expect(triggers.nth(2)).toHaveAccessibleName(await items.nth(2).locator('h3').innerText());
    await page.keyboard.press('Space');
    await expect(items.nth(2)).toHaveAttribute('data-state', 'closed');
    await page.keyboard.press('ArrowDown');
    await expect(triggers.nth(3)).toBeFocused();
  });

  test('a keyboard visitor opens an answer before the island has run', async ({ page }) => {
    await page.goto('/ar/');
    await started(page);
    const trigger = page.locator('.faq-trigger').nth(3);
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.faq-item').nth(3)).toHaveAttribute('data-state', 'open');
    await expect(page.locator('.faq-answer:visible')).toHaveCount(1);
  });
});

test.describe('cookie banner, on a site that measures visits', () => {
  test.use({ consent: false });
  // What is stored and asked does not depend on the screen: checked on the phone, where the banner
  // and the language offer have least room (skipped before a page is opened or the measured site built).
  test.skip(({ isMobile }) => !isMobile, 'consent is the same on every screen');
  test.beforeEach(({ page, baseURL }) => useMeasuredSite(page, baseURL!));

  test('appears after 1.5 s, stores consent for 365 days on accept, confirms with a toast and stays away', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const banner = page.locator('.cookie-banner');
    await page.waitForTimeout(900);
    await expect(banner).toBeHidden();
    await expect(banner).toBeVisible({ timeout: 4000 });
    await banner.getByRole('button', { name: 'Aceitar e continuar' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'user_cookie_consent');
    expect(cookie?.value).toBe('granted');
    expect(cookie?.path).toBe('/');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    const toast = page.locator('.toast');
    await expect(toast).toContainText('Preferências salvas');
    await page.reload();
    await page.waitForTimeout(2200);
    await expect(banner).toBeHidden();
  });

  test.describe('in a browser that prefers German', () => {
    test.use({ locale: 'de-DE' });
    test('the offer of German comes first and stays beside the cookie question, neither over the other', async ({
      page,
    }) => {
      await page.goto('/');
      const offer = page.locator('.lang-offer:not([hidden])');
      const banner = page.locator('.cookie-banner');
      await expect(offer).toBeVisible();
      await expect(banner).toBeHidden();
      await expect(banner).toBeVisible({ timeout: 4000 });
      await expect(offer).toBeVisible();
      await expect(offer).toHaveAttribute('lang', 'de');
      const a = (await offer.boundingBox())!;
      const b = (await banner.boundingBox())!;
      expect(a.y + a.height <= b.y || b.y + b.height <= a.y, 'offer and banner apart').toBe(true);
    });
  });

  test('refusing stores the refusal for 365 days, measures nothing, and the footer link asks again', async ({
    page,
    context,
  }) => {
    await page.goto('/en/');
    const banner = page.locator('.cookie-banner');
    await expect(banner).toBeVisible({ timeout: 4000 });
    await banner.getByRole('button', { name: 'Decline' }).click();
    await expect(banner).toBeHidden();
    expect(await reactRoots(page, '[data-island="cookie-banner"]')).toEqual([true]);
    const cookie = (await context.cookies()).find((c) => c.name === 'user_cookie_consent');
    expect(cookie?.value).toBe('denied');
    expect(((cookie?.expires ?? 0) - Date.now() / 1000) / 86400).toBeGreaterThan(364);
    await expect(page.locator('.toast')).toBeVisible();
    expect(await page.evaluate(() => document.querySelectorAll('script[src*="googletagmanager"]').length)).toBe(0);
    await page.reload();
    await page.waitForTimeout(2200);
    await expect(banner).toBeHidden();
    // The footer's link opens the choice again; this time the visitor accepts.
    await page.getByRole('link', { name: 'Cookie preferences' }).click();
    await expect(banner).toBeVisible();
    await expect(page).toHaveURL(/\/en\/$/);
    await banner.getByRole('button', { name: 'Accept and continue' }).click();
    await expect(banner).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === 'user_cookie_consent')?.value).toBe('granted');
  });

  test('a new release version clears storage and asks for consent again', async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: 'user_cookie_consent', value: 'granted', url: baseURL! },
      { name: 'i18next', value: 'pt', url: baseURL! },
    ]);
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('app_version', '0.0.1-old');
      localStorage.setItem('other', 'x');
    });
    await page.reload();
    const version = await page.locator('html').getAttribute('data-version');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('app_version'))).toBe(version);
    expect(await page.evaluate(() => localStorage.getItem('other'))).toBeNull();
    expect((await context.cookies()).some((c) => c.name === 'user_cookie_consent')).toBe(false);
    // The privacy policy says a new version deletes every item it lists: the language cookie too.
    expect((await context.cookies()).some((c) => c.name === 'i18next')).toBe(false);
    await expect(page.locator('.cookie-banner')).toBeVisible({ timeout: 4000 });
  });
});

test.describe('toast', () => {
  test('copy buttons confirm with one toast that leaves after 5 s, F8 reaches its region', async ({
    page,
    context,
    baseURL,
  }) => {
    test.skip(isPhone(page), 'clipboard permission on desktop');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    // Read before the toast is timed (the first read of the content takes seconds).
    const { street } = (await clinicContent()).facts.address;
    await page.goto('/en/');
    const copy = page.locator('#contato button[data-copy]').first();
    await expect(copy).toBeVisible();
    // No toast asked for yet: the toast island has not been hydrated.
    await expect(page.locator('[data-island="toasts"][data-hydrated]')).toHaveCount(0);
    await copy.click();
    await copy.click();
    const toasts = page.locator('.toast');
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toContainText(/[Cc]opied/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(street);
    await expect(page.getByRole('region', { name: /^Notification/ })).toBeAttached();
    const shown = Date.now();
    await expect(toasts).toHaveCount(0, { timeout: 8000 });
    expect(Date.now() - shown).toBeGreaterThan(3500);
    await copy.click();
    await page.keyboard.press('F8');
    await expect(page.locator('.toast-viewport')).toBeFocused();
  });

  test('a toast closes with its button and with Escape', async ({ page }) => {
    await page.goto('/');
    await started(page);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('site:toast', { detail: { message: 'Olá' } })));
    await expect(page.locator('.toast')).toHaveText(/Olá/);
    await page.locator('.toast-close').click();
    await expect(page.locator('.toast')).toHaveCount(0);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('site:toast', { detail: { message: 'De novo' } })));
    await page.locator('.toast').focus();
    await page.keyboard.press('Escape');
    await expect(page.locator('.toast')).toHaveCount(0);
  });
});

test('the map is a local picture until the visitor asks for the interactive one', async ({ page, leaks }) => {
  await page.goto('/');
  await page.locator('#contato').scrollIntoViewIfNeeded();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.locator('.map-image')).toBeVisible();
  const request = page.waitForRequest(/google\.com\/maps/);
  // The first press wakes the island and is replayed once React runs it.
  await page.getByRole('button', { name: 'Mostrar mapa interativo' }).click();
  await expect(page.locator('iframe.map-frame')).toHaveAttribute('src', /google\.com\/maps/);
  await expect(page.locator('iframe.map-frame')).toHaveAttribute('title', 'Mapa da clínica');
  expect(await reactRoots(page, '[data-island="map-facade"]')).toEqual([true]);
  // The pressed button is gone; the keyboard is on the map.
  await expect(page.locator('iframe.map-frame')).toBeFocused();
  await request;
  // The frame's request is the visitor's choice; here it is stopped at the machine's edge.
  await page.waitForTimeout(200);
  leaks.splice(0, leaks.length);
});

test('a broken island leaves its server HTML readable', async ({ page }) => {
  await page.route(/\/assets\/chunks\/TeamCarousel\.[^/]+\.js$/, (route) =>
    route.fulfill({ status: 500, body: 'broken' }),
  );
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  const event = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        window.addEventListener('island:error', (e) => resolve((e as CustomEvent<{ name: string }>).detail.name)),
      ),
  );
  await page.locator('#equipe').scrollIntoViewIfNeeded();
  expect(await event).toBe('team-carousel');
  await expect(page.locator('#equipe .carousel-slide').first()).toBeVisible();
  // A member of the carousel and a question of the FAQ, whoever and whichever the content holds.
  const { team, home, homeText } = await clinicContent();
  const member = team.members[0];
  if (member) await expect(page.locator('#equipe')).toContainText(member.name);
  const question = homeText.pt.faq.items[home.faq[home.faq.length - 1]!]?.question;
  if (question) await expect(page.locator('#faq')).toContainText(question);
  expect(errors).toEqual([]);
});

test("a page fetches no React and no island code until the visitor reaches for an island; then only that island's", async ({
  page,
}) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    const m = /\/chunks\/([A-Za-z]+)\./.exec(r.url());
    // Shared chunks and the site's start-up (start.ts, no React) are not island code.
    if (m && m[1] !== 'chunk' && m[1] !== 'start') chunks.push(m[1]!);
  });
  await page.goto('/pos-cirurgia/');
  await started(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(2500);
  // No island has been touched: neither React (the hydrate chunk) nor any island's code.
  expect(chunks).toEqual([]);
  const nav = isPhone(page) ? 'MobileNav' : 'DesktopNav';
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator(isPhone(page) ? '.nav-toggle' : '.nav-desktop').hover();
  await expect.poll(() => chunks).toContain(nav);
  expect(chunks).toContain('hydrate');
  // No team, map or search markup on this page, and the other layout's menu is not shown.
  // No toast was asked for either: the toast code waits for the first one.
  for (const absent of [
    'TeamCarousel',
    'MapFacade',
    'BlogSearch',
    'Toasts',
    isPhone(page) ? 'DesktopNav' : 'MobileNav',
  ]) {
    expect(chunks, `${absent} fetched`).not.toContain(absent);
  }
});

test('the table of contents marks the section being read once the page moves, and fetches nothing before', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (/\/chunks\/(hydrate|Toc)\./.test(r.url())) fetched.push(r.url());
  });
  await page.goto('/implantodontia/');
  await started(page);
  await page.waitForTimeout(1500);
  expect(fetched, 'React or the contents fetched before the page moved').toEqual([]);
  const links = page.locator('.toc a[href^="#"]');
  await expect(links.first()).toBeAttached();
  const middle = await links.nth(Math.floor((await links.count()) / 2)).getAttribute('href');
  await page.evaluate((id) => document.getElementById(id)?.scrollIntoView({ block: 'start' }), middle!.slice(1));
  await hydrated(page, 'toc');
  await expect(page.locator('.toc a[aria-current="location"]')).toHaveCount(1);
  // The marked one is the last heading above the upper third of the window. Polled: sections laid
  // out as they near the window move the headings, and on a busy machine the contents follow a
  // moment later (it read the heading before the last one once, at a load of 15).
  const markedAndPassed = () =>
    page.evaluate(() => {
      const line = window.innerHeight / 3;
      const ids = [...document.querySelectorAll<HTMLAnchorElement>('.toc a[href^="#"]')].map((a) => a.hash.slice(1));
      const passed = ids.filter((id) => (document.getElementById(id)?.getBoundingClientRect().top ?? Infinity) <= line);
      const marked = document.querySelector<HTMLAnchorElement>('.toc a[aria-current="location"]')?.hash.slice(1);
      return { marked, expected: passed.at(-1) };
    });
  await expect
    .poll(async () => {
      const { marked, expected } = await markedAndPassed();
      return marked && marked === expected ? 'the last heading passed' : `${marked} marked, ${expected} passed last`;
    })
    .toBe('the last heading passed');
});

/** The visitor presses the menu (the drawer's button on a phone, Treatments on a desktop), and it opens. */
async function pressMenuAndSeeItOpen(page: Page): Promise<void> {
  if (isPhone(page)) {
    await page.locator('.nav-toggle').tap();
    await expect(page.locator('#mobile-drawer')).toHaveAttribute('data-state', 'open', { timeout: 8000 });
  } else {
    const treatments = page.locator('.nav-desktop').getByRole('button', { name: 'Tratamentos' });
    await treatments.click();
    await expect(treatments).toHaveAttribute('aria-expanded', 'true', { timeout: 8000 });
  }
}

/** Delays every response for `url` by `ms`, as a slow network would. */
async function holdBack(page: Page, url: RegExp, ms: number): Promise<void> {
  await page.route(url, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

test('a tap made while React downloads is honoured once it runs', async ({ page }) => {
  // React's chunk is held back for a second: the visitor's press comes meanwhile.
  await holdBack(page, /\/assets\/chunks\/hydrate\.[^/]+\.js$/, 1000);
  await page.goto('/');
  await started(page);
  await pressMenuAndSeeItOpen(page);
  expect(await reactRoots(page, `[data-island="${isPhone(page) ? 'nav-mobile' : 'nav-desktop'}"]`)).toEqual([true]);
});

test("the page's own files and first paint come before the site's start-up code", async ({ page }) => {
  await page.goto('/implantodontia/');
  await started(page);
  const timing = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const start = resources.find((r) => /\/chunks\/start\./.test(r.name));
    const own = resources.filter((r) => /\.(css|woff2)$|\/main\.[^/]+\.js$/.test(r.name));
    return {
      fcp,
      startFetched: start?.startTime ?? Number.NaN,
      ownDone: Math.max(...own.map((r) => r.responseEnd)),
      loadEnd: performance.getEntriesByType('navigation')[0]?.toJSON().loadEventEnd as number,
    };
  });
  expect(timing.startFetched).toBeGreaterThan(timing.fcp);
  expect(timing.startFetched).toBeGreaterThan(timing.ownDone);
  expect(timing.startFetched).toBeGreaterThanOrEqual(timing.loadEnd);
});

test('a tap made before the start-up code has arrived still opens the menu', async ({ page }) => {
  // The site's start-up chunk is held back: the visitor's press comes before any island listens.
  await holdBack(page, /\/assets\/chunks\/start\.[^/]+\.js$/, 1500);
  await page.goto('/');
  await pressMenuAndSeeItOpen(page);
});
