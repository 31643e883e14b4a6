/**
 * Dental advertising rules the build enforces (CFO Code of Dental Ethics, Res. CFO-118/2012,
 * arts. 41-44; Res. CFO-196/2019): no payment terms outside the FAQ answer about payment, a
 * technician never titled "Dr.", and every published figure with its source.
 */
import type { Lang } from '../../model/languages';
import { CONSTANTS } from '../../model/constants';
import { asRead, findAsRead, readerText, type ReaderText } from '../rules/reader-text';
import { SPECIALTY_NAMES } from '../catalogue/pipeline-words';

/**
 * Payment terms, per language: instalments ("21x", "em até 10 vezes"), interest-free offers
 * and prices in reais. Case matters only in German ("Raten", the noun, is not "raten", to advise).
 */
// "12x" is an instalment count; "2x ao dia" (twice a day) is not.
const COUNT = /\b\d{1,2} ?x\b(?!\s*(ao|por|a|per|al|am|pro|in der|في)\s)/i;

export const PAYMENT_TERMS: Record<Lang, RegExp[]> = {
  pt: [COUNT, /\bparcel(a|amento|ado|ada|as)\w*/i, /\bem até \d{1,2} vezes\b/i, /\bsem juros\b/i, /R\$ ?\d/],
  en: [COUNT, /\binstal{1,2}ments?\b/i, /\binterest[- ]free\b/i, /R\$ ?\d/],
  es: [COUNT, /\bcuotas?\b/i, /\bsin intereses\b/i, /R\$ ?\d/],
  de: [COUNT, /\bRaten(zahlung)?\b/, /\bzinsfrei\b/i, /R\$ ?\d/],
  ar: [COUNT, /\d{1,2}\s*قسط/, /أقساط/, /تقسيط/, /بدون فوائد/, /R\$ ?\d/],
};

/**
 * The one place a payment term may appear: the answer to "what are the payment options?" (in
 * content/home/index.<lang>.yaml). Its schema says so (schemas/home-texts.ts, `advertising: 'payment-answer'`).
 */
export const PAYMENT_ANSWER_PATH: readonly string[] = ['faq', 'items', CONSTANTS.paymentFaqId, 'answer'];

/** Patterns of one rule, per language: every rule below is one of these tables. */
type ByLanguage = Readonly<Record<Lang, readonly RegExp[]>>;

/**
 * The one scan every rule runs: the first text a language's patterns find, in the patterns'
 * order, in the text as a reader sees it (spacing, invisible characters, composed accents),
 * quoted as written.
 */
function firstMatch(table: ByLanguage, lang: Lang, text: string | ReaderText): string | undefined {
  return findAsRead(table[lang], text)?.found;
}

/** The first payment term in a text, if any. */
export function findPaymentTerm(lang: Lang, text: string | ReaderText): string | undefined {
  return firstMatch(PAYMENT_TERMS, lang, text);
}

/** "Dr." / "Dra." / "Dr " at the start of a name. */
export const DOCTOR_TITLE = /^\s*dr(a)?\.?\s/i;

/** Whether a name starts with a doctor's title, however it is spaced. */
export const titledDoctor = (name: string): boolean => DOCTOR_TITLE.test(readerText(name).text);

/**
 * Superlatives and guarantees (CFO Code of Dental Ethics, art. 44): words that rank the clinic,
 * its team or a treatment above others, or promise a result. Narrow on purpose: "a melhor opção
 * para o seu caso" is advice, "a melhor clínica" is advertising.
 */
