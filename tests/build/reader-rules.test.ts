/**
 * The advertising rules on the fixture clinic, as an editor types: a superlative written with
 * a double or no-break space, or broken over two lines of one paragraph, is refused at its
 * line; a step counted "número 1" and advice about the patient's choice pass.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkContent } from '../../pipeline/dev/check';
import { lineOf, makeFixture, type Fixture } from '../support/fixture';

const POST = 'content/blog/posts/ortodontia-em-adultos/index.pt.md';
let fx: Fixture;
beforeEach(async () => {
  fx = await makeFixture();
});
afterEach(() => fx.remove());

const addParagraph = (paragraph: string) =>
  fx.edit(POST, (t) => t.replace('\n## Por que adultos', `\n${paragraph}\n\n## Por que adultos`));

describe('advertising rules read the page as a reader does', () => {
  it('refuse "a melhor  clínica" typed with a double, no-break or thin space', async () => {
    for (const space of ['  ', '\u00a0', '\u202f ']) {
      const text = await addParagraph(`Somos a melhor${space}clínica da Lapa.`);
      const report = await checkContent(fx.paths);
      expect(report.ok, JSON.stringify(space)).toBe(false);
      expect(report.errors).toContainEqual(
        expect.objectContaining({ code: 'ADVERTISING_CLAIM', file: POST, line: lineOf(text, 'Somos a melhor') }),
      );
      await fx.edit(POST, () => text.replace(`Somos a melhor${space}clínica da Lapa.\n\n`, ''));
    }
  });

  it('refuse "a forma mais segura" broken over two lines of one paragraph, at the line it starts on', async () => {
    const text = await addParagraph('Clarear com orientação é a forma mais\nsegura de clarear.');
    const report = await checkContent(fx.paths);
    expect(report.errors).toContainEqual(
      expect.objectContaining({ code: 'ADVERTISING_CLAIM', file: POST, line: lineOf(text, 'é a forma mais') }),
    );
  });

  it('refuse a superlative with an invisible character or decomposed accent inside it', async () => {
    await addParagraph('A melhor cli\u0301\u00adnica, em caminho mais se\u200bguro.');
    const report = await checkContent(fx.paths);
    expect(report.errors.filter((i) => i.code === 'ADVERTISING_CLAIM').length).toBeGreaterThan(0);
  });

  it('pass "Siga o passo número 1" and "a melhor opção para o seu caso"', async () => {
    await addParagraph('Siga o passo número 1 antes de tudo: o dentista indica a melhor opção para o seu caso.');
    const report = await checkContent(fx.paths);
    expect(report.errors).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
