/**
 * locales/<lang>.json: flat "group.key": "text" pairs; pt.json is the reference.
 *
 * What belongs here: interface words only, the words of the site's own machinery that a
 * translator sets once: navigation and its headings ("Menu", "Contato" above a footer column),
 * buttons and link labels that name an action of the site ("Fechar", "Saiba mais", "Agendar pelo
 * WhatsApp"), field labels ("Endereço", "CNPJ"), accessible names, date, number and plural
 * patterns, the messages of the site's functions (search, consent buttons, copy, 404) and the
 * greetings the chat links prefill.
 *
 * What does not: whatever the clinic says, about itself, its care, its people, its patients'
 * words, its rules and notices, including the titles and buttons it wrote for a section of the
 * home page and the descriptions of its pictures. Those are content, edited with the pages:
 * content/home/index.<lang>.yaml (every home page section), content/site/index.<lang>.yaml (footer, cookie
 * banner, urgent care, calls to action, blog), content/team.yaml (job titles, specialty names),
 * content/landing/index.yaml. CLINIC_TEXT below lists those keys; a locale file holding one
 * fails the build (LOCALE_CLINIC_TEXT) saying where the text lives now.
 */
import { z } from 'zod';
import type { ContentIssue } from '../errors';
import { makeIssue } from '../error-catalog';
import type { SourceFile } from '../load/read-yaml';
import { DEFAULT_LANG, type Lang } from '../../model/languages';
import { RULE } from '../catalogue/rules';

export const localeSchema = z.record(
  z.string().regex(/^[a-z0-9_]+(\.[a-z0-9_]+)+$/, RULE.localeKey),
  z.string().min(1, RULE.translationNotEmpty),
);
export type Messages = Record<string, string>;

const home = (block: string) => (lang: Lang) => `content/home/index.${lang}.yaml under "${block}"`;
const common = (block: string) => (lang: Lang) => `content/site/index.${lang}.yaml under "${block}"`;

/** Keys that are the clinic's texts, and where each lives now (the classification above). */
export const CLINIC_TEXT: readonly (readonly [RegExp, (lang: Lang) => string])[] = [
  [/^meta\.home_(title|description)$/, home('meta')],
  [/^hero\./, home('hero')],
  [/^about\./, home('about')],
  [/^differentials\./, home('differentials')],
  // "Saiba mais" and "Consulte-nos" on every card are link labels of the site.
  [/^treatments\.(?!(learn_more|other_contact)$)/, home('treatments')],
  [/^results\.(?!cta$)/, home('results')],
  [/^invisalign_cta\./, home('aligner_banner')],
  [/^clinic\./, home('gallery')],
  [/^referral\./, home('referral_banner')],
  [/^team\.(title|subtitle|owners_title|others_title)$/, home('team')],
  [/^team\.owner\d+_job$/, () => 'content/team.yaml under the owner\'s "job"'],
  [/^team\.spec\./, () => 'content/team.yaml under "specialty_names"'],
  [/^testimonials\./, home('testimonials')],
  [/^faq\./, home('faq')],
  [/^partnerships\./, home('partners')],
  [/^contact\.(title|subtitle|map_alt)$/, home('contact')],
  [/^footer\.(about|notice)$/, common('footer')],
  [/^cookies\.text$/, common('cookies')],
  [/^urgent\.(after_hours|emergency)$/, common('urgent')],
  [/^page\.booking_(title|text)$/, common('booking')],
  [/^page\.call_(title|text)$/, common('aftercare_call')],
  [/^page\.risks_intro$/, common('treatment_page')],
  [/^blog\.(meta_title|intro)$/, common('blog')],
  [/^landing\.index_(title|intro)$/, () => 'content/landing/index.yaml'],
];

/** Where a clinic text now lives, or undefined for an interface word. */
export function clinicTextPlace(key: string, lang: Lang): string | undefined {
  return CLINIC_TEXT.find(([re]) => re.test(key))?.[1](lang);
}

/** Every clinic text left in a locale file, at its line. */
export function checkClinicText(messages: Messages, lang: Lang, src: SourceFile): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const key of Object.keys(messages)) {
    const where = clinicTextPlace(key, lang);
    if (where)
      issues.push(
        makeIssue('LOCALE_CLINIC_TEXT', { key, where }, src.file, src.parsed?.locateKey([key]), src.parsed?.source),
      );
  }
  return issues;
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '');

/** The plural categories i18next may ask for, in the order a reader expects them. */
const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_KEY = /^(.+)_(zero|one|two|few|many|other)$/;