export const SUPERLATIVES: Record<Lang, RegExp[]> = {
  pt: [
    /\bmelhor(es)? (cl[ií]nicas?|dentistas?|consult[óo]rios?|equipes?|especialistas?|atendimentos?|profissionais|tratamentos? d[aeo])\b/i,
    /\b(forma|maneira|caminho|op[çc][ãa]o|t[ée]cnica|cl[ií]nica|equipe|tecnologia|tratamento)s? mais (segur|modern|avan[çc]ad|complet|eficaz|eficient|experient|barat)\w*/i,
    // "a clínica número 1", "somos o nº 1", "número 1 em implantes"; "o passo número 1" is a count.
    /(?<![\p{L}\d])(o|a|os|as|somos|é|s[ãa]o|ser|seja|cl[ií]nicas?|dentistas?|consult[óo]rios?|equipes?) (n[úu]mero|n[ºo°]\.?) ?1(?!\d)/iu,
    /(?<![\p{L}\d])(n[úu]mero|n[ºo°]\.?) ?1 (em|n[ao]s?|d[ao]s?) (implant|ortodont|odontolog|est[ée]tic|clareament|tratament|atendiment|s[ãa]o paulo|lapa|zona|regi[ãa]o|bairro|brasil|cidade)/iu,
    /\bl[íi]der(es)? (em|no|na|de)\b/i,
    /\breferência (em|n[ao]) (implante|ortodontia|odontologia|est[ée]tica|harmoniza)/i,
  ],
  en: [
    /\bbest (clinic|dental|dentists?|practice|team|specialists?|care|treatment)s?\b/i,
    /\b(safest|most advanced|most modern)\b/i,
    // "the number one clinic", "we are no. 1 in"; "step number one" is a count.
    /\b(the|are|is|be|our|clinic|dentist|practice|team) (number one|no\. ?1)\b/i,
    /\b(number one|no\. ?1) (in|for) (implant|orthodont|dentist|dental|cosmetic|whitening|treatment|care|s[ãa]o paulo|lapa|brazil|the city|town)/i,
    /\bleading (clinic|practice|dentists?|team|centre|center)\b/i,
  ],
  es: [
    /\bmejor(es)? (cl[ií]nicas?|dentistas?|consultorios?|equipos?|especialistas?|atenci[óo]n|profesionales|tratamientos? de)\b/i,
    /\b(forma|manera|camino|opci[óo]n|t[ée]cnica|cl[ií]nica|equipo|tecnolog[ií]a|tratamiento)s? m[áa]s (segur|modern|avanzad|complet|eficaz|eficient|experiment|barat)\w*/i,
    /(?<![\p{L}\d])(el|la|los|las|somos|es|son|ser|sea|cl[ií]nicas?|dentistas?|consultorios?|equipos?) (n[úu]mero|n\.?[ºo°]) ?1(?!\d)/iu,
    /(?<![\p{L}\d])(n[úu]mero|n\.?[ºo°]) ?1 (en|de) (implant|ortodonc|odontolog|est[ée]tic|blanqueamiento|tratamiento|atenci[óo]n|s[ãa]o paulo|lapa|la zona|la regi[óo]n|brasil|la ciudad)/iu,
  ],
  de: [
    /\bbeste[nrs]? (Klinik|Praxis|Zahnarzt|Zahnärztin|Zahnärzte|Team|Behandlung|Versorgung)\b/,
    /\b(sicherste|modernste|fortschrittlichste|führende)[nrs]?\b/i,
    /\b(die|der|das|sind|ist|Praxis|Klinik|Zahnarzt|Zahnärztin|Team) (Nr\.|Nummer) ?(1|eins)\b/,
    /\b(Nr\.|Nummer) ?(1|eins) (in|für|bei) /,
  ],
  ar: [
    /(أفضل|أحسن) (عيادة|عيادات|طبيب|أطباء|طبيبة|فريق|علاج|رعاية)/,
    /(الأكثر|الأحدث|الأفضل) (أمانًا|أمانا|تطورًا|حداثة) في/,
    /(الطريقة|الطريق|الخيار|العلاج) الأكثر أمان/,
    /الأولى في/,
    // "العيادة رقم 1" (the clinic number 1), "رقم 1 في" (number 1 in); "الخطوة رقم 1" (step 1) is a count.
    /(العيادة|عيادة|الطبيب|الطبيبة|الفريق|نحن|هي|هو) رقم (1|١|واحد)(?![0-9٠-٩])/,
    /رقم (1|١|واحد) في/,
  ],
};

