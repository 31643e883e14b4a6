/** How a team member's name is written in each language (team.yaml `names`, else the Portuguese `name`). */
import { DEFAULT_LANG, type Lang } from './languages';

export interface Named {
  name: string;
  /** The name as written in another language: "الدكتورة كاميلا فيراز" in Arabic, no "Dra." in German. */
  names?: Partial<Record<Lang, string>>;
}

/**
 * content/team.yaml writes names the Brazilian way ("Dra. Camila Ferraz"). A name without its
 * own form in a language (a new member listed with `name` only) gets that language's title:
 * English has one, Dr., for women and men; German none (Dr. is a doctorate there); Arabic
 * الدكتورة / الدكتور before the name as written.
 */
const TITLES: Partial<Record<Lang, { women: string; men: string }>> = {
  en: { women: 'Dr. ', men: 'Dr. ' },
  de: { women: '', men: '' },
  ar: { women: 'الدكتورة ', men: 'الدكتور ' },
};

export function personName(name: string, lang: Lang): string {
  const titles = TITLES[lang];
  if (!titles) return name;
  return name.replace(/^Dra\.\s+/, titles.women).replace(/^Dr\.\s+/, titles.men);
}

export function nameIn(person: Named, lang: Lang): string {
  return (lang === DEFAULT_LANG ? undefined : person.names?.[lang]) ?? personName(person.name, lang);
}

/** A name written in Portuguese (site.yaml's technical director) in a language, when it is a team member's. */
export function teamNameIn(people: readonly Named[], name: string, lang: Lang): string {
  const person = people.find((p) => p.name === name);
  return person ? nameIn(person, lang) : name;
}

/** "Dra." before a name says she is a woman: labels about her agree with it ("Responsável técnica"). */
export const titledAsWoman = (name: string): boolean => /^Dra\.\s/.test(name);
