/**
 * People's names as each language writes them. content/team.yaml writes names the Brazilian
 * way ("Dra. Camila Ferraz", "Dr. Bruno Nakamura"); English has one title, Dr., for women and men.
 */
import type { Lang } from './config';

const TITLE_FOR_WOMEN: Partial<Record<Lang, string>> = { en: 'Dr.' };

export function personName(name: string, lang: Lang): string {
  const title = TITLE_FOR_WOMEN[lang];
  return title ? name.replace(/^Dra\.(?=\s)/, title) : name;
}
