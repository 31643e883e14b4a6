/**
 * A clinic editor's everyday jobs, done in the editor (in Portuguese) on a copy of the site,
 * each then checked on disk (only the edited values change; comments, quotes and Markdown
 * kept) and on the site the dev server shows.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import {
  changedLines,
  dragAbove,
  exists,
  openEditor,
  page,
  pageShows,
  publish,
  read,
  replaceFirstPhoto,
  replaceOwnerPhoto,
  saveDraft,
  shot,
  SITE,
} from './editor-helpers';
import { contentAt } from '../support/clinic-content';

/** Opening hours as the Portuguese pages write them ("9h às 13h"), by the locale's own patterns. */
async function ptHours(open: string, close: string): Promise<string> {
  const words = JSON.parse(await fs.readFile('locales/pt.json', 'utf8')) as Record<string, string>;
  const time = (hhmm: string) => {
    const [hh = '0', minutes = '00'] = hhmm.split(':');
    const pattern = minutes === '00' ? words['contact.time_full_hour']! : words['contact.time']!;
    return pattern.replace('{{hour}}', String(Number(hh))).replace('{{minutes}}', minutes);
  };
  return words['contact.hours_range']!.replace('{{open}}', time(open)).replace('{{close}}', time(close));
}

test("job 1: the clinic's phone and Saturday hours are saved, changing only those lines", async ({ page: editor }) => {
  const file = 'content/site.yaml';
  const before = await read(file);
  // Whatever the phone and the Saturday hours are today: the last digit and the closing hour change.
  const landline = /^ {2}landline: "(.*)"$/m.exec(before)?.[1];
  const saturday = /^ {2}saturday: \{ open: "(\d\d:\d\d)", close: "(\d\d):(\d\d)" \}$/m.exec(before);
  if (!landline || !saturday) throw new Error(`${file}: no landline or Saturday hours line`);
  const [, open = '', closeHour = '', closeMinutes = ''] = saturday;
  const newLandline = landline.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
  const later = String((Number(closeHour) + 1) % 24).padStart(2, '0');
  const newClose = `${later}:${closeMinutes}`;
  await openEditor(editor, 'collections/site/entries/facts', 'input[id^="name-field"]');
  await shot(editor, 'job1-dados-da-clinica');
  await editor.locator('input[id^="landline-field"]').fill(newLandline);
  await editor.locator('[id^="saturday-field"]').getByLabel('Fecha às').fill(newClose);
  await shot(editor, 'job1-horario');
  const saved = await publish(editor);
  await pageShows('/', newLandline, saved);
  await pageShows('/', await ptHours(open, newClose), saved);

  const after = await read(file);
  expect(changedLines(before, after)).toEqual([
    { before: `  landline: "${landline}"`, after: `  landline: "${newLandline}"` },
    {
      before: `  saturday: { open: "${open}", close: "${closeHour}:${closeMinutes}" }`,
      after: `  saturday: { open: "${open}", close: "${newClose}" }`,
    },
  ]);
});

test('job 2: a save the build would refuse is refused in Portuguese, naming the field, and nothing is written', async ({
  page: editor,
}) => {
  const file = 'content/treatments/periodontia/index.pt.md';
  const before = await read(file);
  await openEditor(editor, 'collections/treatments/entries/periodontia/index');
  const summary = editor.locator('textarea[id^="summary-field"]').first();
  await summary.fill(`${await summary.inputValue()} Pagamento em até 21x sem juros.`);
  expect((await saveDraft(editor)).status()).toBe(422);
  const alert = editor.locator('#save-refused');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Nada foi salvo');
  await expect(alert).toContainText(/\(português\), campo «Resumo»/);
  await expect(alert).toContainText('21x');
  await expect(alert).toContainText('Como corrigir:');
  await expect(editor.getByText(/Entrada publicada|Rascunho salvo/)).toHaveCount(0);
  // The refused field itself is marked, in its language's pane: outlined, said why, invalid for screen readers.
  const refused = editor.locator('[data-refused]');
  await expect(refused).toHaveCount(1);
  await expect(refused.locator('label')).toHaveText('Resumo');
  await expect(refused).toContainText('O site recusaria este campo');
  await expect(refused.locator('textarea')).toHaveAttribute('aria-invalid', 'true');
  await expect(summary).toHaveAttribute('aria-invalid', 'true');
  await shot(editor, 'job2-recusa');
  expect(await read(file)).toBe(before);
});

