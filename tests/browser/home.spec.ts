import { test, expect } from './fixtures';
import { clinicContent } from '../support/clinic-content';

const HOMES = [
  { url: '/', code: 'pt', lang: 'pt-BR', dir: 'ltr' },
  { url: '/en/', code: 'en', lang: 'en', dir: 'ltr' },
  { url: '/es/', code: 'es', lang: 'es', dir: 'ltr' },
  { url: '/de/', code: 'de', lang: 'de', dir: 'ltr' },
  { url: '/ar/', code: 'ar', lang: 'ar', dir: 'rtl' },
] as const;

for (const home of HOMES) {
  test(`home ${home.url} shows every section in its language`, async ({ page }) => {
    await page.goto(home.url);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', home.lang);
    await expect(html).toHaveAttribute('dir', home.dir);
    for (const id of ['inicio', 'sobre', 'tratamentos', 'resultados', 'clinica', 'equipe', 'depoimentos', 'contato']) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    await expect(page.locator('h1')).toHaveCount(1);
    // Every item of each list in content/home.yaml and content/team.yaml, in this language.
    const { home: content, team, homeText } = await clinicContent();
    const text = homeText[home.code];
    await expect(page.locator('#diferenciais .feature-card')).toHaveCount(content.differentials.length);
    // Each figure with its source (dental advertising rules).
    await expect(page.locator('#diferenciais .stat dd:not(.stat-source)')).toHaveText(
      content.stats.map((s) => s.value),
    );
    await expect(page.locator('#diferenciais .stat .stat-source')).toHaveCount(content.stats.length);
    // A treatment shows a card in each language its card is written in (a new treatment's page
    // may exist in Portuguese only for a while).
    const shown = content.treatments.filter((t) => text.treatments.cards[t.key]);
    expect(shown.length, 'treatments with a card in this language').toBeGreaterThan(0);
    const cards = page.locator('#tratamentos .treatment-card');
    await expect(cards).toHaveCount(shown.length);
    // A card links to its page when the treatment has one, and otherwise to none.
    const prefix = home.url === '/' ? '' : home.url.slice(0, -1);
    for (const t of shown) {
      const internal = page.locator(`[data-treatment="${t.key}"] a[href^="/"]:not([target])`);
      if (t.route) await expect(internal).toHaveAttribute('href', `${prefix}/${t.route}/`);
      else await expect(internal).toHaveCount(0);
    }
    await expect(page.locator('#resultados .result-card')).toHaveCount(content.results.length);
    await expect(page.locator('#alinhadores a[target="_blank"]')).toHaveCount(1);
    await expect(page.locator('#clinica figure img')).toHaveCount(content.gallery.length);
    // The referral programme without points or prizes: the name stays, the inducement goes.
    await expect(page.locator('#indica-ai h2')).toContainText(text.referral_banner.title);
    await expect(page.locator('#indica-ai h2')).not.toContainText('Programa de Pontos');
    await expect(page.locator('#equipe .owner-card')).toHaveCount(team.owners.length);
    await expect(page.locator('#equipe .carousel-slide')).toHaveCount(team.members.length);
    await expect(page.locator('#depoimentos .testimonial')).toHaveCount(content.testimonials.length);
    // The clinic's own testimonials carry no rating: a score it gives itself would be advertising.
    await expect(page.locator('#depoimentos .stars')).toHaveCount(0);
    await expect(page.locator('#faq .faq-item')).toHaveCount(content.faq.length);
    await expect(page.locator('#faq h2')).toHaveText(text.faq.title);
    await expect(page.locator('#parcerias li')).toHaveCount(content.partners.length);
    // Directions (Google Maps, Waze), the map listing and the chat.
    await expect(page.locator('#contato a[target="_blank"]')).toHaveCount(4);
    await expect(page.locator('#contato')).toContainText((await clinicContent()).facts.address.street);
  });
}

