/**
 * Translation status: hashes of the Portuguese each translation was made from, and what a
 * change of the Portuguese makes of its translations (tests/fixtures/translations: one page in
 * three languages, the home texts in two).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROOT } from '../../pipeline/config';
import {
  changedFields,
  markAll,
  markTranslations,
  readMarks,
  readTexts,
  translationStatus,
  translationsChanged,
} from '../../pipeline/dev/translations';
import {
  statusOf,
  textHash,
  textsOf,
  translationWarnings,
  type TranslatedText,
} from '../../pipeline/validate/translations';

describe('hashes and texts', () => {
  it('one text, one hash; another text, another; line endings and outer blanks do not count', () => {
    expect(textHash('Limpeza dos dentes')).toMatch(/^[0-9a-f]{8}$/);
    expect(textHash('Limpeza dos dentes\r\n')).toBe(textHash('Limpeza dos dentes'));
    expect(textHash('Limpeza dos dentes.')).not.toBe(textHash('Limpeza dos dentes'));
  });

  it('the texts of a page by field, its body included; people, dates and links to pages are not texts', () => {
    const texts = textsOf(
      {
        title: 'Limpeza',
        author: 'dra-helena-marques',
        date: '2026-03-01',
        related: ['clareamento'],
        faq: [{ question: 'Dói?', answer: 'Não.' }],
        pictures: [{ src: 'images/x.svg', alt: 'Uma escova' }],
      },
      'O texto.',
    );
    expect([...texts.keys()].sort()).toEqual(['body', 'faq.0.answer', 'faq.0.question', 'pictures.0.alt', 'title']);
  });
});

describe('status of one text', () => {
  const text = (pt: Record<string, string>, de?: Record<string, string>): TranslatedText => ({
    name: 'Limpeza',
    source: 'content/treatments/limpeza/index.pt.md',
    texts: new Map(Object.entries(pt)),
    translations: de
      ? { de: { file: 'content/treatments/limpeza/index.de.md', texts: new Map(Object.entries(de)) } }
      : {},
  });
  const de = (t: TranslatedText, marks = {}) => statusOf(t, marks).find((s) => s.lang === 'de')!;

  it('up to date when every text was marked from the Portuguese as it is', () => {
    const t = text({ title: 'Limpeza', body: 'A placa.' }, { title: 'Reinigung', body: 'Der Belag.' });
    const marks = { 'treatments/limpeza/index.de.md': { title: textHash('Limpeza'), body: textHash('A placa.') } };
    expect(de(t, marks)).toMatchObject({ state: 'ok', fields: [] });
  });

  it('the Portuguese of one field changed: that field of the translation is to review, the others not', () => {
    const t = text({ title: 'Limpeza', body: 'A placa e o tártaro.' }, { title: 'Reinigung', body: 'Der Belag.' });
    const marks = { 'treatments/limpeza/index.de.md': { title: textHash('Limpeza'), body: textHash('A placa.') } };
    expect(de(t, marks)).toMatchObject({ state: 'review', fields: [{ field: 'body', state: 'review' }] });
  });

  it('a text the translation lacks is missing; a language without its file is missing whole', () => {
    const t = text({ title: 'Limpeza', description: 'Na clínica.' }, { title: 'Reinigung' });
    const marks = { 'treatments/limpeza/index.de.md': { title: textHash('Limpeza') } };
    expect(de(t, marks).fields).toEqual([{ field: 'description', state: 'missing' }]);
    expect(statusOf(t, marks).find((s) => s.lang === 'es')).toMatchObject({
      state: 'missing',
      file: 'content/treatments/limpeza/index.es.md',
    });
  });
});

describe('the marks on a small site (tests/fixtures/translations)', () => {
  let root: string;
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'translations-'));
    await fs.cp(path.join(ROOT, 'tests/fixtures/translations'), root, { recursive: true });
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));
  const edit = async (file: string, from: string, to: string) => {
    const abs = path.join(root, file);
    const text = await fs.readFile(abs, 'utf8');
    expect(text).toContain(from);
    await fs.writeFile(abs, text.replace(from, to));
  };
  const of = (file: string) => translationStatus(root).find((s) => s.file === file)!;

  it('never marked: every text of a translation is to review; marked, up to date', async () => {
    expect(of('content/treatments/limpeza/index.de.md').state).toBe('review');
    await markAll(root);
    expect(of('content/treatments/limpeza/index.de.md')).toMatchObject({ state: 'ok' });
    expect(of('content/home/index.de.yaml')).toMatchObject({ state: 'ok' });
    // The English page has no description: missing, whatever the marks say.
    expect(of('content/treatments/limpeza/index.en.md').fields).toEqual([{ field: 'description', state: 'missing' }]);
  });

  it('the Portuguese changes: the warning names the translation file, its line and the field, in every language', async () => {
    await markAll(root);
    await edit('content/treatments/limpeza/index.pt.md', 'na clínica.', 'na clínica, com avaliação.');
    await edit('content/home/index.pt.yaml', 'Na Lapa', 'Na Lapa, perto do metrô');
    const warnings = translationWarnings(readTexts(root), readMarks(root));
    expect(warnings.every((w) => w.severity === 'warning' && w.code === 'TRANSLATION_TO_REVIEW')).toBe(true);
    const de = warnings.find((w) => w.file === 'content/treatments/limpeza/index.de.md')!;
    expect(de.message).toContain('"description"');
    expect(de.line).toBe(3);
    expect(warnings.find((w) => w.file === 'content/home/index.de.yaml')?.message).toContain('"hero.subtitle"');
    // The English page never had a description: nothing of it is to review.
    expect(warnings.map((w) => w.file)).not.toContain('content/treatments/limpeza/index.en.md');

    // Marked again once reviewed: no warning left for it.
    await markTranslations(root, [{ file: 'content/treatments/limpeza/index.de.md' }]);
    expect(translationWarnings(readTexts(root), readMarks(root)).map((w) => w.file)).toEqual([
      'content/home/index.de.yaml',
    ]);
  });

  it('a save that changed one field of a translation marks that field only', async () => {
    await markAll(root);
    await edit('content/treatments/limpeza/index.pt.md', 'Limpeza dos dentes', 'A limpeza dos dentes');
    await edit('content/treatments/limpeza/index.pt.md', 'A limpeza tira', 'A limpeza remove');
    const file = 'content/treatments/limpeza/index.de.md';
    const before = await fs.readFile(path.join(root, file), 'utf8');
    await edit(file, 'Zahnreinigung in der Praxis.', 'Die Zahnreinigung in der Praxis.');
    const fields = changedFields(root, file, before, await fs.readFile(path.join(root, file), 'utf8'));
    expect([...fields]).toEqual(['description']);
    await markTranslations(root, [{ file, fields }]);
    expect(of(file).fields).toEqual([{ field: 'body', state: 'review' }]);
  });

  it('a multilingual file (team.yaml): each language of a text is to review when its Portuguese changes, then marked', async () => {
    const team = [
      'owners:',
      '  - name: Dra. Ana Lima',
      '    names: { de: Ana Lima, ar: الدكتورة آنا ليما }',
      '    job:',
      '      pt: "Ortodontista"',
      '      en: "Orthodontist"',
      '      de: "Kieferorthopädin"',
      '    cro: CRO-SP 000001',
      '',
    ].join('\n');
    await fs.writeFile(path.join(root, 'content/team.yaml'), team);
    const langOf = (lang: string) =>
      translationStatus(root).find((s) => s.file === 'content/team.yaml' && s.lang === lang)!;
    // Never marked: to review; a language without its text: missing. A person's names are not translations.
    expect(langOf('de')).toMatchObject({ state: 'review', fields: [{ field: 'owners.0.job', state: 'review' }] });
    expect(langOf('es').fields).toEqual([{ field: 'owners.0.job', state: 'missing' }]);

    await markAll(root);
    expect(langOf('de')).toMatchObject({ state: 'ok', key: 'team.yaml#de' });
    expect(readMarks(root)['team.yaml#de']).toEqual({ 'owners.0.job': textHash('Ortodontista') });

    // The Portuguese changes: every translated language is to review, the warning at its own line.
    await edit('content/team.yaml', '"Ortodontista"', '"Ortodontista e Diretora Clínica"');
    expect(langOf('en').state).toBe('review');
    const warning = translationWarnings(readTexts(root), readMarks(root)).find(
      (w) => w.file === 'content/team.yaml' && w.message.includes('"owners.0.job"') && w.hint?.includes('the de text'),
    )!;
    expect(warning.line).toBe(7);

    // A save that changed the German text marks German only.
    const before = await fs.readFile(path.join(root, 'content/team.yaml'), 'utf8');
    await edit('content/team.yaml', '"Kieferorthopädin"', '"Kieferorthopädin und klinische Leitung"');
    const changed = translationsChanged(
      root,
      'content/team.yaml',
      before,
      await fs.readFile(path.join(root, 'content/team.yaml'), 'utf8'),
    );
    expect(changed).toEqual([{ file: 'content/team.yaml', lang: 'de', fields: new Set(['owners.0.job']) }]);
    await markTranslations(root, changed);
    expect(langOf('de').state).toBe('ok');
    expect(langOf('en').state).toBe('review');
  });

  it('npm run translations: --mark clears a translation, the report says what is left per page and language', async () => {
    const run = (...args: string[]) =>
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/translations.ts', '--root', root, ...args], {
        cwd: ROOT,
        encoding: 'utf8',
      });
    run('--mark', path.join(root, 'content/treatments/limpeza/index.de.md'));
    const report = run();
    expect(report).toMatch(/Limpeza[^\n]*\n(.*\n)*? {2}alemão: em dia/);
    expect(report).toContain('espanhol: falta');
    expect(report).toMatch(/inglês: a revisar: title, body/);
    expect(await fs.readFile(path.join(root, 'content/translations.yaml'), 'utf8')).toContain(
      'treatments/limpeza/index.de.md:',
    );
  });
});
