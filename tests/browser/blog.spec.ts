import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';

/** The address of a category's page, from the blog's list of categories. */
const categoryHref = (page: Page, name: string) =>
  page.locator('a[href*="/categoria/"]').filter({ hasText: name }).first().getAttribute('href');

test('the blog list shows posts newest first with cover, excerpt, date and reading time', async ({ page }) => {
  await page.goto('/blog/');
  const cards = page.locator('.post-card');
  expect(await cards.count()).toBeGreaterThan(0);
  const dates = await page
    .locator('.post-card time')
    .evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime') ?? ''));
  expect([...dates].sort().reverse()).toEqual(dates);
  await expect(cards.first().locator('img')).toBeVisible();
  await expect(cards.first().locator('.post-meta')).toContainText(/min de leitura/);
  await expect(cards.first().locator('time')).toHaveText(/de \d{4}$/);
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    '/blog/feed.xml',
  );
});

test("on a phone a list's first card shows its cover whole, the others a small thumbnail beside the title", async ({
  page,
}) => {
  for (const [url, width] of [
    ['/blog/', 390],
    ['/ar/blog/', 320],
  ] as const) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(url);
    const cards = page.locator('.blog-list .post-card');
    expect(await cards.count(), url).toBeGreaterThan(1);
    const box = async (card: number, part: string) => (await cards.nth(card).locator(part).boundingBox())!;
    const first = await box(0, 'img');
    expect(first.width, url).toBeGreaterThan(width * 0.7);
    // The second card: a thumbnail on the line's start side (right in Arabic), the title beside it.
    await cards.nth(1).scrollIntoViewIfNeeded();
    const thumb = await box(1, 'img');
    const title = await box(1, '.post-card-title');
    expect(thumb.width, url).toBeLessThan(130);
    expect(Math.abs(thumb.width - thumb.height), url).toBeLessThan(2);
    expect(title.y, url).toBeLessThan(thumb.y + thumb.height);
    if (url.startsWith('/ar/')) expect(title.x + title.width, url).toBeLessThanOrEqual(thumb.x);
    else expect(title.x, url).toBeGreaterThanOrEqual(thumb.x + thumb.width);
    // The thumbnail's file is the smallest width, not the one the whole cover needs.
    await expect
      .poll(
        () =>
          cards
            .nth(1)
            .locator('img')
            .evaluate((i: HTMLImageElement) => i.currentSrc),
        { message: url },
      )
      .toMatch(/-400\.[0-9a-f]+\.(avif|webp)$/);
  }
});

test('the header is white at the top of blog pages', async ({ page }) => {
  await page.goto('/blog/');
  const header = page.locator('[data-site-header]');
  await expect(header).toHaveAttribute('data-solid', '');
  expect(await header.evaluate((h) => getComputedStyle(h).backgroundColor)).toBe('rgb(255, 255, 255)');
});

test('a category page lists only its posts', async ({ page }) => {
  // The category of the newest post, reached as a visitor would.
  await page.goto('/blog/');
  const category = page.locator('.post-card .post-category').first();
  const name = (await category.textContent())!.trim();
  await page.goto((await categoryHref(page, name))!);
  await expect(page.locator('h1')).toHaveText(name);
  // A real introduction before the list, not just a heading over cards.
  expect(await page.locator('.category-intro p').count()).toBeGreaterThan(0);
  const categories = await page.locator('.post-card .post-category').allTextContents();
  expect(categories.length).toBeGreaterThan(0);
  expect(new Set(categories.map((c) => c.trim().toLowerCase()))).toEqual(new Set([name.toLowerCase()]));
});

