const formats = new Map<string, Intl.DateTimeFormat>();

/** Dates in the page's language; UTC so a date never shifts by a day. One formatter per language. */
export function formatDate(iso: string, htmlLang: string): string {
  let f = formats.get(htmlLang);
  if (!f) formats.set(htmlLang, (f = new Intl.DateTimeFormat(htmlLang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })));
  return f.format(new Date(`${iso}T00:00:00Z`));
}