test('the address: one line of site.yaml changes, and the site shows it', async ({ page: editor }) => {
  const file = 'content/site.yaml';
  const before = await read(file);
  // Whatever the street line holds today: its number two higher (or a number added).
  const street = /^ {2}street: (.*)$/m.exec(before)?.[1];
  if (!street) throw new Error(`${file}: no street line`);
  const moved = /\d+$/.test(street) ? street.replace(/\d+$/, (n) => String(Number(n) + 2)) : `${street}, 2`;
  await openEditor(editor, 'collections/site/entries/facts', 'input[id^="name-field"]');
  await editor.locator('input[id^="street-field"]').fill(moved);
  const saved = await publish(editor);
  await pageShows('/', moved, saved);
  expect(changedLines(before, await read(file))).toEqual([
    { before: `  street: ${street}`, after: `  street: ${moved}` },
  ]);
});

test('the place as Arabic writes it: one line of site.yaml changes, and the Arabic treatment titles name it', async ({
  page: editor,
}) => {
  const file = 'content/site.yaml';
  const before = await read(file);
  await openEditor(editor, 'collections/site/entries/facts', 'input[id^="name-field"]');
  const arabic = editor.locator('[id^="place_names-field"]').locator('[id^="ar-field"]');
  await expect(editor.getByText('Bairro e cidade em outra escrita')).toBeVisible();
  const district = arabic.locator('input[id^="district-field"]');
  await district.fill('حي لابا');
  // Arabic typed in a field of the facts form reads right to left.
  expect(await district.evaluate((el) => el.matches(':dir(rtl)'))).toBe(true);
  expect(await editor.locator('input[id^="street-field"]').evaluate((el) => el.matches(':dir(ltr)'))).toBe(true);
  await shot(editor, 'place-names-ar');
  const saved = await publish(editor);
  await pageShows('/ar/implantodontia/', /<title>[^<]*في حي لابا، ساو باولو/, saved);
  expect(changedLines(before, await read(file))).toEqual([
    { before: '      district: لابا', after: '      district: حي لابا' },
  ]);
});

test('a Markdown body: "## Título" stays a heading, and no other line of the text changes', async ({
  page: editor,
}) => {
  const file = 'content/blog/posts/alinhadores-invisiveis-ou-aparelho-fixo/index.pt.md';
  const before = await read(file);
  await openEditor(editor, 'collections/posts/entries/alinhadores-invisiveis-ou-aparelho-fixo/index');
  // The translation notice re-lays the form out when it arrives: wait for it, so the caret stays put.
  await editor.locator('[aria-label="Traduções desta página"]').first().waitFor();
  // The text is Markdown as written (no rich-text mode re-writing it): typed at its end.
  const body = editor.getByRole('textbox').filter({ hasText: 'Quem decide corrigir' }).first();
  // Clicked at the end of its last paragraph, as an editor does to add to the end.
  const last = body.locator(':scope > *').last();
  const box = (await last.boundingBox())!;
  await last.click({ position: { x: box.width - 2, y: box.height - 4 } });
  await editor.keyboard.press('Control+End');
  // The editor (Slate) takes the page's caret on a throttled selectionchange: typing sooner lands
  // where the click was.
  await editor.waitForTimeout(300);
  await editor.keyboard.type('\n\n## Título novo\n\nUm parágrafo novo.');
  const saved = await publish(editor);
  await pageShows('/blog/alinhadores-invisiveis-ou-aparelho-fixo/', /<h2[^>]*>Título novo<\/h2>/, saved);
  const after = await read(file);
  expect(after.startsWith(before.trimEnd())).toBe(true);
  expect(after.slice(before.trimEnd().length).trim()).toBe('## Título novo\n\nUm parágrafo novo.');
});

