/** How a team member's name is written in each language (team.yaml `names`, else the Portuguese `name`). */
import type { Lang } from './config';

export interface Named {
  name: string;
  /** The name as written in another language: "الدكتورة كاميلا فيراز" in Arabic, no "Dra." in German. */
  names?: Partial<Record<Lang, string>>;
}

export function nameIn(person: Named, lang: Lang): string {
  return (lang === 'pt' ? undefined : person.names?.[lang]) ?? person.name;
}

/** A name written in Portuguese (site.yaml's technical director) in a language, when it is a team member's. */
export function teamNameIn(people: readonly Named[], name: string, lang: Lang): string {
  const person = people.find((p) => p.name === name);
  return person ? nameIn(person, lang) : name;
}