/** A key of a plural family ("blog.reading_time_few") split into its base and form. */
export function pluralPart(key: string): { base: string; form: string } | undefined {
  const m = PLURAL_KEY.exec(key);
  return m ? { base: m[1] ?? key, form: m[2] ?? '' } : undefined;
}

/**
 * The plural forms a language needs (what Intl.PluralRules, and so i18next, can select for it):
 * Arabic has six, German and English two. "zero" is always allowed: i18next uses it for 0.
 */
export function pluralForms(lang: string): { required: string[]; allowed: string[] } {
  const cats = new Set<string>(new Intl.PluralRules(lang).resolvedOptions().pluralCategories);
  const required = PLURAL_ORDER.filter((f) => cats.has(f));
  return { required, allowed: PLURAL_ORDER.filter((f) => f === 'zero' || cats.has(f)) };
}

/** Key to compare between languages: a plural family counts once, under its base. Clinic texts are reported by checkClinicText only. */
function logicalKeys(messages: Messages): Map<string, string> {
  const out = new Map<string, string>();
  for (const key of Object.keys(messages)) {
    if (clinicTextPlace(key, DEFAULT_LANG)) continue;
    const p = pluralPart(key);
    const id = p ? p.base : key;
    if (!out.has(id)) out.set(id, key);
  }
  return out;
}

/** The text whose placeholders a translation must keep: the plain text, or the "other" form of a family. */
function textOf(messages: Messages, id: string): string {
  return messages[id] ?? messages[`${id}_other`] ?? '';
}

/** Keys missing or extra compared to the reference, and placeholders that went missing. */
export function checkLocaleParity(ref: Messages, refFile: string, other: Messages, src: SourceFile): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const parsed = src.parsed;
  const refName = refFile.split('/').pop() ?? refFile;
  const refKeys = logicalKeys(ref);
  const otherKeys = logicalKeys(other);
  for (const [id, key] of refKeys) {
    const theirs = otherKeys.get(id);
    if (theirs === undefined) {
      issues.push(
        makeIssue('LOCALE_KEY_MISSING', { key, reference: refName }, src.file, parsed?.locate([]), undefined),
      );
      continue;
    }
    for (const name of placeholders(textOf(ref, id))) {
      if (!placeholders(textOf(other, id)).includes(name)) {
        const at = id in other ? id : `${id}_other`;
        issues.push(
          makeIssue('PLACEHOLDER_MISMATCH', { key: at, name }, src.file, parsed?.locate([at]), parsed?.source),
        );
      }
    }
  }
  for (const [id, key] of otherKeys) {
    if (refKeys.has(id)) {
      const known = placeholders(textOf(ref, id));
      for (const name of placeholders(textOf(other, id))) {
        if (!known.includes(name))
          issues.push(
            makeIssue(
              'PLACEHOLDER_EXTRA',
              { key, name, reference: refName },
              src.file,
              parsed?.locate([key]),
              parsed?.source,
            ),
          );
      }
    } else {
      issues.push(
        makeIssue('LOCALE_KEY_EXTRA', { key, reference: refName }, src.file, parsed?.locateKey([key]), parsed?.source),
      );
    }
  }
  return issues;
}

/** Every plural family of a language file has exactly the forms that language uses. */
export function checkPluralForms(messages: Messages, lang: string, src: SourceFile): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const parsed = src.parsed;
  const { required, allowed } = pluralForms(lang);
  const families = new Map<string, string[]>();
  for (const key of Object.keys(messages)) {
    const p = pluralPart(key);
    if (p) families.set(p.base, [...(families.get(p.base) ?? []), p.form]);
  }
  for (const [base, forms] of families) {
    for (const form of forms) {
      if (!allowed.includes(form)) {
        const key = `${base}_${form}`;
        issues.push(
          makeIssue(
            'LOCALE_PLURAL_EXTRA',
            { key: base, form, lang, forms: allowed },
            src.file,
            parsed?.locateKey([key]),
            parsed?.source,
          ),
        );
      }
    }
    for (const form of required) {
      if (!forms.includes(form)) {
        const at = `${base}_${forms[0] ?? 'other'}`;
        issues.push(
          makeIssue(
            'LOCALE_PLURAL_MISSING',
            { key: base, form, lang, forms: required },
            src.file,
            parsed?.locateKey([at]),
            parsed?.source,
          ),
        );
      }
    }
  }
  return issues;
}