test('Portuguese contact buttons and referral button keep their names', async ({ page }) => {
  await page.goto('/');
  const contact = page.locator('#contato');
  await expect(contact.getByRole('link', { name: /Ver no Google Maps/ })).toHaveAttribute('rel', /noopener/);
  await expect(contact.getByRole('link', { name: /Abrir no Waze/ })).toHaveAttribute('href', /waze\.com/);
  await expect(contact.getByRole('link', { name: /Agendar consulta/ })).toHaveAttribute('href', /wa\.me\/\d+\?text=/);
  await expect(page.locator('#indica-ai').getByRole('link', { name: /Indicar a clínica/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(page.locator('#contato h2')).toHaveText((await clinicContent()).homeText.pt.contact.title);
});

test('owners link to their profiles with a gold border', async ({ page }) => {
  await page.goto('/en/');
  const owners = page.locator('#equipe .owner-card a');
  await expect(owners.nth(0)).toHaveAttribute('href', '/en/dra-helena-marques/');
  await expect(owners.nth(1)).toHaveAttribute('href', '/en/dr-rafael-toledo/');
  const border = await owners
    .nth(0)
    .locator('img')
    .evaluate((img) => getComputedStyle(img).borderTopColor);
  expect(border).toBe('rgb(201, 162, 74)');
});

test('the about button scrolls to the treatments', async ({ page }) => {
  await page.goto('/');
  await page.locator('#sobre').getByRole('link', { name: 'Conheça nossos tratamentos' }).click();
  await expect(page).toHaveURL(/#tratamentos$/);
  await expect(page.locator('#tratamentos h2')).toBeInViewport();
});

test('the floating chat button sits bottom right with the greeting of the page language', async ({ page }) => {
  await page.goto('/es/');
  const chat = page.locator('a.floating-chat');
  await expect(chat).toHaveAttribute('href', /text=.*Hola/);
  await expect(chat).toHaveAttribute('rel', /noopener/);
  const box = (await chat.boundingBox())!;
  const vp = page.viewportSize()!;
  expect(box.x + box.width).toBeGreaterThan(vp.width - 40);
  expect(box.y + box.height).toBeGreaterThan(vp.height - 40);
});

test('sections reveal once when scrolled into view, with all text already in the HTML', async ({ page }) => {
  await page.goto('/');
  const faq = page.locator('#faq');
  // A question of the FAQ as the content words it.
  const { home, homeText } = await clinicContent();
  const question = homeText.pt.faq.items[home.faq[home.faq.length - 1]!]?.question;
  expect(question, 'a FAQ question in content/home/index.pt.yaml').toBeTruthy();
  await expect(faq).toContainText(question!);
  await expect(faq).not.toHaveAttribute('data-revealed', '');
  await faq.scrollIntoViewIfNeeded();
  await expect(faq).toHaveAttribute('data-revealed', '');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(faq).toHaveAttribute('data-revealed', '');
});

test('a section waiting to fade in is never one the visitor can see', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-reveal][data-pending]').first()).toBeAttached();
  const hiddenOnScreen = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-reveal][data-pending]')]
        .filter((s) => s.getBoundingClientRect().top < innerHeight)
        .map((s) => s.id),
    );
  expect(await hiddenOnScreen()).toEqual([]);
  // Opened at an anchor, the section is shown, not left waiting.
  await page.goto('/#faq');
  await expect(page.locator('#faq')).toHaveAttribute('data-revealed', '');
  await expect(page.locator('#faq')).not.toHaveAttribute('data-pending', '');
});

// Sections below the fold are laid out only when they near the viewport, with a placeholder
// height until then: a link to one must still land on it, and stay there once the sections
// it passed are laid out (smooth scrolling, as most visitors have it).
test('a link to a section lands on it, opened from elsewhere or clicked on the page', async ({ page }) => {
  // Once the scroll has stopped, the section's top is just below the sticky header.
  const landsOn = async (id: string, how: string) => {
    const top = () => page.locator(`#${id}`).evaluate((s) => Math.round(s.getBoundingClientRect().top));
    // Still for three samples in a row: a busy renderer can hold a smooth scroll for a frame or two.
    const seen: number[] = [];
    await expect
      .poll(
        async () => {
          seen.push(await top());
          return seen.length >= 3 && seen.slice(-3).every((t) => t === seen.at(-1));
        },
        { intervals: [250], timeout: 15_000 },
      )
      .toBe(true);
    const last = seen.at(-1)!;
    // The header's foot (below a language offer, when one shows above it).
    const below = await page.locator('.site-header').evaluate((h) => Math.round(h.getBoundingClientRect().bottom));
    expect(last, `${how}: the section's top, below the sticky header`).toBeGreaterThanOrEqual(below - 1);
    expect(last, `${how}: the section's top, just below the sticky header`).toBeLessThan(below + 24);
  };
  for (const [url, id] of [
    ['/#faq', 'faq'],
    ['/ar/#depoimentos', 'depoimentos'],
    ['/#parcerias', 'parcerias'],
  ] as const) {
    await page.goto(url);
    await landsOn(id, url);
  }
  await page.goto('/');
  await page.locator('#sobre').getByRole('link', { name: 'Conheça nossos tratamentos' }).click();
  await landsOn('tratamentos', 'a click on an in-page link');
});

// The placeholders are measured numbers in the stylesheets: when a section's text grows or shrinks
// a lot, this says which one to update.
test('each section waits for layout at about its real height', async ({ page }) => {
  for (const home of HOMES) {
    await page.goto(home.url);
    const off = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main > section[data-reveal]')].flatMap((s) => {
        const style = getComputedStyle(s);
        const own = parseFloat(style.getPropertyValue('--placeholder'));
        if (Number.isNaN(own)) return [`#${s.id}: no --placeholder for its class in templates/styles/`];
        const placeholder = own + parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
        s.style.contentVisibility = 'visible';
        const real = s.getBoundingClientRect().height;
        return Math.abs(placeholder - real) > real * 0.25
          ? [`#${s.id}: placeholder ${Math.round(placeholder)} px, real ${Math.round(real)} px`]
          : [];
      }),
    );
    expect(off, home.url).toEqual([]);
  }
});

