/**
 * A save with three mistakes is refused once, with three reasons: each names the page by its
 * title and language and the field by the label the form shows it under, says how to fix it,
 * and carries no file path, key or line number. Nothing is written. What the test expects is
 * read from the page as it is (its title) and from the form (its labels), not from today's text.
 */
import { expect, test, type Page } from '@playwright/test';
import { page as pageOf, openEditor, read, saveDraft, shot } from './editor-helpers';

const FILE = 'content/treatments/periodontia/index.pt.md';

/** The label the form shows above a field, by the field's name. */
async function labelOf(editor: Page, name: string): Promise<string> {
  const id = await editor.locator(`[id^="${name}-field"]`).first().getAttribute('id');
  return ((await editor.locator(`label[for="${id}"]`).first().textContent()) ?? '').trim();
}

test('a save with three mistakes lists three reasons, each by page title and field label', async ({ page: editor }) => {
  const before = await read(FILE);
  const title = String(pageOf(before).front.title);
  await openEditor(editor, 'collections/treatments/entries/periodontia/index');
  // Three mistakes the form cannot see, only the site's rules: a payment term, a guarantee, a superlative.
  const labels = await Promise.all(['summary', 'recovery', 'duration'].map((n) => labelOf(editor, n)));
  const summary = editor.locator('[id^="summary-field"]').first();
  await summary.fill(`${await summary.inputValue()} Pagamento em até 21x sem juros.`);
  await editor.locator('[id^="recovery-field"]').first().fill('Resultado garantido em poucos dias');
  await editor.locator('[id^="duration-field"]').first().fill('Feito pela melhor equipe da Lapa');
  expect((await saveDraft(editor)).status()).toBe(422);

  const alert = editor.locator('#save-refused');
  await expect(alert).toContainText('Nada foi salvo: o site recusaria esta alteração por 3 motivos.');
  const text = (await alert.textContent()) ?? '';
  const reasons = text.split('\n').filter((l) => l.startsWith('•'));
  expect(reasons).toHaveLength(3);
  for (const [i, label] of labels.entries()) {
    const reason = reasons.find((r) => r.includes(`campo «${label}»`));
    expect(reason, `a reason for «${label}» (${i})`).toBeDefined();
    expect(reason).toContain(`«${title}» (português)`);
    expect(reason).toMatch(/Como corrigir: \S/);
  }
  expect(text).toContain('21x');
  // No file path, key or line number the editor cannot see.
  expect(text).not.toMatch(/content\/|\.ya?ml\b|\.md\b|\blinha \d|\b[a-z]+_[a-z]+\b/);
  await shot(editor, 'recusa-tres-motivos');
  expect(await read(FILE)).toBe(before);
});