test('a post shows author (linked for owners), dates, category, cover, contents and related posts', async ({
  page,
}) => {
  await page.goto('/blog/');
  await page.locator('.post-card h2 a, .post-card h3 a').first().click();
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('.post-meta a[href^="/"], .post-meta span')).not.toHaveCount(0);
  await expect(page.locator('.post-meta time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/);
  await expect(page.locator('img.post-cover')).toHaveAttribute('fetchpriority', 'high');
  await expect(page.locator('.prose h2[id]').first()).toBeVisible();
  const related = await page.locator('.related .post-card').count();
  expect(related).toBeGreaterThan(0);
  expect(related).toBeLessThanOrEqual(3);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(' ');
  expect(ld).toContain('"BlogPosting"');
});

// A post missing in a language is neither listed nor built there (tests/unit/blog.test.ts); here,
// each language's blog lists exactly the Portuguese posts that exist in it, in the same order.
test('the German and Arabic blogs list every post translated into them, in their own language', async ({
  page,
  request,
}) => {
  await page.goto('/blog/');
  const pt = await page
    .locator('.post-card h2 a, .post-card h3 a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(pt.length).toBeGreaterThan(0);
  for (const lang of ['de', 'ar']) {
    const translated: string[] = [];
    for (const href of pt) {
      if ((await request.get(`/${lang}${href}`)).ok()) translated.push(`/${lang}${href}`);
    }
    await page.goto(`/${lang}/blog/`);
    const hrefs = await page
      .locator('.post-card h2 a, .post-card h3 a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs, lang).toEqual(translated);
  }
  // A post's links to other posts stay in the reader's language.
  await page.goto('/ar/blog/');
  await page.locator('.post-card h2 a, .post-card h3 a').first().click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const links = await page.locator('.prose a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  for (const href of links) expect(href).toMatch(/^\/ar\//);
});

test('search finds a post as you type, highlights the match, and says clearly when nothing matches', async ({
  page,
}) => {
  // A word of the newest post's title, typed as a visitor would.
  await page.goto('/blog/');
  const title = (await page.locator('.post-card h2 a, .post-card h3 a').first().textContent())!.trim();
  const word = title
    .split(/[^\p{L}]+/u)
    .sort((a, b) => b.length - a.length)[0]!
    .toLowerCase();
  await page.goto('/blog/busca/');
  // The field has the focus on arrival (the visitor came to search), so the search's code
  // (React and Pagefind) starts at once.
  const input = page.getByLabel('Palavra ou assunto');
  await expect(input).toBeFocused();
  await input.pressSequentially(word, { delay: 40 });
  await hydrated(page, 'blog-search');
  const found = page.locator('.search-results li').filter({ hasText: title });
  await expect(found.first()).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('.search-results mark').first()).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(word);
  await input.fill('xyzzyqwerty');
  await expect(page.locator('.no-results')).toContainText('Nenhum artigo encontrado');
});

test('/blog/busca/?q=word fills in the query and runs it, in the page language only', async ({ page }) => {
  await page.goto('/en/blog/busca/?q=implant');
  await hydrated(page, 'blog-search');
  await expect(page.getByLabel('Word or topic')).toHaveValue('implant');
  const results = page.locator('.search-results a');
  await expect(results.first()).toBeVisible({ timeout: 10_000 });
  const hrefs = await results.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs.every((h) => h?.startsWith('/en/blog/'))).toBe(true);
});

test.describe('a blog large enough for a sharded search index', () => {
  let built: { dir: string; dist: string; shardOfUrl: Record<string, string> } | undefined;
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the first parameter to be a destructuring pattern
  test.beforeAll(({}, testInfo) => {
    testInfo.setTimeout(180_000);
    if (testInfo.project.name !== 'desktop') return;
    // A copy of the site built with two posts per shard (tests/support/build-sharded.ts).
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'tests/support/build-sharded.ts'], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
    built = JSON.parse(r.stdout.trim().split('\n').pop() ?? '{}') as typeof built;
  });
  test.afterAll(() => {
    if (built) rmSync(built.dir, { recursive: true, force: true });
  });

  test('search merges the shards of the page language and finds a post outside the main index', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the index is the same on every viewport');
    const dist = built!.dist;
    const shardRequests: string[] = [];
    // This site's pages, with the sharded copy's search index.
    await page.route('**/pagefind/**', async (route) => {
      const { pathname } = new URL(route.request().url());
      const file = path.join(dist, pathname);
      if (pathname.startsWith('/pagefind/shards/')) shardRequests.push(pathname);
      return existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404 });
    });
    const [url, shard] = Object.entries(built!.shardOfUrl).find(([, s]) => s !== 'main')!;
    await page.goto(url);
    const title = (await page.locator('h1').first().textContent())!.trim();
    await page.goto(`/blog/busca/?q=${encodeURIComponent(title)}`);
    await hydrated(page, 'blog-search');
    const results = page.locator('.search-results a');
    await expect(results.first()).toBeVisible({ timeout: 10_000 });
    expect(await results.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toContain(url);
    expect(shardRequests.some((r) => r.startsWith(`/pagefind/shards/${shard}/`))).toBe(true);
    // Only Portuguese shards: an Arabic index is never merged into a Portuguese search.
    expect(shardRequests.every((r) => r.startsWith('/pagefind/shards/pt-'))).toBe(true);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the search page says how to browse by category instead', async ({ page }) => {
    await page.goto('/blog/busca/');
    await expect(page.getByText('A busca precisa de JavaScript')).toBeVisible();
    await expect(page.locator('.category-nav a').nth(1)).toBeVisible();
  });
});

test('the feed is valid Atom with the language’s posts', async ({ page, request }) => {
  const response = await request.get('/en/blog/feed.xml');
  expect(response.ok()).toBe(true);
  const xml = await response.text();
  await page.goto('/en/blog/');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      entries: doc.querySelectorAll('entry').length,
      lang: doc.documentElement.getAttribute('xml:lang'),
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.lang).toBe('en');
  expect(parsed.entries).toBe(await page.locator('.post-card').count());
});
