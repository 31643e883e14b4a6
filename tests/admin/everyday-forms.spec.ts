/**
 * What an editor found doing everyday jobs, checked as they see it: a post's author is chosen
 * among the people who write about its category (one chosen before stays shown, marked); a new
 * post starts with today's date; the pictures a page names from content/images show their
 * thumbnails; the team form says what a specialist's identifier is, and the name in Arabic is
 * as optional as its group says.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { openEditor, page, pageShows, publish, read, SITE } from './editor-helpers';
import { authorChoices, contentAt } from '../support/clinic-content';

/** What a test leaves in the site's copy, removed after it whatever its outcome. */
const cleanups: (() => Promise<unknown>)[] = [];
const onTestEnd = (cleanup: () => Promise<unknown>): void => void cleanups.push(cleanup);
test.afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** The options the open select offers, as the editor reads them. */
async function offered(editor: Page, select: Locator): Promise<string[]> {
  await select.click();
  const options = editor.getByRole('option');
  await options.first().waitFor();
  const texts = await options.allTextContents();
  await editor.keyboard.press('Escape');
  return texts;
}

/** Chooses `name` in a select, as an editor types and confirms it. */
async function choose(editor: Page, select: Locator, name: string): Promise<void> {
  await select.fill(name);
  await editor.keyboard.press('Enter');
}

/** Today in São Paulo as the form shows it (28/11/2026) and as the file keeps it (2026-11-28). */
function todayInSaoPaulo(): { shown: string; stored: string } {
  const shown = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
  return { shown, stored: shown.split('/').reverse().join('-') };
}

/** The whole field (label, control, hint) labelled `label` in the Portuguese pane. */
const fieldLabelled = (editor: Page, label: string): Locator =>
  editor
    .locator('[class*="ControlContainer"]')
    .filter({ has: editor.locator('label', { hasText: new RegExp(`^${label}`) }) })
    .first();

test("a post's author is chosen among the people who write about its category; one chosen before stays, marked", async ({
  page: editor,
}) => {
  // Who may sign what comes from the team and categories as they are (an editor changes them).
  const file = 'content/blog/posts/clareamento-dental-mitos-e-verdades/index.pt.md';
  const before = await read(file);
  const front = page(before).front;
  const authors = await authorChoices(SITE);
  const signs = (category: unknown) => authors.filter((a) => a.categories.includes(String(category)));
  const chosen = authors.find((a) => a.slug === front.author);
  // Another category, none of whose people is the post's author.
  const other = (await contentAt(SITE)).categories.find(
    (c) => signs(c.slug).length > 0 && !signs(c.slug).some((a) => a.slug === chosen?.slug),
  );
  if (!chosen || !other) throw new Error(`${file}: no author, or no category its author may not sign`);
  await openEditor(editor, 'collections/posts/entries/clareamento-dental-mitos-e-verdades/index');
  const author = editor.locator('input[id^="author-field"]').first();
  const note = editor.locator('.author-note');
  // Only the people of the post's category (never the technician, nor those of other fields).
  expect(await offered(editor, author)).toEqual(signs(front.category).map((a) => a.label));
  await expect(note).toHaveCount(0);

  // Another category: its people are offered, and the author, still chosen, is shown and marked.
  await choose(editor, editor.locator('input[id^="category-field"]').first(), other.name.pt);
  const marked = `${chosen.label} (fora da área da categoria «${other.name.pt}»)`;
  await expect(fieldLabelled(editor, 'Autor\\(a\\)')).toContainText(marked);
  await expect(note).toHaveCount(1);
  await expect(note).toHaveText(
    `${chosen.name} não é da área da categoria «${other.name.pt}»: escolha outra pessoa na lista, ou o site não aceitará o post.`,
  );
  expect(await offered(editor, author)).toEqual([...signs(other.slug).map((a) => a.label), marked]);

  // One of that category's people chosen: nothing is marked any more.
  const fitting = signs(other.slug)[0]!;
  await choose(editor, author, fitting.name);
  await expect(fieldLabelled(editor, 'Autor\\(a\\)')).toContainText(fitting.label);
  await expect(note).toHaveCount(0);
  expect(await read(file)).toBe(before);
});

