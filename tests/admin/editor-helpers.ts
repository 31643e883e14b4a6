/**
 * What the editor's browser tests share: the copy of the site they edit (one per worker), opening an entry,
 * publishing as an editor does (draft, ready, published), waiting for the site to show a change, and comparing files
 * line by line (only the edited lines may change).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { parse } from 'yaml';
import { adminLane } from '../support/admin-lanes';
import { authorChoices, contentAt } from '../support/clinic-content';

/**
 * This worker's copy of the site (playwright.admin.config.ts serves it on the worker's port),
 * or ADMIN_SITE, a copy served outside the test runner (npm run editor-day).
 */
export const SITE = process.env.ADMIN_SITE ?? adminLane(Number(process.env.TEST_PARALLEL_INDEX ?? 0)).site;
export const read = (file: string): Promise<string> => fs.readFile(path.join(SITE, file), 'utf8');
export const exists = (file: string): Promise<boolean> =>
  fs.access(path.join(SITE, file)).then(
    () => true,
    () => false,
  );

/** Front matter and body of a Markdown page. */
export function page(text: string): { front: Record<string, unknown>; body: string } {
  const m = /^---\n([\s\S]*?\n)---\n([\s\S]*)$/.exec(text);
  if (!m) throw new Error('no front matter');
  return { front: parse(m[1]!) as Record<string, unknown>, body: m[2]! };
}

