/**
 * The languages of an entry: all five can be read side by side (Decap shows two at a time),
 * a translation pane names a folded question by its own words, not the Portuguese ones, and
 * the fields inside a group are not each marked "(opcional)".
 */
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { openEditor, read, shot } from './editor-helpers';

test('the five languages of a post can be read side by side, as the form holds them now', async ({ page }) => {
  await openEditor(page, 'collections/posts/entries/ortodontia-em-adultos/index');
  const titles = page.locator('input[id^="title-field"]');
  // A change not yet saved is shown too.
  await titles.nth(1).fill('Orthodontics for adults: a first look');
  await page.getByRole('button', { name: 'Ver os cinco idiomas lado a lado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Os cinco idiomas lado a lado (só leitura)' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('columnheader')).toHaveText([
    'Campo',
    'Português',
    'Inglês',
    'Espanhol',
    'Alemão',
    'Árabe',
  ]);
  const row = dialog.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Título', exact: true }) });
  const cells = row.getByRole('cell');
  await expect(cells).toHaveCount(5);
  await expect(cells.nth(0)).toHaveText(await titles.nth(0).inputValue());
  await expect(cells.nth(1)).toHaveText('Orthodontics for adults: a first look');
  for (const [i, lang] of (['es', 'de', 'ar'] as const).entries()) {
    const front = parse(
      /^---\n([\s\S]*?)\n---/.exec(await read(`content/blog/posts/ortodontia-em-adultos/index.${lang}.md`))![1]!,
    ) as {
      title: string;
    };
    await expect(cells.nth(i + 2)).toHaveText(front.title);
  }
  await expect(cells.nth(4)).toHaveAttribute('dir', 'rtl');
  await shot(page, 'cinco-idiomas');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('a translation pane names the home page questions in its own language, without "(opcional)" on each', async ({
  page,
}) => {
  await openEditor(page, 'collections/home-texts/entries/index');
  type Faq = { faq: { items: Record<string, { question: string }> } };
  const pt = (parse(await read('content/home/index.pt.yaml')) as Faq).faq.items;
  const en = (parse(await read('content/home/index.en.yaml')) as Faq).faq.items;
  const first = Object.keys(pt)[0]!;
  const faq = page.locator('[id^="faq-field"]');
  await expect(faq).toHaveCount(2);
  // The English pane (the second) shows the English question, the Portuguese pane the Portuguese one.
  await expect(faq.nth(1)).toContainText(en[first]!.question);
  await expect(faq.nth(1)).not.toContainText(pt[first]!.question);
  await expect(faq.nth(0)).toContainText(pt[first]!.question);
  await expect(faq.first().locator('label', { hasText: '(opcional)' }).filter({ visible: true })).toHaveCount(0);
  // A group named by its role, not by content, keeps its label in every pane.
  await expect(page.locator('label').filter({ hasText: /^Resultados de busca$/ })).toHaveCount(2);
  await shot(page, 'perguntas-no-proprio-idioma');
});