test("a new post starts with today's date, written as the other posts' dates; its author is one of its category's", async ({
  page: editor,
}) => {
  test.setTimeout(120_000);
  const today = todayInSaoPaulo();
  await openEditor(editor, 'collections/posts/new');
  const date = editor.locator('input[id^="date-field"]');
  await expect(date.first()).toHaveValue(today.shown);
  // Copied into the other language's pane, and nothing typed yet: the entry is still new and unsaved.
  await expect(date.nth(1)).toHaveValue(today.shown);
  await expect(editor.getByText('Nova, ainda não salva')).toBeVisible();

  // No category yet: everyone who signs posts in some category, never a person who signs none.
  const authors = await authorChoices(SITE);
  const author = editor.locator('input[id^="author-field"]').first();
  expect(await offered(editor, author)).toEqual(authors.filter((a) => a.categories.length > 0).map((a) => a.label));

  const title = 'Implante dentário: quanto tempo leva a cicatrização';
  const slug = 'implante-dentario-quanto-tempo-leva-a-cicatrizacao';
  await editor.locator('input[id^="title-field"]').first().fill(title);
  await editor
    .locator('textarea[id^="description-field"]')
    .first()
    .fill(
      'O que acontece nos meses entre a cirurgia do implante e a coroa, e os cuidados que ajudam o osso a cicatrizar.',
    );
  const implants = (await contentAt(SITE)).categories.find((c) => c.slug === 'implantes');
  const signers = authors.filter((a) => a.categories.includes('implantes'));
  if (!implants || signers.length === 0) throw new Error('content/blog/categories.yaml: no "implantes" with authors');
  await choose(editor, editor.locator('input[id^="category-field"]').first(), implants.name.pt);
  expect(await offered(editor, author)).toEqual(signers.map((a) => a.label));
  await choose(editor, author, signers[0]!.name);
  await editor.getByRole('button', { name: 'Escolha uma imagem' }).first().click();
  await editor.locator('input[type="file"]').setInputFiles(path.join(import.meta.dirname, 'cover.png'));
  await editor.getByRole('button', { name: 'Escolher selecionado' }).click();
  await editor
    .locator('input[id^="cover_alt-field"]')
    .first()
    .fill('Modelo de um implante dentário ao lado de um dente');
  await editor.locator('[contenteditable="true"]').first().click();
  await editor.keyboard.type('Depois da cirurgia, o osso leva alguns meses para se unir ao implante.');
  const saved = await publish(editor);
  await pageShows(`/blog/${slug}/`, title, saved);

  const text = await read(`content/blog/posts/${slug}/index.pt.md`);
  // The same line as in every other post: an unquoted date; the author by the slug the build knows.
  expect(text).toMatch(new RegExp(`^date: ${today.stored}$`, 'm'));
  expect(page(text).front).toMatchObject({ author: signers[0]!.slug, category: 'implantes' });
});