/** The lines of `after` that differ from `before` (same length assumed for in-place edits), with their old text. */
export function changedLines(before: string, after: string): { before: string; after: string }[] {
  const a = before.split('\n');
  const b = after.split('\n');
  const out: { before: string; after: string }[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    if (a[i] !== b[i]) out.push({ before: a[i] ?? '', after: b[i] ?? '' });
  return out;
}

export async function openEditor(p: Page, hash: string, ready = 'input[id^="title-field"]'): Promise<void> {
  await p.goto('/admin/');
  await p.getByRole('button', { name: 'Entrar' }).click();
  await p.goto(`/admin/#/${hash}`);
  await p.locator(ready).first().waitFor();
}

const asks = (action: string) => (r: Response) =>
  r.url().endsWith('/admin/api/v1') && (r.request().postData() ?? '').includes(`"action":"${action}"`);

/** "Salvar" as an editor does: the change becomes a draft (not yet on the site); the save's answer. */
export async function saveDraft(p: Page): Promise<Response> {
  const saved = p.waitForResponse(asks('persistEntry'));
  await p.getByRole('button', { name: 'Salvar', exact: true }).click();
  return saved;
}

/** The open draft moved to "Pronto" from the editor's toolbar. */
export async function markReady(p: Page): Promise<void> {
  await p.getByText(/^Situação: /).click();
  const moved = p.waitForResponse(asks('updateUnpublishedEntryStatus'));
  await p.getByText('Pronto', { exact: true }).click();
  expect((await moved).status()).toBe(200);
}

/** "Publicar agora" on the open draft, confirmed; the publication's answer. */
export async function publishDraft(p: Page): Promise<Response> {
  p.once('dialog', (d) => void d.accept());
  await p.getByRole('button', { name: 'Publicar', exact: true }).click();
  const published = p.waitForResponse(asks('publishUnpublishedEntry'));
  await p.getByText('Publicar agora').click();
  return published;
}

/**
 * Publish as an editor does in the editorial workflow: save the draft, mark it ready, publish
 * it; returns when the publication has been answered.
 */
export async function publish(p: Page): Promise<number> {
  expect((await saveDraft(p)).status()).toBe(200);
  await markReady(p);
  expect((await publishDraft(p)).status()).toBe(200);
  return Date.now();
}

/** The running test, or none when a script drives the editor (scripts/editor-day.ts). */
function runningTest(): ReturnType<typeof test.info> | undefined {
  try {
    return test.info();
  } catch {
    return undefined;
  }
}

/** The dev server's address: the test project's, or ADMIN_URL outside a test. */
export const baseURL = (): string | undefined => runningTest()?.project.use.baseURL ?? process.env.ADMIN_URL;

/** Polls a page of the dev server until it answers `status` with `text` in it; the seconds it took from `since`. */
export async function pageShows(
  url: string,
  text: string | RegExp,
  since = Date.now(),
  status = 200,
  timeout = 30_000,
): Promise<number> {
  await expect
    .poll(
      async () => {
        const r = await fetch(new URL(url, baseURL()));
        const body = await r.text();
        return r.status === status && (typeof text === 'string' ? body.includes(text) : text.test(body));
      },
      { timeout, intervals: [100] },
    )
    .toBe(true);
  const seconds = (Date.now() - since) / 1000;
  const running = runningTest();
  running?.annotations.push({ type: 'save-to-page-s', description: seconds.toFixed(1) });
  // ADMIN_TIMES=<file>: one line per check, for the closing note's table.
  if (running && process.env.ADMIN_TIMES)
    await fs.appendFile(process.env.ADMIN_TIMES, `${running.title}\t${url}\t${seconds.toFixed(1)}\n`);
  return seconds;
}

/**
 * A new post's fields after its title, as an editor fills them: the description, the date
 * (03/08/2026), as the author the first person the team lists who may sign the category, the
 * category (by its Portuguese name), and cover.png uploaded with its description.
 * @returns the author's identifier, as the post's file will name them
 */
export async function fillNewPost(
  editor: Page,
  post: { description: string; category: string; coverAlt: string },
): Promise<string> {
  const slug = (await contentAt(SITE)).categories.find((c) => c.name.pt === post.category)?.slug;
  const author = (await authorChoices(SITE)).find((a) => slug !== undefined && a.categories.includes(slug));
  if (!author) throw new Error(`content/blog/categories.yaml: no category «${post.category}» anyone may sign`);
  await editor.locator('textarea[id^="description-field"]').first().fill(post.description);
  await editor.locator('input[id^="date-field"]').first().fill('03/08/2026');
  await editor.locator('input[id^="author-field"]').first().fill(author.name);
  await editor.keyboard.press('Enter');
  await editor.locator('input[id^="category-field"]').first().fill(post.category);
  await editor.keyboard.press('Enter');
  await editor.getByRole('button', { name: 'Escolha uma imagem' }).first().click();
  await editor.locator('input[type="file"]').setInputFiles(path.join(import.meta.dirname, 'cover.png'));
  await editor.getByRole('button', { name: 'Escolher selecionado' }).click();
  await editor.locator('input[id^="cover_alt-field"]').first().fill(post.coverAlt);
  return author.slug;
}

/** A screenshot for the closing note, when ADMIN_SHOTS names a folder. */
export async function shot(p: Page, name: string): Promise<void> {
  const dir = process.env.ADMIN_SHOTS;
  if (dir) await p.screenshot({ path: path.join(dir, `${name}.png`) });
}

/**
 * Drags item `from` of a sortable list above item `to` by its handle (dnd-kit's sortable), in
 * small steps as a hand does: dnd-kit starts a drag only once the pointer has moved.
 */
export async function dragAbove(editor: Page, handles: Locator, from: number, to: number): Promise<void> {
  const a = await handles.nth(from).boundingBox();
  const b = await handles.nth(to).boundingBox();
  if (!a || !b) throw new Error('the list items are not on screen');
  const x = a.x + a.width / 2;
  const y = a.y + a.height / 2;
  await editor.mouse.move(x, y);
  await editor.mouse.down();
  for (let i = 1; i <= 12; i++) await editor.mouse.move(x, y - ((a.y - b.y + 20) * i) / 12);
  await editor.mouse.up();
}

/** In the entry open in the editor, the list field `list` (its id prefix) with its first item opened. */
export async function openFirstItem(editor: Page, list: string): Promise<Locator> {
  const field = editor.locator(`[id^="${list}-field"]`).first();
  await field.waitFor();
  await field
    .locator('[aria-roledescription="sortable"]')
    .first()
    .locator('xpath=..')
    .locator('button')
    .first()
    .click();
  return field;
}

/**
 * In the entry open in the editor, the first item's photo of the list field `list` (its id
 * prefix, e.g. "gallery") replaced by `file` through the media library, as an editor does: the
 * item opened, a different picture chosen (not yet saved).
 */
export async function replaceFirstPhoto(editor: Page, list: string, file: string): Promise<void> {
  const field = await openFirstItem(editor, list);
  await field.getByRole('button', { name: 'Escolha uma imagem diferente' }).first().click();
  await editor.locator('input[type="file"]').setInputFiles(file);
  await editor.getByRole('button', { name: 'Escolher selecionado' }).click();
}

/** On the team entry, open in the editor: the first owner's photo replaced by `file` (not yet saved). */
export const replaceOwnerPhoto = (editor: Page, file: string): Promise<void> =>
  replaceFirstPhoto(editor, 'owners', file);

/**
 * The editor's toolbar controls (buttons, menus, links) that stick out of the toolbar's row, by
 * their text: a label wrapped onto more lines than the row holds shows cut at its top or bottom.
 */
export async function toolbarOverflow(p: Page): Promise<string[]> {
  const bar = p.locator('[class*="-ToolbarContainer"]').first();
  await bar.waitFor();
  return bar.evaluate((el) => {
    const row = el.getBoundingClientRect();
    return [...el.querySelectorAll('button, a, [class*="-ToolbarDropdown"]')]
      .filter((c) => {
        const r = c.getBoundingClientRect();
        return r.width > 0 && (r.top < row.top - 0.5 || r.bottom > row.bottom + 0.5);
      })
      .map((c) => (c.textContent ?? '').trim());
  });
}

/** A new treatment page on disk, copied from orthodontics under another title, once the site shows it. */
export async function addTreatmentPage(slug: string, title: string): Promise<void> {
  const model = await read('content/treatments/ortodontia/index.pt.md');
  await fs.mkdir(path.join(SITE, 'content/treatments', slug), { recursive: true });
  await fs.writeFile(
    path.join(SITE, 'content/treatments', slug, 'index.pt.md'),
    model.replace(/^title: .*$/m, `title: "${title}"`),
  );
  await pageShows(`/${slug}/`, title);
}
