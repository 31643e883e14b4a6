/**
 * Interface words in locales/, the clinic's texts in content/: the classification each locale
 * key falls under, the check that refuses a clinic text in a locale file, and the comparison
 * of a language's clinic texts with Portuguese.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../pipeline/config';
import { LANGS, type Lang } from '../../model/languages';
import { checkClinicText, checkLocaleParity, clinicTextPlace, type Messages } from '../../pipeline/schemas/locale';
import { readYaml } from '../../pipeline/load/read-yaml';
import { compareTexts } from '../../pipeline/validate/texts';
import { homeTextsSchema } from '../../pipeline/schemas/home-texts';
import { siteTextsSchema } from '../../pipeline/schemas/site-texts';

const localeFile = (lang: Lang): string => `locales/${lang}.json`;
const json = (lang: Lang, text: string) => ({
  file: localeFile(lang),
  parsed: readYaml(text, localeFile(lang), { json: true }).parsed!,
});
const yaml = (file: string, text: string) => ({ file, parsed: readYaml(text, file).parsed! });
const real = (file: string): string => fs.readFileSync(path.join(ROOT, file), 'utf8');

describe('a locale file holds interface words only', () => {
  it('a locale file holding a clinic-message key fails the check, at its line, saying where the text lives now', () => {
    const text = '{\n  "header.menu": "Menu",\n  "faq.q2.answer": "We accept cards."\n}\n';
    const src = json('en', text);
    const issues = checkClinicText(JSON.parse(text) as Messages, 'en', src);
    expect(issues).toEqual([
      expect.objectContaining({ code: 'LOCALE_CLINIC_TEXT', file: 'locales/en.json', line: 3, col: 3 }),
    ]);
    expect(issues[0]?.message).toContain('content/home/index.en.yaml under "faq"');
    expect(issues[0]?.hint).toContain('Move the text to content/home/index.en.yaml');
  });

  it('classifies the clinic texts by where they live now, and leaves interface words alone', () => {
    const cases: [string, string | undefined][] = [
      ['hero.title', 'content/home/index.de.yaml under "hero"'],
      ['meta.home_description', 'content/home/index.de.yaml under "meta"'],
      ['treatments.orthodontics.text', 'content/home/index.de.yaml under "treatments"'],
      ['clinic.reception', 'content/home/index.de.yaml under "gallery"'],
      ['team.spec.tmd', 'content/team.yaml under "specialty_names"'],
      ['team.owner2_job', 'content/team.yaml under the owner\'s "job"'],
      ['footer.about', 'content/site/index.de.yaml under "footer"'],
      ['cookies.text', 'content/site/index.de.yaml under "cookies"'],
      ['page.risks_intro', 'content/site/index.de.yaml under "treatment_page"'],
      ['landing.index_intro', 'content/landing/index.yaml'],
      // Interface words of the same groups stay.
      ['treatments.learn_more', undefined],
      ['results.cta', undefined],
      ['team.view_profile', undefined],
      ['footer.rights', undefined],
      ['cookies.accept', undefined],
      ['page.booking_button', undefined],
      ['contact.maps_button', undefined],
      ['meta.treatment_title', undefined],
    ];
    for (const [key, where] of cases) expect(clinicTextPlace(key, 'de'), key).toBe(where);
  });

  it('the locale files of the site hold no clinic text', () => {
    for (const lang of LANGS) {
      const text = real(localeFile(lang));
      expect(checkClinicText(JSON.parse(text) as Messages, lang, json(lang, text)), lang).toEqual([]);
    }
  });

  it('a clinic text left in one language is reported once, not also as a key Portuguese lacks', () => {
    const en = '{\n  "header.menu": "Menu",\n  "hero.title": "Old"\n}\n';
    expect(
      checkLocaleParity({ 'header.menu': 'Menu' }, 'locales/pt.json', JSON.parse(en) as Messages, json('en', en)),
    ).toEqual([]);
  });
});

describe("a language's clinic texts follow Portuguese", () => {
  const PT = 'faq:\n  title: "Dúvidas"\n  items:\n    q1:\n      question: "Q"\n      answer: "A"\n';

  it('a missing text is named by its path, at its block in the translation, with the reference line', () => {
    const de = 'faq:\n  title: "Fragen"\n  items:\n    q1:\n      question: "F"\n';
    const { issues, data } = compareTexts(
      yaml('content/home/index.pt.yaml', PT),
      yaml('content/home/index.de.yaml', de),
    );
    expect(issues).toEqual([
      expect.objectContaining({ code: 'TEXT_MISSING', file: 'content/home/index.de.yaml', line: 4, col: 5 }),
    ]);
    expect(issues[0]?.message).toContain('"faq.items.q1.answer" is in content/home/index.pt.yaml (line 6)');
    // The schema then sees a whole file: the missing text is not reported a second time.
    expect(data).toEqual({ faq: { title: 'Fragen', items: { q1: { question: 'F', answer: 'A' } } } });
  });

  it('a whole missing block is one message, and a misspelt name one message with the right name', () => {
    const missing = compareTexts(
      yaml('content/home/index.pt.yaml', PT),
      yaml('content/home/index.ar.yaml', 'other: "x"\n'),
    );
    expect(missing.issues.map((i) => [i.code, i.line])).toEqual([
      ['TEXT_EXTRA', 1],
      ['TEXT_MISSING', 1],
    ]);
    const misspelt = compareTexts(
      yaml('content/home/index.pt.yaml', PT),
      yaml('content/home/index.es.yaml', PT.replace('title:', 'titel:')),
    );
    expect(misspelt.issues).toEqual([expect.objectContaining({ code: 'TEXT_EXTRA', line: 2, col: 3 })]);
    expect(misspelt.issues[0]?.hint).toContain('Did you mean "title"?');
  });

  it("the site's files have every text in every language, and pass their schemas", () => {
    for (const [kind, schema] of [
      ['home', homeTextsSchema],
      ['site', siteTextsSchema],
    ] as const) {
      const ref = yaml(`content/${kind}/index.pt.yaml`, real(`content/${kind}/index.pt.yaml`));
      for (const lang of LANGS) {
        const file = `content/${kind}/index.${lang}.yaml`;
        expect(compareTexts(ref, yaml(file, real(file))).issues, file).toEqual([]);
        expect(schema.safeParse(parse(real(file))).success, file).toBe(true);
      }
    }
  });
});