export const GUARANTEES: Record<Lang, RegExp[]> = {
  pt: [
    /\bgarant(imos|id[oa]s?)\b/i,
    /\bgarantias?\b/i,
    /\b100 ?%/,
    /\b(tratamentos?|procedimentos?|cirurgias?|implantes?|canal|clareamentos?) (sem dor|indolor(es)?)\b/i,
    /\bsem (nenhum )?risco\b/i,
    /\bresultados? (perfeit|definitiv|imediat)\w*/i,
  ],
  en: [/\bguarantee(s|d)?\b/i, /\b100 ?%/, /\b(pain-?free|painless|risk-free)\b/i, /\bperfect (results?|smile)\b/i],
  es: [
    /\bgarantiza(mos|d[oa]s?)\b/i,
    /\bgarant[íi]as?\b/i,
    /\b100 ?%/,
    /\b(tratamientos?|procedimientos?|cirug[íi]as?|implantes?) (sin dolor|indoloros?)\b/i,
    /\bsin (ning[úu]n )?riesgo\b/i,
    /\bresultados? perfect\w*/i,
  ],
  de: [
    /\bgarantier\w*/i,
    /\bGarantie\w*/,
    /\b100 ?%/,
    /\b(schmerzfrei|risikofrei|risikolos)\w*/i,
    /\bperfekte[nrs]? (Ergebnis|Lächeln)/i,
  ],
  ar: [
    /نضمن|مضمونة|مضمون|ضمان/,
    /\b100 ?%/,
    /بدون (أي )?(ألم|مخاطر)|بلا (ألم|مخاطر)|دون (أي )?(ألم|مخاطر)/,
    /نتائج? مثالية/,
  ],
};

export type AdvertisingClaim = 'superlative' | 'guarantee';

/** The first superlative or guarantee in a text, if any. */
export function findAdvertisingClaim(
  lang: Lang,
  written: string | ReaderText,
): { found: string; kind: AdvertisingClaim } | undefined {
  const text = asRead(written);
  for (const [kind, rules] of [
    ['superlative', SUPERLATIVES],
    ['guarantee', GUARANTEES],
  ] as const) {
    const found = firstMatch(rules, lang, text);
    if (found) return { found, kind };
  }
  return undefined;
}

/**
 * Specialists, as a text would name them, by the council's specialty (CFO list of specialties).
 * `held` is the key in content/team.yaml (`specialty` of a member, `specialties` of an owner)
 * that makes the claim true; a specialty the clinic has no key for can never be claimed.
 */
export interface SpecialtyClaim {
  /** The specialty's registered name (CFO). */
  name: string;
  held: string;
  patterns: Record<Lang, RegExp[]>;
}

