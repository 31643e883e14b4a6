/**
 * Dates in the page's language; UTC so a date never shifts by a day. One formatter per
 * language, and each date formatted once per build (a blog of thousands repeats them on every
 * list page): the render stage makes one of these per build and hands it to every page.
 */
export type FormatDate = (iso: string, htmlLang: string) => string;

/** The English pages are written in British English: 7 December 2026, not December 7, 2026. */
const DATE_LOCALE: Readonly<Record<string, string>> = { en: 'en-GB' };

export function dateFormat(): FormatDate {
  const formats = new Map<string, Intl.DateTimeFormat>();
  const formatted = new Map<string, string>();
  return (iso, htmlLang) => {
    const key = `${htmlLang} ${iso}`;
    let text = formatted.get(key);
    if (text === undefined) {
      let f = formats.get(htmlLang);
      if (!f)
        formats.set(
          htmlLang,
          (f = new Intl.DateTimeFormat(DATE_LOCALE[htmlLang] ?? htmlLang, {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          })),
        );
      formatted.set(key, (text = f.format(new Date(`${iso}T00:00:00Z`))));
    }
    return text;
  };
}
