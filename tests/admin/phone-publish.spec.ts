/**
 * Publishing from a 390 px phone: an editor who fixes a post on the phone saves it, marks it
 * ready and publishes it from the entry's toolbar, every control whole on the screen.
 */
import { expect, test } from '@playwright/test';
import { markReady, openEditor, pageShows, read, saveDraft, shot } from './editor-helpers';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a 390 px phone a post is saved, marked ready and published from the toolbar', async ({ page }) => {
  await openEditor(page, 'collections/posts/entries/como-escovar-os-dentes-corretamente/index');
  const title = page.locator('input[id^="title-field"]').first();
  await title.fill('Como escovar os dentes: o passo a passo');
  expect((await saveDraft(page)).status()).toBe(200);
  await markReady(page);
  const publish = page.getByRole('button', { name: 'Publicar', exact: true });
  await publish.scrollIntoViewIfNeeded();
  await expect(publish).toBeInViewport({ ratio: 1 });
  await shot(page, 'phone-toolbar');
  await publish.click();
  // The menu that opens is whole on screen, not cut by the toolbar.
  const now = page.getByText('Publicar agora');
  await expect(now).toBeInViewport({ ratio: 1 });
  await shot(page, 'phone-publish-menu');
  page.once('dialog', (d) => void d.accept());
  const published = page.waitForResponse(
    (r) => r.url().endsWith('/admin/api/v1') && (r.request().postData() ?? '').includes('publishUnpublishedEntry'),
  );
  await now.click();
  expect((await published).status()).toBe(200);
  expect(await read('content/blog/posts/como-escovar-os-dentes-corretamente/index.pt.md')).toContain(
    'title: "Como escovar os dentes: o passo a passo"',
  );
  await pageShows('/blog/como-escovar-os-dentes-corretamente/', 'Como escovar os dentes: o passo a passo');
});