test('the 404 page answers unknown addresses with links home', async ({ page }) => {
  const response = await page.goto('/nao-existe/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Página não encontrada');
  await expect(page.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
});

test('on a host with one 404 page, a missing English or Arabic address reads the 404 in its language', async ({
  page,
}) => {
  // The test server answers every missing address with the root 404.html, as many hosts do.
  const response = await page.goto('/en/nao-existe/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page not found');
  await page.goto('/ar/nao-existe/');
  await expect(page.locator('section[data-not-found-lang] h1')).toHaveAttribute('id', 'nf-title');
  await expect(page.locator('section[data-not-found-lang]')).toHaveAttribute('lang', 'ar');
});

/*
 * On a phone the home page is read, not searched: at most 15 screens of 390x844 in every
 * language, every text still on the page (rows of cards swipe sideways instead of stacking).
 * Sections lay out lazily (content-visibility), so each is laid out before measuring: the
 * height a visitor meets by scrolling to the end, not the placeholders'. On the same page at
 * the narrowest phone width, the figures keep each number whole on one line and no word of
 * their labels or sources is cut without a hyphen.
 */
const MAX_SCREENS = 15;
test.describe('on a phone', () => {
  // Skipped before a page is opened for it.
  test.skip(({ isMobile }) => !isMobile, 'a phone screen');
  for (const home of HOMES) {
    test(`home ${home.url} is at most ${MAX_SCREENS} screens long, and at 320 px each figure's number is on one line and its words whole`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(home.url);
      await page.evaluate(() => document.fonts.ready);
      await page.addStyleTag({ content: 'main > section { content-visibility: visible !important; }' });
      const screens = await page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight);
      expect(screens, `${home.url}: ${screens.toFixed(2)} screens`).toBeLessThanOrEqual(MAX_SCREENS);
      // The same page at the narrowest phone width: a resize is cheaper than a new page.
      await page.setViewportSize({ width: 320, height: 700 });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const problems = await page.evaluate(() => {
        const out: string[] = [];
        for (const stat of document.querySelectorAll('#diferenciais .stat')) {
          const number = stat.querySelector('dd:not(.stat-source)') as HTMLElement;
          const lineHeight = Number.parseFloat(getComputedStyle(number).lineHeight);
          if (number.getBoundingClientRect().height > lineHeight * 1.5) out.push(`"${number.textContent}" wraps`);
          // A word split across lines: the boxes of its letters on two lines.
          for (const el of stat.querySelectorAll('dt, dd')) {
            const text = el.textContent ?? '';
            for (const m of text.matchAll(/[^\s-]+/gu)) {
              const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
              let offset = m.index ?? 0;
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                const len = node.textContent?.length ?? 0;
                if (offset < len) {
                  const range = document.createRange();
                  range.setStart(node, offset);
                  range.setEnd(node, Math.min(len, offset + m[0].length));
                  // Two lines, not two bidi runs of one line (a number beside a sign in Arabic).
                  const tops = [...range.getClientRects()].map((r) => r.top);
                  if (Math.max(...tops) - Math.min(...tops) > 4) out.push(`"${m[0]}" breaks mid-word`);
                  break;
                }
                offset -= len;
              }
            }
          }
        }
        return out;
      });
      expect(problems, home.url).toEqual([]);
    });
  }
});

/*
 * The team's cards of one row are as tall as each other and show their registrations on one
 * line, whatever the length of a specialty, in every language (desktop: three cards a row).
 */
test.describe('on a desktop', () => {
  // Skipped before a page is opened for it.
  test.skip(({ isMobile }) => isMobile, 'a row of several cards');
  for (const home of HOMES) {
    test(`home ${home.url}: team cards of a row are one height, their registrations on one line`, async ({ page }) => {
      await page.goto(home.url);
      await page.evaluate(() => document.fonts.ready);
      await page.addStyleTag({ content: 'main > section { content-visibility: visible !important; }' });
      const rows = await page.evaluate(() => {
        const row = (cards: Element[], cro: string) => {
          const vw = document.documentElement.clientWidth;
          const shown = cards.filter((c) => {
            const r = c.getBoundingClientRect();
            return r.left >= -1 && r.right <= vw + 1;
          });
          return {
            count: shown.length,
            heights: shown.map((c) => Math.round(c.getBoundingClientRect().height)),
            cros: shown.map((c) => Math.round(c.querySelector(cro)!.getBoundingClientRect().top)),
          };
        };
        return [
          row([...document.querySelectorAll('#equipe .owner-link')], '.owner-cro'),
          row([...document.querySelectorAll('#equipe .member-card')], '.member-cro'),
        ];
      });
      for (const r of rows) {
        expect(r.count, home.url).toBeGreaterThan(1);
        expect(Math.max(...r.heights) - Math.min(...r.heights), `${home.url} heights ${r.heights}`).toBeLessThanOrEqual(
          1,
        );
        expect(Math.max(...r.cros) - Math.min(...r.cros), `${home.url} registrations ${r.cros}`).toBeLessThanOrEqual(1);
      }
    });
  }
});
