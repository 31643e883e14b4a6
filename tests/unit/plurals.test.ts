import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { createTranslator } from '../../pipeline/render/i18n';
import { LANGS, type Lang } from '../../model/languages';
import { checkLocaleParity, checkPluralForms, type Messages } from '../../pipeline/schemas/locale';
import { readYaml } from '../../pipeline/load/read-yaml';

const ROOT = path.resolve(import.meta.dirname, '../..');
const fileOf = (lang: Lang): string => `locales/${lang}.json`;
const textOf = (lang: Lang): string => fs.readFileSync(path.join(ROOT, fileOf(lang)), 'utf8');
const messages = Object.fromEntries(LANGS.map((l) => [l, JSON.parse(textOf(l)) as Messages])) as Record<Lang, Messages>;
const t = createTranslator(messages);
const source = (lang: Lang, text: string) => ({
  file: fileOf(lang),
  parsed: readYaml(text, fileOf(lang), { json: true }).parsed,
});

describe('reading time in each language', () => {
  it('Arabic uses the right form of "minute" for 1, 2, 3, 11 and 100', () => {
    const ar = t('ar');
    expect(ar('blog.reading_time', { count: 1 })).toBe('دقيقة واحدة للقراءة');
    expect(ar('blog.reading_time', { count: 2 })).toBe('دقيقتان للقراءة');
    expect(ar('blog.reading_time', { count: 3 })).toBe('3 دقائق للقراءة');
    expect(ar('blog.reading_time', { count: 10 })).toBe('10 دقائق للقراءة');
    expect(ar('blog.reading_time', { count: 11 })).toBe('11 دقيقة للقراءة');
    expect(ar('blog.reading_time', { count: 100 })).toBe('100 دقيقة للقراءة');
  });

  it('German says "1 Minute" and "5 Minuten"', () => {
    expect(t('de')('blog.reading_time', { count: 1 })).toBe('1 Minute Lesezeit');
    expect(t('de')('blog.reading_time', { count: 5 })).toBe('5 Minuten Lesezeit');
  });

  it('every language shows the number of minutes, never a raw placeholder', () => {
    for (const lang of LANGS) {
      for (const count of [1, 2, 3, 7, 11, 25, 100, 1_000_000]) {
        const text = t(lang)('blog.reading_time', { count });
        expect(text, `${lang} ${count}`).not.toMatch(/\{\{|reading_time/);
        if (count > 2) expect(text, `${lang} ${count}`).toContain(String(count));
      }
    }
  });
});

describe('plural forms in the locale files', () => {
  it('the real locale files have every form each language needs, and no other', () => {
    for (const lang of LANGS)
      expect(checkPluralForms(messages[lang], lang, source(lang, textOf(lang))), lang).toEqual([]);
  });

  it('an Arabic file without the "few" form fails, naming the missing key and the file line', () => {
    const broken: Messages = { ...messages.ar };
    delete broken['blog.reading_time_few'];
    const text = JSON.stringify(broken, null, 2);
    const issues = checkPluralForms(broken, 'ar', source('ar', text));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ code: 'LOCALE_PLURAL_MISSING', file: 'locales/ar.json' });
    expect(issues[0]?.message).toContain('"blog.reading_time_few" is missing');
    expect(issues[0]?.line).toBe(text.split('\n').findIndex((l) => l.includes('"blog.reading_time_zero"')) + 1);
  });

  it('a German file with an Arabic-only form fails: it would never be shown', () => {
    const broken: Messages = { ...messages.de, 'blog.reading_time_few': '{{count}} Minuten' };
    const issues = checkPluralForms(broken, 'de', source('de', JSON.stringify(broken, null, 2)));
    expect(issues.map((i) => i.code)).toEqual(['LOCALE_PLURAL_EXTRA']);
  });

  it('languages with different plural forms are still in step with Portuguese, and a lost {{count}} is caught', () => {
    const ar = messages.ar;
    expect(checkLocaleParity(messages.pt, fileOf('pt'), ar, source('ar', textOf('ar')))).toEqual([]);
    const broken: Messages = { ...ar, 'blog.reading_time_other': 'دقيقة للقراءة' };
    const issues = checkLocaleParity(messages.pt, fileOf('pt'), broken, source('ar', JSON.stringify(broken, null, 2)));
    expect(issues.map((i) => [i.code, i.message])).toEqual([
      [
        'PLACEHOLDER_MISMATCH',
        'The text of "blog.reading_time_other" must contain {{count}}, as the Portuguese text does.',
      ],
    ]);
  });
});
