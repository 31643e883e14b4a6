/**
 * Word rules see text as a reader does: every phrase a rule refuses is still refused when it is
 * typed with other spaces (no-break, thin, double, tab, a line break), invisible characters
 * (soft hyphen, zero-width, joiners, direction marks) or decomposed accents; and the words
 * quoted are the text as written, so the message points at the editor's own characters.
 */
import { describe, expect, it } from 'vitest';
import { paragraphs, readerText } from '../../pipeline/rules/reader-text';
import {
  findAdvertisingClaim,
  findPaymentTerm,
  findSpecialtyClaims,
  titledDoctor,
} from '../../pipeline/validate/advertising-rules';
import type { Lang } from '../../model/languages';
import { mulberry32 as random } from '../../pipeline/rules/landing';

const SPACES = [' ', '\u00a0', '  ', '\n', '\t', '\u202f', '\u2009', ' \u200b', '\r\n', '\u3000', ' \u00a0 '];
const INVISIBLE = ['\u00ad', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u200e', '\u200f', '\u2066'];

/** A phrase as someone might type or paste it: other spaces, invisible characters inside words, accents decomposed. */
function variant(phrase: string, next: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  let out = '';
  for (const ch of phrase) {
    if (ch === ' ') out += pick(SPACES);
    else {
      out += next() < 0.5 ? ch.normalize('NFD') : ch;
      if (next() < 0.15) out += pick(INVISIBLE);
    }
  }
  return out;
}

// Each rule's phrases, as the review found them or an editor would write them.
const RULES: { name: string; find: (lang: Lang, text: string) => unknown; phrases: [Lang, string][] }[] = [
  {
    name: 'superlatives and guarantees',
    find: findAdvertisingClaim,
    phrases: [
      ['pt', 'a melhor clínica da Lapa'],
      ['pt', 'a forma mais segura de clarear'],
      ['pt', 'somos a clínica número 1 em implantes'],
      ['pt', 'resultado garantido'],
      ['pt', 'implante sem dor'],
      ['en', 'the best dentists in São Paulo'],
      ['en', 'the number one clinic'],
      ['es', 'la mejor clínica de la zona'],
      ['es', 'la forma más segura de lograr'],
      ['de', 'die beste Praxis in Lapa'],
      ['de', 'schmerzfreie Behandlung'],
      ['ar', 'أفضل عيادة في الحي'],
      ['ar', 'نضمن لك النتيجة'],
    ],
  },
  {
    name: 'payment terms',
    find: findPaymentTerm,
    phrases: [
      ['pt', 'em até 10 vezes sem juros'],
      ['pt', 'a partir de R$ 99'],
      ['en', 'interest free plans'],
      ['es', 'sin intereses'],
      ['ar', 'بدون فوائد'],
    ],
  },
  {
    name: 'specialists named',
    find: (lang, text) => (findSpecialtyClaims(lang, text).length ? true : undefined),
    phrases: [
      ['pt', 'especialistas em ortodontia e periodontia'],
      ['en', 'a paediatric dentist'],
      ['es', 'dentista infantil'],
      ['ar', 'أخصائي تقويم الأسنان'],
    ],
  },
];

describe('the text a rule reads', () => {
  it('composes accents, makes every run of spaces one space and drops what a reader never sees', () => {
    const read = readerText('a\u00a0 melhor\ncli\u0301\u00adnica\u200b!');
    expect(read.text).toBe('a melhor clínica!');
    // Quoted as written: the words found, with the editor's own characters.
    expect(read.source(2, 16)).toBe('melhor\ncli\u0301\u00adnica');
    expect(read.sourceIndex(9)).toBe(10);
  });

  it('splits Markdown into the paragraphs a reader reads as one, each at its offset', () => {
    const body = 'Uma frase\nque continua.\n\n## Título\n- item um\n- item\ndois\n';
    expect(paragraphs(body)).toEqual([
      { text: 'Uma frase\nque continua.', start: 0 },
      { text: '## Título', start: 25 },
      { text: '- item um', start: 35 },
      { text: '- item\ndois', start: 45 },
    ]);
  });
});

describe('every rule, against ordinary typing', () => {
  for (const rule of RULES)
    it(`${rule.name}: found however the phrase is spaced or its accents composed`, () => {
      const next = random(59);
      for (const [lang, phrase] of rule.phrases) {
        expect(rule.find(lang, phrase), phrase).toBeDefined();
        for (let i = 0; i < 150; i++) {
          const typed = variant(phrase, next);
          expect(rule.find(lang, typed), JSON.stringify(typed)).toBeDefined();
        }
      }
    });

  it('quotes what it found as it is written', () => {
    expect(findAdvertisingClaim('pt', 'É a melhor\u00a0 clínica.')?.found).toBe('melhor\u00a0 clínica');
  });

  it('a technician titled "Dr." however the title is spaced', () => {
    for (const name of ['Dr.\u00a0Bruno', 'D\u200br. Bruno', 'Dra.\tAna']) expect(titledDoctor(name), name).toBe(true);
    expect(titledDoctor('Drummond Alves')).toBe(false);
  });
});

describe('ordinary phrases pass', () => {
  const innocent: [Lang, string][] = [
    ['pt', 'Siga o passo número 1 antes de escovar.'],
    ['pt', 'a melhor opção para o seu caso'],
    ['pt', 'O dentista indica a melhor\u00a0opção para o seu caso.'],
    ['pt', 'Lei nº 13.709/2018'],
    ['en', 'Step number one: rinse.'],
    ['es', 'el paso número 1'],
    ['de', 'Schritt Nr. 1: spülen'],
    ['ar', 'الخطوة رقم 1'],
  ];
  for (const [lang, text] of innocent)
    it(`${lang}: ${text}`, () => {
      expect(findAdvertisingClaim(lang, text)).toBeUndefined();
      expect(findPaymentTerm(lang, text)).toBeUndefined();
    });
});
