import { test, expect } from './fixtures';

const NEIGHBOURHOODS = [
  'lapa',
  'vila-romana',
  'pompeia',
  'perdizes',
  'freguesia-do-o',
  'agua-branca',
  'limao',
  'vila-anastacio',
  'lapa-de-baixo',
  'alto-da-lapa',
];

test('an urgent care page shows a number to tap and the opening hours on the first screen', async ({ page }) => {
  for (const n of NEIGHBOURHOODS) {
    await page.goto(`/informacoes/dentista-de-urgencia-${n}/`);
    const call = page.locator('.landing-urgent a[href^="tel:"]');
    await expect(call).toBeVisible();
    await expect(page.locator('.landing-urgent p')).toContainText(/segunda a sexta, \d+h às \d+h/);
    const box = (await call.boundingBox())!;
    const bar = (await page.locator('.contact-bar').boundingBox())!;
    // Above the fold and not hidden behind the floating bar at the bottom.
    expect(box.y + box.height, n).toBeLessThanOrEqual(bar.y);
  }
});

test('a local page says where the clinic is, and how far from the neighbourhood, on the first screen', async ({
  page,
}) => {
  for (const n of NEIGHBOURHOODS) {
    await page.goto(`/informacoes/tratamento-de-canal-${n}/`);
    const where = page.locator('.landing-where');
    await expect(where).toContainText('Rua Roma');
    await expect(where).toContainText(/km/);
    const box = (await where.boundingBox())!;
    const bar = (await page.locator('.contact-bar').boundingBox())!;
    expect(box.y + box.height, n).toBeLessThanOrEqual(bar.y);
  }
});

test('a choosing guide reads as a guide and links to the implant treatment page', async ({ page }) => {
  await page.goto('/informacoes/como-escolher-clinica-de-implante-perdizes/');
  await expect(page.locator('h1')).toHaveText('Como escolher uma clínica de implante em Perdizes');
  await expect(page.locator('.landing-urgent')).toHaveCount(0);
  await page.locator('section[aria-labelledby="atendimento"] a[href="/implantodontia/"]').click();
  await expect(page).toHaveURL(/\/implantodontia\/$/);
});
