/**
 * The building blocks of the advertising and privacy checks: superlatives and guarantees per
 * language, specialists named per language, and the cookies and storage keys read from browser
 * code (a small tree of files written for the test).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAdvertisingClaim, findSpecialtyClaims } from '../../pipeline/validate/advertising-rules';
import { analyticsKeys, readBrowserCode, storageKeysIn } from '../../pipeline/validate/storage-keys';
import { redirectsFile } from '../../pipeline/outputs/hosting';
import { LANGS, type Lang } from '../../model/languages';

describe('superlatives and guarantees', () => {
  // As the review found them, or as an editor would write them.
  const claims: Record<Lang, string[]> = {
    pt: [
      'Melhor clínica de implante na Lapa',
      'Clarear com orientação é a forma mais segura de deixar o sorriso claro.',
      'Resultado garantido.',
      'Implante sem dor',
      'O caminho mais seguro é começar por uma avaliação.',
    ],
    en: [
      'the safest way to brighten your smile',
      'The best dentists in São Paulo',
      'Guaranteed results',
      'painless treatment',
    ],
    es: [
      'la forma más segura de lograr una sonrisa más blanca',
      'la mejor clínica de la zona',
      'Garantizamos el resultado',
    ],
    de: [
      'Am sichersten hellen Sie Ihre Zähne auf',
      'Die beste Praxis in Lapa',
      'Wir garantieren ein Ergebnis',
      'schmerzfreie Behandlung',
    ],
    ar: ['هو الطريقة الأكثر أمانًا للحصول على ابتسامة أفتح', 'أفضل عيادة في الحي', 'نضمن لك النتيجة'],
  };
  // Advice and ordinary comparisons a patient page needs.
  const innocent: Record<Lang, string[]> = {
    pt: [
      'o dentista indica o melhor recurso para cada caso',
      'Cerdas duras não limpam melhor.',
      'mesmo sem dor, porque a borda quebrada pode machucar',
      'A LGPD garante a você direitos',
    ],
    en: [
      'keeping your natural tooth is the best option for chewing',
      'gum disease leading to tooth loss',
      'better than nothing',
    ],
    es: ['la mejor opción para su caso', 'el dentista evalúa el mejor momento'],
    de: ['besser als nichts', 'die beste Zeit für eine Kontrolle bespricht Ihre Zahnärztin'],
    ar: ['القرار رقم 196/2019', 'الخيار الأفضل للمضغ'],
  };
  for (const lang of LANGS) {
    it(`are found in ${lang}, and advice is not`, () => {
      for (const text of claims[lang]) expect(findAdvertisingClaim(lang, text), text).toBeDefined();
      for (const text of innocent[lang]) expect(findAdvertisingClaim(lang, text), text).toBeUndefined();
    });
  }
  it('tell a superlative from a guarantee', () => {
    expect(findAdvertisingClaim('pt', 'a melhor clínica')?.kind).toBe('superlative');
    expect(findAdvertisingClaim('pt', 'resultado garantido')?.kind).toBe('guarantee');
  });
});

describe('specialists named', () => {
  const named: [Lang, string, string][] = [
    ['pt', 'com odontopediatras para os pequenos', 'pediatric_dentistry'],
    ['pt', 'A equipe reúne especialistas em ortodontia, implantes, endodontia, periodontia e prótese.', 'periodontics'],
    ['pt', 'O periodontista e o ortodontista planejam juntos', 'orthodontics'],
    ['en', 'we refer them to a paediatric dentist', 'pediatric_dentistry'],
    ['es', 'le deriva a un periodoncista', 'periodontics'],
    ['de', 'Braucht ein Kind einen Kinderzahnarzt', 'pediatric_dentistry'],
    ['ar', 'يحيلك إلى أخصائي أمراض اللثة', 'periodontics'],
  ];
  it('are found with the specialty they claim, in every language', () => {
    for (const [lang, text, held] of named)
      expect(
        findSpecialtyClaims(lang, text).map((c) => c.claim.held),
        text,
      ).toContain(held);
  });
  it('a treatment is not a specialist', () => {
    for (const text of [
      'o tratamento de gengiva e as próteses são feitos na clínica',
      'Limpeza, restaurações, tratamento de gengiva e próteses',
    ])
      expect(findSpecialtyClaims('pt', text)).toEqual([]);
  });
});

describe('cookies and storage keys in browser code', () => {
  let root: string;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-keys-'));
    const write = async (file: string, text: string) => {
      await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await fs.writeFile(path.join(root, file), text);
    };
    await write('model/constants.ts', "export const CONSTANTS = { consentCookie: 'consent_answer' } as const;\n");
    await write(
      'islands/lib/store.ts',
      [
        "import { CONSTANTS } from '../../model/constants';",
        'const CONSENT = CONSTANTS.consentCookie;',
        "export const SEEN_KEY = 'promo_seen';",
        "/* A comment naming localStorage.setItem('not_a_key', 1) writes nothing. */",
        'export function safeSet(storage: Storage | undefined, key: string, value: string): void {',
        '  storage?.setItem(key, value);',
        '}',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture's source text holds a template literal
        'export function cookieString(name: string, value: string): string { return `${name}=${value}`; }',
        "safeSet(stores.local, SEEN_KEY, '1');",
        "sessionStorage.setItem('tab_state', 'x');",
        'document.cookie = cookieString(CONSENT, "granted");',
        "document.cookie = 'banner_closed=1; Max-Age=60';",
      ].join('\n'),
    );
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it('finds each key, its kind and the line that writes it, following constants', () => {
    const keys = storageKeysIn(readBrowserCode(root));
    expect(keys.map((k) => [k.key, k.kind])).toEqual([
      ['banner_closed', 'cookie'],
      ['consent_answer', 'cookie'],
      ['promo_seen', 'localStorage'],
      ['tab_state', 'sessionStorage'],
    ]);
    expect(keys.find((k) => k.key === 'promo_seen')).toMatchObject({ file: 'islands/lib/store.ts', line: 9 });
  });

  it("finds the site's own keys, those the privacy policy must name", () => {
    const keys = storageKeysIn(readBrowserCode(path.resolve(__dirname, '../..'))).map((k) => k.key);
    for (const k of ['user_cookie_consent', 'i18next', 'i18nextLng', 'app_version']) expect(keys).toContain(k);
  });

  it('adds the analytics cookies only when a measurement ID is set', () => {
    expect(analyticsKeys('')).toEqual([]);
    expect(analyticsKeys('G-ABC123').map((k) => k.key)).toEqual(['_ga', '_ga_ABC123']);
  });
});

describe('renamed local pages', () => {
  it('their old addresses lead to the new ones in _redirects', () => {
    const text = redirectsFile(
      ['/404.html', '/en/404.html'],
      [['/informacoes/melhor-clinica-de-implante-lapa/', '/informacoes/como-escolher-clinica-de-implante-lapa/']],
    );
    expect(text).toContain(
      '/informacoes/melhor-clinica-de-implante-lapa/  /informacoes/como-escolher-clinica-de-implante-lapa/  301',
    );
    expect(text).toContain('/en/*  /en/404.html  404');
  });
});