test('reorder the FAQ: dragging a question up changes only the order in home.yaml', async ({ page: editor }) => {
  const file = 'content/home.yaml';
  const before = await read(file);
  // The questions in their order today: the first two change places.
  const faq = /^faq: \[(.*)\]$/m.exec(before)?.[1]?.split(', ');
  if (!faq || faq.length < 2) throw new Error(`${file}: no faq line of two questions or more`);
  const [q1 = '', q2 = '', ...rest] = faq;
  await openEditor(editor, 'collections/home/entries/faq', '[id^="faq-field"]');
  // Each question is shown by its text, not its id.
  const items = editor.locator('[id^="faq-field"] [class*="singleValue"]');
  await expect(items.first()).toHaveText(/\?$/);
  const first = (await items.nth(0).textContent()) ?? '';
  const second = (await items.nth(1).textContent()) ?? '';
  await shot(editor, 'faq-ordem');
  // Drag the second question's handle (dnd-kit's sortable handle) above the first.
  await dragAbove(editor, editor.locator('[id^="faq-field"] [aria-roledescription="sortable"]'), 1, 0);
  await expect(items.first()).toHaveText(second);
  const saved = await publish(editor);
  const literal = (s: string) => s.replace(/[?.()]/g, '\\$&');
  await pageShows('/', new RegExp(`${literal(second)}[\\s\\S]*${literal(first)}`), saved);
  expect(changedLines(before, await read(file))).toEqual([
    { before: `faq: [${faq.join(', ')}]`, after: `faq: [${[q2, q1, ...rest].join(', ')}]` },
  ]);
});

test('a new team member, with the name in Arabic letters: one line added to team.yaml', async ({ page: editor }) => {
  // A draft saved, marked ready and published, a picture encoded, then two pages checked.
  test.setTimeout(120_000);
  const file = 'content/team.yaml';
  const before = await read(file);
  await openEditor(editor, 'collections/team/entries/team', '[id^="members-field"]');
  await editor.getByRole('button', { name: /^Adicionar profissional\b/ }).click();
  const last = (sel: string) => editor.locator(`[id^="members-field"] ${sel}`).last();
  await last('input[id^="slug-field"]').fill('nova-silva');
  await last('input[id^="name-field"]').fill('Dra. Nova Silva');
  await last('input[id^="ar-field"]').fill('الدكتورة نوفا سيلفا');
  await last('input[id^="specialty-field"]').fill('Endodontia');
  await editor.keyboard.press('Enter');
  await last('input[id^="cro-field"]').fill('CRO-SP 000099');
  await editor.locator('[id^="members-field"]').getByRole('button', { name: 'Escolha uma imagem' }).last().click();
  await editor.locator('input[type="file"]').setInputFiles(new URL('cover.png', import.meta.url).pathname);
  await editor.getByRole('button', { name: 'Escolher selecionado' }).click();
  await shot(editor, 'equipe-nova');
  const saved = await publish(editor);
  await pageShows('/', 'Dra. Nova Silva', saved);
  await pageShows('/ar/', 'الدكتورة نوفا سيلفا', saved);
  // Every line as it was; one new line, in the style of its neighbours, at the end of the members.
  const added = (await read(file)).split('\n').filter((l) => !before.split('\n').includes(l));
  expect(added).toEqual([
    '  - { slug: nova-silva, name: Dra. Nova Silva, names: { ar: الدكتورة نوفا سيلفا }, specialty: endodontics, cro: CRO-SP 000099, image: images/team/cover.png }',
  ]);
  expect((await read(file)).replace(`${added[0]}\n`, '')).toBe(before);
});

test('× on a team member asks before removing; cancelled, nothing changes', async ({ page: editor }) => {
  const before = await read('content/team.yaml');
  await openEditor(editor, 'collections/team/entries/team', '[id^="members-field"]');
  let asked = '';
  editor.once('dialog', (d) => {
    asked = d.message();
    void d.dismiss();
  });
  const items = editor.locator('[id^="members-field"] [aria-roledescription="sortable"]');
  const count = await items.count();
  // The last visible button of the member's bar (its fields, folded, hold buttons of their own).
  await items.last().locator('xpath=../..').locator('button:visible').last().click();
  await expect.poll(() => asked).not.toBe('');
  await expect(items).toHaveCount(count);
  expect(await read('content/team.yaml')).toBe(before);
});

