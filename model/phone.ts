/** Phone numbers as editors write them, read into E.164 (what a tel: link is built from). No zod here: the Markdown worker uses it. */
/**
 * A phone number as E.164 ("+551130000340"), from either E.164 with optional spaces, dots,
 * hyphens and brackets ("+55 11 3000-0340") or the Brazilian national format
 * ("(11) 3000-0340", "11 90000-0340", "011 3000 0340"). Undefined when it is neither.
 */
export function phoneE164(text: string): string | undefined {
  const t = text.trim();
  if (!/^\+?[\d\s().-]+$/.test(t)) return undefined;
  const digits = t.replace(/\D/g, '');
  if (t.startsWith('+')) {
    if (!/^[1-9]\d{7,14}$/.test(digits)) return undefined;
    // Brazil: +55, a two-digit area code (11-99) and 8 digits (landline) or 9 starting with 9 (mobile).
    if (digits.startsWith('55') && !brazilian(digits.slice(2))) return undefined;
    return `+${digits}`;
  }
  const national = digits.replace(/^0/, '');
  return brazilian(national) ? `+55${national}` : undefined;
}

function brazilian(national: string): boolean {
  return /^[1-9][1-9](?:[2-8]\d{7}|9\d{8})$/.test(national);
}
