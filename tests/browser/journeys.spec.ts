/**
 * Patients' tasks on a phone, each from the page a patient would land on, in the task's
 * language, counting taps: a task that takes more than its limit fails. The answers are
 * checked by what they must hold (a phone link, 192, a question and its answer), never by
 * the clinic's wording, so an editor's edit cannot turn them red.
 */
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'yaml';
import { test, expect, isPhone } from './fixtures';

/** Counts the taps a task takes. */
function tapper(page: Page) {
  let n = 0;
  return {
    tap: async (target: Locator) => {
      n++;
      await (isPhone(page) ? target.tap() : target.click());
    },
    get count() {
      return n;
    },
  };
}

test('urgent care: "I had a tooth out yesterday and it still bleeds", from a treatment page, in two taps', async ({
  page,
}) => {
  await page.goto('/clareamento/');
  const taps = tapper(page);
  await taps.tap(page.locator('.header-utility').getByRole('link', { name: 'Urgência' }));
  const urgent = page.locator('#urgencia');
  await expect(urgent).toBeInViewport();
  // What to do now: when to call, the phone, the route after hours and 192.
  await expect(urgent.locator('a[href^="tel:"]')).toBeVisible();
  await expect(urgent).toContainText('192');
  await expect(urgent.locator('h3')).toBeVisible();
  await taps.tap(urgent.getByRole('link', { name: /extração/ }));
  await expect(page).toHaveURL(/\/pos-cirurgia\/$/);
  await expect(page.locator('main h1')).toBeVisible();
  expect(taps.count, 'taps').toBeLessThanOrEqual(2);
});

test('urgent care in Arabic from the blog: the phone to call is one tap away', async ({ page }) => {
  await page.goto('/ar/blog/');
  const taps = tapper(page);
  await taps.tap(page.locator('.header-utility a[href="#urgencia"]'));
  const call = page.locator('#urgencia a[href^="tel:"]');
  await expect(call).toBeInViewport();
  expect(taps.count, 'taps').toBeLessThanOrEqual(1);
});

test('children: "my son is 6", in German, from a treatment page, in two taps to the clinic’s answer', async ({
  page,
}) => {
  await page.goto('/de/implantodontia/');
  const taps = tapper(page);
  await taps.tap(page.locator('.header-utility').getByRole('link', { name: 'Kinder' }));
  await expect(page).toHaveURL(/\/de\/#faq-/);
  const item = page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`);
  await expect(item).toBeInViewport();
  await taps.tap(item.locator('.faq-trigger'));
  await expect(item.locator('.faq-answer')).toBeVisible();
  expect(((await item.locator('.faq-answer').textContent()) ?? '').trim().length).toBeGreaterThan(20);
  expect(taps.count, 'taps').toBeLessThanOrEqual(2);
});

for (const lang of ['pt', 'es'] as const) {
  test(`the blog, in ${lang}, is one tap from the header of the home page`, async ({ page }) => {
    await page.goto(lang === 'pt' ? '/' : `/${lang}/`);
    const taps = tapper(page);
    await taps.tap(page.locator('.header-utility').getByRole('link', { name: 'Blog' }));
    await expect(page).toHaveURL(lang === 'pt' ? /\/blog\/$/ : new RegExp(`/${lang}/blog/$`));
    expect(taps.count, 'taps').toBeLessThanOrEqual(1);
  });
}

test('the search page puts the cursor in its field, and marks no category as current', async ({ page }) => {
  await page.goto('/blog/busca/');
  await expect(page.locator('input[type="search"]')).toBeFocused();
  await expect(page.locator('.category-nav a[aria-current]')).toHaveCount(0);
});

for (const path of ['/pos-cirurgia/', '/de/pre-cirurgia/', '/ar/pos-clareamento/']) {
  test(`the care page ${path} has a print button that prints`, async ({ page }) => {
    await page.addInitScript(() => {
      window.print = () => document.documentElement.setAttribute('data-printed', '');
    });
    await page.goto(path);
    const taps = tapper(page);
    await taps.tap(page.locator('main [data-print]'));
    await expect(page.locator('html')).toHaveAttribute('data-printed', '');
    expect(taps.count).toBe(1);
  });
}

/** The clinic's facts and team as content/ holds them (read, never counted). */
const site = parse(fs.readFileSync('content/site.yaml', 'utf8')) as {
  clinic_registration: string;
  social: { google: string };
};
const team = parse(fs.readFileSync('content/team.yaml', 'utf8')) as {
  owners: { profile: string; languages?: string[] }[];
};

// Each page as its own visitor sees it: a browser in the page's language (no other language offered).
for (const [path, locale] of [
  ['/', 'pt-BR'],
  ['/de/', 'de-DE'],
  ['/ar/', 'ar'],
] as const) {
  test.describe(`a ${locale} browser`, () => {
    test.use({ locale });
    test(`trust on the first screen of ${path}: the registration, the hours and the team’s languages beside the booking button`, async ({
      page,
    }) => {
      await page.goto(path);
      const facts = page.locator('.hero .trust-facts');
      await expect(facts).toContainText(site.clinic_registration);
      await expect(facts.locator('li')).not.toHaveCount(0);
      const box = (await facts.boundingBox())!;
      expect(box.y + box.height, `${path}: in the first screen`).toBeLessThanOrEqual(page.viewportSize()!.height);
    });
  });
}

test('directions: a route to the clinic and its map listing, from the contact section', async ({ page }) => {
  await page.goto('/');
  const actions = page.locator('#contato .contact-actions');
  await expect(actions.locator('a[href^="https://www.google.com/maps/dir/"]')).toHaveAttribute('href', /destination=/);
  await expect(actions.locator(`a[href="${site.social.google}"]`)).toBeVisible();
});

test('an owner’s page says which languages the owner sees patients in, where the content says', async ({ page }) => {
  for (const owner of team.owners.filter((o) => o.languages?.length)) {
    await page.goto(`/en/${owner.profile}/`);
    await expect(page.locator('.profile-languages')).toContainText('Languages:');
  }
});

test('a missing page offers the blog search and the main links', async ({ page }) => {
  await page.goto('/en/404.html');
  const search = page.locator('form.site-search');
  await search.locator('input[name="q"]').fill('implant');
  const taps = tapper(page);
  await taps.tap(search.getByRole('button'));
  await expect(page).toHaveURL(/\/en\/blog\/busca\/\?q=implant$/);
  await page.goto('/en/404.html');
  const links = page.locator('nav[aria-labelledby="nf-links"] a');
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeGreaterThanOrEqual(5);
  await expect(page.locator('nav[aria-labelledby="nf-links"] a[href="#urgencia"]')).toHaveCount(1);
});

test('every booking button says the same, and the e-mail link is a whole 24 px target', async ({ page }) => {
  const wordings = new Set<string>();
  for (const path of ['/', '/clareamento/', '/pos-cirurgia/']) {
    await page.goto(path);
    const buttons = page.locator('main a.button[href*="wa.me"], header a.button[href*="wa.me"]');
    for (const text of await buttons.allTextContents()) wordings.add(text.replace(/\(.*\)/, '').trim());
    for (const h of await page
      .locator('a[href^="mailto:"]')
      .evaluateAll((as) => as.map((a) => a.getBoundingClientRect().height)))
      expect(h, 'e-mail link height').toBeGreaterThanOrEqual(24);
  }
  expect([...wordings], 'booking wordings').toHaveLength(1);
});