export const SPECIALTY_CLAIMS: readonly SpecialtyClaim[] = [
  {
    name: SPECIALTY_NAMES.pediatric_dentistry,
    held: 'pediatric_dentistry',
    patterns: {
      pt: [/\bodontopediatras?\b/i, /\bespecialistas? (em|de) [^.!?]*\bodontopediatria\b/i],
      en: [/\bpa?ediatric dentists?\b/i, /\bpa?edodontists?\b/i, /\bchildren'?s dentists?\b/i],
      es: [/\bodontopediatras?\b/i, /\bdentistas? infantil(es)?\b/i],
      de: [/\bKinderzahnärzt(in|innen|e)?\b/, /\bKinderzahnarzt\b/],
      ar: [/(طبيب|طبيبة|أطباء|أخصائي|أخصائية|أخصائيو|أخصائيي) (أسنان الأطفال|طب أسنان الأطفال)/],
    },
  },
  {
    name: SPECIALTY_NAMES.periodontics,
    held: 'periodontics',
    patterns: {
      pt: [/\bperiodontistas?\b/i, /\bespecialistas? (em|de)\b[^.!?;]{0,80}\bperiodontia\b/i],
      en: [
        /\bperiodontists?\b/i,
        /\b(gum|periodontal) specialists?\b/i,
        /\bspecialists? in\b[^.!?;]{0,80}\bperiodontics\b/i,
      ],
      es: [/\bperiodoncistas?\b/i, /\bespecialistas? en\b[^.!?;]{0,80}\bperiodoncia\b/i],
      de: [/\bParodontolog(e|en|in|innen)\b/, /\bSpezialist(in|en|innen)? für\b[^.!?;]{0,80}\bParodontologie/],
      ar: [/(أخصائي|أخصائية|أخصائيو|أخصائيي|طبيب|أطباء) (أمراض )?اللثة/],
    },
  },
  {
    name: SPECIALTY_NAMES.prosthodontics,
    held: 'prosthodontics',
    patterns: {
      pt: [/\bprotesistas?\b/i, /\bespecialistas? (em|de)\b[^.!?;]{0,80}\bpr[óo]teses?\b/i],
      en: [/\bprosthodontists?\b/i, /\bspecialists? in\b[^.!?;]{0,80}\b(prosthodontics|dentures?|prosthes[ie]s)\b/i],
      es: [/\bprostodoncistas?\b/i, /\bprotesistas?\b/i, /\bespecialistas? en\b[^.!?;]{0,80}\bpr[óo]tesis\b/i],
      de: [/\bProthetiker(in|innen)?\b/, /\bSpezialist(in|en|innen)? für\b[^.!?;]{0,80}\b(Prothetik|Zahnersatz)/],
      ar: [/(أخصائي|أخصائية|أخصائيو|أخصائيي) (التركيبات|تركيبات الأسنان)/],
    },
  },
  {
    name: SPECIALTY_NAMES.implantology,
    held: 'implantology',
    patterns: {
      pt: [/\bimplantodontistas?\b/i],
      en: [/\bimplantologists?\b/i, /\bimplant dentists?\b/i],
      es: [/\bimplant[óo]log[oa]s?\b/i],
      de: [/\bImplantolog(e|en|in|innen)\b/],
      ar: [/(أخصائي|أخصائية) زراعة الأسنان/],
    },
  },
  {
    name: SPECIALTY_NAMES.orthodontics,
    held: 'orthodontics',
    patterns: {
      pt: [/\bortodontistas?\b/i],
      en: [/\borthodontists?\b/i],
      es: [/\bortodoncistas?\b/i],
      de: [/\bKieferorthopäd(e|en|in|innen)\b/],
      ar: [/(أخصائي|أخصائية|أخصائيات|أخصائيو) تقويم الأسنان/],
    },
  },
  {
    name: SPECIALTY_NAMES.endodontics,
    held: 'endodontics',
    patterns: {
      pt: [/\bendodontistas?\b/i],
      en: [/\bendodontists?\b/i],
      es: [/\bendodoncistas?\b/i],
      de: [/\bEndodontolog(e|en|in|innen)\b/],
      ar: [/(أخصائي|أخصائية|أخصائيو) (علاج جذور الأسنان|علاج العصب)/],
    },
  },
  {
    name: SPECIALTY_NAMES.surgery,
    held: 'surgery',
    patterns: {
      pt: [/\bbucomaxilofacia(l|is)\b/i, /\bbucomaxilos?\b/i],
      en: [/\boral (and maxillofacial )?surgeons?\b/i, /\bmaxillofacial surgeons?\b/i],
      es: [/\bcirujan[oa]s? (oral(es)?|maxilofacial(es)?|bucal(es)?)\b/i],
      de: [/\b(Oral|Kiefer|MKG-)chirurg(in|en|innen)?\b/],
      ar: [/جراح(ة|و|ي)? (الفم|الوجه والفكين)/],
    },
  },
  {
    name: SPECIALTY_NAMES.stomatology,
    held: 'stomatology',
    patterns: {
      pt: [/\bestomatologistas?\b/i],
      en: [/\bstomatologists?\b/i],
      es: [/\bestomat[óo]log[oa]s?\b/i],
      de: [/\bStomatolog(e|en|in)\b/],
      ar: [/أخصائي (أمراض )?الفم/],
    },
  },
  {
    name: SPECIALTY_NAMES.radiology,
    held: 'radiology',
    patterns: {
      pt: [/\bradiologistas?\b/i],
      en: [/\b(dental )?radiologists?\b/i],
      es: [/\bradi[óo]log[oa]s?\b/i],
      de: [/\bRadiolog(e|en|in)\b/],
      ar: [/أخصائي الأشعة/],
    },
  },
];

/** Every specialist a text claims, with the text that claims it. */
export function findSpecialtyClaims(
  lang: Lang,
  written: string | ReaderText,
): { found: string; claim: SpecialtyClaim }[] {
  const text = asRead(written);
  const out: { found: string; claim: SpecialtyClaim }[] = [];
  for (const claim of SPECIALTY_CLAIMS) {
    const found = firstMatch(claim.patterns, lang, text);
    if (found) out.push({ found, claim });
  }
  return out;
}
