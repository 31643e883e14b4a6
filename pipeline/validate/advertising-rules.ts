/**
 * Dental advertising rules the build enforces (CFO Code of Dental Ethics, Res. CFO-118/2012,
 * arts. 41-44; Res. CFO-196/2019): no payment terms outside the FAQ answer about payment, a
 * technician never titled "Dr.", and every published figure with its source.
 */
import type { Lang } from '../../model/languages';

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

/** The one place a payment term may appear: the answer to "what are the payment options?" (in content/home/index.<lang>.yaml). */
export const PAYMENT_ANSWER_PATH: readonly string[] = ['faq', 'items', 'q2', 'answer'];

/** The first payment term in a text, if any. */
export function findPaymentTerm(lang: Lang, text: string): string | undefined {
  for (const re of PAYMENT_TERMS[lang]) {
    const m = re.exec(text);
    if (m) return m[0];
  }
  return undefined;
}

/** "Dr." / "Dra." / "Dr " at the start of a name. */
export const DOCTOR_TITLE = /^\s*dr(a)?\.?\s/i;