test("replace an owner's photo: the picture is uploaded to the team's folder, one line of team.yaml changes, and her page shows it", async ({
  page: editor,
}) => {
  const file = 'content/team.yaml';
  const before = await read(file);
  // The first owner, whichever picture she has today.
  const owner = (await contentAt(SITE)).team.owners[0];
  if (!owner) throw new Error(`${file}: no owner`);
  // A photo as a phone takes it, of this run only (no encoded copy of it is cached).
  const photo = path.join(os.tmpdir(), 'retrato-helena.jpg');
  await sharp(randomBytes(900 * 1200 * 3), { raw: { width: 900, height: 1200, channels: 3 } })
    .jpeg()
    .toFile(photo);
  await openEditor(editor, 'collections/team/entries/team', '[id^="owners-field"]');
  await replaceOwnerPhoto(editor, photo);
  // Before any save the preview shows the new photo, not "a picture that does not exist".
  // The page in the preview pane (Decap's frame holds the site's page in a frame of its own).
  const preview = editor.frameLocator('#preview-pane').frameLocator('iframe[title="Pré-visualização da página"]');
  await expect(preview.locator('img[src*="/admin/rascunho-imagem/"]').first()).toBeAttached();
  await expect(preview.getByText(/imagem que não existe/)).toHaveCount(0);
  const saved = await publish(editor);
  await pageShows(`/${owner.profile}/`, /\/assets\/img\/retrato-helena-\d+\.\w+\.avif/, saved);
  // Each width the page names is served whole, as a browser asks for it once the page is there.
  const html = await (await fetch(new URL(`/${owner.profile}/`, test.info().project.use.baseURL))).text();
  const files = [...new Set(html.match(/\/assets\/img\/retrato-helena-\d+\.\w+\.(avif|webp)/g) ?? [])];
  expect(files.length).toBeGreaterThanOrEqual(2);
  for (const src of files) {
    const r = await fetch(new URL(src, test.info().project.use.baseURL));
    expect(r.status, src).toBe(200);
    expect((await sharp(Buffer.from(await r.arrayBuffer())).metadata()).width).toBe(Number(/-(\d+)\./.exec(src)![1]));
  }
  expect(changedLines(before, await read(file))).toEqual([
    { before: `    image: ${owner.image}`, after: '    image: images/team/retrato-helena.jpg' },
  ]);
  expect(await exists('content/images/team/retrato-helena.jpg')).toBe(true);
});

test('delete a post: its files go, and its page is gone from the site', async ({ page: editor }) => {
  const folder = 'content/blog/posts/post-para-apagar';
  await fs.mkdir(path.join(SITE, folder), { recursive: true });
  const post = (await read('content/blog/posts/alinhadores-invisiveis-ou-aparelho-fixo/index.pt.md')).replace(
    /^title: .*$/m,
    'title: "Um post para apagar depois"',
  );
  await fs.writeFile(path.join(SITE, folder, 'index.pt.md'), post);
  await pageShows('/blog/post-para-apagar/', 'Um post para apagar depois');
  await openEditor(editor, 'collections/posts/entries/post-para-apagar/index');
  editor.once('dialog', (d) => void d.accept());
  await editor.getByRole('button', { name: 'Excluir entrada' }).click();
  const deleted = Date.now();
  await pageShows('/blog/post-para-apagar/', '', deleted, 404);
  expect(await exists(`${folder}/index.pt.md`)).toBe(false);
});

