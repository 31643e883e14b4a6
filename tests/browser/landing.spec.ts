import { test, expect } from './fixtures';
import { clinicContent } from '../support/clinic-content';

// Every neighbourhood the content lists (an editor may add one).
const neighbourhoods = async (): Promise<string[]> => (await clinicContent()).landing.neighbourhoods.map((n) => n.slug);

test('an urgent care page shows a number to tap and the opening hours on the first screen', async ({ page }) => {
  for (const n of await neighbourhoods()) {
    await page.goto(`/informacoes/dentista-de-urgencia-${n}/`);
    const call = page.locator('.landing-urgent a[href^="tel:"]');
    await expect(call).toBeVisible();
    await expect(page.locator('.landing-urgent p')).toContainText(/segunda a sexta, \d+h(\d\d)? às \d+h(\d\d)?/);
    const box = (await call.boundingBox())!;
    const bar = (await page.locator('.contact-bar').boundingBox())!;
    // Above the fold and not hidden behind the floating bar at the bottom.
    expect(box.y + box.height, n).toBeLessThanOrEqual(bar.y);
  }
});

test('a local page says where the clinic is, and how far from the neighbourhood, on the first screen', async ({
  page,
}) => {
  for (const n of await neighbourhoods()) {
    await page.goto(`/informacoes/tratamento-de-canal-${n}/`);
    const where = page.locator('.landing-where');
    await expect(where).toContainText((await clinicContent()).facts.address.street);
    await expect(where).toContainText(/km/);
    const box = (await where.boundingBox())!;
    const bar = (await page.locator('.contact-bar').boundingBox())!;
    expect(box.y + box.height, n).toBeLessThanOrEqual(bar.y);
  }
});

test('a choosing guide reads as a guide and links to the implant treatment page', async ({ page }) => {
  // The guide's heading as services.yaml and neighbourhoods.yaml compose it.
  const { landing } = await clinicContent();
  const guide = landing.services.find((s) => s.slug === 'como-escolher-clinica-de-implante');
  const place = landing.neighbourhoods.find((n) => n.slug === 'perdizes');
  test.skip(!guide || !place, 'no implant guide for Perdizes in content/landing');
  await page.goto('/informacoes/como-escolher-clinica-de-implante-perdizes/');
  await expect(page.locator('h1')).toHaveText(
    guide!.h1.replace('{prep}', place!.preposition).replace('{bairro}', place!.name).replace(/\s+/g, ' '),
  );
  await expect(page.locator('.landing-urgent')).toHaveCount(0);
  await page.locator('section[aria-labelledby="atendimento"] a[href="/implantodontia/"]').click();
  await expect(page).toHaveURL(/\/implantodontia\/$/);
});
