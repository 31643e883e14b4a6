/** The site's languages as the editor names them in Portuguese (refusals, translation status). */
export const LANG_NAMES: Record<string, string> = {
  pt: 'português',
  en: 'inglês',
  es: 'espanhol',
  de: 'alemão',
  ar: 'árabe',
};
