import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { clinicContent } from '../support/clinic-content';
import { test, expect } from './fixtures';

test('a treatment page in Portuguese: content, steps, its own FAQ, related treatments, booking with the treatment named', async ({
  page,
}) => {
  // The title and the sections its file holds (an editor may rename or add one).
  const file = matter(readFileSync('content/treatments/clareamento/index.pt.md', 'utf8'));
  await page.goto('/clareamento/');
  await expect(page.locator('h1')).toHaveText(String(file.data.title));
  await expect(page.locator('.breadcrumbs a').first()).toHaveAttribute('href', '/');
  await expect(page.locator('.prose h2')).toHaveCount(file.content.match(/^## /gm)?.length ?? 0);
  await expect(page.locator('.prose ol li').first()).toBeVisible();
  await page.locator('#faq').scrollIntoViewIfNeeded();
  const triggers = page.locator('.faq-trigger');
  await triggers.first().click();
  await expect(page.locator('.faq-answer:visible')).toHaveCount(1);
  await expect(page.locator('.related a').first()).toHaveAttribute('href', /^\/[a-z-]+\/$/);
  // The chat's greeting names the treatment by its title.
  expect(await page.locator('.booking-cta a').getAttribute('href')).toContain(
    encodeURIComponent(String(file.data.title)),
  );
  const types = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(types.join(' ')).toContain('"MedicalProcedure"');
  expect(types.join(' ')).toContain('"FAQPage"');
  expect(types.join(' ')).toContain('"BreadcrumbList"');
});

test('a treatment page in Arabic reads right to left, with localised links and a working FAQ', async ({ page }) => {
  await page.goto('/ar/implantodontia/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.prose a[href^="/"]').first()).toHaveAttribute('href', /^\/ar\//);
  await page.locator('#faq').scrollIntoViewIfNeeded();
  await page.locator('.faq-trigger').nth(1).click();
  await expect(page.locator('.faq-item').nth(1)).toHaveAttribute('data-state', 'open');
  await expect(page.locator('.faq-answer:visible')).toHaveCount(1);
  const h1 = (await page.locator('h1').boundingBox())!;
  const vw = page.viewportSize()!.width;
  expect(h1.x + h1.width).toBeGreaterThan(vw * 0.6);
});

test('a local landing page shows the floating contact bar and no language switcher', async ({ page }) => {
  await page.goto('/informacoes/implante-dentario-vila-romana/');
  await expect(page.locator('h1')).toHaveText('Implante Dentário na Vila Romana');
  await expect(page.locator('.contact-bar')).toBeVisible();
  await expect(page.locator('.contact-bar a[href^="tel:"]')).toBeVisible();
  await expect(page.locator('.lang-switcher')).toHaveCount(0);
  await page.goto('/clareamento/');
  await expect(page.locator('.contact-bar')).toHaveCount(0);
  await expect(page.locator('.lang-switcher')).toHaveCount(1);
});

test('the footer lists the landing pages, each named by its heading and without a hover title', async ({ page }) => {
  await page.goto('/');
  const links = page.locator('.footer-info-list a');
  expect(await links.count()).toBeGreaterThan(1);
  const titles = await links.evaluateAll((as) => as.map((a) => a.getAttribute('title')));
  expect(titles.every((t) => t === null)).toBe(true);
  const list = page.locator('.footer-info-list');
  // Laid out once it comes near the screen (content-visibility), as a visitor reaches it.
  await list.scrollIntoViewIfNeeded();
  await expect.poll(() => list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  const overflow = await list.evaluate((el) => ({
    scroll: el.scrollHeight,
    client: el.clientHeight,
    style: getComputedStyle(el).overflowY,
  }));
  expect(overflow.style).toBe('auto');
  expect(overflow.scroll).toBeGreaterThan(overflow.client);
});

test('a footer in another language links once to the Portuguese list of local pages, marked as Portuguese', async ({
  page,
}) => {
  await page.goto('/de/');
  await expect(page.locator('.footer-info-list')).toHaveCount(0);
  const link = page.locator('.footer-info a');
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAttribute('hreflang', 'pt-BR');
  await expect(link).toHaveAttribute('href', '/informacoes/');
  await expect(link.locator('[lang="pt-BR"]')).toHaveCount(1);
  await expect(link).toContainText('auf Portugiesisch');
});

// What each language's policy says (its sections, its date, the officer's address) comes from its
// file, so a new version of the policy is an edit of the content, not of this test.
const POLICY_LANGS = ['pt', 'en', 'es', 'de', 'ar'] as const;
for (const lang of POLICY_LANGS) {
  const url = `${lang === 'pt' ? '' : `/${lang}`}/politica-de-privacidade/`;
  test(`privacy policy ${url}: numbered sections and the date of its file`, async ({ page }) => {
    const file = matter(readFileSync(`content/legal/privacy/index.${lang}.md`, 'utf8'));
    const sections = file.content.split('\n').filter((line) => line.startsWith('## ')).length;
    const updated = file.data.updated instanceof Date ? file.data.updated.toISOString().slice(0, 10) : '';
    expect(updated, 'the policy file has an updated date').toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const { facts } = await clinicContent();
    await page.goto(url);
    await expect(page.locator('.prose h2')).toHaveCount(sections);
    await expect(page.locator('.prose h2').first()).toHaveText(/^1\./);
    await expect(page.locator('time')).toHaveAttribute('datetime', updated);
    await expect(page.locator('.updated')).toContainText(updated.slice(0, 4));
    await expect(page.locator('.prose')).toContainText(facts.dpo_email);
  });
}

test('an owner profile: photo, title, registrations, education, booking with the name', async ({ page }) => {
  // The first owner, as the content names them in Spanish.
  const owner = (await clinicContent()).team.owners[0]!;
  const file = matter(readFileSync(`content/owners/${owner.profile}/index.es.md`, 'utf8'));
  const name = String(file.data.name);
  await page.goto(`/es/${owner.profile}/`);
  await expect(page.locator('h1')).toHaveText(name);
  await expect(page.locator('.profile img')).toBeVisible();
  await expect(page.locator('.profile-list')).toHaveCount(3);
  await expect(page.locator('.profile')).toContainText(owner.cro);
  // The chat's greeting names the dentist (without the title, as a patient writes it).
  const bare = name.replace(/^Dra?\.\s+/, '');
  expect(await page.locator('.booking-cta a').getAttribute('href')).toContain(encodeURIComponent(bare));
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(' ');
  expect(ld).toContain('"Person"');
  expect(ld).toContain('"worksFor"');
});

test('printing a recommendation page leaves out header, footer and floating buttons', async ({ page }) => {
  await page.goto('/pos-cirurgia/');
  await page.emulateMedia({ media: 'print' });
  for (const selector of ['.site-header', '.site-footer', '.floating-chat', '.booking-cta']) {
    await expect(page.locator(selector)).toBeHidden();
  }
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('.prose li').first()).toBeVisible();
});

test('header menus link to every treatment and recommendation page', async ({ page }) => {
  await page.goto('/de/');
  const hrefs = await page.locator('.nav-dropdown a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  for (const slug of [
    'clareamento',
    'ortodontia',
    'implantodontia',
    'facetas',
    'endodontia',
    'cirurgia-oral',
    'periodontia',
    'clinico-geral',
    'dtm',
    'harmonizacao',
    'protese',
    'pre-cirurgia',
    'pos-cirurgia',
    'pos-clareamento',
  ]) {
    expect(hrefs).toContain(`/de/${slug}/`);
  }
});