test('the pictures a page names from content/images show their thumbnails, and a picture beside the page can be chosen', async ({
  page: editor,
}) => {
  const pictures: Response[] = [];
  editor.on('response', (r) => {
    if (r.url().endsWith('/admin/api/v1') && (r.request().postData() ?? '').includes('"action":"getMediaFile"'))
      pictures.push(r);
  });
  /** The picture shown in a field: drawn, not Decap's empty stand-in (an SVG with nothing in it). */
  const drawn = (img: Locator) =>
    expect.poll(
      () =>
        img.evaluate((i: HTMLImageElement) => {
          if (!i.complete || !i.naturalWidth) return false;
          const canvas = document.createElement('canvas');
          canvas.width = canvas.height = 32;
          const g = canvas.getContext('2d')!;
          g.drawImage(i, 0, 0, 32, 32);
          return g.getImageData(0, 0, 32, 32).data.some((v, k) => k % 4 === 3 && v > 0);
        }),
      { timeout: 15_000 },
    );

  // A treatment's pictures (images/results/implants.svg, images/gallery/xray.svg).
  await openEditor(editor, 'collections/treatments/entries/implantodontia/index');
  const list = editor.locator('[id^="pictures-field"]').first();
  await list.getByTestId('expand-button').first().click();
  // Decap's thumbnails (the focus point's picture and crops beside them left out).
  const thumbnails = list.locator('img:not(.focus-point img)');
  await expect(thumbnails).toHaveCount(2);
  for (const img of await thumbnails.all()) await drawn(img).toBe(true);

  // A post's cover from content/images, and a photo saved beside the post, chosen in its library.
  const beside = path.join(SITE, 'content/blog/posts/ortodontia-em-adultos/foto-ao-lado.png');
  await fs.copyFile(path.join(import.meta.dirname, 'cover.png'), beside);
  // Gone again whatever happens: the post's folder is as the other tests expect it.
  onTestEnd(() => fs.rm(beside, { force: true }));
  await editor.goto('/admin/#/collections/posts/entries/ortodontia-em-adultos/index');
  await editor.locator('input[id^="title-field"]').first().waitFor();
  const cover = fieldLabelled(editor, 'Imagem de capa');
  await drawn(cover.locator('img').first()).toBe(true);
  await cover.getByRole('button', { name: 'Escolha uma imagem diferente' }).click();
  await editor.getByText('foto-ao-lado.png').click();
  await editor.getByRole('button', { name: 'Escolher selecionado' }).click();
  await drawn(cover.locator('img').first()).toBe(true);
  expect(await cover.locator('img').first().getAttribute('src')).toMatch(/^blob:/);

  expect(pictures.length).toBeGreaterThan(0);
  expect(pictures.map((r) => r.status())).toEqual(pictures.map(() => 200));
});

test("the team form says what a specialist's identifier is, and the name in Arabic is as optional as its group", async ({
  page: editor,
}) => {
  await openEditor(editor, 'collections/team/entries/team', '[id^="members-field"]');
  await editor.getByRole('button', { name: /^Adicionar profissional\b/ }).click();
  const members = editor.locator('[id^="members-field"]').first();
  const member = members
    .locator('[class*="ControlContainer"]')
    .filter({ has: editor.locator('input[id^="slug-field"]') })
    .last();
  await expect(member.locator('label')).toHaveText('Identificador nos posts do blog');
  await expect(member).toContainText('identifica a pessoa como autor(a) dos posts do blog');
  await expect(members.getByText(/Endereço \(parte final\)/)).toHaveCount(0);

  // The group says "opcional", and so does each name in it, Arabic too.
  const names = members.locator('label', { hasText: /^Nome em outros idiomas/ }).last();
  await expect(names).toHaveText('Nome em outros idiomas (opcional)');
  const arabic = members.locator('label[for^="ar-field"]').last();
  await expect(arabic).toHaveText('Árabe (opcional)');

  // A new specialist without a name in Arabic letters: the editor sends the save (the site's checks decide).
  const last = (sel: string) => members.locator(sel).last();
  await last('input[id^="slug-field"]').fill('nova-costa');
  await last('input[id^="name-field"]').fill('Dra. Nova Costa');
  await choose(editor, last('input[id^="specialty-field"]'), 'Endodontia');
  await last('input[id^="cro-field"]').fill('CRO-SP 000098');
  await members.getByRole('button', { name: 'Escolha uma imagem' }).last().click();
  await editor.locator('input[type="file"]').setInputFiles(path.join(import.meta.dirname, 'cover.png'));
  await editor.getByRole('button', { name: 'Escolher selecionado' }).click();
  // Answered here: the team file (which later tests edit) keeps no draft of this member.
  let sent = '';
  await editor.route('**/admin/api/v1', async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes('"action":"persistEntry"')) return route.fallback();
    sent = body;
    await route.fulfill({ status: 422, contentType: 'application/json', body: '{"error":"Não salvo (teste)."}' });
  });
  await editor.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect.poll(() => sent).toContain('nova-costa');
  await expect(editor.getByText(/falta preencher um campo obrigatório/i)).toHaveCount(0);
});
