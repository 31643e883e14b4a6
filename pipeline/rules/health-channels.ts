/**
 * No text asks a patient to write health details (symptoms, pain, photos, X-rays, history)
 * in a message: the privacy policy advises against sending them by WhatsApp or e-mail, where
 * they leave the clinic's records. A phone call is fine: nothing written stays behind.
 * A sentence is a request when it asks (an imperative), names a health detail and a written
 * channel; "do not send" is advice, not a request.
 */
import { LANGS, isLang, type Lang } from '../../model/languages';
import type { ContentIssue } from '../errors';
import { makeIssue } from '../error-catalog';
import { textsIn, type RawSite, type SourceFile } from '../load/load';
import { walkStrings } from '../load/walk-data';
import { remembered, verdictKey, type Verdicts } from '../validate/verdicts';

interface RequestWords {
  ask: RegExp;
  health: RegExp;
  channel: RegExp;
  /** Words that turn the request into advice: looked for just before the verb (and after it in German). */
  negation: RegExp;
}

export const HEALTH_REQUEST_WORDS: Readonly<Record<Lang, RequestWords>> = {
  pt: {
    ask: /\b(descreva|conte|envie|mande|informe|relate|escreva|explique|anexe|encaminhe|compartilhe|diga)\b/i,
    health:
      /\b(sintomas?|sentindo|sente|dor(es)?|sa[úu]de|exames?|radiografias?|raio-?x|fotos?|hist[óo]rico|medicament\w*|queixas?|incha[çc]o|sangramento)\b/i,
    channel: /\b(whats-?app|e-?mail|mensage(m|ns)|direct|inbox|sms)\b/i,
    negation: /\b(n[ãa]o|nunca|nem|evite)\s+(\S+\s+){0,2}$/i,
  },
  en: {
    ask: /\b(describe|tell us|send|share|write|explain|attach|let us know)\b/i,
    health:
      /\b(symptoms?|feeling|pain|health|x-?rays?|radiographs?|photos?|photographs?|history|medications?|swelling|bleeding)\b/i,
    channel: /\b(whats-?app|e-?mail|messages?|texts?|sms)\b/i,
    negation: /\b(not|never|avoid|don't|do not)\s+(\S+\s+){0,2}$/i,
  },
  es: {
    ask: /\b(describa|cu[ée]ntenos|cuente|env[íi]e(nos)?|mande|escriba|explique|adjunte|comparta|ind[íi]quenos)\b/i,
    health:
      /\b(s[íi]ntomas?|siente|sintiendo|dolor(es)?|salud|ex[áa]menes|radiograf[íi]as?|fotos?|historial|medicamentos?|hinchaz[óo]n|sangrado)\b/i,
    channel: /\b(whats-?app|correos?|e-?mail|mensajes?|sms)\b/i,
    negation: /\b(no|nunca|evite)\s+(\S+\s+){0,2}$/i,
  },
  de: {
    ask: /\b(beschreiben|schicken|senden|schreiben|schildern|erzählen|teilen|übermitteln)\b/i,
    health:
      /\b(Beschwerden|Symptome?n?|Schmerz\w*|Gesundheit\w*|Röntgen\w*|Fotos?|Vorerkrankungen|Medikament\w*|Schwellung|Blutung)\b/i,
    channel: /\b(WhatsApp|E-?Mail|Nachricht(en)?|SMS)\b/i,
    negation: /\b(keine?n?|nicht|nie)\b/i,
  },
  ar: {
    // No \b in Arabic script: a whole word, with an attached و/ف before it or a pronoun after it.
    ask: /(?<![\p{L}\p{M}])[وف]?(صِف|صف|اشرح|أرسل|ارسل|أخبرنا|اكتب|شارك|أرفق)(ها|ه|هم|وا|ي|نا)?(?![\p{L}\p{M}])/u,
    health: /(أعراض|الأعراض|تشعر|ألم|الألم|صحت|صحي|أشعة|الأشعة|صور|تاريخ|أدوية|الأدوية|تورم|نزيف)/,
    channel: /(واتساب|البريد الإلكتروني|رسالة|رسائل)/,
    negation: /(لا|لن|تجنب)\s+(\S+\s+){0,2}$/,
  },
};

const MARKUP = /\*\*|__/g;
const SENTENCE_END = /(?<=[.!?؟;؛])\s+|\n+/;

/** Sentences (and list items, and clauses after a semicolon) of a text without its bold markers; a bold lead-in ("**Health data.** Write…") is a sentence of its own. */
const sentences = (plain: string): string[] => plain.split(SENTENCE_END);
/**
 * The first sentence of `text` that asks for health details through a written channel, or
 * undefined. German puts "keine" after the verb ("schicken Sie uns keine Fotos") and the
 * object often before it: there the whole sentence is searched.
 */
export function findHealthRequest(lang: Lang, text: string): string | undefined {
  const w = HEALTH_REQUEST_WORDS[lang];
  const plain = text.replace(MARKUP, '');
  // A request has a verb that asks and a written channel in one sentence: a text without
  // both is not split at all (sentences meet at spaces, so what one matches the text matches).
  if (!w.channel.test(plain) || !w.ask.test(plain)) return undefined;
  for (const s of sentences(plain)) {
    const ask = w.ask.exec(s);
    // What is asked for follows the verb ("describa sus síntomas"); a health word before it is a condition ("if the pain starts, send a message").
    const asked = lang === 'de' ? s : s.slice(ask?.index ?? 0);
    if (!ask || !w.health.test(asked) || !w.channel.test(s)) continue;
    const negated = lang === 'de' ? w.negation.test(s) : w.negation.test(s.slice(0, ask.index));
    if (!negated) return s.trim();
  }
  return undefined;
}

function issueAt(
  found: string,
  file: string,
  pos: { line: number; col: number } | undefined,
  source?: string,
  offset = 0,
): ContentIssue {
  return makeIssue('HEALTH_DETAILS_BY_MESSAGE', { found }, file, pos, source, offset);
}

function inData(src: SourceFile, lang: Lang, under: Lang | undefined): ContentIssue[] {
  const parsed = src.parsed;
  if (!parsed) return [];
  const out: ContentIssue[] = [];
  walkStrings(
    parsed.data,
    (text, path) => {
      const found = findHealthRequest(lang, text);
      if (found) out.push(issueAt(found, src.file, parsed.locate(path), parsed.source));
    },
    { under },
  );
  return out;
}

function inPage(lang: Lang, doc: RawSite['docs'][number]['doc']): ContentIssue[] {
  const out: ContentIssue[] = [];
  const front = doc.front;
  if (front)
    walkStrings(front.data, (text, path) => {
      const found = findHealthRequest(lang, text);
      if (found) out.push(issueAt(found, doc.file, front.locate(path), front.source, 1));
    });
  doc.body.split('\n').forEach((line, i) => {
    const found = findHealthRequest(lang, line);
    // A sentence quoted without its bold markers may not be found as it is: then the line's start.
    if (found)
      out.push(issueAt(found, doc.file, { line: doc.bodyLine + i, col: Math.max(1, line.indexOf(found) + 1) }));
  });
  return out;
}

const clean = (found: readonly ContentIssue[]): boolean => found.length === 0;

/**
 * Every request for health details by message in the clinic's texts, each at its file and line.
 * A file found clean is not read again while its text is the same (`verdicts`: a one-post
 * rebuild checks that post only); a file with a request is, so its message is made fresh.
 */
export function checkHealthChannels(raw: RawSite, verdicts?: Verdicts): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const data = (src: SourceFile, lang: Lang, under: Lang | undefined): ContentIssue[] =>
    remembered(
      verdicts,
      verdictKey('health-data', lang, under ?? '', src.file, src.hash),
      () => inData(src, lang, under),
      clean,
    );
  for (const lang of LANGS) {
    for (const { src, under } of textsIn(raw, lang)) issues.push(...data(src, lang, under));
  }
  for (const { lang, doc, hash } of raw.docs)
    if (isLang(lang))
      issues.push(
        ...remembered(verdicts, verdictKey('health-page', lang, doc.file, hash), () => inPage(lang, doc), clean),
      );
  return issues;
}