test('translate a post into Arabic: the Arabic file is written right to left, and /ar/ shows it', async ({
  page: editor,
}) => {
  const slug = 'post-para-traduzir';
  const folder = `content/blog/posts/${slug}`;
  await fs.mkdir(path.join(SITE, folder), { recursive: true });
  const pt = (await read('content/blog/posts/alinhadores-invisiveis-ou-aparelho-fixo/index.pt.md'))
    .replace(/^title: .*$/m, 'title: "Um post para traduzir em árabe"')
    .replace(/\[ortodontia em adultos\]\([^)]*\)/, 'ortodontia em adultos');
  await fs.writeFile(path.join(SITE, folder, 'index.pt.md'), pt);
  await pageShows(`/blog/${slug}/`, 'Um post para traduzir em árabe');
  await openEditor(editor, `collections/posts/entries/${slug}/index`);
  // The second pane in Arabic.
  await editor.getByRole('button', { name: 'Escrevendo em EN' }).click();
  await editor.getByRole('menuitem', { name: 'Árabe', exact: true }).click();
  const title = editor.locator('input[id^="title-field"]').nth(1);
  await expect(title).toHaveAttribute('dir', 'rtl');
  await title.fill('تقويم بالقوالب الشفافة أم بالتقويم الثابت؟');
  await editor
    .locator('textarea[id^="description-field"]')
    .nth(1)
    .fill(
      'قارن بين القوالب الشفافة والتقويم الثابت: كيف يعمل كل منهما، والروتين اليومي، والنظافة، والمظهر، وما يقيّمه أخصائي التقويم.',
    );
  await editor
    .locator('input[id^="cover_alt-field"]')
    .nth(1)
    .fill('رسم توضيحي لقالب شفاف بجانب أسنان عليها تقويم ثابت');
  await editor.getByRole('textbox').nth(-1).click();
  await editor.keyboard.type('القوالب الشفافة والتقويم الثابت يحركان الأسنان بطريقتين مختلفتين.');
  await shot(editor, 'traducao-arabe');
  const saved = await publish(editor);
  await pageShows(`/ar/blog/${slug}/`, 'تقويم بالقوالب الشفافة أم بالتقويم الثابت؟', saved);
  const ar = page(await read(`${folder}/index.ar.md`));
  // Author and category as the Portuguese file has them (the model post's, whoever signs it today).
  const { author, category } = page(pt).front;
  expect(ar.front).toMatchObject({ title: 'تقويم بالقوالب الشفافة أم بالتقويم الثابت؟', author, category });
  expect(await read(`${folder}/index.pt.md`)).toBe(pt);
});

test("replace a gallery photo: the picture is uploaded to the gallery's folder and one line of home.yaml changes", async ({
  page: editor,
}) => {
  const file = 'content/home.yaml';
  const before = await read(file);
  // The first gallery picture, whichever it is today.
  const first = /^gallery:\n( {2}- \{ key: \w+, image: )([^ ]+)( \})$/m.exec(before);
  if (!first) throw new Error(`${file}: no first gallery picture`);
  await openEditor(editor, 'collections/home/entries/gallery', '[id^="gallery-field"]');
  await replaceFirstPhoto(editor, 'gallery', new URL('cover.png', import.meta.url).pathname);
  const saved = await publish(editor);
  // The new picture inside a gallery photo (the team job puts the same picture on the page too).
  await pageShows(
    '/',
    /<figure class="gallery-item">(?:(?!<\/figure>)[\s\S])*\/assets\/img\/cover-\d+\.\w+\.(?:avif|webp|png)/,
    saved,
  );
  expect(changedLines(before, await read(file))).toEqual([
    { before: `${first[1]}${first[2]}${first[3]}`, after: `${first[1]}images/gallery/cover.png${first[3]}` },
  ]);
  expect(await exists('content/images/gallery/cover.png')).toBe(true);
});

test("moving from one entry's address to another's shows the other entry (no error page)", async ({ page: editor }) => {
  await openEditor(editor, 'collections/treatments/entries/periodontia/index');
  for (const [hash, ready] of [
    ['collections/home/entries/faq', '[id^="faq-field"]'],
    ['collections/site/entries/facts', 'input[id^="name-field"]'],
    ['collections/posts/entries/alinhadores-invisiveis-ou-aparelho-fixo/index', 'input[id^="title-field"]'],
    ['collections/treatments/entries/periodontia/index', 'input[id^="title-field"]'],
  ] as const) {
    await editor.evaluate((h) => (window.location.hash = `#/${h}`), hash);
    await editor.locator(ready).first().waitFor();
    await expect(editor.getByText(/Ocorreu um erro|There's been an error/)).toHaveCount(0);
  }
  await expect(editor.locator('input[id^="title-field"]').first()).toHaveValue(/Periodontia/);
});
