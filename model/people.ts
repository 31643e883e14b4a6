/** How a team member's name is written in each language (team.yaml `names`, else the Portuguese `name`). */
import type { Lang } from './languages';

export interface Named {
  name: string;
  /** The name as written in another language: "الدكتورة كاميلا فيراز" in Arabic, no "Dra." in German. */
  names?: Partial<Record<Lang, string>>;
}

/**
 * content/team.yaml writes names the Brazilian way ("Dra. Camila Ferraz"); English has one
 * title, Dr., for women and men.
 */
const TITLE_FOR_WOMEN: Partial<Record<Lang, string>> = { en: 'Dr.' };

export function personName(name: string, lang: Lang): string {
  const title = TITLE_FOR_WOMEN[lang];
  return title ? name.replace(/^Dra\.(?=\s)/, title) : name;
}

export function nameIn(person: Named, lang: Lang): string {
  return (lang === 'pt' ? undefined : person.names?.[lang]) ?? personName(person.name, lang);
}

/** A name written in Portuguese (site.yaml's technical director) in a language, when it is a team member's. */
export function teamNameIn(people: readonly Named[], name: string, lang: Lang): string {
  const person = people.find((p) => p.name === name);
  return person ? nameIn(person, lang) : name;
}
