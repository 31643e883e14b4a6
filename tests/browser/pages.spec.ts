import { test, expect } from './fixtures';

test('a treatment page in Portuguese: content, steps, its own FAQ, related treatments, booking with the treatment named', async ({
  page,
}) => {
  await page.goto('/clareamento/');
  await expect(page.locator('h1')).toHaveText('Clareamento Dental');
  await expect(page.locator('.breadcrumbs a').first()).toHaveAttribute('href', '/');
  await expect(page.locator('.prose h2')).toHaveCount(4);
  await expect(page.locator('.prose ol li').first()).toBeVisible();
  await page.locator('#faq').scrollIntoViewIfNeeded();
  const triggers = page.locator('.faq-trigger');
  await triggers.first().click();
  await expect(page.locator('.faq-answer:visible')).toHaveCount(1);
  await expect(page.locator('.related a').first()).toHaveAttribute('href', /^\/[a-z-]+\/$/);
  await expect(page.locator('.booking-cta a')).toHaveAttribute('href', /Clareamento%20Dental/);
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

// The specification's dates (25 August 2025 pt, 24 July 2025 en/es/ar, 11 July 2025 de) were
// those of the first version; the version with health data, children and every storage key
// took effect on 26 November 2026.
const PRIVACY = [
  { url: '/politica-de-privacidade/', sections: 9, date: '2026-11-26', text: '26 de novembro de 2026' },
  { url: '/en/politica-de-privacidade/', sections: 9, date: '2026-11-26', text: 'November 26, 2026' },
  { url: '/es/politica-de-privacidade/', sections: 9, date: '2026-11-26', text: '26 de noviembre de 2026' },
  { url: '/ar/politica-de-privacidade/', sections: 9, date: '2026-11-26', text: '2026' },
  { url: '/de/politica-de-privacidade/', sections: 6, date: '2026-11-26', text: '26. November 2026' },
];
for (const p of PRIVACY) {
  test(`privacy policy ${p.url} has ${p.sections} sections and its own date`, async ({ page }) => {
    await page.goto(p.url);
    await expect(page.locator('.prose h2')).toHaveCount(p.sections);
    await expect(page.locator('.prose h2').first()).toHaveText(/^1\./);
    await expect(page.locator('time')).toHaveAttribute('datetime', p.date);
    await expect(page.locator('.updated')).toContainText(p.text);
    await expect(page.locator('.prose')).toContainText('privacidade@clinicaroma.example');
  });
}

test('an owner profile: photo, title, registrations, education, booking with the name', async ({ page }) => {
  await page.goto('/es/dra-helena-marques/');
  await expect(page.locator('h1')).toHaveText('Dra. Helena Marques');
  await expect(page.locator('.profile img')).toBeVisible();
  await expect(page.locator('.profile-list')).toHaveCount(3);
  await expect(page.locator('.profile')).toContainText('CRO-SP');
  await expect(page.locator('.booking-cta a')).toHaveAttribute('href', /Helena%20Marques/);
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
